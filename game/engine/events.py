"""Events: facts that happened, the only input of `evolve`.

Every event says who may see it in full. `seen_by(seat)` returns the event as that seat sees
it: itself, or a copy with the hidden parts blanked (None). Random outcomes are written into
events, so replaying a log needs no random numbers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields, replace
from functools import cache, lru_cache
from typing import Any, ClassVar, TypeVar

from ..i18n import _

E = TypeVar("E", bound="Event")

# Seat number used for "everything": the omniscient viewer (journal, replay, tests).
EVERYONE = -1


@dataclass(frozen=True, slots=True)
class Event:
    """Base of all events. Public unless a subclass names its audience and hidden fields."""

    # Fields blanked for seats outside the audience.
    hidden: ClassVar[tuple[str, ...]] = ()
    # False for bookkeeping events the game log does not show (see `Ruleset.shown_in_log`).
    in_log: ClassVar[bool] = True

    def audience(self) -> frozenset[int] | None:
        """Seats that see the hidden fields; None means everyone."""
        return None

    def seen_by(self, seat: int) -> Event:
        """This event as `seat` sees it."""
        if seat == EVERYONE or not self.hidden:
            return self
        who = self.audience()
        if who is None or seat in who:
            return self
        return self.blanked()

    def blanked(self) -> Event:
        """A copy with every hidden field None (as a seat outside the audience sees it)."""
        cls = type(self)
        hidden = self.hidden
        names = _field_names(cls)
        if names is None:  # a class with fields that are not plain arguments
            return replace(self, **{name: None for name in hidden})
        return cls(*[None if name in hidden else getattr(self, name) for name in names])

    @property
    def kind(self) -> str:
        return type(self).__name__

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.kind}
        for name in _all_names(type(self)):
            out[name] = _jsonable(getattr(self, name))
        return out


@cache
def _all_names(cls: type) -> tuple[str, ...]:
    """Every field of `cls`, in order (read once per class: `fields` is slow)."""
    return tuple(f.name for f in fields(cls))


@cache
def _field_names(cls: type) -> tuple[str, ...] | None:
    """The fields `cls(...)` takes in order, or None if some field is not an argument."""
    found = fields(cls)
    return None if any(not f.init or f.kw_only for f in found) else tuple(f.name for f in found)


def interned(cls: type[E]) -> Callable[..., E]:
    """A constructor of `cls` that hands out one shared object per argument list: for small
    events that recur (a seat's pass, a turn's start). Events are immutable and compared by
    value, so a shared one is the same event; only hashable arguments may be given."""
    return lru_cache(maxsize=4096, typed=True)(cls)


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value


def _tupled(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    return value


def event_from_json(data: Any, types: dict[str, type[Event]]) -> Event:
    """Rebuild an event written by `Event.to_json`; raises ValueError on a malformed one."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str) or data["type"] not in types:
        raise ValueError(_("an event of no kind this game has"))
    cls = types[data["type"]]
    names = {f.name for f in fields(cls)}
    given = set(data) - {"type"}
    if given != names:
        extra, missing = ", ".join(sorted(map(str, given - names)))[:60], ", ".join(sorted(names - given))
        if extra and missing:
            # TRANSLATORS: {event} is an event's kind and {fields} names of its fields, as saved (never translated).
            text = _("event {event} has no field {extra}; lacks {missing}")
        else:
            text = _("event {event} has no field {extra}") if extra else _("event {event} lacks {missing}")
        raise ValueError(text.format(event=data["type"], extra=extra, missing=missing))
    return cls(**{name: _tupled(data[name]) for name in names})
