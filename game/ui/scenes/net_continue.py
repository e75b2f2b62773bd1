"""Continue the table this app hosted, after the app quit or crashed (mid-game, or in its
lobby before Start: then the lobby opens again, the people who had joined come back to it).

The table is reopened from its journal (proved, as every autosave is) on the same address and
port, with the same join code and seat tokens (`LocalHost.reopened`): the host's screen sits
down again at its seats, and the people elsewhere come back by themselves (their connection
keeps trying for two minutes). A table hosted on a Nine Lives server was kept there: the app
comes back to it with its ticket (`RemoteHost.reopened`). The screen never waits on the
network: it looks once a frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...i18n import _
from ...net.remote import UNREACHABLE, AppHost, reopened
from ...net.seating import Joining
from ...net.tickets import Ticket
from ..widgets import Button, Label, Widget
from .menu import MenuScene
from .net_table import NetTableScene
from .network import HostLobbyScene

if TYPE_CHECKING:
    from ..app import App


class ReopenScene(MenuScene):
    width_chars = 44

    @property
    def heading(self) -> str:  # type: ignore[override]
        return _("Continue your network table")

    def __init__(self, app: App, ticket: Ticket):
        super().__init__(app)
        self.ticket = ticket
        self.host: AppHost | None = None
        self.joining: Joining | None = None
        self.problem = ""
        try:
            self.host = reopened(ticket)
        except ValueError as exc:
            self.problem = _("Your table cannot be continued: {reason}.").format(reason=exc)
            Ticket.forget(hosted=True)  # nothing left to reopen
        except (OSError, RuntimeError) as exc:
            self.problem = _("Your table could not open again on {address} ({reason}). Another program may be "
                             "using that port: try again in a moment.").format(address=ticket.address, reason=exc)

    def build(self) -> list[Widget]:
        words = self.problem or _("Reopening your table; the people at it come back by themselves\u2026")
        where = {"game": _(self.ticket.game) if self.ticket.game else _("Your game"), "code": self.ticket.code,
                 "address": self.ticket.address}
        # TRANSLATORS: a network table to continue: its game, its join code and its address
        return [Label(_("{game}: join code {code}, at {address}").format(**where)), Label(words),
                Button(_("Back"), self.back)]

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.host is None:
            return
        if self.joining is None:
            self._back_to_it(self.host)
            return
        game = self.joining.poll()
        if game is not None:
            host, self.joining = self.host, None
            self.app.reset(NetTableScene(self.app, game, fresh=False, on_close=host.stop, host=host))
        elif self.joining.problem:
            self.problem = _("Your seat could not be taken again: {reason}.").format(reason=self.joining.problem)
            self.joining = None
            self.host.stop()
            self.host = None
            self.rebuild()

    def _back_to_it(self, host: AppHost) -> None:
        """Once the host says whether the game was started: back to its lobby (not yet), or sit
        down at the table; a table the server no longer has is said, and forgotten."""
        held = host.held
        if held is None:
            if host.gone:
                self.problem = _("Your table cannot be continued: {reason}.").format(reason=host.gone)
                if host.gone != UNREACHABLE:  # the server answered: it has no such table now
                    Ticket.forget(hosted=True)
                host.stop()
                self.host = None
                self.rebuild()
            return
        if held:
            self.host = None
            self.app.replace(HostLobbyScene(self.app, host))
        else:
            self.joining = host.join_here()

    def back(self) -> None:
        if self.joining is not None:
            self.joining.close()
            self.joining = None
        if self.host is not None:
            self.host.stop()
            self.host = None
        super().back()
