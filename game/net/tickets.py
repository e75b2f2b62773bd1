"""The tickets that take this computer's seats back after the app restarts (the title's Continue
and Rejoin): reading, checking and writing them imports no network stack (no websockets, no
asyncio), so the title's first frame does not wait for one."""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .. import signing, storage
from ..names import clean_name
from . import protocol
from .credentials import normal_code

if TYPE_CHECKING:
    from ..engine.feed_game import FeedGame

TICKET = "network_seat.json"  # in the data folder: the seat this computer holds at a table elsewhere
HOSTED = "network_host.json"  # in the data folder: the table the app hosts, for Continue
TICKET_LIMIT = 4096
TICKET_FORMAT = 2  # format 1 was not signed


@dataclass(frozen=True)
class Ticket:
    """What takes this computer's seats back after the app restarts: the host, code, tokens
    and the game's name; `hosted` for the table the app itself hosts (Continue reopens it).
    The tokens are secrets: kept only in the player's own data folder, signed with this
    installation's key (a ticket edited or written by hand is ignored), never shown."""

    url: str
    code: str
    tokens: dict[int, str]
    game: str = ""  # the game's name, for the title's button
    hosted: bool = False
    name: str = ""  # the name the first seat goes by at that table (shown while taking it back)
    creator: str = ""  # a table hosted on a server: the token that starts or closes it there

    @classmethod
    def of(cls, game: FeedGame, hosted: bool = False, creator: str = "") -> Ticket | None:
        tokens = {seat: getattr(game.feeds[seat], "token", None) for seat in game.here}
        url, code = getattr(game.main, "url", None), getattr(game.main, "code", None)
        if not url or not code or not (tokens or hosted) or not all(tokens.values()):
            return None  # (the table hosted here is kept even when its screen only watches)
        seats = game.seats
        name = seats[game.here[0]].name if game.here and len(seats) > game.here[0] else ""
        return cls(url, code, {s: str(t) for s, t in tokens.items()}, game.ruleset.info.name, hosted, name, creator)

    @staticmethod
    def _path(hosted: bool) -> Path:
        return storage.paths().data_dir / (HOSTED if hosted else TICKET)

    @staticmethod
    def _purpose(hosted: bool) -> str:
        return "network-host" if hosted else "network-seat"

    @property
    def address(self) -> str:
        """Where the host is, as a person types it ("192.168.1.20:8766")."""
        return typed_address(self.url)

    def save(self) -> None:
        """Kept for a rejoin, or the host's Continue (a failure only forgets it)."""
        data = {"format": TICKET_FORMAT, "url": self.url, "code": self.code, "game": self.game,
                "tokens": {str(s): t for s, t in self.tokens.items()}, "name": self.name}
        if self.creator:
            data["creator"] = self.creator
        with contextlib.suppress(OSError):
            storage.atomic_write_json(self._path(self.hosted),
                                      {**data, "sig": signing.sign(self._purpose(self.hosted), data)}, private=True)

    @classmethod
    def load(cls, hosted: bool = False) -> Ticket | None:
        """The seats kept by the last network game still going (the table hosted here, with
        `hosted`), or None (a bad or unsigned file is ignored)."""
        try:
            data = json.loads(storage.read_named_file(cls._path(hosted), TICKET_LIMIT))
            body = {k: v for k, v in data.items() if k != "sig"}
            if data.get("format") != TICKET_FORMAT or not signing.valid(cls._purpose(hosted), body, data.get("sig")):
                return None
            tokens = {int(s): str(t)[:100] for s, t in dict(data["tokens"]).items()}
            url, code = str(data["url"]), normal_code(str(data["code"]))
            if not url.startswith(("ws://", "wss://")) or not code or not (tokens or hosted):
                return None
            creator = str(data.get("creator", ""))[:protocol.TOKEN_MAX] if hosted else ""
            return cls(url, code, tokens, clean_name(data.get("game"), 40), hosted,
                       clean_name(data.get("name"), protocol.NAME_MAX), creator)
        except (OSError, ValueError, TypeError, KeyError, AttributeError, storage.BadFile):
            return None

    @classmethod
    def forget(cls, hosted: bool = False) -> None:
        with contextlib.suppress(OSError):
            cls._path(hosted).unlink(missing_ok=True)

    @staticmethod
    def keep_hosted(ticket: Ticket) -> None:
        """Keep `ticket` for Continue in place of one hosted before and never finished: the app
        hosts one table at a time, so the earlier one's files here go (a table on a server stays
        there until the server lets it go)."""
        from .host import remove_table_files  # (only a host keeps a ticket: its network stack is loaded)

        earlier = Ticket.load(hosted=True)
        if earlier is not None and earlier.code != ticket.code and not earlier.creator:
            remove_table_files(storage.paths().tables_dir, earlier.code)
        ticket.save()


def typed_address(url: str) -> str:
    """A websocket address as a person reads it: host:port (no scheme, no certificate fingerprint)."""
    return url.partition("#")[0].removeprefix("wss://").removeprefix("ws://")
