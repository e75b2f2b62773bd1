"""Every screen fits a 1024x640 window with 200% text (and still fits 1920x1080 at 100%): every
scene, and the table of each of the five games in each decision its person meets while playing,
checked by `fit.misfits` (nothing clipped, nothing overlapping, the whole hand shown).

Every test here runs in any language: `pytest tests/ui/test_fit.py --language de` (or qps, the
pseudo-language, about 40% longer). The screens already translated are checked in German, Spanish
and the pseudo-language every time (`TRANSLATED`: the sweep of issue 39 adds each screen it marks)."""

from __future__ import annotations

import random

import pytest
from fit import misfits
from test_history_replay import saved_game
from uikit import unseen_frames

from game import history, i18n, saves
from game.saves import Seat
from game.ui import text
from game.ui.scenes.card_help import CardHelpScene
from game.ui.scenes.dialogs import ConfirmScene, MessageScene
from game.ui.scenes.history import HistoryScene
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.replay import FACE_UP, ReplayMenu, ReplayScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.saved_games import SavedGamesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.statistics import StatisticsScene
from game.ui.scenes.title import TitleScene
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match

LOOKS = [((1024, 640), 2.0), ((1024, 640), 1.0), ((1920, 1080), 1.0), ((1920, 1080), 2.0)]
GAMES = ["exploding-kittens", "imploding-kittens", "zombie-kittens", "herding-cats", "kombat-kittens"]
PLAYERS = {"kombat-kittens": 2, "herding-cats": 4}
NAMES = ("Mittens", "Biscuit", "Pickles", "Marmalade", "Waffles")


def fits(app) -> None:
    app.frame(1 / 60)
    problems = misfits(app)
    assert not problems, "\n".join(problems)


def _menus(app):
    """Each menu screen (and dialog) as the player meets it, one at a time."""
    saved = saved_game("exploding-kittens", 4)
    saves.save_slot(saved, "Friday night with the long name of a saved game")
    yield "title", lambda: TitleScene(app)
    yield "new game", lambda: NewGameScene(app)
    yield "settings", lambda: SettingsScene(app)
    yield "statistics", lambda: StatisticsScene(app)
    yield "saved games", lambda: SavedGamesScene(app)
    yield "history", lambda: HistoryScene(app)
    paths, _ = history.export(saved)
    words = "Saved as " + " and ".join(str(p) for p in paths) + "."
    yield "export", lambda: MessageScene(app, "Save the log", words)
    yield "confirm", lambda: ConfirmScene(app, "Delete Friday night with the long name of a saved game?", lambda: None,
                                          yes="Delete", no="Keep it")
    for game in GAMES:
        yield f"rules {game}", lambda game=game: RulesScene(app, game)
    yield "card help", lambda: CardHelpScene(app, "kittens", "see_the_future")


@pytest.mark.parametrize(("size", "scale"), LOOKS)
def test_every_menu_screen_fits(make_app, monkeypatch, size, scale):
    monkeypatch.setattr(saves, "has_autosave", lambda path=None: True)  # the title shows Continue
    app = make_app(size=size, text_scale=scale)
    problems = []
    for name, make in _menus(app):
        app.reset(make())
        app.frame(1 / 60)
        problems += [f"{name}: {p}" for p in misfits(app)]
    assert not problems, "\n".join(problems)


def _seats(game: str) -> list[Seat]:
    players = PLAYERS.get(game, 5)
    return [Seat("You", "human")] + [Seat(n, "easy") for n in NAMES[: players - 1]]


def play_and_check(app, table: TableScene, seed: int, frames: int = 2500) -> set[str]:
    """Play the person's seat at random; check the screen at every new kind of decision (and the
    first answer window, and Pause once). Returns the decisions checked."""
    rng = random.Random(seed)
    seen: set[str] = set()
    paused = False
    for _ in range(frames):
        unseen_frames(app, 1, 1 / 30)  # each decision's frame is drawn and checked below
        if table.match.is_over():
            break
        if table.anims.blocking or not table.synced:
            continue
        decision = table.my_decision()
        if decision is None and not table.in_window():
            continue
        kind = f"{decision[1] if decision else 'answer'} / {type(table.panel).__name__}"
        if kind not in seen:
            seen.add(kind)
            for _ in range(20):  # let the table settle (banners, flying cards)
                app.frame(1 / 30)
            problems = misfits(app)
            assert not problems, f"{kind}:\n" + "\n".join(problems)
            if not paused:
                paused = True
                app.push(PauseScene(app, table))
                fits(app)
                app.pop()
        if table.in_window():
            table.let_it_happen()
        elif decision is not None and table.match.pending is not None and decision[0] in table.match.pending.seats:
            legal = sorted(table.match.legal_actions(decision[0]), key=repr)
            table.act(decision[0], rng.choice(legal))
    return seen


@pytest.mark.parametrize(("size", "scale"), LOOKS)
@pytest.mark.parametrize("game", GAMES)
def test_every_table_fits_in_each_decision(make_app, size, scale, game):
    app = make_app(size=size, text_scale=scale)
    seats = _seats(game)
    seen: set[str] = set()
    for seed in range(3):  # a few games, so one lost early still leaves decisions to check
        table = TableScene(app, new_match(game, seats, {}, seed=seed), seats, journal=False, pace=0.01)
        app.reset(table)
        seen |= play_and_check(app, table, seed=seed)
        if len(seen) >= 4:
            break
    assert len(seen) >= 3, seen


SMALL_200 = ((1024, 640), 2.0)
# screens whose every word is marked and translated (docs/translating.md)
TRANSLATED = ("title", "settings", "new game", "statistics", "saved games", "history", "card help",
              *(f"rules {game}" for game in GAMES))


@pytest.mark.parametrize("language", ["de", "es", "qps"], indirect=True)
@pytest.mark.parametrize(("size", "scale"), LOOKS)
def test_the_translated_screens_fit_in_each_language(make_app, monkeypatch, language, size, scale):
    monkeypatch.setattr(saves, "has_autosave", lambda path=None: True)  # the title shows Continue
    app = make_app(size=size, text_scale=scale)
    problems = []
    for name, make in _menus(app):
        if name not in TRANSLATED:
            continue
        scene = make()
        app.reset(scene)
        app.frame(1 / 60)
        group = scene.group
        for scroll in sorted({*range(0, group.max_scroll, max(1, scene.panel.height // 2)), group.max_scroll}):
            group.scroll = scroll  # every row of a long screen, one panel after another
            problems += [f"{name} at {scroll}: {p}" for p in misfits(app)]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(("game", "players", "look"), [
    ("exploding-kittens", 2, SMALL_200), ("imploding-kittens", 6, SMALL_200), ("zombie-kittens", 2, SMALL_200),
    ("herding-cats", 6, SMALL_200), ("herding-cats", 2, SMALL_200), ("kombat-kittens", 5, SMALL_200),
    # Other shapes: a 16:9 window at 200%, and 150% beside the log column.
    ("exploding-kittens", 5, ((1280, 720), 2.0)), ("imploding-kittens", 6, ((1024, 640), 1.5)),
    ("herding-cats", 6, ((1024, 640), 1.5))])
def test_the_fewest_and_most_players_fit(make_app, game, players, look):
    app = make_app(size=look[0], text_scale=look[1])
    seats = [Seat("You", "human")] + [Seat(n, "easy") for n in (*NAMES, "Noodle")[: players - 1]]
    table = TableScene(app, new_match(game, seats, {}, seed=1), seats, journal=False, pace=0.01)
    app.push(table)
    assert play_and_check(app, table, seed=1)


@pytest.mark.parametrize(("size", "scale"), LOOKS[:2])
def test_the_face_up_replay_and_its_menu_fit(make_app, size, scale):
    app = make_app(size=size, text_scale=scale)
    replay = ReplayScene(app, saved_game("exploding-kittens", 4), viewpoint=FACE_UP)
    app.push(replay)
    replay.jump_to_turn(3)  # early on: every seat still holds cards
    for _ in range(90):
        app.frame(1 / 30)
    fits(app)
    # Every hand is named in its plate in text of the player's size (not cards too small to read).
    drawn: list[tuple[str, int]] = []
    original = text.blit_text

    def spy(surface, words, size, *args, **kwargs):
        drawn.append((words, size))
        return original(surface, words, size, *args, **kwargs)

    text.blit_text = spy
    try:
        replay.draw(app.screen)
    finally:
        text.blit_text = original
    small = app.metrics.font("small")
    named = " ".join(words for words, size in drawn if size >= small).replace("- ", "-")  # a name broken at its hyphen
    hands = [hand for hand in replay.hands_shown if hand]
    assert hands
    for hand in hands:
        for card in hand:
            assert replay.kit.cards.title(card) in named, card
    app.push(ReplayMenu(app, replay))
    fits(app)


def test_the_log_is_readable_and_the_cone_names_who_is_next(make_app):
    """At 200% on 1024x640 the log holds a short sentence a line and the turn order says who is next."""
    app = make_app(size=(1024, 640), text_scale=2.0)
    seats = _seats("exploding-kittens")
    table = TableScene(app, new_match("exploding-kittens", seats, {}, seed=3), seats, journal=False, pace=0.01)
    app.push(table)
    for _ in range(400):
        app.frame(1 / 30)
        if table.my_decision():
            break
    words = []
    original = text.blit_text

    def spy(surface, line, *args, **kwargs):
        words.append(line)
        return original(surface, line, *args, **kwargs)

    text.blit_text = spy
    try:
        table.painter._backdrop_cache = None
        table.draw(app.screen)
    finally:
        text.blit_text = original
    nxt = i18n._("Next: {name}").partition("{name}")[0].split()[0]  # its first word, in the language of the run
    assert any(w.startswith(nxt) for w in words), words


@pytest.mark.parametrize(("size", "scale"), LOOKS)
def test_the_cross_over_a_player_who_is_out_leaves_the_name_readable(make_app, monkeypatch, size, scale):
    import pygame

    from game.ui.table import hud

    app = make_app(size=size, text_scale=scale)
    seats = _seats("exploding-kittens")
    table = TableScene(app, new_match("exploding-kittens", seats, {}, seed=3), seats, journal=False, pace=0.01)
    app.push(table)
    app.frame(1 / 30)
    table.shown.alive[2] = False
    names, strokes = [], []
    blit_text, line = text.blit_text, pygame.draw.line

    def spy_text(surface, words, *args, **kwargs):
        rect = blit_text(surface, words, *args, **kwargs)
        names.append((words, rect))
        return rect

    def spy_line(surface, colour, start, end, width=1):
        strokes.append(pygame.Rect(min(start[0], end[0]), min(start[1], end[1]), abs(end[0] - start[0]) + width,
                                   abs(end[1] - start[1]) + width))
        return line(surface, colour, start, end, width)

    monkeypatch.setattr(text, "blit_text", spy_text)
    monkeypatch.setattr(pygame.draw, "line", spy_line)
    hud.draw_plates(app.screen, app, table.geo, table.shown, table.names, table.kinds, None, 0.0, {})
    plate = table.geo.plates[2]
    name = next(rect for words, rect in names if words == table.names[2])
    cross = [r for r in strokes if plate.colliderect(r)]
    assert len(cross) == 2 and not any(r.colliderect(name) for r in cross)


@pytest.mark.parametrize(("size", "scale"), LOOKS)
@pytest.mark.parametrize("players", [2, 3, 5])
def test_a_dogfights_cards_lie_side_by_side(make_app, size, scale, players):
    """Every fighter's Dogfight cards (three rounds and the one more card) lie apart, in the arena."""
    import itertools

    from game.rules.kombat.state import DOGFIGHT_FIGHT
    from game.ui.games.kombat.layout import compute
    from game.ui.games.kombat.shown import KombatShown, ShownFight

    app = make_app(size=size, text_scale=scale)
    seats = [Seat("You", "human")] + [Seat(n, "easy") for n in NAMES[: players - 1]]
    table = TableScene(app, new_match("kombat-kittens", seats, {}, seed=3), seats, journal=False, pace=0.01)
    app.push(table)
    app.frame(1 / 30)
    sides = tuple(range(players))
    fight = ShownFight(DOGFIGHT_FIGHT, sides, played={s: ["tabby_2", "calico_4", "siamese_4"] for s in sides},
                       down={s: None for s in sides}, rounds=3)
    shown = KombatShown(viewer=0, players=players, counts=[4] * players, current=0)
    shown.treasure = [[] for _ in sides]
    shown.fight = fight
    lay = compute(app.metrics, table.geo, shown)
    cards = [r for group in lay.groups.values() for r in group.slots]
    assert len(cards) == 4 * players
    assert all(lay.arena.contains(r) for r in cards)
    assert not [(a, b) for a, b in itertools.combinations(cards, 2) if a.colliderect(b)]


def test_where_the_log_has_no_room_l_opens_it_over_the_table(make_app):
    """At 200% on 1024x640 the table has no log column; L opens the whole log, the newest line in
    view and every line whole, and L again goes back to the table."""
    from uikit import key

    from game.ui.scenes.game_log import GameLogScene

    app = make_app(size=(1024, 640), text_scale=2.0)
    seats = _seats("exploding-kittens")
    table = TableScene(app, new_match("exploding-kittens", seats, {}, seed=3), seats, journal=False, pace=0.01)
    app.push(table)
    for _ in range(400):
        app.frame(1 / 30)
        if table.my_decision():
            break
    assert table.geo.log is None
    key(app, app.key_for("log"))
    app.frame(1 / 30)
    log = app.stack.top
    assert isinstance(log, GameLogScene)
    lines = table.log_lines()
    assert lines and [getattr(w, "words", None) for w in log.group.widgets[:-1]] == lines
    assert log.group.viewport.contains(log.group.widgets[-2].rect)  # the newest line shows
    fits(app)
    key(app, app.key_for("log"))
    app.frame(1 / 30)
    assert app.stack.top is table and app.settings.show_log  # the setting is left as it was


def test_a_note_too_long_for_its_plate_is_shown_whole(make_app):
    """Six players at 200% on 1024x640: "Biscuit leaves the top card, draws the next" does not fit
    a plate; it hangs from the plate, every word shown, over the table."""
    from fit import recording

    app = make_app(size=(1024, 640), text_scale=2.0)
    seats = [Seat("You", "human")] + [Seat(n, "easy") for n in (*NAMES, "Noodle")[:5]]
    table = TableScene(app, new_match("imploding-kittens", seats, {}, seed=1), seats, journal=False, pace=0.01)
    app.push(table)
    app.frame(1 / 30)
    note = "Biscuit leaves the top card, draws the next"
    table.note(2, note, 5.0)
    app.frame(1 / 30)
    with recording() as rec:
        table.painter._backdrop_cache = None
        table.draw(app.screen)
    drawn = " ".join(line.words for line in rec.lines)
    assert "leaves the top card, draws the next" in drawn and "..." not in drawn
    assert not misfits(app)


@pytest.mark.parametrize("players", [4, 6])
def test_a_note_over_a_plates_name_says_whose_it_is(make_app, players):
    """At 200% on 1024x640 a two-line note ("asks you for help") is drawn over the plate's name, or
    hangs from the plate over it: either way the name is drawn with it ("Mittens asks you for help")."""
    from fit import recording

    app = make_app(size=(1024, 640), text_scale=2.0)
    seats = [Seat("You", "human")] + [Seat(n, "easy") for n in NAMES[: players - 1]]
    table = TableScene(app, new_match("imploding-kittens", seats, {}, seed=1), seats, journal=False, pace=0.01)
    app.push(table)
    app.frame(1 / 30)
    table.note(1, "Mittens asks you for help", 5.0)
    app.frame(1 / 30)
    with recording() as rec:
        table.painter._backdrop_cache = None
        table.draw(app.screen)
    plate = table.geo.plates[1]
    below = plate.inflate(0, 4 * plate.height).move(0, 2 * plate.height)  # or a box hanging from it (or beside)
    drawn = " ".join(line.words for line in rec.lines if line.rect.colliderect(below) or plate.contains(line.rect))
    assert "asks you for help" in drawn and "Mittens" in drawn
    assert not misfits(app)
