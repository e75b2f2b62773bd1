"""New game: which game, who sits at the table (human or CPU, with names), and the table options.

Every registered game that has CPU players is offered; each table option gets the widget of its
kind (a toggle, a stepper, a cycle). The setup started last is remembered for next time
(`game.last_setup`).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING

from ...ai.games import ai_for
from ...engine import ConfigError, OptionKind, OptionSpec, OptionValue, Ruleset, all_games, get
from ...i18n import _, sentence_start
from ...last_setup import LastSetup, load_last_setup, save_last_setup
from ...names import clean_name, default_name, typed_name
from ...saves import Seat
from ...settings import MAX_NAME_LENGTH
from ..games import has_kit
from ..table.scene import TableScene
from ..table.seats import CPU_NAMES, SEAT_KIND_LABELS
from ..table.setup import new_match
from ..widgets import Button, Choice, Label, NameField, Toggle, Widget
from .menu import MenuScene
from .unfinished import before_replacing

if TYPE_CHECKING:
    from ..app import App



def kind_options() -> list[tuple[str, str]]:
    """Who may sit in a seat: a person or a CPU of a level, in the current language."""
    return [(kind, _(label)) for kind, label in SEAT_KIND_LABELS.items()]


def offered_games() -> list[Ruleset]:
    """Every registered game that has CPU players and a table kit, in the registry's order."""
    return [r for r in all_games() if _has_cpus(r) and has_kit(r)]


def _has_cpus(ruleset: Ruleset) -> bool:
    try:
        ai_for(ruleset)
    except ValueError:
        return False
    return True


def player_name(number: int) -> str:
    """The name of a seat nobody named as it is kept ("Player 3"): the neutral form every reader
    words in their own language (`names.shown_name`), so a save or the history shows "Jugador 3"
    to a Spanish reader and "Spieler 3" to a German one, whichever language the game was set up in."""
    return default_name(True, number - 1)


class Stepper(Choice):
    """A whole number from `low` to `high`: Left/Right (or a click on either side) step by one
    and stop at the ends."""

    def __init__(self, label: str, low: int, high: int, get: Callable[[], int], put: Callable[[int], None]):
        super().__init__(label, [], get, put)
        self.low, self.high = low, high

    def value_text(self) -> str:
        return str(self.get())

    def all_words(self) -> list[str]:
        return [str(self.low), str(self.high)]

    def ends(self) -> tuple[bool, bool]:
        value = self.get()
        return value <= self.low, value >= self.high

    def step(self, delta: int) -> None:
        self.put(max(self.low, min(self.high, self.get() + delta)))


def option_widget(spec: OptionSpec, get: Callable[[], OptionValue], put: Callable[[OptionValue], None]) -> Widget:
    """The widget for a table option of any kind: a toggle, a stepper or a cycle."""
    if spec.kind == OptionKind.NUMBER:
        # TRANSLATORS: a table option with its range of numbers, e.g. "Cards per hand (2 to 8)"
        words = _("{option} ({low} to {high})").format(option=_(spec.label), low=spec.low, high=spec.high)
        return Stepper(words, spec.low, spec.high, get, put)  # type: ignore[arg-type]
    if spec.kind == OptionKind.CHOICE:
        return Choice(_(spec.label), [(c, sentence_start(c)) for c in spec.choices], get, put)
    return Toggle(_(spec.label), get, put)  # type: ignore[arg-type]


class NewGameScene(MenuScene):
    width_chars = 40

    @property
    def heading(self) -> str:  # type: ignore[override]
        return _("New game")

    def __init__(self, app: App):
        super().__init__(app)
        self.games = offered_games()
        self.game_id = self.games[0].info.id
        most = max(r.info.max_players for r in self.games)
        self.names = [app.settings.player_name, *CPU_NAMES]
        self.names += [player_name(n) for n in range(len(self.names) + 1, most + 1)]  # a seat for each
        self.kinds = ["human"] + ["medium"] * (len(self.names) - 1)
        self.players = 4
        self.options: dict[str, dict[str, OptionValue]] = {
            r.info.id: {o.name: o.default for o in r.info.options} for r in self.games
        }
        self.error = ""
        self.last: LastSetup | None = None  # the setup remembered when this screen opened
        if app.persist:
            self._recall(*load_last_setup())
        self._fit_players()

    @property
    def info(self):
        return get(self.game_id).info

    # ---- the remembered setup ------------------------------------------------------------
    def _recall(self, last: LastSetup | None, message: str | None) -> None:
        """Lay the setup started last over the defaults, keeping only what is still offered."""
        self.error = message or ""
        self.last = last
        if last is None:
            return
        if last.game_id in self.options:
            self.game_id = last.game_id
        self.players = last.players
        for i, seat in enumerate(last.seats[: len(self.names)]):
            self.names[i] = seat.name
            if seat.kind in SEAT_KIND_LABELS:
                self.kinds[i] = seat.kind
        for game_id, values in last.options.items():
            if game_id not in self.options:
                continue
            info = get(game_id).info
            for name, value in values.items():
                # An option the game no longer takes, or no longer with this value, keeps its default.
                with contextlib.suppress(ConfigError):
                    self.options[game_id][name] = info.option(name).check(value)

    def _remember(self) -> None:
        if not self.app.persist:
            return
        save_last_setup(LastSetup(self.game_id, self.players, self._remembered_seats(), self.options))  # (or forgets)

    def _remembered_seats(self) -> tuple[Seat, ...]:
        """The seats the next new game starts from: these."""
        return tuple(Seat(self._name(i), kind) for i, kind in enumerate(self.kinds))

    # ---- building ------------------------------------------------------------------------
    def build(self) -> list[Widget]:
        info = self.info
        widgets: list[Widget] = [
            Button(self.start_words(), self.start, style="primary"),
            Choice(_("Game"), [(r.info.id, _(r.info.name)) for r in self.games], lambda: self.game_id, self._set_game),
            Label(_(info.summary), dim=True, reserve=[_(r.info.summary) for r in self.games]),
            Choice(_("Players"), [(n, str(n)) for n in range(info.min_players, info.max_players + 1)],
                   lambda: self.players, self._set_players),
        ]
        for seat in range(self.players):
            widgets.append(NameField(_("Seat {number} name").format(number=seat + 1), lambda s=seat: self.names[s],
                                     lambda v, s=seat: self._rename(s, v), MAX_NAME_LENGTH))
            # TRANSLATORS: a row choosing who sits in a seat: a person, or a CPU of a level
            widgets.append(Choice(_("Seat {number} is").format(number=seat + 1), self.kind_options(),
                                  lambda s=seat: self.kinds[s], lambda v, s=seat: self._set_kind(s, v)))
        if info.options:
            widgets.append(Label(_("Table options"), role="heading"))
        for option in info.options:
            widgets.append(option_widget(option, lambda o=option.name: self.options[self.game_id][o],
                                         lambda v, o=option.name: self._set_option(o, v)))
            if option.help:
                widgets.append(Label(_(option.help), role="small", dim=True))
        return widgets + self.ending()

    def ending(self) -> list[Widget]:
        """The last rows: what went wrong (right above the button that starts), Start and Back."""
        return [*([Label(self.error)] if self.error else []),
                Button(self.start_words(), self.start, style="primary"), Button(_("Back"), self.back)]

    def start_words(self) -> str:
        """The words of the button that starts (or opens) the table."""
        return _("Start the game")

    def kind_options(self) -> list[tuple[str, str]]:
        """Who may sit in a seat here."""
        return kind_options()

    def _fit_players(self) -> None:
        info = self.info
        self.players = max(info.min_players, min(info.max_players, self.players))

    def _set_game(self, game_id: str) -> None:
        self.game_id = game_id
        self._fit_players()
        self.rebuild()

    def _set_players(self, n: int) -> None:
        self.players = n
        self.rebuild()

    def _rename(self, seat: int, name: str) -> None:
        self.names[seat] = name

    def _set_kind(self, seat: int, kind: str) -> None:
        if kind == "human" and self.kinds[seat] != "human" and self.names[seat] in CPU_NAMES:
            self.names[seat] = player_name(seat + 1)  # a person is no CPU: a name to replace
        self.kinds[seat] = kind

    def _set_option(self, name: str, value: OptionValue) -> None:
        self.options[self.game_id][name] = value

    def _name(self, seat: int) -> str:
        """A typed name as it enters the program: cleaned and capped (a blank name: "Player N"); a
        default name in the reader's words (a setup remembered from before) kept in its neutral form."""
        return typed_name(clean_name(self.names[seat], MAX_NAME_LENGTH, default=player_name(seat + 1)))

    def seats(self) -> list[Seat]:
        """The table as set up."""
        return [Seat(self._name(i), self.kinds[i]) for i in range(self.players)]

    def start(self) -> None:
        seats = self.seats()
        try:
            match = new_match(self.game_id, seats, self.options[self.game_id])
        except ConfigError as exc:
            self.error = str(exc)
            self.rebuild()
            return
        self._remember()
        before_replacing(self.app, lambda: self.app.reset(TableScene(self.app, match, seats)))
