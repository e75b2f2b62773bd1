"""The table kit: what a game family tells the generic table (`TableScene`), and nothing more.

The shell owns the life cycle, the feeds of redacted events, the journal, CPU seats, pass-the-
device, the response, first-come and commit windows with their timers, the animation queue,
plates, log, hand, bar, countdown, pause and game over. A family's kit (`game/ui/games/<family>/`,
found by `game.ui.games.kit_for`) gives the rest. The contract:

- `cards`: the family's `CardSet` (faces, icons, colour groups, titles, hand order).
- `handlers`: event class -> `handler(director, event)`, which starts the event's animations and
  sounds and steps the shown table; an event with no handler only steps it (`shown.apply`).
- `shown(view)`: the shown-table model (a `ShownTable`) built from a seat's view.
- `draw_centre(surface, table)` draws the middle of the table (piles, direction, odds...);
  `centre_key(table)` is everything that drawing depends on (the backdrop is cached by it);
  `centre_widgets(table)` are focusable spots there, made once per table (may be empty).
- `ask(table, seat, prompt)`: the viewer (`seat`) is asked a TURN or CHOICE decision: open its
  panel or limit the hand; `buttons(table, seat, prompt)`: the bar's buttons for it;
  `picks_cards(prompt)`: whether the hand's cards can be chosen for it.
- `answer(legal)`: the action a person plays with the answer button of a response or first-come
  window, or None when they hold nothing that answers; `answer_label` names that button ("Nope!")
  and `no_answer` is said when they press it holding nothing; `answer_cards` are the card types
  that answer (to tell a dealt hand that can answer from one that cannot). Optional
  `answers(table, legal)`: a family with several answer cards lists each (words, card, action); with
  more than one, the answer button (after the claim, in hot-seat) opens a small choice.
- Optional `aimed_at(view, seat)`: whether the play in a window is aimed at `seat` (an Attack on
  them, a Favor or a steal from them, a Kitten put back after they looked), read from public facts
  and what the seat itself saw (the flow passes the one person's own view, or a spectator's in
  hot-seat), never from the seat's hand: whether anyone holds an answer never changes the timing.
  Such a window keeps the full countdown; others get a short one that any key holds open (the
  setting "Only stop for plays that affect me"). Without it every window keeps the full countdown.
- Optional `draw_out_mark(surface, table, seat, room)`: the family's own mark in the plate of a
  player who is out (the room its words leave, `hud.out_room`); it returns whether it drew one
  (where not, the plate shows a red cross).
- Optional `middle_need(metrics, players)`: the least height the middle (between the status line
  and the countdown) needs to read; face up, the plates keep no spare lines for hands below it.
- `keys`: key-binding name -> what it does at the table (the Kittens "draw").
- `status(table)`: the line over the middle ("Your turn", "Bea played Attack. Nope it?").
- `odds(view)`: the viewer's chance of disaster (0..1) for the music and the odds meter, or None.
- `catch_up(table, missed)`: hot-seat: the events the viewer missed while the shared view was up
  (show their private reveals).
- `recap(table)`: public lines for the game-over screen.
- Optional `spoken_table(table)`: the table in words for narration's hear-the-table key (lines read
  only from what the viewer is shown); without it `game.ui.narration.words` describes the plates,
  whose turn and the direction of play. Everything else narration says comes from the shell.
- `quick`: (game id, table options) of the title's Quick game, or None.

`ask` is called for the viewer's COMMIT decisions too (the viewer alone sees that screen).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from ...engine import Action, Event
from ..cards_art import CardSet
from ..widgets import Button, Widget
from .shown import ShownTable

if TYPE_CHECKING:
    from .director import Director
    from .scene import TableScene

Handler = Callable[["Director", Any], None]


class TableKit(Protocol):
    family: str
    cards: CardSet
    handlers: Mapping[type[Event], Handler]
    answer_label: str
    no_answer: str
    answer_cards: frozenset[str]
    keys: Mapping[str, Callable[[TableScene], None]]
    quick: tuple[str, dict] | None

    def shown(self, view: Any) -> ShownTable: ...

    def draw_centre(self, surface: pygame.Surface, table: TableScene) -> None: ...

    def centre_key(self, table: TableScene) -> tuple: ...

    def centre_widgets(self, table: TableScene) -> list[Widget]: ...

    def ask(self, table: TableScene, seat: int, prompt: str) -> None: ...

    def buttons(self, table: TableScene, seat: int, prompt: str) -> list[Button]: ...

    def picks_cards(self, prompt: str) -> bool: ...

    def answer(self, legal: list[Action]) -> Action | None: ...

    def status(self, table: TableScene) -> str: ...

    def odds(self, view: Any) -> float | None: ...

    def catch_up(self, table: TableScene, missed: list[Event]) -> None: ...

    def recap(self, table: TableScene) -> list[str]: ...
