"""JSON as the json module writes it compactly, made by orjson where its bytes are the same.

`compact_text(value)` is `json.dumps(value, separators=(",", ":"), ensure_ascii=False)`, `compact`
the same in UTF-8, and with `sort_keys=True` the same with its keys sorted (`signing.canonical`),
for a value that holds no float: orjson writes some floats otherwise (1e-05 as 0.00001, NaN as
null), so a value that may hold one goes to the json module (`protocol.write` sends such messages
there). orjson writes the rest the same way (str keys, 64-bit ints, valid UTF-8, the same escapes),
several times faster; what it does not take, or would write its own way, goes to the json module,
which writes it (or refuses it) as it always did.
"""

from __future__ import annotations

import json
from typing import Any

import orjson

# What orjson would write of its own accord and the json module refuses (a record such as a view,
# a datetime) or writes its own way (a subclass of str, int, dict or list) goes to the json module,
# which raises for the first two as it always did: a whole record is never written by mistake.
NOT_NATIVE = orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_SUBCLASS
_SORTED = NOT_NATIVE | orjson.OPT_SORT_KEYS


def compact(value: Any, sort_keys: bool = False) -> bytes:
    """`value` (holding no float) as the json module writes it compactly, in UTF-8 (a lone
    surrogate, which UTF-8 cannot hold, raises UnicodeEncodeError as encoding json's text did)."""
    data = _orjson(value, sort_keys)
    return data if data is not None else _json(value, sort_keys).encode("utf-8")


def compact_text(value: Any, sort_keys: bool = False) -> str:
    """`value` (holding no float) as the json module writes it compactly: its very text."""
    data = _orjson(value, sort_keys)
    return data.decode("utf-8") if data is not None else _json(value, sort_keys)


def _orjson(value: Any, sort_keys: bool) -> bytes | None:
    """orjson's bytes, or None where it refuses (a 65-bit int, a lone surrogate, a key not a str...)."""
    try:
        return orjson.dumps(value, option=_SORTED if sort_keys else NOT_NATIVE)
    except TypeError:
        return None


def _json(value: Any, sort_keys: bool) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False, sort_keys=sort_keys)
