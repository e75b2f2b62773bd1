"""How long a person waits at the table: the Quick game played headless by one scripted person.

The person plays by posted key presses, as a player would: they draw on their turn, except that
with no Defuse left they play a Skip when they hold one (to stay in longer). One person Nopes the
first play they can (so they soon hold no Nope); another keeps a Nope all game. Three Medium CPUs
play at the default speed with full animations and the default settings. A game stops counting
once the person is out. Measured in game time (the frames' time steps), so the figure does not
depend on how fast this machine draws.
"""

from __future__ import annotations

import itertools
import os
import statistics
from typing import Any

FRAME = 1 / 30  # game time per frame: fine enough for waits of seconds, half the drawing of 1/60
MAX_FRAMES = round(30 * 60 / FRAME)  # half an hour of game time
SKIP, DEFUSE, NOPE = "skip", "defuse", "nope"


def quick_game_waits(games: int = 12, seed: int = 1) -> dict[str, Any]:
    """Seconds from the person's draw to their next turn, over `games` Quick games for each of
    two people: one with nothing to answer (the top-level figures) and one who keeps a Nope
    all game (`keeps_a_nope`).

    Only waits round the table count: from a draw to the person's next turn after somebody
    else's (the second turn an Attack gives comes at once). For the first person, waits during
    which they held a card that answers are left out (they Nope the first play they can, so
    they soon hold none). The second is dealt a Nope and never plays it: every wait counts, the
    windows on plays aimed at them running the whole countdown and the others a short one.
    """
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    figures = _figures(games, seed, keeps=False)
    figures["keeps_a_nope"] = _figures(games, seed, keeps=True)
    return figures


def _figures(games: int, seed: int, keeps: bool) -> dict[str, Any]:
    waits: list[float] = []
    stalled = 0
    deals = (d for d in range(seed * 1000, seed * 1000 + 1000) if _nope_dealt(d) == keeps)
    for deal in itertools.islice(deals, games):
        game_waits, ended = _one_game(deal, keeps)
        waits += game_waits
        stalled += not ended
    return {
        "games": games,
        "stalled": stalled,  # games still going after half an hour of game time (a question left unanswered?)
        "waits": len(waits),
        "median_s": round(statistics.median(waits), 1) if waits else None,
        "p90_s": round(sorted(waits)[int(0.9 * (len(waits) - 1))], 1) if waits else None,
    }


def _one_game(deal: int, keeps: bool = False) -> tuple[list[float], bool]:
    """The person's waits in one Quick game dealt by `deal`, until they are out; `keeps`: they
    keep their Nope (every wait counts), else they Nope the first play they can. And whether
    it ended so (not at `MAX_FRAMES`)."""
    import pygame

    from ..ai.seeds import repeatable
    from ..settings import Settings
    from .app import App
    from .scenes.dialogs import ConfirmScene
    from .table.scene import TableScene
    from .table.setup import QUICK_GAME, new_match, quick_options, quick_seats

    waits: list[float] = []
    with repeatable(deal):
        app = App(Settings(first_run_done=True), persist=False, fps=0)
        seats = quick_seats("You")
        match = new_match(QUICK_GAME, seats, quick_options(), seed=deal)
        table = TableScene(app, match, seats, fresh=True, journal=False, on_over=lambda t, app=app: app.quit())
        app.push(table)
        clock, drew_at, answerable, round_table = 0.0, None, False, False
        ended = False
        for _ in range(MAX_FRAMES):
            if not app.running or not table.match.view(0).alive[0]:
                ended = True
                break
            shown_all = table.shown_upto >= len(table.feeds[0])  # the last CPU move's animation counts too
            decision = table.my_decision() if shown_all else None
            if isinstance(app.stack.top, ConfirmScene):  # "Draw the Exploding Kitten?" (seen on top)
                _press(pygame, pygame.K_TAB)  # yes: they draw on their turn, as they meant to
                _press(pygame, pygame.K_RETURN)
            elif decision is not None and decision[1] == "turn" and table.panel is None:
                if drew_at is not None and not answerable and round_table:
                    waits.append(clock - drew_at)
                drew_at, answerable = _take_turn(pygame, table, clock)
                round_table = False
            elif table.panel is not None:
                _press(pygame, pygame.K_RETURN)  # place a Kitten, see cards, choose: the default
            elif decision is not None and decision[1] == "give_card":
                _press(pygame, pygame.K_1 + _least_useful(table))
                _press(pygame, pygame.K_RETURN)
            elif table.flow.can_answer() and not keeps:
                answerable = True  # this wait is not counted: the person could answer
                _press(pygame, app.key_for("nope"))
            pending = table.match.pending
            round_table = round_table or (pending is not None and pending.prompt == "turn" and 0 not in pending.seats)
            app.frame(FRAME)
            clock += FRAME
        app.close()
    return waits, ended


def _least_useful(table: Any) -> int:
    """The hand slot a person gives away to a Favor: anything but a Nope or a Defuse if they can."""
    hand = [g.card for g in table.hand.groups]
    return next((i for i, card in enumerate(hand) if card not in (NOPE, DEFUSE)), 0)


def _take_turn(pygame: Any, table: Any, clock: float) -> tuple[float | None, bool]:
    """Draw, or with no Defuse play a Skip (selected by its number key, then Enter). The draw's
    time, or None when the turn ended otherwise; and whether the person could answer meanwhile."""
    hand = [g.card for g in table.hand.groups]
    if DEFUSE not in hand and SKIP in hand:
        if not table.hand.selection:
            _press(pygame, pygame.K_1 + hand.index(SKIP))
        _press(pygame, pygame.K_RETURN)
        return None, False
    _press(pygame, table.app.key_for("draw"))
    return clock, False


def _nope_dealt(deal: int) -> bool:
    """Whether the person is dealt a card that answers a play (else nothing can answer)."""
    from .games import kit_for
    from .table.setup import QUICK_GAME, new_match, quick_options, quick_seats

    match = new_match(QUICK_GAME, quick_seats("You"), quick_options(), seed=deal)
    return bool(kit_for(match.ruleset).answer_cards & set(match.view(0).hand))


def _press(pygame: Any, key: int) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))
