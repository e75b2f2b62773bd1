"""Shared pieces of the network tests: a host in its own thread on 127.0.0.1, clients, and a
scripted person. Every loop is bounded in count and time; nothing leaves the loopback address."""

from __future__ import annotations

import random
import threading
import time

from game.engine.feed import Link
from game.engine.match import Match
from game.net.client import NetClient
from game.net.host import HostThread
from game.net.table import Table, TableOptions

FAST = TableOptions(grace=30.0, window=0.05, cpu_delay=0.0)


def add_table(host: HostThread, game: str, kinds: list[str], options: TableOptions = FAST) -> Table:
    return host.call(lambda: host.host.add_table(game, kinds, {}, options))


def person(client: NetClient, seed: int, timeout: float = 60.0, stop: threading.Event | None = None) -> bool:
    """A scripted person: a random legal move for each decision; in a window, now and then
    nothing at all (the host's deadline passes for them). Ends with the game (True)."""
    rng = random.Random(seed)
    end = time.monotonic() + timeout
    done_at, number = -1, 0
    while time.monotonic() < end and not (stop and stop.is_set()):
        client.wait(lambda c, done=done_at, n=number: c.result() is not None or c.link == Link.GONE
                    or (bool(c.legal_actions()) and (c.count != done or c.acks.get(n) is not None)),
                    min(1.0, end - time.monotonic()))
        with client._lock:
            if client.result() is not None:
                return True
            if client.link == Link.GONE:
                return False
            legal, count, pending = client.legal_actions(), client.count, client.pending
        if not legal or (count == done_at and client.acks.get(number) is None):
            continue
        done_at = count
        if pending is not None and pending.kind in ("response", "first_come") and rng.random() < 0.3:
            continue  # lets the window run out
        number = client.act(rng.choice(legal))
    return False


def replayed(table: Table) -> Match:
    """The host's game rebuilt from its log and proved by the rules."""
    m = table.match
    return Match.proved(m.ruleset, m.config, m.seed, m.setup, m.steps)


def wait_for(predicate, timeout: float = 10.0) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.01)
    return predicate()
