"""Posting input to the app and running frames, for the UI tests."""

from __future__ import annotations

import random
import re
import string
import time
from collections.abc import Callable

import pygame

from game.engine import Match, get
from game.i18n import _
from game.rules.kittens.events import Dealt
from game.saves import Seat
from game.ui.app import App
from game.ui.games.kittens.panels import ArrangePanel
from game.ui.table.anims import Banner, FloatText
from game.ui.table.panels import ChoicePanel, Panel
from game.ui.table.scene import TableScene

# The pile under `kittens_table`: the Exploding Kitten on top.
PILE = ("exploding_kitten", "tacocat", "shuffle", "favor", "cattermelon")


def key(app: App, k: int, mod: int = 0) -> None:
    """Post one key press (down and up) for the next frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))


def frames(app: App, n: int = 1, dt: float = 1 / 60) -> None:
    for _i in range(n):
        app.frame(dt)


def first_look(app: App, scene):
    """Make `scene` the only screen and run one frame (its first look); returns it."""
    app.reset(scene)
    frames(app)
    return scene


def unseen_frames(app: App, n: int = 1, dt: float = 1 / 60) -> None:
    """`n` frames whose picture nobody checks: input, the game and its sounds move on as in
    `App.frame`, but no scene draws (for a test that checks a later frame or only what is said)."""
    app.stack.draw = lambda surface: None  # type: ignore[method-assign]
    try:
        for _i in range(n):
            app.frame(dt)
    finally:
        del app.stack.draw


def wait_for(app: App, condition: Callable[[], object], seconds: float = 10.0, dt: float = 1 / 60) -> None:
    """Run frames until `condition()` holds, for at most `seconds` of wall time.

    For what a worker thread does (a slot proved in the background): it needs the machine's
    time, which no fixed number of frames promises on a busy machine. Fails if it never holds."""
    end = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > end:
            raise AssertionError(f"not done after {seconds:g} s of frames")
        app.frame(dt)
        time.sleep(0.001)  # let the worker run between frames


def shaped(message: str) -> re.Pattern[str]:
    """A message already in the reader's language (through `_`/`ngettext`) as a pattern: its words
    as they are, each placeholder any text; for a line whose placeholders the test does not know."""
    return re.compile(".*?".join(re.escape(part) for part in re.split(r"\{[^{}]*\}", message)))


def start_of(message: str, **known: object) -> str:
    """`message` in the reader's language up to its first placeholder not in `known`, those filled:
    how a label made from it starts ("Bluff: present {card} as ..." -> "Bluff: present ")."""
    words = _(message)
    fields = [f for _t, f, _s, _c in string.Formatter().parse(words) if f and f not in known]
    cut = min((words.index("{" + f) for f in fields), default=len(words))
    return words[:cut].format(**known)


def kittens_table(app: App, first: int = 0) -> tuple[TableScene, Match]:
    """A two-player Exploding Kittens table pushed and run to your first decision: you hold a
    Tacocat, Mittens (a CPU) a Defuse and a Skip, the Exploding Kitten tops the pile; `first`
    is the seat that starts."""
    rules = get("exploding-kittens")
    match = Match(rules, rules.configure(2, {}), seed=2, log=[Dealt((("tacocat",), ("defuse", "skip")), PILE, first)])
    table = TableScene(app, match, [Seat("You", "human"), Seat("Mittens", "medium")], fresh=False, journal=False,
                       pace=0.05, on_over=lambda t: None)
    app.push(table)
    for _i in range(600):
        if table.my_decision() is not None:
            break
        frames(app)
    return table, match


def draw_the_exploding_kitten(app: App, table: TableScene, match: Match) -> None:
    """At `kittens_table`'s first decision you draw the Exploding Kitten with no Defuse: frames
    until the game is over, Mittens shown as its winner and nothing left moving."""
    key(app, app.key_for("draw"))
    for _i in range(600):
        frames(app, 1, 0.05)
        if match.is_over() and table.shown.winner is not None and not table.anims.blocking:
            break
    assert match.is_over()


def panel_keys(panel: Panel, rng: random.Random) -> list[int]:
    """What a person at the keyboard presses at a table's open panel: an arrangement's cards
    moved now and then until Done, a choice (its first or second option), else Done or Enter."""
    if isinstance(panel, ArrangePanel):
        if panel.group.focused is panel.done:
            return [pygame.K_RETURN]
        # Pick up the focused card, move it one place right, put it down; or go on towards Done.
        return [pygame.K_RETURN, pygame.K_RIGHT, pygame.K_RETURN] if rng.random() < 0.3 else [pygame.K_TAB]
    if isinstance(panel, ChoicePanel):
        return [pygame.K_DOWN] * rng.randrange(2) + [pygame.K_RETURN]
    return [pygame.K_END, pygame.K_RETURN] if rng.random() < 0.5 else [pygame.K_RETURN]


def told(table: TableScene, event) -> list[str]:
    """The words the table shows for `event`: its big words and a note in a plate or over the hand."""
    table.anims.items.clear()
    table.notes.clear()
    table.director.show(event)
    return ([a.words for a in table.anims.items if isinstance(a, (Banner, FloatText))]
            + [words for words, _seconds in table.notes.values()])
