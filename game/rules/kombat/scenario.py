"""Scenario tables for Kombat Kittens: hands, piles, captured treasure (docs/scenarios.md)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from ...engine.errors import ConfigError
from ...engine.events import Event
from ...engine.ruleset import GameConfig
from ...i18n import _, ngettext
from . import events as ev
from .cards import DECK, DOG, score
from .state import KombatState


def _cards(key: str, value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise ConfigError(_("'{key}' must be a list of card ids").format(key=key))
    unknown = sorted(set(value) - set(DECK))
    if unknown:
        shown = ", ".join(c[:40] for c in unknown[:5])
        raise ConfigError(ngettext("'{key}' has an unknown card: {cards} (ids look like tabby_6 or dog)",
                                   "'{key}' has unknown cards: {cards} (ids look like tabby_6 or dog)",
                                   len(unknown)).format(key=key, cards=shown))
    return tuple(value)


def _per_seat(key: str, value: Any, players: int, default: Any = None) -> tuple[tuple[str, ...], ...]:
    if value is None and default is not None:
        return default
    if not isinstance(value, list) or len(value) != players:
        raise ConfigError(ngettext("'{key}' must list one list of cards for each of the {n} seats",
                                   "'{key}' must list one list of cards for each of the {n} seats",
                                   players).format(key=key, n=players))
    return tuple(_cards(f"{key}[{i}]", v) for i, v in enumerate(value))


def scenario_setup(config: GameConfig, data: dict[str, Any]) -> list[Event]:
    """The table a scenario file describes, as a Dealt event (ConfigError if it is bad).

    `removed` holds the Dogs kept for the second deck; `discard` is the Litter Box.
    """
    n = config.players
    hands = _per_seat("hands", data.get("hands"), n)
    treasure = _per_seat("treasure", data.get("treasure"), n, ((),) * n)
    draw = _cards("draw", data.get("draw"))
    litter = _cards("discard", data.get("discard", []))
    kept = _cards("removed", data.get("removed", []))
    first = data.get("first", 0)
    if not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < n:
        raise ConfigError(_("'first' must be a seat from 0 to {last}").format(last=n - 1))
    deck = data.get("deck", 1)
    if deck not in (1, 2) or isinstance(deck, bool):
        raise ConfigError(_("'deck' must be 1 or 2"))
    custom = data.get("custom_deck", False)
    if not isinstance(custom, bool):
        raise ConfigError(_("'custom_deck' must be true or false"))
    if not draw:
        raise ConfigError(_("'draw' is empty: a game in play always has a draw pile"))
    if any(c != DOG for c in kept):
        raise ConfigError(_("'removed' holds only the Dogs kept for the second deck"))
    if any(DOG in h for h in hands):
        raise ConfigError(_("a Dog is never in a hand: it is set aside when drawn"))
    table = Counter(draw) + Counter(litter) + Counter(kept)
    for zone in (*hands, *treasure):
        table.update(zone)
    if not custom:
        for card in sorted(table):
            if table[card] > DECK[card]:
                raise ConfigError(ngettext(
                    "{count} x {card} at the table, but the deck holds {n}; a table that is not from this "
                    "game's deck says \"custom_deck\": true",
                    "{count} x {card} at the table, but the deck holds {n}; a table that is not from this "
                    "game's deck says \"custom_deck\": true", DECK[card]).format(count=table[card], card=card,
                                                                                 n=DECK[card]))
    return [ev.Dealt(hands, draw, first, len(kept), litter, treasure, deck, bottom_dog=draw[-1] == DOG)]


def _seat_lists(value: Any, players: int) -> bool:
    return (isinstance(value, list) and len(value) == players
            and all(isinstance(v, list) and all(isinstance(c, str) for c in v) for v in value))


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def scenario_expectations(players: int) -> dict[str, tuple[Callable[[Any], bool], str]]:
    """The Kombat expectations: treasure (sorted, per seat), scores, deck, winners."""
    return {
        "treasure": (lambda v: _seat_lists(v, players),
                     ngettext("a list of {n} sorted lists of card ids", "a list of {n} sorted lists of card ids",
                              players).format(n=players)),
        "scores": (lambda v: isinstance(v, list) and len(v) == players and all(map(_whole, v)),
                   ngettext("a list of {n} whole number", "a list of {n} whole numbers", players).format(n=players)),
        "deck": (lambda v: v in (1, 2) and _whole(v), _("1 or 2")),
        "winners": (lambda v: isinstance(v, list) and all(_whole(s) and 0 <= s < players for s in v),
                    _("a list of seats")),
        "kept_dogs": (_whole, _("a whole number")),
        "dogs_aside": (_whole, _("a whole number")),
    }


def scenario_facts(state: KombatState) -> dict[str, Any]:
    return {
        "hands": [list(h) for h in state.hands], "hand_counts": [len(h) for h in state.hands],
        "draw": list(state.draw), "discard": list(state.litter), "current": state.current,
        "treasure": [sorted(t) for t in state.treasure],
        "scores": [score(t) for t in state.treasure], "deck": state.deck, "winners": list(state.winners),
        "kept_dogs": state.kept_dogs, "dogs_aside": state.dogs_aside,
    }
