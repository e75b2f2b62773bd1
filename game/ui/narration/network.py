"""What a table over the network says about its connections, once each time one changes (never
every second): each other seat's badge (dropped and held, played by a CPU until back, left, back,
a seat taken), this screen's own connection ("Connection lost: reconnecting", again every
`STILL_EVERY` seconds, "Connected again"), whom the table waits for (once it has waited
`WAIT_SAID_AFTER` seconds, so quick moves are not announced), a game held until its host
starts it, and this screen's own decision entering its last seconds ("15 seconds left, then a
CPU plays this move for you", once per decision). Every line is spoken and shown with the
captions. The host gone for good is its own screen (`HostGoneScene`), spoken as every screen is.
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING

from ... import i18n
from ...engine.feed import Link, SeatLink
from ...i18n import _, ngettext

if TYPE_CHECKING:
    from ..scenes.net_table import NetTableScene

STILL_EVERY = 10.0  # seconds between "Still reconnecting" lines while this screen's connection is down
WAIT_SAID_AFTER = 2.0  # seconds the table waits for someone elsewhere before it says so
CPU_PLAYS = (SeatLink.CPU, SeatLink.STAND_IN, SeatLink.LEFT)


def seat_words(name: str, seat: int, before: SeatLink, now: SeatLink, left: float | None, over: bool = False) -> str:
    """The line for a seat whose connection went from `before` to `now` ("" for nothing to say);
    `over`: the game has ended (nobody plays on for a person who leaves then)."""
    if now == SeatLink.RECONNECTING:
        if left is None:
            return _("{name}'s connection dropped: their seat is held").format(name=name)
        seconds = math.ceil(left)
        return ngettext("{name}'s connection dropped: their seat is held for {n} second",
                        "{name}'s connection dropped: their seat is held for {n} seconds", seconds).format(
            name=name, n=i18n.format_number(seconds))
    if now == SeatLink.STAND_IN:
        return _("A CPU plays for {name} until they return").format(name=name)
    if now == SeatLink.LEFT:
        words = _("{name} left the table") if over else _("{name} left the table: a CPU plays their seat")
        return words.format(name=name)
    if now in (SeatLink.CONNECTED, SeatLink.HERE):
        if before == SeatLink.OPEN:
            return _("{name} took seat {number}").format(name=name, number=seat + 1)
        return _("{name} is back").format(name=name)
    if now == SeatLink.CPU and before == SeatLink.OPEN:
        return _("A CPU takes seat {number}").format(number=seat + 1)
    return ""


class NetVoice:
    def __init__(self, table: NetTableScene):
        self.table = table
        self.links: dict[int, SeatLink] | None = None  # None until first seen: nothing said for how it began
        self.own = Link.CONNECTED
        self.lost_at: float | None = None  # table clock when this screen's connection dropped
        self.still_said = 0  # "still reconnecting" lines said since
        self.held: bool | None = None
        self.waiting = ""  # the waiting words seen, since `waiting_since`
        self.waiting_since = 0.0
        self.waiting_said = ""
        self.clock_said: object = None  # the decision whose last seconds were said

    def tell(self, line: str) -> None:
        self.table.voice.say(line)
        self.table.app.sound.caption(line)

    def update(self) -> None:
        self._own_link()
        self._seats()
        self._held()
        self._waiting()
        self._clock()

    def _own_link(self) -> None:
        t = self.table
        link = t.game.link
        if link == Link.RECONNECTING:
            if self.own != Link.RECONNECTING:
                self.lost_at, self.still_said = t.clock, 0
                self.tell(_("Connection lost: reconnecting"))
            elif self.lost_at is not None and t.clock - self.lost_at >= STILL_EVERY * (self.still_said + 1):
                self.still_said += 1
                seconds = round(t.clock - self.lost_at)
                self.tell(ngettext("Still reconnecting, {n} second", "Still reconnecting, {n} seconds", seconds).format(
                    n=i18n.format_number(seconds)))
        elif link == Link.CONNECTED and self.own == Link.RECONNECTING:
            self.tell(_("Connected again"))
        self.own = link

    def _seats(self) -> None:
        t = self.table
        now = {seat: state.link for seat, state in enumerate(t.game.seats) if seat not in t.game.here}
        if self.links is not None:
            clock = time.monotonic()
            for seat, link in now.items():
                before = self.links.get(seat, link)
                if link != before and seat < len(t.names):
                    words = seat_words(t.names[seat], seat, before, link, t.game.seats[seat].seconds_left(clock),
                                       t.game.result() is not None)
                    if words:
                        self.tell(words)
        if now:
            self.links = now

    def _held(self) -> None:
        held = self.table.game.held
        if held and self.held is not True:
            self.tell(self.table.waiting_words())
        elif not held and self.held:
            self.tell(_("The game begins"))
        self.held = held

    def _waiting(self) -> None:
        t = self.table
        words = "" if t.game.held else t.waiting_words()
        if words != self.waiting:
            self.waiting, self.waiting_since = words, t.clock
        if not words:
            self.waiting_said = ""
        elif words != self.waiting_said and t.clock - self.waiting_since >= WAIT_SAID_AFTER:
            self.waiting_said = words
            self.tell(words)

    def _clock(self) -> None:
        t = self.table
        clock = t.own_clock()
        if clock is not None and t.flow.decision_key != self.clock_said:
            self.clock_said = t.flow.decision_key
            # TRANSLATORS: said in a decision's last seconds; {what} is e.g. "a CPU chooses for you"
            self.tell(ngettext("{n} second left, then {what}", "{n} seconds left, then {what}", clock[0]).format(
                n=i18n.format_number(clock[0]), what=clock[1]))
