"""How each Kittens event looks and sounds at the table: one handler per event class (HANDLERS).

Each handler starts the event's animations through the table's `Director` and steps the shown
table (`KittensShown`) as they land. Where the table says what the log says, it says the log's line
(`narrate.line`, with the log's reader as "you"); its own captions say what is happening now, in the
present, where the log tells it after ("Bea lets it happen", the log's "Bea let it happen").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ....engine import Event
from ....i18n import _, format_number
from ....rules.kittens import events as ev
from ....rules.kittens import narrate
from ....rules.kittens.cards import (
    ATTACK,
    ATTACK_DEAD,
    CLONE,
    EXPLODING,
    IMPLODING,
    KITTENS,
    SWAP_ENDS,
    TARGETED_ATTACK,
    title,
)
from ....rules.kittens.ruleset import attack_victim
from ....rules.kittens.state import Play
from ....rules.words import narrator
from ...table.anims import Confetti, Particles, Pulse, Shake, Shuffle, Stamp, Wait
from ...table.director import Director
from ...table.hud import mark_room, next_seat
from ...table.kit import Handler
from .cards import CARD_COLOURS
from .rising import GRAVE_GREEN, Rising
from .sounds import card_sound

if TYPE_CHECKING:
    from ...table.scene import TableScene
    from .shown import KittensShown


def log_line(d: Director, e: Event) -> str:
    """The log's line of `e`, for the log's reader (`Director.reader`)."""
    return narrate.line(e, narrator(d.scene.names, d.reader))


def reveal(table: TableScene, cards: tuple[str, ...]) -> None:
    """Show the viewer the top cards, unless the Alter the Future or Dig Deeper panel they are about
    to get shows them."""
    pending = table.match.pending
    if pending is not None and pending.prompt in ("arrange_future", "dig_deeper") and table.viewer in pending.seats:
        return
    table.queue_reveal(cards)


def catch_up(table: TableScene, missed: list[Event]) -> None:
    """Hot-seat: show the viewer the future they alone saw while the shared view was up."""
    for e in missed:
        if isinstance(e, ev.FutureSeen) and e.cards is not None and e.seat == table.seen_as:
            reveal(table, e.cards)


def dealt(d: Director, e: ev.Dealt) -> None:
    s = d.scene
    shown = s.shown
    total = sum(len(h) for h in e.hands)
    shown.counts = [0] * shown.players
    shown.hand = []
    shown.draw_count += total
    shown.dealing = True  # no plate says it is anyone's turn ("0 cards · playing") until the last card lands
    pile = s.geo.draw_pile
    step = 0.05
    k = 0
    for rnd in range(max(len(h) for h in e.hands)):
        for seat, hand in enumerate(e.hands):
            if rnd >= len(hand):
                continue
            card = hand[rnd]
            visible = card if seat == s.seen_as and d.can_see(card) else None
            k += 1
            d.fly(visible, pile, d.anchor(seat), 0.35, delay=(k - 1) * step, spin=-20,
                  on_done=_dealt_one(d, seat, visible, last=k == total))
    if s.begun():  # (a table held for its host's Start: nobody goes first yet)
        d.say(_("You go first") if e.first == d.reader else _("{name} goes first").format(name=s.names[e.first]), 1.2)


def _dealt_one(d: Director, seat: int, card: str | None, last: bool = False) -> Callable[[], None]:
    """A dealt card landing; with the `last` one the deal is done."""
    def land() -> None:
        shown = d.scene.shown
        shown.draw_count = max(0, shown.draw_count - 1)
        shown.give(seat, card)
        if last:
            shown.dealing = False

    return land


def falls_on(shown: KittensShown, e: ev.CardsPlayed) -> int | None:
    """The seat an untargeted Attack (or a Clone of one) falls on if it stands: the next living
    player as the table shows it when it is played. None for any other play."""
    if len(e.cards) != 1 or e.target is not None:
        return None
    play = Play(e.seat, e.cards, e.target, e.named)
    return attack_victim(play.acts_as, e.seat, None, lambda seat: next_seat(shown, seat))


def cards_played(d: Director, e: ev.CardsPlayed) -> None:
    s = d.scene
    s.shown.apply(e)
    start = d.anchor(e.seat)
    among = (e.seat, e.target, falls_on(s.shown, e))  # an Attack that falls on the viewer is theirs too
    for i, card in enumerate(e.cards):
        d.fly(card, start, s.geo.discard, d.brisk(0.4, *among), delay=i * 0.08, spin=15,
              on_done=lambda c=card: s.shown.land([c]))
    s.app.sound.play(card_sound(e.cards[0]))
    s.flow.window_id += 1
    if len(e.cards) == 1 and e.cards[0] in (ATTACK, TARGETED_ATTACK, ATTACK_DEAD):
        s.anims.add(Pulse("turns", d.t(0.6 if e.cards[0] != ATTACK_DEAD else 1.0)))
    if e.cards == (CLONE,) and e.named:
        card = title(e.named)
        # TRANSLATORS: a banner when a Clone card is played as another card ({card})
        d.say(_("You: Clone as {card}").format(card=card) if e.seat == d.reader
              else _("{name}: Clone as {card}").format(name=s.names[e.seat], card=card), 1.0)
        d.tell(e.seat, _("You clone {card}"), _("{name} clones {card}"), card=card)
    elif len(e.cards) == 1 and e.cards[0] in s.match.view(s.seen_as).rules.now_cards:
        # TRANSLATORS: a banner when a NOW card ({card}) is played out of turn in Zombie Kittens
        d.say(_("NOW! {card}").format(card=title(e.cards[0])), 0.9)
        s.app.sound.play("now_card")


def noped(d: Director, e: ev.Noped) -> None:
    s = d.scene
    s.shown.apply(e)

    def land() -> None:
        s.shown.land(["nope"])
        m = s.app.metrics
        calm = s.app.settings.reduced_flashing  # then nothing else comes while it shows
        # TRANSLATORS: stamped in big letters on the discard pile when a Nope card lands
        s.anims.add(Stamp(_("NOPE!"), s.geo.discard.center, m.font("display"), s.app.palette.danger,
                          reduced=d.reduced, duration=d.t(0.8, flash_safe=True), blocking=calm))
        s.app.sound.play("nope")

    d.fly("nope", d.anchor(e.seat), s.geo.discard, 0.35, spin=25, on_done=land)
    s.flow.window_id += 1


def passed(d: Director, e: ev.Passed) -> None:
    if e.seat != d.reader:  # (the reader knows they let it happen)
        # The table's caption as it happens, in the present; the log tells it after: "Bea let it happen".
        d.float_text(_("{name} lets it happen").format(name=d.scene.names[e.seat]), e.seat)


def play_resolved(d: Director, e: ev.PlayResolved) -> None:
    if e.cancelled:
        # Short (the stamp said it), but it holds the table: the next play never shows under it.
        d.say(_("Noped! Nothing happens"), 0.6, blocking=True, colour=d.scene.app.palette.danger)


def turn_began(d: Director, e: ev.TurnBegan) -> None:
    s = d.scene
    before = (s.shown.current, s.shown.turns)
    s.shown.apply(e)
    if (e.turns, e.seat) != (before[1], before[0]) and (e.turns > 1 or before[1] > 1):
        s.anims.add(Pulse("turns", d.t(0.6)))
    if e.seat != before[0] and s.shown.winner is None:
        # Shown, never holding the table: the status line and the plates say it too.
        d.say(log_line(d, e), 0.8)
        if e.seat == s.seen_as:
            s.app.sound.play("your_turn")


def put_back(d: Director, e: ev.KittenPlaced) -> None:
    """The caption of a Kitten put back into the draw pile, as the viewer knows where (the
    Imploding Kitten goes back face up)."""
    if e.face_up_on_top:
        d.tell(e.seat, _("You put it back face up on top of the draw pile"),
               _("{name} put it back face up on top of the draw pile"))
        return
    face_up = e.card == IMPLODING
    if e.position is None and face_up:
        d.tell(e.seat, _("You put it back face up somewhere in the draw pile"),
               _("{name} put it back face up somewhere in the draw pile"))
    elif e.position is None:
        d.tell(e.seat, _("You put it back somewhere in the draw pile"),
               _("{name} put it back somewhere in the draw pile"))
    elif face_up:
        d.tell(e.seat, _("You put it back face up at position {n} in the draw pile"),
               _("{name} put it back face up at position {n} in the draw pile"), n=format_number(e.position + 1))
    else:
        d.tell(e.seat, _("You put it back at position {n} in the draw pile"),
               _("{name} put it back at position {n} in the draw pile"), n=format_number(e.position + 1))


def direction_reversed(d: Director, e: ev.DirectionReversed) -> None:
    d.scene.shown.apply(e)
    d.scene.anims.add(Pulse("cone", d.t(0.8)))
    # TRANSLATORS: a banner: the direction of play has been reversed
    d.say(_("Reversed!"), 0.7)


def pile_shuffled(d: Director, e: ev.PileShuffled) -> None:
    s = d.scene
    s.anims.add(Shuffle(s.geo.draw_pile, s.app.palette.name, d.t(0.7), reduced=d.reduced))
    s.app.sound.play("shuffle")


def future_seen(d: Director, e: ev.FutureSeen) -> None:
    s = d.scene
    if e.cards is not None and e.seat == s.seen_as:
        reveal(s, e.cards)
        return
    # Someone else looks: three backs lift off the pile towards them and come back.
    pile = s.geo.draw_pile
    target = d.anchor(e.seat)
    brisk = d.brisk(1.0, e.seat)  # another player's look: seen whole, only quicker
    for i in range(3):
        mid = pygame.Rect(0, 0, pile.width, pile.height)
        mid.center = ((pile.centerx + target.centerx) // 2 + (i - 1) * pile.width // 2,
                      (pile.centery + target.centery) // 2)
        d.fly(None, pile, mid, 0.25 * brisk, delay=i * 0.05 * brisk)
        d.fly(None, mid, pile, 0.25 * brisk, delay=(0.4 + i * 0.05) * brisk)
    d.tell(e.seat, _("You look at the future"), _("{name} looks at the future"))


def future_arranged(d: Director, e: ev.FutureArranged) -> None:
    if e.seat != d.reader:
        d.tell(e.seat, _("You rearranged the top cards"), _("{name} rearranged the top cards"))


def card_moved(d: Director, e: ev.CardMoved) -> None:
    s = d.scene
    card = e.card if d.can_see(e.card) else None
    s.shown.take(e.giver, e.card)
    d.fly(card, d.anchor(e.giver), d.anchor(e.receiver), d.brisk(0.5, e.giver, e.receiver), spin=-10,
          on_done=lambda: s.shown.give(e.receiver, e.card))
    if e.how == "favor":
        d.tell(e.giver, _("You give a card"), _("{name} gives a card"))
    elif e.how == "steal":
        d.tell(e.giver, _("You have a card stolen"), _("{name} has a card stolen"))
    elif e.card:
        d.tell(e.giver, _("You hand over {card}"), _("{name} hands over {card}"), card=title(e.card))
    else:
        d.tell(e.giver, _("You hand over a card"), _("{name} hands over a card"))


def nothing_taken(d: Director, e: ev.NothingTaken) -> None:
    if e.named:
        d.float_text(log_line(d, e), e.target)
    else:  # (the log tells it after: "Bea had no card to give")
        d.tell(e.target, _("You have no card to give"), _("{name} has no card to give"))
    d.scene.anims.add(Wait(d.t(0.5)))


def discard_taken(d: Director, e: ev.DiscardTaken) -> None:
    s = d.scene
    s.shown.lift(e.card)
    d.fly(e.card, s.geo.discard, d.anchor(e.seat), 0.5, on_done=lambda: s.shown.give(e.seat, e.card))


def card_drawn(d: Director, e: ev.CardDrawn) -> None:
    s = d.scene
    shown = s.shown
    shown.draw_count = max(0, shown.draw_count - 1)
    start = s.geo.draw_pile
    visible = e.card if d.can_see(e.card) else None
    if e.card in KITTENS:
        if not e.bottom:
            shown.imploding_on_top = False
        middle = s.geo.discard.move(s.geo.discard.width + s.app.metrics.px(30), 0)
        big = middle.inflate(middle.width // 2, middle.height // 2)
        hold = 1.1 if e.seat == s.seen_as else 0.9  # a big moment: the Kitten stays, then goes back (or you place it)
        d.fly(e.card, start, big, 0.4, spin=30, on_done=lambda: setattr(shown, "drawn_kitten", (e.seat, e.card)))
        d.fly(e.card, big, middle, 0.25, delay=hold - 0.3)  # big a moment, then beside the discard pile
        # With reduced flashing the bright Kitten stays a whole FLASH_SAFE from when it is there,
        # not from when it set off from the pile (it went in under a second at a quick pace).
        arriving = d.t(0.4) if s.app.settings.reduced_flashing else 0.0
        s.anims.add(Wait(arriving + d.t(hold, flash_safe=True)))
        you, name = e.seat == d.reader, s.names[e.seat]
        if e.card == EXPLODING:
            words = _("You drew an Exploding Kitten!") if you else _("{name} drew an Exploding Kitten!")
            d.say(words.format(name=name), hold, blocking=True, colour=s.app.palette.danger)
        elif e.card == IMPLODING:
            words = _("You drew the Imploding Kitten!") if you else _("{name} drew the Imploding Kitten!")
            d.say(words.format(name=name), hold, blocking=True, colour=s.app.palette.text)
        s.app.sound.play("draw")
        return
    d.fly(visible, start, d.anchor(e.seat), d.brisk(0.45, e.seat), spin=-12, on_done=lambda: shown.give(e.seat, e.card))
    s.app.sound.play("draw")


def defused(d: Director, e: ev.Defused) -> None:
    s = d.scene
    s.shown.take(e.seat, "defuse")
    d.fly("defuse", d.anchor(e.seat), s.geo.discard, d.brisk(0.4, e.seat), on_done=lambda: s.shown.land(["defuse"]))
    m = s.app.metrics
    d.glow(s.geo.discard.center, m.px(160), s.app.palette.good, d.t(0.9))
    d.say(_("Defused!"), 0.9, colour=s.app.palette.good)
    s.app.sound.play("defuse")


def kitten_placed(d: Director, e: ev.KittenPlaced) -> None:
    s = d.scene
    shown = s.shown
    shown.drawn_kitten = None
    start = s.geo.discard.move(s.geo.discard.width + s.app.metrics.px(30), 0)
    face = e.card if e.card == IMPLODING else None  # the Imploding Kitten goes back face up
    d.fly(face, start, s.geo.draw_pile, d.brisk(0.5, e.seat),
          on_done=lambda: setattr(shown, "draw_count", shown.draw_count + 1))
    if e.face_up_on_top:
        shown.imploding_on_top = True
    put_back(d, e)
    if s.app.settings.reduced_flashing:
        s.anims.add(Wait(d.t(0.0, flash_safe=True)))  # the big Kitten never comes back within a second


def eliminated(d: Director, e: ev.Eliminated) -> None:
    s = d.scene
    m = s.app.metrics
    pal = s.app.palette
    centre = d.anchor(e.seat).center
    if e.kitten == IMPLODING:
        if d.reduced or s.app.settings.reduced_flashing:
            d.glow(centre, m.px(200), CARD_COLOURS["imploding"], d.t(0.3), grow=False)
        else:
            s.anims.add(Particles(centre, [CARD_COLOURS["imploding"], pal.text, (40, 20, 60)], 110, m.px(260),
                                  d.t(1.2), inward=True, seed=e.seat))
        d.flash((60, 20, 90))
        s.app.sound.play("implosion")
    else:
        explode(d, e.seat)
    shown = s.shown
    hand = list(e.hand)
    shown.apply(e)
    for i, card in enumerate(hand):
        d.fly(card, d.anchor(e.seat), s.geo.discard, 0.4, delay=0.3 + min(i, 10) * 0.05,
                 on_done=lambda c=card: shown.land([c]))
    shown.land([e.kitten])
    d.say(log_line(d, e), 1.4, blocking=True, colour=pal.danger)


def explode(d: Director, seat: int) -> None:
    """The explosion on a player's plate: sparks and a shake (a still glow with reduced motion or
    flashing), a flash and the bang."""
    s = d.scene
    m = s.app.metrics
    centre = d.anchor(seat).center
    if d.reduced or s.app.settings.reduced_flashing:
        d.glow(centre, m.px(200), CARD_COLOURS["exploding"], d.t(0.3), grow=False)
    else:
        s.anims.add(Particles(centre, [CARD_COLOURS["exploding"], CARD_COLOURS["attack"], (255, 230, 120)], 140,
                              m.px(300), d.t(1.3), seed=seat))
        s.anims.add(Shake(m.px(14), d.t(0.6)))
    d.flash((255, 140, 40))
    s.app.sound.play("explosion")


def _kitten_spot(d: Director) -> pygame.Rect:
    """Where a drawn Kitten waits, beside the discard pile."""
    g = d.scene.geo
    return g.discard.move(g.discard.width + d.scene.app.metrics.px(30), 0)


# ---- Zombie Kittens ---------------------------------------------------------------------------------
def died(d: Director, e: ev.Died) -> None:
    """The Kitten explodes on the player, then lies face up on their plate: they keep their hand."""
    s = d.scene
    explode(d, e.seat)
    s.shown.drawn_kitten = None
    d.fly(EXPLODING, _kitten_spot(d), d.anchor(e.seat), 0.5, spin=20, on_done=lambda: s.shown.apply(e))
    words = _("You died!") if e.seat == d.reader else _("{name} died!").format(name=s.names[e.seat])
    d.say(words, 1.4, blocking=True, colour=s.app.palette.danger)


def resurrected(d: Director, e: ev.Resurrected) -> None:
    """The resurrection effect on the risen player's plate (see `rising`), then they live again."""
    s = d.scene
    m = s.app.metrics
    s.shown.raised.append(e.risen)
    plate = _plate(d, e.risen)
    calm = s.app.settings.reduced_flashing
    if not d.reduced and not calm:
        d.glow(plate.center, plate.height, GRAVE_GREEN, d.t(1.6))
    d.flash((60, 200, 110))
    room = mark_room(s.app, s.geo, s.shown, s.names, e.risen) if e.risen in s.geo.plates else plate
    s.anims.add(Rising(plate, room, s.app.palette.name, d.t(2.4, flash_safe=True), m.font("heading"),
                       reduced=d.reduced, calm=calm, seed=e.risen, on_done=lambda: s.shown.apply(e)))
    s.app.sound.play("resurrection")
    d.say(log_line(d, e), 1.2, colour=GRAVE_GREEN)


def _plate(d: Director, seat: int) -> pygame.Rect:
    """A player's plate; for the viewer, a plate-sized spot over their hand."""
    g = d.scene.geo
    if seat in g.plates:
        return g.plates[seat]
    anchor = d.anchor(seat)
    width = max(g.plates.values(), key=lambda r: r.width).width if g.plates else anchor.width * 3
    return pygame.Rect(anchor.centerx - width // 2, anchor.top, width, anchor.height)


def kitten_hidden(d: Director, e: ev.KittenHidden) -> None:
    """A Kitten goes back into the pile in secret: the risen player's from their plate (face down
    by now), the placer's own from beside the discard pile."""
    s = d.scene
    shown = s.shown
    start = d.anchor(shown.raised.pop()) if shown.raised else _kitten_spot(d)
    if not shown.raised:
        shown.drawn_kitten = None
    d.fly(None, start, s.geo.draw_pile, 0.5, on_done=lambda: setattr(shown, "draw_count", shown.draw_count + 1))
    if e.position is None:
        d.tell(e.seat, _("You hide a Kitten somewhere in the draw pile"),
               _("{name} hides a Kitten somewhere in the draw pile"))
    else:
        d.tell(e.seat, _("You hide a Kitten at position {n} in the draw pile"),
               _("{name} hides a Kitten at position {n} in the draw pile"), n=format_number(e.position + 1))
    if s.app.settings.reduced_flashing:
        s.anims.add(Wait(d.t(0.0, flash_safe=True)))


def foresight(d: Director, e: ev.Foresight) -> None:
    s = d.scene
    d.glow(d.anchor(e.seat).center, s.app.metrics.px(90), CARD_COLOURS["now"], d.t(0.8))
    d.float_text(log_line(d, e), e.seat)


def card_fed(d: Director, e: ev.CardFed) -> None:
    """Feed the Dead: a card from a living hand to the dead player's (a back unless it is yours)."""
    s = d.scene
    card = e.card if d.can_see(e.card) else None
    s.shown.take(e.giver, e.card)
    d.fly(card, d.anchor(e.giver), d.anchor(e.receiver), 0.55, spin=-10,
          on_done=lambda: s.shown.give(e.receiver, e.card))
    if e.receiver == d.reader:
        d.tell(e.giver, _("You feed a card to yourself"), _("{name} feeds a card to you"))
    else:
        d.tell(e.giver, _("You feed a card to {other}"), _("{name} feeds a card to {other}"),
               other=s.names[e.receiver])


def card_buried(d: Director, e: ev.CardBuried) -> None:
    """Grave Robber: a dead player's card goes into the draw pile (shuffled after)."""
    s = d.scene
    card = e.card if d.can_see(e.card) else None
    s.shown.take(e.seat, e.card)
    d.fly(card, d.anchor(e.seat), s.geo.draw_pile, 0.5,
          on_done=lambda: setattr(s.shown, "draw_count", s.shown.draw_count + 1))
    d.tell(e.seat, _("You put a card into the pile"), _("{name} puts a card into the pile"))


def card_dug(d: Director, e: ev.CardDug) -> None:
    d.tell(e.seat, _("You leave the top card and draw the next"), _("{name} leaves the top card and draws the next"))
    card_drawn(d, e)


def ends_swapped(d: Director, e: ev.EndsSwapped) -> None:
    s = d.scene
    s.anims.add(Shuffle(s.geo.draw_pile, s.app.palette.name, d.t(0.5), reduced=d.reduced))
    d.say(_("Top and bottom swapped"), 0.8)
    s.app.sound.play(card_sound(SWAP_ENDS))


def game_won(d: Director, e: ev.GameWon) -> None:
    s = d.scene
    s.shown.apply(e)
    pal = s.app.palette
    if not d.reduced:
        s.anims.add(Confetti(s.geo.screen, [pal.accent, pal.good, CARD_COLOURS["favor"], CARD_COLOURS["skip"]],
                             d.t(4.0), seed=e.seat))
    d.say(log_line(d, e), 1.6, blocking=True)
    s.app.sound.play("victory")


HANDLERS: dict[type[Event], Handler] = {
    ev.Dealt: dealt,
    ev.CardsPlayed: cards_played,
    ev.Noped: noped,
    ev.Passed: passed,
    ev.PlayResolved: play_resolved,
    ev.TurnBegan: turn_began,
    ev.DirectionReversed: direction_reversed,
    ev.PileShuffled: pile_shuffled,
    ev.FutureSeen: future_seen,
    ev.FutureArranged: future_arranged,
    ev.CardMoved: card_moved,
    ev.NothingTaken: nothing_taken,
    ev.DiscardTaken: discard_taken,
    ev.CardDrawn: card_drawn,
    ev.Defused: defused,
    ev.KittenPlaced: kitten_placed,
    ev.Eliminated: eliminated,
    ev.GameWon: game_won,
    ev.Died: died,
    ev.Resurrected: resurrected,
    ev.KittenHidden: kitten_hidden,
    ev.Foresight: foresight,
    ev.CardFed: card_fed,
    ev.CardBuried: card_buried,
    ev.CardDug: card_dug,
    ev.EndsSwapped: ends_swapped,
}
