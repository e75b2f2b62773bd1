"""How each Herding Cats event looks and sounds at the table: one handler per event class.

A declaration slides a card face down onto the claim spot; a challenge stamps it and a reveal
turns it over for everyone; a caught bluff goes to its player's discard pile face up; a card that
stands slides into its herd face down; a steal carries a card from a hand into a herd; a Laser
Pointer is presented beside the claim and, if it stands, goes instead of the picked card. Shown
state changes as each card lands, so what is drawn always matches what is moving.
Where the table says what the log says, it says the log's line (`narrate.line`); its own words
say what is happening now on the table, shorter, with the log's reader as "you".
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ....engine import Event
from ....i18n import _, format_list, format_number, pgettext
from ....rules.herding import events as ev
from ....rules.herding import narrate
from ....rules.herding.cards import ANIMAL_CONTROL, CATNIP, LASER_POINTER, a_card, a_card_object
from ... import cards_art, text
from ...table.anims import Anim, Banner, Confetti, Stamp, Wait
from ...table.director import Director
from ...table.kit import Handler
from ...tween import LINEAR
from .centre import layout
from .shown import ClaimShown, HerdingShown, PlayShown
from .sounds import declared as declared_sound

FLIP = 0.5  # seconds a challenged card takes to turn over


class Flip(Anim):
    """A card turning over where it lies: the back narrows to nothing, then the face widens
    (with reduced motion, the face fades in)."""

    def __init__(self, card: str, rect: pygame.Rect, palette: str, duration: float, family: str,
                 reduced: bool = False, on_done: Callable[[], None] | None = None):
        super().__init__(duration, LINEAR, on_done=on_done)
        self.card, self.rect, self.palette, self.family, self.reduced = card, rect, palette, family, reduced

    def draw(self, surface: pygame.Surface) -> None:
        t = self.tween.raw
        w = self.rect.width
        if self.reduced:
            img = cards_art.face(self.card, w, self.palette, self.family).copy()
            img.set_alpha(round(255 * t))
        else:
            img = cards_art.back(w, self.palette) if t < 0.5 else cards_art.face(self.card, w, self.palette,
                                                                                   self.family)
            img = pygame.transform.smoothscale(img, (max(1, round(w * abs(1 - 2 * t))), self.rect.height))
        surface.blit(img, img.get_rect(center=self.rect.center))


def _shown(d: Director) -> HerdingShown:
    shown = d.scene.shown
    assert isinstance(shown, HerdingShown)
    return shown


def _seats(d: Director) -> narrate.Seats:
    """The table's people as the log's reader sees them (`Director.reader` is "you")."""
    return narrate.Seats(d.scene.names, d.reader)


def _log_line(d: Director, e: Event, seat: int) -> None:
    """The log's line of `e` as a short note about `seat`."""
    d.float_text(narrate.line(e, _seats(d)), seat)


def _next_chip(d: Director, seat: int) -> pygame.Rect:
    """Where a card joining seat's face-down row lands: after its cards."""
    shown = _shown(d)
    count = shown.down[seat] + len(shown.up[seat])
    return layout(d.scene).chip(seat, shown.down[seat], count + 1)


def _herd_chip(d: Director, seat: int, index: int) -> pygame.Rect:
    shown = _shown(d)
    return layout(d.scene).chip(seat, index, shown.down[seat] + len(shown.up[seat]))


def _discard_of(d: Director, seat: int) -> pygame.Rect:
    return layout(d.scene).cells[seat].discard


def _to_discard(d: Director, seat: int, card: str, start: pygame.Rect, delay: float = 0.0) -> None:
    """A card flies face up onto seat's discard pile and is counted there when it lands."""
    d.fly(card, start, _discard_of(d, seat), 0.45, delay=delay, spin=10,
          on_done=lambda: _shown(d).discards[seat].append(card))


def _stamp(d: Director, words: str, at: pygame.Rect, colour) -> None:
    s = d.scene
    s.anims.add(Stamp(words, at.center, s.app.metrics.font("title"), colour, reduced=d.reduced,
                      duration=d.t(0.9, flash_safe=True)))


# ---- the deal and turns --------------------------------------------------------------------------
def dealt(d: Director, e: ev.Dealt) -> None:
    s = d.scene
    shown = _shown(d)
    n = shown.players
    shown.counts, shown.hand = [0] * n, []
    if e.herds:
        shown.down = [len(h) for h in e.herds]
        shown.herd = list(e.herds[s.seen_as]) if 0 <= s.seen_as < n else []
    if e.herds_up:
        shown.up = [list(h) for h in e.herds_up]
    if e.discards:
        shown.discards = [list(h) for h in e.discards]
    start = layout(s).play
    k = 0
    for rnd in range(max(len(h) for h in e.hands)):
        for seat, hand in enumerate(e.hands):
            if rnd < len(hand):
                card = hand[rnd] if seat == s.seen_as and d.can_see(hand[rnd]) else None
                d.fly(card, start, d.anchor(seat), 0.35, delay=k * 0.04, spin=-20, on_done=_dealt_one(d, seat, card))
                k += 1
    if not s.begun():  # (a table held for its host's Start: nobody goes first yet)
        _say(d, _("Everyone keeps 7 and removes 2 unseen"), 1.4)
    else:
        _say(d, narrate.line(e, _seats(d)), 1.4)


def _dealt_one(d: Director, seat: int, card: str | None) -> Callable[[], None]:
    return lambda: _shown(d).give(seat, card)


def turn_began(d: Director, e: ev.TurnBegan) -> None:
    s = d.scene
    shown = _shown(d)
    shown.current, shown.play, shown.claim, shown.selected = e.seat, None, None, None
    _say(d, narrate.line(e, _seats(d)), 0.8)
    if e.seat == s.seen_as:
        s.app.sound.play("your_turn")


# ---- claims and challenges -----------------------------------------------------------------------
def declared(d: Director, e: ev.Declared) -> None:
    s = d.scene
    shown = _shown(d)
    shown.take(e.seat, e.card)
    spot = layout(s).play

    def land() -> None:
        shown.play = PlayShown(e.seat, e.identity, e.target, e.card)

    d.fly(None, d.anchor(e.seat), spot, 0.45, spin=12, on_done=land)
    s.flow.window_id += 1  # a new claim: a new challenge window
    _say_after(d, narrate.declares(e, _seats(d)), 0.0, 1.0)  # (the log's line says what it really is, where known)
    s.app.sound.play(declared_sound(e.identity))


def passed(d: Director, e: ev.Passed) -> None:
    if e.seat != d.reader:  # (the reader knows they let it stand)
        _log_line(d, e, e.seat)


def challenged(d: Director, e: ev.Challenged) -> None:
    s = d.scene
    shown = _shown(d)
    lay = layout(s)
    d.tell(e.seat, _("You challenge!"), _("{name} challenges!"))
    _stamp(d, pgettext("stamped on a challenged card", "Challenge!"),
           lay.claim if shown.claim is not None else lay.play, s.app.palette.danger)
    s.anims.add(Wait(d.t(0.6)))
    s.app.sound.play("herding_challenge")


def claim_revealed(d: Director, e: ev.ClaimRevealed) -> None:
    s = d.scene
    shown = _shown(d)
    lay = layout(s)
    pal = s.app.palette
    intercept = e.what == "intercept"
    spot = lay.claim if intercept else lay.play
    claim = shown.claim

    def turned() -> None:
        if not intercept and shown.play is not None:
            shown.play.card, shown.play.revealed = e.card, True
            if not e.truthful:
                shown.play = None  # on its way to the discard pile
        elif intercept and claim is not None:
            claim.card, claim.revealed = e.card, True
            if not e.truthful:
                shown.claim = None
                _presented_leaves(shown, claim, e.card)

    s.anims.add(Flip(e.card, spot, pal.name, d.t(FLIP), d.kit.family, reduced=d.reduced, on_done=turned))
    if e.truthful:
        _stamp(d, pgettext("stamped on a challenged card", "True!"), spot, pal.good)
        s.app.sound.play("herding_truth")
    else:
        _stamp(d, pgettext("stamped on a challenged card", "Bluff!"), spot, pal.danger)
        _to_discard(d, e.seat, e.card, spot, delay=FLIP + 0.2)
        s.app.sound.play("herding_bluff")
    if e.truthful:
        words = narrate.line(e, _seats(d))
    else:  # (the log says what becomes of the card: "It is a Kitten: a bluff! It is discarded")
        bluffed = _("It is {card}: you bluffed!") if e.seat == d.reader else _("It is {card}: {name} bluffed!")
        words = bluffed.format(card=a_card(e.card), name=s.names[e.seat])
    _say_after(d, words, FLIP, 1.3, pal.good if e.truthful else pal.danger)


def _say_after(d: Director, words: str, delay: float, seconds: float, colour=None) -> None:
    """Big words after `delay` (once a card has turned over, so they never hide the reveal),
    holding the table."""
    s = d.scene
    if s.app.settings.reduced_flashing:
        s.anims.add(Wait(d.t(delay + seconds)))
        return
    size = s.app.metrics.font("title")
    g = s.geo
    # Under the cells, over the countdown's row and the bar (empty while the table holds), when
    # they are tall enough: the cells stay readable; else across the bottom of the middle.
    area = pygame.Rect(g.centre.left, g.countdown.top, g.centre.width, g.bar.bottom - g.countdown.top)
    if area.height < text.line_height(size) + size // 2 or s.bar_buttons:
        area = g.centre.copy()
        area.height = g.status.height * 2
        area.bottom = g.countdown.top
    _banners(d, words, area, colour or s.app.palette.accent, d.t(seconds), blocking=True, delay=d.t(delay))


def _say(d: Director, words: str, seconds: float) -> None:
    """Big words across the middle for a moment, as the table says a turn's start (`Director.say`),
    on as many lines as they need."""
    s = d.scene
    if not s.app.settings.reduced_flashing:  # (big words coming and going count as a flash)
        _banners(d, words, s.geo.centre, s.app.palette.accent, max(0.6, seconds * s.pace))


def banner_lines(words: str, size: int, width: int) -> tuple[list[str], int]:
    """`words` as big words `width` wide: one line where it fits at no less than 3/5 of `size`
    (as a `Banner` shrinks its words), else wrapped at that size; and the size every line takes."""
    least = size * 3 // 5
    room = width - size
    lines = [words] if text.width(words, least) <= room else text.wrap(words, least, room, break_words=False)
    return lines, min(text.fit_size(line, size, room, minimum=least) for line in lines)


def _banners(d: Director, words: str, area: pygame.Rect, colour, duration: float, blocking: bool = False,
             delay: float = 0.0) -> None:
    """One `Banner` a line of `words` (wrapped where they are too long for one), stacked on `area`'s centre."""
    s = d.scene
    lines, size = banner_lines(words, s.app.metrics.font("title"), area.width)
    step = text.line_height(size) + size // 2  # a banner's band
    for k, line in enumerate(lines):
        rect = area.copy()
        rect.centery = area.centery + round((k - (len(lines) - 1) / 2) * step)
        s.anims.add(Banner(line, rect, size, colour, s.app.palette.panel, duration, reduced=d.reduced,
                           blocking=blocking, delay=delay))


def _presented_leaves(shown: HerdingShown, claim: ClaimShown, card: str | None) -> None:
    """The presented card leaves its holder's hand or herd (for the discard pile or a steal)."""
    play = shown.play
    if claim.face_up:
        if LASER_POINTER in shown.up[claim.seat]:
            shown.up[claim.seat].remove(LASER_POINTER)
    elif play is not None and play.identity == ANIMAL_CONTROL:
        shown.herd_out(claim.seat, claim.index, card)
    else:
        shown.take(claim.seat, card)


def penalty_due(d: Director, e: ev.PenaltyDue) -> None:
    d.tell(e.chooser, _("You pick a card blind"), _("{name} picks a card blind"))


def penalty_taken(d: Director, e: ev.PenaltyTaken) -> None:
    s = d.scene
    _shown(d).take(e.victim, e.card)
    _to_discard(d, e.victim, e.card, d.anchor(e.victim))
    d.tell(e.victim, _("You lose {card} (card {position})"), _("{name} loses {card} (card {position})"),
           card=a_card_object(e.card), position=format_number(e.position + 1))
    s.app.sound.play("herding_steal")


def no_penalty(d: Director, e: ev.NoPenalty) -> None:
    _log_line(d, e, e.victim)
    d.scene.anims.add(Wait(d.t(0.5)))


# ---- attacks -------------------------------------------------------------------------------------
def selected(d: Director, e: ev.Selected) -> None:
    s = d.scene
    shown = _shown(d)
    in_herd = shown.play is not None and shown.play.identity == ANIMAL_CONTROL
    shown.selected = (e.target, e.position, in_herd)
    position, target = format_number(e.position + 1), s.names[e.target]
    if e.target == d.reader:  # (nobody picks from their own)
        words = (_("{name} picks card {position} of your herd") if in_herd
                 else _("{name} picks card {position} of your hand"))
        d.float_text(words.format(name=s.names[e.seat], position=position), e.seat)
    elif in_herd:
        d.tell(e.seat, _("You pick card {position} of {target}'s herd"),
               _("{name} picks card {position} of {target}'s herd"), position=position, target=target)
    else:
        d.tell(e.seat, _("You pick card {position} of {target}'s hand"),
               _("{name} picks card {position} of {target}'s hand"), position=position, target=target)
    s.anims.add(Wait(d.t(0.5)))
    s.app.sound.play("ui_click")


def intercepted(d: Director, e: ev.Intercepted) -> None:
    s = d.scene
    shown = _shown(d)
    lay = layout(s)
    play = shown.play
    if e.face_up:
        start = _herd_chip(d, e.seat, shown.down[e.seat] + shown.up[e.seat].index(LASER_POINTER)) \
            if LASER_POINTER in shown.up[e.seat] else d.anchor(e.seat)
    elif play is not None and play.identity == ANIMAL_CONTROL:
        index = e.index if e.index is not None else max(0, shown.down[e.seat] - 1)
        start = _herd_chip(d, e.seat, index)
    else:
        start = d.anchor(e.seat)

    def land() -> None:
        shown.claim = ClaimShown(e.seat, e.face_up, e.card, index=e.index)

    d.fly(LASER_POINTER if e.face_up else None, start, lay.claim, 0.45, spin=-12, on_done=land)
    s.flow.window_id += 1  # the claim can be challenged: a new window
    claim = (_("You claim a Laser Pointer!") if e.seat == d.reader
             else _("{name} claims a Laser Pointer!").format(name=s.names[e.seat]))
    _say_after(d, claim, 0.0, 1.0)
    s.app.sound.play("herding_laser")


def intercept_declined(d: Director, e: ev.InterceptDeclined) -> None:
    _log_line(d, e, e.seat)


def intercept_stood(d: Director, e: ev.InterceptStood) -> None:
    s = d.scene
    shown = _shown(d)
    lay = layout(s)
    claim = shown.claim or ClaimShown(e.seat, False)
    steal = shown.play is not None and shown.play.identity == CATNIP
    _stamp(d, pgettext("stamped on a Laser Pointer that goes instead of a card", "Instead!"), lay.claim,
           s.app.palette.accent)
    shown.claim = None
    _presented_leaves(shown, claim, claim.card)
    if steal:
        d.fly(None, lay.claim, _next_chip(d, e.attacker), 0.5, delay=0.3,
              on_done=lambda: shown.herd_in(e.attacker, LASER_POINTER, e.herd_position, known=True))
    else:
        _to_discard(d, e.seat, LASER_POINTER, lay.claim, delay=0.3)
    shown.selected = None
    _say_after(d, _("The Laser Pointer goes instead: the picked card stays hidden"), 0.0, 1.2)
    s.app.sound.play("herding_laser")


def thwarted(d: Director, e: ev.Thwarted) -> None:
    s = d.scene
    shown = _shown(d)
    lay = layout(s)
    play = shown.play
    in_herd = e.card == ANIMAL_CONTROL
    position = shown.selected[1] if shown.selected is not None else 0
    source = _herd_chip(d, e.target, position) if in_herd else d.anchor(e.target)
    if in_herd:
        shown.herd_out(e.target, position, e.card)

        def back() -> None:
            shown.up[e.target].append(e.card)

        d.fly(e.card, source, lay.claim, 0.4)
        d.fly(e.card, lay.claim, _next_chip(d, e.target), 0.4, delay=0.9, on_done=back)
    else:
        d.fly(e.card, source, lay.claim, 0.4)
        d.fly(e.card, lay.claim, source, 0.4, delay=0.9)
    shown.selected = None
    if play is not None:
        shown.play = None
        _to_discard(d, e.seat, play.identity, lay.play, delay=0.5)
    _say_after(d, _("Ineffective against itself: nothing is lost"), 0.0, 1.3)
    s.app.sound.play("herding_truth")


def card_removed(d: Director, e: ev.CardRemoved) -> None:
    s = d.scene
    shown = _shown(d)
    in_herd = shown.play is not None and shown.play.identity == ANIMAL_CONTROL
    if in_herd:
        position = shown.selected[1] if shown.selected is not None else 0
        start = _herd_chip(d, e.target, position)
        shown.herd_out(e.target, position, e.card)
    else:
        start = d.anchor(e.target)
        shown.take(e.target, e.card)
    shown.selected = None
    _to_discard(d, e.target, e.card, start)
    _log_line(d, e, e.target)
    s.app.sound.play("herding_steal")


def card_stolen(d: Director, e: ev.CardStolen) -> None:
    s = d.scene
    shown = _shown(d)
    shown.take(e.target, e.card)
    shown.selected = None
    card = e.card if d.can_see(e.card) else None
    d.fly(card, d.anchor(e.target), _next_chip(d, e.seat), 0.55, spin=-10,
          on_done=lambda: shown.herd_in(e.seat, e.card, e.herd_position, known=e.card is not None))
    if e.card:
        d.tell(e.seat, _("You take {card} into your herd"), _("{name} takes {card} into the herd"),
               card=a_card_object(e.card))
    else:
        d.tell(e.seat, _("You take a card into your herd"), _("{name} takes a card into the herd"))
    s.app.sound.play("herding_steal")


def nothing_to_take(d: Director, e: ev.NothingToTake) -> None:
    _log_line(d, e, e.target)
    d.scene.anims.add(Wait(d.t(0.5)))


def joined_herd(d: Director, e: ev.JoinedHerd) -> None:
    s = d.scene
    shown = _shown(d)
    shown.play = None
    d.fly(None, layout(s).play, _next_chip(d, e.seat), 0.45,
          on_done=lambda: shown.herd_in(e.seat, e.identity, e.position, known=True))
    s.app.sound.play("herding_herd")


def game_ended(d: Director, e: ev.GameEnded) -> None:
    s = d.scene
    shown = _shown(d)
    pal = s.app.palette
    shown.final, shown.scores, shown.winners = e.herds, e.scores, tuple(e.winners)
    shown.current, shown.play, shown.claim, shown.selected = None, None, None, None
    shown.winner = e.winners[0] if len(e.winners) == 1 else None
    if len(e.winners) == 1:
        words = _("You win!") if e.winners[0] == d.reader else _("{name} wins!").format(name=s.names[e.winners[0]])
    else:
        names = format_list([_seats(d).listed(w) for w in e.winners])
        words = _("Shared win: {names}").format(names=names)
    if not d.reduced:
        s.anims.add(Confetti(s.geo.screen, [pal.accent, pal.good, pal.focus], d.t(3.0), seed=e.winners[0]))
    _say_after(d, words, 0.0, 1.8)
    s.app.sound.play("victory")


HANDLERS: dict[type[Event], Handler] = {
    ev.Dealt: dealt,
    ev.TurnBegan: turn_began,
    ev.Declared: declared,
    ev.Passed: passed,
    ev.Challenged: challenged,
    ev.ClaimRevealed: claim_revealed,
    ev.PenaltyDue: penalty_due,
    ev.PenaltyTaken: penalty_taken,
    ev.NoPenalty: no_penalty,
    ev.Selected: selected,
    ev.Intercepted: intercepted,
    ev.InterceptDeclined: intercept_declined,
    ev.InterceptStood: intercept_stood,
    ev.Thwarted: thwarted,
    ev.CardRemoved: card_removed,
    ev.CardStolen: card_stolen,
    ev.NothingToTake: nothing_to_take,
    ev.JoinedHerd: joined_herd,
    ev.GameEnded: game_ended,
}
