"""Easy never throws away a Defuse; Medium follows its rules of thumb; Hard sees danger."""

from __future__ import annotations

import random

from game.ai.ismcts import Budget
from game.ai.kittens.easy import easy_policy
from game.ai.kittens.medium import medium_policy
from game.ai.levels import make_bot
from game.engine import Action
from game.rules.kittens.cards import (
    ATTACK,
    BEARD,
    CATTERMELON,
    DEFUSE,
    EXPLODING,
    FAVOR,
    NOPE,
    POTATO,
    SEE_FUTURE,
    SHUFFLE,
    SKIP,
    TACOCAT,
)
from game.rules.kittens.state import RESPOND

PILE = [TACOCAT, EXPLODING, BEARD, POTATO, EXPLODING, CATTERMELON, SHUFFLE, EXPLODING]


def see_future(table, state, seat=0):
    """`seat` plays See the Future and everyone passes."""
    state = table.act(state, seat, Action("play", (SEE_FUTURE,)))
    while table.r.pending(state).prompt == "nope":
        responder = min(table.r.pending(state).seats)
        state = table.act(state, responder, Action("pass"))
    return state


def favor_asked(table, hand):
    """Seat 1 asks seat 0 (holding `hand`) for a Favor; the view seat 0 answers from."""
    state = table.deal([hand, [FAVOR, TACOCAT]], PILE, first=1)
    state = table.act(state, 1, Action("play", (FAVOR,), target=0))
    state = table.act(state, 0, Action("pass"))
    return table.ask(state, 0)


# ---- Easy -------------------------------------------------------------------------------------
def test_easy_never_plays_or_gives_a_defuse(ek):
    state = ek.deal([[DEFUSE, DEFUSE, TACOCAT, SKIP], [TACOCAT, NOPE]], PILE)
    view, legal = ek.ask(state, 0)
    assert any(DEFUSE in a.cards for a in legal)
    for seed in range(60):
        assert DEFUSE not in easy_policy(view, legal, random.Random(seed)).cards
    view, legal = favor_asked(ek, [DEFUSE, TACOCAT])
    assert {easy_policy(view, legal, random.Random(seed)).card for seed in range(30)} == {TACOCAT}


def test_easy_always_defuses_and_puts_the_kitten_back(ek):
    state = ek.deal([[DEFUSE, TACOCAT], [TACOCAT, NOPE]], [EXPLODING, BEARD, POTATO])
    state = ek.act(state, 0, Action("draw"))
    view, legal = ek.ask(state, 0)
    bot = make_bot("easy", 0, ek.r, seed=1)
    action = bot.choose(view, legal)
    assert action.kind == "defuse" and 0 <= action.position <= 2


# ---- Medium -----------------------------------------------------------------------------------
def test_medium_keeps_its_defuses(ek):
    state = ek.deal([[DEFUSE, DEFUSE, TACOCAT], [TACOCAT, NOPE]], PILE)
    view, legal = ek.ask(state, 0)
    assert DEFUSE not in medium_policy(view, legal, random.Random(0)).cards
    view, legal = favor_asked(ek, [DEFUSE, NOPE, TACOCAT])
    assert medium_policy(view, legal, random.Random(0)).card == TACOCAT


def test_medium_looks_at_the_future_before_skipping(ek):
    state = ek.deal([[SEE_FUTURE, SKIP, TACOCAT], [TACOCAT, NOPE]], PILE)
    view, legal = ek.ask(state, 0)
    assert medium_policy(view, legal, random.Random(0)) == Action("play", (SEE_FUTURE,))
    state = see_future(ek, state)
    view, legal = ek.ask(state, 0)
    assert medium_policy(view, legal, random.Random(0)) == Action("draw")  # a Tacocat on top
    state = ek.deal([[SEE_FUTURE, SKIP, TACOCAT], [TACOCAT, NOPE]], [EXPLODING, *PILE])
    state = see_future(ek, state)
    view, legal = ek.ask(state, 0)
    assert medium_policy(view, legal, random.Random(0)) == Action("play", (SKIP,))


def test_medium_asks_the_richest_player_for_a_favor(ek):
    state = ek.deal([[FAVOR], [TACOCAT], [TACOCAT, BEARD, POTATO], [SKIP, NOPE]], PILE)
    view, legal = ek.ask(state, 0)
    assert medium_policy(view, legal, random.Random(0)) == Action("play", (FAVOR,), target=2)


def test_medium_collects_and_plays_cat_pairs_only(ek):
    state = ek.deal([[TACOCAT, BEARD, SKIP, SKIP, DEFUSE], [TACOCAT, NOPE], [ATTACK]], PILE)
    view, legal = ek.ask(state, 0)
    assert any(a.cards == (SKIP, SKIP) for a in legal)
    assert medium_policy(view, legal, random.Random(0)) == Action("draw")
    state = ek.deal([[TACOCAT, TACOCAT, SKIP, SKIP, DEFUSE], [TACOCAT, NOPE], [ATTACK]], PILE)
    view, legal = ek.ask(state, 0)
    assert medium_policy(view, legal, random.Random(0)) == Action("play", (TACOCAT, TACOCAT), target=1)


def test_medium_saves_nopes_for_attacks_and_favors_on_itself(ek):
    hands = [[NOPE, TACOCAT], [FAVOR, ATTACK, TACOCAT], [TACOCAT, BEARD]]
    for play, answer in (
        (Action("play", (FAVOR,), target=0), "nope"),
        (Action("play", (FAVOR,), target=2), "pass"),
        (Action("play", (ATTACK,)), "pass"),  # seat 2 is next: not aimed at seat 0
    ):
        state = ek.deal(hands, PILE, first=1)
        state = ek.act(state, 1, play)
        view, legal = ek.ask(state, 0)
        assert medium_policy(view, legal, random.Random(0)).kind == answer, play
    state = ek.deal([[TACOCAT, BEARD], hands[1], hands[0]], PILE, first=1)
    state = ek.act(state, 1, Action("play", (ATTACK,)))
    view, legal = ek.ask(state, 2)
    assert medium_policy(view, legal, random.Random(0)).kind == "nope"  # seat 2 is next


def test_medium_puts_a_defused_kitten_on_top(ek):
    state = ek.deal([[DEFUSE, TACOCAT], [TACOCAT, NOPE]], [EXPLODING, BEARD, POTATO, SHUFFLE])
    state = ek.act(state, 0, Action("draw"))
    view, legal = ek.ask(state, 0)
    assert medium_policy(view, legal, random.Random(0)) == Action("defuse", position=0)


def test_medium_puts_a_defused_kitten_under_the_draws_it_still_owes(ek):
    """Defusing ends only the current turn: with 3 turns owed (stacked), 2 are still to draw."""
    def placed(hand):
        state = ek.deal([[ATTACK], [ATTACK], [DEFUSE, *hand]], [EXPLODING, BEARD, POTATO, SHUFFLE, TACOCAT],
                        stacking_attacks=True)
        for seat in (0, 1):
            state = ek.act(state, seat, Action("play", (ATTACK,)))
            while state.phase == RESPOND:
                state = ek.act(state, min(ek.r.pending(state).seats), Action("pass"))
        state = ek.act(state, 2, Action("draw"))
        assert state.turns == 4
        return medium_policy(*ek.ask(state, 2), random.Random(0))

    assert placed([TACOCAT]) == Action("defuse", position=3)
    assert placed([SKIP, ATTACK]) == Action("defuse", position=3)  # escapes are kept, not counted on


# ---- Hard -------------------------------------------------------------------------------------
def test_hard_does_not_draw_a_kitten_it_has_seen(ek):
    state = ek.deal([[SEE_FUTURE, SKIP, TACOCAT], [TACOCAT, NOPE, DEFUSE]], [EXPLODING, *PILE])
    state = see_future(ek, state)
    view, legal = ek.ask(state, 0)
    bot = make_bot("hard", 0, ek.r, seed=3)
    bot.budget = Budget(iterations=60, max_ms=5000)
    assert bot.choose(view, legal) == Action("play", (SKIP,))
