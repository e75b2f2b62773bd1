"""The Saved games screen lists slots from their headers (a few kilobytes each), proves a slot only
when it is opened, in a worker thread with a progress line (the frame never waits), and refuses a
slot larger than any real game with a clear message."""

from __future__ import annotations

import sys
import threading
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "storage"))

import savekit
from uikit import shaped, wait_for

from game import saves, storage
from game.i18n import _, format_percent
from game.ui.app import App
from game.ui.scenes import saved_games
from game.ui.scenes.dialogs import MessageScene
from game.ui.scenes.saved_games import SavedGamesScene
from game.ui.table.scene import TableScene
from game.ui.widgets import Button


def _save(name: str, actions: int = 20) -> Path:
    match = savekit.played(actions)
    saves.save_slot(saves.SavedGame.from_match(match, savekit.child.seats(3)), name)
    return storage.paths().saves_dir / f"{saves.slot_id(name)}.json"


def _words(scene: SavedGamesScene) -> list[str]:
    return [getattr(w, "words", getattr(w, "label", "")) for w in scene.group.widgets]


def test_the_list_reads_only_each_slot_header(monkeypatch: pytest.MonkeyPatch) -> None:
    path = _save("Friday")
    head, body = path.read_bytes().split(b"\n", 1)
    path.write_bytes(head + b"\n" + body[: len(body) // 2])  # the game itself cut in half
    asked: list[int] = []
    real = storage._read_capped

    def counting(p, limit, start=False):
        asked.append(limit)
        return real(p, limit, start)

    monkeypatch.setattr(storage, "_read_capped", counting)
    slots, messages = saves.list_slots()
    assert [s.preview.name for s in slots] == ["Friday"] and messages == []
    assert asked == [saves.HEAD_LIMIT] and path.exists()  # nothing proved, nothing set aside
    assert slots[0].preview.turn_number >= 0 and slots[0].preview.seats[0].name == "You"
    found, message = saves.open_slot("friday")  # opening reads it all, and refuses it
    assert found is None and "damaged" in message and not path.exists()


def test_a_slot_larger_than_any_real_game_is_refused_with_a_clear_message() -> None:
    path = _save("Huge")
    with path.open("ab") as f:
        f.write(b" " * saves.SLOT_LIMIT)  # still valid JSON, and well signed: only too large
    slots, messages = saves.list_slots()
    assert slots == [] and len(messages) == 1
    assert "far larger than any real game" in messages[0] and "Huge".lower() in messages[0]
    assert not path.exists()


def test_a_long_game_is_well_under_the_cap() -> None:
    path = _save("Long", actions=10_000)
    assert path.stat().st_size * 20 < saves.SLOT_LIMIT


def test_loading_proves_in_the_background_with_a_progress_line(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    _save("Friday")
    scene = SavedGamesScene(app)
    app.push(scene)
    app.frame(1 / 60)
    halfway, release = threading.Event(), threading.Event()
    real = saves.open_slot

    def slow(slot, directory=None, progress=None):
        progress(0.5)
        halfway.set()
        release.wait(10)
        return real(slot, directory, progress)

    monkeypatch.setattr(saved_games.saves, "open_slot", slow)
    load = next(w for w in scene.group.widgets if isinstance(w, Button) and w.label == _("Load"))
    load.activate()
    assert halfway.wait(10)
    for _i in range(30):  # frames go on while the game is being checked
        app.frame(1 / 60)
    assert app.stack.top is scene
    said = shaped(_("Opening {title}: checking every move, {percent}...").replace("{percent}", format_percent(50)))
    assert any(said.search(w) for w in _words(scene))
    release.set()
    wait_for(app, lambda: isinstance(app.stack.top, TableScene))
    assert app.stack.top.match.steps  # the game, at the move it was saved at


def test_a_forged_slot_is_refused_when_opened_and_leaves_the_list(app: App) -> None:
    path = storage.paths().saves_dir / "mine.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(savekit.slot_bytes(savekit.forged("forged_win")))
    scene = SavedGamesScene(app)
    app.push(scene)
    app.frame(1 / 60)
    scene._load("mine", "Mine")
    wait_for(app, lambda: isinstance(app.stack.top, MessageScene))
    assert shaped(_("move {number} ({move}) did not happen as written")).search(app.stack.top.message)
    assert scene.slots == [] and not path.exists()


def test_back_while_loading_stops_the_check(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    _save("Friday")
    scene = SavedGamesScene(app)
    app.push(scene)
    app.frame(1 / 60)
    release = threading.Event()
    real = saves.open_slot

    def slow(slot, directory=None, progress=None):
        release.wait(10)
        return real(slot, directory, progress)  # its first move's progress stops it

    monkeypatch.setattr(saved_games.saves, "open_slot", slow)
    scene._load("friday", "Friday")
    opening = scene.opening
    scene.back()
    release.set()
    opening.join(10)
    assert opening.done and opening.found is None and opening.message is None
    for _i in range(5):
        app.frame(1 / 60)
    assert not any(isinstance(s, TableScene) for s in app.stack.scenes)
    assert (storage.paths().saves_dir / "friday.json").exists()  # stopped, not refused


def test_an_error_in_the_worker_is_said_and_the_slot_kept(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The background check hands every outcome to the screen: an unexpected failure is said in
    words (no traceback, no silence), and the slot stays listed for another try."""
    _save("Friday")
    scene = SavedGamesScene(app)
    app.push(scene)
    app.frame(1 / 60)

    def broken(slot, directory=None, progress=None):
        raise RuntimeError("list index out of range")

    monkeypatch.setattr(saved_games.saves, "open_slot", broken)
    scene._load("friday", "Friday")
    wait_for(app, lambda: isinstance(app.stack.top, MessageScene))
    message = app.stack.top.message
    assert message == _("{title} could not be opened: something went wrong while checking it. "
                        "The saved game is kept as it was.").format(title="Friday")
    assert [s.slot for s in scene.slots] == ["friday"] and scene.opening is None


def test_a_slow_check_is_waited_for_not_a_number_of_frames(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Load on a busy machine: the check takes longer than many frames, and the table still opens
    once it is done (the frames meanwhile show the screen, never half a result)."""
    _save("Friday")
    scene = SavedGamesScene(app)
    app.push(scene)
    app.frame(1 / 60)
    real = saves.open_slot
    release = threading.Event()

    def slow(slot, directory=None, progress=None):
        release.wait(10)
        return real(slot, directory, progress)

    monkeypatch.setattr(saved_games.saves, "open_slot", slow)
    scene._load("friday", "Friday")
    for _i in range(20):
        app.frame(1 / 60)
        assert app.stack.top is scene and scene.opening is not None and scene.opening.found is None
    release.set()
    wait_for(app, lambda: isinstance(app.stack.top, TableScene))
    assert app.stack.top.match.steps


def test_a_slot_gone_while_the_list_is_read_leaves_no_empty_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Load's worker may set a slot aside while the list is being read again: it simply leaves."""
    _save("Friday")
    _save("Monday")
    real = saves.slot_info

    def going(slot, directory=None):
        if slot == "friday":
            (storage.paths().saves_dir / "friday.json").unlink()
        return real(slot, directory)

    monkeypatch.setattr(saves, "slot_info", going)
    slots, messages = saves.list_slots()
    assert [s.slot for s in slots] == ["monday"] and messages == []
