"""Turns each redacted engine event into animations, and steps the shown table with it.

The family's kit holds one handler per event class (`TableKit.handlers`); the director gives
them the table's animation helpers. Cards leave a place when their animation starts and
arrive when it lands, so the counts and piles on screen always match what is moving. Only what
the viewer may see is ever drawn face up: another player's drawn or stolen card flies as a back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ...engine import Event
from ..theme import RGB
from .anims import Banner, Flash, FloatText, FlyCard, Glow, Wait
from .painter import log_reader

if TYPE_CHECKING:
    from .scene import TableScene

FLASH_GAP = 0.34  # seconds between flashes: never more than 3 a second
FLASH_SAFE = 1.0  # seconds: with reduced flashing, nothing bright comes and goes quicker (WCAG 2.3.1)
BRISK = 0.5  # a move that does not concern the viewer animates this much of its length (still seen whole)


class Director:
    def __init__(self, scene: TableScene):
        self.scene = scene
        self.kit = scene.kit
        self.last_flash = -10.0

    # ---- helpers -----------------------------------------------------------------------------
    @property
    def reduced(self) -> bool:
        return self.scene.app.settings.reduced_motion

    def t(self, seconds: float, flash_safe: bool = False) -> float:
        """An animation length at the current pace (short under reduced motion). `flash_safe`:
        something bright that comes and goes, never quicker than FLASH_SAFE with reduced flashing."""
        pace = self.scene.pace
        length = min(seconds, 0.2) * pace if self.reduced else seconds * pace
        if flash_safe and self.scene.app.settings.reduced_flashing:
            return max(FLASH_SAFE, length)
        return length

    @property
    def reader(self) -> int | None:
        """The seat the table's words call "you": the log's reader (`painter.log_reader`)."""
        return log_reader(self.scene)

    def brisk(self, seconds: float, *seats: int | None) -> float:
        """The length of a move made among `seats`: whole when the viewer is one of them, else
        BRISK of it (another player's draw or play is seen whole, only quicker)."""
        return seconds if self.scene.seen_as in seats else seconds * BRISK

    def anchor(self, seat: int) -> pygame.Rect:
        return self.scene.geo.seat_anchor(seat, self.scene.seen_as)

    def fly(self, card: str | None, start: pygame.Rect, end: pygame.Rect, seconds: float = 0.45,
            delay: float = 0.0, spin: float = 0.0, on_done: Callable[[], None] | None = None) -> None:
        s = self.scene
        no_flashing = s.app.settings.reduced_flashing
        # A card fading in at a plate and vanishing there is a flash by WCAG's measure: with
        # reduced flashing only its time passes (the plate's count says what happened).
        vanishes = any(end.colliderect(plate) for plate in s.geo.plates.values())
        s.anims.add(FlyCard(card, start, end, s.app.palette.name, self.t(seconds),
                            delay=self.t(delay), spin=spin, on_done=on_done, family=self.kit.family,
                            # Bright cards streaking across the table also count as flashes.
                            reduced=self.reduced or no_flashing, visible=not (no_flashing and vanishes)))

    def say(self, words: str, seconds: float = 1.0, blocking: bool = False, colour: RGB | None = None) -> None:
        s = self.scene
        if s.app.settings.reduced_flashing:
            # Big words appearing and leaving across the table count as a flash (WCAG 2.3.1);
            # the status line and the log already say the same, so only keep the pause.
            if blocking:
                s.anims.add(Wait(self.t(seconds)))
            return
        pal = s.app.palette
        area = s.geo.centre.copy()
        s.anims.add(Banner(words, area, s.app.metrics.font("title"), colour or pal.accent, pal.panel,
                           self.t(seconds) if blocking else max(0.6, seconds * s.pace), reduced=self.reduced,
                           blocking=blocking))

    def float_text(self, words: str, seat: int) -> None:
        """A short note in a player's plate for a moment, or words rising over the viewer's hand."""
        s = self.scene
        m = s.app.metrics
        if seat in s.geo.plates:
            s.note(seat, words, max(0.8, 1.4 * s.pace))
            return
        start = (s.geo.hand.centerx, s.geo.bar.top - m.font("small"))
        s.anims.add(FloatText(words, start, m.font("small"), s.app.palette.text,
                              duration=max(0.8, 1.4 * s.pace), rise=m.font("small") // 2, reduced=self.reduced))

    def tell(self, seat: int, you: str, them: str, **values: object) -> None:
        """A short note about `seat` as a whole sentence in the current language: `you` where
        `seat` is the reader ("You give a card", see `reader`), else `them` with the seat's name as
        {name} ("{name} gives a card"); `values` fill the other placeholders of both."""
        s = self.scene
        words = you.format(**values) if seat == self.reader else them.format(name=s.names[seat], **values)
        self.float_text(words, seat)

    def flash(self, colour: tuple[int, int, int]) -> None:
        s = self.scene
        if s.app.settings.reduced_flashing or s.clock - self.last_flash < FLASH_GAP:
            return
        self.last_flash = s.clock
        s.anims.add(Flash(colour, duration=0.25))

    def glow(self, centre: tuple[int, int], radius: int, colour: RGB, seconds: float, grow: bool = True) -> None:
        """A soft light that comes and goes: a flash by WCAG's measure, so never with reduced flashing."""
        s = self.scene
        if not s.app.settings.reduced_flashing:
            s.anims.add(Glow(centre, radius, colour, seconds, grow))

    def can_see(self, card: str | None) -> bool:
        return card is not None and card != "?"

    # ---- events ------------------------------------------------------------------------------
    def show(self, e: Event) -> None:
        """Start the animations for `e` and step the shown table."""
        handler = self.kit.handlers.get(type(e))
        if handler is not None:
            handler(self, e)
        else:
            self.scene.shown.apply(e)

    def catch_up(self, missed: list[Event]) -> None:
        """Hot-seat: show the viewer what they alone saw while the shared view was up."""
        self.kit.catch_up(self.scene, missed)
