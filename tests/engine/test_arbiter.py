"""The arbiter: who acts next, for every kind of decision, from the caller's seeded rng."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from game.engine import Action, DecisionKind, Pending
from game.engine.arbiter import next_move, next_seat

CLAIM, PASS = Action("claim"), Action("pass")


def is_pass(action: Action) -> bool:
    return action.kind == "pass"


def pending(kind: DecisionKind, *seats: int) -> Pending:
    return Pending(kind, frozenset(seats), "q")


@pytest.mark.parametrize("kind", [DecisionKind.TURN, DecisionKind.CHOICE])
def test_a_one_seat_decision_goes_to_that_seat_without_drawing(kind):
    rng = random.Random(1)
    before = rng.getstate()
    asked = []
    move = next_move(pending(kind, 2), rng, lambda s: asked.append(s) or PASS, is_pass)
    assert (move.seat, move.action, asked) == (2, PASS, [2])
    assert rng.getstate() == before


@pytest.mark.parametrize("kind", [DecisionKind.RESPONSE, DecisionKind.COMMIT])
def test_every_seat_of_a_window_or_commit_answers_in_a_random_recorded_order(kind):
    picks = [next_seat(pending(kind, 0, 1, 3), random.Random(seed)) for seed in range(300)]
    assert set(picks) == {0, 1, 3}
    assert min(Counter(picks).values()) > 60  # no seat is favoured, the lowest least of all
    assert picks == [next_seat(pending(kind, 0, 1, 3), random.Random(seed)) for seed in range(300)]


def test_a_commit_asks_only_the_seat_that_commits():
    asked = []
    move = next_move(pending(DecisionKind.COMMIT, 0, 1, 2), random.Random(4), lambda s: asked.append(s) or PASS,
                     is_pass)
    assert asked == [move.seat]


def test_first_come_is_won_by_a_random_seat_among_those_that_want_to_answer():
    window = pending(DecisionKind.FIRST_COME, 0, 1, 2, 3)
    eager = {1, 3}
    winners = Counter()
    for seed in range(200):
        asked: list[int] = []

        def answer(seat: int, asked: list[int] = asked) -> Action:
            asked.append(seat)
            return CLAIM if seat in eager else PASS

        move = next_move(window, random.Random(seed), answer, is_pass)
        assert asked == [0, 1, 2, 3]  # everyone is asked, each once
        assert move.action == CLAIM
        winners[move.seat] += 1
    assert set(winners) == eager and min(winners.values()) > 60


def test_first_come_with_nobody_eager_plays_one_random_pass():
    window = pending(DecisionKind.FIRST_COME, 0, 2)
    moves = {next_move(window, random.Random(seed), lambda s: PASS, is_pass) for seed in range(40)}
    assert {m.seat for m in moves} == {0, 2} and {m.action for m in moves} == {PASS}


def test_first_come_needs_the_answers():
    with pytest.raises(ValueError, match="first-come"):
        next_seat(pending(DecisionKind.FIRST_COME, 0, 1), random.Random(0))


def test_no_one_picks_the_lowest_seat_by_hand_any_more():
    root = Path(__file__).parents[2] / "game"
    for folder in ("engine", "ai", "cli"):
        for path in (root / folder).rglob("*.py"):
            assert "min(pending.seats)" not in path.read_text(), path
