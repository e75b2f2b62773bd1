"""Hard reads a flight: a careful player who looks at the top of the pile and then escapes
without drawing has most likely seen a Kitten there, and left it for the next player."""

from __future__ import annotations

import random

import pytest

from game.ai.kittens import table
from game.ai.kittens.belief import CAREFUL_ODDS, FLIGHT_AIM, KittensBelief
from game.engine import Action
from game.rules.kittens import events as ev
from game.rules.kittens.cards import CLONE, DEFUSE, DRAW_BOTTOM, EXPLODING, SEE_FUTURE, SKIP, TACOCAT

SKIPPED = Action("play", cards=(SKIP,))


def looked(belief: KittensBelief, seat: int) -> None:
    """`seat` plays See the Future, unopposed, and looks."""
    belief.observe(ev.TurnBegan(seat, 1))
    belief.observe(ev.CardsPlayed(seat, (SEE_FUTURE,)))
    belief.observe(ev.PlayResolved(False))
    belief.observe(ev.FutureSeen(seat, None))


def test_a_look_then_a_skip_leaves_a_likely_kitten_on_top_until_the_top_changes():
    belief = KittensBelief(0)
    looked(belief, 1)
    belief.observe(ev.CardsPlayed(1, (SKIP,)))
    assert belief.top_chance() == 0.0  # not until the Skip goes ahead
    belief.observe(ev.PlayResolved(False))
    assert belief.top_chance() == pytest.approx(CAREFUL_ODDS * FLIGHT_AIM)
    assert belief.top_chance(1) == 0.0
    belief.observe(ev.TurnBegan(2, 1))
    belief.observe(ev.CardDrawn(2, None, bottom=True))  # the top card stays
    assert belief.top_chance() > 0.7
    belief.observe(ev.CardDrawn(2, None))
    assert belief.top_chance() == 0.0


@pytest.mark.parametrize("after", [
    [ev.CardsPlayed(1, (SKIP,)), ev.Noped(2), ev.PlayResolved(True)],  # the flight was Noped
    [ev.CardDrawn(1, None)],  # it looked, and drew
    [ev.TurnBegan(2, 1), ev.CardsPlayed(2, (SKIP,)), ev.PlayResolved(False)],  # another player skips
    [ev.PileShuffled(None), ev.CardsPlayed(1, (SKIP,)), ev.PlayResolved(False)],  # shuffled first
])
def test_no_flight_no_kitten(after):
    belief = KittensBelief(0)
    looked(belief, 1)
    for event in after:
        belief.observe(event)
    assert belief.top_chance() == 0.0


def test_its_own_look_and_a_careless_player_s_say_little():
    belief = KittensBelief(0)
    looked(belief, 0)
    belief.observe(ev.CardsPlayed(0, (SKIP,)))
    belief.observe(ev.PlayResolved(False))
    assert belief.top_chance() == 0.0  # it knows the top itself
    belief.observe(ev.CardsPlayed(2, (TACOCAT, TACOCAT), 0))
    belief.observe(ev.Noped(1))  # Nopes a steal aimed at someone else: careless
    looked(belief, 1)
    belief.observe(ev.CardsPlayed(1, (SKIP,)))
    belief.observe(ev.PlayResolved(False))
    assert 0 < belief.top_chance() < 0.1


def test_arranging_the_top_then_skipping_is_a_flight():
    belief = KittensBelief(0)
    looked(belief, 1)
    belief.observe(ev.FutureArranged(1, None))
    belief.observe(ev.CardsPlayed(1, (SKIP,)))
    belief.observe(ev.PlayResolved(False))
    assert belief.top_chance() == pytest.approx(CAREFUL_ODDS * FLIGHT_AIM)


def test_drawing_from_the_bottom_after_a_look_is_a_flight_too():
    belief = KittensBelief(0)
    looked(belief, 1)
    belief.observe(ev.CardsPlayed(1, (DRAW_BOTTOM,)))
    belief.observe(ev.PlayResolved(False))
    belief.observe(ev.CardDrawn(1, None, bottom=True))
    assert belief.top_chance() == pytest.approx(CAREFUL_ODDS * FLIGHT_AIM)


def test_digging_past_the_top_card_leaves_a_likely_kitten_there():
    belief = KittensBelief(0)
    belief.observe(ev.CardDug(1, None))
    assert belief.top_chance() == pytest.approx(CAREFUL_ODDS * FLIGHT_AIM)


def test_hard_does_not_draw_the_kitten_medium_looked_at_and_fled(ek):
    """Heads-up: Medium looks, sees the Kitten and skips. Hard's judgement, having watched,
    skips too; a Hard that did not see it happen draws."""
    state = ek.deal([[DEFUSE, SKIP, TACOCAT], [DEFUSE, SEE_FUTURE, SKIP]], [EXPLODING] + [TACOCAT] * 11, first=1)
    rules, rng, watching = ek.r, random.Random(1), KittensBelief(0)
    while not (state.phase == "turn" and state.current == 0):
        (seat,) = rules.pending(state).seats
        action = table.medium(rules.view(state, seat), rules.legal_actions(state, seat), rng)
        for event in rules.decide(state, seat, action, rng):
            watching.observe(rules.redact(event, 0))
            state = rules.evolve(state, event)
    assert state.draw[0] == EXPLODING and rules.view(state, 0).known_pile == ()
    view, legal = ek.ask(state, 0)
    watching.see(view)
    assert table.prior(view, legal, rng, watching) == SKIPPED
    unaware = KittensBelief(0)
    unaware.see(view)
    assert table.prior(view, legal, rng, unaware) == Action("draw")


def test_a_clone_of_a_skip_after_a_look_is_a_flight():
    """A Clone acts as the card it copies, as the rules say (`Play.acts_as`)."""
    belief = KittensBelief(0)
    looked(belief, 1)
    belief.observe(ev.CardsPlayed(1, (CLONE,), None, SKIP))
    belief.observe(ev.PlayResolved(False))
    assert belief.top_chance() == pytest.approx(CAREFUL_ODDS * FLIGHT_AIM)
