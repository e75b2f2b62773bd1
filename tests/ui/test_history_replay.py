"""The History screen and the replay viewer, driven by posted keys: every finished game is kept,
listed newest first with a filter by game, and watched again at the table (play, pause, a move
or a turn either way, a jump, the speed, the viewpoint) without anyone acting."""

from __future__ import annotations

import pygame
import pytest
from random_games import finished
from uikit import frames, key

from game import history, i18n
from game.engine import Match, get
from game.names import shown_name
from game.saves import SPECTATOR, SavedGame, Seat
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.history import HistoryScene
from game.ui.scenes.replay import FACE_UP, ReplayMenu, ReplayScene
from game.ui.scenes.title import TitleScene
from game.ui.table.scene import TableScene


def saved_game(game_id: str = "exploding-kittens", players: int = 3, seed: int = 4) -> SavedGame:
    match = finished(game_id, players, seed)
    seats = [Seat("You")] + [Seat(f"CPU {i}", "medium", seed=i) for i in range(1, players)]
    saved = SavedGame.from_match(match, seats)
    assert history.record(saved, match) is None
    return saved


def test_history_is_next_to_statistics_and_lists_games_newest_first_with_a_filter(app):
    first = saved_game("exploding-kittens")
    second = saved_game("kombat-kittens", 2)
    app.push(TitleScene(app))
    frames(app)
    labels = [getattr(w, "label", "") for w in app.stack.top.group.widgets]
    assert labels.index(i18n._("History")) == labels.index(i18n._("Statistics")) + 1
    app.stack.top.history()
    frames(app)
    screen = app.stack.top
    assert isinstance(screen, HistoryScene)
    assert [e.uid for e in screen.shown()] == [second.uid, first.uid]
    key(app, pygame.K_RIGHT)  # the filter has the focus first: the next game
    frames(app)
    assert [e.game_id for e in screen.shown()] == ["kombat-kittens"]
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # Watch
    frames(app, 2)
    assert isinstance(app.stack.top, ReplayScene) and app.stack.top.saved.uid == second.uid


def test_a_finished_game_at_the_table_is_kept_and_watch_again_replays_it(make_app):
    app = make_app()
    app.persist = True
    rules = get("exploding-kittens")
    seats = [Seat("A", "easy"), Seat("B", "easy")]
    table = TableScene(app, Match(rules, rules.configure(2), 11), seats, journal=False, pace=0.01)
    app.push(table)
    table.skip_to_result() if table.watching() else None
    for _ in range(20000):
        if isinstance(app.stack.top, GameOverScene):
            break
        app.frame(1 / 60)
    over = app.stack.top
    assert isinstance(over, GameOverScene)
    [entry], _ = history.load_index()
    assert entry.uid and entry.events == len(table.match.log)
    over._watch()
    replay = app.stack.top
    assert isinstance(replay, ReplayScene) and replay.position == replay.replay.setup_length
    assert replay.seen_as == FACE_UP  # nobody person at this table: every card face up


def test_the_viewer_plays_steps_and_jumps_by_keys_and_never_acts(app):
    saved = saved_game(players=4)
    viewer = ReplayScene(app, saved, at=0)
    app.push(viewer)
    frames(app)
    r = viewer.replay
    rules = r.ruleset
    assert viewer.position == r.setup_length and viewer.seen_as == 0  # the one person's seat
    key(app, pygame.K_RIGHT)
    frames(app)
    assert viewer.position == r.stops[1] and viewer.moving()  # the move is animated
    frames(app, 600)
    assert viewer.shown_upto == viewer.position == r.stops[1] and not viewer.moving()
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    frames(app)
    assert viewer.position == r.turn_start(3)
    key(app, pygame.K_UP)
    frames(app)
    assert viewer.position == r.turn_start(2)
    key(app, pygame.K_LEFT)
    frames(app)
    assert viewer.position == r.stop_before(r.turn_start(2))
    key(app, pygame.K_END)
    frames(app)
    assert rules.snapshot(viewer.match.state) == rules.snapshot(finished(players=4).state)
    for _ in range(3):
        key(app, pygame.K_EQUALS)
    frames(app)
    assert viewer.speedup == 8
    key(app, pygame.K_SPACE)  # at the end: plays from the start
    frames(app, 60)
    assert viewer.playing and viewer.position > r.setup_length
    for _ in range(20000):
        if viewer.over_shown:
            break
        app.frame(1 / 60)
    assert viewer.position == len(r) and not viewer.playing
    assert viewer.match.steps == []  # nobody acted: the match was only rebuilt
    key(app, pygame.K_j)
    frames(app)
    for k in (pygame.K_BACKSPACE, pygame.K_BACKSPACE, pygame.K_BACKSPACE):
        key(app, k)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="7"))
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert app.stack.top is viewer and viewer.position == r.turn_start(7)


def test_stepping_back_through_the_viewer_gives_the_same_table_as_going_forward(app):
    saved = saved_game(players=3, seed=8)
    viewer = ReplayScene(app, saved, viewpoint=SPECTATOR)
    app.push(viewer)
    rules = viewer.replay.ruleset
    back = []
    while viewer.position > viewer.replay.setup_length:
        back.append((viewer.position, rules.snapshot(viewer.match.state), viewer.shown.key()))
        viewer.step_back()
    forward = []
    while viewer.position < len(viewer.replay):
        viewer.step_forward()
        viewer.rest_at(viewer.position)  # its animation finished at once
        forward.append((viewer.position, rules.snapshot(viewer.match.state), viewer.shown.key()))
    assert forward == back[::-1]


@pytest.mark.parametrize("game_id", ["exploding-kittens", "zombie-kittens", "kombat-kittens", "herding-cats"])
def test_a_seat_viewpoint_never_draws_what_that_seat_did_not_know(app, game_id):
    saved = saved_game(game_id, players=3, seed=5)
    viewer = ReplayScene(app, saved, viewpoint=1, at=0)
    app.push(viewer)
    viewer.set_speed(8)
    viewer.toggle_play()
    r = viewer.replay
    truth = saved.to_match().events_for(1)  # what the game itself showed seat 1, not the replay's own feed
    log = None
    for _ in range(30000):
        if viewer.over_shown:
            break
        app.frame(1 / 60)
        if viewer.feeds[viewer.seen_as] is not log:  # a new log (compared once, not on every frame)
            log = viewer.feeds[viewer.seen_as]
            assert log == truth[:viewer.position]  # the log: only what seat 1 saw
        assert viewer.private_drawn in (None, 1)
        assert viewer.hands_shown == []  # no other hand is drawn face up
    assert viewer.over_shown
    assert viewer.shown == viewer.kit.shown(r.ruleset.view(viewer.match.state, 1))


def test_the_face_up_viewpoint_shows_every_hand_and_the_menu_changes_it(app):
    saved = saved_game(players=3)
    viewer = ReplayScene(app, saved, viewpoint=SPECTATOR, at=0)
    app.push(viewer)
    frames(app)
    assert viewer.hands_shown == []
    key(app, pygame.K_ESCAPE)
    frames(app)
    menu = app.stack.top
    assert isinstance(menu, ReplayMenu)
    viewpoint = next(w for w in menu.group.widgets if getattr(w, "label", "") == i18n._("Viewpoint"))
    viewpoint.step(1)
    assert viewer.seen_as == FACE_UP
    dealt = [sorted(h) for h in saved.setup[0].hands]
    assert [sorted(h) for h in viewer.hands_shown] == dealt
    menu._leave()
    assert viewer not in app.stack


def test_one_name_for_the_person_seat_in_the_history_list_the_replay_and_the_export(app, tmp_path):
    """The seat the table calls "You" is "Player 1" in the History list, in the replay from any
    other view (and named so in its own view's name), and in the exported log."""
    saved = saved_game()
    app.push(HistoryScene(app))
    frames(app)
    words = " ".join(getattr(w, "words", "") for w in app.stack.top.group.widgets)
    names = [shown_name(n) for n in ("Player 1", "CPU 1", "CPU 2")]
    seats = history.seats_words(names, saved.seats)  # "Player 1 (person), CPU 1 (Medium), CPU 2 (Medium)"
    person, medium = history.level_words("human"), history.level_words("medium")
    assert seats.startswith(f"{names[0]} ({person}), {names[1]} ({medium})")
    assert seats in words and f"{shown_name('You')} ({person})" not in words
    paths, _unused = history.export(saved, tmp_path)
    first = i18n.ngettext("{game}, {n} player: {seats}", "{game}, {n} players: {seats}", 3)
    assert paths[0].read_text().startswith(first.format(game=i18n._("Exploding Kittens"), n=3, seats=seats))
    entry = history.load_index()[0][0]
    assert entry.winner_words() in (i18n._("won by {names}").format(names=n) for n in names)
    viewer = ReplayScene(app, saved, viewpoint=SPECTATOR, at=0)
    assert viewer.names == names
    assert dict(viewer.viewpoints())[0] == i18n._("Your view ({name})").format(name=names[0])
    assert viewer.names_for(0)[0] == "You"  # from the person's own seat the table says "You" as it did
