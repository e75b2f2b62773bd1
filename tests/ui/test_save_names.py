"""Issue 13, point 9: Save asks for a name (the game and the local time to start with), asks
before replacing a save of the same name, and Saved games shows local dates, by keyboard only."""

from __future__ import annotations

import re
from datetime import UTC, datetime

import pygame
import pytest
from uikit import frames, key, start_of

from game import saves
from game.i18n import SOURCE, _, speaking
from game.saves import Seat
from game.ui import dates
from game.ui.scenes.dialogs import ConfirmScene, NameScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.saved_games import SavedGamesScene
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match
from game.ui.widgets import Label

SEATS = [Seat("You", "human"), Seat("Ann", "easy"), Seat("Bo", "easy")]


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("NINE_LIVES_HOME", str(tmp_path))
    return tmp_path


def paused(app) -> PauseScene:
    match = new_match("exploding-kittens", SEATS, {}, seed=3)
    table = TableScene(app, match, SEATS, journal=False, on_over=lambda t: None)
    app.push(table)
    frames(app)
    pause = PauseScene(app, table)
    app.push(pause)
    frames(app)
    return pause


def choose(app, scene, label: str) -> None:
    """Move the focus down to the button called `label` (an English message, as the catalogue words it), Enter."""
    for _i in range(len(scene.group.widgets)):
        if getattr(scene.group.focused, "label", "") == _(label):
            break
        key(app, pygame.K_DOWN)
        frames(app)
    assert scene.group.focused.label == _(label)
    key(app, pygame.K_RETURN)
    frames(app)


def type_name(app, words: str) -> None:
    """Clear the name field and type `words`, as a keyboard would."""
    for _i in range(80):
        key(app, pygame.K_BACKSPACE)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=words))
    frames(app)


def names() -> list[str]:
    return sorted(i.preview.name for i in saves.list_slots()[0])


def test_save_asks_for_a_name_and_before_replacing(make_app, home):
    app = make_app(size=(1024, 640), text_scale=2.0)
    pause = paused(app)
    choose(app, pause, "Save game...")
    ask = app.stack.top
    assert isinstance(ask, NameScene)
    assert ask.name.startswith(start_of("{game}, {when}", game=_("Exploding Kittens")))
    assert dates.now()[-5:] in ask.name
    default = ask.name
    key(app, pygame.K_RETURN)  # the suggested name as it is
    frames(app)
    assert app.stack.top is pause and names() == [default]

    choose(app, pause, "Save game...")
    key(app, pygame.K_RETURN)  # the same name again: asked first
    frames(app)
    replace = _("Replace the saved game \u201c{name}\u201d?").format(name=default)
    assert isinstance(app.stack.top, ConfirmScene) and app.stack.top.heading == replace
    key(app, pygame.K_ESCAPE)  # no: back to the name
    frames(app)
    assert isinstance(app.stack.top, NameScene)
    type_name(app, "Friday night")
    key(app, pygame.K_RETURN)
    frames(app)
    assert app.stack.top is pause and names() == sorted([default, "Friday night"])

    choose(app, pause, "Save game...")
    type_name(app, "friday  night!")  # the same slot as "Friday night"
    key(app, pygame.K_RETURN)
    frames(app)
    confirm = app.stack.top
    assert isinstance(confirm, ConfirmScene)
    choose(app, confirm, "Replace it")
    assert app.stack.top is pause and names() == sorted([default, "friday night!"])
    saved_as = _("Saved as: {name}").format(name="friday night!")
    assert any(saved_as in getattr(w, "words", "") for w in pause.group.widgets)

    choose(app, pause, "Save game...")
    key(app, pygame.K_ESCAPE)  # Esc cancels: nothing saved
    frames(app)
    assert app.stack.top is pause and len(names()) == 2


def test_saved_games_show_local_dates(make_app, home):
    app = make_app()
    pause = paused(app)
    saved = saves.SavedGame.from_match(pause.table.match, pause.table.seats, name="Evening game")
    saves.save_slot(saved, "Evening game")
    stored = saves.list_slots()[0][0].preview.saved_at
    app.push(SavedGamesScene(app))
    frames(app)
    lines = [w.words for w in app.stack.top.group.widgets if isinstance(w, Label)]
    [line] = [w for w in lines if "Evening game" in w]
    assert not re.search(r"\d{4}-\d\d-\d\dT", line)  # no ISO UTC
    when = datetime.fromisoformat(stored).astimezone()
    summary = saves.list_slots()[0][0].preview.summary()
    assert line == _("{title}: {summary}, saved {when}").format(title="Evening game", summary=summary,
                                                                 when=dates.stamp(when))
    assert _("your turn") in summary  # the person who typed no name: not "You to play" in any language
    noon = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)  # Monday the world over
    with speaking(SOURCE):
        assert dates.stamp(noon).startswith("Mon, ") and "2026" in dates.stamp(noon)


def test_dates_follow_the_language(monkeypatch):
    """Dates are written by CLDR for the current language (Babel), not by the C locale."""
    from game import i18n

    monkeypatch.setenv(i18n.DEV_ENV, "1")
    noon = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)
    i18n.set_language("de")
    try:
        assert dates.stamp(noon).startswith("Mo., 23. Nov. 2026, ")
        assert i18n.format_number(1234.5) == "1.234,5"
        i18n.set_language("es")
        assert dates.stamp(noon).startswith("lun, 23 nov 2026, ")
    finally:
        i18n.set_language("en")
