"""Hard's own judgement (the move its search must beat), rule by rule."""

from __future__ import annotations

import random

from game.ai.ismcts import Budget, Search
from game.ai.kittens.belief import KittensBelief
from game.ai.kittens.shrewd import shrewd_policy
from game.ai.kittens.table import HOOKS
from game.engine import Action
from game.rules.kittens import events as ev
from game.rules.kittens.cards import (
    ATTACK,
    BEARD,
    CATTERMELON,
    DEFUSE,
    EXPLODING,
    FAVOR,
    NOPE,
    POTATO,
    RAINBOW,
    SEE_FUTURE,
    SHUFFLE,
    SKIP,
    TACOCAT,
)

PILE = [TACOCAT, BEARD, POTATO, CATTERMELON, SHUFFLE, TACOCAT, BEARD, POTATO, EXPLODING, SKIP, EXPLODING]


def decide(table, state, seat, belief=None):
    view, legal = table.ask(state, seat)
    belief = belief or KittensBelief(seat)
    belief.see(view)  # as Hard does at each decision
    return shrewd_policy(view, legal, random.Random(0), belief)


def answer(table, hand, play):
    """Seat 1 makes `play` against seat 0 (holding `hand`, a Nope among it): seat 0's answer."""
    state = table.deal([hand, [ATTACK, FAVOR, TACOCAT, TACOCAT, SKIP]], PILE, first=1)
    state = table.act(state, 1, play)
    return decide(table, state, 0)


def test_nopes_attacks_and_steals_aimed_at_it_but_not_favors(ek):
    hand = [NOPE, DEFUSE, BEARD]
    assert answer(ek, hand, Action("play", (ATTACK,))).kind == "nope"
    assert answer(ek, hand, Action("play", (TACOCAT, TACOCAT), target=0)).kind == "nope"
    assert answer(ek, hand, Action("play", (FAVOR,), target=0)).kind == "pass"


def test_takes_a_defuse_back_from_the_discard_with_five_different(ek):
    hand = [NOPE, ATTACK, TACOCAT, BEARD, POTATO, CATTERMELON]
    state = ek.deal([hand, [TACOCAT]], PILE, discard=[DEFUSE])
    action = decide(ek, state, 0)
    assert len(action.cards) == 5 and NOPE not in action.cards  # the cheapest five
    state = ek.deal([[*hand, DEFUSE], [TACOCAT]], PILE, discard=[DEFUSE])
    assert len(decide(ek, state, 0).cards) != 5  # it has one: no need


def test_without_a_defuse_three_of_a_kind_asks_for_one(ek):
    state = ek.deal([[SKIP, SKIP, SKIP, SEE_FUTURE], [TACOCAT, DEFUSE], [BEARD]], PILE)
    belief = KittensBelief(0)
    belief.observe(ev.Dealt((("?",) * 4, ("?",) * 2, ("?",)), None, 0))
    belief.observe(ev.Defused(2))  # seat 2 has used its Defuse: ask seat 1
    action = decide(ek, state, 0, belief)
    assert action == Action("play", (SKIP, SKIP, SKIP), target=1, card=DEFUSE)


def test_dodges_a_kitten_a_careful_player_just_put_back(ek):
    state = ek.deal([[SKIP, RAINBOW, DEFUSE], [TACOCAT], [BEARD]], PILE, first=0)
    assert decide(ek, state, 0) == Action("draw")  # 2 Kittens in 11 cards, and a Defuse: draw
    belief = KittensBelief(0)
    belief.see(ek.r.view(state, 0))
    belief.observe(ev.KittenPlaced(2, EXPLODING, None))  # seat 2 just defused; seat 0 is next
    assert decide(ek, state, 0, belief) == Action("play", (SKIP,))
    belief.observe(ev.KittenPlaced(0, EXPLODING, 4))  # its own: it knows where it went
    assert decide(ek, state, 0, belief) == Action("draw")


def test_shuffles_a_likely_kitten_away_when_it_cannot_escape(ek):
    state = ek.deal([[SHUFFLE, RAINBOW, DEFUSE], [TACOCAT], [BEARD]], PILE)
    belief = KittensBelief(0)
    belief.see(ek.r.view(state, 0))
    belief.observe(ev.KittenPlaced(2, EXPLODING, None))
    assert decide(ek, state, 0, belief) == Action("play", (SHUFFLE,))


def test_puts_a_defused_kitten_where_the_next_player_draws_it(ek):
    """Defusing ends only the current turn (RULINGS): attacked, it still owes a turn, so the
    Kitten goes under its own next draw; escape cards are kept for later, not spent on it."""
    def placing(hand):
        state = ek.deal([[DEFUSE, *hand], [ATTACK, TACOCAT]], [EXPLODING, *PILE[:6]], first=1)
        state = ek.act(state, 1, Action("play", (ATTACK,)))
        state = ek.act(state, 0, Action("pass"))
        state = ek.act(state, 0, Action("draw"))  # the Kitten, with 2 turns owed
        return state, decide(ek, state, 0)

    state, placed = placing([RAINBOW])
    assert placed == Action("defuse", position=1)
    state = ek.act(state, 0, placed)
    assert (state.current, state.turns) == (0, 1)  # its owed turn
    state = ek.act(state, 0, Action("draw"))
    assert state.hands[0] == [RAINBOW, PILE[0]] and state.current == 1
    assert state.draw[0] == EXPLODING  # seat 1 draws next: the Kitten
    assert placing([SKIP])[1] == Action("defuse", position=1)
    assert placing([ATTACK])[1] == Action("defuse", position=1)


def test_hard_searches_from_this_judgement(ek):
    state = ek.deal([[SKIP, RAINBOW], [TACOCAT], [BEARD]], PILE)
    belief = KittensBelief(0)
    belief.see(ek.r.view(state, 0))
    belief.observe(ev.KittenPlaced(2, EXPLODING, None))
    view, legal = ek.ask(state, 0)
    search = Search(ek.r, HOOKS, 0, Budget(), random.Random(1), belief)
    search.start(view, legal)
    assert search._prior == Action("play", (SKIP,))
