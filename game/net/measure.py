"""Network figures for `bench --json` (`network`): measured on 127.0.0.1 only.

- `round_trips(tables, ..., workers=1)`: a `serve --workers N` (1: one process) holding
  `tables` CPU-only tables (by default two network seats and an Easy CPU each, the host's CPU
  acting after 0.2 s); a light client (`loadclients`) plays each network seat with random legal
  moves, about 0.2 s after it is asked as the host's CPUs do. The clients run in processes of
  their own, `CLIENT_TABLES` tables' seats each, so no one event loop carries them all; every
  seat connects and is welcomed first, then all begin together and are measured for `seconds`.
  Each action's round trip is from sending it to its acknowledgement (the events it caused
  arrive first); p50 and p99 in milliseconds. Beside them: every serve process's CPU (the front
  and its workers, found in /proc) per action, their memory per table (their RSS over an empty
  serve's, per table), and each client process's CPU, so a row whose clients were near a full
  core says it was client-bound. Host and clients share the machine's cores.
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
import secrets
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect

from ..engine.feed import Link
from . import protocol, tls
from .client import NetClient
from .host import Host, HostThread
from .loadclients import waited_seconds
from .player import play
from .profiling import LOOP
from .table import TableOptions

ENOUGH_ROUND_TRIPS = 300  # one table's round trips measured flat out (in at most 5 runs)
CLIENT_TABLES = 100  # tables whose network seats one client process plays (200 connections at 2 seats)
TABLES = (1, 50, 200, 500, 1000)  # bench's rows of tables, with each number of WORKERS
QUICK_TABLES = (1, 50)  # bench --quick's (3 s each, not 8)
WORKERS = (1, 2)  # serve's processes in bench's rows (this machine has two cores)
NEAR_FULL_CORE = 0.8  # a client process that used this much of a core may have held the round trips up


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 2) if ordered else 0.0


def _serve(home: str, tables: int, seats: str, cpu_delay: float, python: tuple[str, ...] = (),
           plain: bool = False, workers: int = 1) -> tuple[subprocess.Popen[str], str, list[str]]:
    """`python -m game serve` with `tables` tables on 127.0.0.1 and a free port (TLS, unless
    `plain`; `--workers N`, 1 included); its address carries its certificate's fingerprint. No
    tables: an empty serve (a creation password lets it start so)."""
    args = [sys.executable, *python, "-m", "game", "serve", "--host", "127.0.0.1", "--port", "0",
            "--option", f"cpu_delay={cpu_delay}", "--option", "window=0.3"]
    args += ["--game", "exploding-kittens", "--seats", seats, "--tables", str(tables)] if tables else []
    args += (["--no-tls"] if plain else []) + ["--workers", str(workers)]  # (serve's default: one a core)
    clients = tables * len(seats.split(","))  # every client connects from 127.0.0.1: within serve's limits
    args += ["--max-per-address", str(clients + 16), "--max-connections", str(max(1000, clients + 16)),
             "--joins-per-minute", str(10 * clients + 30)]
    env = {**os.environ, "NINE_LIVES_HOME": home, "PYTHONUNBUFFERED": "1"}
    if not tables:
        env["NINE_LIVES_CREATION_PASSWORD"] = secrets.token_hex(8)
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
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


def round_trips(tables: int, seconds: float, seats: str = "net,net,easy", cpu_delay: float = 0.2,
                workers: int = 1) -> dict[str, Any]:
    """Action round trips (ms) with `tables` CPU-only tables in a `serve` of `workers` processes,
    for `seconds` (or until every game ends): each `net` seat is a light CPU client playing
    random legal moves over the network, about `cpu_delay` after it is asked, as the host's own
    CPUs wait; the clients in processes of their own (`CLIENT_TABLES` tables each). Beside them:
    every serve process's CPU time per action, and of it the host's CPUs' own thinking (their
    worker threads, in a single serve process: the rest is serving), the serve's memory per
    table, the client processes' CPU (`client_bound`: one was near a full core, so the round
    trips may be the clients'), and, since the cores are shared, how long the host's and the
    clients' threads were ready to run but waited for a core (`*_waited_cores`, seconds per
    second: other processes held the cores) and the machine's load."""
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch) / "threads.json"
        run = _run(tables, seconds, seats, cpu_delay, think=cpu_delay, profile=out, flags=("--threads",),
                   workers=workers)
        threads = json.loads(out.read_text())["threads"] if out.exists() and run.processes == 1 else None
    times = run.times
    per_action = (lambda seconds: round(seconds * 1000 / len(times), 2)) if times else (lambda _s: None)
    empty = _empty_serve_kb(workers)
    busiest = max((c["cpu_seconds"] for c in run.clients), default=0.0) / run.seconds
    return {"tables": tables, "workers": workers, "actions": len(times),
            "p50_ms": _pct(times, 0.5), "p99_ms": _pct(times, 0.99),
            "host_cpu_ms_per_action": per_action(run.host_cpu) if run.host_cpu else None,
            "cpu_players_ms_per_action": None if threads is None else
            per_action(threads.get("cpu user", 0.0) + threads.get("cpu system", 0.0)),
            "host_cores": round(run.host_cpu / run.seconds, 2) if run.host_cpu is not None else None,
            "host_waited_cores": round(run.host_waited / run.seconds, 2) if run.host_waited is not None else None,
            "serve_processes": run.processes,
            "kb_per_table": round((run.rss_kb - empty) / tables, 1) if run.rss_kb and empty and tables else None,
            "client_processes": len(run.clients),
            "client_busiest_core": round(busiest, 2),
            "client_cores": round(sum(c["cpu_seconds"] for c in run.clients) / run.seconds, 2),
            "client_waited_cores": round(sum(c["waited_seconds"] for c in run.clients) / run.seconds, 2),
            "client_bound": busiest >= NEAR_FULL_CORE,
            "seats_failed": run.failed, "games_ended": sum(c["ended"] for c in run.clients),
            "start_s": round(run.start_s, 1), "connect_s": round(run.connect_s, 1),
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


def transport_floor(pairs: int, seconds: float, think: float = 0.3, secure: bool = False) -> dict[str, Any]:
    """The host CPU per action of the transport alone (`profiling.floor_server`: websockets as
    serve sets it up and writes to it, an action's update to both clients of a pair and its
    ack, pings), with `pairs` pairs of clients each acting about `think` seconds apart; over TLS
    if `secure` (as bench's rows are): the least a host on websockets spends per action, before
    any game, view or journal."""
    with tempfile.TemporaryDirectory() as scratch:
        proc = subprocess.Popen([sys.executable, "-m", "game.net.profiling", "--floor", *([scratch] * secure)],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        assert proc.stdout is not None
        port = int(proc.stdout.readline().rsplit(" ", 1)[1])
        url = tls.with_pin(f"wss://127.0.0.1:{port}", tls.self_signed(Path(scratch)).fingerprint) if secure \
            else f"ws://127.0.0.1:{port}"
        acks = [0]

        async def client(pair: int, until: float) -> None:
            rng = random.Random(pair)
            bare, options = tls.connect_options(url)
            async with connect(bare, compression="deflate", max_size=protocol.HOST_LIMIT, **options) as ws:
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
    return {"pairs": pairs, "actions": acks[0], "tls": secure, "load": round(os.getloadavg()[0], 1),
            "host_cpu_ms_per_action": round(cpu * 1000 / acks[0], 3) if cpu and acks[0] else None}


def _cpu_seconds(pid: int) -> float | None:
    """CPU time a process used so far (Linux's /proc; None elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def _stopped(proc: subprocess.Popen[str]) -> None:
    """Stop a serve as Ctrl+C would (it closes every journal: a minute at most), else kill it."""
    proc.terminate()
    try:
        proc.wait(60)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(10)


def serve_processes(pid: int) -> list[int]:
    """`pid` and every process descended from it (a serve's front and its workers), from the
    parent ids in Linux's /proc (just `pid` elsewhere)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir() if Path("/proc/self/stat").exists() else ():
        if entry.name.isdigit():
            try:
                parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            children.setdefault(parent, []).append(int(entry.name))
    found, queue = [], [pid]
    while queue:
        found.append(queue.pop())
        queue += children.get(found[-1], [])
    return found


def _total(read: Callable[[int], float | None], pids: list[int]) -> float | None:
    """`read`'s seconds for each of `pids` together: their CPU (`_cpu_seconds`) or their threads'
    wait for a core (`waited_seconds`); None where one cannot be read."""
    each = [read(pid) for pid in pids]
    return sum(e for e in each if e is not None) if None not in each else None


def _rss_kb(pids: list[int]) -> int | None:
    """The resident memory of `pids` together, in KB (Linux's /proc; None elsewhere)."""
    total = 0
    for pid in pids:
        try:
            total += int(Path(f"/proc/{pid}/status").read_text().split("VmRSS:", 1)[1].split()[0])
        except (OSError, ValueError, IndexError):
            return None
    return total


_EMPTY_KB: dict[int, int | None] = {}


def _empty_serve_kb(workers: int) -> int | None:
    """The RSS in KB of an empty serve of `workers` processes once it listens (measured once)."""
    if workers not in _EMPTY_KB:
        with tempfile.TemporaryDirectory() as home:
            proc, _url, _codes = _serve(home, 0, "net", 0.2, workers=workers)
            try:
                time.sleep(1.0)  # its workers started and settled
                _EMPTY_KB[workers] = _rss_kb(serve_processes(proc.pid))
            finally:
                _stopped(proc)
    return _EMPTY_KB[workers]


@dataclass
class Run:
    """One measured run: round trips (ms), its span (s), every serve process's CPU seconds over
    it, the seconds their threads waited for a core (other processes held the cores) and their RSS
    (KB) at its end, each client process's figures (`loadclients`), the seats
    that never played, and how long serve took to start and the seats to be welcomed (s)."""

    times: list[float]
    seconds: float
    host_cpu: float | None
    host_waited: float | None
    rss_kb: int | None
    processes: int
    clients: list[dict[str, Any]]
    failed: int
    start_s: float
    connect_s: float


def _clients(url: str, codes: list[str], nets: list[int], think: float, seconds: float) -> list[subprocess.Popen[str]]:
    """The client processes (`loadclients`), each given its share of the tables' seats."""
    count = max(1, -(-len(codes) // CLIENT_TABLES))
    procs = []
    for index in range(count):
        share = [[code, seat] for code in codes[index::count] for seat in nets]
        proc = subprocess.Popen([sys.executable, "-m", "game.net.loadclients"], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        assert proc.stdin is not None
        proc.stdin.write(json.dumps({"url": url, "seats": share, "think": think, "seconds": seconds}) + "\n")
        proc.stdin.flush()
        procs.append(proc)
    return procs


def _said(proc: subprocess.Popen[str], words: str | None = None) -> str:
    """Write `words` (a line) to a client process, or read its next line ("" once it ended)."""
    try:
        if words is not None:
            proc.stdin.write(words + "\n")  # type: ignore[union-attr]
            proc.stdin.flush()  # type: ignore[union-attr]
            return words
        return proc.stdout.readline().strip()  # type: ignore[union-attr]
    except OSError:
        return ""


def _run(tables: int, seconds: float, seats: str, cpu_delay: float, think: float = 0.0,
         profile: Path | None = None, flags: tuple[str, ...] = (), plain: bool = False, workers: int = 1) -> Run:
    """Serve `tables` tables, connect their network seats' clients, then measure for `seconds`.
    With `profile`, serve runs under `profiling` (with its `flags`), which writes its figures
    there."""
    nets = [s for s, kind in enumerate(seats.split(",")) if kind == "net"]
    with tempfile.TemporaryDirectory() as home:
        began = time.perf_counter()
        proc, url, codes = _serve(home, tables, seats, cpu_delay,
                                  ("-m", "game.net.profiling", *flags, str(profile)) if profile else (),
                                  plain=plain, workers=workers)
        started = time.perf_counter()
        clients: list[subprocess.Popen[str]] = []
        try:
            clients = _clients(url, codes, nets, think, seconds)
            ready = [c for c in clients if _said(c) == "ready"]
            connected = time.perf_counter()
            pids = serve_processes(proc.pid)
            before, waited = _total(_cpu_seconds, pids), _total(waited_seconds, pids)
            if profile:
                proc.send_signal(signal.SIGUSR1)
            for client in ready:
                _said(client, "go")
            time.sleep(seconds)
            after, rss, waited_after = _total(_cpu_seconds, pids), _rss_kb(pids), _total(waited_seconds, pids)
            if profile:
                proc.send_signal(signal.SIGUSR2)
                for _ in range(100):
                    if profile.exists():
                        break
                    time.sleep(0.1)
            shares = [json.loads(line) for c in ready if (line := _said(c))]
        finally:
            for client in clients:
                client.kill()
                client.wait(10)
            _stopped(proc)
    times = [t for share in shares for t in share["times"]]
    failed = len(codes) * len(nets) - sum(share["seats"] for share in shares)
    host_cpu = after - before if before is not None and after is not None else None
    host_waited = waited_after - waited if waited is not None and waited_after is not None else None
    return Run(times, seconds, host_cpu, host_waited, rss, len(pids), shares, failed, started - began,
               connected - started)


def _round_trip_times(tables: int, seconds: float, seats: str, cpu_delay: float, think: float = 0.0,
                      times: list[float] | None = None, profile: Path | None = None,
                      flags: tuple[str, ...] = (), plain: bool = False) -> float | None:
    """Fill `times` with round trips (`_run`); every serve process's CPU seconds while they
    were measured."""
    run = _run(tables, seconds, seats, cpu_delay, think, profile, flags, plain)
    if times is not None:
        times += run.times
    return run.host_cpu


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


def scale_rows(counts: tuple[int, ...], seconds: float, workers: tuple[int, ...] = WORKERS) -> dict[str, Any]:
    """`round_trips` at each count of tables with each number of serve's workers, and for each
    the most tables whose p99 stayed under 50 ms."""
    rows, kept = [], {}
    for count in workers:
        measured = [round_trips(n, seconds, workers=count) for n in counts]
        rows += measured
        kept[str(count)] = max((r["tables"] for r in measured if r["actions"] and r["p99_ms"] < 50), default=0)
    return {"tables": rows, "tables_under_50ms_p99": kept}


def network_figures(quick: bool = False) -> dict[str, Any]:
    """Every network figure (bench --json's `network`)."""
    seconds = 3.0 if quick else 6.0
    one: dict[bool, list[float]] = {False: [], True: []}  # plain: round trips
    for _ in range(5):  # one table of five network seats playing as fast as they can, game after game,
        for plain, times in one.items():  # over TLS and in plain text by turns
            if len(times) < ENOUGH_ROUND_TRIPS:
                _round_trip_times(1, seconds, "net,net,net,net,net", 0.0, times=times, plain=plain)
    scale = scale_rows(QUICK_TABLES, 3.0) if quick else scale_rows(TABLES, 8.0)
    games = 2 if quick else 5
    return {
        "round_trip_ms": _summary(one[False]),
        "round_trip_ms_plain": _summary(one[True]),
        "bytes_per_client_per_game": bytes_per_game(games),
        "bytes_per_client_per_game_plain": bytes_per_game(games, plain=True),
        "reconnect_to_resynced_ms": resync_ms(3 if quick else 8),
        **scale,
    }
