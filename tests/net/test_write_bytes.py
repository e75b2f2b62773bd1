"""protocol.write writes with orjson where that gives the json module's exact text: every update
of whole games of every game, any value without floats (hypothesis), and what orjson refuses or
writes otherwise (floats in a welcome's options, ints past 64 bits, lone surrogates) goes to the
json module as before. No view record of any game has a float field. `jsonbytes.compact`, which
writes a journal's lines and what its chain signs, is the json module's bytes (keys sorted or not);
no event record has a float field."""

from __future__ import annotations

import dataclasses
import datetime
import json
import random
import typing

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.engine.match import Match
from game.engine.registry import all_games, get
from game.jsonbytes import compact, compact_text
from game.net import protocol
from game.net.codec import codec_for
from game.net.table import Conn, Table, message_for
from game.saves import SPECTATOR

GAMES = [r.info.id for r in all_games()]


def _json(kind: str, **fields) -> str:
    return json.dumps({"v": protocol.VERSION, "type": kind, **fields}, separators=(",", ":"), ensure_ascii=False)


@pytest.mark.parametrize("game", GAMES)
def test_every_update_of_whole_games_is_the_json_modules_text(game):
    ruleset = get(game)
    players = 3 if game == "herding-cats" else 4
    for seed in range(2):
        rng = random.Random(seed)
        table = Table(game, ["net"] * players, match=Match(ruleset, ruleset.configure(players, {}), 900 + seed))
        conns = [Conn(seat, lambda _m: None, lambda _why: None) for seat in (*range(players), SPECTATOR)]
        for conn in conns:
            table.resume(conn, 0, True)
        while True:
            for conn in conns:
                text = message_for(table, table.match.state, conn, 1.0)
                if text is not None:
                    fields = json.loads(text)
                    assert text == _json(fields.pop("type"), **{k: v for k, v in fields.items() if k != "v"})
            pending = table.match.pending
            if pending is None:
                break
            seat = rng.choice(sorted(pending.seats))
            table.apply(seat, rng.choice(table.match.legal_actions(seat)))


VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**64 - 1) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20)


@given(st.dictionaries(st.text(max_size=8).filter(lambda k: k not in ("v", "type")), VALUES, max_size=5))
def test_any_value_without_floats_is_written_as_the_json_module_writes_it(fields):
    assert protocol.write("update", **fields) == _json("update", **fields)


@pytest.mark.parametrize("fields", [
    {"table": {"window": 1e-05, "grace": 1e16, "turn": float("nan")}},  # only a welcome has floats
    {"name": "\ud800 lone"}, {"big": 2**70}, {"keys": {1: "int key"}},
])
def test_what_orjson_refuses_or_writes_otherwise_is_the_json_modules_text(fields):
    assert protocol.write("welcome", **fields) == _json("welcome", **fields)
    if "table" not in fields:
        assert protocol.write("error", **fields) == _json("error", **fields)


def _floats(hint) -> bool:
    return hint is float or any(_floats(arg) for arg in typing.get_args(hint))


@pytest.mark.parametrize("game", GAMES)
def test_no_view_record_has_a_float_field(game):
    for cls in codec_for(get(game)).classes.values():
        if hasattr(cls, "__dataclass_fields__"):
            assert not any(_floats(h) for h in typing.get_type_hints(cls).values()), cls.__name__


def test_a_record_or_a_datetime_is_refused_as_the_json_module_refused_it():
    """orjson writes dataclasses and datetimes by itself: `write('update', view=<a view record>)`
    sent the whole record where the json module raised; it raises again, and a subclass of a
    JSON type is written as the json module writes it."""
    @dataclasses.dataclass
    class Hand:
        cards: list[str]

    for value in (Hand(["nope", "defuse"]), datetime.datetime(2026, 11, 28), datetime.date(2026, 11, 28)):
        with pytest.raises(TypeError):
            protocol.write("update", view=value)

    class Named(str):
        pass

    assert protocol.write("update", name=Named("Bea")) == _json("update", name=Named("Bea"))


@given(VALUES)
def test_jsonbytes_compact_is_the_json_modules_bytes_keys_in_order_or_sorted(value):
    """`jsonbytes.compact` (a journal's lines and what its chain signs): the json module's bytes."""
    for sort_keys in (False, True):
        expected = json.dumps(value, separators=(",", ":"), ensure_ascii=False, sort_keys=sort_keys)
        assert compact(value, sort_keys) == expected.encode("utf-8") and compact_text(value, sort_keys) == expected


@pytest.mark.parametrize("value", ["\ud800 lone", 2**70, {1: "int key"}, {"b": (1, (2, "\x00\u2028é🐱"))}])
def test_jsonbytes_compact_gives_what_orjson_refuses_to_the_json_module(value):
    for sort_keys in (False, True):
        expected = json.dumps(value, separators=(",", ":"), ensure_ascii=False, sort_keys=sort_keys)
        assert compact_text(value, sort_keys) == expected
        if value == "\ud800 lone":  # UTF-8 cannot hold it: refused as encoding json's text was
            with pytest.raises(UnicodeEncodeError):
                compact(value, sort_keys)
        else:
            assert compact(value, sort_keys) == expected.encode("utf-8")


@pytest.mark.parametrize("game", GAMES)
def test_no_event_record_has_a_float_field(game):
    """A journal is written by `jsonbytes.compact`, which needs values without floats."""
    for cls in get(game).event_types.values():
        assert not any(_floats(h) for h in typing.get_type_hints(cls).values()), cls.__name__
