"""`join` prints the game's log as it goes: a move the host's CPU made for a person is printed as
the CPU's ("A CPU played for Bea: Bea drew a card"), as every screen says it."""

from __future__ import annotations

import threading

from game.cli.net import narrate
from game.engine.feed import SeatLink, SeatState
from game.engine.match import Match
from game.engine.registry import get
from game.net.client import NetClient
from game.net.table import SPECTATOR


def test_join_prints_a_cpus_move_for_a_person_as_the_cpus(capsys):
    ruleset = get("exploding-kittens")
    config = ruleset.configure(2, {})
    match = Match(ruleset, config, 5)
    seat = min(match.pending.seats)  # whoever goes first: a CPU draws for them
    start = len(match.log)
    match.act(seat, next(a for a in match.legal_actions(seat) if a.kind == "draw"))
    client = NetClient("ws://127.0.0.1:9", "K7QM-3XPD-9RTW", watch=True)  # never started: filled by hand
    client.ruleset, client.config = ruleset, config
    client.events = [ruleset.redact(e, SPECTATOR) for e in match.log]
    client._seats = (SeatState("Ann", SeatLink.CONNECTED), SeatState("Bea", SeatLink.STAND_IN))
    client.stand_ins = [(seat, start, len(match.log))]
    stop = threading.Event()
    stop.set()
    narrate(client, stop)
    lines = capsys.readouterr().out.splitlines()
    name = ("Ann", "Bea")[seat]
    assert f"A CPU played for {name}: {name} drew a card" in lines
    assert sum(line.startswith("A CPU played for ") for line in lines) == 1
