"""What one connection has been sent, and the update that brings it up to date.

The contract:
- `Stream.update(...)` is a pure function of what the seat may know (its redacted events, its
  view, the public pending decision, its own legal actions, the window's time left, the result,
  which of the events sent were a stand-in CPU's move for a person)
  and of what this stream sent before: it sends each thing only when it changed, a view as the
  fields that changed, legal actions only to a seat that is asked. The same inputs always give
  the same bytes, so a seat's bytes cannot depend on anything it may not see (the wire leak
  test drives `update` with states that differ only in another seat's hidden cards).
- A view is given as the record itself with the codec that encodes it: only the fields unequal
  to the last view sent are encoded and compared (a view's size grows with its game; what
  changes with an action does not). A field is sent exactly when its encoding differs from the
  one sent before, as if the whole view were encoded and compared. The codec may be a state's
  `codec.Shared`, so a part every seat's view holds is encoded once for all their streams: an
  encoding is never changed in place.
- `Stream.resume(...)` starts (or restarts) a connection that holds `last` events: the missing
  events, or a fresh view when that is shorter (or when `last` is not a number we sent).
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import is_
from typing import Any

from . import protocol
from .codec import Codec, Shared

_UNSENT = object()


class Stream:
    def __init__(self) -> None:
        self.sent = 0  # events sent: the `n` of every message
        self._view: dict[str, Any] | None = None  # the view as sent (encoded), field by field
        self._record: Any = None  # the view record it was encoded from
        self._pending: Any = _UNSENT
        self._legal: Any = _UNSENT
        self._deadline: Any = _UNSENT  # the window (its key) whose time was sent
        self._result: Any = _UNSENT

    def resume(self, last: int | None, total: int, events: Sequence[dict[str, Any]],
               send_events: bool) -> dict[str, Any]:
        """The first update's head for a connection holding `last` of `total` events: the seat's
        `events` from `last` on when `send_events` (and `last` is a number we could have sent),
        else a fresh view (the update then carries the whole view)."""
        self._view, self._record = None, None
        self._pending, self._legal, self._deadline, self._result = _UNSENT, _UNSENT, _UNSENT, _UNSENT
        self.sent = total
        if send_events and last is not None and 0 <= last <= total:
            return {"from": last, "events": list(events)}
        return {"fresh": True, "from": total, "events": []}

    @property
    def window_key(self) -> Any:
        """The key of the window whose time was last sent (None: none)."""
        return None if self._deadline is _UNSENT else self._deadline

    def update(self, total: int, new_events: Sequence[dict[str, Any]], view: Any, codec: Codec | Shared,
               pending: dict[str, Any] | None, legal: list[dict[str, Any]], window: tuple[Any, int | None],
               result: list[int] | None, head: dict[str, Any] | None = None,
               stand_ins: Sequence[list[int]] = ()) -> str | None:
        """The message that brings this connection up to date, or None if it has everything.

        `new_events` are the seat's events numbered `sent` to `total`; `view` is the seat's view
        record (None: none), encoded by `codec`; `window` is (the open window's key, its
        milliseconds left), or (None, None); `stand_ins` the moves a CPU made for a person among
        the events sent, each [seat, first event, end] (public: who moved)."""
        out: dict[str, Any] = dict(head or {})
        if "events" not in out and new_events:
            out["from"], out["events"] = self.sent, list(new_events)
        if out.get("events") and stand_ins:
            out["stand_ins"] = [list(s) for s in stand_ins]
        self.sent = total
        if view is not None:
            if self._view is None:
                out["view"] = self._view = codec.encode(view)
            else:
                changes = self._changes(view, codec)
                if changes:
                    out["changes"] = changes
            self._record = view
        if pending != self._pending:
            out["pending"] = self._pending = pending
        if legal != self._legal:
            out["legal"] = self._legal = legal
        key, left = window
        if key != self._deadline:
            self._deadline = key
            out["deadline_ms"] = left
        if result != self._result and result is not None:
            out["result"] = self._result = result
        if not out:
            return None
        return protocol.write("update", n=self.sent, **out)


    def _changes(self, view: Any, codec: Codec | Shared) -> dict[str, Any]:
        """The encoded fields of `view` that differ from the view sent, which takes them."""
        sent, before, names = self._view, self._record, codec.field_names(view)
        assert sent is not None
        if names is None or type(before) is not type(view):  # not a record: the whole view, compared
            encoded = codec.encode(view)
            changes = {k: v for k, v in encoded.items() if not same(sent.get(k, _UNSENT), v)}
        else:
            changes = {}
            for name in names:
                value = getattr(view, name)
                if not same(value, getattr(before, name)):  # the same values encode alike: nothing to send
                    field = codec.encode(value)
                    if not same(sent.get(name, _UNSENT), field):
                        changes[name] = field
        if changes:
            self._view = {**sent, **changes}
        return changes


def same(a: Any, b: Any) -> bool:
    """Whether `a` and `b` are equal and written alike: `==` alone holds for 0 and False, 1 and
    1.0, an IntEnum and its int, which are sent differently."""
    if a is b:
        return True
    kind = type(a)
    if kind is not type(b) or a != b:
        return False
    if kind is tuple or kind is list:  # (the same objects throughout, as a view's cards often are: no call each)
        return all(map(is_, a, b)) or all(map(same, a, b))
    if kind is dict:
        return all(same(v, b[k]) for k, v in a.items())
    return True
