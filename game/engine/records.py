"""Fast constructors for the engine's small immutable records.

A frozen dataclass's generated `__init__` sets each field through `object.__setattr__`,
which costs about as much as the rest of a playout step for records made on every step
(a recorded `Step`, the arbiter's `Move`, a game's play on the table, a seat's view). `maker(cls)` builds
a constructor that takes every field positionally and sets each slot directly: the same object
`cls(*values)` gives, made in about half the time.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any, TypeVar

T = TypeVar("T")


def maker(cls: type[T]) -> Callable[..., T]:
    """A constructor of frozen, slotted dataclass `cls` taking all its fields in order,
    positionally (no defaults, no `__post_init__`); the object equals `cls(*values)`."""
    if not hasattr(cls, "__slots__") or hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__} is not a slotted dataclass without __post_init__")
    names = [f.name for f in fields(cls)]
    scope: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    lines = [f"def make({', '.join(names)}):", "    obj = _new(_cls)"]
    for i, name in enumerate(names):
        scope[f"_set{i}"] = _slot(cls, name).__set__
        lines.append(f"    _set{i}(obj, {name})")
    lines.append("    return obj")
    exec("\n".join(lines), scope)  # code built from the class's own field names only
    make = scope["make"]
    make.__doc__ = f"`{cls.__name__}(...)`, every field given in order."
    return make


def _slot(cls: type, name: str) -> Any:
    """The slot descriptor of field `name`, from `cls` or the base class that declares it."""
    for base in cls.__mro__:
        if name in base.__dict__:
            return base.__dict__[name]
    raise TypeError(f"{cls.__name__} has no slot {name}")
