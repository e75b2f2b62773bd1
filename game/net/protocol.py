"""The wire: versioned JSON messages between a host and its clients.

The contract:
- Every message is one JSON object with `"v": VERSION` and a `"type"` named in a schema
  table (`FROM_CLIENT` or `FROM_HOST`), each field checked by kind and size; `read` turns
  bytes into a checked message or raises `BadMessage` with its reason (for the error reply).
  Nothing read is ever used as a class, a file or code.
- Nothing on the wire is words: a refusal or a goodbye is a reason's id and numbers
  (reasons.py), which each side puts into words in its own reader's language.
- A client's messages are at most `CLIENT_LIMIT` bytes; the host's at most `HOST_LIMIT`.
- Every message from the host carries `n`, the number of events its seat has been sent.
- The transport (websockets) compresses each message (permessage-deflate, as the host sets it:
  `server_deflate`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..jsonbytes import compact_text
from . import reasons
from .reactions import is_reaction
from .reasons import Refusal, Why, why

if TYPE_CHECKING:  # (websockets is imported where a host serves: the title reads tickets without it)
    from websockets.extensions.permessage_deflate import ServerPerMessageDeflateFactory

VERSION = 2  # 2: refusals and goodbyes carry a reason's id and numbers (reasons.py), never words
CLIENT_LIMIT = 8 * 1024  # bytes of one message from a client
HOST_LIMIT = 16 * 1024 * 1024  # bytes of one message from the host (a resync of a long game)
DEFLATE_WINDOW_BITS = 12  # permessage-deflate's window each way, 2**12 bytes (websockets' server default)
DEFLATE_MEMORY_LEVEL = 3  # zlib's memLevel for what the host sends (websockets' default: 5)
NAME_MAX = 24  # characters of a player's name
CODE_MAX = 32  # characters of a join code as typed
TOKEN_MAX = 64
COUNT_MAX = 10_000_000  # event numbers, ids, times in ms
GAME_OVER = why("game_over")  # a `bye` reason: the host let the finished table go
TABLE_CLOSED = why("table_closed")  # a `bye` reason: its host closed it on purpose


def server_deflate() -> list[ServerPerMessageDeflateFactory]:
    """The host's permessage-deflate (its server's `extensions`): websockets' default for a server
    but for zlib's memLevel, `DEFLATE_MEMORY_LEVEL` rather than 5. memLevel sizes the compressor's
    hash table and its buffer of symbols (2**(memLevel+7) * 2 and 2**(memLevel+6) * 4 bytes), not
    its window, so each connection's compressor holds 12 KB less (26 KB, not 38) and a game's
    messages compress as small: 9,639 bytes per client per game against 9,638, compressed over
    16 clients' recorded games (a message of more than 512 symbols makes one more block). The
    windows stay 4 KB: at 2 KB a game's bytes would be half as many again."""
    from websockets.extensions.permessage_deflate import ServerPerMessageDeflateFactory

    return [ServerPerMessageDeflateFactory(server_max_window_bits=DEFLATE_WINDOW_BITS,
                                           client_max_window_bits=DEFLATE_WINDOW_BITS,
                                           compress_settings={"memLevel": DEFLATE_MEMORY_LEVEL})]


class BadMessage(Refusal):
    """A message that breaks the protocol, or a request refused: its `why` is sent back."""

    def __init__(self, reason: Why | str, **params: int | float | str):
        super().__init__(reason if isinstance(reason, Why) else why(reason, **params))


Check = Callable[[Any], bool]


def _int(low: int = 0, high: int = COUNT_MAX) -> Check:
    return lambda v: type(v) is int and low <= v <= high


def _text(longest: int) -> Check:
    return lambda v: isinstance(v, str) and len(v) <= longest


def _optional(check: Check) -> Check:
    return lambda v: v is None or check(v)


def _is_bool(v: Any) -> bool:
    return isinstance(v, bool)


def _is_object(v: Any) -> bool:
    return isinstance(v, dict)


def _is_list(v: Any) -> bool:
    return isinstance(v, list)


def _option_values(v: Any) -> bool:
    return isinstance(v, dict) and len(v) <= 64 and all(
        isinstance(k, str) and len(k) <= 40 and type(x) in (bool, int, str) and len(str(x)) <= 40
        for k, x in v.items())


def _seat_kinds(v: Any) -> bool:
    return isinstance(v, list) and 1 <= len(v) <= 8 and all(isinstance(k, str) and len(k) <= 10 for k in v)


def _names(v: Any) -> bool:
    return isinstance(v, list) and 1 <= len(v) <= 8 and all(isinstance(n, str) and 1 <= len(n) <= NAME_MAX for n in v)


def _seat_tokens(v: Any) -> bool:
    return isinstance(v, list) and len(v) <= 8 and all(
        isinstance(p, list) and len(p) == 2 and type(p[0]) is int and 0 <= p[0] <= 15
        and isinstance(p[1], str) and len(p[1]) <= TOKEN_MAX for p in v)


def check_stand_ins(v: Any) -> bool:
    """Moves a stand-in CPU made for a person: [seat, first event, end] each."""
    return isinstance(v, list) and len(v) <= COUNT_MAX and all(
        isinstance(s, list) and len(s) == 3 and all(type(x) is int for x in s)
        and 0 <= s[0] <= 15 and 0 <= s[1] < s[2] <= COUNT_MAX for s in v)


def _seat_numbers(v: Any) -> bool:
    return isinstance(v, list) and len(v) <= 16 and all(type(s) is int and 0 <= s <= 15 for s in v)


@dataclass(frozen=True, slots=True)
class Field:
    check: Check
    required: bool = True


# What a client may send: type -> field -> check. Every other field is refused.
FROM_CLIENT: dict[str, dict[str, Field]] = {
    # Take a seat (or watch): a fresh one by number, or one's own again with its token and the
    # number of events already held; `history` asks for every missing event, never a fresh view.
    "hello": {"code": Field(_text(CODE_MAX)), "name": Field(_text(NAME_MAX), False),
              "seat": Field(_optional(_int(0, 15)), False), "token": Field(_optional(_text(TOKEN_MAX)), False),
              "last": Field(_optional(_int()), False), "history": Field(_is_bool, False),
              "watch": Field(_is_bool, False)},
    # An action for the decision the client saw after `at` events; `id` comes back in the ack.
    "act": {"id": Field(_int()), "at": Field(_int()), "action": Field(_is_object)},
    "resync": {"last": Field(_int())},
    "ping": {"t": Field(_int(0, 2**53))},
    "pong": {"t": Field(_int(0, 2**53))},
    # A look at a table's seats before taking one (first and only message: the host answers
    # with `seats`, the free ones named, and closes).
    "look": {"code": Field(_text(CODE_MAX))},
    "leave": {},  # leaving on purpose: a CPU takes the seat at once
    "react": {"id": Field(is_reaction)},  # a quick reaction, by its id in the catalogue (never text)
    # Open a new table (only on a host started with a creation password). `human` seats are the
    # creator's own (their tokens come in `created`); `held`: the game waits for the creator's
    # `start`; `names`: each seat's name; `host`: the creator's name, as the people joining read it.
    "create": {"password": Field(_text(128)), "game": Field(_text(40)), "seats": Field(_seat_kinds),
               "options": Field(_option_values, False), "names": Field(_names, False),
               "held": Field(_is_bool, False), "host": Field(_text(NAME_MAX), False)},
    # The table's creator (its `creator` token from `created`) starts its held game, every seat
    # still open played by a CPU with `cpus`, or closes the table for everyone (first and only
    # message: the host answers `done` and closes).
    "start": {"code": Field(_text(CODE_MAX)), "creator": Field(_text(TOKEN_MAX)), "cpus": Field(_is_bool, False)},
    "close": {"code": Field(_text(CODE_MAX)), "creator": Field(_text(TOKEN_MAX))},
    # Before `start`, the creator makes a seat nobody holds open ("net") or a CPU of a level.
    "seat": {"code": Field(_text(CODE_MAX)), "creator": Field(_text(TOKEN_MAX)), "seat": Field(_int(0, 15)),
             "to": Field(_text(10))},
}

# What the host sends (checked by the client the same way).
FROM_HOST: dict[str, dict[str, Field]] = {
    "welcome": {"n": Field(_int()), "seat": Field(_int(-2, 15)), "token": Field(_optional(_text(TOKEN_MAX)), False),
                "table": Field(_is_object)},
    "update": {"n": Field(_int()), "from": Field(_int(), False), "events": Field(_is_list, False),
               "fresh": Field(_is_bool, False), "view": Field(_is_object, False), "changes": Field(_is_object, False),
               "pending": Field(lambda v: v is None or isinstance(v, dict), False),
               "legal": Field(_is_list, False), "deadline_ms": Field(_optional(_int()), False),
               "result": Field(lambda v: v is None or isinstance(v, list), False),
               # Which of the events sent were a move a CPU made for a person (their time ran out,
               # they were away or left): [seat, first event's number, the number after its last].
               "stand_ins": Field(check_stand_ins, False)},
    # Who plays each seat; `held`: the host has not started the game yet (nobody may act).
    # `free`: the seats a newcomer may take (to a look); `watchers`: how many watch (while held).
    "seats": {"n": Field(_int()), "seats": Field(_is_list), "held": Field(_is_bool, False),
              "free": Field(_seat_numbers, False), "watchers": Field(_int(), False)},
    # `why`: a reason's id in reasons.REASONS, `params` its numbers and names (never words).
    "ack": {"n": Field(_int()), "id": Field(_int()), "ok": Field(_is_bool), "why": Field(reasons.is_id, False),
            "params": Field(reasons.are_params, False)},
    # `about`: the kind of message refused when it is not fatal to the game ("react": too many).
    "error": {"n": Field(_int()), "why": Field(reasons.is_id), "params": Field(reasons.are_params, False),
              "strike": Field(_is_bool), "about": Field(_text(20), False)},
    "reaction": {"n": Field(_int()), "seat": Field(_int(0, 15)), "id": Field(is_reaction)},  # a seat reacted
    # This seat's time for a decision ran out: its stand-in CPU makes that one decision.
    "timeout": {"n": Field(_int()), "decision": Field(_text(20))},
    "ping": {"n": Field(_int()), "t": Field(_int(0, 2**53))},
    "pong": {"n": Field(_int()), "t": Field(_int(0, 2**53))},
    # A new table: its code, the creator's token (for `start` and `close`) and a token for each of
    # its `human` seats, [seat, token].
    "created": {"n": Field(_int()), "code": Field(_text(CODE_MAX)), "creator": Field(_text(TOKEN_MAX), False),
                "tokens": Field(_seat_tokens, False)},
    "done": {"n": Field(_int()), "what": Field(_text(20))},  # a creator's `start` or `close` was done
    "bye": {"n": Field(_int()), "why": Field(reasons.is_id), "params": Field(reasons.are_params, False)},
}


def check(message: Any, schemas: Mapping[str, Mapping[str, Field]]) -> dict[str, Any]:
    """`message` if it follows `schemas`; BadMessage naming the first fault otherwise."""
    if not isinstance(message, dict):
        raise BadMessage("not_object")
    if message.get("v") != VERSION:
        raise BadMessage("version", version=VERSION)
    kind = message.get("type")
    schema = schemas.get(kind) if isinstance(kind, str) else None
    if schema is None:
        raise BadMessage("unknown_type")
    for name in message:
        if name not in schema and name not in ("v", "type"):
            # (a name sent back only as a word: anything else, as a field unnamed)
            raise BadMessage("unknown_field", kind=kind, field=name if reasons.WORD.fullmatch(name) else "_")
    for name, field in schema.items():
        if name not in message:
            if field.required:
                raise BadMessage("missing_field", kind=kind, field=name)
        elif not field.check(message[name]):
            raise BadMessage("bad_field", kind=kind, field=name)
    return message


def read(data: str | bytes, schemas: Mapping[str, Mapping[str, Field]], limit: int) -> dict[str, Any]:
    """Parse and check one message of at most `limit` bytes; BadMessage if it is not one."""
    if len(data) > limit:
        raise BadMessage("too_long")
    try:
        message = json.loads(data)
    except (ValueError, RecursionError):
        raise BadMessage("not_json") from None
    return check(message, schemas)


# Messages that may hold a float (a table's options): orjson writes some floats unlike the json
# module (1e-05 as 0.00001, NaN as null), so these are written by the json module.
FLOATS = frozenset({"welcome"})


def write(kind: str, **fields: Any) -> str:
    """One message as text (compact; the same message always gives the same bytes): the text
    of `json.dumps(..., separators=(",", ":"), ensure_ascii=False)`, made by orjson where it is
    the same (`jsonbytes.compact_text`; a message that may hold a float by the json module)."""
    message = {"v": VERSION, "type": kind, **fields}
    if kind not in FLOATS:
        return compact_text(message)
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)
