"""Letter spacing is even at every text size (issue 13, point 12: "comfortabl e", "Text si ze").

Each letter's place is measured from the pixels `text.render` draws: the ink a prefix of a word
adds when one more letter is drawn, and that ink's centre. The places are compared with the same
word drawn very large (where a pixel of rounding does not matter), scaled to fit; a letter that
sits more than a fraction of a pixel off its neighbour's spacing is what a reader sees as a gap.
"""

from __future__ import annotations

from itertools import pairwise

import pygame
import pytest

from game.ui import text

SIZES = range(10, 41)
WORDS = ("comfortable", "settings", "size", "minimum", "Kittens", "Defuse")
INK = (255, 255, 255)
MAX_SPACING_ERROR = 0.75  # pixels between neighbours, against the large drawing
REFERENCE_SIZE = 240


def profile(surface: pygame.Surface) -> list[int]:
    """The mean coverage (0-255) of each column of `surface`."""
    w, h = surface.get_size()
    if w == 0:
        return []
    row = pygame.transform.smoothscale(surface, (w, 1)) if h > 1 else surface
    raw = pygame.image.tobytes(row, "RGBA")
    return [raw[4 * x + 3] for x in range(w)]


def letter_centres(word: str, draw) -> list[float]:
    """Where each letter's ink is centred: the columns drawing word[:i+1] adds to word[:i]."""
    before: list[int] = []
    centres = []
    for i in range(1, len(word) + 1):
        now = profile(draw(word[:i]))
        added = [max(0, c - (before[x] if x < len(before) else 0)) for x, c in enumerate(now)]
        centres.append(sum(x * a for x, a in enumerate(added)) / sum(added))
        before = now
    return centres


def misplacements(measured: list[float], reference: list[float]) -> list[float]:
    """How far each measured place is from the reference places scaled and shifted to fit best."""
    n = len(measured)
    mean_r, mean_m = sum(reference) / n, sum(measured) / n
    scale = sum((r - mean_r) * (m - mean_m) for r, m in zip(reference, measured, strict=True)) / sum(
        (r - mean_r) ** 2 for r in reference)
    return [m - (mean_m + scale * (r - mean_r)) for r, m in zip(reference, measured, strict=True)]


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()


@pytest.fixture(scope="module")
def references(fonts) -> dict[str, list[float]]:
    big = pygame.font.Font(None, REFERENCE_SIZE)
    return {w: letter_centres(w, lambda t: big.render(t, True, INK)) for w in WORDS}


@pytest.mark.parametrize("word", WORDS)
def test_letters_are_evenly_spaced_at_every_size(word, references):
    worst = (0.0, 0)
    for size in SIZES:
        off = misplacements(letter_centres(word, lambda t, s=size: text.render(t, s, INK)), references[word])
        error = max(abs(b - a) for a, b in pairwise(off))
        worst = max(worst, (error, size))
    assert worst[0] <= MAX_SPACING_ERROR, f"{word!r} at {worst[1]} px: a gap {worst[0]:.2f} px off"


def blank_runs(surface: pygame.Surface) -> list[tuple[int, float]]:
    """(first column, width) of each gap between ink. A column is light when its coverage is
    under a quarter of the darkest column's, and counts by how light it is, so a gap drawn
    with half-covered edge columns measures in fractions of a pixel."""
    columns = profile(surface)
    light = max(columns) / 4
    runs: list[tuple[int, float]] = []
    start, width = None, 0.0
    for x, coverage in enumerate(columns):
        if coverage < light:
            start = x if start is None else start
            width += 1 - coverage / light
        elif start is not None:
            if start > 0:
                runs.append((start, round(width, 2)))
            start, width = None, 0.0
    return runs


@pytest.mark.parametrize("size", SIZES)
def test_no_gap_inside_a_word_is_as_wide_as_a_space(size):
    line = "Text size comfortable"
    spaces = [text.width("Text", size), text.width("Text size", size)]
    runs = blank_runs(text.render(line, size, INK))
    at_space = [length for x, length in runs if any(x - 1 <= s <= x + length + 1 for s in spaces)]
    inside = [length for x, length in runs if all(not x - 1 <= s <= x + length + 1 for s in spaces)]
    assert len(at_space) == 2, runs
    assert max(inside, default=0) < min(at_space), f"at {size} px: gaps {runs}, spaces at {spaces}"


@pytest.mark.parametrize("size", [8, 10, 13, 16, 22, 31, 40, 57, 80, 120])
def test_measures_agree_with_drawing(size):
    for line in ("", "a", "Text size", "comfortable settings for the text, 12:30 (x2)"):
        drawn = text.render(line, size, INK)
        assert drawn.get_width() == text.width(line, size)
        assert drawn.get_height() <= text.line_height(size) + 1
