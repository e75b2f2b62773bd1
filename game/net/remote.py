"""A table the app hosts on a Nine Lives server (`serve --creation-password`), no pygame here.

- `RemoteHost.opening` asks the server for a table (`create`, with the server's creation
  password) in a thread of its own: the screen polls `Opening.done`, then reads `host` or
  `problem` (the server's refusal, or why it could not be reached: a `reasons.Why`, put into
  words where shown).
- `RemoteHost` has the small interface of `seating.LocalHost` that the lobby, the table and
  Continue use (seats, begin, join_here, close, stop, keep_for_continue, keep_game), so a screen
  never asks which one it has. The table lives on the server: the app sits in its seats as a
  client with their tokens, and starts or closes it with the creator token `created` gave.
- `reopened(ticket)`: the host of a table kept for Continue, on this computer or on a server.
"""

from __future__ import annotations

import contextlib
import logging
import ssl
import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from websockets.exceptions import InvalidStatus, InvalidURI, WebSocketException

from ..engine.feed import Link, SeatLink
from ..engine.feed_game import FeedGame
from ..i18n import _
from ..names import clean_name
from . import kept, protocol, reasons, tls
from .addresses import address_url
from .client import CLOSED, NetClient
from .invite import BadInvite, Invite, invite_for, looks_like_invite, parse_invite
from .reasons import Refusal, Why, why
from .seating import HostedSeat, Joining, LocalHost, Ticket, typed_address

ASK_SECONDS = 10.0  # how long a request to the server may take before it is said to be unreachable
UNREACHABLE = why("server_unreachable")
FIRST_LINKS = {"human": "here", "net": "open"}  # a seat's link as asked, by its kind (else a CPU's)
WATCH_GIVE_UP = 15.0  # seconds the lobby's look at the seats keeps trying to reach the server

log = logging.getLogger(__name__)


class Refused(Refusal):
    """The server refused a request, or could not be asked: `why` says why (`str()` in words)."""


def ask(url: str, kind: str, expect: str, /, timeout: float = ASK_SECONDS, **fields: Any) -> dict[str, Any]:
    """Send the server one first message and read its answer (`expect`), on a connection of its
    own (stating the route of the table its `code` names, if any); Refused says why not. An answer
    read stands, however the connection ends after it (the host closes it at once after answering)."""
    reply: dict[str, Any] | None = None
    try:
        with tls.open_sync(url, timeout, fields.get("code"), close_timeout=1, max_size=protocol.HOST_LIMIT,
                           compression="deflate") as ws:
            ws.send(protocol.write(kind, **fields))
            reply = protocol.read(ws.recv(timeout=timeout), protocol.FROM_HOST, protocol.HOST_LIMIT)
    except protocol.BadMessage:  # (a ValueError: before the address's)
        raise Refused(why("server_unreadable")) from None
    except (InvalidURI, ValueError):
        raise Refused(why("not_a_server", address=url[:reasons.TEXT_MAX])) from None
    except tls.WrongServer:
        raise Refused(tls.NOT_THE_SERVER) from None
    except InvalidStatus as exc:  # turned away before any message (a limit): its reason, else its status
        raise Refused(_turned_away(exc.response.status_code, exc.response.body)) from None
    except (OSError, TimeoutError, WebSocketException) as exc:
        if reply is None:  # (after an answer, only the goodbye failed)
            log.warning("a %r request got no answer: %r", kind, exc)  # (the log's, never a player's words)
            raise Refused(UNREACHABLE) from None
    assert reply is not None
    if reply["type"] in ("error", "bye"):
        raise Refused(reasons.from_wire(reply["why"], reply.get("params")))
    if reply["type"] != expect:
        raise Refused(why("server_misunderstood"))
    return reply


def _turned_away(status: int, body: bytes | None) -> Why:
    """Why a server refused a connection: the reason in its answer's body, else by its status."""
    said = reasons.from_body(body)
    if said is not None:
        return said
    if status == 503:
        return why("server_busy")
    return why("turned_away", status=max(0, min(status, 999)))


class Opening:
    """A table being created on a server, in a thread; `done`, then `host` or `problem`."""

    def __init__(self, address: str, password: str, game_id: str, game_name: str, kinds: list[str],
                 names: list[str], options: dict[str, Any], host_name: str):
        self.host: RemoteHost | None = None
        self.problem: Why | None = None
        self._thread = threading.Thread(target=self._run, name="nine-lives-create", daemon=True,
                                         args=(address, password, game_id, game_name, kinds, names, options, host_name))
        self._thread.start()

    @property
    def done(self) -> bool:
        return self.host is not None or bool(self.problem)

    def _run(self, address: str, password: str, game_id: str, game_name: str, kinds: list[str], names: list[str],
             options: dict[str, Any], host_name: str) -> None:
        try:
            url = server_url(address)
            created = ask(url, "create", "created", password=password, game=game_id, seats=kinds, options=options,
                          names=[n[:protocol.NAME_MAX] for n in names], held=True, host=host_name[:protocol.NAME_MAX])
            tokens = {int(seat): str(token) for seat, token in created.get("tokens", [])}
            self.host = RemoteHost(url, str(created["code"]), str(created.get("creator", "")), tokens, game_name,
                                   list(zip(names, kinds, strict=True)))
        except Refused as exc:
            self.problem = exc.why


def server_url(address: str) -> str:
    """The websocket URL of a server's address as typed: "203.0.113.5:8766", with its
    certificate's fingerprint ("...:8766#sha256=HEX"), an invite to any table on it (its host,
    port and fingerprint; its code is not used) or "ws://..." for a --no-tls server. Refused
    when it cannot be one."""
    address = address.strip()
    if not address:
        raise Refused(why("type_address"))
    if any(c.isspace() for c in address):
        raise Refused(why("not_a_server", address=address[:40]))
    if looks_like_invite(address):
        try:
            return parse_invite(address).url
        except BadInvite as exc:
            raise Refused(exc.why) from None
    try:
        url = address_url(address)
        tls.split_pin(url)
    except ValueError:
        raise Refused(why("not_a_server", address=address[:reasons.TEXT_MAX])) from None
    if tls.is_tls(url) and tls.split_pin(url)[1] is None:  # typed with no fingerprint: held from now on
        try:
            url = tls.with_pin(url, tls.first_fingerprint(url, ASK_SECONDS))
        except ssl.SSLError:
            raise Refused(tls.NOT_TLS) from None
        except OSError:
            raise Refused(UNREACHABLE) from None
    return url


class RemoteHost:
    """A table on a Nine Lives server that this app opened: the lobby watches its seats through a
    connection of its own, and the app sits in its seats as any client does."""

    holds_match = False  # the game is played on the server: the app keeps what its seats saw
    nearby = False  # not announced on the local network: the server is elsewhere

    def __init__(self, url: str, code: str, creator: str, tokens: dict[int, str], game_name: str,
                 seats: Sequence[tuple[str, str]] = (), host_name: str = ""):
        self.url, self.code, self.creator, self.tokens = url, code, creator, dict(tokens)
        self.game_name = game_name
        self._host_name = host_name
        self._names = [name for name, _kind in seats]  # the seats as asked, until the server says
        self._kinds = [kind for _name, kind in seats]  # each seat's kind: as asked, then as changed here
        self.problem: Why | None = None  # why a request to the server failed (start)
        self.begun = False
        self._asks = ThreadPoolExecutor(max_workers=1, thread_name_prefix="nine-lives-seat")  # seat changes, in order
        self._refused: list[tuple[int, Why]] = []  # (seat, why) of seat changes the server refused
        mine = next(iter(sorted(self.tokens.items())), (0, None))[1]  # (the lobby's look is its seat's: no watcher)
        self.watcher = NetClient(url, code, watch=True, token=mine, give_up=WATCH_GIVE_UP).start()

    @classmethod
    def reopened(cls, ticket: Ticket) -> RemoteHost:
        """The table kept for Continue: the server kept it; its seats and `held` come as the
        lobby's connection is welcomed."""
        return cls(ticket.url, ticket.code, ticket.creator, ticket.tokens, ticket.game, host_name=ticket.name)

    @property
    def address(self) -> str:
        """The server's address as a person types it."""
        return typed_address(self.url)

    def invite(self, at: str | None = None) -> Invite:
        """The invite to this table on its server (its certificate's fingerprint as first seen)."""
        return invite_for(self.url, self.code)

    @property
    def host_name(self) -> str:
        return self.watcher.host_name or self._host_name

    def address_lines(self) -> list[str]:
        return [_("Address: {address} (a Nine Lives server)").format(address=self.address)]

    @property
    def held(self) -> bool | None:
        """Whether the game waits for Start; None until the server has said (see `gone`)."""
        return self.watcher.held if self.watcher.seats else None

    @property
    def gone(self) -> Why | None:
        """Why the server will not show this table (it no longer has it, or cannot be reached), or None."""
        problem = self.watcher.problem
        if self.watcher.link != Link.GONE or problem == CLOSED:
            return None
        return UNREACHABLE if problem in (None, reasons.UNREACHABLE) else problem  # (NetClient's reason)

    def seats(self) -> list[HostedSeat]:
        """Each seat as the server last said (its kind: as asked, or as changed here)."""
        seats = self.watcher.seats
        if not seats:
            return [HostedSeat(name, FIRST_LINKS.get(kind, "cpu"), kind) for name, kind in zip(self._names, self._kinds,
                                                                                             strict=True)]
        if len(self._kinds) != len(seats):  # (a ticket keeps none: the server says them, a CPU's with its level)
            self._kinds = ["human" if i in self.tokens else "net" if s.link == SeatLink.OPEN else s.level
                           for i, s in enumerate(seats)]
        return [HostedSeat(s.name, s.link.value, "human" if i in self.tokens else self._kinds[i])
                for i, s in enumerate(seats)]

    def watchers(self) -> int:
        """How many people watch the table (as the server said while it waits for Start)."""
        return self.watcher.watchers

    def set_seat(self, seat: int, kind: str) -> None:
        """Before Start: make a seat nobody holds a CPU of level `kind`, or open ("net"), on the
        server. Asked off the screen's thread (a server may take seconds), in order; the seat
        shows `kind` at once, and a refusal puts it back and is said by `take_refusals`."""
        known = seat < len(self._kinds)
        before = self._kinds[seat] if known else ""
        if known:
            self._kinds[seat] = kind

        def run() -> None:
            try:
                ask(self.url, "seat", "done", code=self.code, creator=self.creator, seat=seat, to=kind)
            except Refused as exc:
                if known and self._kinds[seat] == kind:
                    self._kinds[seat] = before
                self._refused.append((seat, exc.why))

        self._asks.submit(run)

    def ticket(self, game: FeedGame) -> Ticket | None:
        """What brings the screen back to `game` after a restart (Continue): with the creator's
        token, which starts or closes the table on the server."""
        return Ticket.of(game, hosted=True, creator=self.creator)

    def take_refusals(self) -> list[tuple[int, Why]]:
        """The seat changes the server refused since last asked: (seat, why) each."""
        refused, self._refused = self._refused, []
        return refused

    def begin(self, cpus_in_open_seats: bool = False) -> None:
        """Ask the server to start the game (in a thread): `begun`, or `problem` says why not."""
        self.problem, self.begun = None, False

        def run() -> None:
            try:
                ask(self.url, "start", "done", code=self.code, creator=self.creator, cpus=cpus_in_open_seats)
                self.begun = True
            except Refused as exc:
                self.problem = exc.why

        threading.Thread(target=run, name="nine-lives-start", daemon=True).start()

    def join_here(self) -> Joining:
        """The app sits at its seats (or only watches, with none); the lobby's connection goes."""
        self.watcher.close(timeout=1.0)
        return Joining(self.url, self.code, tokens=self.tokens, watch=not self.tokens)

    def keep_for_continue(self) -> None:
        Ticket.keep_hosted(Ticket(self.url, self.code, dict(self.tokens), self.game_name, hosted=True,
                                  name=clean_name(self.host_name), creator=self.creator))

    def keep_game(self, game: FeedGame, names: list[str], limit: int, earlier: tuple = ()) -> str | None:
        """Keep the finished game as its seats here saw it (the server holds the proved game)."""
        if not kept.caught_up(game):
            return _(kept.NOT_KEPT)
        return kept.keep_seen(game, names, limit, earlier)

    def stop(self) -> None:
        """Leave the table to the server (Continue comes back to it)."""
        self.watcher.close(timeout=1.0)

    def close(self) -> None:
        """Close the table on the server for everyone (said to them there); a server that cannot
        be reached keeps it until it lets idle tables go."""
        with contextlib.suppress(Refused):
            ask(self.url, "close", "done", timeout=5.0, code=self.code, creator=self.creator)
        self.stop()


AppHost = LocalHost | RemoteHost  # the table the app hosts, here or on a server: the screens use either alike


def reopened(ticket: Ticket) -> AppHost:
    """The host of the table kept for Continue: on a server (its ticket holds the creator token),
    or reopened on this computer (errors as `LocalHost.reopened`)."""
    return RemoteHost.reopened(ticket) if ticket.creator else LocalHost.reopened(ticket)
