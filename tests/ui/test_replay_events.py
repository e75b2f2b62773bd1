"""The replay viewer steps one event at a time, either way, in every game family. Halfway
through a move the table shows that move's events so far as the viewpoint saw them (the
director steps it, as at a live table) while the decision waited for is the enclosing move's:
the rules' state halfway through an action cannot always be viewed (Herding Cats' cannot).
Every event's frame is checked for leaks, and back and forth give the same table."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from random_games import finished
from uikit import frames, key, shaped, unseen_frames

from game import history
from game import scenario as scenario_files
from game.i18n import _, ngettext
from game.saves import SPECTATOR, SavedGame, Seat
from game.ui.scenes.replay import EVENT, FACE_UP, ReplayMenu, ReplayScene

FAMILIES = [("exploding-kittens", 3, 4), ("imploding-kittens", 3, 5), ("zombie-kittens", 3, 3),
            ("kombat-kittens", 2, 2), ("herding-cats", 3, 2)]


def kept(game_id: str, players: int, seed: int) -> SavedGame:
    match = finished(game_id, players, seed)
    seats = [Seat("You")] + [Seat(f"CPU {i}", "medium", seed=i) for i in range(1, players)]
    return SavedGame.from_match(match, seats)


def frame_of(viewer: ReplayScene) -> tuple:
    return (viewer.position, viewer.shown.key(), tuple(viewer.hands_shown), viewer.match.pending,
            viewer.where_words())


def settled(viewer: ReplayScene) -> bool:
    """The event's animation is over: at a move's end the table is back in step with the
    decision; halfway through a move (never in step, by design) its animations have ended."""
    return not viewer.moving() and (viewer.synced or viewer.position not in viewer.replay_stops)


def words_in(value: Any) -> set[str]:
    """Every string inside `value` (tuples, lists, dicts, dataclass-like objects)."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(words_in(k) | words_in(v) for k, v in value.items())) if value else set()
    if isinstance(value, list | tuple | set | frozenset):
        return set().union(*(words_in(v) for v in value)) if value else set()
    return set()


def known_to(viewer: ReplayScene, seat: int, heard: set[str]) -> set[str]:
    """What `seat` knew at the point shown: `heard` (the words of every event it was shown so
    far) and its view at the start and at the end of the move shown (a Dog won says no card
    id, yet puts one in the treasure)."""
    r = viewer.replay
    start = viewer.move_start(viewer.position)
    views = (r.ruleset.view(r.state_at(n), seat) for n in (start, r.stop_after(start)))
    return heard.union(*(words_in(viewer.kit.shown(view).key()) for view in views))


@pytest.mark.parametrize(("game_id", "players", "seed"), FAMILIES)
def test_stepping_event_by_event_back_from_the_end_and_forward_again_is_the_same_table(app, game_id, players,
                                                                                        seed):
    viewer = ReplayScene(app, kept(game_id, players, seed), viewpoint=FACE_UP)
    app.push(viewer)
    frames(app)
    r = viewer.replay
    back = []
    while True:
        back.append(frame_of(viewer))
        if viewer.position == r.setup_length:
            break
        key(app, pygame.K_COMMA)
        unseen_frames(app)  # the table's state is compared, not its picture
    assert len(back) == len(r) - r.setup_length + 1  # one frame per event
    forward = [frame_of(viewer)]
    while viewer.position < len(r):
        viewer.event_forward()
        viewer.rest_at(viewer.position)  # its animation finished at once
        forward.append(frame_of(viewer))
    assert forward == back[::-1]
    for position, _key, hands, pending, _words in forward:
        state = r.state_at(position)
        assert [sorted(h) for h in hands] == [sorted(h) for h in r.ruleset.scenario_facts(state)["hands"]]
        assert pending == r.ruleset.pending(r.state_at(viewer.move_start(position)))


@pytest.mark.parametrize(("game_id", "players", "seed"), FAMILIES)
def test_an_animated_event_lands_on_the_same_table_as_a_jump_there(app, game_id, players, seed):
    viewer = ReplayScene(app, kept(game_id, players, seed), viewpoint=1, at=0)
    app.push(viewer)
    viewer.set_step_unit(EVENT)
    r = viewer.replay
    for _i in range(min(60, len(r) - r.setup_length)):
        key(app, pygame.K_RIGHT)
        for _i in range(600):
            unseen_frames(app, 1, 1 / 30)  # the table's state is compared, not its picture
            if settled(viewer):
                break
        animated = (viewer.shown.key(), viewer.hand.cards if hasattr(viewer.hand, "cards") else None)
        at = (viewer.position, viewer.shown_upto, viewer.moving())  # where the animation stopped
        viewer.rest_at(viewer.position)
        jumped = (viewer.shown.key(), viewer.hand.cards if hasattr(viewer.hand, "cards") else None)
        assert jumped == animated, (*at, "hand differs" if jumped[0] == animated[0] else "table differs")


@pytest.mark.parametrize(("game_id", "players", "seed"), FAMILIES)
def test_no_event_frame_of_a_seat_viewpoint_shows_what_that_seat_did_not_know(app, game_id, players, seed):
    saved = kept(game_id, players, seed)
    viewer = ReplayScene(app, saved, viewpoint=1, at=0)
    app.push(viewer)
    r = viewer.replay
    cards = set().union(*(words_in(e.to_json()) for e in r.events[:r.setup_length]))  # every card is dealt
    leaks_face_up = 0
    feed = saved.to_match().events_for(1)  # what the game itself showed seat 1, not the replay's own feed
    heard = set().union(*(words_in(e.to_json()) for e in feed[:r.setup_length]))
    for n in range(r.setup_length, len(r) + 1):
        if n > r.setup_length:
            heard |= words_in(feed[n - 1].to_json())
        if viewer.seen_as != 1:
            viewer.set_viewpoint(1)
        viewer.rest_at(n)
        app.frame(1 / 60)
        known = known_to(viewer, 1, heard)
        shown = words_in(viewer.shown.key()) & cards
        assert shown <= known, (n, shown - known)
        assert viewer.feeds[1] == feed[:n] and viewer.hands_shown == []
        assert viewer.private_drawn in (None, 1)
        if n % 7 == 0:  # the check bites: every card face up is more than seat 1 knew, at some point
            viewer.set_viewpoint(FACE_UP)
            leaks_face_up += not words_in(viewer.hands_shown) & cards <= known
    # Herding Cats: every player's deck holds every card name, so a name alone tells nothing
    assert leaks_face_up or game_id == "herding-cats"


def test_keys_and_the_menu_step_by_event(app):
    viewer = ReplayScene(app, kept("kombat-kittens", 2, 2), viewpoint=SPECTATOR, at=0)
    app.push(viewer)
    frames(app)
    r = viewer.replay
    start = viewer.position
    key(app, pygame.K_PERIOD)
    frames(app, 120)
    assert viewer.position == start + 1
    key(app, pygame.K_ESCAPE)
    frames(app)
    menu = app.stack.top
    assert isinstance(menu, ReplayMenu)
    unit = next(w for w in menu.group.widgets if getattr(w, "label", "") == _("Back and Next step"))
    unit.step(1)
    assert viewer.step_unit == EVENT
    menu.back()
    frames(app)
    move_end = r.stop_after(start)
    while viewer.position < move_end - 1:
        key(app, pygame.K_RIGHT)
        frames(app, 120)
    forms = [shaped(ngettext("event {event} of {n}", "event {event} of {n}", n)) for n in (1, 2, 5)]
    assert viewer.position not in r.stops and any(form.search(viewer.where_words()) for form in forms)
    key(app, pygame.K_LEFT)
    frames(app)
    assert viewer.position == move_end - 2 and not viewer.moving()


def test_play_from_here_halfway_through_a_move_starts_before_that_move(app):
    saved = kept("kombat-kittens", 2, 2)
    assert history.record(saved, saved.to_match()) is None
    viewer = ReplayScene(app, saved, viewpoint=SPECTATOR)
    app.push(viewer)
    r = viewer.replay
    longest = max(range(1, len(r.stops) - 1), key=lambda i: r.stops[i] - r.stops[i - 1])
    viewer.rest_at(r.stops[longest] - 1)
    frames(app)
    viewer.open_pause()
    frames(app)
    app.stack.top._play_from_here()
    [path] = sorted(history.exports_dir().glob("*.json"))
    loaded = scenario_files.load(path)
    start = r.stops[longest - 1]
    assert loaded.match.log == list(r.events[:start])
    assert loaded.match.pending == r.ruleset.pending(r.state_at(start)) == viewer.match.pending
    assert path.name.endswith(f"-move{longest - 1}.json")


@pytest.mark.english  # English grammar: "You" is never glued into a third person's sentence ("You draws")
def test_a_person_called_you_is_you_only_from_their_own_seat(app):
    viewer = ReplayScene(app, kept("exploding-kittens", 3, 4), viewpoint=FACE_UP)
    app.push(viewer)
    frames(app)
    r = viewer.replay
    for view in (FACE_UP, SPECTATOR, 1, 0):
        viewer.set_viewpoint(view)
        statuses = []
        for turn in range(1, r.turns + 1):
            viewer.rest_at(r.turn_start(turn))
            app.frame(1 / 60)
            statuses.append(viewer.kit.status(viewer))
        words = " ".join([*statuses, *viewer.log_lines(), viewer.where_words(), viewer.where_words(short=True)])
        assert "You's" not in words and "You plays" not in words and "You draws" not in words, view
        assert ("Your turn" in words) == (view in (0, 1))  # only a seat is "you"
        told = words.replace("Your view (Player 1)", "")  # the view's own name says which seat it is
        assert ("Player 1" in told) == (view != 0), view
