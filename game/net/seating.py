"""Sitting down at a table over the network, for the app's screens (no pygame here).

- `Joining` takes a seat (or only watches) at a table on a host without ever waiting: the
  screen calls `poll()` once a frame until it gives a `FeedGame` (seated) or `problem` says
  why not. A seat's table has two connections: the seat's own and a watcher's (the shared
  view the table shows under a pass screen and to the kits), both from the host.
- `LocalHost` is the app's own host: a `Host` in its thread on 127.0.0.1 (or the address the
  player chose), one table, and a `Joining` for every seat played at the host's screen.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple
from urllib.parse import urlsplit

from websockets.asyncio.client import connect
from websockets.exceptions import InvalidURI, WebSocketException

from .. import storage
from ..engine.feed import Link, SeatLink
from ..engine.feed_game import FeedGame
from ..i18n import _, format_list
from ..names import clean_name, default_name, shown_name
from ..saves import SPECTATOR
from ..settings import Settings
from . import protocol, reasons, tls
from .addresses import DEFAULT_PORT, LOOPBACK, address_url, lan_addresses
from .client import NetClient, cpu_level, refused_words
from .host import Host, HostThread, remove_table_files
from .invite import Invite
from .kept import keep_hosted
from .reasons import Why, why
from .table import Table, TableOptions, name_of_host
from .tickets import Ticket, typed_address

SEATED_GIVE_UP = 120.0  # seconds a seated client keeps trying to reconnect


@dataclass(frozen=True)
class SeatChoice:
    """One seat of a table as a newcomer sees it before choosing."""

    seat: int
    name: str
    link: SeatLink
    free: bool  # a person on the network may take it
    level: str = ""  # a CPU's level ("easy", ...), when the host says one it has


class HostedSeat(NamedTuple):
    """One seat of the table the app hosts, as its lobby shows it."""

    name: str
    link: str  # a `SeatLink` value
    kind: str  # "net", "human" or a CPU level


class Looking:
    """A look at a table's seats (who sits where, which are free) before taking one, in a thread
    of its own: the screen reads `seats` (None until known) or `problem`; `first_use` is the
    certificate's fingerprint when the address carried none to check it against."""

    def __init__(self, url: str, code: str, timeout: float = 10.0):
        self.seats: list[SeatChoice] | None = None
        self.problem: Why | None = None
        self.first_use: str | None = None
        self._thread = threading.Thread(target=self._run, args=(url, code, timeout), name="nine-lives-look",
                                        daemon=True)
        self._thread.start()

    @property
    def done(self) -> bool:
        return self.seats is not None or self.problem is not None

    def _run(self, url: str, code: str, timeout: float) -> None:
        try:
            asyncio.run(asyncio.wait_for(self._look(url, code), timeout))
        except tls.WrongServer:
            self.problem = tls.NOT_THE_SERVER
        except InvalidURI:
            self.problem = why("not_an_address", address=url[:reasons.TEXT_MAX])
        except TimeoutError:
            self.problem = why("no_answer")
        except (OSError, WebSocketException) as exc:
            self.problem = refused_words(url, exc) or reasons.UNREACHABLE
        except (protocol.BadMessage, ValueError, KeyError, TypeError, AttributeError):
            self.problem = why("unreadable")

    async def _look(self, url: str, code: str) -> None:
        try:
            bare, options = tls.connect_options(url, code=code)
        except ValueError as exc:  # a damaged fingerprint
            raise InvalidURI(url, str(exc)) from None
        async with connect(bare, max_size=protocol.HOST_LIMIT, compression="deflate", **options) as ws:
            seen = getattr(ws, "fingerprint", None)
            if seen and tls.split_pin(url)[1] is None:
                self.first_use = seen  # nothing to check it against: the screen says so
            await ws.send(protocol.write("look", code=code))
            while True:
                message = protocol.read(await ws.recv(), protocol.FROM_HOST, protocol.HOST_LIMIT)
                if message["type"] == "seats":
                    free = set(message.get("free", []))
                    self.seats = [SeatChoice(n, shown_name(clean_name(s.get("name"), default=default_name(True, n))),
                                             SeatLink(s["link"]), n in free, cpu_level(s))
                                  for n, s in enumerate(message["seats"])]
                    return
                if message["type"] in ("error", "bye"):
                    self.problem = reasons.from_wire(message["why"], message.get("params"))
                    return


class Joining:
    """A seat being taken (or a table being watched); `poll()` until `game` or `problem`."""

    def __init__(self, url: str, code: str, name: str | None = None, seat: int | None = None,
                 tokens: dict[int, str] | None = None, watch: bool = False, give_up: float = 120.0,
                 keep_trying: float = SEATED_GIVE_UP):
        self.keep_trying = keep_trying
        self.clients: list[NetClient] = []
        if tokens:  # seats this screen already holds (the host's own, or a rejoin)
            self.clients += [NetClient(url, code, seat=s, token=t, history=True, give_up=give_up).start()
                             for s, t in sorted(tokens.items())]
        elif not watch:
            self.clients.append(NetClient(url, code, seat=seat, name=name, history=True, give_up=give_up).start())
        self._watcher = (url, code, give_up)
        if watch or tokens:
            self._watch()
        self.game: FeedGame | None = None
        self.problem: Why | None = None

    def poll(self) -> FeedGame | None:
        """The game once every connection is welcomed and holds a view and the seats (so the
        table's first frame names everyone as the host does); None until then (or for good,
        with `problem` set)."""
        if self.game is not None or self.problem is not None:
            return self.game
        for client in self.clients:
            if client.link == Link.GONE:
                self.problem = client.problem or reasons.GENERIC
                self.close()
                return None
        if not any(c.watch for c in self.clients):
            if not self.clients[0].token:
                return None  # a fresh seat: its shared view connects once the seat is taken
            self._watch()
        if all(c.link == Link.CONNECTED and c.view() is not None and c.config is not None and c.seats
               for c in self.clients):
            for client in self.clients:  # seated: from now on a dropped connection is retried longer
                client.give_up = self.keep_trying
            self.game = FeedGame({c.seat: c for c in self.clients})
        return self.game

    def _watch(self) -> None:
        """Connect the shared view, with the token of a seat this screen holds (the host then
        counts it as that seat's, not as someone else watching)."""
        url, code, give_up = self._watcher
        token = next((c.token for c in self.clients if c.token), None)
        self.clients.append(NetClient(url, code, watch=True, token=token, history=True, give_up=give_up).start())

    def close(self) -> None:
        for client in self.clients:
            client.close(timeout=1.0)


def host_pace(settings: Settings) -> TableOptions:
    """The host's own settings pace its table, as they pace local play: its CPU speed for the
    CPUs' moves and its Nope timer for every window (with No timer, the usual window: a table
    with people elsewhere cannot wait for ever)."""
    window = float(settings.response_timer) if settings.response_timer else TableOptions().window
    return TableOptions(cpu_delay=settings.cpu_delay, window=window)


def own_certificate() -> tls.Identity:
    """This installation's certificate (made the first time): the app's tables and `serve`
    speak TLS with it, so a table reopened by Continue has the fingerprint its invite holds.
    OSError when the data folder cannot be written."""
    return tls.self_signed(storage.paths().data_dir)


class LocalHost:
    """The app's host: one table in a host thread; the screen's own seats join it like anyone.
    `remote.RemoteHost` has the same interface for a table on a server."""

    holds_match = True  # the game is played here: the proved game is kept
    nearby = True  # may be announced on the local network
    problem: Why | None = None  # (starting it here cannot fail)
    gone: Why | None = None

    def __init__(self, game_id: str, kinds: list[str], names: list[str], options: dict[str, Any] | None = None,
                 address: str = "127.0.0.1", port: int = 0, directory: Path | None = None,
                 table_options: TableOptions | None = None, host_name: str = ""):
        self.lines: list[str] = []
        self.begun = False
        self.host = Host(directory, address, port, log=self.lines.append, tls=own_certificate())
        self.thread = HostThread(self.host).start()

        def add() -> tuple[Table, dict[int, str], Future[None] | None]:
            table = self.host.add_table(game_id, kinds, options or {}, table_options, names)
            table.held = True  # until the host's screen starts it: people join a table at rest
            table.host_name = name_of_host(table, host_name)
            tokens = {seat: table.token_for(seat) for seat, kind in enumerate(kinds) if kind == "human"}
            return table, tokens, self.host.save_seats(table)

        try:
            self.table, self.tokens, written = self.thread.call(add)
            if written is not None:  # the seats' tokens on disk before Continue can be offered
                written.result(5.0)
        except BaseException:
            self.thread.stop()
            raise

    @classmethod
    def reopened(cls, ticket: Ticket, directory: Path | None = None) -> LocalHost:
        """The table this app hosted, after the app quit or crashed mid-game (Continue): its
        journal proved, on the same address and port with the same code and tokens, so the
        people at it come back by themselves. ValueError says why it cannot be (its game is no
        longer kept); OSError or RuntimeError when the address cannot be listened on."""
        parts = urlsplit(ticket.url)
        self = cls.__new__(cls)
        self.lines, self.begun = [], False
        self.host = Host(directory, parts.hostname or "127.0.0.1", parts.port or DEFAULT_PORT, log=self.lines.append,
                         tls=own_certificate() if tls.is_tls(ticket.url) else None)
        tables = self.host.reopen({ticket.code})
        if not tables:
            raise ValueError(self.lines[-1].partition(": ")[2] if self.lines else _("its game is no longer kept"))
        self.table = tables[0]
        self.table.host_name = name_of_host(self.table, self.table.host_name)  # (kept before it was named so)
        self.thread = HostThread(self.host).start()
        self.tokens = dict(ticket.tokens)
        return self

    @property
    def url(self) -> str:
        return self.host.url

    def invite(self, at: str | None = None) -> Invite:
        """The invite to this table, reached at address `at` (this computer's own by default)."""
        return self.host.invite(self.code, at)

    @property
    def host_name(self) -> str:
        """What the people at the table call its host ("" when it gave no name of its own)."""
        return self.table.host_name  # (set before the table is served, never changed)

    @property
    def code(self) -> str:
        return self.table.code

    @property
    def game_name(self) -> str:
        return self.table.ruleset.info.name

    @property
    def held(self) -> bool:
        """Whether the game waits for Start (a flag read as is: no call across to the host's thread)."""
        return self.table.held

    def addresses(self) -> list[str]:
        """host:port for each address others may type ([] when the host listens on loopback only)."""
        host = self.host
        return [] if host.address == LOOPBACK else [f"{a}:{host.port}" for a in lan_addresses()]

    def address_lines(self) -> list[str]:
        """The address people type, as the lobby shows it."""
        host = self.host
        if host.address == LOOPBACK:
            return [_("Address: {address} (this computer only)").format(address=f"{LOOPBACK}:{host.port}")]
        addresses = self.addresses()
        if not addresses:
            return [_("Address: none found: this computer is on no network others can reach")]
        # TRANSLATORS: {addresses} is a list of other addresses of this computer, such as 192.168.1.20:8766.
        more = [_("Also: {addresses}").format(addresses=format_list(addresses[1:4]))] if len(addresses) > 1 else []
        return [_("Address: {address}").format(address=addresses[0]), *more]

    def seats(self) -> list[HostedSeat]:
        """Each seat as the host knows it now (a seat for a person at this screen is "here"
        before the screen sits down)."""
        return self.thread.call(lambda: [HostedSeat(shown_name(p.name), SeatLink.HERE.value if p.kind == "human"
                                                    and p.link == SeatLink.OPEN else p.link.value, p.kind)
                                         for p in self.table.places])

    def watchers(self) -> int:
        """How many people watch the table now (a seated screen's own shared view is not one)."""
        return self.thread.call(self.table.watchers)

    def set_seat(self, seat: int, kind: str) -> None:
        """Before Start: make a seat nobody holds a CPU of level `kind`, or open for a person on
        the network ("net"); everyone at the table is told. ValueError says why not."""

        def change() -> None:
            self.table.set_seat(seat, kind)
            self.host.wake(self.table)

        self.thread.call(change)

    def ticket(self, game: FeedGame) -> Ticket | None:
        """What brings the screen back to `game`, hosted here, after a restart (Continue)."""
        return Ticket.of(game, hosted=True)

    def take_refusals(self) -> list[tuple[int, str]]:
        """Seat changes refused after `set_seat` returned: none here (it says at once)."""
        return []

    def begin(self, cpus_in_open_seats: bool = False) -> None:
        """Start the game (every seat still open played by a CPU, if asked)."""

        def go() -> None:
            if cpus_in_open_seats:
                self.table.fill_open()
            self.table.begin()
            self.host.wake(self.table)

        self.thread.call(go)
        self.begun = True

    def keep_for_continue(self) -> None:
        """Keep this table for Continue (its hosted ticket), from the moment its lobby opens (so a
        crash before Start still leaves Continue)."""
        Ticket.keep_hosted(Ticket(self.url, self.code, dict(self.tokens), self.game_name, hosted=True))

    def keep_game(self, game: FeedGame, names: list[str], limit: int, earlier: tuple = ()) -> str | None:
        """Keep the finished game run here, proved, seen from the seats played at this screen."""
        return keep_hosted(self, game.here, limit)

    def join_here(self) -> Joining:
        """The host's screen sits at its own seats (or only watches, with none)."""
        return Joining(self.url, self.code, tokens=self.tokens, watch=not self.tokens)

    def stop(self) -> None:
        """Stop hosting, keeping the table on disk (Continue reopens it)."""
        self.thread.stop()

    def close(self) -> None:
        """Close the table on purpose: the people at it are told so, its journal and seats file
        go, and the host stops."""
        with contextlib.suppress(TimeoutError, RuntimeError):
            self.thread.call(lambda: self.host.close_table(self.code))
        self.stop()
        remove_table_files(self.host.directory, self.code)  # even if the host's loop could not (busy, stopping)


__all__ = ["DEFAULT_PORT", "SPECTATOR", "Joining", "LocalHost", "Looking", "SeatChoice", "address_url",
           "host_pace", "typed_address"]
