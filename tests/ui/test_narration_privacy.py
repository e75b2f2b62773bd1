"""Hot-seat narration never says another person's hidden cards.

Two people (and a CPU) play a whole game by keys while narration is on and the hear keys are
pressed at random, even in the shared view. After every frame each spoken line is checked
against the real hands at that moment and against who held the device during that frame:
a hand read aloud is the holder's own, a focused hand card is in the holder's hand, a log
line is one the holder's (or everyone's) log says, and nothing of a hand is said while nobody
holds the device.
"""

from __future__ import annotations

import random
import re
from collections import Counter

import pygame
import pytest
from narration_kit import Recording, narrate_into
from test_hotseat import choose_keys
from uikit import key, unseen_frames

from game.saves import SPECTATOR, Seat
from game.ui.narration import words as w
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.table.painter import narrate
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match

HEAR = (pygame.K_h, pygame.K_t, pygame.K_g, pygame.K_p, pygame.K_r)
CARD_FOCUS = re.compile(r"^(.+?), card \d+ of \d+")


def titles(table: TableScene, cards) -> Counter:
    return Counter(w.card_title(table, c) for c in cards)


def spoken_hand(line: str) -> Counter:
    """The cards a spoken hand lists ("Your hand, 3 cards: 1 Defuse; 2 Nope, 2 of them.")."""
    out: Counter = Counter()
    if ": " not in line:
        return out  # "Your hand is empty."
    for part in line.split(": ", 1)[1].rstrip(".").split("; "):
        m = re.match(r"\d+ ([^,:]+)(?:, (\d+) of them)?", part)
        out[m.group(1).strip()] += int(m.group(2) or 1)
    return out


class LogLines:
    """Each seat's log lines as told to someone, kept up to date as the log grows (a log only grows
    and a told line never changes, so each event is told once per listener, not once per frame)."""

    def __init__(self, table: TableScene):
        self.table = table
        self.told: dict[tuple[int, int | None], tuple[int, set[str]]] = {}

    def __call__(self, seat: int, you: int | None = None) -> set[str]:
        """`seat`'s log lines, as told to `you` (default: the seat itself; None for a third person)."""
        table = self.table
        rules, log = table.match.ruleset, table.match.log
        you = (seat if seat >= 0 else None) if you is None else (None if you < 0 else you)
        done, lines = self.told.get((seat, you), (0, set()))
        lines |= {narrate(rules, e, table.names, you) for e in (rules.redact(e, seat) for e in log[done:])
                  if rules.shown_in_log(e)}
        self.told[seat, you] = (len(log), lines)
        return lines


class Heard:
    """What may be said during one frame in which only `holders` (None: nobody) held the device, worked
    out once for all the lines of that frame (the table does not change while they are checked)."""

    def __init__(self, table: TableScene, log_lines: LogLines, holders: set):
        self.seats = {h for h in holders if h is not None}
        self.holders = holders
        self.hands = {s: titles(table, table.match.view(s).hand) for s in table.humans}
        self.others = [s for s in table.humans if s not in self.seats]
        allowed = set().union(*(log_lines(s) for s in self.seats), log_lines(SPECTATOR))
        # Another person's lines, as told to them ("you took Tacocat") or to anyone ("Cal took Tacocat").
        self.private = set().union(*(log_lines(s) | log_lines(s, SPECTATOR)
                                     for s in self.others)) - allowed


def check(frame: Heard, line: str, held: dict[int, Counter]) -> None:
    """`line` was spoken during `frame`; `held[s]`: the most of each card person `s` has held so far
    (the table shows a hand a few events behind while cards fly, so a hand read aloud may be one
    the holder had a moment ago)."""
    seats, holders, hands = frame.seats, frame.holders, frame.hands
    if line.startswith("Your hand"):
        listed = spoken_hand(line)
        assert any(listed <= held[s] for s in seats), f"a hand not the holder's: {line!r} {holders}"
        assert all(listed != hands[o] or any(listed == hands[s] for s in seats) for o in frame.others), \
            f"another person's hand: {line!r}"
    focus = CARD_FOCUS.match(line)
    if focus:
        assert any(focus.group(1) in held[s] for s in seats), f"a card not the holder's: {line!r} {holders}"
    said = line.removeprefix("While you were away: ")
    assert said not in frame.private, f"another person's log line: {line!r} {holders}"


@pytest.mark.english  # its listener parses English lines (hands, focus, log lines) to find each one's cards
@pytest.mark.parametrize(("game", "seed"), [("exploding-kittens", 5), ("imploding-kittens", 6)])
def test_hot_seat_narration_never_says_another_persons_cards(make_app, game, seed):
    app = make_app(response_timer=2)
    speech = Recording()
    narrate_into(app, speech)
    seats = [Seat("Ann", "human"), Seat("Bob", "human"), Seat("Mittens", "easy")]
    match = new_match(game, seats, {}, seed=seed)
    table = TableScene(app, match, seats, journal=False, pace=0.05)
    app.push(table)
    rng = random.Random(seed)
    checked = 0
    held = {s: Counter() for s in table.humans}
    told = LogLines(table)
    passed_frames = 0
    for frame in range(20000):
        if isinstance(app.stack.top, GameOverScene):
            break
        before = table.viewer
        if not isinstance(app.stack.top, PassDeviceScene) or frame % 4 == 3:
            for k in choose_keys(table, rng):
                key(app, k)
        if rng.random() < 0.3:
            key(app, rng.choice(HEAR))
        start = len(speech.lines)
        unseen_frames(app, 1, 0.05)  # what is said is checked, not what is drawn
        app.narrator.flush()
        holders = {before, table.viewer}
        if any(isinstance(s, PassDeviceScene) for s in app.stack.scenes):
            passed_frames += 1
        for s in table.humans:
            held[s] |= titles(table, match.view(s).hand)
        lines = speech.since(start)
        heard_now = Heard(table, told, holders) if lines else None
        for line in lines:
            check(heard_now, line, held)
            checked += 1
    assert match.is_over() and passed_frames > 0
    heard = " ".join(speech.lines)
    assert "Your hand" in heard and "Pass the device to" in heard and checked > 200
