"""Hard learns where each opponent tends to put a defused Kitten, and samples accordingly."""

from __future__ import annotations

import random

from game.ai.ismcts import Budget
from game.ai.kittens.belief import PlacementBelief
from game.ai.levels import make_bot
from game.rules.kittens import events as ev
from game.rules.kittens.cards import DEFUSE, EXPLODING, SKIP, TACOCAT
from game.rules.kittens.determinize import determinize


def placed_then_drawn(belief: PlacementBelief, placer: int, drawn: str) -> None:
    belief.observe(ev.KittenPlaced(placer, EXPLODING, None))
    belief.observe(ev.CardDrawn((placer + 1) % 3, drawn if drawn == EXPLODING else None))


def test_belief_learns_who_puts_kittens_on_top():
    belief = PlacementBelief(seat=0)
    assert belief.top_chance() == 0.0
    for _ in range(4):
        placed_then_drawn(belief, 1, EXPLODING)
        placed_then_drawn(belief, 2, TACOCAT)
    belief.observe(ev.KittenPlaced(1, EXPLODING, None))
    assert belief.top_chance() > 0.7
    belief.observe(ev.PileShuffled(None))
    assert belief.top_chance() == 0.0
    belief.observe(ev.KittenPlaced(2, EXPLODING, None))
    assert belief.top_chance() < 0.4


def test_belief_expects_careless_players_to_hide_kittens_anywhere():
    belief = PlacementBelief(seat=0)
    belief.observe(ev.KittenPlaced(1, EXPLODING, None))
    careful = belief.top_chance()
    belief.observe(ev.CardsPlayed(2, (SKIP,)))
    belief.observe(ev.Noped(1))  # Nopes a Skip that does not hurt it
    assert belief.top_chance() < careful / 2
    belief.observe(ev.KittenPlaced(0, EXPLODING, 3))  # its own: it knows where
    assert belief.top_chance() == 0.0


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
