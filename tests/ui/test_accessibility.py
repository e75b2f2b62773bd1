"""Accessibility bars (issue 6), after the Xbox Accessibility Guidelines and WCAG 2.x:
text height at 1080p, flashes per second on captured frames, no shake with reduced motion."""

from __future__ import annotations

import re
import sys

import numpy
import pygame
import pytest
from uikit import key, kittens_table, unseen_frames

from game.saves import Seat
from game.ui import text
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.statistics import StatisticsScene
from game.ui.scenes.title import TitleScene
from game.ui.table.director import FLASH_SAFE
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match

# A glyph that reaches cap height: strings without one ("...", "x") are not measured.
TALL = re.compile(r"[A-Z0-9bdfhklt]")


def record_text(monkeypatch) -> list[tuple[str, int, pygame.Surface]]:
    """Every interface text rendered from now on (card faces are pictures: not recorded)."""
    seen: list[tuple[str, int, pygame.Surface]] = []
    original = text.render

    def render(s: str, size: int, colour, bold: bool = False) -> pygame.Surface:
        surf = original(s, size, colour, bold)
        frame, depth = sys._getframe(1), 0
        while frame is not None and depth < 8:
            if frame.f_globals.get("__name__") == "game.ui.cards_art":
                return surf
            frame, depth = frame.f_back, depth + 1
        seen.append((s, size, surf))
        return surf

    monkeypatch.setattr(text, "render", render)
    return seen


def play_table(app, seats, frames: int, on_frame=None, drawn: bool = True) -> TableScene:
    match = new_match("exploding-kittens", seats, {"big_hands": True}, seed=5)
    table = TableScene(app, match, seats, pace=0.3, journal=False, on_over=lambda t: None)
    app.push(table)
    for n in range(frames):
        if n % 15 == 0:
            key(app, pygame.K_RETURN)  # the human takes the everyday choice
        if drawn:
            app.frame(1 / 20)
        else:
            unseen_frames(app, 1, 1 / 20)
        if on_frame:
            on_frame(app, table)
        if match.is_over():
            break
    return table


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_interface_text_is_at_least_18px_tall_at_1080p(make_app, monkeypatch, scale):
    seen = record_text(monkeypatch)
    app = make_app(size=(1920, 1080), text_scale=scale, captions=True, show_odds=True)
    for scene in (TitleScene(app), NewGameScene(app), SettingsScene(app), StatisticsScene(app),
                  RulesScene(app, "imploding-kittens")):
        app.push(scene)
        app.frame(1 / 60)
        app.stack.pop()
    play_table(app, [Seat("You", "human"), Seat("Ann", "easy"), Seat("Bo", "easy"), Seat("Cy", "easy")], 600)
    need = 18 * scale
    short = sorted({(s, surf.get_bounding_rect().height) for s, _, surf in seen
                    if TALL.search(s) and surf.get_bounding_rect().height < need})
    assert len(seen) > 100
    assert short == []


# ---- flashes ---------------------------------------------------------------------------------
GRID = 3  # a 3x3 grid: each block is about the WCAG flash area (a quarter of a 10 degree field)


# WCAG relative luminance of each 8-bit channel value (sRGB to linear), looked up per pixel.
LINEAR = numpy.array([(c / 255 / 12.92) if c <= 10 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in range(256)])
WEIGHTS = numpy.array([0.2126, 0.7152, 0.0722])


def block_luminance(surface: pygame.Surface) -> list[float]:
    """Mean WCAG relative luminance of each block of a frame (blocks row by row)."""
    cells = 12
    small = pygame.transform.scale(surface, (GRID * cells, GRID * cells))
    luminance = LINEAR[pygame.surfarray.array3d(small)] @ WEIGHTS  # indexed [x, y]
    blocks = luminance.reshape(GRID, cells, GRID, cells).mean(axis=(1, 3))  # [block x, block y]
    return blocks.T.ravel().tolist()


def count_flashes(luminance: list[float]) -> int:
    """WCAG 2.3.1 general flashes in a 60 fps sequence: the most in any one second.

    A flash is a pair of opposing changes in relative luminance of 10% or more of the maximum
    relative luminance (1.0), where the darker state is below 0.80."""
    turns: list[int] = []  # frames where the luminance swung by 0.1 the other way
    direction, extreme = 0, luminance[0] if luminance else 0.0
    for i, value in enumerate(luminance):
        if direction and (value - extreme) * direction > 0:
            extreme = value  # still moving the same way: follow it
        elif abs(value - extreme) >= 0.1 and min(value, extreme) < 0.8:
            direction = 1 if value > extreme else -1
            turns.append(i)
            extreme = value
    worst = 0
    for i, start in enumerate(turns):
        in_second = [t for t in turns[i:] if t - start < 60]
        worst = max(worst, len(in_second) // 2)
    return worst


def test_the_flash_counter_counts(make_app):
    steady = [0.2] * 120
    strobe = [0.1 if (i // 5) % 2 else 0.6 for i in range(120)]  # 6 flashes a second
    slow = [0.1 if (i // 30) % 2 else 0.6 for i in range(240)]  # 1 flash a second
    faint = [0.08 if (i // 5) % 2 else 0.1 for i in range(120)]  # under the 0.1 swing
    assert count_flashes(steady) == 0
    assert count_flashes(strobe) == 6
    assert count_flashes(slow) == 1
    assert count_flashes(faint) == 0


@pytest.mark.parametrize("reduced", [False, True])
def test_explosions_and_victory_flash_at_most_3_times_a_second(make_app, reduced):
    app = make_app(size=(1280, 720), reduced_flashing=reduced)
    blocks: list[list[float]] = []
    dramatic: list[bool] = []

    def capture(app, table):
        blocks.append(block_luminance(app.screen))
        dramatic.append(any(type(a).__name__ in ("Flash", "Particles", "Confetti") for a in table.anims.items))

    seats = [Seat(n, "easy") for n in ("Ann", "Bo", "Cy")]
    match = new_match("imploding-kittens", seats, {}, seed=11)
    table = TableScene(app, match, seats, pace=0.3, journal=False, on_over=lambda t: None)
    app.push(table)
    for _ in range(20_000):
        app.frame(1 / 60)  # captured at 60 frames a second of game time
        capture(app, table)
        if match.is_over() and not table.anims.items:
            break
    # The game had its big moments (with reduced flashing they are shown without flashing effects).
    assert match.is_over() and any(e.kind == "Eliminated" for e in match.log)
    assert any(dramatic) != reduced
    flashes = max(count_flashes([frame[b] for frame in blocks]) for b in range(GRID * GRID))
    assert flashes <= (0 if reduced else 3), flashes


def test_with_reduced_flashing_a_drawn_kitten_stays_a_second_from_when_it_is_there(make_app):
    """The drawn Exploding Kitten is big and bright: it comes (after its flight from the pile) and
    goes (onto the discard pile as you explode) no quicker than FLASH_SAFE. It stayed a second from
    when it set off, 0.98 s from when it was there at this pace (0.88 s at a CPU's in the game
    above, where German's two-line title made the change in light count as a flash)."""
    app = make_app(size=(1280, 720), reduced_flashing=True)
    table, match = kittens_table(app)
    key(app, app.key_for("draw"))
    shown: list[float] = []
    for _i in range(600):
        app.frame(1 / 60)
        if table.shown.drawn_kitten is not None:
            shown.append(table.clock)
        elif shown:
            shown.append(table.clock)
            break
    assert match.is_over()
    assert shown[-1] - shown[0] >= FLASH_SAFE - 1e-9, shown[-1] - shown[0]


def test_reduced_motion_never_shakes(make_app):
    app = make_app(size=(1280, 720), reduced_motion=True)
    offsets = []
    seats = [Seat(n, "easy") for n in ("Ann", "Bo", "Cy", "Di")]
    table = play_table(app, seats, 4000, on_frame=lambda app, table: offsets.append(table.anims.shake()),
                       drawn=False)  # the shake asked for each frame is checked, not a picture
    assert table.match.is_over()
    assert offsets and set(offsets) == {(0, 0)}
