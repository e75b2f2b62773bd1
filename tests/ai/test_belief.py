"""Hard learns where each opponent tends to put a defused Kitten and who holds a Defuse,
and samples accordingly."""

from __future__ import annotations

import random

from game.ai.ismcts import Budget
from game.ai.kittens.belief import KittensBelief
from game.ai.levels import make_bot
from game.rules.kittens import events as ev
from game.rules.kittens.cards import BEARD, CATTERMELON, DEFUSE, EXPLODING, POTATO, SKIP, TACOCAT
from game.rules.kittens.determinize import determinize


def watching(table, seat: int = 0) -> KittensBelief:
    """A belief for `seat` that has seen a 3-player table with a 20-card draw pile."""
    state = table.deal([[DEFUSE], [DEFUSE], [DEFUSE]], [TACOCAT] * 4 + [SKIP] * 4 + [EXPLODING] * 2 + [BEARD] * 4
                       + [POTATO] * 4 + [CATTERMELON] * 2)
    belief = KittensBelief(seat)
    belief.see(table.r.view(state, seat))
    return belief


def placed_then_drawn(belief: KittensBelief, placer: int, drawn: str) -> None:
    belief.observe(ev.KittenPlaced(placer, EXPLODING, None))
    belief.observe(ev.CardDrawn((placer + 1) % 3, drawn if drawn == EXPLODING else None))


def test_belief_learns_who_puts_kittens_on_top(ek):
    belief = watching(ek)
    assert belief.top_chance() == 0.0
    for _ in range(4):
        placed_then_drawn(belief, 1, EXPLODING)
        placed_then_drawn(belief, 2, TACOCAT)
    belief.observe(ev.KittenPlaced(1, EXPLODING, None))
    assert belief.top_chance() > 0.7
    belief.observe(ev.PileShuffled(None))
    assert belief.top_chance() == 0.0
    belief.observe(ev.KittenPlaced(2, EXPLODING, None))
    assert belief.top_chance() < 0.1


def test_belief_expects_careless_players_to_hide_kittens_anywhere(ek):
    belief = watching(ek)
    belief.observe(ev.KittenPlaced(1, EXPLODING, None))
    careful = belief.top_chance()
    belief.observe(ev.CardsPlayed(2, (SKIP,)))
    belief.observe(ev.Noped(1))  # Nopes a Skip that does not hurt it
    assert belief.top_chance() < careful / 2
    belief.observe(ev.KittenPlaced(0, EXPLODING, 3))  # its own: it knows where
    assert belief.top_chance() == 0.0


def test_the_placers_own_owed_draw_tests_nothing(ek):
    """Under an Attack a careful placer leaves the Kitten under the draw it still owes: its own
    safe draw from the top says nothing; the next player's draw is the test."""
    belief = watching(ek)
    belief.observe(ev.KittenPlaced(1, EXPLODING, None))
    before = belief.top_chance()
    belief.observe(ev.CardDrawn(1, None))  # its owed turn
    assert belief.top_chance() == before and belief.top_odds(1) == 0.8
    belief.observe(ev.CardDrawn(2, EXPLODING))
    assert belief.top_odds(1) > 0.8


def test_one_surprise_does_not_undo_a_pattern(ek):
    belief = watching(ek)
    for _ in range(3):
        placed_then_drawn(belief, 1, EXPLODING)
    placed_then_drawn(belief, 1, TACOCAT)
    belief.observe(ev.KittenPlaced(1, EXPLODING, None))
    assert belief.top_chance() > 0.6


def test_everyone_starts_with_a_defuse_and_loses_it_in_public():
    belief = KittensBelief(seat=0)
    belief.observe(ev.Dealt((("?",) * 2, ("?",) * 2, ("?",) * 3), None, 0))
    assert [belief.defuse_chance(s) for s in (1, 2)] == [1.0, 1.0]
    belief.observe(ev.Defused(1))
    assert belief.defuse_chance(1) == 0.0
    belief.observe(ev.CardMoved(2, 1, DEFUSE, "named"))
    assert belief.defuse_chance(1) == 1.0 and belief.defuse_chance(2) == 0.0
    belief.observe(ev.NothingTaken(0, 1, DEFUSE))
    assert belief.defuse_chance(1) == 0.0


def test_a_drawn_card_may_be_a_defuse_from_the_pile(ek):
    state = ek.deal([[SKIP], [TACOCAT], [TACOCAT]], [DEFUSE, TACOCAT, SKIP, EXPLODING])
    belief = KittensBelief(seat=0)
    belief.observe(ev.Dealt((("?",),) * 3, None, 0))
    belief.defuses = [0.0, 0.0, 0.0]  # as if all three had defused already
    belief.see(ek.r.view(state, 0))
    belief.observe(ev.CardDrawn(1, None))
    assert 0.2 < belief.defuse_chance(1) < 0.3  # one Defuse among four unseen pile cards
    belief.observe(ev.CardMoved(1, 2, None, "steal"))
    assert belief.defuse_chance(2) > 0


def test_top_kitten_samples_stay_consistent(ek):
    hands = [[DEFUSE, SKIP], [TACOCAT, SKIP, DEFUSE], [TACOCAT]]
    state = ek.deal(hands, [TACOCAT, SKIP, EXPLODING, TACOCAT, EXPLODING])
    view = ek.r.view(state, 0)
    samples = [determinize(view, random.Random(seed), top_kitten=0.9) for seed in range(40)]
    assert all(ek.r.view(s, 0) == view for s in samples)
    assert sum(s.draw[0] == EXPLODING for s in samples) > 30


def test_think_ms_scales_the_budget(ek):
    bot = make_bot("hard", 0, ek.r, seed=1, think_ms=Budget().max_ms / 2)
    assert bot.budget.iterations == round(Budget().iterations / 2)
    bot.think_ms = 100
    assert bot.budget.max_ms == 100 and bot.budget.iterations < Budget().iterations


def test_defuse_beliefs_weigh_samples_but_keep_them_consistent(ek):
    hands = [[DEFUSE, SKIP], [TACOCAT, SKIP, BEARD], [TACOCAT, POTATO]]
    state = ek.deal(hands, [DEFUSE, SKIP, EXPLODING, TACOCAT, EXPLODING])
    view = ek.r.view(state, 0)
    plain = [determinize(view, random.Random(seed)) for seed in range(60)]
    weighed = [determinize(view, random.Random(seed), defuses={1: 1.0, 2: 0.0}) for seed in range(60)]
    assert all(ek.r.view(s, 0) == view for s in plain + weighed)
    assert all(DEFUSE in s.hands[1] for s in weighed)
    assert sum(DEFUSE in s.hands[1] for s in plain) < 40
