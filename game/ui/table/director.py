"""Turns each redacted engine event into animations, and steps the shown table with it.

Cards leave a place when their animation starts and arrive when it lands, so the counts and
piles on screen always match what is moving. Only what the viewer may see is ever drawn face
up: another player's drawn or stolen card flies as a back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ...engine import Event
from ...rules.kittens import events as ev
from ...rules.kittens.cards import EXPLODING, IMPLODING, KITTENS, title
from ..theme import RGB
from .anims import Banner, Confetti, Flash, FloatText, FlyCard, Glow, Particles, Pulse, Shake, Shuffle, Stamp, Wait

if TYPE_CHECKING:
    from .scene import TableScene

FLASH_GAP = 0.34  # seconds between flashes: never more than 3 a second


class Director:
    def __init__(self, scene: TableScene):
        self.scene = scene
        self.last_flash = -10.0

    # ---- helpers -----------------------------------------------------------------------------
    @property
    def reduced(self) -> bool:
        return self.scene.app.settings.reduced_motion

    def t(self, seconds: float) -> float:
        """An animation length at the current pace (short under reduced motion)."""
        pace = self.scene.pace
        if self.reduced:
            return min(seconds, 0.2) * pace
        return seconds * pace

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
                            delay=self.t(delay), spin=spin, on_done=on_done,
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
        handler = getattr(self, f"_{type(e).__name__}", None)
        if handler is not None:
            handler(e)
        else:
            self.scene.shown.apply(e)

    def catch_up(self, missed: list[Event]) -> None:
        """Hot-seat: show the viewer what they alone saw while the shared view was up."""
        for e in missed:
            if isinstance(e, ev.FutureSeen) and e.cards is not None and e.seat == self.scene.seen_as:
                self.scene.queue_reveal(e.cards)

    def _Dealt(self, e: ev.Dealt) -> None:
        s = self.scene
        shown = s.shown
        total = sum(len(h) for h in e.hands)
        shown.counts = [0] * shown.players
        shown.hand = []
        shown.draw_count += total
        pile = s.geo.draw_pile
        step = 0.05
        k = 0
        for rnd in range(max(len(h) for h in e.hands)):
            for seat, hand in enumerate(e.hands):
                if rnd >= len(hand):
                    continue
                card = hand[rnd]
                visible = card if seat == s.seen_as and self.can_see(card) else None
                self.fly(visible, pile, self.anchor(seat), 0.35, delay=k * step, spin=-20,
                         on_done=self._dealt_one(seat, visible))
                k += 1
        self.say(f"{s.names[e.first]} goes first", 1.2)

    def _dealt_one(self, seat: int, card: str | None) -> Callable[[], None]:
        def land() -> None:
            shown = self.scene.shown
            shown.draw_count = max(0, shown.draw_count - 1)
            shown.give(seat, card)

        return land

    def _CardsPlayed(self, e: ev.CardsPlayed) -> None:
        s = self.scene
        s.shown.apply(e)
        start = self.anchor(e.seat)
        for i, card in enumerate(e.cards):
            self.fly(card, start, s.geo.discard, 0.45, delay=i * 0.08, spin=15,
                     on_done=lambda c=card: s.shown.land([c]))
        s.app.sound.play_card(e.cards[0])
        s.flow.window_id += 1
        if len(e.cards) == 1 and e.cards[0] in ("attack", "targeted_attack"):
            s.anims.add(Pulse("turns", self.t(0.6)))

    def _Noped(self, e: ev.Noped) -> None:
        s = self.scene
        s.shown.apply(e)

        def land() -> None:
            s.shown.land(["nope"])
            m = s.app.metrics
            s.anims.add(Stamp("NOPE!", s.geo.discard.center, m.font("display"), s.app.palette.danger,
                              reduced=self.reduced, duration=max(0.5, 0.9 * s.pace)))
            s.app.sound.play("nope")

        self.fly("nope", self.anchor(e.seat), s.geo.discard, 0.35, spin=25, on_done=land)
        s.flow.window_id += 1

    def _Passed(self, e: ev.Passed) -> None:
        if e.seat != self.scene.seen_as:
            self.float_text("lets it happen", e.seat)

    def _PlayResolved(self, e: ev.PlayResolved) -> None:
        if e.cancelled:
            self.say("Noped! Nothing happens", 0.9, blocking=True, colour=self.scene.app.palette.danger)

    def _TurnBegan(self, e: ev.TurnBegan) -> None:
        s = self.scene
        before = (s.shown.current, s.shown.turns)
        s.shown.apply(e)
        if (e.turns, e.seat) != (before[1], before[0]) and (e.turns > 1 or before[1] > 1):
            s.anims.add(Pulse("turns", self.t(0.6)))
        if e.seat != before[0] and s.shown.winner is None:
            who = "Your" if e.seat == s.seen_as else f"{s.names[e.seat]}'s"
            extra = f": {e.turns} turns" if e.turns > 1 else ""
            # Your turn holds the table for a moment; a CPU's only shows (its plate lights up too).
            self.say(f"{who} turn{extra}", 0.5 if e.seat == s.seen_as else 0.8, blocking=e.seat == s.seen_as)
            if e.seat == s.seen_as:
                s.app.sound.play("your_turn")

    def _DirectionReversed(self, e: ev.DirectionReversed) -> None:
        self.scene.shown.apply(e)
        self.scene.anims.add(Pulse("cone", self.t(0.8)))
        self.say("Reversed!", 0.7)

    def _PileShuffled(self, e: ev.PileShuffled) -> None:
        s = self.scene
        s.anims.add(Shuffle(s.geo.draw_pile, s.app.palette.name, self.t(0.7), reduced=self.reduced))
        s.app.sound.play("shuffle")

    def _FutureSeen(self, e: ev.FutureSeen) -> None:
        s = self.scene
        if e.cards is not None and e.seat == s.seen_as:
            s.queue_reveal(e.cards)
            return
        # Someone else looks: three backs lift off the pile towards them and come back.
        pile = s.geo.draw_pile
        target = self.anchor(e.seat)
        for i in range(3):
            mid = pygame.Rect(0, 0, pile.width, pile.height)
            mid.center = ((pile.centerx + target.centerx) // 2 + (i - 1) * pile.width // 2,
                          (pile.centery + target.centery) // 2)
            self.fly(None, pile, mid, 0.4, delay=i * 0.06)
            self.fly(None, mid, pile, 0.4, delay=0.7 + i * 0.06)
        self.float_text("looks at the future", e.seat)

    def _FutureArranged(self, e: ev.FutureArranged) -> None:
        if e.seat != self.scene.seen_as:
            self.float_text("rearranged the top cards", e.seat)

    def _CardMoved(self, e: ev.CardMoved) -> None:
        s = self.scene
        card = e.card if self.can_see(e.card) else None
        s.shown.take(e.giver, e.card)
        self.fly(card, self.anchor(e.giver), self.anchor(e.receiver), 0.55, spin=-10,
                 on_done=lambda: s.shown.give(e.receiver, e.card))
        verb = {"favor": "gives a card", "steal": "stolen!", "named": f"hands over {title(e.card or 'nope')}"}
        self.float_text(verb[e.how] if e.card or e.how != "named" else "hands it over", e.giver)

    def _NothingTaken(self, e: ev.NothingTaken) -> None:
        words = f"no {title(e.named)}" if e.named else "no card to give"
        self.float_text(words, e.target)
        self.scene.anims.add(Wait(self.t(0.5)))

    def _DiscardTaken(self, e: ev.DiscardTaken) -> None:
        s = self.scene
        s.shown.lift(e.card)
        self.fly(e.card, s.geo.discard, self.anchor(e.seat), 0.5, on_done=lambda: s.shown.give(e.seat, e.card))

    def _CardDrawn(self, e: ev.CardDrawn) -> None:
        s = self.scene
        shown = s.shown
        shown.draw_count = max(0, shown.draw_count - 1)
        start = s.geo.draw_pile
        visible = e.card if self.can_see(e.card) else None
        if e.card in KITTENS:
            if not e.bottom:
                shown.imploding_on_top = False
            middle = s.geo.discard.move(s.geo.discard.width + s.app.metrics.px(30), 0)
            big = middle.inflate(middle.width // 2, middle.height // 2)
            self.fly(e.card, start, big, 0.6, spin=30, on_done=lambda: setattr(shown, "drawn_kitten", (e.seat, e.card)))
            self.fly(e.card, big, middle, 0.25, delay=0.9)
            s.anims.add(Wait(self.t(1.3)))
            who = "You" if e.seat == s.seen_as else s.names[e.seat]
            if e.card == EXPLODING:
                self.say(f"{who} drew an Exploding Kitten!", 1.3, blocking=True, colour=s.app.palette.danger)
            elif e.card == IMPLODING:
                self.say(f"{who} drew the Imploding Kitten!", 1.3, blocking=True, colour=s.app.palette.text)
            s.app.sound.play("draw")
            return
        self.fly(visible, start, self.anchor(e.seat), 0.45, spin=-12, on_done=lambda: shown.give(e.seat, e.card))
        s.app.sound.play("draw")

    def _Defused(self, e: ev.Defused) -> None:
        s = self.scene
        s.shown.take(e.seat, "defuse")
        self.fly("defuse", self.anchor(e.seat), s.geo.discard, 0.4, on_done=lambda: s.shown.land(["defuse"]))
        m = s.app.metrics
        self.glow(s.geo.discard.center, m.px(160), s.app.palette.good, self.t(0.9))
        self.say("Defused!", 0.9, colour=s.app.palette.good)
        s.app.sound.play("defuse")

    def _KittenPlaced(self, e: ev.KittenPlaced) -> None:
        s = self.scene
        shown = s.shown
        shown.drawn_kitten = None
        start = s.geo.discard.move(s.geo.discard.width + s.app.metrics.px(30), 0)
        face = e.card if e.card == IMPLODING else None  # the Imploding Kitten goes back face up
        self.fly(face, start, s.geo.draw_pile, 0.5, on_done=lambda: setattr(shown, "draw_count", shown.draw_count + 1))
        if e.position == 0 and e.card == IMPLODING:
            shown.imploding_on_top = True
        who = "You" if e.seat == s.seen_as else s.names[e.seat]
        where = f" at position {e.position + 1}" if e.position is not None else " somewhere secret"
        self.float_text(f"{who} put it back{where}", e.seat)

    def _Eliminated(self, e: ev.Eliminated) -> None:
        s = self.scene
        m = s.app.metrics
        pal = s.app.palette
        centre = self.anchor(e.seat).center
        if e.kitten == IMPLODING:
            if self.reduced or s.app.settings.reduced_flashing:
                self.glow(centre, m.px(200), pal.groups["imploding"], 0.3, grow=False)
            else:
                s.anims.add(Particles(centre, [pal.groups["imploding"], pal.text, (40, 20, 60)], 110, m.px(260),
                                      self.t(1.2), inward=True, seed=e.seat))
            self.flash((60, 20, 90))
            s.app.sound.play("implosion")
            verb = "imploded"
        else:
            if self.reduced or s.app.settings.reduced_flashing:
                self.glow(centre, m.px(200), pal.groups["exploding"], 0.3, grow=False)
            else:
                s.anims.add(Particles(centre, [pal.groups["exploding"], pal.groups["attack"], (255, 230, 120)], 140,
                                      m.px(300), self.t(1.3), seed=e.seat))
                s.anims.add(Shake(m.px(14), 0.6))
            self.flash((255, 140, 40))
            s.app.sound.play("explosion")
            verb = "exploded"
        shown = s.shown
        hand = list(e.hand)
        shown.apply(e)
        for i, card in enumerate(hand):
            self.fly(card, self.anchor(e.seat), s.geo.discard, 0.4, delay=0.3 + min(i, 10) * 0.05,
                     on_done=lambda c=card: shown.land([c]))
        shown.land([e.kitten])
        who = "You" if e.seat == s.seen_as else s.names[e.seat]
        self.say(f"{who} {verb}!", 1.4, blocking=True, colour=pal.danger)

    def _GameWon(self, e: ev.GameWon) -> None:
        s = self.scene
        s.shown.apply(e)
        pal = s.app.palette
        if not self.reduced:
            s.anims.add(Confetti(s.geo.screen, [pal.accent, pal.good, pal.groups["favor"], pal.groups["skip"]],
                                 4.0, seed=e.seat))
        who = "You win!" if e.seat == s.seen_as else f"{s.names[e.seat]} wins!"
        self.say(who, 1.6, blocking=True)
        s.app.sound.play("victory")
