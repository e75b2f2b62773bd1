"""Kombat Kittens at the real table (`TableScene` with the Kombat kit): offered on the new-game
screen, played to the end by CPUs, and played hot-seat by posted key presses, each person
committing after their own pass screen, with nothing of anyone's commit drawn under a pass
screen."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest
from uikit import key, unseen_frames

from game.rules.kombat import cards as kc
from game.rules.kombat import events as ev
from game.saves import Seat
from game.ui.games.kombat.kit import CARD_PROMPTS
from game.ui.games.kombat.shown import KombatShown
from game.ui.games.kombat.words import point_words
from game.ui.scenes.new_game import offered_games
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.table.scene import ENTER_GRACE, TableScene
from game.ui.table.setup import new_match
from game.ui.table.shown import SPECTATOR

GAME = "kombat-kittens"


def _play(app, seats, seed=5, press=None, check=None, limit=40_000, drawn=True):
    """Play to the end (`drawn=False`: the frames move the game on without drawing)."""
    over = []
    match = new_match(GAME, seats, {}, seed=seed)
    table = TableScene(app, match, seats, journal=False, pace=0.05, on_over=over.append)
    app.push(table)
    for _ in range(limit):
        if over:
            break
        if press is not None:
            press(table)
        if drawn:
            app.frame(0.05)
        else:
            unseen_frames(app, 1, 0.05)
        if check is not None:
            check(table)
    assert over and match.is_over(), "the game did not end"
    return table


def test_kombat_is_offered_on_the_new_game_screen():
    assert GAME in [r.info.id for r in offered_games()]


@pytest.mark.parametrize("levels", [("easy", "medium"), ("medium", "easy", "easy", "medium", "easy")],
                         ids=["2 players", "5 players"])
def test_cpus_play_a_whole_game_at_the_table(app, levels):
    """Battles, treasure, Dogfights and the end all pass through the table's handlers, and the
    shown table ends equal to the view (treasure rows, Litter Box, scores)."""
    seats = [Seat(f"Cpu{i}", level) for i, level in enumerate(levels)]
    table = _play(app, seats, drawn=False)  # what the table's handlers made of the events, not a picture
    feed = table.feeds[SPECTATOR]
    kinds = Counter(type(e) for e in feed)
    assert kinds[ev.BattleDecided] and kinds[ev.TreasureTaken] and kinds[ev.DogfightBegan] and kinds[ev.GameOver]
    view = table.match.view(SPECTATOR)
    shown = table.shown
    assert isinstance(shown, KombatShown)
    assert shown.treasure == [list(t) for t in view.treasure] and shown.litter == list(view.litter)
    assert shown.winners == view.winners
    lines = table.recap()
    assert len(lines) == len(seats)
    assert all(seat.name in line and f"{point_words(kc.score(view.treasure[i]))} (" in line
               for i, (seat, line) in enumerate(zip(seats, lines, strict=True)))


def _revealed(table) -> Counter:
    """Every card face up in the fight now, as everybody sees it."""
    fight = table.match.view(SPECTATOR).fight
    return Counter(c for _, cards in fight.played for c in cards) if fight is not None else Counter()


def test_hot_seat_each_person_commits_in_secret(app):
    """Two people and a CPU (so helpers can be asked): every decision is made by posted keys,
    each person's after a pass screen; under every pass screen nobody's hand, panel or commit
    is drawn, and the arena shows only revealed cards."""
    passes = []
    commits_by_people = []

    def press(table):
        top = app.stack.scenes[-1]
        if isinstance(top, PassDeviceScene):
            key(app, pygame.K_RETURN)
            return
        decision = table.my_decision()
        if decision is None or table.clock - table.asked_at <= ENTER_GRACE:
            return
        seat, prompt = decision
        if prompt in CARD_PROMPTS and not table.hand.chosen_cards():
            need = min(CARD_PROMPTS[prompt], len(table.match.view(seat).hand))
            for slot in range(need):
                key(app, pygame.K_1 + min(slot, len(table.hand.groups) - 1))
        key(app, pygame.K_RETURN)

    def check(table):
        shown = table.shown
        if isinstance(app.stack.scenes[-1], PassDeviceScene):
            passes.append(table.shown_upto)
            assert table.viewer is None and table.private_drawn is None and table.panel is None
            assert shown.viewer == SPECTATOR and not shown.hand
            assert not any(b.label.startswith(("Play", "Forfeit", "Help")) for b in table.bar_buttons)
            if shown.fight is not None:
                assert all(cards is None for cards in shown.fight.down.values())
            assert not Counter(shown.drawn) - _revealed(table), "a face-down card was drawn face up"

    seats = [Seat("Ann", "human"), Seat("Bea", "human"), Seat("Cat", "easy")]
    table = _play(app, seats, press=press, check=check)
    for step in table.match.steps:
        if step.seat in (0, 1) and step.action.kind in ("play", "forfeit", "hand"):
            commits_by_people.append(step.seat)
    assert passes, "a pass screen came up"
    assert set(commits_by_people) == {0, 1}, "both people committed cards"
    assert any(isinstance(e, ev.Revealed) for e in table.feeds[SPECTATOR])


def test_a_person_sees_their_own_face_down_card_and_no_one_else_does(app):
    """The viewer's commit is drawn face up for them alone (marked face down) until the reveal;
    the CPU's view of the same moment holds only that a card is down."""
    seats = [Seat("Ann", "human"), Seat("Cpu", "easy")]
    match = new_match(GAME, seats, {}, seed=2)
    table = TableScene(app, match, seats, journal=False)  # the app's own timing: the CPU takes a while
    app.push(table)
    mine = None
    seen_own = False
    for _ in range(3000):
        decision = table.my_decision()
        if decision is not None and mine is None:
            seat, prompt = decision
            if prompt == "battle_card":
                mine = match.view(0).hand[0]
                table.act(0, next(a for a in match.legal_actions(0) if a.card == mine))
            else:
                table.act(seat, match.legal_actions(seat)[0])
        app.frame(1 / 30)
        shown = table.shown
        if mine is not None and shown.fight is not None and shown.fight.down.get(0):
            assert shown.fight.down[0] == (mine,) and mine in shown.drawn
            other = KombatShown.from_view(match.view(1))
            assert other.fight is not None and other.fight.down.get(0) is None and mine not in other.hand
            seen_own = True
            break
    assert seen_own
