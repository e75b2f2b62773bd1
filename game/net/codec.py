"""JSON for the records a seat is shown: its view and the pending decision.

The contract:
- `Codec(ruleset)` knows only the classes reachable from the game's view class through its
  type hints (dataclasses and enums; `Pending` and `DecisionKind` always): a whitelist built
  from our own code. Nothing read from the wire is ever used to find a class outside it.
- `encode(value)` gives plain JSON: a dataclass is `{"$": name, field: ...}`, an enum
  `{"$": name, "value": v}`, a frozenset `{"$set": [...]}` (sorted), a tuple a list.
- `decode(data)` rebuilds the same value (lists become tuples: views are immutable) and raises
  ValueError for a name outside the whitelist, a missing or extra field, or a bad shape.
- `decode(encode(v)) == v` for every view of every game (the tests check it over whole games).
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import typing
from typing import Any

from ..engine.pending import DecisionKind, Pending
from ..engine.ruleset import Ruleset

MAX_DEPTH = 12  # nesting accepted from the wire


def _reachable(root: type) -> dict[str, type]:
    """Every dataclass and enum reachable from `root` through type hints, by name."""
    found: dict[str, type] = {}
    todo: list[Any] = [root, Pending, DecisionKind]
    while todo:
        hint = todo.pop()
        if isinstance(hint, type) and (dataclasses.is_dataclass(hint) or issubclass(hint, enum.Enum)):
            if found.get(hint.__name__, hint) is not hint:
                raise TypeError(f"two classes named {hint.__name__} in one view")
            if hint.__name__ in found:
                continue
            found[hint.__name__] = hint
            if dataclasses.is_dataclass(hint):
                todo += typing.get_type_hints(hint).values()
        else:
            todo += typing.get_args(hint)
    return found


def view_class(ruleset: Ruleset) -> type:
    """The class of `ruleset`'s views (found from a view of a freshly dealt table)."""
    config = ruleset.configure(ruleset.info.min_players, {})
    return type(ruleset.view(ruleset.initial_state(config, 0), 0))


class Codec:
    """Encodes and decodes one game's views and pending decisions."""

    def __init__(self, ruleset: Ruleset):
        self.classes = _reachable(view_class(ruleset))
        self._fields = {name: tuple(f.name for f in dataclasses.fields(cls))
                        for name, cls in self.classes.items() if dataclasses.is_dataclass(cls)}
        self._records = {self.classes[name]: (name, fields) for name, fields in self._fields.items()}

    def encode(self, value: Any) -> Any:
        kind = type(value)
        if kind in _PLAIN:
            return value
        record = self._records.get(kind)  # the most common: a record of the view, by its class
        if record is not None:
            out = {"$": record[0]}
            for name in record[1]:
                field = getattr(value, name)
                out[name] = field if type(field) in _PLAIN else self.encode(field)
            return out
        if kind is tuple or kind is list:
            if all(type(v) in _PLAIN for v in value):  # most of a view: cards, counts, flags
                return list(value)
            return [self.encode(v) for v in value]
        if isinstance(value, enum.Enum):
            return {"$": kind.__name__, "value": value.value}
        if isinstance(value, frozenset | set):
            return {"$set": sorted((self.encode(v) for v in value), key=repr)}
        raise TypeError(f"cannot send a {kind.__name__}")

    def field_names(self, value: Any) -> tuple[str, ...] | None:
        """The fields `encode` writes for a record of the view (in order), or None for any other value."""
        record = self._records.get(type(value))
        return record[1] if record is not None else None

    def decode(self, data: Any, depth: int = 0) -> Any:
        if depth > MAX_DEPTH:
            raise ValueError("nested too deep")
        if data is None or isinstance(data, bool | int | float | str):
            return data
        if isinstance(data, list):
            return tuple(self.decode(v, depth + 1) for v in data)
        if not isinstance(data, dict):
            raise ValueError("not a JSON value")
        if set(data) == {"$set"} and isinstance(data["$set"], list):
            return frozenset(self.decode(v, depth + 1) for v in data["$set"])
        name = data.get("$")
        cls = self.classes.get(name) if isinstance(name, str) else None
        if cls is None:
            raise ValueError(f"not a known record: {str(name)[:40]}")
        if issubclass(cls, enum.Enum):
            if set(data) != {"$", "value"}:
                raise ValueError(f"{name}: malformed")
            return cls(data["value"])
        names = self._fields[name]
        if set(data) != {"$", *names}:
            raise ValueError(f"{name}: fields differ")
        return cls(*(self.decode(data[f], depth + 1) for f in names))


_PLAIN = frozenset({str, int, bool, float, type(None)})


class Shared:
    """One state's encodings of the objects its seats' views share, each made once.

    The rules give every seat's view of a state the same object for a part they all see alike
    (the pending decision, a fight, the discard pile): encoded here, it is encoded once for
    every connection sent it, not once per connection. Every object encoded is kept while this
    is, so its `id` names no other; views are immutable, so an object's encoding never changes.
    The table makes a new one for each state, so it holds one state's parts."""

    def __init__(self, codec: Codec):
        self.codec = codec
        self.field_names = codec.field_names
        self._encoded: dict[int, tuple[Any, Any]] = {}

    def encode(self, value: Any) -> Any:
        if type(value) in _PLAIN:
            return value
        done = self._encoded.get(id(value))
        if done is None:
            done = self._encoded[id(value)] = (value, self.codec.encode(value))
        return done[1]


@functools.cache
def codec_for(ruleset: Ruleset) -> Codec:
    """The one codec of `ruleset`'s game (building one reads every type hint: done once)."""
    return Codec(ruleset)
