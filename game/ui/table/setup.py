"""Starting a table: the quick game, a new game from the setup screen, or the autosave."""

from __future__ import annotations

from collections.abc import Sequence

from ...ai.seeds import fresh_seed
from ...engine import Match, OptionValue, get
from ...saves import Seat
from ..games import kit_for, quick_game

QUICK_GAME, _QUICK_OPTIONS = quick_game()  # the family kits say which game the Quick game is


def new_match(game_id: str, seats: Sequence[Seat], options: dict[str, OptionValue], seed: int | None = None) -> Match:
    """A freshly dealt match (raises ConfigError for a table the rules refuse, or a game with no
    table kit)."""
    ruleset = get(game_id)
    kit_for(ruleset)
    config = ruleset.configure(len(seats), dict(options))
    return Match(ruleset, config, fresh_seed() if seed is None else seed)


def quick_seats(player_name: str) -> list[Seat]:
    """Seed 001's table: you plus three Medium CPUs."""
    return [Seat(player_name, "human"), Seat("Mittens", "medium"), Seat("Biscuit", "medium"), Seat("Pickles", "medium")]


def quick_options() -> dict[str, OptionValue]:
    return dict(_QUICK_OPTIONS)
