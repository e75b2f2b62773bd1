"""Issue 39's acceptance test: the app, played in German, in Spanish and in the pseudo-language, draws
no English word outside names.

Whole games of every family (Exploding, Imploding, Zombie, Kombat Kittens, Herding Cats), a
person's seat played by posted keys against CPUs (Exploding by two people at one screen, passing
it), through the real loop and scenes, with Pause once and the game-over screen; a whole network
game on a host on loopback; then every other screen (title, new game for each game, settings,
rules, card help, statistics, saved games, history, a replay and its menu, each family's first
lesson played through, the network screens with a table hosted on loopback). Every line of text
drawn on any frame is recorded (`frame_words.watching`) and checked for English words
(`frame_words.EnglishWords`); a failure lists each text with its English words, the screen and the
code that drew it.
"""

from __future__ import annotations

import random

import pygame
import pytest
from frame_words import EnglishWords, findings, report, watching
from lesson_keys import follow_hints
from uikit import key, panel_keys

from game import history, i18n, saves, stats
from game.saves import Seat
from game.ui.games.herding.panels import BlindPickPanel
from game.ui.games.kombat.kit import CARD_PROMPTS
from game.ui.scenes.dialogs import ConfirmScene
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.scenes.pause import PauseScene
from game.ui.table.scene import ENTER_GRACE, TableScene
from game.ui.table.seats import CPU_NAMES
from game.ui.table.setup import new_match

LANGUAGES = ["de", "es", "qps"]
GAMES = ["exploding-kittens", "imploding-kittens", "zombie-kittens", "kombat-kittens", "herding-cats"]
SIZE = (1280, 720)  # the log column shows beside the table
HOT_SEAT = "exploding-kittens"  # the game played by two people at one screen (pass screens)
PACE = 0.02  # the smoke test's fast pace: short animations, quick CPUs
DT = 0.05


def make(make_app, **settings):
    return make_app(size=SIZE, captions=True, cpu_speed="instant", **settings)


def check(watch, language: str, names=()) -> None:
    found = findings(watch, EnglishWords(language, [*names, *CPU_NAMES]))
    assert not found, f"{len(found)} texts with English words in {language}:\n" + report(found)


# ---- a person's seat, by keys ------------------------------------------------------------------------
def keys_for(app, table: TableScene, rng: random.Random) -> list[int]:
    """What a person at the keyboard presses now (nothing while the table moves)."""
    top = app.stack.top
    if isinstance(top, PassDeviceScene):
        return [pygame.K_RETURN]
    if isinstance(top, ConfirmScene):  # a risky move asks first: go back, or yes on purpose
        return [pygame.K_RETURN] if rng.random() < 0.5 else [pygame.K_TAB, pygame.K_RETURN]
    if isinstance(top, MenuScene):  # anything else over the table (a card list, a reveal): back
        return [pygame.K_ESCAPE]
    if top is not table or table.clock - table.asked_at < ENTER_GRACE + 0.05:
        return []
    if isinstance(table.panel, BlindPickPanel):
        return [pygame.K_1]
    if table.panel is not None:
        return panel_keys(table.panel, rng)
    if table.in_window():
        return [app.key_for("nope")] if rng.random() < 0.3 else [pygame.K_RETURN]
    decision = table.my_decision()
    if decision is None:
        return []
    prompt = decision[1]
    if prompt in CARD_PROMPTS:  # Kombat: choose the cards, then commit
        if table.hand.chosen_cards():
            return [pygame.K_RETURN]
        need = min(CARD_PROMPTS[prompt], len(table.hand.groups))
        return [pygame.K_1 + slot for slot in range(need)] + [pygame.K_RETURN]
    if prompt == "declare" and not table.hand.selection:  # Herding: a card to play face down
        return [pygame.K_1]
    if prompt == "give_card":
        return [pygame.K_1, pygame.K_RETURN]
    slots = len(table.hand.groups)
    if slots and rng.random() < 0.5:
        slot = pygame.K_1 + rng.randrange(min(slots, 9))
        return [slot, pygame.K_RETURN] if rng.random() < 0.7 else [slot, slot, pygame.K_RETURN]
    return [app.key_for("draw")]


def play_to_the_end(app, table: TableScene, seed: int, limit: int = 6000) -> None:
    """Play the person's seat by keys until the game-over screen has shown; Pause once on the way."""
    rng = random.Random(seed)
    paused = False
    for _ in range(limit):
        if isinstance(app.stack.top, GameOverScene):
            break
        for k in keys_for(app, table, rng):
            key(app, k)
        app.frame(DT)
        if not paused and table.my_decision() and app.stack.top is table:
            paused = True
            key(app, app.key_for("pause"))
            for _ in range(3):
                app.frame(DT)
            assert isinstance(app.stack.top, PauseScene)
            key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, GameOverScene), "the game did not reach its game-over screen"
    for _ in range(10):
        app.frame(DT)
    assert paused


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_a_whole_game_draws_no_english_word(make_app, language, game):
    app = make(make_app, player_name="Ann")
    seats = [Seat("Ann", "human"), Seat("Mittens", "easy"), Seat("Biscuit", "easy")]
    if game == HOT_SEAT:  # two people at one screen: the device is passed between them
        seats[2] = Seat("Bea", "human")
    table = TableScene(app, new_match(game, seats, {}, seed=3), seats, journal=False, pace=PACE)
    with watching(app) as watch:
        watch.screen = f"{game} game"
        app.push(table)
        play_to_the_end(app, table, seed=3)
    assert any(step.seat == 0 for step in table.match.steps), "the person made no move"
    check(watch, language, [s.name for s in seats])


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_a_whole_network_game_draws_no_english_word(make_app, language, tmp_path):
    """A person joins a table on a host (on loopback, CPUs at the host) and plays it to the end by keys."""
    from test_net_table import QUICK, play_by_keys, seated

    from game.net.seating import Joining, LocalHost
    from game.ui.scenes.net_table import NetGameOverScene

    app = make(make_app, player_name="Bea")
    host = LocalHost("exploding-kittens", ["net", "easy", "easy"], ["Ann", "Mittens", "Biscuit"],
                     directory=tmp_path / "tables", table_options=QUICK)
    host.begin()
    try:
        with watching(app) as watch:
            watch.screen = "network game"
            table = seated(app, Joining(host.url, host.code, name="Bea"))
            did = play_by_keys(app, table)
            for _ in range(10):
                app.frame(DT)
    finally:
        host.stop()
    assert table.over_shown and isinstance(app.stack.top, NetGameOverScene) and did["draws"]
    check(watch, language, ["Ann", "Bea"])


# ---- every other screen ------------------------------------------------------------------------------
def every_row(app, scene, frames: int = 2) -> None:
    """Draw a menu screen from its top to its bottom, a screenful at a time."""
    for _ in range(frames):
        app.frame(DT)
    group = getattr(scene, "group", None)
    if group is None:
        return
    step = max(1, getattr(getattr(scene, "panel", None), "height", 200) // 2)
    for scroll in range(step, group.max_scroll + step, step):
        group.scroll = min(scroll, group.max_scroll)
        app.frame(DT)


def visit(app, watch, name: str, scene) -> None:
    watch.screen = name
    app.push(scene)
    every_row(app, scene)
    while app.stack.top is not scene:  # a message the screen opened first (read, then closed)
        every_row(app, app.stack.top)
        app.pop()
    app.pop()


def a_finished_game() -> saves.SavedGame:
    """A finished Exploding Kittens game of three, kept in the history and counted in the statistics."""
    from random_games import finished

    match = finished("exploding-kittens", 3, 4)
    seats = [Seat("Ann")] + [Seat(name, "medium", seed=i) for i, name in enumerate(CPU_NAMES[:2], 1)]
    saved = saves.SavedGame.from_match(match, seats)
    history.record(saved, match)
    result = match.result()
    stats.record_result(saved.uid, saved.game_id, [s.kind for s in saved.seats], result.winners if result else ())
    return saved


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_every_screen_draws_no_english_word(make_app, language, monkeypatch):
    from game.ui.lessons.scenes import LessonsScene
    from game.ui.lessons.table import LessonTable
    from game.ui.scenes.card_help import CardHelpScene
    from game.ui.scenes.history import HistoryScene
    from game.ui.scenes.network import HostLobbyScene, HostSetupScene, JoinScene, NetworkScene
    from game.ui.scenes.new_game import NewGameScene
    from game.ui.scenes.replay import ReplayMenu, ReplayScene
    from game.ui.scenes.rules import RulesScene
    from game.ui.scenes.saved_games import SavedGamesScene
    from game.ui.scenes.settings import SettingsScene
    from game.ui.scenes.statistics import StatisticsScene
    from game.ui.scenes.title import TitleScene

    saved = a_finished_game()
    saves.save_slot(saved, "Friday")
    app = make_app(size=SIZE, captions=True)  # the player's name as a first start has it
    names = [s.name for s in saved.seats] + ["Friday"]
    with watching(app) as watch:
        watch.screen = "title"
        app.push(TitleScene(app))
        every_row(app, app.stack.top)
        new_game = NewGameScene(app)
        watch.screen = "new game"
        app.push(new_game)
        for game in GAMES:
            new_game._set_game(game)
            every_row(app, new_game)
        app.pop()
        visit(app, watch, "settings", SettingsScene(app))
        for game in GAMES:
            visit(app, watch, f"rules of {game}", RulesScene(app, game))
        visit(app, watch, "card help", CardHelpScene(app, "kittens", "see_the_future"))
        visit(app, watch, "statistics", StatisticsScene(app))
        visit(app, watch, "saved games", SavedGamesScene(app))
        visit(app, watch, "history", HistoryScene(app))
        watch.screen = "a replay"
        replay = ReplayScene(app, saved)
        app.push(replay)
        for turn in (1, 12, 30):  # the game had 35 turns
            replay.jump_to_turn(turn)
            every_row(app, replay, frames=20)
        visit(app, watch, "the replay's menu", ReplayMenu(app, replay))
        app.pop()

        for game in GAMES:  # each family's first lesson, played through by keys
            watch.screen = f"a lesson of {game}"
            lessons = LessonsScene(app, game, pace=PACE)
            app.push(lessons)
            every_row(app, lessons)
            key(app, pygame.K_RETURN)
            app.frame(DT)
            table = next(s for s in app.stack.scenes if isinstance(s, LessonTable))
            follow_hints(app, table)
            every_row(app, app.stack.top)
            app.reset(TitleScene(app))

        visit(app, watch, "network game", NetworkScene(app))
        visit(app, watch, "join", JoinScene(app))
        watch.screen = "host a table"
        setup = HostSetupScene(app)
        app.push(setup)
        every_row(app, setup)
        setup.port = "0"  # any free port on loopback
        setup.start()
        lobby = app.stack.top
        assert isinstance(lobby, HostLobbyScene)
        watch.screen = "the host's lobby"
        every_row(app, lobby)
        lobby.back()
        app.frame(DT)
    check(watch, language, names)


# ---- the check itself --------------------------------------------------------------------------------
def test_english_is_a_templates_word_the_language_never_uses_and_names_are_no_words(monkeypatch):
    import frame_words

    assert "Quick" in EnglishWords("de")("Quick game")  # the title's English, where German says "Schnelles Spiel"
    monkeypatch.setattr(frame_words, "english_vocabulary", lambda: frozenset({"quick", "game", "start", "fox"}))
    monkeypatch.setattr(frame_words, "kept_words", lambda code: frozenset({"schnelles", "spiel", "start"}))
    german = EnglishWords("de", ["Quick Fox"])
    assert german("Quick game") == ["Quick", "game"]
    assert german("Schnelles Spiel") == [] and german("Quick Fox spielt") == []
    assert german("Start") == []  # a word German keeps
    assert german("Gespeichert in /home/ann/Quick/game.json") == []  # a path is no words
    pseudo = EnglishWords("qps", ["Ann", "Bea"])
    assert pseudo(i18n.pseudo("Quick game")) == [] and pseudo("Quick game") == ["Quick", "game"]
    assert pseudo(i18n.pseudo("Saved {when}").format(when="Sat, Nov 28, 2026")) == []  # English dates by CLDR
    assert pseudo(i18n.pseudo("{names} won").format(names="Ann and Bea")) == []  # and lists


@pytest.mark.parametrize("language", ["qps"], indirect=True)
def test_the_watch_sees_wrapped_words_whole_and_card_faces(make_app, language, monkeypatch):
    monkeypatch.delenv("ENGLISH_LEFT", raising=False)  # its words are no words left for the sweep
    from game.ui import cards_art, text
    from game.ui.scenes.title import TitleScene

    app = make(make_app)
    unmarked = "Nobody marked these words, and they are wrapped over several lines"
    with watching(app) as watch:
        watch.screen = "title"
        app.push(TitleScene(app))
        app.frame(DT)
        text.blit_wrapped(app.screen, unmarked, 20, (0, 0, 0), pygame.Rect(0, 0, 120, 400))
        cards_art.face("nope", 120, "standard")
    assert i18n.pseudo("Quick game") in watch.drawn and "title / TitleScene" in watch.drawn[unmarked].screens
    found = {drawn.words for drawn, _ in findings(watch, EnglishWords("qps"))}
    assert unmarked in found and i18n.pseudo("Quick game") not in found
    assert any("Nope" in words or "Ñöpé" in words for words in watch.drawn)  # the card's name, drawn on its face
