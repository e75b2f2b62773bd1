"""Network game: host a table (on this computer or on a Nine Lives server), or join one by its
address and code.

- `NetworkScene`: Host a table / Join a table.
- `HostSetupScene`: New game's setup where each seat is open for a person on the network, a
  person here (hot-seat on this screen) or a CPU, and where the table is; then `HostLobbyScene`
  shows the join code large, the address, who has taken which seat, and starts the game (open
  seats can be given to CPUs). On this computer the host runs in a thread of its own
  (`game.net.seating.LocalHost`); on a server the table is created there and this app sits in
  its seats as a client (`game.net.remote.RemoteHost`, the same interface to the screens).
- `JoinScene`: an address, the code and a name (or only watching); then `ChooseSeatScene`
  offers the table's free seats (with one free seat, it is taken at once): seated at the table.
The screens never wait on the network: they look at the connection once a frame.
"""

from __future__ import annotations

import errno
import secrets
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from ... import i18n
from ...engine import ConfigError
from ...host_server import PASSWORD_MAX, HostServer, load_host_server, save_host_server
from ...i18n import N_, _, ngettext
from ...last_join import ADDRESS_MAX, CODE_MAX, LastJoin, load_last_join, save_last_join
from ...names import shown_name
from ...net.addresses import (
    LOOPBACK_ONLY_ENV,
    free_port,
    listen_address,
    listen_problem,
    loopback_only,
)
from ...net.credentials import normal_code
from ...net.discovery import Discovery, TableAd, service_name
from ...net.invite import BadInvite, Invite, looks_like_invite, parse_invite
from ...net.reasons import TAKEN_MEANWHILE, UNREACHABLE
from ...net.remote import AppHost, Opening
from ...net.seating import HostedSeat, Joining, LocalHost, Looking, SeatChoice, address_url, host_pace
from ...net.tickets import Ticket, typed_address
from ...net.tls import is_tls, short_fingerprint, split_pin, with_pin
from ...saves import Seat
from ...settings import MAX_NAME_LENGTH, PORT_RANGE, SETTING_WORDS
from .. import clipboard
from ..table.seats import SEAT_KIND_LABELS
from ..widgets import Button, Choice, Label, NameField, Risk, SecretField, TextField, Toggle, Widget
from .dialogs import risk
from .menu import MenuScene
from .net_table import NetTableScene
from .new_game import NewGameScene, player_name

if TYPE_CHECKING:
    from ..app import App

# Words are marked here and translated where shown.
NET_KINDS = [("net", N_("Open for a person on the network")), ("human", N_("A person here")),
             *((k, v) for k, v in SEAT_KIND_LABELS.items() if k != "human")]
# TRANSLATORS: how a seat of a network table is held (after "Seat 2: Bea, ")
LINK_WORDS = {"open": N_("open: waiting for a person"), "connected": N_("seated"), "here": N_("a person here"),
              "cpu": N_("CPU"), "reconnecting": N_("away"), "stand_in": N_("CPU until they return"),
              "left": N_("left")}
SEAT_CHOICES = [("net", LINK_WORDS["open"]), *((k, v) for k, v in SEAT_KIND_LABELS.items() if k != "human")]
# A joiner's words where the host's differ: a seat kept for a person who plays where the table is
# opened (the host's screen, or on a server the app that opened it: no host's screen there)
CHOOSER_WORDS = {"here": N_("a person at the table")}
REFRESH = 0.5  # seconds between looks at the host's seats
ADDRESS, CODE, NAME = N_("Address"), N_("Join code"), N_("Your name")  # the Join screen's fields
HOST_WHERE, WHERE = N_("Host the table"), [(False, N_("On this computer")), (True, N_("On a Nine Lives server"))]
SERVER_ADDRESS, PASSWORD = N_("Server address"), N_("Creation password")  # the Host screen's server fields
UNCHECKED = N_("Not checked: an address typed by hand holds no fingerprint, so nothing shows this is the host you "
               "mean. Its certificate begins {fingerprint}; the host's lobby shows theirs. Join anyway, or ask for "
               "their invite.")


def translated(choices: list[tuple]) -> list[tuple]:
    """(value, words) choices with their words in the current language."""
    return [(value, _(words)) for value, words in choices]


JOIN = N_("Join")


def could_not_join(problem: str) -> str:
    """Why joining failed, in a sentence ({reason} comes from the host or the connection)."""
    return _("Could not join: {reason}.").format(reason=problem)


class NetworkScene(MenuScene):
    @property
    def heading(self) -> str:  # type: ignore[override]
        return _("Network game")

    def build(self) -> list[Widget]:
        ticket = Ticket.load() if self.app.persist else None
        back = [Button(_("Rejoin your table"), lambda: self._rejoin(ticket), style="primary")] if ticket else []
        return [*back, Button(_("Host a table"), lambda: self.app.push(HostSetupScene(self.app)),
                              style="normal" if back else "primary"),
                Button(_("Join a table"), lambda: self.app.push(JoinScene(self.app))),
                Label(_("Across the internet, host the table on a Nine Lives server (Host a table), or forward"
                        " this computer's port: this game does not find a way through routers by itself."), dim=True),
                Button(_("Back"), self.back)]


    def _rejoin(self, ticket: Ticket) -> None:
        scene = JoinScene(self.app)
        self.app.push(scene)
        scene.rejoin(ticket)


class HostSetupScene(NewGameScene):
    """New game's setup for a table hosted here."""

    def __init__(self, app: App):
        super().__init__(app)
        self.kinds = ["human"] + ["net"] * (len(self.kinds) - 1)
        self.names = [self.names[0]] + [player_name(i + 1) for i in range(1, len(self.names))]
        self.port = str(app.settings.host_port)  # the port the last table opened on
        server, problem = load_host_server() if app.persist else (None, None)
        self.server = server or HostServer()  # where the last table opened (a server's address, password)
        self.error = self.error or problem or ""
        self.opening: Opening | None = None  # a table being created on a server

    @property
    def heading(self) -> str:  # type: ignore[override]
        return _("Host a table")

    def start_words(self) -> str:
        return _("Open the table")

    def kind_options(self) -> list[tuple[str, str]]:
        return translated(NET_KINDS)

    def ending(self) -> list[Widget]:
        """Where the table is (and where people join), then what went wrong right above Open the
        table (in view with it)."""
        where = Choice(_(HOST_WHERE), translated(WHERE), lambda: self.server.on_server, self._set_on_server)
        return [Label(_("Where people join"), role="heading"), where,
                *(self._server_rows() if self.server.on_server else self._here_rows()), *super().ending()]

    def _here_rows(self) -> list[Widget]:
        label = _(SETTING_WORDS["host_for_others"])
        if loopback_only():
            # TRANSLATORS: {setting} is the setting's name; {variable} an environment variable's name
            who: Widget = Label(_("{setting}: this computer only ({variable} is set)").format(
                setting=label, variable=LOOPBACK_ONLY_ENV), dim=True)
        else:
            who = Choice(label, [(True, _("Other computers too")), (False, _("This computer only"))],
                         lambda: self.app.settings.host_for_others, self._let_others_join)
        return [who, TextField(_(SETTING_WORDS["host_port"]), lambda: self.port, self._set_port, 5)]

    def _server_rows(self) -> list[Widget]:
        return [TextField(_(SERVER_ADDRESS), lambda: self.server.address, self._set_server("address"), ADDRESS_MAX),
                SecretField(_(PASSWORD), lambda: self.server.password, self._set_server("password"), PASSWORD_MAX),
                Label(_("The server's keeper gives its address with its certificate's fingerprint "
                        "(address#sha256=...; an invite to a table there works too) and the password for "
                        "opening tables."), dim=True)]

    def _set_on_server(self, on: bool) -> None:
        self._set_server("on_server")(on)
        self.error = ""
        self.rebuild()

    def _set_server(self, field: str):
        def put(value) -> None:
            self.server = replace(self.server, **{field: value})
        return put

    def _remembered_seats(self) -> tuple[Seat, ...]:
        """The game, player count and options are remembered; the seats stay those of the last
        local game (a seat open on the network is no seat at a table on one screen), as loaded
        when this screen opened."""
        return self.last.seats if self.last is not None else (Seat(self._name(0), "human"),)

    def _let_others_join(self, others: bool) -> None:
        """Remembered for the next table."""
        self.app.apply_settings(self.app.settings.adjusted(host_for_others=others))

    def _set_port(self, value: str) -> None:
        self.port = "".join(c for c in value if c.isdigit())

    def start(self) -> None:
        if self.server.on_server:
            self._open_on_server()
            return
        seats = self.seats()
        address = listen_address(self.app.settings.host_for_others)
        port = int(self.port or 0)  # 0: any free port
        if port > PORT_RANGE[1]:
            self._refused(_("There is no port {port}: ports go up to {highest}.").format(port=port,
                                                                                         highest=PORT_RANGE[1]))
            return
        try:
            host = LocalHost(self.game_id, [s.kind for s in seats], [s.name for s in seats],
                             self.options[self.game_id], address=address, port=port,
                             host_name=self.app.settings.player_name, table_options=host_pace(self.app.settings))
        except ConfigError as exc:
            self._refused(str(exc))
            return
        except OSError as exc:
            self._refused(self._port_problem(address, port, exc))
            return
        except (RuntimeError, ValueError) as exc:
            self._refused(_("The table could not open ({reason}).").format(reason=exc))
            return
        self.port = str(host.host.port)
        self.app.apply_settings(self.app.settings.adjusted(host_port=host.host.port))  # the port that worked
        self._opened(host)

    def _opened(self, host: AppHost) -> None:
        """The table is open: the setup and where it opened are remembered, and its lobby shows."""
        self.error = ""  # (not shown again on the way back from the lobby)
        self._remember()
        if self.app.persist:
            self.error = save_host_server(self.server) or ""
        self.rebuild()
        self.app.push(HostLobbyScene(self.app, host))

    def _open_on_server(self) -> None:
        """Ask the server for the table (in a thread: `update` looks at it once a frame)."""
        if self.opening is not None:
            return
        if not self.server.address.strip():
            self._refused(_("Type the server's address first."))
            return
        seats = self.seats()
        self.opening = Opening(self.server.address, self.server.password, self.game_id, self.info.name,
                               [s.kind for s in seats], [s.name for s in seats], dict(self.options[self.game_id]),
                               self.app.settings.player_name)
        self._refused(_("Opening the table on {address}\u2026").format(address=self.server.address.strip()))

    def update(self, dt: float) -> None:
        super().update(dt)
        opening = self.opening
        if opening is None or not opening.done:
            return
        self.opening = None
        if opening.host is not None:
            self._opened(opening.host)
        else:
            self._refused(_("The server did not open the table: {reason}.").format(reason=opening.problem))

    def _port_problem(self, address: str, port: int, exc: OSError) -> str:
        """Why the table could not listen, in words; a port another program uses is replaced in
        the field by a free one, which the words name."""
        if exc.errno != errno.EADDRINUSE:
            return _("The table could not open: {reason}.").format(reason=listen_problem(address, port, exc))
        free = free_port(address, port)
        if free is None:
            return _("Another program uses port {port}: choose another.").format(port=port)
        self.port = str(free)
        return _("Another program uses port {port}: choose another. Port {free} is free: it is filled in.").format(
            port=port, free=free)

    def _refused(self, words: str) -> None:
        """Say why the table did not open right above Open the table, and show both."""
        self.error = words
        self.rebuild()
        self.group.focus([w for w in self.group.widgets if getattr(w, "label", "") == self.start_words()][-1])


def watching_words(watchers: int) -> str:
    """Who watches the table, as the lobby says it."""
    if not watchers:
        return _("Nobody is watching.")
    return ngettext("{n} person is watching.", "{n} people are watching.", watchers).format(
        n=i18n.format_number(watchers))


class HostLobbyScene(MenuScene):
    """The host's screen before the game: the code, the address, who sits where, and Start."""

    width_chars = 44

    @property
    def heading(self) -> str:  # type: ignore[override]
        return _("Your table")

    def __init__(self, app: App, host: AppHost):
        super().__init__(app)
        self.host = host
        self.seats = host.seats()
        self.watchers = host.watchers()
        self.since = 0.0
        self.joining: Joining | None = None
        self.starting = False  # the host was asked to start; the seats are taken once it has
        self.problem = ""
        self.addresses = host.addresses() if host.nearby else []  # read once: where people on the network reach it
        self.discovery = Discovery(app.settings.local_discovery)
        self.shown_nearby = host.nearby  # "Show this table on the local network", on by default
        self.record = service_name(self._ad(), secrets.token_hex(2))  # a mark that is not the code
        self.copied = ""  # what Copy invite did, in words
        self._announce()
        if app.persist:  # kept from now on: after a crash, Continue opens this lobby again
            host.keep_for_continue()

    def address_words(self) -> list[str]:
        """The address people type, as the lobby shows it."""
        return self.host.address_lines()

    def _ad(self) -> TableAd:
        free = sum(1 for seat in self.seats if seat.link == "open")
        where = self.addresses[0] if self.addresses else typed_address(self.host.url)
        return TableAd(self.host.host_name or "A table", self.host.game_name, free, where)

    def invite(self) -> Invite:
        """The invite to this table: the first address others reach it at (this computer's own
        when it listens on loopback only), its code and its certificate."""
        at = self.addresses[0].rpartition(":")[0] if self.addresses else None
        return self.host.invite(at)

    def copy_invite(self) -> None:
        text = str(self.invite())
        self.copied = (_("Invite copied. Send it to the people you invite: it holds the address, the code and a "
                         "check that they reach this computer.") if clipboard.copy(text) else
                       _("The clipboard cannot be used here; the invite is {invite}").format(invite=text))
        self.rebuild()

    def _announce(self) -> None:
        if self.shown_nearby:
            self.discovery.announce(self._ad(), self.record)
        else:
            self.discovery.withdraw(self.record)

    def _show_nearby(self, on: bool) -> None:
        self.shown_nearby = on
        self._announce()

    def build(self) -> list[Widget]:
        """The code and the address first, with Start (the screen opens showing them); then the
        seats, each one nobody holds a choice (open for a person, or a CPU and its level)."""
        open_seats = sum(1 for seat in self.seats if seat.link == "open")
        widgets: list[Widget] = [
            Label(_(CODE), role="heading"),
            Label(self.host.code, role="title", bold=True),
            *(Label(words) for words in self.address_words()),
            Button(_("Start now: CPUs take the open seats"), self.start_with_cpus) if open_seats else
            Button(_("Start the game"), self.start, style="primary"),
            *([Label(self.problem)] if self.problem else []),
            Button(_("Copy invite"), self.copy_invite),
            Label(self.copied or _("People join with Network game, Join a table: they paste the invite, or type the "
                                   "address and the code."), dim=True),
            # TRANSLATORS: {digits} are the first digits of the table's certificate fingerprint
            *([Label(_("Certificate: {digits}\u2026").format(digits=short_fingerprint(pin)), dim=True)]
              if (pin := self.invite().fingerprint) else []),
            *self._nearby_rows(),
            Label(_("Seats"), role="heading"),
            *(self._seat_row(i, seat) for i, seat in enumerate(self.seats)),
            Label(watching_words(self.watchers)),
        ]
        if open_seats:
            widgets.append(Label(ngettext("Waiting for {n} more person.", "Waiting for {n} more people.",
                                          open_seats).format(n=i18n.format_number(open_seats)), dim=True))
        widgets.append(Button(_("Close the table"), self.back, style="danger", risk=self._closing()))
        return widgets

    def _closing(self) -> Risk:
        return risk(self.app, _("Close the table?"), _("Close it"),
                    detail=_("Everyone at it is told; it cannot be continued."))

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc asks before it closes the table for everyone, as Close the table does."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, self.app.key_for("pause")):
            self.app.sound.ui("ui_back")
            self._closing().ask(self.back)
            return True
        return super().handle_event(event)

    def _seat_row(self, i: int, seat: HostedSeat) -> Widget:
        """A seat nobody holds (open, or a CPU): a choice between open and each CPU level; a
        person's seat: who and how."""
        # TRANSLATORS: a seat of the lobby: its number and who sits there
        label = _("Seat {number}: {name}").format(number=i + 1, name=seat.name)
        if seat.kind != "human" and seat.link in ("open", "cpu") and seat.kind in dict(SEAT_CHOICES):
            return Choice(label, translated(SEAT_CHOICES), lambda: seat.kind, lambda kind: self.set_seat(i, kind))
        words = SEAT_KIND_LABELS[seat.kind] if seat.link == "cpu" and seat.kind in SEAT_KIND_LABELS else \
            LINK_WORDS.get(seat.link, seat.link)
        # TRANSLATORS: a seat of the lobby: its number, who sits there and how ("a person here", "CPU Easy")
        return Label(_("Seat {number}: {name}, {how}").format(number=i + 1, name=seat.name, how=_(words)))

    def set_seat(self, seat: int, kind: str) -> None:
        """Make a seat nobody holds a CPU of level `kind`, or open for a person ("net")."""
        try:
            self.host.set_seat(seat, kind)
        except ValueError as exc:  # a person took it meanwhile
            self.problem = _("Seat {number} cannot change: {reason}.").format(number=seat + 1, reason=exc)
        else:
            self.problem = ""
        self._refresh(self.host.seats())

    def _refresh(self, seats: list[HostedSeat]) -> None:
        self.since = 0.0
        if seats != self.seats:
            self.seats = seats
            self._announce()
        self.rebuild()

    def _nearby_rows(self) -> list[Widget]:
        """Whether the table is shown on the local network (a table on a server is not)."""
        if not self.host.nearby:
            return []
        if self.discovery.blocked:  # no "On" that does nothing
            return [Label(self.discovery.blocked, dim=True)]
        return [Toggle(_("Show this table on the local network"), lambda: self.shown_nearby, self._show_nearby)]

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.starting:
            self._started()
            return
        for seat, why in self.host.take_refusals():  # (a table on a server answers later)
            self.problem = _("Seat {number} cannot change: {reason}.").format(number=seat + 1, reason=why)
            self._refresh(self.host.seats())
        if self.joining is not None:
            game = self.joining.poll()
            if game is not None:
                host, self.joining = self.host, None
                self.discovery.close()  # the game has begun: nobody more to find it
                self.app.reset(NetTableScene(self.app, game, on_close=host.stop, host=host))
            elif self.joining.problem:
                self.problem = _("Could not sit at the table: {reason}").format(reason=self.joining.problem)
                self.joining = None
                self.rebuild()
            return
        self.since += dt
        if self.since >= REFRESH:
            seats, watchers, gone = self.host.seats(), self.host.watchers(), self.host.gone
            if gone and not self.problem:
                self.problem = _("The server no longer shows this table: {reason}.").format(reason=gone)
                self.rebuild()
            if (seats, watchers) != (self.seats, self.watchers):
                self.watchers = watchers
                self._refresh(seats)
            self.since = 0.0

    def start_with_cpus(self) -> None:
        self.start(cpus_in_open_seats=True)

    def start(self, cpus_in_open_seats: bool = False) -> None:
        if self.joining is None and not self.starting:
            self.starting, self.problem = True, ""
            self.host.begin(cpus_in_open_seats)
            self._started()

    def _started(self) -> None:
        """Once the host has started the game, this screen sits at its seats; a refusal is said."""
        if self.host.problem:
            self.starting = False
            self.problem = _("The game did not start: {reason}.").format(reason=self.host.problem)
            self.rebuild()
        elif self.host.begun:
            self.starting = False
            self.joining = self.host.join_here()

    def back(self) -> None:
        """Close the table on purpose: the people at it are told, and nothing is left to continue."""
        if self.joining is not None:
            self.joining.close()
        self.discovery.close()
        self.host.close()
        if self.app.persist:
            Ticket.forget(hosted=True)
        super().back()


class JoinScene(MenuScene):
    """Join a table by its address and code, as a player or only to watch."""

    width_chars = 40

    @property
    def heading(self) -> str:  # type: ignore[override]
        return _("Join a table")

    def __init__(self, app: App):
        super().__init__(app)
        last, problem = load_last_join() if app.persist else (None, None)
        last = last or LastJoin()
        self.address, self.code = last.address, last.code  # as last joined (`remember`)
        self.name = last.name or app.settings.player_name
        self.watch = False
        self.joining: Joining | None = None
        self.looking: Looking | None = None  # the table's seats, being looked at before choosing one
        self.target: tuple[str, str] = ("", "")  # (url, code) being joined
        self.chosen: int | None = None  # the seat asked for
        self.pin: str | None = None  # the certificate fingerprint a pasted invite holds for `address`
        self.unchecked: str | None = None  # a certificate seen with nothing to check it against
        self.rejoining = False
        self.note = problem or ""
        self.refused = False  # the note says why joining failed (the seat chooser shows it too)
        self.discovery = Discovery(app.settings.local_discovery)
        self.discovery.browse()
        self.nearby: list[TableAd] = []
        self.since = 0.0

    def build(self) -> list[Widget]:
        widgets: list[Widget] = [Label(_("Tables on this network"), role="heading")]
        if self.discovery.blocked:
            widgets.append(Label(self.discovery.blocked, dim=True))
        elif not self.nearby:
            widgets.append(Label(_("None heard yet: this list fills in by itself."), dim=True))
        # TRANSLATORS: a table heard on the local network: who hosts it, its game and its free seats
        widgets += [Button(ngettext("{host}: {game}, {n} seat free", "{host}: {game}, {n} seats free", t.free).format(
                               host=t.host, game=_(t.game), n=i18n.format_number(t.free)),
                           lambda t=t: self._pick(t)) for t in self.nearby]
        widgets += [
            Label(_("Join with an invite"), role="heading"),
            Button(_("Paste the invite"), self.paste_invite),
            Label(_("The host's lobby has Copy invite: one line with the address, the code and a check that you "
                    "reach their computer. Ctrl+V pastes it too."), dim=True),
            Label(_("Join by address and code"), role="heading"),
            # Enter goes on to the next field; in the last one (the name) it joins.
            TextField(_(ADDRESS), lambda: self.address, self._set_address, ADDRESS_MAX,
                      on_enter=lambda: self._focus(CODE)),
            TextField(_(CODE), lambda: self.code, self._set("code"), CODE_MAX, on_enter=lambda: self._focus(NAME)),
            NameField(_(NAME), lambda: self.name, self._set("name"), MAX_NAME_LENGTH, on_enter=self.join),
            Toggle(_("Only watch (no seat)"), lambda: self.watch, self._set("watch")),
            Label(_("The host's screen shows its address (e.g. 192.168.1.20:8766) and the code."), dim=True),
        ]
        if self.note:
            widgets.append(Label(self.note))
        if self.unchecked:
            widgets.append(Button(_("Join anyway"), self.trust))
        widgets += [Button(_(JOIN), self.join, style="primary"), Button(_("Back"), self.back)]
        return widgets

    def handle_event(self, event: pygame.event.Event) -> bool:
        pasting = event.type == pygame.KEYDOWN and event.key == pygame.K_v
        if pasting and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.paste()
            return True
        return super().handle_event(event)

    def paste(self) -> None:
        """Ctrl+V: an invite fills the fields; other text goes into the field being edited."""
        text = clipboard.paste()
        focused = self.group.focused
        if text and not looks_like_invite(text) and isinstance(focused, TextField):
            focused.type_text(text.strip())
        else:
            self.paste_invite()

    def paste_invite(self) -> None:
        text = clipboard.paste()
        if text is None:
            self._say(_("The clipboard holds no text: copy the invite first (the host's lobby has Copy invite)."))
        else:
            self.take_invite(text)

    def take_invite(self, text: str) -> None:
        """The invite's address and code into the fields, its fingerprint kept to check the host."""
        try:
            invite = parse_invite(text)
        except BadInvite as exc:
            self._say(_("That is not an invite: {reason}.").format(reason=exc))
            return
        self.address, self.code, self.pin, self.unchecked = invite.address, invite.code, invite.fingerprint, None
        self._say(_("Invite to the table at {address}: choose Join.").format(address=invite.address))
        self._focus(JOIN)

    def _set_address(self, value: str) -> None:
        if value != self.address:
            self.pin = None  # a fingerprint belongs to the address it came with
        self.address = value

    def _pick(self, table: TableAd) -> None:
        """A table heard nearby: its address is filled in; the code still comes from its host."""
        self.address = table.address
        self._say(_("{host}'s table: now type the code their screen shows.").format(host=table.host))
        self._focus(CODE)

    def _focus(self, label: str) -> None:
        """Move the focus to the field called `label` (its English)."""
        self.group.focus(next(w for w in self.group.widgets if getattr(w, "label", "") == _(label)))

    def _set(self, field: str):
        def put(value) -> None:
            setattr(self, field, value)
        return put

    def join(self) -> None:
        if self.joining is not None or self.looking is not None:
            return
        if looks_like_invite(self.address):  # typed or pasted whole into the address field
            self.take_invite(self.address)
            if looks_like_invite(self.address):
                return
        code = normal_code(self.code)
        self.unchecked = None
        if not self.address.strip():
            self._say(_("Type the host's address first."))
            self._focus(ADDRESS)
            return
        if not code:
            self._say(_("That is not a join code: it is three groups of four letters and digits."))
            self._focus(CODE)
            return
        self.remember()
        self.target, self.chosen = (with_pin(address_url(self.address), self.pin), code), None
        self._look(_("Looking at the table\u2026") if self.watch else _("Looking at the table's seats\u2026"))

    def trust(self) -> None:
        """Join anyway: the certificate seen is taken on trust, and every connection must show it."""
        if self.unchecked and self.looking is None and self.joining is None:
            url, code = self.target
            self.target, self.unchecked = (with_pin(url, self.unchecked), code), None
            self._look(_("Looking at the table's seats\u2026"))

    def remember(self) -> None:
        """Keep the address, code and name for the next join (where the app keeps its files)."""
        if self.app.persist:
            problem = save_last_join(LastJoin(self.address.strip(), self.code.strip(), self.name.strip()))
            if problem:
                self.note = problem

    def _look(self, words: str, refused: bool = False) -> None:
        self.looking = Looking(*self.target)
        self._say(words, refused)

    def take(self, seat: int) -> None:
        """Sit in `seat` (one the table showed free; the host refuses it, in words, if taken meanwhile)."""
        self.chosen = seat
        url, code = self.target
        self.joining = Joining(url, code, name=self.name.strip() or None, seat=seat, give_up=10.0)
        self._say(_("Taking seat {number}\u2026").format(number=seat + 1))

    def _looked(self, looking: Looking) -> None:
        """The table's seats are known: take the only free one, or offer the free ones."""
        if looking.problem or looking.seats is None:
            self._say(could_not_join(looking.problem), refused=True)
            return
        if looking.first_use and is_tls(self.target[0]) and split_pin(self.target[0])[1] is None:
            self.unchecked = looking.first_use
            self._say(_(UNCHECKED).format(fingerprint=short_fingerprint(looking.first_use)))
            return
        free = [s for s in looking.seats if s.free]
        if self.watch:
            self.joining = Joining(*self.target, watch=True, give_up=10.0)
            self._say(_("Joining\u2026"))
        elif not free:
            self._say(_("No seat is free at this table. Turn on Only watch to watch it."))
        elif len(free) == 1 and self.chosen is None:
            self.take(free[0].seat)
        else:
            self.app.push(ChooseSeatScene(self.app, self, looking.seats))

    def rejoin(self, ticket: Ticket) -> None:
        """Take back the seat this computer held (the app was closed or crashed mid-game)."""
        self.address, self.code = ticket.address, ticket.code
        self.name = ticket.name or self.name  # the seat's own name at that table
        self.rejoining = True
        self.joining = Joining(ticket.url, ticket.code, tokens=ticket.tokens, give_up=10.0)
        self._say(_("Taking your seat back\u2026"))

    def _say(self, words: str, refused: bool = False) -> None:
        self.note = words
        self.refused = refused
        self.rebuild()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.since += dt
        if self.since >= REFRESH:
            self.since = 0.0
            nearby = self.discovery.listener.tables()
            if nearby != self.nearby:
                self.nearby = nearby
                self.rebuild()
        if self.looking is not None and self.looking.done:
            looking, self.looking = self.looking, None
            self._looked(looking)
        if self.joining is None:
            return
        game = self.joining.poll()
        if game is not None:
            self.joining = None
            self.discovery.close()
            self.app.reset(NetTableScene(self.app, game, fresh=False, keep_seat=True))
        elif self.joining.problem:
            problem, self.joining = self.joining.problem, None
            if self.rejoining and self.app.persist and problem != UNREACHABLE:
                Ticket.forget()  # the host refused this seat: it is no longer ours
            self.rejoining = False
            if self.chosen is not None and problem.id in TAKEN_MEANWHILE:  # taken meanwhile: look again
                self._look(could_not_join(problem), refused=True)
                return
            self._say(could_not_join(problem), refused=True)

    def back(self) -> None:
        if self.joining is not None:
            self.joining.close()
            self.joining = None
        self.looking = None  # its thread ends by itself
        self.discovery.close()
        super().back()


class ChooseSeatScene(MenuScene):
    """The table's seats as a newcomer finds them: each free one a button, the others who has them."""

    overlay = True
    width_chars = 40

    @property
    def heading(self) -> str:  # type: ignore[override]
        return _("Choose your seat")

    def __init__(self, app: App, join: JoinScene, seats: list[SeatChoice]):
        super().__init__(app)
        self.join = join
        self.seats = seats

    def build(self) -> list[Widget]:
        widgets: list[Widget] = [Label(self.join.note)] if self.join.refused and self.join.note else []
        for s in self.seats:
            before = self.seats[s.seat - 1]  # play goes round in seat order
            if s.free:
                # TRANSLATORS: a free seat to take; {name} plays just before it
                after = shown_name(before.name)  # a default name ("Player 2") in the reader's words
                words = _("Seat {number}: free, after {name}").format(number=s.seat + 1, name=after) \
                    if len(self.seats) > 2 and not before.free else _("Seat {number}: free").format(number=s.seat + 1)
                widgets.append(Button(words, lambda s=s: self.take(s.seat)))
            else:
                words = (SEAT_KIND_LABELS.get(s.level) if s.link == "cpu" else None) or \
                    CHOOSER_WORDS.get(s.link.value) or LINK_WORDS.get(s.link.value, s.link.value)
                widgets.append(Label(_("Seat {number}: {name}, {how}").format(number=s.seat + 1,
                                                                               name=shown_name(s.name), how=_(words))))
        widgets.append(Button(_("Back"), self.back))
        return widgets

    def take(self, seat: int) -> None:
        self.app.stack.remove(self)
        self.join.take(seat)

    def back(self) -> None:
        super().back()
        self.join._say("")
