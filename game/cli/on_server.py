"""`python -m game --smoke-test --on-server ADDRESS`: the app hosts a table on a Nine Lives server
as its Host setup's "On a Nine Lives server" does, headless, and plays its own seat as a CPU.

The table is opened through `remote.Opening` with the server's creation password (from
NINE_LIVES_CREATION_PASSWORD, as `serve` reads it): the app's seat and one open seat. Its invite is
printed ("invite ninelives://..."); once someone takes the open seat (`join INVITE`), the game is
started through `RemoteHost.begin`, the app sits at its seat through `RemoteHost.join_here` (the
Continue and lobby path) and a CPU plays that seat to the end. No window, no pygame.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

from ..engine.errors import ConfigError
from ..engine.feed import SeatLink
from ..i18n import N_, _
from ..net.remote import Opening, RemoteHost
from .args import error_line
from .net import result_line

GAME = ("exploding-kittens", "Exploding Kittens")  # the table opened: the app's seat and one open seat
SEATS = (("human", "Smoke host"), ("net", "Open seat"))
NO_ANSWER = N_("no answer in time")
OPEN_SECONDS = 20.0  # to open the table, to start it and to sit at the seat, each
JOIN_SECONDS = 60.0  # for someone to take the open seat


def run_on_server(address: str, password: str, level: str = "easy", timeout: float = 120.0) -> int:
    """Host on the server at `address` (typed, or any invite to it) with its creation password,
    play the app's seat as a CPU of `level`; print the invite, then the result line as `join`
    prints it. 1 with the reason in words."""
    from ..net.player import play

    if not password:
        raise ConfigError(_("--on-server needs the server's creation password ({variable})").format(
            variable="NINE_LIVES_CREATION_PASSWORD"))
    game_id, game_name = GAME
    opening = Opening(address, password, game_id, game_name, [k for k, _name in SEATS], [n for _kind, n in SEATS], {},
                      "Smoke host")
    if not _until(lambda: opening.done, OPEN_SECONDS) or opening.host is None:
        return _failed(_("the server did not open the table: {reason}").format(reason=opening.problem or _(NO_ANSWER)))
    host: RemoteHost = opening.host
    joining = None
    try:
        print(_("invite {invite}").format(invite=host.invite()), flush=True)
        if not _until(lambda: _taken(host), JOIN_SECONDS):
            return _failed(host.gone or _("nobody took the open seat in time"))
        host.begin()
        if not _until(lambda: host.begun or bool(host.problem), OPEN_SECONDS) or not host.begun:
            return _failed(_("the game did not start: {reason}").format(reason=host.problem or _(NO_ANSWER)))
        joining = host.join_here()
        if not _until(lambda: joining.poll() is not None or joining.problem is not None, OPEN_SECONDS) \
                or joining.game is None:
            return _failed(_("the app could not sit at its seat: {reason}").format(
                reason=joining.problem or _(NO_ANSWER)))
        seat = next(c for c in joining.clients if not c.watch)
        finished = play(seat, level, timeout)
        result = seat.result()
        if not finished or result is None:
            return _failed(seat.problem or _("no result in time"))
    finally:
        if joining is not None:
            joining.close()
        host.stop()
    print(result_line(seat.seat, level, result.winners, seat.count, seat.wire_bytes))
    return 0


def _taken(host: RemoteHost) -> bool:
    """Whether the server says every open seat of the table is taken."""
    seats = host.watcher.seats
    return bool(seats) and all(s.link != SeatLink.OPEN for s in seats)


def _until(done: Callable[[], bool], seconds: float) -> bool:
    end = time.monotonic() + seconds
    while not done():
        if time.monotonic() > end:
            return False
        time.sleep(0.05)
    return True


def _failed(why: str) -> int:
    print(error_line(why), file=sys.stderr)
    return 1
