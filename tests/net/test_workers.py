"""`serve --workers N` (issue 37, point 2): one port, the tables in N processes, nothing a client sees changed.

A front hands each connection to the worker that owns its table's route (routing.py, front.py,
worker.py). Here: the route as a client states it and as the front reads it, the same game
through one process and through a front and two workers sending every seat the same bytes, a
worker killed with -9 coming back while the other plays on, `--continue` with another number
of workers, and hostile first bytes the front drops while it stays up."""

from __future__ import annotations

import contextlib
import json
import os
import random
import shutil
import signal
import socket
import ssl
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from netkit import Served, in_thread, wait_for, words
from websockets.exceptions import InvalidStatus, WebSocketException
from websockets.sync.client import connect as sync_connect

from game.ai.seeds import repeatable
from game.net import credentials, protocol, reasons, remote, routing, tls
from game.net.client import NetClient
from game.net.front import MORE, PEEK_MAX, Garbage, http_route, tls_route
from game.net.host import Host, HostThread
from game.net.player import play
from game.net.table import TableOptions

pytestmark = pytest.mark.skipif(not hasattr(socket, "send_fds"), reason="a connection is handed over by send_fds")

ARGS = ["--option", "cpu_delay=0.02", "--option", "window=0.05", "--option", "grace=30"]


def client_hello(code: str | None) -> bytes:
    """The ClientHello a client's TLS sends first for table `code` (made in memory, sent nowhere)."""
    context = tls.client_context(code)
    incoming, outgoing = ssl.MemoryBIO(), ssl.MemoryBIO()
    ssl_object = context.wrap_bio(incoming, outgoing, server_hostname="play.example.org")
    with pytest.raises(ssl.SSLWantReadError):
        ssl_object.do_handshake()
    return outgoing.read()


# ---- the route ---------------------------------------------------------------------------------------
def test_a_code_has_one_route_and_one_owner():
    code = credentials.new_code()
    route = routing.route_of(code)
    assert 0 <= route < routing.ROUTES
    assert routing.route_of(code.lower().replace("-", " ")) == route  # as typed: its written form's
    assert sum(routing.owns(code, i, 3) for i in range(3)) == 1
    mine = [credentials.new_code(lambda c: routing.owns(c, 1, 2)) for _ in range(20)]
    assert all(routing.owner(routing.route_of(c), 2) == 1 for c in mine)


def test_the_front_reads_the_route_a_client_states():
    code = credentials.new_code()
    hello = client_hello(code)
    assert tls_route(hello) == routing.route_of(code)
    assert tls_route(client_hello(None)) is None  # (create: no table yet)
    assert tls_route(hello[:40]) is MORE
    assert http_route(f"GET /r/{routing.route_of(code)} HTTP/1.1\r\nHost: x\r\n".encode()) == routing.route_of(code)
    assert http_route(b"GET /metrics HTTP/1.1\r\n") is None
    assert http_route(b"GET /r/1") is MORE
    url, _options = tls.connect_options("wss://127.0.0.1:8766#sha256=" + "0" * 64, code=code)
    assert url == f"wss://127.0.0.1:8766/r/{routing.route_of(code)}"
    for junk in (b"\x16\x03\x01\x00\x05\x02\x00\x00\x01\x00", b"\x00\x01\x02", b"SSH-2.0-x\r\n", b"\x16\x09"):
        with pytest.raises(Garbage):
            tls_route(junk) if junk[0] == 0x16 else http_route(junk)


# ---- the same game through one process and through two workers ---------------------------------------
class Recording(NetClient):
    """A client that keeps every message it receives, as received."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.received: list[str] = []

    def _receive(self, raw):
        self.received.append(raw if isinstance(raw, str) else raw.decode())
        super()._receive(raw)


def as_compared(received: list[str]) -> list[dict]:
    """A seat's messages up to the game's result, with only what depends on the clock or on a fresh
    secret taken out: pings and pongs (sent by the clock), a window's `deadline_ms` (the time left
    when sent) and the welcome's seat `token` (a new secret each time a seat is taken). (After the
    result the clients leave one after the other: whether one still hears the other go is timing.)"""
    out: list[dict] = []
    for raw in received:
        if out and out[-1].get("result") is not None:
            break
        message = json.loads(raw)
        if message["type"] in ("ping", "pong"):
            continue
        message.pop("deadline_ms", None)
        if message["type"] == "welcome":
            message["token"] = "..."
        out.append(message)
    return out


def table_made(home: Path, monkeypatch) -> str:
    """A two-seat Exploding Kittens table, dealt from fixed seeds and journaled in `home`, no
    move made; its code."""
    monkeypatch.setenv("NINE_LIVES_HOME", str(home))
    thread = HostThread(Host(home / "tables", log=lambda line: None)).start()
    try:
        with repeatable(37):
            table = thread.call(lambda: thread.host.add_table(
                "exploding-kittens", ["net", "net"], {}, TableOptions(grace=30.0, window=30.0, cpu_delay=0.0)))
    finally:
        thread.stop()
    return table.code


def played_in_turn(url: str, code: str) -> list[list[dict]]:
    """Both seats joined one after the other, then each decision taken in turn by the lowest
    seat it asks (a random legal action from a fixed seed), each only once both seats hold every
    event so far: the game depends on nothing but the seed. What each seat received."""
    rng = random.Random(5)
    clients: list[Recording] = []
    for seat in (0, 1):  # (seat 0 is told of seat 1 before anything is played: its seats come first)
        client = Recording(url, code, seat=seat, history=True, give_up=30).start()
        clients.append(client)
        assert client.wait(lambda c: c.count > 0, 30)
    try:
        for _step in range(400):
            # Both seats hold the same events and the same decision asked (whose choices may come a
            # moment later over the other connection): the lowest seat it asks acts
            assert wait_for(lambda: any(c.result() is not None for c in clients) or (
                clients[0].count == clients[1].count and clients[0].pending is not None
                and clients[0].pending == clients[1].pending), 60)
            if any(c.result() is not None for c in clients):
                break
            acting = clients[min(clients[0].pending.seats)]
            assert acting.wait(lambda c: bool(c.legal_actions()), 30)
            number = acting.act(rng.choice(sorted(acting.legal_actions(), key=repr)))
            assert acting.wait(lambda c, n=number: n in c.acks, 30)
            counted = acting.count
            assert wait_for(lambda n=counted: all(c.count >= n for c in clients), 30)
        assert all(c.wait(lambda c: c.result() is not None, 30) for c in clients)
    finally:
        for client in clients:
            client.close()
    return [as_compared(c.received) for c in clients]


def test_one_worker_and_two_send_every_seat_the_same_bytes(tmp_path, monkeypatch):
    code = table_made(tmp_path / "made", monkeypatch)
    seen = {}
    for workers in ("1", "2"):
        home = tmp_path / f"workers-{workers}"
        shutil.copytree(tmp_path / "made", home)
        served = Served(home, "--port", "0", "--continue", "--workers", workers)
        try:
            assert served.codes == [code]
            seen[workers] = played_in_turn(served.url, code)
        finally:
            assert served.stop() == 0
    assert len(seen["1"][0]) > 20
    for seat, (one, two) in enumerate(zip(seen["1"], seen["2"], strict=True)):
        differ = next((n for n, (a, b) in enumerate(zip(one, two, strict=False)) if a != b), min(len(one), len(two)))
        assert one == two, (seat, differ, one[differ - 1:differ + 2], two[differ - 1:differ + 2])


# ---- a worker killed, the others playing on -----------------------------------------------------------
def workers_of(served: Served) -> dict[int, int]:
    """The worker processes of a front (its children running game.net.worker): pid by index."""
    found = {}
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            raw = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
            parent = int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        if parent == served.proc.pid and b"game.net.worker" in raw:
            found[int(raw[raw.index(b"game.net.worker") + 2])] = int(pid)
    return found


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="finds the workers in /proc")
def test_a_worker_killed_comes_back_and_the_other_plays_on(tmp_path, monkeypatch):
    served = Served(tmp_path / "home", "--port", "0", "--workers", "2", "--creation-password", "pw", *ARGS)
    # A table with no code yet goes to the workers in turn: one table on each
    made = [remote.ask(served.url, "create", "created", password="pw", game="exploding-kittens",
                       seats=["net", "net", "easy"]) for _ in range(2)]
    codes = [m["code"] for m in made]
    assert sorted(routing.owner(routing.route_of(code), 2) for code in codes) == [0, 1]
    victim_code, other_code = sorted(codes, key=lambda code: routing.owner(routing.route_of(code), 2))
    results: dict = {}
    clients = []
    threads = []
    try:
        for code in (victim_code, other_code):
            a = NetClient(served.url, code, seat=0, history=True, give_up=60).start()
            b = NetClient(served.url, code, seat=1, history=True, give_up=60).start()
            clients += [(code, a), (code, b)]
            threads += [in_thread(results, f"{code}a", play, a, "easy", 120, 1),
                        in_thread(results, f"{code}b", play, b, "easy", 120, 2)]
        victim_a = clients[0][1]
        other_a = clients[2][1]
        assert victim_a.wait(lambda c: c.count >= 15, 30)
        pids = workers_of(served)
        os.kill(pids[0], signal.SIGKILL)  # (worker 0 owns the victim's table)
        held = [(c, c.count, list(c.events)) for _code, c in clients[:2]]
        other_before = other_a.count
        served.expect("worker 1 ended", 30)
        assert other_a.wait(lambda c: c.count > other_before + 3 or c.result() is not None, 30)  # played on
        for t in threads:
            t.join(150)
        assert len(results) == 4 and all(results.values()), results
        for client, count, events in held:
            assert client.events[:count] == events  # nothing rewritten, nothing doubled
        assert clients[0][1].result() == clients[1][1].result() is not None
        assert workers_of(served)[1] == pids[1]  # the other worker never stopped
    finally:
        for _code, client in clients:
            client.close()
        assert served.stop() == 0


# ---- --continue with another number of workers ---------------------------------------------------------
def test_continue_with_another_number_of_workers_reopens_every_table(tmp_path):
    home = tmp_path / "home"
    seats = ["--seats", "net,easy"] * 6
    served = Served(home, "--port", "0", "--workers", "3", "--game", "exploding-kittens", *seats, *ARGS)
    codes = sorted(served.codes)
    assert len(codes) == 6
    assert served.stop() == 0
    again = Served(home, "--port", "0", "--workers", "2", "--continue")
    try:
        assert sorted(again.codes) == codes
        for code in codes:  # each on its new owner: a client joins it by its route
            client = NetClient(again.url, code, seat=0, give_up=20).start()
            try:
                assert client.wait(lambda c: c.count > 0, 20), code
            finally:
                client.close()
    finally:
        assert again.stop() == 0


def test_continue_with_nothing_to_reopen_says_so_before_it_listens(tmp_path):
    """The front's workers started and found no table: serve says so and exits 2, never listening."""
    env = {**os.environ, "NINE_LIVES_HOME": str(tmp_path / "home"), "PYTHONUNBUFFERED": "1"}
    done = subprocess.run([sys.executable, "-m", "game", "serve", "--host", "127.0.0.1", "--port", "0",
                           "--workers", "2", "--continue"], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert "--continue found no unfinished table to reopen" in done.stderr
    assert "listening on" not in done.stdout and "stopped" not in done.stdout


def dropped(port: int, first: bytes) -> bool:
    """Whether the front closes a connection that sends `first` without a word."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        if first:
            sock.sendall(first)
        try:
            return sock.recv(100) == b""
        except ConnectionResetError:  # (closed with bytes unread)
            return True


# ---- hostile first bytes -------------------------------------------------------------------------------
def test_hostile_first_bytes_are_dropped_and_the_front_stays_up(tmp_path):
    served = Served(tmp_path / "home", "--port", "0", "--workers", "2", "--handshake-seconds", "1",
                    "--game", "exploding-kittens", "--seats", "net,easy", *ARGS)
    port = int(served.port())
    try:
        assert dropped(port, b"")  # no ClientHello at all: closed after the handshake's time
        assert dropped(port, b"\x00garbage that is no TLS\r\n\r\n")
        assert dropped(port, b"GET / HTTP/1.1\r\n\r\n")  # plain HTTP to a TLS server
        assert dropped(port, b"\x16\x03\x01\x40\x00" + b"\x01" * 300)  # a ClientHello that never ends (slowloris)
        assert dropped(port, b"\x16\x03\x01\x48\x01" + bytes(100))  # a record longer than TLS allows
        assert dropped(port, b"\x16\x03\x01\x00\x08\x01\x01\x00\x00" + bytes(4))  # a ClientHello saying it is huge
        threads = [threading.Thread(target=dropped, args=(port, b"\x16\x03"), daemon=True) for _ in range(20)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(10)
        _plays_a_game(served)  # the front is still up
    finally:
        assert served.stop() == 0


def _plays_a_game(served: Served) -> None:
    client = NetClient(served.url, served.codes[0], seat=0, give_up=20).start()
    try:
        assert play(client, "easy", 60, 1)
    finally:
        client.close()


def test_a_plain_front_reads_the_path_and_drops_a_huge_request_line(tmp_path):
    served = Served(tmp_path / "home", "--port", "0", "--workers", "2", "--no-tls", "--handshake-seconds", "1",
                    "--game", "exploding-kittens", "--seats", "net,easy", *ARGS)
    try:
        assert dropped(int(served.port()), b"GET /" + b"a" * PEEK_MAX)  # no end of line in sight
        _plays_a_game(served)  # ws://, routed by its path
    finally:
        assert served.stop() == 0


def test_an_address_s_connections_are_counted_across_every_worker(tmp_path):
    """--max-per-address holds for the whole server, not for each worker: two connections held
    open, one on each worker, and a third (to either) is refused in words; once they close, the
    address may connect again (each worker says when one it was handed ends)."""
    served = Served(tmp_path / "home", "--port", "0", "--workers", "2", "--creation-password", "pw",
                    "--max-per-address", "2", "--handshake-seconds", "30", *ARGS)
    try:
        codes = [remote.ask(served.url, "create", "created", password="pw", game="exploding-kittens",
                            seats=["net", "easy"])["code"] for _ in range(2)]
        assert sorted(routing.owner(routing.route_of(code), 2) for code in codes) == [0, 1]
        # Every connection here is closed soon after by one side or the other, and its worker says
        # so; until it has, it still counts: so each step is tried until the counts have caught up
        with contextlib.ExitStack() as held:  # (nothing said on them: they stay for the handshake's time)

            def holding(code: str) -> bool:
                with contextlib.suppress(InvalidStatus, OSError, TimeoutError):
                    held.enter_context(tls.open_sync(served.url, 10, code))
                    return True
                return False

            assert all(wait_for(lambda code=code: holding(code), 60) for code in codes)
            said: list[InvalidStatus] = []

            def refused() -> bool:  # (a connection dropped unheard, for earlier ones still counted: again)
                try:
                    with tls.open_sync(served.url, 10, codes[0]):
                        raise AssertionError("a third connection was let in")
                except InvalidStatus as exc:
                    said.append(exc)
                    return True
                except (OSError, TimeoutError, WebSocketException):
                    return False

            assert wait_for(refused, 60)
            assert said[0].response.status_code == 429 and "per_address" in said[0].response.body.decode()

        def admitted() -> bool:
            with contextlib.suppress(InvalidStatus, OSError, TimeoutError), tls.open_sync(served.url, 10, codes[1]):
                return True
            return False

        assert wait_for(admitted, 60)
    finally:
        assert served.stop() == 0


# ---- every per-address limit holds for the whole server -----------------------------------------------
OTHER, THIRD = "127.0.0.2", "127.0.0.3"  # (Linux answers the whole of 127/8 on lo)


def attempt(address: str, url: str, kind: str, code: str | None = None, route: bool = True,
            **fields) -> tuple[int, str, str]:
    """One first message from `address` on a connection of its own, stating `code`'s route (unless
    not `route`, as an app from before --workers): (0, the reply's reason or type, its words), or (the
    HTTP status, its reason's id, its words) of a handshake refused."""
    try:
        with sync_connect(tls.routed(url, code) if route else url, source_address=(address, 0), open_timeout=10,
                          close_timeout=1) as ws:
            ws.send(protocol.write(kind, **({"code": code} if code else {}), **fields))
            reply = json.loads(ws.recv(timeout=10))
            return 0, reply.get("why") or reply["type"], words(reply)
    except InvalidStatus as exc:
        said = reasons.from_body(exc.response.body)
        return exc.response.status_code, said.id if said else "", str(said)


def wrong_codes(count: int) -> list[str]:
    """Codes of no table, owned by the two workers in turn."""
    return [credentials.new_code(lambda c, i=i: routing.owns(c, i % 2, 2)) for i in range(count)]


def test_an_address_s_join_attempts_are_counted_across_every_worker(tmp_path):
    """A code guesser's wrong codes spread over both workers' routes are refused after one
    process's allowance (4 a minute here), before the handshake as one process does, in the same
    words; another address guesses on."""
    served = Served(tmp_path / "home", "--port", "0", "--workers", "2", "--no-tls", "--joins-per-minute", "4",
                    "--game", "exploding-kittens", "--seats", "net,easy", *ARGS)
    try:
        codes = wrong_codes(8)
        assert [attempt(OTHER, served.url, "hello", code)[1] for code in codes[:4]] == ["no_table"] * 4
        for code in codes[4:]:  # (to each worker in turn)
            status, reason, said = attempt(OTHER, served.url, "hello", code)
            assert (status, reason) == (429, "join_rate")
            assert "Too many join attempts from your address (at most 4 a minute)" in said
        assert [attempt(THIRD, served.url, "look", code)[1] for code in codes[:4]] == ["no_table"] * 4
    finally:
        assert served.stop() == 0


def test_an_address_s_tables_are_counted_across_every_worker(tmp_path):
    """Creations (no route: the workers in turn) from one address stop at one process's allowance
    (2 an hour here), in the same words; another address opens its own."""
    served = Served(tmp_path / "home", "--port", "0", "--workers", "2", "--no-tls", "--creation-password", "pw",
                    "--tables-per-hour", "2", *ARGS)
    try:
        def create(address: str) -> tuple[int, str, str]:
            return attempt(address, served.url, "create", password="pw", game="exploding-kittens",
                           seats=["net", "easy"])

        assert [create(OTHER)[1] for _ in range(2)] == ["created"] * 2
        for _ in range(4):  # (to each worker, twice)
            status, reason, said = create(OTHER)
            assert (status, reason) == (0, "create_rate")
            assert said.startswith("This server opens at most 2 tables an hour for one address: try again in ")
        assert create(THIRD)[1] == "created"
    finally:
        assert served.stop() == 0


def test_a_flood_of_wrong_codes_spends_one_allowance_and_the_server_stays_up(tmp_path):
    """Eight connections at a time guessing codes on both workers' routes: what gets through is
    one allowance and at most one more a guessing connection (a worker allows without waiting
    for the front: what is in flight when the front's word comes); the front and both workers stay
    up and another address plays."""
    served = Served(tmp_path / "home", "--port", "0", "--workers", "2", "--no-tls", "--joins-per-minute", "10",
                    "--game", "exploding-kittens", "--seats", "net,easy", *ARGS)
    try:
        answers: list[str] = []

        def guess() -> None:
            for code in wrong_codes(25):
                with contextlib.suppress(OSError, TimeoutError, WebSocketException):
                    answers.append(attempt(OTHER, served.url, "hello", code)[1])

        guessers = [threading.Thread(target=guess, daemon=True) for _ in range(8)]
        for guesser in guessers:
            guesser.start()
        for guesser in guessers:
            guesser.join(120)
        through = answers.count("no_table")
        print(f"\n{len(answers)} guesses answered: {through} let through, {answers.count('join_rate')} refused")
        assert 10 <= through <= 10 + len(guessers) and answers.count("join_rate") == len(answers) - through
        assert served.proc.poll() is None
        client = NetClient(served.url, served.codes[0], seat=0, give_up=20).start()
        try:
            assert play(client, "easy", 60, 1)
        finally:
            client.close()
        assert all(attempt(THIRD, served.url, "look", code)[1] == "no_table" for code in wrong_codes(2))
    finally:
        assert served.stop() == 0


def test_an_app_that_states_no_route_is_told_to_update(tmp_path):
    """An app from before --workers states no route: its connections go to the workers in turn,
    and one that is not the table's is told in words to update the app (not that no table has
    the code); the table's own worker answers as ever."""
    served = Served(tmp_path / "home", "--port", "0", "--workers", "2", "--no-tls",
                    "--game", "exploding-kittens", "--seats", "net,easy", *ARGS)
    try:
        looks = [attempt(THIRD, served.url, "look", served.codes[0], route=False) for _ in range(2)]  # (one each)
        assert sorted(reason for _status, reason, _said in looks) == ["seats", "update_app"]
        assert ("this server needs a newer Nine Lives to join its tables: update the app"
                in [said for _status, _reason, said in looks])
    finally:
        assert served.stop() == 0


def test_a_worker_stopped_with_sigterm_stops_the_server_cleanly(tmp_path):
    """systemd's default KillMode signals every process of the service at once: a worker that
    heard its SIGTERM first and stopped is not started again, the whole server stops cleanly."""
    served = Served(tmp_path / "home", "--port", "0", "--workers", "2", "--game", "exploding-kittens",
                    "--seats", "net,easy", *ARGS)
    try:
        os.kill(workers_of(served)[1], signal.SIGTERM)
        served.expect("worker 2 was stopped (SIGTERM): the server stops")
        served.expect("stopped; every unfinished game is journaled")
        assert served.proc.wait(60) == 0
        assert not [line for line in served.seen if "starting it again" in line]
    finally:
        served.stop()
