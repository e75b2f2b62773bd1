"""Why something was refused or ended at a network table: an id and a few numbers, never words.

The contract:
- `REASONS` is the one table: an id -> its English sentence with named placeholders (marked for
  translation), the placeholders' kinds, and whether a `bye` for it is final. What crosses the
  wire (`error`, `bye`, `ack`, a refused handshake's HTTP body) is only the id and its parameters
  (`Why.fields`); each side makes the words from them in its own reader's language, when they are
  shown (`str(why)`, or `words(why)`). A German host and a Spanish joiner read the same refusal
  each in their own language.
- What a host sends is untrusted: `from_wire` keeps an id only if the table has it and it may
  come from a host (`wire`), with exactly its parameters, each of its kind and within bounds (a
  name is cleaned as a typed name is); anything else is `GENERIC`, a sentence of our own. Text the
  host sent is never shown as a message, only as a name in a placeholder.
- A reason made here (the host cannot be reached, a damaged invite) is a `Why` too, made in a
  thread and put into words on the screen's, so a change of language shows at once.
- `Refusal` is the exception that carries a `Why` (a ValueError: `str(exc)` is its words).
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import Any

from ..i18n import N_, _, format_number, ngettext
from ..names import clean_name

ID = re.compile(r"[a-z][a-z0-9_]{0,39}")
WORD = re.compile(r"[a-z_]{1,20}")  # a message type or a field's name, as a placeholder
NAME_MAX = 24  # characters of a player's name (protocol.NAME_MAX)
TEXT_MAX = 200  # characters of a local reason's text (an address as typed): never read off the wire
PARAMS_MAX = 4
BODY_MAX = 1000  # bytes of a refused handshake's body that are read

Value = int | float | str


def _count(v: Any) -> bool:
    return type(v) is int and 0 <= v <= 10_000_000


def _seconds(v: Any) -> bool:
    return type(v) in (int, float) and math.isfinite(v) and 0 <= v <= 1_000_000


def _seat(v: Any) -> bool:
    return type(v) is int and 1 <= v <= 16


def _name(v: Any) -> bool:
    return isinstance(v, str) and 1 <= len(v) <= NAME_MAX and clean_name(v, limit=NAME_MAX) == v


def _word(v: Any) -> bool:
    return isinstance(v, str) and WORD.fullmatch(v) is not None


def _text(v: Any) -> bool:
    return isinstance(v, str) and len(v) <= TEXT_MAX


KINDS: dict[str, Callable[[Any], bool]] = {"count": _count, "seconds": _seconds, "seat": _seat, "name": _name,
                                           "word": _word, "text": _text}
WIRE_KINDS = frozenset(KINDS) - {"text"}  # what a host may send as a parameter


@dataclass(frozen=True, slots=True)
class Reason:
    """One entry of the table: its sentence, or for a sentence with a count its `plural` forms (a
    function calling ngettext, so Babel sees both), its placeholders' kinds, and its flags."""

    message: str = ""  # marked with N_ (English), or "" when `plural` makes it
    params: tuple[tuple[str, str], ...] = ()  # (placeholder, kind in KINDS)
    plural: Callable[[int], str] | None = None  # count -> the sentence's form for it
    count: str = ""  # the placeholder whose number chooses the plural form
    wire: bool = True  # may come from a host (else only ever made on this side)
    final: bool = False  # a `bye` for it ends the seat's connection for good (no reconnecting)


def _p(*pairs: str) -> tuple[tuple[str, str], ...]:
    """("seat:seat", "name:name") -> (("seat", "seat"), ("name", "name"))."""
    return tuple(tuple(p.split(":")) for p in pairs)  # type: ignore[misc]


def _per_address(n: int) -> str:
    return ngettext("Too many connections from your address (at most {most} at once): close one and try again.",
                    "Too many connections from your address (at most {most} at once): close one and try again.", n)


def _join_rate(n: int) -> str:
    return ngettext("Too many join attempts from your address (at most {most} a minute): try again in {seconds} "
                    "second.",
                    "Too many join attempts from your address (at most {most} a minute): try again in {seconds} "
                    "seconds.", n)


def _create_rate(n: int) -> str:
    return ngettext("This server opens at most {most} tables an hour for one address: try again in {minutes} "
                    "minute.",
                    "This server opens at most {most} tables an hour for one address: try again in {minutes} "
                    "minutes.", n)


def _watchers(n: int) -> str:
    return ngettext("This table has {most} watcher already, the most it takes.",
                    "This table has {most} watchers already, the most it takes.", n)


def _resyncs(n: int) -> str:
    return ngettext("too many resyncs: at most one every {seconds} second",
                    "too many resyncs: at most one every {seconds} seconds", n)


def _reactions(n: int) -> str:
    return ngettext("too many reactions: one every {seconds} second",
                    "too many reactions: one every {seconds} seconds", n)


REASONS: dict[str, Reason] = {
    # The fallback: an id this app does not know (a newer host's), or one that came malformed.
    "refused": Reason(N_("the host refused that")),
    # A message that breaks the protocol (a client's fault: its writer reads these).
    "not_object": Reason(N_("a message must be a JSON object")),
    "version": Reason(N_("this host speaks version {version} of the protocol"), _p("version:count")),
    "unknown_type": Reason(N_("unknown message type")),
    # TRANSLATORS: {kind} is a message type of the protocol and {field} a field's name, both as written in code.
    "unknown_field": Reason(N_("{kind}: unknown field {field}"), _p("kind:word", "field:word")),
    "missing_field": Reason(N_("{kind}: missing field {field}"), _p("kind:word", "field:word")),
    "bad_field": Reason(N_("{kind}: bad field {field}"), _p("kind:word", "field:word")),
    "too_long": Reason(N_("message too long")),
    "not_json": Reason(N_("not JSON")),
    "hello_first": Reason(N_("say hello first")),
    # TRANSLATORS: {kind} is a message type of the protocol ("hello", "create"), as written in code.
    "comes_first": Reason(N_("{kind} only comes first"), _p("kind:word")),
    "host_failed": Reason(N_("the host could not handle that message")),
    "too_many_bad": Reason(N_("too many bad messages")),
    "too_many_messages": Reason(N_("too many messages")),
    "too_slow": Reason(N_("too slow to keep up")),
    "nothing_said": Reason(N_("nothing said in time: send hello first")),
    "goodbye": Reason(N_("goodbye")),
    # Joining and watching.
    "no_table": Reason(N_("no table has that code here")),
    # (a client that did not state the table's route, to a server of several workers: an app from before them)
    "update_app": Reason(N_("this server needs a newer Nine Lives to join its tables: update the app")),
    "seats_shown": Reason(N_("that is the table's seats")),
    "wrong_token": Reason(N_("that seat's token is not this one")),
    "you_left": Reason(N_("you left this table; a CPU plays your seat now")),
    "no_free_seat": Reason(N_("no seat is free at this table")),
    "seat_cpu": Reason(N_("seat {seat} is not free (a CPU plays it): choose another"), _p("seat:seat")),
    "seat_taken": Reason(N_("seat {seat} is not free ({name} has it): choose another"), _p("seat:seat", "name:name")),
    "seat_kept": Reason(N_("seat {seat} is not free: it is kept for a person at the table"), _p("seat:seat")),
    "seat_not_free": Reason(N_("seat {seat} is not free"), _p("seat:seat")),
    "watchers_full": Reason(params=_p("most:count"), plural=_watchers, count="most"),
    "newer_connection": Reason(N_("your seat was taken up by a newer connection"), final=True),
    "left": Reason(N_("you left the table"), final=True),
    "game_over": Reason(N_("the game is over"), final=True),
    "table_closed": Reason(N_("the host closed the table"), final=True),
    # Playing.
    "watcher_cannot_act": Reason(N_("a watcher cannot act")),
    "not_an_action": Reason(N_("that is not a move of this game")),
    "not_allowed": Reason(N_("that move is not allowed now")),
    "not_begun": Reason(N_("the game has not begun: the host starts it")),
    "cpu_plays": Reason(N_("a CPU plays this seat now")),
    "moved_on": Reason(N_("the table has moved on since")),
    "too_late": Reason(N_("too late: the window had closed for you")),
    "too_many_resyncs": Reason(params=_p("seconds:seconds"), plural=_resyncs, count="seconds"),
    "watcher_cannot_react": Reason(N_("a watcher cannot react: only the seats can")),
    "too_many_reactions": Reason(params=_p("seconds:seconds"), plural=_reactions, count="seconds"),
    # A table's creator (create, seat, start, close).
    "wrong_password": Reason(N_("this host does not open tables for that password")),
    "one_name_a_seat": Reason(N_("a new table needs one name for each seat")),
    "bad_table": Reason(N_("this host cannot open that table: its game, seats or options are not ones it knows")),
    "table_opened": Reason(N_("table opened")),
    "not_creator": Reason(N_("only the person who opened this table may do that")),
    "already_begun": Reason(N_("the game has already begun")),
    "begun": Reason(N_("the game has begun")),
    "seats_fixed": Reason(N_("the game has begun: its seats are as they are")),
    "persons_seat": Reason(N_("seat {seat} is a person's"), _p("seat:seat")),
    "unknown_kind": Reason(N_("that is not a kind of seat")),
    "no_such_seat": Reason(N_("no such seat")),
    "seat_changed": Reason(N_("the seat is changed")),
    "table_ended": Reason(N_("the table is closed")),
    # The server's limits (also the body of a handshake refused with HTTP 429 or 503).
    "server_full": Reason(N_("This server is full: try again in a few minutes.")),
    "per_address": Reason(params=_p("most:count"), plural=_per_address, count="most"),
    "join_rate": Reason(params=_p("most:count", "seconds:count"), plural=_join_rate, count="seconds"),
    "create_rate": Reason(params=_p("most:count", "minutes:count"), plural=_create_rate, count="minutes"),
    # Made on this side: the way to the host or server.
    "unreachable": Reason(N_("the host cannot be reached"), wire=False),
    "server_unreachable": Reason(N_("the server cannot be reached"), wire=False),
    "no_answer": Reason(N_("the host did not answer"), wire=False),
    "unreadable": Reason(N_("the host sent something unreadable"), wire=False),
    "server_unreadable": Reason(N_("the server sent something unreadable"), wire=False),
    "server_misunderstood": Reason(N_("the server answered with something this app did not ask for"), wire=False),
    "unconfirmed": Reason(N_("the connection dropped before the host confirmed it"), wire=False),
    "closed": Reason(N_("the connection was closed here"), wire=False),
    # TRANSLATORS: {address} is an address as typed, such as 192.168.1.20:8766.
    "not_an_address": Reason(N_("not an address: {address}"), _p("address:text"), wire=False),
    "not_a_server": Reason(N_("that is not a server's address ({address})"), _p("address:text"), wire=False),
    "type_address": Reason(N_("type the server's address first"), wire=False),
    # TRANSLATORS: {status} is an HTTP status number, such as 403.
    "turned_away": Reason(N_("the server turned the connection away (HTTP {status})"), _p("status:count"), wire=False),
    "server_busy": Reason(N_("the server is full: try again later"), wire=False),
    "not_the_server": Reason(N_("this is not the server the invite names (its certificate is not the one the invite "
                                "holds)"), wire=False),
    "not_tls": Reason(N_("the host does not speak TLS: a host started with --no-tls is joined with a ws:// address"),
                      wire=False),
    "plain_to_tls": Reason(N_("the host did not answer in plain ws://: it speaks TLS, so join with its invite"),
                           wire=False),
    # A damaged invite (game/net/invite.py). TRANSLATORS: {example} is an invite, written as in code.
    "invite_too_long": Reason(N_("that is too long for an invite (an invite looks like {example})"),
                              _p("example:text"), wire=False),
    # TRANSLATORS: {scheme} is "ninelives" and {example} an invite, both written as in code.
    "invite_scheme": Reason(N_("an invite begins with {scheme}:// (for example {example})"),
                            _p("scheme:text", "example:text"), wire=False),
    "invite_port": Reason(N_("the invite's port is not a number from 1 to 65535"), wire=False),
    "invite_host": Reason(N_("the invite has no host address after ninelives://"), wire=False),
    "invite_code": Reason(N_("the invite's join code is not three groups of four letters and digits"), wire=False),
    "invite_fingerprint": Reason(N_("the invite's fingerprint is damaged: after #sha256= come 64 letters a-f and "
                                    "digits"), wire=False),
    "invite_more": Reason(N_("the invite has more in it than a host, a port, a code and a fingerprint"), wire=False),
}


@dataclass(frozen=True, slots=True)
class Why:
    """One reason with its parameters: `str()` (or a format) makes its words in the current
    language; `fields()` is what the wire carries."""

    id: str
    params: tuple[tuple[str, Value], ...] = ()

    def __str__(self) -> str:
        return words(self)

    def __format__(self, spec: str) -> str:
        return format(words(self), spec)

    def __bool__(self) -> bool:
        return True

    @property
    def final(self) -> bool:
        return REASONS[self.id].final

    def get(self, name: str) -> Value | None:
        return dict(self.params).get(name)

    def fields(self) -> dict[str, Any]:
        """The id and parameters as a message's fields (`why`, and `params` when there are any)."""
        return {"why": self.id, "params": dict(self.params)} if self.params else {"why": self.id}

    def body(self) -> str:
        """The id and parameters as a refused handshake's HTTP body (JSON, one line)."""
        return json.dumps(self.fields(), separators=(",", ":")) + "\n"


def _fits(entry: Reason, params: dict[str, Any], kinds: Collection[str]) -> bool:
    """Whether `params` are exactly the entry's placeholders, each of its kind and that kind one of `kinds`."""
    names = dict(entry.params)
    return set(params) == set(names) and all(names[k] in kinds and KINDS[names[k]](v) for k, v in params.items())


def why(reason_id: str, **params: Value) -> Why:
    """The reason `reason_id` with its parameters (a programming error when they are not its own)."""
    entry = REASONS[reason_id]
    if not _fits(entry, params, KINDS):
        raise ValueError(f"reason {reason_id!r} takes {sorted(dict(entry.params))}, not {params!r}")
    return Why(reason_id, tuple(sorted(params.items())))


GENERIC = why("refused")
UNREACHABLE = why("unreachable")  # the host cannot be reached (it may come back: nothing was refused)
TAKEN_MEANWHILE = frozenset({"seat_taken", "seat_cpu"})  # a seat shown free was taken since: choose another


def from_wire(reason_id: Any, params: Any = None) -> Why:
    """The reason a host sent, if this table has it, may come from a host and has exactly its
    parameters of their kinds; else `GENERIC` (never the host's own text as a message)."""
    entry = REASONS.get(reason_id) if isinstance(reason_id, str) else None
    params = {} if params is None else params
    if entry is None or not entry.wire or not isinstance(params, dict):
        return GENERIC
    if not _fits(entry, params, WIRE_KINDS):
        return GENERIC
    return Why(reason_id, tuple(sorted(params.items())))


def from_body(body: bytes | None) -> Why | None:
    """The reason in a refused handshake's HTTP body (`Why.body`), or None when it holds none."""
    try:
        data = json.loads((body or b"")[:BODY_MAX])
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or "why" not in data:
        return None
    return from_wire(data.get("why"), data.get("params"))


def is_id(value: Any) -> bool:
    """A reason's id as the protocol takes it (the table decides later whether it knows it)."""
    return isinstance(value, str) and ID.fullmatch(value) is not None


def are_params(value: Any) -> bool:
    """A reason's parameters as the protocol takes them: a few, named, each a bounded number or text."""
    return isinstance(value, dict) and len(value) <= PARAMS_MAX and all(
        isinstance(k, str) and WORD.fullmatch(k) is not None and (
            _count(v) or _seconds(v) or (isinstance(v, str) and len(v) <= NAME_MAX * 2))
        for k, v in value.items())


def _shown(value: Value, kind: str) -> str:
    if kind in ("count", "seconds", "seat"):
        return format_number(value)  # type: ignore[arg-type]
    return str(value)


def _form(value: Value) -> int:
    """The number that chooses a plural form: a whole number as itself, a fraction as many."""
    return int(value) if float(value).is_integer() else 2  # type: ignore[arg-type]


def words(reason: Why) -> str:
    """The reason's sentence in the current language, its placeholders filled."""
    entry = REASONS.get(reason.id, REASONS["refused"])
    values = dict(reason.params)
    kinds = dict(entry.params)
    text = entry.plural(_form(values[entry.count])) if entry.plural is not None else _(entry.message)
    return text.format(**{k: _shown(v, kinds[k]) for k, v in values.items()})


class Refusal(ValueError):
    """Something refused, for a reason (`why`); `str()` is its words in the current language."""

    def __init__(self, reason: Why):
        super().__init__(reason.id)
        self.why = reason

    def __str__(self) -> str:
        return words(self.why)

