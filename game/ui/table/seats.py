"""Who sits where: the seat list, and the CPU players' bots with their human-like timing.

A CPU seat sees only its own view and its redacted events. Bots that offer the anytime
stepping API (`start(view, legal)`, then `step(ms) -> done`, then `best()`) think a few
milliseconds per frame, so the window never freezes; others answer `choose` at once.

How long a CPU takes never shows what it holds: the table times its answer from public facts
and its own random numbers, never sooner than its level may think (`allowance`), and when the
answer is due the CPU answers (`now`) with its best move so far, thinking or not.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, replace
from typing import Any

from ...ai import levels
from ...ai.seeds import fresh_seed
from ...ai.thinking import searches, thinking_seconds
from ...engine import Action, Event, Match
from ...i18n import N_, _, format_number
from ...saves import Seat
from .thinker import Thinker

ELSEWHERE = "elsewhere"  # a seat played on another screen (over the network): nobody here acts for it
# Marked only: translated where shown (`_(SEAT_KIND_LABELS[kind])`).
# TRANSLATORS: what sits in a seat: a person, or a computer player of a level
SEAT_KIND_LABELS = {"human": N_("Person"), "easy": N_("CPU Easy"), "medium": N_("CPU Medium"), "hard": N_("CPU Hard")}
CPU_NAMES = ("Mittens", "Biscuit", "Pickles", "Noodle", "Waffles", "Pumpkin", "Socks", "Marmalade")
THINK_BUDGET = 0.004  # seconds of bot thinking per frame, when a bot thinks in the app's process
WORKER_PATIENCE = 20.0  # seconds to wait for the worker process before thinking here instead
HURRIED_PATIENCE = 0.05  # seconds to wait for the worker's answer when it is due, before answering here


def level_available(level: str) -> str:
    """`level` if the AI package has it yet, else the nearest level it has."""
    known = getattr(levels, "LEVELS", (level,))
    if level in known:
        return level
    for fallback in ("medium", "easy", "random"):
        if fallback in known:
            return fallback
    return known[0]


def table_names(seats: list[Seat] | tuple[Seat, ...]) -> list[str]:
    """The names the table writes. "You" names a person only when exactly one person plays; with
    several, a person called "You" is "Player N" (the second person is kept for the screen of
    the one holding the device, which the table words itself)."""
    people = sum(1 for s in seats if s.is_human)
    # TRANSLATORS: the name of a person's seat called "You" when several people play: "Player 2"
    return [_("Player {n}").format(n=format_number(i + 1)) if people > 1 and s.is_human and s.name.casefold() == "you"
            else s.name for i, s in enumerate(seats)]


def with_bot_seeds(seats: list[Seat] | tuple[Seat, ...]) -> list[Seat]:
    """The seats, each CPU with its own seed: kept from a save, else fresh from the OS."""
    return [s if s.is_human or s.kind == ELSEWHERE or s.seed is not None else replace(s, seed=fresh_seed())
            for s in seats]


class CpuPlayer:
    """One CPU seat: its bot, fed with that seat's events.

    A searching bot (one with the stepping API) thinks in the `thinker` worker process when
    there is one, and otherwise a few milliseconds per frame here.
    """

    def __init__(self, seat: int, level: str, match: Match, seed: int, thinker: Thinker | None = None):
        self.seat = seat
        self.level = level_available(level)
        self.bot: Any = levels.make_bot(self.level, seat, match.ruleset, seed)
        self.thinker = thinker if thinker is not None and self.steps else None
        history = match.events_for(seat)
        if self.thinker is not None:
            self.thinker.add(seat, self.level, match.ruleset.info.id, seed, history)
        for event in history:
            self.bot.observe(event)
        self._unsubscribe = match.subscribe(seat, self.observe)
        self._thinking = False
        self._asked_at = 0.0

    def observe(self, event: Event) -> None:
        self.bot.observe(event)
        if self.thinker is not None:
            self.thinker.observe(self.seat, event)

    @property
    def steps(self) -> bool:
        return searches(self.bot)

    @property
    def thinking(self) -> bool:
        return self._thinking

    @property
    def allowance(self) -> float:
        """The longest this CPU thinks over one decision (its level's and game's: public)."""
        return thinking_seconds(self.bot)

    def think(self, view: Any, legal: list[Action], budget: float = THINK_BUDGET) -> Action | None:
        """Think for about `budget` seconds of this frame; the chosen action once decided, else None."""
        if self.thinker is not None and self.thinker.alive:
            if not self.thinker.asked(self.seat):
                self.thinker.ask(self.seat, view, legal)
                self._asked_at = time.perf_counter()
            action = self.thinker.answer(self.seat)
            if action is not None:
                return self._checked(action, legal)
            if time.perf_counter() - self._asked_at < WORKER_PATIENCE:
                return None
            self.thinker.cancel(self.seat)  # the worker is stuck: think here from now on
            self.thinker = None
        if not self.steps:
            return self._checked(self.bot.choose(view, legal), legal)
        if not self._thinking:
            self._thinking = True
            self.bot.start(view, legal)
        if not self.bot.step(budget * 1000):
            return None
        self._thinking = False
        return self._checked(self.bot.best(), legal)

    def hurry(self) -> None:
        """Its answer is due soon: a search in the worker stops and answers with its best so far."""
        if self.thinker is not None:
            self.thinker.hurry(self.seat)

    def now(self, view: Any, legal: list[Action]) -> Action:
        """The answer now, thought over or not: the worker's (a search stops at once with its
        best so far), else this process's best so far (a search not begun: its first idea)."""
        if self.thinker is not None and self.thinker.alive and self.thinker.asked(self.seat):
            self.thinker.hurry(self.seat)
            action = self.thinker.answer(self.seat, HURRIED_PATIENCE)
            if action is not None:
                return self._checked(action, legal)
            self.thinker.cancel(self.seat)  # the worker is busy (still starting?): answered here this time
            if time.perf_counter() - self._asked_at >= WORKER_PATIENCE:
                self.thinker = None  # it is stuck: think here from now on
        if not self.steps:
            return self._checked(self.bot.choose(view, legal), legal)
        if not self._thinking:
            self.bot.start(view, legal)
        self._thinking = False
        return self._checked(self.bot.best(), legal)

    def cancel(self) -> None:
        self._thinking = False
        if self.thinker is not None:
            self.thinker.cancel(self.seat)

    @staticmethod
    def _checked(action: Action, legal: list[Action]) -> Action:
        return action if action in legal else legal[0]

    def close(self) -> None:
        self._unsubscribe()


@dataclass
class Timer:
    """A countdown in seconds."""

    left: float

    def tick(self, dt: float) -> bool:
        """Count down; True once it has run out."""
        self.left -= dt
        return self.left <= 0


def reaction_delays(seats: list[int], base: float, rng: random.Random, pace: float = 1.0) -> dict[int, float]:
    """Human-like answer times for CPUs in a response window: never instant, never together;
    `base` is the CPU-speed setting's delay and `pace` its animation pace, which scale them all."""
    out = {}
    for i, seat in enumerate(sorted(seats, key=lambda _: rng.random())):
        out[seat] = max(0.25 * pace, base) * rng.uniform(0.8, 1.5) + (0.35 * i + 0.3) * pace
    return out
