"""How each Kombat event looks and sounds at the table: one handler per event class (HANDLERS).

Cards fly face down to the arena when committed, turn over all at once on the reveal, treasure
flies from the losing side (or the loser's row) to the winner's row, the rest to the Litter Box.
A card another player commits or draws flies as a back; only revealed cards fly face up.
Where the table says what the log says, it says the log's line (`narrate.line`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ....engine import Event
from ....i18n import _, format_list, ngettext
from ....rules.kombat import cards as kc
from ....rules.kombat import events as ev
from ....rules.kombat.hands import key
from ....rules.kombat.narrate import BOTH_FORFEIT, Reader, line, takes, you_share_the_win
from ....rules.kombat.state import BATTLE
from ... import cards_art, text
from ...table.anims import Anim, Banner, Confetti, Shuffle, Wait
from ...table.director import Director
from ...table.kit import Handler
from ...table.painter import log_reader
from ...tween import LINEAR
from .cards import FAMILY, SUIT_COLOURS
from .centre import layout_of
from .shown import KombatShown
from .words import HOW_HANDS_WIN, beats, hand_words, tie

if TYPE_CHECKING:
    from ...table.scene import TableScene


class FlipCard(Anim):
    """A card turning over where it lies: the back narrows to nothing, then the face widens (under
    reduced motion the face fades in)."""

    def __init__(self, card: str, rect: pygame.Rect, palette: str, duration: float, delay: float = 0.0,
                 reduced: bool = False, on_done: Callable[[], None] | None = None):
        super().__init__(duration, LINEAR, delay, on_done)
        self.card, self.rect, self.palette, self.reduced = card, rect, palette, reduced

    def draw(self, surface: pygame.Surface) -> None:
        t = self.tween.raw if self.tween.started else 0.0
        w = self.rect.width
        if self.reduced:
            img = cards_art.face(self.card, w, self.palette, FAMILY).copy()
            img.set_alpha(round(255 * t))
        else:
            img = cards_art.back(w, self.palette) if t < 0.5 else cards_art.face(self.card, w, self.palette, FAMILY)
            img = pygame.transform.smoothscale(img, (max(1, round(w * abs(1 - 2 * t))), self.rect.height))
        surface.blit(img, img.get_rect(center=self.rect.center))


def _shown(d: Director) -> KombatShown:
    shown = d.scene.shown
    assert isinstance(shown, KombatShown)
    return shown


def _reader(s: TableScene) -> Reader:
    """The table's people as the log's reader sees them (`Director.reader` is "you")."""
    return Reader(s.names, log_reader(s))


def _strip(d: Director, seat: int) -> pygame.Rect:
    """Where `seat`'s treasure lies (its row; the hand's place when it has none on screen)."""
    lay = layout_of(d.scene)
    return lay.strips.get(seat, d.anchor(seat))


def _card_at(rect: pygame.Rect, width: int) -> pygame.Rect:
    r = pygame.Rect(0, 0, width, round(width * cards_art.ASPECT))
    r.center = rect.center
    return r


# ---- the deal and turns -------------------------------------------------------------------------
def dealt(d: Director, e: ev.Dealt) -> None:
    s = d.scene
    shown = _shown(d)
    shown.apply(e)
    shown.counts = [0] * shown.players
    shown.hand = []
    pile = layout_of(s).pile
    k = 0
    for rnd in range(max((len(h) for h in e.hands), default=0)):
        for seat, hand in enumerate(e.hands):
            if rnd < len(hand):
                card = hand[rnd] if seat == s.seen_as and d.can_see(hand[rnd]) else None
                d.fly(card, pile, d.anchor(seat), 0.35, delay=k * 0.04, spin=-15,
                      on_done=lambda seat=seat, card=card: shown.give(seat, card))
                k += 1
    s.app.sound.play("shuffle")
    if s.begun():  # (a table held for its host's Start: nobody goes first yet)
        d.say(_("You go first") if e.first == d.reader else _("{name} goes first").format(name=s.names[e.first]),
              1.0)


def turn_began(d: Director, e: ev.TurnBegan) -> None:
    s = d.scene
    _shown(d).apply(e)
    mine = e.seat == s.viewer  # (the one who picks now: the banner holds for them)
    words = _("Your turn: pick an opponent") if e.seat == d.reader else line(e, _reader(s))
    d.say(words, 0.6 if mine else 0.8, blocking=mine)
    if mine:
        s.app.sound.play("your_turn")


FIRST_BATTLE_WORDS = HOW_HANDS_WIN  # said before the first battle: the words the arena shows beside a fight


def battle_announced(d: Director, e: ev.BattleAnnounced) -> None:
    """The battle's banner; before the game's first battle, how a battle is won (a newcomer meets
    it here, not first in the log's "Pair of 4s, 9 kicker")."""
    s = d.scene
    _shown(d).apply(e)
    attacker, defender = s.names[e.attacker], s.names[e.defender]
    if e.attacker == d.reader:
        words = _("You battle {target}!").format(target=defender)
    elif e.defender == d.reader:
        words = _("{name} battles you!").format(name=attacker)
    else:
        words = _("{name} battles {target}!").format(name=attacker, target=defender)
    d.say(words, 1.0, blocking=True)
    if first_battle(s.feeds[s.seen_as], s.shown_upto - 1):  # (the event shown is the last one counted)
        d.say(_(FIRST_BATTLE_WORDS), 1.8, blocking=True)
    s.app.sound.play("kombat_gong")


def first_battle(feed: list, at: int) -> bool:
    """Whether the battle at position `at` of `feed` is the game's first (a Dogfight is not a
    battle). By position: equal events of one game may be one shared object (engine.match)."""
    return not any(isinstance(x, ev.BattleAnnounced) for x in feed[:at])


def help_asked(d: Director, e: ev.HelpAsked) -> None:
    _shown(d).apply(e)
    d.float_text(line(e, _reader(d.scene)), e.seat)


def help_answered(d: Director, e: ev.HelpAnswered) -> None:
    _shown(d).apply(e)
    d.float_text(line(e, _reader(d.scene)), e.helper)


# ---- commits and reveals --------------------------------------------------------------------------
def _next_slot(shown: KombatShown, seat: int) -> tuple[int, int]:
    """(group, index) where `seat`'s next card goes in the arena."""
    fight = shown.fight
    assert fight is not None
    group = fight.group_of(seat)
    group = seat if group is None else group
    index = len(fight.cards_of(group))
    index += sum(len(c) if c else 1 for s, c in fight.down.items() if s != seat and fight.group_of(s) == group)
    return group, index


def committed(d: Director, e: ev.Committed) -> None:
    s = d.scene
    shown = _shown(d)
    fight = shown.fight
    if fight is None:
        shown.apply(e)
        return
    mine = e.seat == shown.viewer and e.cards is not None
    for card in (e.cards or ()) if mine else ():
        if card in shown.hand:
            shown.hand.remove(card)
    fight.down[e.seat] = None  # places the card's slot; what it is lands with it
    group, index = _next_slot(shown, e.seat)
    fight.down.pop(e.seat)
    target = layout_of(s).slot(group, index)

    def land() -> None:
        if shown.fight is fight:
            fight.down[e.seat] = tuple(e.cards) if mine and e.cards is not None else None

    d.fly(None, d.anchor(e.seat), target, 0.35, spin=10, on_done=land)
    s.app.sound.play("kombat_commit")
    if e.seat != d.reader:  # (the reader knows they chose)
        # TRANSLATORS: a short note on a player's plate: they chose a card face down
        d.float_text(_("{name} chose").format(name=s.names[e.seat]), e.seat)


def revealed(d: Director, e: ev.Revealed) -> None:
    s = d.scene
    shown = _shown(d)
    fight = shown.fight
    if fight is None:
        shown.apply(e)
        return
    starts = {}
    for seat, _cards in e.shown:
        group = fight.group_of(seat)
        group = seat if group is None else group
        starts[seat] = (group, len(fight.cards_of(group)))
    shown.apply(e)
    lay = layout_of(s)
    pal = s.app.palette.name
    for seat, cards in e.shown:
        group, start = starts[seat]
        if not cards:
            d.float_text(_("You forfeit!") if seat == d.reader else _("{name} forfeits!").format(name=s.names[seat]),
                         seat)
            continue
        for j, card in enumerate(cards):
            spot = (group, start + j)
            fight.flipping.add(spot)
            s.anims.add(FlipCard(card, lay.slot(group, start + j), pal, d.t(0.45), delay=d.t(0.05 * j),
                                 reduced=d.reduced, on_done=lambda spot=spot: fight.flipping.discard(spot)))
    s.anims.add(Wait(d.t(0.7)))
    s.app.sound.play("kombat_reveal")


def battle_decided(d: Director, e: ev.BattleDecided) -> None:
    s = d.scene
    shown = _shown(d)
    fight = shown.fight
    shown.apply(e)
    if fight is None:
        return
    pal = s.app.palette
    words = outcome(s, shown, e)
    say_in_arena(d, words, 1.6, colour=pal.good if e.winner == d.reader else pal.accent)
    s.app.sound.play("kombat_win")


def say_in_arena(d: Director, words: str, seconds: float, colour: tuple[int, int, int]) -> None:
    """The fight's outcome in big words, never over the piles' words nor, where there is room,
    the fighters' cards: under the cards, else over the empty countdown row and bar, else across
    the arena's middle."""
    s = d.scene
    if s.app.settings.reduced_flashing:  # as the shell's banners: the pause without the flash
        s.anims.add(Wait(d.t(seconds)))
        return
    lay = layout_of(s)
    size = s.app.metrics.font("title")
    need = text.line_height(size) + size // 2
    bottom = max((r.bottom for g in lay.groups.values() for r in g.slots), default=lay.arena.top)
    g = s.geo
    rooms = [pygame.Rect(lay.arena.left, bottom + s.app.metrics.pad, lay.arena.width, lay.arena.bottom - bottom),
             # the countdown's row and the bar, empty while the table holds for these words
             pygame.Rect(lay.arena.left, g.countdown.top, lay.arena.width, g.bar.bottom - g.countdown.top)]
    area = next((r for r in rooms if r.height >= need and (r is rooms[0] or not s.bar_buttons)), lay.arena.copy())
    pal = s.app.palette
    s.anims.add(Banner(words, area, size, colour, pal.panel, d.t(seconds), reduced=d.reduced, blocking=True))


def outcome(s: TableScene, shown: KombatShown, e: ev.BattleDecided) -> str:
    """The fight's result in words, the ranking named, for the log's reader."""
    fight = shown.fight
    assert fight is not None
    you = log_reader(s)
    if fight.kind == BATTLE:
        if e.tie:
            return tie(fight.cards_of(fight.sides[0]))
        if not e.hands:  # a forfeit
            if e.winner is None:
                return _(BOTH_FORFEIT)
            loser = e.loser if e.loser is not None else fight.sides[0]
            if loser == you:
                return _("You forfeit: {winner} wins").format(winner=s.names[e.winner])
            if e.winner == you:
                return _("{loser} forfeits: you win").format(loser=s.names[loser])
            return _("{loser} forfeits: {winner} wins").format(loser=s.names[loser], winner=s.names[e.winner])
        assert e.winner is not None and e.loser is not None
        return beats(fight.cards_of(e.winner), fight.cards_of(e.loser))
    standing = [seat for seat, _words in e.hands]
    if not standing:
        return _("Nobody has a hand")
    keys = {seat: key(fight.cards_of(seat)) for seat in standing}
    top = max(keys.values())
    best = [seat for seat in standing if keys[seat] == top]
    hand = hand_words(fight.cards_of(best[0]), True)
    if len(best) == 1:
        if best[0] == you:
            return _("Best hand: you, {hand}").format(hand=hand)
        return _("Best hand: {name}, {hand}").format(name=s.names[best[0]], hand=hand)
    reader = _reader(s)
    names = reader.others(best)
    if fight.kind != BATTLE and e.winner is None and not e.tie:  # they play on for the Dog
        if you in best:
            return _("Tied at {hand}: you play on with {names}").format(hand=hand, names=names)
        return _("Tied at {hand}: {names} play on").format(hand=hand, names=names)
    return _("Tied at {hand}: {names}").format(hand=hand, names=format_list([reader.listed(seat) for seat in best]))


# ---- treasure --------------------------------------------------------------------------------------
def treasure_taken(d: Director, e: ev.TreasureTaken) -> None:
    s = d.scene
    shown = _shown(d)
    fight = shown.fight
    lay = layout_of(s)
    w = lay.card_w
    target = _card_at(_strip(d, e.seat), w)
    for i, card in enumerate(e.played):
        start = _card_at(_strip(d, e.loser), w)
        if fight is not None:
            cards = fight.cards_of(e.loser)
            if card in cards:
                start = lay.slot(e.loser, cards.index(card))
        shown.take_played(e.loser, card)
        d.fly(card, start, target, 0.6, delay=0.1 * i, spin=-10,
              on_done=lambda card=card: shown.gain_treasure(e.seat, card))
    for i, card in enumerate(e.stolen):
        shown.lose_treasure(e.loser, card)
        d.fly(card, _card_at(_strip(d, e.loser), w), target, 0.6, delay=0.1 * (i + len(e.played)),
              on_done=lambda card=card: shown.gain_treasure(e.seat, card))
    taken = (*e.played, *e.stolen)
    if taken:
        d.float_text(takes(e.seat, taken, _reader(s)), e.seat)
        d.glow(target.center, s.app.metrics.px(60), SUIT_COLOURS["dog"], d.t(0.8))
    s.app.sound.play("kombat_treasure")


def treasure_given(d: Director, e: ev.TreasureGiven) -> None:
    s = d.scene
    shown = _shown(d)
    shown.lose_treasure(e.seat, e.card)
    w = layout_of(s).card_w
    d.fly(e.card, _card_at(_strip(d, e.seat), w), _card_at(_strip(d, e.helper), w), 0.6,
          on_done=lambda: shown.gain_treasure(e.helper, e.card))
    card, name, helper = kc.title(e.card), s.names[e.seat], s.names[e.helper]
    if e.seat == d.reader:
        words = _("You give {card} to {helper}").format(card=card, helper=helper)
    elif e.helper == d.reader:
        words = _("{name} gives {card} to you").format(name=name, card=card)
    else:
        words = _("{name} gives {card} to {helper}").format(name=name, card=card, helper=helper)
    d.float_text(words, e.seat)
    s.app.sound.play("kombat_treasure")


def fight_cleared(d: Director, e: ev.FightCleared) -> None:
    s = d.scene
    shown = _shown(d)
    fight = shown.fight
    lay = layout_of(s)
    starts = []
    if fight is not None:
        for group in lay.groups:
            for i, card in enumerate(fight.cards_of(group)):
                starts.append((card, lay.slot(group, i)))
    shown.fight = None
    left = list(e.discarded)
    for i, (card, start) in enumerate(starts):
        if card in left:
            left.remove(card)
            d.fly(card, start, lay.litter, 0.4, delay=0.04 * i, spin=20,
                  on_done=lambda card=card: shown.litter.append(card))
    shown.litter.extend(left)


# ---- drawing and Dogs -------------------------------------------------------------------------------
def card_drawn(d: Director, e: ev.CardDrawn) -> None:
    s = d.scene
    shown = _shown(d)
    shown.draw_count = max(0, shown.draw_count - 1)
    card = e.card if d.can_see(e.card) else None
    d.fly(card, layout_of(s).pile, d.anchor(e.seat), 0.35, spin=-12, on_done=lambda: shown.give(e.seat, e.card))
    s.app.sound.play("draw")


def dog_drawn(d: Director, e: ev.DogDrawn) -> None:
    s = d.scene
    shown = _shown(d)
    lay = layout_of(s)
    shown.draw_count = max(0, shown.draw_count - 1)
    shown.dogs_in_pile = max(0, shown.dogs_in_pile - 1)
    d.fly(kc.DOG, lay.pile, lay.dogs, 0.6, spin=30, on_done=lambda: setattr(shown, "dogs_aside", shown.dogs_aside + 1))
    d.say(line(e, _reader(s)), 1.2, blocking=True)
    s.app.sound.play("kombat_bark")


def pile_refilled(d: Director, e: ev.PileRefilled) -> None:
    s = d.scene
    _shown(d).apply(e)
    s.anims.add(Shuffle(layout_of(s).pile, s.app.palette.name, d.t(0.7), reduced=d.reduced))
    d.say(_("The Litter Box becomes the new pile"), 0.9)
    s.app.sound.play("shuffle")


def dogfight_began(d: Director, e: ev.DogfightBegan) -> None:
    s = d.scene
    _shown(d).apply(e)
    d.say(line(e, _reader(s)), 1.2, blocking=True, colour=s.app.palette.danger)
    s.app.sound.play("kombat_bark")


def dog_won(d: Director, e: ev.DogWon) -> None:
    s = d.scene
    shown = _shown(d)
    lay = layout_of(s)
    shown.dogs_aside = max(0, shown.dogs_aside - 1)
    if e.seat is None:
        d.fly(kc.DOG, lay.dogs, lay.litter, 0.5, on_done=lambda: shown.litter.append(kc.DOG))
        d.say(_("Nobody takes the Dog"), 0.9)
        return
    d.fly(kc.DOG, lay.dogs, _card_at(_strip(d, e.seat), lay.card_w), 0.7, spin=-20,
          on_done=lambda: shown.gain_treasure(e.seat, kc.DOG))
    d.say(_("You take the Dog!") if e.seat == d.reader else _("{name} takes the Dog!").format(name=s.names[e.seat]),
          1.1, blocking=True)
    s.app.sound.play("kombat_treasure")


def deck_built(d: Director, e: ev.DeckBuilt) -> None:
    s = d.scene
    _shown(d).apply(e)
    s.anims.add(Shuffle(layout_of(s).pile, s.app.palette.name, d.t(0.9), reduced=d.reduced))
    d.say(_("The second deck: the Litter Box and the last Dogs"), 1.4, blocking=True)
    s.app.sound.play("shuffle")


def tiebreak_began(d: Director, e: ev.TiebreakBegan) -> None:
    s = d.scene
    _shown(d).apply(e)
    d.say(line(e, _reader(s)), 1.4, blocking=True)


def game_stalled(d: Director, e: ev.GameStalled) -> None:
    """A dead game (a whole round without a card shown): say why it ends before the score."""
    d.say(_("A whole round without a card shown: the game ends"), 1.6, blocking=True)


def game_over(d: Director, e: ev.GameOver) -> None:
    s = d.scene
    shown = _shown(d)
    shown.apply(e)
    pal = s.app.palette
    if not d.reduced:
        s.anims.add(Confetti(s.geo.screen, [pal.accent, pal.good, *SUIT_COLOURS.values()], d.t(4.0)))
    n = e.scores[e.winners[0]]
    reader = _reader(s)
    names = reader.others(e.winners)
    if len(e.winners) == 1:
        if e.winners[0] == d.reader:
            words = ngettext("You win with {n} point!", "You win with {n} points!", n).format(n=n)
        else:
            words = ngettext("{name} wins with {n} point!", "{name} wins with {n} points!", n).format(name=names, n=n)
    elif d.reader in e.winners:
        words = you_share_the_win(e.winners, n, reader)
    else:
        words = ngettext("{names} share the win with {n} point", "{names} share the win with {n} points", n).format(
            names=names, n=n)
    d.say(words, 2.0, blocking=True)
    s.app.sound.play("victory")


HANDLERS: dict[type[Event], Handler] = {
    ev.Dealt: dealt,
    ev.TurnBegan: turn_began,
    ev.BattleAnnounced: battle_announced,
    ev.HelpAsked: help_asked,
    ev.HelpAnswered: help_answered,
    ev.Committed: committed,
    ev.Revealed: revealed,
    ev.BattleDecided: battle_decided,
    ev.TreasureTaken: treasure_taken,
    ev.TreasureGiven: treasure_given,
    ev.FightCleared: fight_cleared,
    ev.CardDrawn: card_drawn,
    ev.DogDrawn: dog_drawn,
    ev.PileRefilled: pile_refilled,
    ev.DogfightBegan: dogfight_began,
    ev.DogWon: dog_won,
    ev.DeckBuilt: deck_built,
    ev.TiebreakBegan: tiebreak_began,
    ev.GameStalled: game_stalled,
    ev.GameOver: game_over,
}
