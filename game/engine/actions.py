"""Actions: what a seat asks the engine to do.

One small, hashable record serves every game, so actions can be compared with the legal list,
used as search-tree keys, written into scenario scripts and saved as JSON.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from functools import cache
from typing import Any

from ..i18n import N_, _


@dataclass(frozen=True, slots=True, eq=False)
class Action:
    """A decision by one seat.

    `kind` names the decision ("play", "draw", "pass", ...); the other fields are its
    arguments, each optional: the cards used, a target seat, a named card, a pile position,
    an order of cards.
    """

    kind: str
    cards: tuple[str, ...] = ()
    target: int | None = None
    card: str | None = None
    position: int | None = None
    order: tuple[int, ...] = ()

    def __eq__(self, other: object) -> bool:
        """Field by field, as a dataclass compares, but the kind first and the same object at
        once: legal lists are searched for actions very often, and most differ in kind."""
        if self is other:
            return True
        if other.__class__ is not Action:
            return NotImplemented
        return (
            self.kind == other.kind and self.cards == other.cards and self.target == other.target  # type: ignore[attr-defined]
            and self.card == other.card and self.position == other.position and self.order == other.order  # type: ignore[attr-defined]
        )

    def __hash__(self) -> int:
        """The dataclass's own hash (so sets of actions keep their order)."""
        return hash((self.kind, self.cards, self.target, self.card, self.position, self.order))

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict holding only the fields that are set."""
        out: dict[str, Any] = {"kind": self.kind}
        for name in _names(type(self)):
            value = getattr(self, name)
            if value not in (None, ()):
                out[name] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_json(cls, data: Any) -> Action:
        """Build an action from `to_json` output; raises ValueError on a malformed one."""
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise ValueError(_("an action needs a 'kind' string (what it does)"))
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            # TRANSLATORS: {fields} are the names of an action's fields as sent (never translated).
            raise ValueError(_("unknown action fields: {fields}").format(
                fields=", ".join(sorted(map(str, unknown)))[:80]))
        args: dict[str, Any] = {"kind": data["kind"]}
        for key, kind, words in (("cards", str, N_("'{key}' must be a list of card ids")),
                                 ("order", int, N_("'{key}' must be a list of whole numbers"))):
            if key in data:
                if not isinstance(data[key], list) or not all(_is(v, kind) for v in data[key]):
                    raise ValueError(_(words).format(key=key))
                args[key] = tuple(data[key])
        for key, kind, words in (("target", int, N_("'{key}' must be a seat number")),
                                 ("position", int, N_("'{key}' must be a whole number")),
                                 ("card", str, N_("'{key}' must be a card id"))):
            if key in data:
                if not _is(data[key], kind):
                    raise ValueError(_(words).format(key=key))
                args[key] = data[key]
        return cls(**args)

    def __str__(self) -> str:
        parts = [self.kind]
        if self.cards:
            parts.append("+".join(self.cards))
        if self.target is not None:
            parts.append(f"@{self.target}")
        if self.card is not None:
            parts.append(f"card={self.card}")
        if self.position is not None:
            parts.append(f"pos={self.position}")
        if self.order:
            parts.append("order=" + ",".join(map(str, self.order)))
        return " ".join(parts)


def _is(value: Any, kind: type) -> bool:
    """`value` is a `kind` (a bool is no number)."""
    return isinstance(value, kind) and not isinstance(value, bool)


@cache
def _names(cls: type) -> tuple[str, ...]:
    """The fields `to_json` writes (every field but the first, `kind`), read once per class."""
    return tuple(f.name for f in fields(cls)[1:])
