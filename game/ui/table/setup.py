"""Starting a table: the quick game, a new game from the setup screen, or the autosave."""

from __future__ import annotations

from collections.abc import Sequence

from ...ai.seeds import fresh_seed
from ...engine import Match, OptionValue, get
from ...saves import Seat

QUICK_GAME = "exploding-kittens"


def new_match(game_id: str, seats: Sequence[Seat], options: dict[str, OptionValue], seed: int | None = None) -> Match:
    """A freshly dealt match (raises ConfigError for a table the rules refuse)."""
    ruleset = get(game_id)
    config = ruleset.configure(len(seats), dict(options))
    return Match(ruleset, config, fresh_seed() if seed is None else seed)


def quick_seats(player_name: str) -> list[Seat]:
    """Seed 001's table: you plus three Medium CPUs."""
    return [Seat(player_name, "human"), Seat("Mittens", "medium"), Seat("Biscuit", "medium"), Seat("Pickles", "medium")]


def quick_options() -> dict[str, OptionValue]:
    return {"big_hands": True}
