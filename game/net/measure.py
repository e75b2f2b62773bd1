"""Network figures for `bench --json` (`network`): measured on 127.0.0.1 only.

- `round_trips(tables, ...)`: a `serve` process with `tables` CPU-only tables (by default two
  network seats and an Easy CPU each, the host's CPU acting after 0.2 s); a light CPU client
  plays each network seat with random legal moves, about 0.2 s after it is asked as the host's
  CPUs do (`_round_trip_times(..., think=0)`: at once, flat out). The clients share one event
  loop in this process, the host is its own process, and both share the machine's cores. Each
  action's round trip is from sending it to its acknowledgement (the events it caused arrive
  first). p50 and p99 in milliseconds.
- `bytes_per_game(games)`: 4-player Exploding Kittens games, every seat a `NetClient` played by
  an Easy CPU; bytes each client received off the socket (compressed; over TLS, its records),
  per game.
- Every figure is measured over TLS (the default: `serve`'s own certificate, checked by its
  fingerprint); the flat-out round trips and the bytes are measured in plain ws:// too (`--no-tls`),
  in the same run, side by side, so the cost of TLS shows.
- `resync_ms(times)`: a client's connection killed while the table waits for it; time until
  it is connected again and holds every event the host has.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect

from ..engine.feed import Link
from . import protocol, tls
from .client import NetClient
from .host import Host, HostThread
from .player import play
from .profiling import LOOP
from .table import TableOptions

ENOUGH_ROUND_TRIPS = 300  # one table's round trips measured flat out (in at most 5 runs)


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 2) if ordered else 0.0


def _serve(home: str, tables: int, seats: str, cpu_delay: float, python: tuple[str, ...] = (),
           plain: bool = False) -> tuple[subprocess.Popen[str], str, list[str]]:
    """`python -m game serve` with `tables` tables on 127.0.0.1 and a free port (TLS, unless
    `plain`); its address carries its certificate's fingerprint."""
    args = [sys.executable, *python, "-m", "game", "serve", "--host", "127.0.0.1", "--port", "0",
            "--game", "exploding-kittens", "--option", f"cpu_delay={cpu_delay}", "--option", "window=0.3"]
    args += ["--seats", seats] * tables + (["--no-tls"] if plain else [])
    clients = tables * len(seats.split(","))  # every client connects from 127.0.0.1: within serve's limits
    args += ["--max-per-address", str(clients + 16), "--max-connections", str(max(1000, clients + 16)),
             "--joins-per-minute", str(10 * clients + 30)]
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            env={**os.environ, "NINE_LIVES_HOME": home, "PYTHONUNBUFFERED": "1"})
    codes: list[str] = []
    pin = None
    assert proc.stdout is not None
    for line in proc.stdout:
        if "join code " in line:
            codes.append(line.split("join code ", 1)[1].split(":")[0])
        if "certificate fingerprint sha256 " in line:
            pin = line.rsplit(" ", 1)[1].strip()
        if "listening on " in line:
            threading.Thread(target=proc.stdout.read, daemon=True).start()  # keep the pipe drained
            return proc, tls.with_pin(line.split("listening on ", 1)[1].strip(), pin), codes
    raise RuntimeError("serve did not start")


async def _seat(url: str, code: str, seat: int, until: float, times: list[float], think: float = 0.0) -> None:
    """Play one seat with random legal moves until `until`, timing each action to its ack. With
    `think`, a move goes about that long after the seat is asked (as the host's CPUs wait)."""
    rng = random.Random(f"{code}/{seat}")
    bare, options = tls.connect_options(url)
    async with connect(bare, compression="deflate", max_size=protocol.HOST_LIMIT, **options) as ws:
        await ws.send(protocol.write("hello", code=code, seat=seat))
        n, legal, sent_at, number, due = 0, [], None, 0, 0.0
        while time.monotonic() < until:
            if legal and sent_at is None and time.monotonic() >= due:
                number += 1
                sent_at = time.perf_counter()
                await ws.send(protocol.write("act", id=number, at=n, action=rng.choice(legal)))
                legal = []
            wait = (due if legal and sent_at is None else until) - time.monotonic()
            try:
                message = json.loads(await asyncio.wait_for(ws.recv(), max(0.001, wait)))
            except TimeoutError:
                continue
            n = message.get("n", n)
            kind = message["type"]
            if kind == "ping":
                await ws.send(protocol.write("pong", t=message["t"]))
            elif kind == "update":
                if "legal" in message:
                    legal = message["legal"]
                    due = time.monotonic() + think * rng.uniform(0.7, 1.3)
                if message.get("result") is not None:
                    break
            elif kind == "ack" and message["id"] == number and sent_at is not None:
                times.append((time.perf_counter() - sent_at) * 1000)
                sent_at = None


def round_trips(tables: int, seconds: float, seats: str = "net,net,easy", cpu_delay: float = 0.2) -> dict[str, Any]:
    """Action round trips (ms) with `tables` CPU-only tables in one `serve` process, for
    `seconds` (or until every game ends): each `net` seat is a light CPU client playing random
    legal moves over the network, about `cpu_delay` after it is asked, as the host's own CPUs
    wait. Every client shares one event loop in this process (not the host's). Beside them:
    the host's CPU time per action, and of it the host's CPUs' own thinking (their worker
    threads: the rest is serving), and the machine's load, since the cores are shared."""
    times: list[float] = []
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch) / "threads.json"
        host_cpu = _round_trip_times(tables, seconds, seats, cpu_delay, think=cpu_delay, times=times,
                                     profile=out, flags=("--threads",))
        threads = json.loads(out.read_text())["threads"] if out.exists() else {}
    per_action = (lambda seconds: round(seconds * 1000 / len(times), 2)) if times else (lambda _s: None)
    return {"tables": tables, "actions": len(times), "p50_ms": _pct(times, 0.5), "p99_ms": _pct(times, 0.99),
            "host_cpu_ms_per_action": per_action(host_cpu) if host_cpu else None,
            "cpu_players_ms_per_action": per_action(threads.get("cpu user", 0.0) + threads.get("cpu system", 0.0)),
            "load": round(os.getloadavg()[0], 1)}


def host_profile(tables: int, seconds: float, seats: str = "net,net,easy", cpu_delay: float = 0.2,
                 timed: bool = True, journals: bool = True) -> dict[str, Any]:
    """Where the host's CPU goes while `round_trips` measures (docs/host-profile.md): ms per
    action of each component on the event loop's thread (`profiling`; `timed` false: none),
    and of every thread (the CPUs' thinking, the journal's fsyncs, the seats files). The timers
    cost a little themselves, so `host_cpu_ms_per_action` here is a little above
    `round_trips`'. `journals` false: the tables are not journaled (what journaling costs)."""
    times: list[float] = []
    flags = ("--threads",) * (not timed) + ("--no-journals",) * (not journals)
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch) / "profile.json"
        host_cpu = _round_trip_times(tables, seconds, seats, cpu_delay, think=cpu_delay, times=times, profile=out,
                                     flags=flags)
        found = json.loads(out.read_text())
    actions = max(1, len(times))
    components = dict(found["components"])
    loop_cpu = found["threads"].get("event loop user", 0.0) + found["threads"].get("event loop system", 0.0)
    components[LOOP] = loop_cpu - sum(components.values())
    return {"tables": tables, "actions": len(times), "p50_ms": _pct(times, 0.5), "p99_ms": _pct(times, 0.99),
            "host_cpu_ms_per_action": round((host_cpu or 0.0) * 1000 / actions, 3),
            "load": round(os.getloadavg()[0], 1),
            "loop_ms_per_action": {k: round(v * 1000 / actions, 3)
                                   for k, v in sorted(components.items(), key=lambda kv: -kv[1])},
            "threads_ms_per_action": {k: round(v * 1000 / actions, 3)
                                      for k, v in sorted(found["threads"].items(), key=lambda kv: -kv[1]) if v > 0}}


def transport_floor(pairs: int, seconds: float, think: float = 0.3) -> dict[str, Any]:
    """The host CPU per action of the transport alone (`profiling.floor_server`: websockets as
    serve sets it up, an action's update to both clients of a pair and its ack, pings), with
    `pairs` pairs of clients each acting about `think` seconds apart: the least a host on
    websockets spends per action, before any game, view or journal."""
    proc = subprocess.Popen([sys.executable, "-m", "game.net.profiling", "--floor"], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    port = int(proc.stdout.readline().rsplit(" ", 1)[1])
    acks = [0]

    async def client(pair: int, until: float) -> None:
        rng = random.Random(pair)
        async with connect(f"ws://127.0.0.1:{port}", compression="deflate", max_size=protocol.HOST_LIMIT) as ws:
            await ws.send(str(pair))
            number = 0
            while time.monotonic() < until:
                await asyncio.sleep(think * rng.uniform(0.7, 1.3))
                number += 1
                await ws.send(protocol.write("act", id=number, at=0, action={"kind": "pass"}))
                while json.loads(await ws.recv())["type"] != "ack":
                    pass
                acks[0] += 1

    async def everyone() -> None:
        until = time.monotonic() + seconds
        await asyncio.gather(*(client(p, until) for p in range(pairs) for _ in range(2)), return_exceptions=True)

    try:
        before = _cpu_seconds(proc.pid)
        asyncio.run(everyone())
        after = _cpu_seconds(proc.pid)
    finally:
        proc.terminate()
        proc.wait(10)
    cpu = after - before if before is not None and after is not None else None
    return {"pairs": pairs, "actions": acks[0], "load": round(os.getloadavg()[0], 1),
            "host_cpu_ms_per_action": round(cpu * 1000 / acks[0], 3) if cpu and acks[0] else None}


def _cpu_seconds(pid: int) -> float | None:
    """CPU time a process used so far (Linux's /proc; None elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def _round_trip_times(tables: int, seconds: float, seats: str, cpu_delay: float, think: float = 0.0,
                      times: list[float] | None = None, profile: Path | None = None,
                      flags: tuple[str, ...] = (), plain: bool = False) -> float | None:
    """Fill `times` with round trips; the serve process's CPU seconds while they were measured.
    With `profile`, serve runs under `profiling` (with its `flags`), which writes its figures
    there."""
    times = [] if times is None else times
    with tempfile.TemporaryDirectory() as home:
        proc, url, codes = _serve(home, tables, seats, cpu_delay,
                                  ("-m", "game.net.profiling", *flags, str(profile)) if profile else (), plain=plain)
        nets = [s for s, kind in enumerate(seats.split(",")) if kind == "net"]
        before = _cpu_seconds(proc.pid)
        if profile:
            proc.send_signal(signal.SIGUSR1)
        try:
            until = time.monotonic() + seconds

            async def everyone() -> None:
                await asyncio.gather(*(_seat(url, code, s, until, times, think) for code in codes for s in nets),
                                     return_exceptions=True)

            asyncio.run(everyone())
            after = _cpu_seconds(proc.pid)
            if profile:
                proc.send_signal(signal.SIGUSR2)
                for _ in range(100):
                    if profile.exists():
                        break
                    time.sleep(0.1)
        finally:
            proc.terminate()
            proc.wait(10)
    return after - before if before is not None and after is not None else None


def bytes_per_game(games: int, plain: bool = False) -> dict[str, Any]:
    """Bytes each client received off the socket per 4-player Exploding Kittens game (over TLS,
    unless `plain`)."""
    sizes: list[int] = []
    with tempfile.TemporaryDirectory() as home:
        identity = None if plain else tls.self_signed(Path(home) / "certificate")
        running = HostThread(Host(Path(home), log=lambda _line: None, tls=identity)).start()
        try:
            for game in range(games):
                table = running.call(lambda: running.host.add_table(
                    "exploding-kittens", ["net"] * 4, {}, TableOptions(window=0.05, cpu_delay=0.0)))
                clients = [NetClient(running.host.url, table.code, seat=s).start() for s in range(4)]
                threads = [threading.Thread(target=play, args=(c, "easy", 120, game * 10 + s))
                           for s, c in enumerate(clients)]
                for t in threads:
                    t.start()
                for t in threads:
                    t.join(130)
                for c in clients:
                    c.close()
                    sizes.append(c.wire_bytes)
        finally:
            running.stop()
    return {"games": games, "mean_bytes": round(statistics.mean(sizes)), "max_bytes": max(sizes)}


def resync_ms(times: int) -> dict[str, Any]:
    """Milliseconds from a killed connection to a client connected again and holding every
    event, while the table waits for it to act (so nothing else moves meanwhile)."""
    found: list[float] = []
    with tempfile.TemporaryDirectory() as home:
        running = HostThread(Host(Path(home), log=lambda _line: None,
                                  tls=tls.self_signed(Path(home) / "certificate"))).start()
        rng = random.Random(0)
        try:
            table = running.call(lambda: running.host.add_table(
                "exploding-kittens", ["net", "easy", "easy"], {}, TableOptions(window=0.05, cpu_delay=0.0)))
            client = NetClient(running.host.url, table.code, seat=0).start()
            for _ in range(times * 5):
                if len(found) >= times or not client.wait(
                        lambda c: bool(c.legal_actions()) or c.result() is not None, 10) or client.result():
                    break
                start = time.perf_counter()
                client.kill()
                client.wait(lambda c: c.link == Link.RECONNECTING, 5)
                if client.wait(lambda c, t=table: c.link == Link.CONNECTED and c.count == len(t.match.log)
                               and bool(c.legal_actions()), 10):
                    found.append((time.perf_counter() - start) * 1000)
                client.act(rng.choice(client.legal_actions()))
                client.wait(lambda c: not c.legal_actions() or c.result() is not None, 5)
            client.close()
        finally:
            running.stop()
    return {"times": len(found), "p50_ms": _pct(found, 0.5), "max_ms": round(max(found), 1) if found else None}


def _summary(times: list[float]) -> dict[str, Any]:
    return {"p50_ms": _pct(times, 0.5), "p99_ms": _pct(times, 0.99), "actions": len(times)}


def network_figures(quick: bool = False) -> dict[str, Any]:
    """Every network figure (bench --json's `network`)."""
    seconds = 3.0 if quick else 6.0
    one: dict[bool, list[float]] = {False: [], True: []}  # plain: round trips
    for _ in range(5):  # one table of five network seats playing as fast as they can, game after game,
        for plain, times in one.items():  # over TLS and in plain text by turns
            if len(times) < ENOUGH_ROUND_TRIPS:
                _round_trip_times(1, seconds, "net,net,net,net,net", 0.0, times=times, plain=plain)
    scale = [round_trips(n, seconds) for n in (1, 10, 25, 50)]
    kept = [s["tables"] for s in scale if s["actions"] and s["p99_ms"] < 50]
    games = 2 if quick else 5
    return {
        "round_trip_ms": _summary(one[False]),
        "round_trip_ms_plain": _summary(one[True]),
        "bytes_per_client_per_game": bytes_per_game(games),
        "bytes_per_client_per_game_plain": bytes_per_game(games, plain=True),
        "reconnect_to_resynced_ms": resync_ms(3 if quick else 8),
        "tables": scale,
        "tables_under_50ms_p99": max(kept) if kept else 0,
    }
