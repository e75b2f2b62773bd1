"""Hard's Zombie-aware belief: who may hold a Zombie Kitten, where a resurrection's two Kittens
went, samples weighed by both (and still consistent with the view), and the judgement built
on it."""

from __future__ import annotations

import random

from game.ai.kittens.belief import KittensBelief
from game.ai.kittens.search import prune
from game.ai.kittens.table import HOOKS, MEDIUM
from game.ai.levels import make_bot
from game.engine import Action, Match, get
from game.rules.kittens import events as ev
from game.rules.kittens.cards import (
    ATTACK,
    BONY_CAT,
    DIG_DEEPER,
    EXPLODING,
    FAVOR,
    FEED_DEAD,
    GHOUL_CAT,
    MUMMY_CAT,
    NOPE,
    SEE_FUTURE,
    SHUFFLE,
    SKIP,
    TOMBSTONE_CAT,
    ZOMBIE,
)

C = [GHOUL_CAT, MUMMY_CAT, BONY_CAT, TOMBSTONE_CAT]


def dealt(belief: KittensBelief, players: int = 4) -> None:
    hands = tuple((ZOMBIE, SKIP) if s == belief.seat else ("?", "?") for s in range(players))
    belief.observe(ev.Dealt(hands, ("?",) * 20, 0))


def test_everyone_starts_with_a_zombie_kitten_and_spends_it_in_public():
    belief = KittensBelief(seat=0)
    dealt(belief)
    assert belief.saver == ZOMBIE
    assert [belief.defuse_chance(s) for s in (1, 2, 3)] == [1.0, 1.0, 1.0]
    belief.observe(ev.CardsPlayed(1, (ZOMBIE,)))
    belief.observe(ev.Died(2))
    assert belief.defuse_chance(1) == 0.0 and belief.defuse_chance(2) == 0.0
    belief.observe(ev.CardFed(3, 2, ZOMBIE))  # a gift it saw: the dead now holds one
    assert belief.defuse_chance(2) == 1.0 and belief.defuse_chance(3) == 0.0
    belief.observe(ev.NothingTaken(0, 2, ZOMBIE))
    assert belief.defuse_chance(2) == 0.0


def test_a_resurrection_puts_two_kittens_on_top_one_under_the_other():
    belief = KittensBelief(seat=0)
    dealt(belief)
    belief.observe(ev.KittenHidden(1, EXPLODING, None))
    belief.observe(ev.KittenHidden(1, EXPLODING, None))
    assert belief.top_chance(0) > 0.7 and belief.top_chance(1) > 0.7 and belief.top_chance(2) == 0.0
    belief.observe(ev.CardDrawn(2, EXPLODING))  # the first came off the top: the second is there
    assert belief.top_chance(0) > 0.7 and belief.top_chance(1) == 0.0
    belief.observe(ev.CardDrawn(3, None))
    assert belief.top_chance(0) == 0.0


def test_one_kitten_put_back_is_one_fresh_kitten():
    belief = KittensBelief(seat=0)
    dealt(belief)
    belief.observe(ev.KittenHidden(1, EXPLODING, None))
    belief.observe(ev.CardDrawn(2, None))
    belief.observe(ev.KittenHidden(3, EXPLODING, None))
    assert belief.top_chance(0) > 0.7 and belief.top_chance(1) == 0.0


def zombie_table(zk):
    """Seat 0 holds a Skip; seat 1 raised a dead seat 3 and hid both Kittens (seen by seat 0
    as a top placer would do it)."""
    hands = [[SKIP, GHOUL_CAT], [ZOMBIE, GHOUL_CAT, NOPE], [MUMMY_CAT, BONY_CAT], [TOMBSTONE_CAT]]
    return zk.deal(hands, [*C, EXPLODING, SKIP, FAVOR, *C, EXPLODING, ATTACK, SHUFFLE, SEE_FUTURE])


def test_samples_give_zombie_kittens_to_likely_holders_and_stay_consistent(zk):
    s = zombie_table(zk)
    view = zk.r.view(s, 0)
    belief = KittensBelief(seat=0)
    dealt(belief, 4)
    belief.see(view)
    belief.observe(ev.CardsPlayed(2, (ZOMBIE,)))
    belief.defuses = [1.0, 1.0, 0.0, 0.0]
    samples = [belief.determinize(view, random.Random(seed)) for seed in range(60)]
    assert all(zk.r.view(sample, 0) == view for sample in samples)
    assert all(ZOMBIE in sample.hands[1] for sample in samples)
    assert not any(ZOMBIE in sample.hands[2] or ZOMBIE in sample.hands[3] for sample in samples)


def test_samples_put_a_resurrections_kittens_on_top(zk):
    s = zombie_table(zk)
    view = zk.r.view(s, 0)
    belief = KittensBelief(seat=0)
    dealt(belief, 4)
    belief.see(view)
    belief.observe(ev.KittenHidden(1, EXPLODING, None))
    belief.observe(ev.KittenHidden(1, EXPLODING, None))
    samples = [belief.determinize(view, random.Random(seed)) for seed in range(60)]
    assert all(zk.r.view(sample, 0) == view for sample in samples)
    assert sum(sample.draw[:2] == [EXPLODING, EXPLODING] for sample in samples) > 30


def test_hard_escapes_the_kittens_a_top_placer_just_hid_where_medium_draws(zk):
    s = zombie_table(zk)
    view, legal = zk.ask(s, 0)
    belief = KittensBelief(seat=0)
    dealt(belief, 4)
    belief.observe(ev.KittenHidden(1, EXPLODING, None))
    belief.observe(ev.KittenHidden(1, EXPLODING, None))
    belief.see(view)
    assert MEDIUM(view, legal, random.Random(0)) == Action("draw")
    assert HOOKS.prior(view, legal, random.Random(0), belief) == Action("play", (SKIP,))


def test_hard_raises_the_dead_least_likely_to_hold_a_zombie_kitten(zk):
    hands = [[SKIP], [FEED_DEAD, SKIP, FAVOR], [ZOMBIE], [NOPE]]
    s = zk.deal(hands, [EXPLODING, EXPLODING, EXPLODING, *C])
    s = zk.act(s, 0, Action("draw"))  # seat 0 dies with 1 card
    s = zk.act(s, 1, Action("draw"))  # seat 1 dies with 3 cards
    s = zk.act(s, 2, Action("draw"))
    s = zk.act(s, 2, Action("play", (ZOMBIE,)))
    while zk.r.pending(s).kind == "response":
        s = zk.act(s, min(zk.r.pending(s).seats), Action("pass"))
    view, legal = zk.ask(s, 2)
    belief = KittensBelief(seat=2)
    belief.defuses = [1.0, 0.0, 0.0, 1.0]  # as if seat 0 had been fed a Zombie Kitten
    assert MEDIUM(view, legal, random.Random(0)) == Action("resurrect", target=0)
    assert HOOKS.prior(view, legal, random.Random(0), belief) == Action("resurrect", target=1)


def test_the_search_never_weighs_death_against_a_zombie_kitten_nor_digs_blind(zk):
    s = zk.act(zk.deal([[ZOMBIE, SKIP], [NOPE], [NOPE]], [EXPLODING, *C, EXPLODING]), 0, Action("draw"))
    view, legal = zk.ask(s, 0)
    assert Action("die") in legal and prune(view, legal) == [Action("play", (ZOMBIE,))]
    s = zk.deal([[DIG_DEEPER], [NOPE], [NOPE]], [EXPLODING, *C, EXPLODING])
    s = zk.act(s, 0, Action("play", (DIG_DEEPER,)))
    while zk.r.pending(s).kind == "response":
        s = zk.act(s, min(zk.r.pending(s).seats), Action("pass"))
    assert prune(*zk.ask(s, 0)) == [Action("dig", position=1)]


def test_belief_samples_stay_consistent_through_whole_zombie_games():
    rules = get("zombie-kittens")
    for seed in range(3):
        match = Match(rules, rules.configure(4, {"extended_set": seed == 1}), seed)
        belief = KittensBelief(seat=0)
        bots = [make_bot("easy" if seat % 2 else "medium", seat, rules, seed) for seat in range(4)]
        for event in match.log:
            belief.observe(rules.redact(event, 0))
        match.subscribe(0, belief.observe)
        rng, checked = random.Random(seed), 0
        while not match.is_over():
            seat = min(match.pending.seats)
            view, legal = match.view(seat), match.legal_actions(seat)
            if seat == 0:
                belief.see(view)
                for _ in range(2):
                    assert rules.view(belief.determinize(view, rng), 0) == view
                checked += 1
            match.act(seat, bots[seat].choose(view, legal))
        assert checked > 5
