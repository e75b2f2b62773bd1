"""Each game family's table kit, found by convention: `game/ui/games/<family>/kit.py` exports `KIT`
(see `game.ui.table.kit` for what a kit gives). Nothing here names a family; `register_kit`
adds a kit from elsewhere (the tests' toy games)."""

from __future__ import annotations

from ...engine import ConfigError, Ruleset, all_games
from ...engine.registry import family_module
from ...i18n import _
from ..table.kit import TableKit

_REGISTERED: dict[str, TableKit] = {}


class NoTableKit(ConfigError):
    """A game the app cannot show: its family has no table kit."""


def register_kit(family: str, kit: TableKit) -> None:
    """The table kit of a family that is not under game/ui/games (a test's own game)."""
    _REGISTERED[family] = kit


def kit_for(ruleset: Ruleset) -> TableKit:
    """The table kit of `ruleset`'s family; NoTableKit (one line for the player) if it has none."""
    family = ruleset.info.family
    if family in _REGISTERED:
        return _REGISTERED[family]
    kit = getattr(family_module(__package__, family, "kit"), "KIT", None)
    if kit is None:
        raise NoTableKit(_("{game} cannot be played at the table yet (no table kit)").format(game=_(ruleset.info.name)))
    _REGISTERED[family] = kit
    return kit


def has_kit(ruleset: Ruleset) -> bool:
    try:
        kit_for(ruleset)
    except NoTableKit:
        return False
    return True


def load_kits() -> list[TableKit]:
    """The kits of every registered game that has one (their card art registers with them)."""
    return [kit_for(r) for r in all_games() if has_kit(r)]


def quick_game() -> tuple[str, dict]:
    """The title's Quick game: (game id, table options), the first registered game whose kit offers one."""
    for ruleset in all_games():
        quick = kit_for(ruleset).quick if has_kit(ruleset) else None
        if quick is not None:
            return quick
    raise NoTableKit(_("No game offers a Quick game"))
