"""Text: fonts by pixel size, cached renders, word wrapping and fitting into a width.

Any string can be drawn: control characters (a NUL stops the font renderer) and lone
surrogates are drawn as spaces, and one line draws at most MAX_CHARS characters.

Even letter spacing: the font renderer hints each glyph and rounds its advance to whole
pixels, which at small sizes leaves gaps of one or two pixels too many inside words
("comfortabl e", "si ze"); pygame-ce offers no switch for hinting. So a line is drawn
`oversample(size)` times larger, where a rounding is a small fraction of a pixel, and
shrunk by exact area averaging; widths and heights are measured the same way, so layout
and drawing always agree.
"""

from __future__ import annotations

import math
import re
from collections import OrderedDict
from functools import lru_cache

import pygame

RGB = tuple[int, int, int]

_fonts: dict[int, pygame.font.Font] = {}
_renders: OrderedDict[tuple[str, int, RGB, bool], pygame.Surface] = OrderedDict()
_RENDER_CACHE = 1500
MAX_CHARS = 2000  # characters one line draws at most; no screen is wide enough for more
_UNDRAWABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")
OVERSAMPLED_PX = 120  # a line is drawn at about this size (or its own, if larger) and shrunk
MAX_OVERSAMPLE = 4
MAX_OVERSAMPLED_WIDTH = 8192  # a longer line is drawn at its own size (memory, and no one reads it whole)


def printable(text: str) -> str:
    """`text` with every character the font cannot draw (controls, lone surrogates) as a space."""
    return _UNDRAWABLE.sub(" ", text) if _UNDRAWABLE.search(text) else text


def clean(text: str) -> str:
    """`text` as one drawable line: printable, and at most MAX_CHARS characters."""
    return printable(text[:MAX_CHARS])


def size_px(size: int) -> int:
    """The font size actually used for `size` (never below 8)."""
    return max(8, int(size))


def oversample(size: int) -> int:
    """How many times larger than `size` a line is drawn before it is shrunk."""
    return max(1, min(MAX_OVERSAMPLE, math.ceil(OVERSAMPLED_PX / size_px(size))))


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The default font at `size` pixels (cached). The default font is already bold."""
    size = size_px(size)
    f = _fonts.get(size)
    if f is None:
        f = _fonts[size] = pygame.font.Font(None, size)
    return f


def _big(line: str, size: int) -> tuple[pygame.font.Font, int]:
    """The font `line` at `size` is drawn with, and how many times larger it is."""
    k = oversample(size)
    big = font(size_px(size) * k)
    if k > 1 and big.size(line)[0] > MAX_OVERSAMPLED_WIDTH:
        return font(size), 1
    return big, k


def _shrunk(length: int, k: int) -> int:
    return -(-length // k)


def _measure(line: str, size: int) -> int:
    """The width of an already clean `line` as `render` draws it."""
    big, k = _big(line, size)
    return _shrunk(big.size(line)[0], k)


def _draw(line: str, size: int, colour: RGB) -> pygame.Surface:
    """`line` drawn large and shrunk to whole pixels by averaging each k x k block."""
    big, k = _big(line, size)
    drawn = big.render(line, True, colour)
    if k == 1:
        return drawn
    w, h = _shrunk(drawn.get_width(), k), _shrunk(drawn.get_height(), k)
    if w == 0:
        return pygame.Surface((0, h), pygame.SRCALPHA)
    padded = pygame.Surface((w * k, h * k), pygame.SRCALPHA)  # a whole number of blocks
    padded.fill((*colour[:3], 0))
    # Taking the larger of each channel copies the drawing as it is (the colour is the same
    # everywhere); an ordinary blit would blend, slower and darker at the edges.
    padded.blit(drawn, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
    return pygame.transform.smoothscale(padded, (w, h))


def render(text: str, size: int, colour: RGB, bold: bool = False) -> pygame.Surface:
    """`text` drawn antialiased on a transparent surface (cached, least recently used dropped)."""
    key = (text, int(size), tuple(colour), bold)  # type: ignore[arg-type]
    surf = _renders.get(key)
    if surf is None:
        surf = _draw(clean(text), int(size), tuple(colour))  # type: ignore[arg-type]
        _renders[key] = surf
        if len(_renders) > _RENDER_CACHE:
            _renders.popitem(last=False)
    else:
        _renders.move_to_end(key)
    return surf


@lru_cache(maxsize=8192)
def width(text: str, size: int, bold: bool = False) -> int:
    """Pixels `text` takes when drawn on one line (as `render` draws it)."""
    return _measure(clean(text), size)


def line_height(size: int, bold: bool = False) -> int:
    """The distance from one line's top to the next's."""
    k = oversample(size)
    return _shrunk(font(size_px(size) * k).get_linesize(), k)


@lru_cache(maxsize=4096)
def line_step(line: str, size: int, bold: bool = False) -> int:
    """The height one of several wrapped lines takes: a line, or more where an accent rises above
    the font's capitals ('Ü', 'Å' are drawn taller), so the line under it is not drawn over it.
    Measured by the font's metrics (no drawing), which give the height `render` draws: the same
    step for every printable character to U+024F, alone and in words, at sizes 8 to 120."""
    line = clean(line)
    big, k = _big(line, size)
    return max(line_height(size, bold), _shrunk(big.size(line)[1], k))


def wrap(text: str, size: int, max_width: int, bold: bool = False, break_words: bool = True) -> list[str]:
    """`text` broken into lines no wider than `max_width` (a too-long word gets its own line,
    broken into pieces that fit unless `break_words` is False)."""
    return list(_wrap(text, int(size), int(max_width), bold, break_words))


@lru_cache(maxsize=4096)
def _wrap(text: str, size: int, max_width: int, bold: bool, break_words: bool = True) -> tuple[str, ...]:
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = [piece for word in printable(paragraph).split(" ")
                 for piece in (_pieces(word, size, max_width) if break_words else [word])]
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if _measure(trial, size) <= max_width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def _pieces(word: str, size: int, max_width: int) -> list[str]:
    """`word`, or, when it is wider than `max_width` (a file's path), pieces that each fit: cut
    after a "/", "-", "_" or "." where one fits, else between letters."""
    pieces: list[str] = []
    while len(word) > 1 and _measure(word, size) > max_width:
        fits = 1  # the longest start that fits (binary search on the length)
        too_long = len(word)
        while too_long - fits > 1:
            mid = (fits + too_long) // 2
            fits, too_long = (mid, too_long) if _measure(word[:mid], size) <= max_width else (fits, mid)
        cut = max((word.rfind(mark, 0, fits) + 1 for mark in "/\\-_."), default=0)
        cut = cut if cut > fits // 3 else fits
        pieces.append(word[:cut])
        word = word[cut:]
    return [*pieces, word]


def word_lines(text: str, size: int, max_width: int, bold: bool = False, minimum: int = 10) -> list[tuple[str, int]]:
    """`text` on lines no wider than `max_width`, broken only between words, each with the size it
    is drawn at: `size`, or smaller for a word wider than a line (Spanish 'Reproducir' on a replay
    button at 200% text), never below `minimum`, so no word is cut between letters."""
    return [(line, fit_size(line, size, max_width, bold, minimum))
            for line in wrap(text, size, max_width, bold, break_words=False)]


@lru_cache(maxsize=2048)
def fit_size(text: str, size: int, max_width: int, bold: bool = False, minimum: int = 10) -> int:
    """The largest size up to `size` at which `text` fits in `max_width` (never below `minimum`)."""
    while size > minimum and width(text, size, bold) > max_width:
        size -= 1
    return size


@lru_cache(maxsize=2048)
def ellipsize(text: str, size: int, max_width: int, bold: bool = False) -> str:
    """`text` at `size`, cut short with "..." if it is wider than `max_width`.

    Interface text keeps its readable size; a long name loses its end instead. The cut is
    found by a binary search on the length, so any text takes a dozen measures at most."""
    text = clean(text)
    if width(text, size, bold) <= max_width:
        return text
    fits, too_long = 0, len(text)  # text[:too_long] + "..." is too wide
    while too_long - fits > 1:
        mid = (fits + too_long) // 2
        if _measure(text[:mid] + "...", size) <= max_width:
            fits = mid
        else:
            too_long = mid
    return text[:fits].rstrip() + "..."


def blit_text(
    surface: pygame.Surface,
    text: str,
    size: int,
    colour: RGB,
    pos: tuple[int, int],
    anchor: str = "topleft",
    bold: bool = False,
) -> pygame.Rect:
    """Draw one line with its `anchor` (a pygame.Rect attribute name) at `pos`; returns its rect."""
    surf = render(text, size, colour, bold)
    rect = surf.get_rect(**{anchor: pos})
    surface.blit(surf, rect)
    return rect


def blit_wrapped(
    surface: pygame.Surface,
    text: str,
    size: int,
    colour: RGB,
    rect: pygame.Rect,
    align: str = "left",
    bold: bool = False,
) -> int:
    """Draw `text` wrapped into `rect` from its top; returns the height used."""
    y = rect.top
    step = line_height(size, bold)
    for line in wrap(text, size, rect.width, bold):
        surf = render(line, size, colour, bold)
        x = rect.centerx - surf.get_width() // 2 if align == "center" else rect.left
        surface.blit(surf, (x, y))
        y += step
    return y - rect.top


def wrapped_height(text: str, size: int, max_width: int, bold: bool = False) -> int:
    return len(wrap(text, size, max_width, bold)) * line_height(size, bold)
