"""Checks shared by every command-line flag: each bad value gets one clear line, never a traceback.

The `argparse` type functions raise `ArgumentTypeError` (the parser turns it into one line and
exit 2); `seat_levels` raises `ConfigError` (the same one line and exit 2 from `main`).
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable, Sequence

from ..engine.errors import ConfigError
from ..i18n import _, ngettext

MAX_PLAYERS = 99  # far above any game's table; each game then says its own range
MAX_GAMES = 10_000_000
MAX_TABLES = 10_000  # serve's --tables
MAX_JOBS = 256
MAX_SEED = 2**64 - 1
THINK_MS = (10.0, 60_000.0)  # Hard's time per decision: a hundredth of a second to a minute
SHOWN = 40  # characters of a bad value quoted back



def error_line(message: str) -> str:
    """A command's one line saying why it stops."""
    # TRANSLATORS: a command-line error line; {message} says what is wrong.
    return _("error: {message}").format(message=message)


def shown(text: str) -> str:
    """`text` quoted for a message, cut short if long, so the message stays one short line."""
    text = text.encode("unicode_escape").decode("ascii")
    return repr(text if len(text) <= SHOWN else text[:SHOWN] + "...")


def whole(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from `low` to `high`."""

    def parse(text: str) -> int:
        stripped = text.strip()
        digits = stripped[1:] if stripped[:1] in "+-" else stripped
        if not digits.isdigit() or not digits.isascii():
            raise argparse.ArgumentTypeError(_("{value} is not a whole number").format(value=shown(text)))
        if len(digits) > len(str(high)) + 1 or not low <= int(stripped) <= high:
            raise argparse.ArgumentTypeError(_("{value} is not from {low} to {high}").format(
                value=shown(text), low=low, high=high))
        return int(stripped)

    return parse


def think_ms(text: str) -> float:
    """An argparse type: Hard's thinking time per decision, finite and within THINK_MS."""
    low, high = THINK_MS
    try:
        value = float(text)
    except ValueError:
        message = _("{value} is not a number of milliseconds").format(value=shown(text))
        raise argparse.ArgumentTypeError(message) from None
    if not math.isfinite(value) or not low <= value <= high:
        raise argparse.ArgumentTypeError(_("{value} ms is not from {low} to {high}").format(
            value=shown(text), low=f"{low:g}", high=f"{high:g}"))
    return value


def option_pair(text: str) -> tuple[str, str]:
    """An argparse type: NAME=VALUE, both kept as text; the game reads VALUE by the option's kind."""
    name, sep, value = text.partition("=")
    if not sep or not name or not value:
        raise argparse.ArgumentTypeError(_("{value} is not NAME=VALUE").format(value=shown(text)))
    return name, value


def unknown_level(name: str, levels: Sequence[str]) -> str:
    """The refusal of a CPU level no game knows."""
    # TRANSLATORS: {level} is what was typed; {levels} lists the CPU levels' ids (easy, medium, hard), kept in English.
    return _("unknown CPU level {level} (levels: {levels})").format(level=shown(name), levels=", ".join(levels))


def seat_levels(spec: str | None, players: int | None, default: str, levels: Sequence[str],
                default_players: int | None = None) -> list[str]:
    """A CPU level per seat from `spec` ("easy,hard,..." or one level for every seat).

    A spec naming several seats sets the player count; `players`, when given too, must agree.
    Otherwise there are `players` seats (or `default_players`), each at the one level named,
    or at `default` without a spec. Every level must be one of `levels`.
    """
    names = [part.strip().lower() for part in (spec or "").split(",") if part.strip()]
    if spec is not None and not names:
        raise ConfigError(_("--seats names no CPU level"))
    for name in names:
        if name not in levels:
            raise ConfigError(unknown_level(name, levels))
    if len(names) > 1:
        if players is not None and players != len(names):
            raise ConfigError(ngettext("--seats names {n} seat but --players says {players}",
                                       "--seats names {n} seats but --players says {players}",
                                       len(names)).format(n=len(names), players=players))
        return names
    players = default_players if players is None else players
    if players is None:
        raise ConfigError(_("give --players, or --seats with a CPU level for each seat"))
    return (names or [default]) * players
