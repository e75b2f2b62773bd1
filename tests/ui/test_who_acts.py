"""Who acts at the table is the arbiter's ruling (game.engine.arbiter), never a guess such as
the lowest seat of a decision."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import game
from game.engine import Action, DecisionKind, Match, Pending, get
from game.engine.arbiter import asked_seat
from game.rules.kittens.events import Dealt
from game.saves import Seat
from game.ui.games.kittens.shown import KittensShown
from game.ui.table import flow
from game.ui.table.scene import TableScene

UI = Path(game.__file__).parent / "ui"


def test_no_table_code_picks_the_lowest_seat_of_a_decision():
    guesses = [f"{path.relative_to(UI)}:{n}" for path in sorted(UI.rglob("*.py"))
               for n, line in enumerate(path.read_text().splitlines(), 1)
               if re.search(r"min\([^()]*\.seats\)", line)]
    assert guesses == []


@pytest.mark.parametrize(("kind", "seats"), [(DecisionKind.TURN, {2}), (DecisionKind.CHOICE, {0})])
def test_the_one_seat_a_turn_or_choice_waits_for(kind, seats):
    assert asked_seat(Pending(kind, frozenset(seats), "x")) == min(seats)


@pytest.mark.parametrize("kind", [DecisionKind.RESPONSE, DecisionKind.COMMIT, DecisionKind.FIRST_COME])
def test_several_seats_have_no_one_asked_seat(kind):
    with pytest.raises(ValueError, match="several seats"):
        asked_seat(Pending(kind, frozenset({0, 1}), "x"))


def test_the_table_asks_the_arbiter_whose_turn_it_is(app, monkeypatch):
    rules = get("exploding-kittens")
    hands = (("skip", "defuse"), ("skip", "defuse"), ("skip", "defuse"))
    match = Match(rules, rules.configure(3, {}), seed=1, log=[Dealt(hands, ("tacocat",) * 6, 2)])
    table = TableScene(app, match, [Seat("Ann"), Seat("Bea", "easy"), Seat("Cal", "easy")],
                       fresh=False, journal=False, pace=0.0)
    asked: list[Pending] = []

    def ruling(pending, rng):
        asked.append(pending)
        return 2

    monkeypatch.setattr(flow, "next_seat", ruling)
    before = match.pending
    table.flow.drive(1.0)  # at pace 0 a CPU acts at once
    assert asked == [before] and [step.seat for step in match.steps] == [2]


def test_a_drawn_kitten_is_held_by_the_one_placing_it():
    rules = get("exploding-kittens")
    hands = (("skip", "defuse"), ("skip", "defuse"))
    match = Match(rules, rules.configure(2, {}), seed=1, log=[Dealt(hands, ("exploding_kitten", "tacocat"), 1)])
    match.act(1, Action("draw"))
    shown = KittensShown.from_view(match.view(0))
    assert match.pending.prompt == "place_exploding" and shown.drawn_kitten == (1, "exploding_kitten")
