"""Scenario files for Herding Cats: the table keys and expectations docs/scenarios.md gives.

A table: `hands` (one list per seat, in the holder's order), and optionally `herds` (face down),
`herds_up` (face up), `discards` and `removed` (one list per seat each) and `first`. Every hand,
with that seat's removed cards, must come from one player's own 9-card deck.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import partial
from typing import Any

from ...engine.errors import ConfigError
from ...engine.events import Event
from ...engine.ruleset import GameConfig
from ...i18n import _, format_number, ngettext
from . import events as ev
from .cards import ORDER, deck
from .scoring import score
from .state import OVER, HerdingState

TABLE_KEYS = frozenset({"herds", "herds_up", "discards"})


def _rows(value: Any, players: int) -> bool:
    return isinstance(value, list) and len(value) == players and all(
        isinstance(r, list) and all(isinstance(c, str) for c in r) for r in value)


def _numbers(value: Any, players: int) -> bool:
    return isinstance(value, list) and len(value) == players and all(
        isinstance(v, int) and not isinstance(v, bool) for v in value)


def _seats(value: Any, players: int) -> bool:
    return isinstance(value, list) and all(
        isinstance(v, int) and not isinstance(v, bool) and 0 <= v < players for v in value)


def expectations(players: int) -> dict[str, tuple[Callable[[Any], bool], str]]:
    """The expectations Herding Cats adds, each with its check and the words for it."""
    n = format_number(players)
    return {
        "herds": (partial(_rows, players=players),
                  _("a list of {n} lists of card ids, one per seat, each in card-list order (face down)").format(n=n)),
        "herds_up": (partial(_rows, players=players),
                     _("a list of {n} lists of card ids, one per seat (face up, in the order they turned)").format(
                         n=n)),
        "discards": (partial(_rows, players=players),
                     _("a list of {n} lists of card ids, one per seat, oldest first").format(n=n)),
        "scores": (partial(_numbers, players=players),
                   ngettext("a list of {n} whole number", "a list of {n} whole numbers", players).format(n=n)),
        "winners": (partial(_seats, players=players), _("a list of seats")),
    }


def in_card_order(cards: list[str]) -> list[str]:
    return sorted(cards, key=ORDER.index)


def _cards(key: str, value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise ConfigError(_("'{key}' must be a list of card ids").format(key=key))
    unknown = sorted(set(value) - set(ORDER))
    if unknown:
        shown = ", ".join(c[:40] for c in unknown[:5])
        raise ConfigError(ngettext("'{key}' has an unknown card id: {shown} (cards: {cards})",
                                   "'{key}' has unknown card ids: {shown} (cards: {cards})", len(unknown)).format(
            key=key, shown=shown, cards=", ".join(ORDER)))
    return tuple(value)


def _per_seat(data: dict[str, Any], key: str, players: int, default: Any) -> tuple[tuple[str, ...], ...]:
    value = data.get(key, default)
    if not isinstance(value, list) or len(value) != players:
        raise ConfigError(_("'{key}' must list one list of card ids for each of the {n} seats").format(
            key=key, n=format_number(players)))
    return tuple(_cards(f"{key}[{i}]", row) for i, row in enumerate(value))


def scenario_setup(config: GameConfig, data: dict[str, Any]) -> list[Event]:
    """The table a scenario file describes, as a Dealt event (raises ConfigError)."""
    n = config.players
    if data.get("custom_deck", False) is not False:
        raise ConfigError(_("'custom_deck' is not for Herding Cats: every hand comes from its player's own deck"))
    if data.get("draw", []) != [] or "discard" in data:
        raise ConfigError(_("Herding Cats has no draw pile: 'draw' is [] and piles are 'discards', one per seat"))
    hands = _per_seat(data, "hands", n, None)
    empty = [[] for _seat in range(n)]
    herds = _per_seat(data, "herds", n, empty)
    herds_up = _per_seat(data, "herds_up", n, empty)
    discards = _per_seat(data, "discards", n, empty)
    removed = _removed(data, hands, n)
    first = data.get("first", 0)
    if not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < n:
        raise ConfigError(_("'first' must be a seat from 0 to {last}").format(last=n - 1))
    if not all(hands):
        raise ConfigError(_("every hand needs a card: a turn never begins with an empty hand"))
    return [ev.Dealt(hands, removed, first, herds, herds_up, discards)]


def _removed(data: dict[str, Any], hands: tuple[tuple[str, ...], ...], n: int) -> tuple[tuple[str, ...], ...]:
    """Each seat's 2 removed cards: as given, else the first 2 of its deck not in its hand (in
    the card list's order). A hand and its removed cards must fit in one player's deck."""
    given = _per_seat(data, "removed", n, [None] * n) if "removed" in data else None
    out = []
    for seat, hand in enumerate(hands):
        spare = deck() - Counter(hand)
        if Counter(hand) - deck():
            raise ConfigError(_("hand {seat} holds more than one player's deck has: {extra}").format(
                seat=seat, extra=dict(Counter(hand) - deck())))
        if given is None:
            rest = [c for c in ORDER for _i in range(spare[c])]
            if len(rest) < 2:
                raise ConfigError(_("hand {seat} leaves fewer than 2 cards of its deck to remove").format(seat=seat))
            out.append(tuple(rest[:2]))
            continue
        mine = given[seat]
        if len(mine) != 2 or Counter(mine) - spare:
            raise ConfigError(_("removed[{seat}] must be 2 cards of that player's deck not in its hand").format(
                seat=seat))
        out.append(mine)
    return tuple(out)


def scenario_facts(state: HerdingState) -> dict[str, Any]:
    """What a scenario may expect. `scores` are the full values now (final once over)."""
    n = state.players
    herds = [state.herd_down[p] + state.herd_up[p] for p in range(n)]
    scores = state.scores if state.phase == OVER else tuple(score(herds[p], len(state.hands[p])) for p in range(n))
    return {
        "hands": [list(h) for h in state.hands], "hand_counts": [len(h) for h in state.hands],
        "herds": [in_card_order(h) for h in state.herd_down], "herds_up": [list(h) for h in state.herd_up],
        "discards": [list(d) for d in state.discards], "current": state.current,
        "scores": list(scores or ()), "winners": list(state.winners) if state.winners is not None else [],
    }
