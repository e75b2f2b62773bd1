"""A CPU's random numbers carry nothing about the deal (issue: "CPU randomness reveals the deal").

Everything a bot is handed (its seed, its seat, its events) is tried as a key to the deal: the
old seeding (`match.seed * 31 + seat`) opened it at once; no simple inversion may open it now.
"""

from __future__ import annotations

import random

from game.ai.seeds import derived_seed
from game.cli.simulate import Tally, play_game
from game.engine import get
from game.saves import Seat
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match

SEATS = [Seat("You", "human"), Seat("Mittens", "easy"), Seat("Biscuit", "medium"), Seat("Pickles", "hard")]


def candidate_deal_seeds(bot_seed: int, seat: int) -> set[int]:
    """What a bot might try: its seed, and every small affine undoing of it."""
    out = {bot_seed}
    for mul in range(1, 64):
        for add in range(-8, 9):
            if (bot_seed - add - seat) % mul == 0:
                out.add((bot_seed - add - seat) // mul)
    return {c for c in out if c >= 0}


def deal_opens(match, seed: int) -> bool:
    return match.ruleset.setup(match.config, random.Random(seed)) == match.setup


def test_no_cpu_at_the_table_can_rebuild_the_deal_from_its_seed(make_app):
    app = make_app()
    match = new_match("exploding-kittens", SEATS, {"big_hands": True}, seed=424242)
    table = TableScene(app, match, SEATS, journal=False)
    try:
        assert deal_opens(match, match.seed)  # the check itself works: the real seed opens it
        for seat in table.cpus:
            given = table.seats[seat].seed
            assert given is not None and given != match.seed
            assert not any(deal_opens(match, c) for c in candidate_deal_seeds(given, seat)), seat
    finally:
        table.exit()


def test_the_same_deal_seats_cpus_with_different_seeds(make_app):
    """CPU seeds are drawn, not computed from the game: two tables of one deal differ."""
    seeds = []
    for _ in range(2):
        match = new_match("exploding-kittens", SEATS, {}, seed=7)
        table = TableScene(make_app(), match, SEATS, journal=False)
        seeds.append([s.seed for s in table.seats])
        table.exit()
    assert seeds[0] != seeds[1]
    assert seeds[0][0] is None  # a person has no CPU seed


def test_simulate_seeds_cpus_from_the_cpu_seed_alone(monkeypatch):
    """In `simulate`, a bot's seed is the same whatever the deal: it cannot say which deal it is."""
    given: list[tuple[int, int]] = []
    import game.cli.simulate as simulate

    real = simulate.make_bot

    def spy(level, seat, ruleset, seed, think_ms=None):
        given.append((seat, seed))
        return real(level, seat, ruleset, seed, think_ms)

    monkeypatch.setattr(simulate, "make_bot", spy)
    rules = get("exploding-kittens")
    config = rules.configure(3)
    for deal in (11, 12):
        play_game("exploding-kittens", config, ["easy"] * 3, deal, False, Tally(wins=[0] * 3), bot_seed=99)
    first, second = given[:3], given[3:]
    assert first == second == [(seat, derived_seed(99, "bot", seat)) for seat in range(3)]
