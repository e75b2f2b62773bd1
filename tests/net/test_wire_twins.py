"""Hidden information on the wire, live: two hosts run twin games whose states differ only in
what one seat cannot see (the rules' `hidden_variant` probe, applied to the dealt table), the
same actions are played at both over real sockets, and that seat's client, and a watcher's,
receive the same bytes from both hosts.

How the twins are driven: every seat is a raw connection the test plays; at each decision the
same seat makes the same move at both tables. The twins are played until their courses must
part, and compared up to there:
- a seat other than the observed one has no move legal at both tables (its hidden cards
  differ, so its choices do), or
- what the rules let the observed seat (or a watcher) see differs between the two states
  after a move: it drew a card that was swapped, say. From then on the bytes rightly differ.

What is compared: every message the observed client and the watcher read off their sockets
(decompressed), in order, except the host's clock: pings (the host's time), the time left in
a window (`deadline_ms`), and the welcome's join code and token (each table's own secrets).
The deal's events are the same log at both tables (the variant changes the dealt state, not
the log), so this test proves what follows the deal; tests/net/test_leaks.py probes each
update the host builds, the deal's included.
"""

from __future__ import annotations

import contextlib
import json
import random
import threading
import time
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from game.engine.feed import SeatLink
from game.engine.match import Match
from game.engine.registry import all_games, get
from game.net import protocol
from game.net.host import Host, HostThread
from game.net.table import Table, TableOptions
from game.saves import SPECTATOR

GAMES = [r.info.id for r in all_games()]
PLAYERS = 3
OBSERVED = 0
CALM = TableOptions(window=3600.0, turn=0.0, commit=0.0, cpu_delay=0.0)  # nothing happens by itself
CLOCK = ("deadline_ms",)


class Wire:
    """One raw connection to a host: every message it reads, as text, in order."""

    def __init__(self, url: str, **hello: object):
        self._open = contextlib.ExitStack()
        self.ws = self._open.enter_context(connect(url, compression="deflate", max_size=protocol.HOST_LIMIT,
                                                   open_timeout=10))
        self.texts: list[str] = []
        self.n = -1  # the newest event number read
        self.acks: dict[int, dict] = {}
        self._seen = threading.Condition()
        self.ws.send(protocol.write("hello", **hello))
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        try:
            for text in self.ws:
                message = json.loads(text)
                with self._seen:
                    if message["type"] != "ping":  # the host's clock, not its game
                        self.texts.append(str(text))
                    self.n = message.get("n", self.n)
                    if message["type"] == "ack":
                        self.acks[message["id"]] = message
                    self._seen.notify_all()
        except ConnectionClosed:
            pass

    def wait(self, until, timeout: float = 20.0) -> bool:
        end = time.monotonic() + timeout
        with self._seen:
            while not until(self):
                if not self._seen.wait(max(0.0, end - time.monotonic())) and time.monotonic() >= end:
                    return until(self)
        return True

    def act(self, number: int, at: int, action: dict) -> None:
        self.ws.send(protocol.write("act", id=number, at=at, action=action))

    def close(self) -> None:
        self._open.close()


def _comparable(text: str) -> str:
    """The message as sent, with the host's clock and the table's own secrets set aside."""
    message = json.loads(text)
    if message["type"] == "welcome":
        message.pop("token", None)
        message["table"].pop("code", None)
        return json.dumps(message)
    if any(name in message for name in CLOCK):
        return json.dumps({k: ("<clock>" if k in CLOCK else v) for k, v in message.items()})
    return text


class Twin:
    """One of the two tables, on a host of its own, with a raw connection for every seat and a watcher."""

    def __init__(self, home: Path, game: str, seed: int, variant_rng: random.Random | None):
        self.running = HostThread(Host(home, log=lambda _line: None)).start()
        self.table: Table = self.running.call(lambda: self._table(game, seed, variant_rng))
        url = self.running.host.url
        self.wires: dict[int, Wire] = {}
        for seat in [s for s in range(PLAYERS) if s != OBSERVED] + [OBSERVED, SPECTATOR]:
            # One at a time, so every connection is told of the others in the same order.
            self.wires[seat] = Wire(url, code=self.table.code, watch=True) if seat == SPECTATOR else \
                Wire(url, code=self.table.code, seat=seat)
            total = len(self.table.match.log)
            assert self.wires[seat].wait(lambda w, t=total: w.n == t and any('"seats"' in x for x in w.texts))
            if seat >= 0:
                assert self.running.call(lambda s=seat: self.table.places[s].link) == SeatLink.CONNECTED

    def _table(self, game: str, seed: int, variant_rng: random.Random | None) -> Table:
        # Made, and for the twin changed, on the host's loop before its driver first runs.
        ruleset = get(game)
        table = self.running.host.add_table(game, ["net"] * PLAYERS, {}, CALM,
                                            match=Match(ruleset, ruleset.configure(PLAYERS, {}), seed))
        if variant_rng is not None:
            table.match.state = ruleset.hidden_variant(table.match.state, OBSERVED, variant_rng)
        return table

    def peek(self, fn):
        return self.running.call(lambda: fn(self.table))

    def stop(self) -> None:
        for wire in self.wires.values():
            wire.close()
        self.running.stop()


def _seen(table: Table) -> tuple:
    """What the rules let the observed seat and a watcher see, and the decision everyone sees."""
    state, ruleset = table.match.state, table.ruleset
    return ruleset.view(state, OBSERVED), ruleset.view(state, SPECTATOR), ruleset.pending(state)


def _play_twins(tmp_path: Path, game: str, seed: int) -> int | None:
    """Play twin tables of `game` until their courses part; the moves compared (None: no variant)."""
    ruleset = get(game)
    dealt = Match(ruleset, ruleset.configure(PLAYERS, {}), seed).state
    if ruleset.hidden_variant(dealt, OBSERVED, random.Random(seed)) is None:
        return None  # nothing hidden to vary at this deal
    real = Twin(tmp_path / f"{game}{seed}a", game, seed, None)
    twin = Twin(tmp_path / f"{game}{seed}b", game, seed, random.Random(seed))
    rng = random.Random(seed)
    moves = 0
    try:
        assert real.peek(_seen) == twin.peek(_seen)
        kept = {s: len(real.wires[s].texts) for s in (OBSERVED, SPECTATOR)}  # messages before any course parted
        for number in range(1, 400):
            pending = real.peek(lambda t: t.match.pending)
            if pending is None:
                break
            seat = rng.choice(sorted(pending.seats))
            legal = real.peek(lambda t, s=seat: [a.to_json() for a in t.match.legal_actions(s)])
            other = twin.peek(lambda t, s=seat: [a.to_json() for a in t.match.legal_actions(s)])
            if seat == OBSERVED:
                assert legal == other  # its own moves are what it is shown
            both = [a for a in legal if a in other]
            if not both:
                break  # that seat's hidden cards differ, so its choices do: the courses part here
            action = rng.choice(both)
            for side in (real, twin):
                at = side.peek(lambda t: len(t.match.log))
                side.wires[seat].act(number, at, action)
                assert side.wires[seat].wait(lambda w, n=number: n in w.acks), "no ack"
                assert side.wires[seat].acks[number]["ok"], side.wires[seat].acks[number]
                total = side.peek(lambda t: len(t.match.log))
                for s in (OBSERVED, SPECTATOR):
                    assert side.wires[s].wait(lambda w, t=total: w.n >= t)
            if real.peek(_seen) != twin.peek(_seen):
                break  # the rules now let the observed seat (or a watcher) tell the twins apart
            moves += 1
            kept = {s: len(real.wires[s].texts) for s in (OBSERVED, SPECTATOR)}
        for s in (OBSERVED, SPECTATOR):
            got = [_comparable(t) for t in real.wires[s].texts[: kept[s]]]
            other = [_comparable(t) for t in twin.wires[s].texts[: kept[s]]]
            assert got == other, f"{game} seed {seed}: seat {s} was sent something else"
        return moves
    finally:
        real.stop()
        twin.stop()


@pytest.mark.parametrize("game", GAMES)
def test_a_client_receives_the_same_bytes_when_another_seats_hidden_cards_differ(tmp_path, game):
    compared = 0
    for seed in range(12):
        if compared >= 40:
            break
        compared += _play_twins(tmp_path, game, seed) or 0
    assert compared >= 40, f"{game}: only {compared} moves before the twins parted"
