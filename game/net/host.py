"""The host: tables served over websockets, each running the only `Match` of its game.

The contract:
- `Host` holds tables by join code and serves them on one address (127.0.0.1 unless told
  otherwise). `serve_forever` runs it on the calling thread's event loop (`python -m game
  serve`); `HostThread` runs it in a thread of its own with its own loop (the app), so no
  frame ever waits on the network.
- Each table has a driver task: it wakes on a message, a CPU's answer or the table's next
  due time, lets the table do what is due, hands CPU thinking to worker threads, and sends each
  connection the update it lacks. Tables share nothing, so one cannot stall another.
- What a connection is sent goes through its outbox (outbox.py): every message of one turn of
  the event loop framed and written at once, with no task or queue per connection; one task
  pings every connection (`PING_SECONDS`). What it says reaches `_receive` in the turn of the
  loop that read it (inbox.py), with no task step per message.
- A connection's first message is `hello` (take or retake a seat, or watch) or `create`
  (a new table, with the host's creation password). Messages after that are handled by type
  (`HANDLERS`). A malformed message gets an error reply and a strike; a connection over its
  strikes or its message rate is closed. Nothing a client sends can raise out of its handler.
- Every table is journaled as the autosave is: the actions a driver applied in one pass are
  committed, with every other table's waiting then (commit.py: one fsync of the host-wide log,
  hostlog.py), before any is acknowledged or shown; `reopen` first gives a journal the lines
  the log holds and a crash took from it. A small file beside each journal holds its code,
  seats and token digests: `reopen` (serve --continue) brings every unfinished table back,
  proved, with the same code and tokens.
- A host that runs for long (`serve`) lets a finished table go `keep_finished` seconds after
  its result was sent: its connections get `bye` ("the game is over") and it leaves memory.
- What one address, connection or table may cost is limits.py's (`Gate`): the handshake's
  HTTP request is admitted or refused there (`_on_request`), and the messages that spend an
  address's attempts ask it. `_on_request` first answers `GET /metrics` and `/health`
  (metrics.py, which also counts the bytes sent and each action's time to its ack). An
  unfinished table nobody is connected to leaves memory after the idle time; its journal
  stays, and its code brings it back (`_table_for`).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.http11 import Request, Response

from .. import storage
from ..engine.actions import Action
from ..engine.errors import ConfigError, IllegalAction
from ..engine.feed import SeatLink
from ..engine.match import Match
from ..i18n import _, format_number, ngettext
from ..names import clean_name, default_name
from ..saves import SPECTATOR, Journal, load_autosave
from . import credentials, protocol, reactions
from .addresses import check_listening
from .commit import GroupCommit
from .hostlog import recovery_lines
from .inbox import Inbound
from .invite import Invite, invite_for
from .limits import Bucket, Gate, Lifetime, Limits
from .loglines import LogLine, about_table, escaped_line
from .metrics import Metrics
from .outbox import Outbox, Writer
from .reasons import Refusal, Why, why
from .table import PERSON_KINDS, Conn, Job, Place, Table, TableOptions, name_of_host
from .thinkers import Thinkers
from .tls import Identity, served_url

MAX_STRIKES = 5
RATE = 30.0  # messages a second a client may send, on average
BURST = 60.0  # ... and at most this many at once
PING_SECONDS = 2.0  # how often the host measures each person's round trip
KEEPALIVE_SECONDS = 10.0  # how often a websocket ping checks the connection is there (inbox.py) ...
KEEPALIVE_TIMEOUT = 20.0  # ... and how long its pong may take, then the connection is cut
OUTBOX = 512  # messages waiting for a client too slow to read them (outbox.py): then it is dropped
CLOSE_ANSWER_SECONDS = 5.0  # how long a closed connection may take to answer our close before it is cut;
# cutting it (TCP reset) throws away what its reader has not read yet, such as the error that said
# why: a client slow under load (1 s was too short on a busy machine) must still read it
META = ".table.json"
FIRST = ("hello", "create", "look", "start", "close", "seat")  # the messages a connection may begin with
Log = Callable[[str], None]


class Client:
    """One websocket connection: its outbox, strikes and rate, and the seat it holds."""

    def __init__(self, ws: Inbound, resyncs: Bucket, writer: Writer):
        self.ws = ws
        self.address: str = getattr(ws, "peer", "")  # as the limits count it
        self.resyncs = resyncs
        self.outbox = Outbox(ws, writer)  # written at the next turn of the loop, with the others
        self.strikes = 0
        self.allowance = BURST
        self.checked = time.monotonic()
        self.table: Table | None = None
        self.conn: Conn | None = None
        self.closed = False
        self.refused_reactions = 0  # quick reactions refused in a row (too many)
        self.first = True  # its first message is still to come

    def send(self, text: str) -> None:
        if self.closed:
            return
        if self.outbox.waiting >= OUTBOX:
            self.close(why("too_slow"))
            return
        self.outbox.put(text)

    def close(self, reason: Why) -> None:
        if not self.closed:
            self.closed = True
            self.outbox.close(protocol.write("bye", n=self.n, **reason.fields()), CLOSE_ANSWER_SECONDS)

    @property
    def n(self) -> int:
        return self.conn.stream.sent if self.conn else 0

    def within_rate(self) -> bool:
        now = time.monotonic()
        self.allowance = min(BURST, self.allowance + (now - self.checked) * RATE)
        self.checked = now
        self.allowance -= 1
        return self.allowance >= 0


class Host:
    def __init__(self, directory: Path | None = None, host: str = "127.0.0.1", port: int = 0,
                 creation_password: str | None = None, log: Log = print, keep_finished: float | None = None,
                 limits: Limits | None = None, tls: Identity | None = None):
        check_listening(host)
        self.directory = directory or storage.paths().tables_dir
        self.address = host
        self.port = port
        self.creation_password = creation_password
        self.created_options: TableOptions | None = None  # the times of tables opened by `create` (serve's --option)
        self.log: Log = lambda line: log(escaped_line(line))  # nothing a client sent prints a control character
        self.tls = tls  # the certificate it speaks TLS with (wss://), or None: plain ws://
        self.max_strikes = MAX_STRIKES
        self.keep_finished = keep_finished  # seconds a finished table stays (None: for good), then it is let go
        self.gate = Gate(limits)
        self.metrics = Metrics(self)  # GET /metrics and /health
        self.received = 0  # messages read from clients (for tests and figures)
        self.writer = Writer()  # every connection's messages of one turn of the loop, written together
        self._pinged: dict[Client, None] = {}  # the connections pinged every PING_SECONDS, in order
        self.tables: dict[str, Table] = {}
        self._wake: dict[str, asyncio.Event] = {}
        self._drivers: dict[str, asyncio.Task[None]] = {}
        self._seats_sent: dict[str, tuple[Any, str]] = {}  # code -> (what the seats were made of, as sent)
        self._meta_saved: dict[str, Any] = {}  # code -> what its seats file was written from
        self._inbox: dict[str, list[tuple[Client, Conn, int, Action, int, float]]] = {}  # actions waiting, as they came
        self.thinkers = Thinkers()  # every CPU's thinking, none waiting for another's
        self.commits = GroupCommit(self.directory)  # journals made durable together before any ack
        self._meta = ThreadPoolExecutor(max_workers=1, thread_name_prefix="seats")  # in order
        self._opening: set[Table] = set()  # created tables whose journal is being written (`_on_create`)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._server: Server | None = None
        self._stopping: asyncio.Event | None = None

    # ---- tables ----------------------------------------------------------------------------
    def add_table(self, game_id: str, kinds: list[str], options: dict[str, Any] | None = None,
                  table_options: TableOptions | None = None, names: list[str] | None = None,
                  match: Match | None = None) -> Table:
        """A new table (dealt afresh, or playing `match`), journaled in the host's directory.
        ConfigError for a bad table."""
        table = self._new_table(game_id, kinds, options, table_options, names, match, journaled=True)
        self._register(table)
        return table

    def _new_table(self, game_id: str, kinds: list[str], options: dict[str, Any] | None,
                   table_options: TableOptions | None, names: list[str] | None, match: Match | None,
                   journaled: bool) -> Table:
        """A table under a fresh code, not yet served; its journal started now (`journaled`), else
        by the caller (`_start_journal`). ConfigError for a bad table."""
        self.directory.mkdir(parents=True, exist_ok=True)
        code = credentials.new_code(self.owns)
        table = Table(game_id, kinds, options, table_options, names, code=code,
                      journal_path=self._journal_path(code) if journaled else None, match=match)
        game, seats = _(table.ruleset.info.name), ", ".join(kinds)  # (the seats' kinds as serve's --seats takes them)
        self.log(LogLine("opened", _("table {code}: {game}, seats {seats}").format(code=code, game=game, seats=seats),
                         table=code, game=game, seats=seats))
        return table

    def _start_journal(self, table: Table) -> None:
        """Write a table's whole journal and fsync it (on the seats thread: a table's journal takes
        milliseconds to reach the disk, and seconds while another process floods it)."""
        table.journal = Journal.start(table.match, table.saved_seats(), self._journal_path(table.code),
                                      each_action=False)

    def owns(self, code: str) -> bool:
        """Whether this host serves the table of `code` (every table; a worker of `serve
        --workers` only its routes', front.py)."""
        return True

    def _journal_path(self, code: str) -> Path:
        return table_files(self.directory, code)[1]

    def _register(self, table: Table) -> None:
        self.tables[table.code] = table
        self._save_meta(table)
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._start_driver, table)

    def save_seats(self, table: Table) -> Future[None] | None:
        """Write `table`'s seats file now, for seats changed outside its driver's pass (the tokens
        of the host's own seats, made as its table opens); the write to wait for, or None."""
        return self._save_meta(table)

    def _save_meta(self, table: Table) -> Future[None] | None:
        """Write the table's code and seats (tokens as digests) when they changed; remove the
        file once its game is over."""
        made_of = "over" if table.finished else (table.held, table.host_name, table.creator, len(table.stand_ins), [
            (p.kind, p.name, p.token, p.link == SeatLink.LEFT, p.seed) for p in table.places])
        if self._meta_saved.get(table.code) == made_of:
            return None
        self._meta_saved[table.code] = made_of
        if table.finished:
            return self._meta.submit(_unlink, table_files(self.directory, table.code)[0])
        data = {"format": 1, "code": table.code, "game": table.ruleset.info.id,
                "options": dict(table.config.options), "table_options": table.options.to_json(),
                "seats": [p.to_json() for p in table.places], "held": table.held, "host": table.host_name,
                "stand_ins": [list(s) for s in table.stand_ins]}  # (only grows: its length tells a change)
        if table.creator:
            data["creator"] = table.creator  # a digest, as the seats' tokens
        return self._meta.submit(self._write_meta, table_files(self.directory, table.code)[0], data, table.code)

    def _write_meta(self, path: Path, data: dict[str, Any], code: str) -> None:
        try:
            storage.atomic_write_json(path, data, private=True)  # token digests
        except OSError as exc:
            self.log(LogLine("error", _("table {code}: its seats could not be written ({reason})").format(
                code=code, reason=exc.strerror or exc), table=code))

    def reopen(self, codes: set[str] | None = None) -> list[Table]:
        """Every unfinished table of an earlier run (serve --continue), or only those of
        `codes` (the app's Continue), proved, with its code and its seats' tokens; a file that
        cannot be used is reported and left alone."""
        opened = []
        if self.directory.is_dir():
            self._recover()
        for path in sorted(self.directory.glob(f"*{META}")) if self.directory.is_dir() else []:
            if (codes is not None and path.name.removesuffix(META) not in codes) \
                    or not self.owns(path.name.removesuffix(META)):
                continue
            try:
                table = self._reopen_one(path)
            except (ValueError, TypeError, KeyError, ConfigError, storage.BadFile) as exc:  # (a ValueError: words)
                self.log(_("{file}: not reopened ({reason})").format(file=path.name, reason=str(exc)[:100]))
                continue
            if table is not None:
                self._register(table)
                opened.append(table)
                moves = len(table.match.steps)
                game = _(table.ruleset.info.name)
                self.log(LogLine("reopened", ngettext("table {code}: reopened, {game}, {moves} move played",
                                                     "table {code}: reopened, {game}, {moves} moves played",
                                                     moves).format(code=table.code, game=game,
                                                                   moves=format_number(moves)),
                                 table=table.code, game=game, moves=moves))
        return opened

    def _recover(self) -> None:
        """Before any journal is proved: the lines an earlier run's host-wide log holds and a
        journal lacks (a crash lost its unsynced tail) go back into it (done once)."""
        if self.commits.log.opened:
            return
        for line in recovery_lines(self.commits.recover(), self.commits.log.problems):
            self.log(line)

    def _reopen_one(self, path: Path) -> Table | None:
        meta = json.loads(path.read_text("utf-8"))
        code = credentials.normal_code(meta["code"])
        if not code:
            raise ValueError(_("its code is unreadable"))
        journal = self._journal_path(code)
        saved, message = load_autosave(journal)
        if saved is None:
            if message:
                self.log(LogLine("table", _("table {code}: {problem}").format(code=code, problem=message),
                                 table=code, problem=message))
            else:  # its game was over: the journal went with it
                _unlink(path)
            return None
        match = saved.to_match()
        now = time.monotonic()
        held = meta.get("held") is True  # its host had not started it: it opens held again
        places = []
        for number, raw in enumerate(meta["seats"]):
            kind = str(raw["kind"])
            token = raw.get("token") if isinstance(raw.get("token"), str) else None
            name = clean_name(raw["name"], default=default_name(True, number))
            place = Place(kind, name, token, seed=int(raw["seed"]))
            away = token and not (held and kind == "human")  # (the host's screen sits down at Start)
            if raw.get("left"):
                place.link = SeatLink.LEFT
            elif kind in PERSON_KINDS:
                place.link, place.dropped_at = (SeatLink.RECONNECTING, now) if away else (SeatLink.OPEN, None)
            if saved.seats[number].seed is not None and saved.seats[number].seed != place.seed:
                raise ValueError(_("its seats disagree with its game"))
            places.append(place)
        options = TableOptions(**meta["table_options"])
        table = Table(saved.game_id, [p.kind for p in places], dict(saved.options), options, code=code,
                      journal_path=journal, match=match, places=places)
        table.held = held
        table.host_name = clean_name(meta.get("host"))
        creator = meta.get("creator")
        table.creator = creator if isinstance(creator, str) and len(creator) == 64 else None
        table.stand_ins = _stand_ins(meta.get("stand_ins", []), len(match.log), len(places))
        return table

    # ---- running -------------------------------------------------------------------------------
    async def serve_forever(self, ready: Callable[[Host], None] | None = None) -> None:
        """Serve until `stop` (or the task is cancelled); `ready` is called once listening."""
        self._loop = asyncio.get_running_loop()
        self._stopping = asyncio.Event()
        secure = {"ssl": self.tls.server_context(), "ssl_handshake_timeout": self.gate.limits.handshake} \
            if self.tls else {}  # (a TLS handshake has the websocket handshake's time limit)
        self._server = await self._listen(max_size=protocol.CLIENT_LIMIT, compression="deflate",
                                          extensions=protocol.server_deflate(), ping_interval=None,
                                          open_timeout=self.gate.limits.handshake,
                                          process_request=self._on_request,
                                          create_connection=self.metrics.counting(self.gate.connection_class), **secure)
        for table in self.tables.values():
            self._start_driver(table)
        pinger = self._loop.create_task(self._pinger())
        if ready is not None:
            ready(self)
        figures = asyncio.create_task(self.metrics.keep_fresh())  # (a server of workers: once a second)
        try:
            await self._stopping.wait()
        finally:
            figures.cancel()
            pinger.cancel()
            await self._shutdown()

    async def _listen(self, **options: Any) -> Server:
        """The websockets server on the host's address and port (a worker of `serve --workers` is
        handed its connections instead, worker.py)."""
        server = await serve(self._handle, self.address, self.port, **options)
        self.port = server.sockets[0].getsockname()[1]
        return server

    def stop(self) -> None:
        """Stop serving (from any thread); every table's journal is closed, kept for --continue."""
        loop, stopping = self._loop, self._stopping
        if loop is not None and stopping is not None and not loop.is_closed():
            loop.call_soon_threadsafe(stopping.set)

    async def _shutdown(self) -> None:
        for task in self._drivers.values():
            task.cancel()
        if self._server is not None:
            self._server.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 2)
        self.commits.shutdown()  # journal writes under way finish first
        for table in self.tables.values():
            if table.journal is not None:
                if table.journal.behind:  # applied, never acknowledged: kept all the same
                    table.journal.sync()
                table.journal.close()  # (fsynced: the host-wide log is emptied next)
        self.commits.close()
        self.thinkers.stop()
        self._meta.shutdown(wait=True)
        for table in self._opening:  # created, its code never told: nothing of it is kept
            if table.journal is not None:
                table.journal.finish()
        self._opening.clear()

    @property
    def url(self) -> str:
        """The address to reach this host from this computer (loopback when it listens
        everywhere): wss:// carrying its certificate's fingerprint, or ws:// without TLS."""
        return served_url(self.address, self.port, self.tls)

    def invite(self, code: str, at: str | None = None) -> Invite:
        """The invite to table `code` on this host, reached at address `at` (by default as this
        computer reaches it)."""
        invite = invite_for(self.url, code)
        return invite if at is None else Invite(at, self.port, code, invite.fingerprint)

    def _start_driver(self, table: Table) -> None:
        if table.code not in self._drivers:
            self._wake[table.code] = asyncio.Event()
            self._drivers[table.code] = asyncio.get_running_loop().create_task(self._drive(table))

    def wake(self, table: Table) -> None:
        event = self._wake.get(table.code)
        if event is not None:
            event.set()

    async def _drive(self, table: Table) -> None:
        """The table's own loop, the only place its game changes: apply the actions received,
        do what is due, hand out CPU thinking; write the journal (off the loop); only then send
        every connection what it lacks and acknowledge the actions. Then sleep until the next
        thing."""
        wake = self._wake[table.code]
        loop = asyncio.get_running_loop()
        lifetime = Lifetime(self.keep_finished, self.gate.limits.idle)
        while True:
            wake.clear()
            acks: list[tuple[Client, Conn, int, Why | None, float]] = []
            try:
                acks = self._apply_received(table)
                due = table.tick(time.monotonic())
                for job in table.jobs():
                    self.thinkers.submit(job, lambda action, exc, job=job: loop.call_soon_threadsafe(
                        self._thought, job, action, exc))
                if table.journal is not None and table.journal.behind and not table.finished:
                    await self.commits.commit(table.journal)  # one fsync covers every action above
            except Exception as exc:  # a fault in one table never stops the host
                self.log(LogLine("error", _("table {code}: error {error}").format(
                    code=table.code, error=f"{type(exc).__name__}: {str(exc)[:120]}"), table=table.code))
                due = None
            self.flush(table)
            for client, conn, number, refused, arrived in acks:  # acknowledged only now: applied, and on disk
                reply: dict[str, Any] = {"n": conn.stream.sent, "id": number, "ok": refused is None}
                if refused is not None:
                    reply.update(refused.fields())
                client.send(protocol.write("ack", **reply))
                self.metrics.acted(arrived, refused is None)
            # (a result was sent to everyone there; a table held for its Start is never let go for being alone)
            end = lifetime.end(table.finished, bool(table.conns) or table.held)
            if end is not None:
                if time.monotonic() >= end:
                    (self._let_go if table.finished else self._rest)(table)
                    return
                due = end if due is None else min(due, end)
            if wake.is_set():
                continue
            timeout = None if due is None else max(0.0, due - time.monotonic())
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(timeout):  # (wait_for would make a task at every wait)
                    await wake.wait()

    def close_table(self, code: str) -> None:
        """Close a table on purpose (called on the host's loop): everyone at it is told
        (`protocol.TABLE_CLOSED`), and nothing of it is kept, in memory or on disk."""
        table = self.tables.get(code)
        if table is None:
            return
        driver = self._drivers.get(code)
        if driver is not None:
            driver.cancel()
        if table.journal is not None:
            table.journal.discard()
        self._forget(table, protocol.TABLE_CLOSED)
        self.forget_files(code)
        self.log(LogLine("closed", _("table {code}: closed by its host").format(code=code), table=code))

    def forget_files(self, code: str) -> None:
        """Remove a table's journal and seats file (after anything already queued for them)."""
        self._meta.submit(remove_table_files, self.directory, code)

    def _let_go(self, table: Table) -> None:
        """Forget a finished table (its journal is closed, its result was sent): its connections
        are closed and nothing of it stays in the host's memory."""
        self._forget(table, protocol.GAME_OVER)
        self.log(LogLine("finished", _("table {code}: finished and closed").format(code=table.code), table=table.code))

    def _rest(self, table: Table) -> None:
        """Let an unfinished table nobody is connected to leave memory; its journal and seats
        file stay, so its code brings it back (`_table_for`), as `serve --continue` would."""
        if table.journal is not None:
            if table.journal.behind:
                table.journal.sync()
            table.journal.close()
        self._forget(table, protocol.GAME_OVER)
        minutes = (self.gate.limits.idle or 0) / 60
        words = ngettext("table {code}: nobody there for {minutes} minute, left memory (kept on disk)",
                         "table {code}: nobody there for {minutes} minutes, left memory (kept on disk)",
                         int(minutes) if minutes.is_integer() else 2)
        self.log(LogLine("idle", words.format(code=table.code, minutes=format_number(minutes)), table=table.code))

    def _forget(self, table: Table, reason: Why) -> None:
        """Close the table's connections with `reason` and keep nothing of it in memory."""
        for conn in list(table.conns):
            conn.close(reason)
        table.conns.clear()
        for kept in (self.tables, self._wake, self._drivers, self._seats_sent, self._meta_saved, self._inbox):
            kept.pop(table.code, None)

    def _apply_received(self, table: Table) -> list[tuple[Client, Conn, int, Why | None, float]]:
        """Apply the actions clients sent, in the order they arrived (first come, first served)."""
        received, self._inbox[table.code] = self._inbox.get(table.code, []), []
        acks = []
        for client, conn, number, action, at, arrived in received:
            if conn not in table.conns:
                continue  # its connection was replaced or closed meanwhile: it never happened
            try:
                acks.append((client, conn, number, table.act(conn.seat, action, at), arrived))
            except IllegalAction:  # (the rules' own reason is the host's: a developer's words)
                acks.append((client, conn, number, why("not_allowed"), arrived))
                self._strike(client, why("not_allowed"))
        return acks

    def _thought(self, job: Job, action: Action | None, exc: BaseException | None) -> None:
        if exc is not None:
            self.log(LogLine("error", _("table {code}: seat {seat}'s CPU failed: {error}").format(
                code=job.table.code, seat=job.seat + 1, error=f"{type(exc).__name__}: {exc}"), table=job.table.code))
        job.table.job_done(job, action)
        self.wake(job.table)

    def flush(self, table: Table) -> None:
        """Send every connection of `table` what it lacks, and the seats when they changed."""
        now = time.monotonic()
        for line in table.log_lines:
            # TRANSLATORS: {line} is one line about the table, such as "Bea took seat 2".
            self.log(about_table(table.code, line, _("table {code}: {line}").format(code=table.code, line=line)))
        table.log_lines.clear()
        self._save_meta(table)
        seats_changed, seats = self._seats_changed(table, now)
        for seat, kind in table.timed_out:
            for conn in table.conns:
                if conn.seat == seat:
                    conn.send(protocol.write("timeout", n=conn.stream.sent, decision=kind.value))
        table.timed_out.clear()
        for conn in list(table.conns):
            if conn.resume_from is not None:
                table.resume(conn, *conn.resume_from)
                conn.resume_from = None
            message = table.message_for(conn, now)
            if message is not None:
                conn.send(message)
            if seats_changed:
                conn.send(protocol.write("seats", n=conn.stream.sent, **json.loads(seats)))

    def _seats_changed(self, table: Table, now: float) -> tuple[bool, str]:
        """Whether the table's `seats` message changed since it was sent, and its text. Worked
        out again only when what it is made of changed, or while a seat's grace time runs."""
        watchers = table.watchers() if table.held else None  # (told while the game waits: for its host's lobby)
        made_of = (table.held, watchers, [(p.kind, p.link, p.name, p.dropped_at) for p in table.places])
        sent = self._seats_sent.get(table.code)
        timed = any(p.link == SeatLink.RECONNECTING and p.dropped_at is not None for p in table.places)
        if sent is not None and sent[0] == made_of and not timed:
            return False, sent[1]
        fields: dict[str, Any] = {"seats": table.seat_states(now), "held": table.held}
        if watchers is not None:
            fields["watchers"] = watchers
        seats = json.dumps(fields)
        self._seats_sent[table.code] = (made_of, seats)
        return sent is None or sent[1] != seats, seats

    # ---- connections -------------------------------------------------------------------------
    def _on_request(self, connection: ServerConnection, request: Request) -> Response | None:
        """An HTTP request on the host's port, before any websocket: `/metrics` and `/health`
        answered (metrics.py); a websocket handshake refused here (HTTP 429 or 503, in words)
        when the limits say so."""
        answer = self.metrics.answer(connection, request)
        if answer is not None:
            return answer
        refusal = self.gate.admit(getattr(connection, "peer", ""))
        if refusal is None:
            return None
        return connection.respond(refusal.status, refusal.why.body())

    async def _handle(self, ws: Inbound) -> None:
        """A connection's life: its messages reach `_receive` as they are read (inbox.py); this
        waits for its end, or closes it when it says nothing in time."""
        client = Client(ws, self.gate.resyncs(), self.writer)
        try:
            await ws.hand_to(functools.partial(self._receive, client), self.gate.limits.handshake)
        except TimeoutError:
            self.gate.timed_out("first_message")
            client.close(why("nothing_said"))
        finally:
            self._gone(client)
            self._pinged.pop(client, None)
            client.close(why("goodbye"))
            closing = client.outbox.closing
            if closing is not None:
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(closing, 2)

    def _receive(self, client: Client, raw: str | bytes) -> bool:
        """Handle one message; False when the connection should close."""
        if client.closed:
            return False
        self.received += 1
        first, client.first = client.first, False
        if not client.within_rate():
            client.close(why("too_many_messages"))
            return False
        try:
            message = protocol.read(raw, protocol.FROM_CLIENT, protocol.CLIENT_LIMIT)
            kind = message["type"]
            if first != (kind in FIRST):
                raise protocol.BadMessage("hello_first") if first else protocol.BadMessage("comes_first", kind=kind)
            HANDLERS[kind](self, client, message)
        except protocol.BadMessage as exc:
            return self._strike(client, exc.why)
        except Exception as exc:  # nothing a client sends may take the host down
            self.log(_("error handling a message: {error}").format(error=f"{type(exc).__name__}: {str(exc)[:120]}"))
            return self._strike(client, why("host_failed"))
        return not client.closed

    def _strike(self, client: Client, reason: Why) -> bool:
        client.strikes += 1
        client.send(protocol.write("error", n=client.n, strike=True, **reason.fields()))
        if client.strikes >= self.max_strikes or client.table is None:
            client.close(why("too_many_bad") if client.table else reason)
            return False
        return True

    def _gone(self, client: Client) -> None:
        table, conn = client.table, client.conn
        if table is None or conn is None or conn not in table.conns:
            return
        table.conns.remove(conn)
        if conn.seat >= 0 and not any(c.seat == conn.seat for c in table.conns):
            table.dropped(conn.seat, time.monotonic())
        self.wake(table)

    def _table_for(self, client: Client, typed: str) -> Table:
        """The table a typed code opens, brought back from disk if it left memory idle
        (BadMessage: none here, or this address is out of join attempts)."""
        refused = self.gate.may_join(client.address)
        if refused:
            raise protocol.BadMessage(refused)
        table = self._find_table(typed)
        if table is None:
            raise protocol.BadMessage("no_table")
        return table

    def _find_table(self, typed: str) -> Table | None:
        """The table a typed code opens (brought back from disk if it left memory idle), or None.
        BadMessage for a code of another worker's route: the client stated no route (front.py),
        as an app from before `serve --workers` does, whether a table has the code or not."""
        code = credentials.normal_code(typed)
        if code and not self.owns(code):
            raise protocol.BadMessage("update_app")
        table = self.tables.get(code) if code else None
        if table is None and code and table_files(self.directory, code)[0].is_file():
            table = next(iter(self.reopen({code})), None)
        return table if table is not None and credentials.same_secret(code, table.code) else None

    def _on_look(self, client: Client, message: dict[str, Any]) -> None:
        """Who sits where and which seats are free, for a person about to choose one; then closed."""
        table = self._table_for(client, message["code"])
        client.send(protocol.write("seats", n=0, seats=table.seat_states(time.monotonic()), held=table.held,
                                   free=table.free_seats()))
        client.close(why("seats_shown"))

    def _on_hello(self, client: Client, message: dict[str, Any]) -> None:
        table = self._table_for(client, message["code"])
        if message.get("watch"):
            refused = self.gate.may_watch(sum(c.seat == SPECTATOR for c in table.conns))
            if refused:
                raise protocol.BadMessage(refused)
            seat, token = SPECTATOR, None
        else:
            try:
                seat, token = table.claim(message.get("seat"), message.get("token"), message.get("name"),
                                          time.monotonic())
            except Refusal as exc:
                raise protocol.BadMessage(exc.why) from None
            for old in [c for c in table.conns if c.seat == seat]:  # one client a seat: the newest
                table.conns.remove(old)
                old.close(why("newer_connection"))
        conn = Conn(seat, client.send, client.close)
        conn.beside = seat == SPECTATOR and table.holds(message.get("token"))  # a seat's own shared view
        client.table, client.conn = table, conn
        table.conns.append(conn)
        info = {"game": table.ruleset.info.id, "players": table.config.players,
                "options": dict(table.config.options), "code": table.code, **table.options.to_json()}
        if table.host_name:
            info["host"] = table.host_name
        welcome: dict[str, Any] = {"n": len(table.match.log), "seat": seat, "table": info}
        if token:
            welcome["token"] = token
        client.send(protocol.write("welcome", **welcome))
        conn.resume_from = (message.get("last"), bool(message.get("history")))
        self._seats_sent.pop(table.code, None)  # the newcomer gets the seats
        self.wake(table)
        if client not in self._pinged:
            self._pinged[client] = None
            asyncio.get_running_loop().call_soon(self._ping, client)  # (after the update the wake sends)

    def _ping(self, client: Client) -> None:
        client.send(protocol.write("ping", n=client.n, t=_ms()))

    async def _pinger(self) -> None:
        """Every connection that said hello is pinged every PING_SECONDS, and kept alive by its
        websocket pings (inbox.py), all in one turn of the loop: one task for the host, not one
        for each connection (websockets' keepalive)."""
        while True:
            await asyncio.sleep(PING_SECONDS)
            self._ping_all()  # (its own frame: nothing of a connection stays referenced while this sleeps)

    def _ping_all(self) -> None:
        now = asyncio.get_running_loop().time()
        for client in list(self._pinged):
            if not client.closed:
                client.ws.heartbeat(now, KEEPALIVE_SECONDS, KEEPALIVE_TIMEOUT)  # (written with the ping below)
                self._ping(client)

    def _on_act(self, client: Client, message: dict[str, Any]) -> None:
        table, conn = client.table, client.conn
        assert table is not None and conn is not None
        if conn.seat < 0:
            raise protocol.BadMessage("watcher_cannot_act")
        try:
            action = Action.from_json(message["action"])
        except (ValueError, TypeError):
            raise protocol.BadMessage("not_an_action") from None
        self._inbox.setdefault(table.code, []).append((client, conn, message["id"], action, message["at"],
                                                       time.monotonic()))
        self.wake(table)

    def _on_resync(self, client: Client, message: dict[str, Any]) -> None:
        table, conn = client.table, client.conn
        assert table is not None and conn is not None
        if not client.resyncs.take():
            raise protocol.BadMessage(self.gate.too_many_resyncs())
        conn.resume_from = (message["last"], False)
        self.wake(table)

    def _on_ping(self, client: Client, message: dict[str, Any]) -> None:
        client.send(protocol.write("pong", n=client.n, t=message["t"]))

    def _on_pong(self, client: Client, message: dict[str, Any]) -> None:
        table, conn = client.table, client.conn
        rtt = (_ms() - message["t"]) / 1000
        if table is not None and conn is not None and conn.seat >= 0 and 0 <= rtt < 60:
            place = table.places[conn.seat]
            place.rtt = rtt if place.rtt == 0 else 0.8 * place.rtt + 0.2 * rtt

    def _on_leave(self, client: Client, message: dict[str, Any]) -> None:
        table, conn = client.table, client.conn
        assert table is not None and conn is not None
        if conn.seat >= 0:
            table.left(conn.seat)
        client.close(why("left"))
        self.wake(table)

    def _on_react(self, client: Client, message: dict[str, Any]) -> None:
        """A quick reaction: relayed to everyone at the table, unless the seat sends too many."""
        table, conn = client.table, client.conn
        assert table is not None and conn is not None
        if conn.seat < 0:
            raise protocol.BadMessage("watcher_cannot_react")
        if not table.may_react(conn.seat, time.monotonic()):
            client.refused_reactions += 1
            client.send(protocol.write("error", n=client.n, strike=False, about="react", **reactions.TOO_MANY.fields()))
            if client.refused_reactions > reactions.STRIKE_AFTER:
                self._strike(client, reactions.TOO_MANY)
            return
        client.refused_reactions = 0
        for other in list(table.conns):
            other.send(protocol.write("reaction", n=other.stream.sent, seat=conn.seat, id=message["id"]))

    def _on_create(self, client: Client, message: dict[str, Any]) -> None:
        """A new table for its creator: its code, the creator's token (to start or close it) and
        the tokens of its `human` seats (the creator's own); then closed."""
        refused = self.gate.may_create(client.address)  # (a password guessed counts too)
        if refused:
            raise protocol.BadMessage(refused)
        password = self.creation_password
        if not password or not credentials.same_secret(message["password"], password):
            # One line, escaped by `log`, never the password tried
            if client.address:
                self.log(LogLine("create_refused", _("a table refused to {address}: not the creation password").format(
                    address=client.address), address=client.address))
            else:
                self.log(LogLine("create_refused", _("a table refused to a client: not the creation password")))
            raise protocol.BadMessage("wrong_password")
        kinds, names = list(message["seats"]), message.get("names")
        if names is not None and len(names) != len(kinds):
            raise protocol.BadMessage("one_name_a_seat")
        try:
            table = self._new_table(message["game"], kinds, message.get("options"), self.created_options, names,
                                    None, journaled=False)
        except ConfigError:
            raise protocol.BadMessage("bad_table") from None
        table.held = bool(message.get("held"))
        table.host_name = name_of_host(table, clean_name(message.get("host")))
        creator = credentials.new_token()
        table.creator = credentials.digest(creator)
        tokens = [[seat, table.token_for(seat)] for seat, kind in enumerate(kinds) if kind == "human"]
        created = protocol.write("created", n=0, code=table.code, creator=creator, tokens=tokens)
        # Its journal reaches the disk off the loop (every connection would wait for its fsyncs);
        # only then is the table served and its code told.
        self._opening.add(table)
        started = asyncio.get_running_loop().run_in_executor(self._meta, self._start_journal, table)
        started.add_done_callback(lambda started: self._created(table, client, created, started.exception()))

    def _created(self, table: Table, client: Client, created: str, failed: BaseException | None) -> None:
        """A created table's journal is on disk: serve it (its seats file, with the tokens and the
        creator's digest, is queued before they are handed out) and tell its creator. Its journal
        `failed` (a full disk...): nothing is served, and the creator is told the host failed."""
        if table not in self._opening or (self._stopping is not None and self._stopping.is_set()):
            return  # the host is stopping: `_shutdown` removes its journal (its code was never told)
        self._opening.discard(table)
        if failed is not None:
            reason = f"{type(failed).__name__}: {str(failed)[:100]}"
            self.log(LogLine("error", _("table {code}: not opened, its journal could not be written ({reason})").format(
                code=table.code, reason=reason), table=table.code))
            self._strike(client, why("host_failed"))
            client.close(why("host_failed"))
            return
        self._register(table)
        client.send(created)
        client.close(why("table_opened"))

    def _creators_table(self, client: Client, message: dict[str, Any]) -> Table:
        """The table a creator's message is about (BadMessage: no such table, or not its creator).
        Its creator spends none of the address's join attempts (a lobby's every seat change is a
        message); a wrong code or token spends one, as any guess does."""
        table = self._find_table(message["code"])
        if table is not None and credentials.token_matches(message["creator"], table.creator):
            return table
        refused = self.gate.may_join(client.address)
        if refused:
            raise protocol.BadMessage(refused)
        raise protocol.BadMessage("no_table" if table is None else "not_creator")

    def _on_start(self, client: Client, message: dict[str, Any]) -> None:
        """The creator starts its held table (every open seat played by a CPU, with `cpus`)."""
        table = self._creators_table(client, message)
        if not table.held:
            raise protocol.BadMessage("already_begun")
        if message.get("cpus"):
            table.fill_open()
        table.begin()
        self.log(LogLine("table", _("table {code}: started by its creator").format(code=table.code), table=table.code))
        self.wake(table)
        client.send(protocol.write("done", n=0, what="start"))
        client.close(why("begun"))

    def _on_seat(self, client: Client, message: dict[str, Any]) -> None:
        """Before Start, the creator makes a seat nobody holds a CPU of a level, or open ("net")."""
        table = self._creators_table(client, message)
        try:
            table.set_seat(message["seat"], message["to"])
        except Refusal as exc:
            raise protocol.BadMessage(exc.why) from None
        except IndexError:
            raise protocol.BadMessage("no_such_seat") from None
        self.wake(table)
        client.send(protocol.write("done", n=0, what="seat"))
        client.close(why("seat_changed"))

    def _on_close(self, client: Client, message: dict[str, Any]) -> None:
        """The creator closes its table for everyone: nothing of it is kept."""
        table = self._creators_table(client, message)
        client.send(protocol.write("done", n=0, what="close"))
        client.close(why("table_ended"))
        self.close_table(table.code)


HANDLERS: dict[str, Callable[[Host, Client, dict[str, Any]], None]] = {
    "hello": Host._on_hello, "act": Host._on_act, "resync": Host._on_resync, "ping": Host._on_ping,
    "pong": Host._on_pong, "leave": Host._on_leave, "create": Host._on_create, "react": Host._on_react,
    "look": Host._on_look, "start": Host._on_start, "close": Host._on_close,
    "seat": Host._on_seat,
}


def table_files(directory: Path, code: str) -> tuple[Path, Path]:
    """Table `code`'s two files in `directory`: its seats file and its journal."""
    return directory / f"{code}{META}", directory / f"{code}.jsonl"


def remove_table_files(directory: Path, code: str) -> None:
    """Remove the journal and the seats file of table `code` in `directory` (those that exist)."""
    for path in table_files(directory, code):
        _unlink(path)


def _stand_ins(raw: Any, events: int, seats: int) -> list[tuple[int, int, int]]:
    """The stand-ins' moves a seats file kept, if they fit its game (else none: they only mark lines)."""
    if not protocol.check_stand_ins(raw) or not all(s < seats and end <= events for s, _first, end in raw):
        return []
    return [(s, first, end) for s, first, end in raw]


def _unlink(path: Path) -> None:
    with contextlib.suppress(OSError):
        path.unlink()


def _ms() -> int:
    return int(time.monotonic() * 1000)


class HostThread:
    """A host running in a thread of its own, with its own event loop (the app's host)."""

    def __init__(self, host: Host):
        self.host = host
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="nine-lives-host", daemon=True)
        self.error: BaseException | None = None

    def start(self, timeout: float = 10.0) -> HostThread:
        self._thread.start()
        if not self._ready.wait(timeout):
            raise RuntimeError(_("the host did not start"))
        if self.error is not None:
            raise self.error
        return self

    def _run(self) -> None:
        try:
            asyncio.run(self.host.serve_forever(lambda _h: self._ready.set()))
        except BaseException as exc:  # reported to `start`
            self.error = exc
            self._ready.set()

    def call(self, fn: Callable[[], Any], timeout: float = 5.0) -> Any:
        """Run `fn` on the host's loop (tables are only touched there) and return its result."""
        loop = self.host._loop
        if loop is None or loop.is_closed():
            raise RuntimeError(_("the host is not running"))

        async def run() -> Any:
            return fn()

        return asyncio.run_coroutine_threadsafe(run(), loop).result(timeout)

    def stop(self, timeout: float = 5.0) -> None:
        self.host.stop()
        self._thread.join(timeout)

