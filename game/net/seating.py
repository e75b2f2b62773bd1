"""Sitting down at a table over the network, for the app's screens (no pygame here).

- `Joining` takes a seat (or only watches) at a table on a host without ever waiting: the
  screen calls `poll()` once a frame until it gives a `FeedGame` (seated) or `problem` says
  why not. A seat's table has two connections: the seat's own and a watcher's (the shared
  view the table shows under a pass screen and to the kits), both from the host.
- `LocalHost` is the app's own host: a `Host` in its thread on 127.0.0.1 (or the address the
  player chose), one table, and a `Joining` for every seat played at the host's screen.
"""

from __future__ import annotations

import contextlib
import json
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from websockets.exceptions import InvalidURI, WebSocketException
from websockets.sync.client import connect

from .. import storage
from ..cli.net import DEFAULT_PORT, address_url
from ..engine.feed import Link, SeatLink
from ..engine.feed_game import FeedGame
from ..saves import SPECTATOR
from . import protocol
from .client import NetClient
from .credentials import normal_code
from .host import Host, HostThread
from .table import Table, TableOptions

SEATED_GIVE_UP = 120.0  # seconds a seated client keeps trying to reconnect


@dataclass(frozen=True)
class SeatChoice:
    """One seat of a table as a newcomer sees it before choosing."""

    seat: int
    name: str
    link: SeatLink
    free: bool  # a person on the network may take it


class Looking:
    """A look at a table's seats (who sits where, which are free) before taking one, in a thread
    of its own: the screen reads `seats` (None until known) or `problem`."""

    def __init__(self, url: str, code: str, timeout: float = 10.0):
        self.seats: list[SeatChoice] | None = None
        self.problem: str | None = None
        self._thread = threading.Thread(target=self._run, args=(url, code, timeout), name="nine-lives-look",
                                        daemon=True)
        self._thread.start()

    @property
    def done(self) -> bool:
        return self.seats is not None or self.problem is not None

    def _run(self, url: str, code: str, timeout: float) -> None:
        end = time.monotonic() + timeout
        try:
            with connect(url, open_timeout=timeout, max_size=protocol.HOST_LIMIT, compression="deflate") as ws:
                ws.send(protocol.write("look", code=code))
                while time.monotonic() < end:
                    message = protocol.read(ws.recv(timeout=max(0.1, end - time.monotonic())), protocol.FROM_HOST,
                                            protocol.HOST_LIMIT)
                    if message["type"] == "seats":
                        free = set(message.get("free", []))
                        self.seats = [SeatChoice(n, str(s.get("name", ""))[: protocol.NAME_MAX], SeatLink(s["link"]),
                                                 n in free) for n, s in enumerate(message["seats"])]
                        return
                    if message["type"] in ("error", "bye"):
                        self.problem = message.get("message") or message.get("reason")
                        return
                self.problem = "the host did not answer"
        except InvalidURI:
            self.problem = f"not an address: {url}"
        except (OSError, TimeoutError, WebSocketException):
            self.problem = "the host cannot be reached"
        except (protocol.BadMessage, ValueError, KeyError, TypeError, AttributeError):
            self.problem = "the host sent something unreadable"


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
        self.clients.append(NetClient(url, code, watch=True, history=True, give_up=give_up).start())
        self.game: FeedGame | None = None
        self.problem: str | None = None

    def poll(self) -> FeedGame | None:
        """The game once every connection is welcomed and holds a view; None until then (or
        for good, with `problem` set)."""
        if self.game is not None or self.problem is not None:
            return self.game
        for client in self.clients:
            if client.link == Link.GONE:
                self.problem = client.problem or "the host refused"
                self.close()
                return None
        if all(c.link == Link.CONNECTED and c.view() is not None and c.config is not None for c in self.clients):
            for client in self.clients:  # seated: from now on a dropped connection is retried longer
                client.give_up = self.keep_trying
            self.game = FeedGame({c.seat: c for c in self.clients})
        return self.game

    def close(self) -> None:
        for client in self.clients:
            client.close(timeout=1.0)


TICKET = "network_seat.json"  # in the data folder: the seat this computer holds at a table elsewhere
TICKET_LIMIT = 4096


@dataclass(frozen=True)
class Ticket:
    """What takes this computer's seat back after the app restarts: the host, code and tokens.
    The tokens are secrets: kept only in the player's own data folder, never shown."""

    url: str
    code: str
    tokens: dict[int, str]

    @classmethod
    def of(cls, game: FeedGame) -> Ticket | None:
        tokens = {seat: getattr(game.feeds[seat], "token", None) for seat in game.here}
        url, code = getattr(game.main, "url", None), getattr(game.main, "code", None)
        if not url or not code or not tokens or not all(tokens.values()):
            return None
        return cls(url, code, {s: str(t) for s, t in tokens.items()})

    def save(self) -> None:
        """Kept for a rejoin (a failure only forgets it)."""
        with contextlib.suppress(OSError):
            storage.atomic_write_json(storage.paths().data_dir / TICKET, {
                "format": 1, "url": self.url, "code": self.code,
                "tokens": {str(s): t for s, t in self.tokens.items()}})

    @staticmethod
    def load() -> Ticket | None:
        """The seat kept by the last network game still going, or None (a bad file is ignored)."""
        try:
            data = json.loads(storage.read_named_file(storage.paths().data_dir / TICKET, TICKET_LIMIT))
            tokens = {int(s): str(t)[:100] for s, t in dict(data["tokens"]).items()}
            url, code = str(data["url"]), normal_code(str(data["code"]))
            if data.get("format") != 1 or not url.startswith(("ws://", "wss://")) or not code or not tokens:
                return None
            return Ticket(url, code, tokens)
        except (OSError, ValueError, TypeError, KeyError, AttributeError, storage.BadFile):
            return None

    @staticmethod
    def forget() -> None:
        with contextlib.suppress(OSError):
            (storage.paths().data_dir / TICKET).unlink(missing_ok=True)


class LocalHost:
    """The app's host: one table in a host thread; the screen's own seats join it like anyone."""

    def __init__(self, game_id: str, kinds: list[str], names: list[str], options: dict[str, Any] | None = None,
                 address: str = "127.0.0.1", port: int = 0, directory: Path | None = None,
                 table_options: TableOptions | None = None, host_name: str = ""):
        self.lines: list[str] = []
        self.host = Host(directory, address, port, log=self.lines.append)
        self.thread = HostThread(self.host).start()
        def add() -> Table:
            table = self.host.add_table(game_id, kinds, options or {}, table_options, names)
            table.held = True  # until the host's screen starts it: people join a table at rest
            table.host_name = host_name
            return table

        try:
            self.table: Table = self.thread.call(add)
        except BaseException:
            self.thread.stop()
            raise
        self.tokens = {seat: self.thread.call(lambda s=seat: self.table.token_for(s))
                       for seat, kind in enumerate(kinds) if kind == "human"}

    @property
    def url(self) -> str:
        return self.host.url

    @property
    def code(self) -> str:
        return self.table.code

    def seats(self) -> list[tuple[str, str]]:
        """Each seat's (name, link) as the host knows it now (a seat for a person at this screen
        is "here" before the screen sits down)."""
        return self.thread.call(lambda: [(p.name, SeatLink.HERE.value if p.kind == "human" and p.link == SeatLink.OPEN
                                          else p.link.value) for p in self.table.places])

    def begin(self, cpus_in_open_seats: bool = False) -> None:
        """Start the game (every seat still open played by a CPU, if asked)."""

        def go() -> None:
            if cpus_in_open_seats:
                self.table.fill_open()
            self.table.begin()
            self.host.wake(self.table)

        self.thread.call(go)

    def join_here(self) -> Joining:
        """The host's screen sits at its own seats (or only watches, with none)."""
        return Joining(self.url, self.code, tokens=self.tokens, watch=not self.tokens)

    def stop(self) -> None:
        self.thread.stop()


__all__ = ["DEFAULT_PORT", "SPECTATOR", "Joining", "LocalHost", "Looking", "SeatChoice", "address_url"]
