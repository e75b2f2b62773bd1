"""protocol.write writes with orjson where that gives the json module's exact text: every update
of whole games of every game, any value without floats (hypothesis), and what orjson refuses or
writes otherwise (floats in a welcome's options, ints past 64 bits, lone surrogates) goes to the
json module as before. No view record of any game has a float field."""

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
