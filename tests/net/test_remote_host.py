"""A table opened on a server by its creator (the app's "On a Nine Lives server"): `create` gives
the creator a token and its own seats' tokens; only that token starts or closes the table, and
it still does after the server restarts (`serve --continue`). `remote.RemoteHost` does it all
over the wire, a refusal said in words. Everything on 127.0.0.1."""

from __future__ import annotations

import contextlib
import json
import threading

import pytest
from net.netkit import raw_connect, wait_for

from game import saves
from game.engine.feed import Link, SeatLink
from game.net import hostlog, protocol
from game.net import remote as remote_module
from game.net.host import Host, HostThread, table_files
from game.net.limits import Gate, Limits
from game.net.reasons import why
from game.net.remote import UNREACHABLE, Opening, RemoteHost, ask
from game.net.seating import Ticket


@pytest.fixture
def server(host: HostThread) -> HostThread:
    host.host.creation_password = "s3cret"
    return host


def wait_for_value(get, timeout: float = 10.0):
    """The first truthy value `get()` gives within `timeout` seconds (AssertionError if none)."""
    values: list = []
    assert wait_for(lambda: bool(values.append(get()) or values[-1]), timeout)
    return values[-1]


def _create(url: str, **fields) -> dict:
    base = {"password": "s3cret", "game": "exploding-kittens", "seats": ["human", "net", "easy"],
            "names": ["Ann", "Player 2", "Tom"], "held": True, "host": "Ann"}
    return ask(url, "create", "created", **{**base, **fields})


def test_create_gives_the_creator_its_seats_and_a_token_that_alone_starts_the_table(server):
    created = _create(server.host.url)
    table = server.host.tables[created["code"]]
    assert table.held and table.host_name == "Ann" and [p.name for p in table.places] == ["Ann", "Player 2", "Tom"]
    assert [seat for seat, _token in created["tokens"]] == [0]
    assert created["creator"] not in json.dumps([p.token for p in table.places]) and table.creator != created["creator"]
    for wrong in ("x" * 43, created["tokens"][0][1]):  # a guess, or a seat's token: not the creator's
        with pytest.raises(Exception, match="only the person who opened this table may do that"):
            ask(server.host.url, "start", "done", code=created["code"], creator=wrong)
    assert table.held
    assert ask(server.host.url, "start", "done", code=created["code"], creator=created["creator"], cpus=True)
    assert wait_for(lambda: not table.held)
    assert table.places[1].link == SeatLink.CPU  # the open seat went to a CPU; the creator's stays theirs
    assert table.places[0].link == SeatLink.OPEN and table.places[0].kind == "human"
    with pytest.raises(Exception, match="the game has already begun"):
        ask(server.host.url, "start", "done", code=created["code"], creator=created["creator"])


def test_only_the_creator_closes_the_table_and_everyone_at_it_is_told(server):
    created = _create(server.host.url)
    code = created["code"]
    with raw_connect(server.host.url, open_timeout=5) as ws:
        ws.send(protocol.write("hello", code=code, watch=True))
        assert json.loads(ws.recv(timeout=5))["type"] == "welcome"
        with pytest.raises(Exception, match="only the person who opened"):
            ask(server.host.url, "close", "done", code=code, creator="not-it")
        assert code in server.host.tables
        assert ask(server.host.url, "close", "done", code=code, creator=created["creator"])["what"] == "close"
        reasons = []
        while True:
            message = json.loads(ws.recv(timeout=5))
            if message["type"] == "bye":
                reasons.append(message["why"])
                break
    assert reasons == [protocol.TABLE_CLOSED.id] and code not in server.host.tables


def test_the_creators_token_still_starts_the_table_after_the_server_restarts(tmp_path):
    first = HostThread(Host(tmp_path / "tables", creation_password="pw", log=lambda _l: None)).start()
    try:
        created = _create(first.host.url, password="pw")
        seats_file = table_files(tmp_path / "tables", created["code"])[0]
        assert wait_for(lambda: seats_file.exists() and "creator" in seats_file.read_text("utf-8"))
    finally:
        first.stop()
    again = Host(tmp_path / "tables", creation_password="pw", log=lambda _l: None)
    assert [t.code for t in again.reopen()] == [created["code"]]
    second = HostThread(again).start()
    try:
        with pytest.raises(Exception, match="only the person"):
            ask(second.host.url, "start", "done", code=created["code"], creator="x" * 43)
        ask(second.host.url, "start", "done", code=created["code"], creator=created["creator"])
        assert wait_for(lambda: not second.host.tables[created["code"]].held)
    finally:
        second.stop()


def test_a_create_with_names_that_do_not_fit_its_seats_is_refused(server):
    with pytest.raises(Exception, match="one name for each seat"):
        _create(server.host.url, names=["Ann"])
    assert not server.host.tables


def _opened(url: str, password: str = "s3cret") -> Opening:
    opening = Opening(url.removeprefix("ws://"), password, "exploding-kittens", "Exploding Kittens",
                      ["human", "net"], ["Ann", "Player 2"], {}, "Ann")
    assert wait_for(lambda: opening.done, 15)
    return opening


def test_a_remote_host_shows_the_seats_starts_and_seats_the_app_as_a_client(server, tmp_path, monkeypatch):
    monkeypatch.setenv("NINE_LIVES_HOME", str(tmp_path / "home"))
    opening = _opened(server.host.url)
    remote = opening.host
    assert remote is not None and not opening.problem
    try:
        assert remote.held is None or remote.held  # (the server's seats come with the lobby's look)
        assert wait_for(lambda: remote.held is True and remote.seats() == [("Ann", "here", "human"),
                                                                            ("Player 2", "open", "net")])
        assert remote.watchers() == 0  # (its own look at the seats is its seat's: nobody else watches)
        with raw_connect(server.host.url, open_timeout=5) as ws:  # somebody watches
            ws.send(protocol.write("hello", code=remote.code, watch=True))
            assert wait_for(lambda: remote.watchers() == 1)
        assert wait_for(lambda: remote.watchers() == 0)
        remote.set_seat(1, "hard")  # the open seat made a Hard CPU, then open again, on the server
        table = server.host.tables[remote.code]
        assert wait_for(lambda: remote.seats()[1] == ("Player 2", "cpu", "hard")) and table.places[1].kind == "hard"
        remote.set_seat(1, "net")
        assert wait_for(lambda: remote.seats()[1] == ("Player 2", "open", "net"))
        remote.set_seat(0, "easy")  # refused by the server, said later (the screen never waits)
        (refused,) = wait_for_value(remote.take_refusals)
        assert refused[0] == 0 and str(refused[1]) == "seat 1 is a person's"
        assert remote.host_name == "Ann"
        assert remote.address_lines() == [f"Address: {remote.address} (a Nine Lives server)"]
        remote.set_seat(1, "easy")
        assert wait_for(lambda: remote.seats()[1] == ("Player 2", "cpu", "easy"))
        remote.keep_for_continue()
        ticket = Ticket.load(hosted=True)
        assert ticket is not None and ticket.creator == remote.creator and ticket.tokens == remote.tokens
        again = RemoteHost.reopened(ticket)  # as Continue does after the app restarts
        assert wait_for(lambda: again.held is True)
        # The CPU keeps its level (the ticket keeps none: the server's seats say it), and it changes
        assert again.seats() == [("Ann", "here", "human"), ("Player 2", "cpu", "easy")], again.seats()
        again.set_seat(1, "hard")
        assert again.seats()[1].kind == "hard"
        assert wait_for(lambda: table.places[1].kind == "hard" and again.seats()[1] == ("Player 2", "cpu", "hard"))
        again.stop()
        remote.begin(cpus_in_open_seats=True)
        assert wait_for(lambda: remote.begun) and not remote.problem
        joining = remote.join_here()
        assert wait_for(lambda: joining.poll() is not None, 15), joining.problem
        game = joining.poll()
        assert game.here == (0,) and [s.link for s in game.seats] == [SeatLink.HERE, SeatLink.CPU]
        joining.close()
    finally:
        remote.close()
    assert wait_for(lambda: not server.host.tables)


def test_a_server_refusal_is_said_in_words(server):
    problem = _opened(server.host.url, password="gue\x1bss").problem
    assert str(problem) == "this host does not open tables for that password"
    # serve logs the refusal: one line, escaped, never the password tried
    (line,) = [line for line in server.lines if "creation password" in line]
    assert line == "a table refused to 127.0.0.1: not the creation password", line
    with raw_connect(server.host.url, open_timeout=20):  # (still served: a refusal closes one connection only)
        pass
    free_port = server.host.port
    server.stop()
    assert _opened(f"127.0.0.1:{free_port}").problem == UNREACHABLE
    opening = Opening("not an address at all", "pw", "exploding-kittens", "Exploding Kittens", ["human"], ["Ann"], {},
                      "Ann")
    assert wait_for(lambda: opening.done) and str(opening.problem).startswith("that is not a server's address")


def test_a_table_the_server_no_longer_has_is_said_at_continue(server):
    remote = RemoteHost(server.host.url, "K7QM-3XPD-9RTW", "x" * 43, {0: "y" * 43}, "Exploding Kittens")
    try:
        assert wait_for(lambda: str(remote.gone) == "no table has that code here")
        assert remote.held is None and remote.watcher.link == Link.GONE
    finally:
        remote.stop()


def test_a_server_for_apps_starts_empty_and_continues_after_a_restart(tmp_path):
    """`serve --continue --creation-password` (a service's command line) starts with nothing to
    reopen, and reopens the tables apps opened after it is stopped (SIGTERM, as systemd stops it)."""
    from net.netkit import Served

    first = Served(tmp_path, "--continue", "--creation-password", "pw", "--port", "0")
    created = _create(first.url, password="pw")
    first.proc.terminate()
    first.expect("stopped; every unfinished game is journaled")
    assert first.proc.wait(30) == 0
    again = Served(tmp_path, "--continue", "--creation-password", "pw", "--port", "0")
    try:
        assert any(f"table {created['code']}: reopened" in line for line in again.seen)
        ask(again.url, "start", "done", code=created["code"], creator=created["creator"])
    finally:
        again.stop()


def test_names_sent_with_create_are_cleaned_at_the_host_and_an_empty_one_refused(server):
    """A `create`'s names reach the seats messages, the log, the journal and the seats file: the
    host cleans each as a joiner's name (they went on raw), and a name of no character is refused."""
    created = _create(server.host.url, names=["\x1b[31mAnn\n", "\u202e\x00\t", "Tom\u2028FAKE"])
    table = server.host.tables[created["code"]]
    assert [p.name for p in table.places] == ["[31mAnn", "Player 2", "Tom FAKE"]
    with pytest.raises(Exception, match="names"):
        _create(server.host.url, names=["Ann", "", "Tom"])


def test_the_creators_messages_spend_no_join_attempts_but_a_wrong_token_does(server):
    """A lobby on a server sends a message for each seat change: its creator's messages, with the
    right token, are not join attempts (each spent one of 30 a minute); a wrong token or code is
    a guess and spends one, as a hello does."""
    server.host.gate = Gate(Limits(joins_per_minute=2))
    created = _create(server.host.url)
    code, creator = created["code"], created["creator"]
    for n in range(6):
        ask(server.host.url, "seat", "done", code=code, creator=creator, seat=1, to=("easy", "net")[n % 2])
    for wrong in ({"creator": "x" * 43}, {"code": "ZZZZ-ZZZZ-ZZZZ"}):
        with pytest.raises(Exception, match=r"only the person who opened|no table has that code"):
            ask(server.host.url, "seat", "done", **{"code": code, "creator": creator, "seat": 1, "to": "easy", **wrong})
    with pytest.raises(Exception, match="Too many join attempts"):
        ask(server.host.url, "seat", "done", code=code, creator="x" * 43, seat=1, to="easy")


def test_a_seat_change_on_a_server_never_holds_up_the_screen(server, monkeypatch):
    """RemoteHost.set_seat asked the server on the screen's thread (5-10 s frozen on a slow
    server): it now returns at once, the seat showing its new kind, and the server's answer
    comes later, a refusal putting the seat back and said by `take_refusals`."""
    created = _create(server.host.url)
    remote = RemoteHost(server.host.url, created["code"], created["creator"], {0: created["tokens"][0][1]},
                        "Exploding Kittens", [("Ann", "human"), ("Player 2", "net"), ("Tom", "easy")])
    answer, asked = threading.Event(), []
    real_ask = remote_module.ask

    def slow_ask(url, kind, expect, /, **fields):
        asked.append(fields.get("to"))
        assert answer.wait(30)  # the server takes its time
        if fields.get("to") == "hard":
            raise remote_module.Refused(why("persons_seat", seat=3))  # (someone sat there meanwhile)
        return real_ask(url, kind, expect, **fields)

    monkeypatch.setattr(remote_module, "ask", slow_ask)
    try:
        remote.set_seat(1, "medium")  # returns while the server has not answered
        remote.set_seat(2, "hard")
        assert [s.kind for s in remote.seats()][1:] == ["medium", "hard"] and remote.take_refusals() == []
        answer.set()
        assert wait_for(lambda: asked == ["medium", "hard"])
        assert wait_for(lambda: server.host.tables[created["code"]].places[1].kind == "medium")
        assert wait_for(lambda: remote.seats()[2].kind == "easy")  # the refused change put back
        assert remote.take_refusals() == [(2, why("persons_seat", seat=3))]
    finally:
        remote.stop()


def test_the_server_is_reached_by_an_invite_or_its_address_with_the_fingerprint_and_checked(server):
    """Typed into Server address, an invite to any table on the server (its code unused) or the
    address with #sha256= pins the certificate before the password is sent; another certificate is
    refused in words and the server opens nothing."""
    from game.net import tls
    from game.net.invite import Invite, format_invite

    invite = server.host.invite("K7QM-3XPD-9RTW")
    right = [format_invite(invite), f"{invite.address}#sha256={invite.fingerprint}"]
    wrong_pin = "0" * 64
    wrong = [format_invite(Invite(invite.host, invite.port, invite.code, wrong_pin)),
             f"{invite.address}#sha256={wrong_pin}"]
    for typed in wrong:
        assert _opened(typed).problem == tls.NOT_THE_SERVER
    assert not server.host.tables and server.host.received == 0  # not even the password was sent
    for typed in right:
        opening = _opened(typed)
        assert opening.host is not None, opening.problem
        assert tls.split_pin(opening.host.url)[1] == invite.fingerprint  # held for every later connection
        opening.host.close()
    assert str(_opened("ninelives://127.0.0.1:1/nonsense").problem).startswith("the invite's join code")


def test_the_apps_smoke_on_a_server_says_a_refused_password_in_words(server, capsys):
    """`--smoke-test --on-server` (the packaged build's server smoke) opens its table through
    `Opening`: a wrong creation password is the server's refusal, in one line, and no table."""
    from game.cli.on_server import run_on_server

    assert run_on_server(server.host.url, "wrong", timeout=10) == 1
    out = capsys.readouterr()
    assert out.err == "error: the server did not open the table: this host does not open tables for that password\n"
    assert "invite" not in out.out and not server.host.tables


def test_an_answer_read_stands_when_the_goodbye_after_it_fails(monkeypatch):
    """The host closes a request's connection as soon as it has answered; a close that then fails
    (reset, late) turned the answer read into "the server cannot be reached" (CI, under load)."""
    from websockets.exceptions import ConnectionClosedError

    from game.net import tls

    class Answered:
        def __enter__(self):
            return self

        def __exit__(self, *exc):
            raise ConnectionClosedError(None, None)

        def send(self, text):
            pass

        def recv(self, timeout=None):
            return protocol.write("done", n=0, what="close")

    monkeypatch.setattr(tls, "open_sync", lambda *args, **kw: Answered())
    assert ask("wss://127.0.0.1:1", "close", "done", code="K7QM-3XPD-9RTW", creator="x" * 43)["what"] == "close"


def _slow_disk(monkeypatch) -> tuple[threading.Event, threading.Event]:
    """A new table's journal held as a slow disk would hold it: (set as it begins, set to let it go)."""
    entered, release = threading.Event(), threading.Event()
    start = saves.Journal.start.__func__

    def slow_disk(cls, *args, **kwargs):
        entered.set()
        release.wait(10)
        return start(cls, *args, **kwargs)

    monkeypatch.setattr(saves.Journal, "start", classmethod(slow_disk))
    return entered, release


def test_a_created_tables_journal_reaches_the_disk_off_the_loop_and_only_then_is_its_code_told(server, monkeypatch):
    """A new table's journal is written whole and fsynced (milliseconds; seconds while another
    process floods the disk). On the host's loop, every handshake waited for it meanwhile, past
    websockets' open timeout ('the server cannot be reached', a flake in CI). Now the loop serves
    others while it is written, and the table is served and its code told only once it is on disk."""
    entered, release = _slow_disk(monkeypatch)
    replies: list = []
    asking = threading.Thread(target=lambda: replies.append(_create(server.host.url)))
    asking.start()
    try:
        assert entered.wait(10)
        assert server.call(lambda: dict(server.host.tables), timeout=2) == {}  # the loop is free; nothing served yet
        with pytest.raises(remote_module.Refused, match="no table has that code"):
            ask(server.host.url, "look", "seats", code="K7QM-3XPD-9RTW")  # another connection is answered
        assert not replies
    finally:
        release.set()
        asking.join(10)
    code = replies[0]["code"]
    seats_file, journal = table_files(server.host.directory, code)
    assert server.call(lambda: code in server.host.tables) and wait_for(seats_file.is_file)
    saved, message = saves.load_autosave(journal)
    assert message is None and saved is not None and [s.name for s in saved.seats] == ["Ann", "Player 2", "Tom"]


def test_a_table_whose_journal_cannot_be_written_is_not_served_and_its_creator_is_told(server, monkeypatch):
    """A full disk (or a folder gone) as a created table's journal is written off the loop: the
    table is never served, its creator hears the host failed, the host logs why and serves on."""
    def full_disk(cls, *args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves.Journal, "start", classmethod(full_disk))
    with pytest.raises(remote_module.Refused, match="could not handle"):
        _create(server.host.url)
    assert server.call(lambda: dict(server.host.tables)) == {}
    assert wait_for(lambda: any("its journal could not be written (OSError" in line for line in server.lines))
    monkeypatch.undo()
    assert _create(server.host.url)["code"]  # the host serves on


def test_a_table_created_while_the_host_stops_leaves_no_file(tmp_path, identity, monkeypatch):
    """Its creator was never told its code: its journal, written meanwhile, is removed."""
    entered, release = _slow_disk(monkeypatch)
    running = HostThread(Host(tmp_path / "tables", creation_password="s3cret", log=lambda _line: None,
                              tls=identity)).start()
    told: list[str] = []

    def create() -> None:
        with contextlib.suppress(remote_module.Refused):  # (told nothing, or told the host stopped)
            told.append(_create(running.host.url)["code"])

    asking = threading.Thread(target=create)
    asking.start()
    assert entered.wait(10)
    stopping = threading.Thread(target=running.stop)
    stopping.start()
    assert wait_for(lambda: running.host._stopping.is_set())  # (read here: its loop waits for the journal held)
    release.set()
    stopping.join(15)
    asking.join(15)
    assert not told
    assert [p.name for p in (tmp_path / "tables").iterdir()] in ([], [hostlog.NAME])
