"""A CPU's Attack that falls on the person at this screen says so in the status line ("Biscuit
played Attack on you: you take 2 turns", the turns the rules then give), and animates at its whole
length, as every move involving the person does; an Attack between CPUs stays brisk."""

from __future__ import annotations

import pytest

from game.engine import Action, Match, get
from game.i18n import _, format_number, ngettext
from game.rules.kittens import events as ev
from game.rules.kittens.cards import title
from game.saves import Seat
from game.ui.table.anims import FlyCard
from game.ui.table.director import BRISK
from game.ui.table.scene import TableScene

SEATS = [Seat("You", "human"), Seat("Mittens", "easy"), Seat("Biscuit", "easy")]
PACE = 0.5


def table_after_attack(app, attacker: int, options: dict | None = None, first_turns: int = 1) -> TableScene:
    """A 3-player table shown up to the deal; then `attacker` (whose turn it is) plays Attack."""
    rules = get("exploding-kittens")
    hands = [("nope", "skip"), ("skip",), ("skip",)]
    hands[attacker] = ("attack", "attack", "skip")
    log = [ev.Dealt(tuple(hands), ("beard_cat", "exploding_kitten"), attacker)]
    if first_turns > 1:  # the attacker was attacked first: they owe 2 turns
        log.append(ev.turn_began(attacker, first_turns, True))
    match = Match(rules, rules.configure(3, options or {}), seed=1, log=log)
    table = TableScene(app, match, SEATS, fresh=False, journal=False, pace=PACE)
    app.push(table)
    app.frame(1 / 20)
    match.act(attacker, Action("play", ("attack",)))
    return table


def status_once_shown(app, table: TableScene) -> str:
    """The status line once the table has played the Attack out (bounded)."""
    for _i in range(100):
        app.frame(0.05)
        status = table.kit.status(table)
        if title("attack") in status:
            return status
    raise AssertionError(f"the Attack was never shown: {status}")


def attack_flight(app, table: TableScene) -> FlyCard:
    for _i in range(50):
        app.frame(0)
        flights = [a for a in table.anims.items if isinstance(a, FlyCard) and a.card == "attack"]
        if flights:
            return flights[0]
    raise AssertionError("the Attack never flew")


@pytest.mark.parametrize(("options", "first_turns", "turns"), [({}, 1, 2), ({"stacking_attacks": True}, 2, 4)])
def test_a_cpus_attack_falling_on_you_says_so_with_the_turns_you_take(app, options, first_turns, turns):
    table = table_after_attack(app, 2, options, first_turns)  # Biscuit, then You
    status = status_once_shown(app, table)
    said = ngettext("{name} played {cards} on you: you take {n} turn.",
                    "{name} played {cards} on you: you take {n} turns.", turns)
    assert said.format(name="Biscuit", cards=title("attack"), n=format_number(turns)) in status, status
    # The turns said are the turns the rules give once it stands.
    for seat in (0, 1):
        table.match.act(seat, Action("pass"))
    began = [e for e in table.match.events_for(0) if isinstance(e, ev.TurnBegan)][-1]
    assert (began.seat, began.turns) == (0, turns)


def test_an_attack_between_cpus_names_nobody_as_you(app):
    table = table_after_attack(app, 1)  # Mittens, then Biscuit
    said = _("{name} played {cards}.").format(name="Mittens", cards=title("attack"))
    assert said in status_once_shown(app, table)


def test_an_attack_falling_on_you_flies_at_its_whole_length_and_one_between_cpus_is_brisk(app):
    on_you = attack_flight(app, table_after_attack(app, 2))
    app.stack.pop()
    elsewhere = attack_flight(app, table_after_attack(app, 1))
    assert on_you.tween.duration == pytest.approx(0.4 * PACE)
    assert elsewhere.tween.duration == pytest.approx(0.4 * PACE * BRISK)
