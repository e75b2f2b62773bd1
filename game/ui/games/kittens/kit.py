"""The Kittens table kit (Exploding and Imploding Kittens): what the generic table asks of the
family (see `game.ui.table.kit`): the centre of the table, the turn's buttons and panels, the
Nope, the status line, the recap and the odds."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from .... import i18n
from ....engine import Action, DecisionKind, Event
from ....engine.arbiter import asked_seat
from ....i18n import N_, _, format_list, format_number, ngettext
from ....rules.kittens import events as ev
from ....rules.kittens.cards import (
    ATTACK_DEAD,
    DEFUSE,
    EXPLODING,
    IMPLODING,
    NOPE,
    ZOMBIE,
    title,
)
from ....rules.kittens.narrate import cards_words
from ....rules.kittens.odds import kitten_odds
from ....rules.kittens.ruleset import ATTACK_TURNS, attack_turns, attack_victim
from ....rules.kittens.zombie import dead_attack_turns
from ...scenes.dialogs import risk
from ...table.hand import choose_first
from ...table.panels import ChoicePanel
from ...table.shown import SPECTATOR
from ...widgets import Button, Widget
from . import centre, spoken, zombie
from .cards import CARDS, FAMILY
from .director import HANDLERS, catch_up
from .panels import ArrangePanel, PlacePanel
from .shown import KittensShown

if TYPE_CHECKING:
    from ...app import App
    from ...table.scene import TableScene

NOPE_ACTION = Action("nope", cards=(NOPE,))
DRAW = Action("draw")


class DiscardWidget(Widget):
    """The discard pile as a focusable spot: choosing it opens the pile for browsing."""

    def __init__(self, table: TableScene):
        super().__init__()
        self.table = table

    @property
    def rect(self) -> pygame.Rect:  # type: ignore[override]
        return self.table.geo.discard

    @rect.setter
    def rect(self, value: pygame.Rect) -> None:
        pass  # always where the discard pile is drawn

    def activate(self) -> None:
        from ...scenes.discard import DiscardScene

        table = self.table
        table.app.push(DiscardScene(table.app, list(table.shown.discard), CARDS))

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        pass  # drawn with the piles

    def spoken(self, full: bool = False) -> str:
        # TRANSLATORS: narration of the discard pile as a button; {pile} is "Discard pile: Nope on top"
        return _("{pile}, button: browse it").format(pile=spoken.discard_words(self.table))


class KittensKit:
    family = FAMILY
    cards = CARDS
    handlers = HANDLERS
    answer_label = N_("Nope!")  # TRANSLATORS: the button that answers a play with a Nope card
    no_answer = N_("You have no Nope card")
    answer_cards = frozenset({NOPE})
    quick = ("exploding-kittens", {"big_hands": True})  # the title's Quick game: the house game, big hands

    def __init__(self) -> None:
        self.keys: dict[str, Callable[[TableScene], None]] = {"draw": draw_card}

    # ---- the table ---------------------------------------------------------------------------
    def shown(self, view: Any) -> KittensShown:
        return KittensShown.from_view(view)

    def centre_widgets(self, table: TableScene) -> list[Widget]:
        return [DiscardWidget(table)]

    def _discard_focus(self, table: TableScene) -> tuple[bool, bool]:
        spot = table.centre_widgets[0]
        return table.controls.focused is spot, table.controls.hover is spot

    def centre_key(self, table: TableScene) -> tuple:
        return (round(table.anims.pulse("turns"), 2), round(table.anims.pulse("cone"), 2),
                *self._discard_focus(table), centre.odds_words(table))

    def draw_centre(self, surface: pygame.Surface, table: TableScene) -> None:
        centre.draw_centre(surface, table, *self._discard_focus(table))

    def draw_out_mark(self, surface: pygame.Surface, table: TableScene, seat: int, room: pygame.Rect) -> bool:
        return centre.draw_grave_mark(surface, table, seat, room)

    def odds(self, view: Any) -> float | None:
        return kitten_odds(view)

    def catch_up(self, table: TableScene, missed: list[Event]) -> None:
        catch_up(table, missed)

    def spoken_table(self, table: TableScene) -> list[str]:
        """The table in words, for narration (the hear-the-table key)."""
        return spoken.table_words(table)

    # ---- the viewer's decisions ----------------------------------------------------------------
    def picks_cards(self, prompt: str) -> bool:
        return prompt in ("turn", "give_card", *zombie.HAND_CHOICES)

    def ask(self, table: TableScene, seat: int, prompt: str) -> None:
        view = table.match.view(seat)
        if prompt == "give_card":
            table.hand.limit = 1
        elif prompt in ("place_exploding", "place_imploding"):
            kitten = IMPLODING if prompt == "place_imploding" else "exploding_kitten"
            place = lambda p: table.act(seat, _place(prompt, p))  # noqa: E731
            table.open_panel(PlacePanel(table.app, kitten, view.draw_count, place, table.geo.pile_card_w))
        elif prompt == "arrange_future":
            known = dict(view.known_pile)
            k = min(3, view.draw_count)
            cards = tuple(known.get(i, "?") for i in range(k))
            arrange = lambda order: table.act(seat, Action("arrange", order=order))  # noqa: E731
            table.open_panel(ArrangePanel(table.app, cards, arrange, table.geo.hand_card_w))
        elif prompt == "pick_discard":
            options = [(title(a.card or ""), a.card, lambda a=a: table.act(seat, a))
                       for a in table.match.legal_actions(seat)]
            table.open_panel(ChoicePanel(table.app, _("Five different: take a card"), options,
                                         detail=_("Take any one card from the discard pile."), art=CARDS))
        else:
            zombie.ask(table, seat, prompt)

    def buttons(self, table: TableScene, seat: int, prompt: str) -> list[Button]:
        if prompt == "turn":
            play = Button(_play_label(table), lambda: play_selected(table), style="primary", explains=True)
            play.enabled = bool(candidates(table))
            kitten = top_kitten(table, seat)
            # TRANSLATORS: {card} is a Kitten's card name (Exploding Kitten, Imploding Kitten)
            label = _("Draw a card") if kitten is None else _("Draw the {card}").format(card=title(kitten))
            return [play, Button(label, lambda: table.act(seat, DRAW), hint=table.app.key_name("draw"),
                                 style="normal" if kitten is None else "danger", risk=draw_risk(table, seat))]
        if prompt == "give_card":
            chosen = table.hand.chosen_cards()
            to = table.names[table.shown.current]
            if table.shown.current == table.viewer:  # (a hot-seat Favor the viewer played on themself cannot be)
                words = _("Give {card} to yourself").format(card=title(chosen[0])) if chosen else _(
                    "Give yourself a card (choose one)")
            elif chosen:
                # TRANSLATORS: a button: {card} is a card name, {name} a player's name
                words = _("Give {card} to {name}").format(card=title(chosen[0]), name=to)
            else:
                words = _("Give {name} a card (choose one)").format(name=to)
            give = Button(words, lambda: play_selected(table), style="primary", explains=True)
            give.enabled = bool(candidates(table))
            give.risk = gift_risk(table, seat, chosen)
            return [give]
        if prompt in zombie.HAND_CHOICES:
            return zombie.hand_buttons(table, seat, prompt, table.hand.chosen_cards(), bool(candidates(table)),
                                       lambda: play_selected(table))
        return []

    def answer(self, legal: list[Action]) -> Action | None:
        return zombie.first_answer(legal)

    def aimed_at(self, view: Any, seat: int) -> bool:
        """Whether the play in a window is aimed at `seat` (it keeps the full countdown)."""
        return aimed_at(view, seat)

    def answers(self, table: TableScene, legal: list[Action]) -> list[tuple[str, str | None, Action]]:
        """The Nope, and in Zombie Kittens each NOW card that may answer the window."""
        return zombie.answers(table, legal)

    def status(self, table: TableScene) -> str:
        """Whose turn, what is being answered, who is choosing. "You" only for the viewer, and
        never asked to answer a play of their own or when they hold nothing that answers."""
        shown = table.shown
        if shown.current == table.viewer:
            words = _("Your turn")
        else:
            words = _("{name}'s turn").format(name=table.names[shown.current])
        pending = table.match.pending if table.synced else None
        if pending is not None and pending.kind == DecisionKind.RESPONSE:
            view = table.match.view(table.seen_as)
            if view.play is not None:
                words = _window_words(table, view)
        elif pending is not None and pending.prompt == "give_card":
            giver = asked_seat(pending)
            to = table.names[shown.current]
            if giver == table.viewer:
                words = _("Choose a card to give to {name}").format(name=to)
            elif shown.current == table.viewer:
                words = _("{name} is choosing a card to give to you").format(name=table.names[giver])
            else:
                words = _("{name} is choosing a card to give to {other}").format(name=table.names[giver], other=to)
        elif pending is not None and pending.prompt == "turn" and shown.current == table.viewer:
            words = _("Your turn: play cards, then draw")
        elif pending is not None:
            words = zombie.status(table, pending.prompt, pending) or words
        if (table.viewer is not None and 0 <= table.viewer < shown.players and not shown.alive[table.viewer]
                and shown.hand and shown.winner is None and pending is not None
                and pending.kind == DecisionKind.TURN):
            # TRANSLATORS: the status line of a dead player in Zombie Kittens; {status} is "Ann's turn"
            words = _("{status}. You are dead: you may still answer plays").format(status=words)
        return words

    def recap(self, table: TableScene) -> list[str]:
        """Who went out when, and how many cards each player played (public facts only). The deal
        begins the first turn (it names who goes first; no TurnBegan), each TurnBegan the next."""
        turn = 0
        names = table.recap_names()
        played = [0] * len(names)
        lines = []
        for e in table.feeds[SPECTATOR]:
            if isinstance(e, (ev.Dealt, ev.TurnBegan)):
                turn += 1
            elif isinstance(e, ev.CardsPlayed):
                played[e.seat] += len(e.cards)
            elif isinstance(e, ev.Noped):
                played[e.seat] += 1
            elif isinstance(e, ev.Eliminated):
                lines.append(_out_words(names[e.seat], e.kitten == IMPLODING, turn, table.recap_you() == e.seat))
        counts = format_list([_("{name} {count}").format(name=n, count=format_number(p))
                              for n, p in zip(names, played, strict=True)])
        lines.append(_("Cards played: {counts}.").format(counts=counts))
        return lines


def _out_words(name: str, imploded: bool, turn: int, you: bool) -> str:
    """The recap's line of a player who went out: who, how, on which turn."""
    n = format_number(turn)
    if you:
        if imploded:
            return ngettext("You imploded on turn {n}.", "You imploded on turn {n}.", turn).format(n=n)
        return ngettext("You exploded on turn {n}.", "You exploded on turn {n}.", turn).format(n=n)
    if imploded:
        return ngettext("{name} imploded on turn {n}.", "{name} imploded on turn {n}.", turn).format(name=name, n=n)
    return ngettext("{name} exploded on turn {n}.", "{name} exploded on turn {n}.", turn).format(name=name, n=n)


PUTS_A_KITTEN_BACK = frozenset({ZOMBIE})  # its window is where Clairvoyance shows where the Kittens go


def aimed_at(view: Any, seat: int) -> bool:
    """Whether the play in the window is aimed at `seat`: their own card (the play or a Nope) is
    the one just Noped; or the play stands (Noped an even number of times) and it targets them (a
    Favor, a steal, a Targeted Attack), it is an Attack that falls on them, or they have looked at
    the draw pile (`view.known_pile`: See the Future, a Kitten they placed, the face-up Imploding
    Kitten) and it puts a Kitten back in secret. A play on them that someone else Noped is not:
    for now it does nothing to them. `view` is the seat's own or a spectator's: only public facts
    and what the seat saw of the pile are read, never its hand."""
    play = view.play
    if play is None:
        return True
    chain = (play.seat, *view.nopes)  # the cards in the window, the last one on top
    if len(chain) > 1 and chain[-2] == seat:
        return True
    if len(view.nopes) % 2:
        return False
    if seat == play.target:
        return True
    if len(play.cards) == 1 and attack_victim(play.acts_as, play.seat, play.target, view.next_living) == seat:
        return True
    return play.acts_as in PUTS_A_KITTEN_BACK and bool(view.known_pile)


def _falls_on_viewer(table: TableScene, view: Any) -> bool:
    """Whether the play in the window is an Attack (of any kind) whose turns fall on the viewer
    if it stands."""
    play = view.play
    return (table.viewer is not None and len(play.cards) == 1
            and attack_victim(play.acts_as, play.seat, play.target, view.next_living) == table.viewer)


def _turns_given(view: Any) -> int:
    """The turns the Attack in the window gives its victim, by the table's rules."""
    dead = view.play.acts_as == ATTACK_DEAD
    return attack_turns(view, dead_attack_turns(view) if dead else ATTACK_TURNS)


def _window_words(table: TableScene, view: Any) -> str:
    """The status of a response window: what was played (and Noped), then what the viewer may do:
    answer it when they can, wait when it is their own card on top."""
    play = view.play
    cards = cards_words(play.cards)
    if play.acts_as != play.cards[0]:  # a Clone names the card it copies
        # TRANSLATORS: {cards} is the Clone card played, {card} the card it copies ("Clone as Attack")
        cards = _("{cards} as {card}").format(cards=cards, card=title(play.acts_as))
    last = play.seat
    if view.nopes:
        last = view.nopes[-1]
        words = _nope_words(table, last, cards, cancelled=len(view.nopes) % 2 == 1)
    else:
        words = _played_words(table, play.seat, play.target, cards, _turns_given(view)
                              if _falls_on_viewer(table, view) else None)
    if last == table.viewer:
        # TRANSLATORS: {status} is a sentence about the play ("Bea played Attack."); the rest follows it
        return _("{status} Waiting for answers").format(status=words)
    if table.viewer is None or table.flow.can_answer():  # the shared hot-seat view: anyone may claim
        if view.rules.now_cards:  # Zombie Kittens: NOW cards answer too (a Zombie Kitten only them)
            return _("{status} Answer it?").format(status=words)
        return (_("{status} Nope back?") if view.nopes else _("{status} Nope it?")).format(status=words)
    return words


def _played_words(table: TableScene, seat: int, target: int | None, cards: str, taken: int | None) -> str:
    """ "Bea played Attack on you: you take 2 turns." (`taken`: the turns an Attack gives the viewer)."""
    name = table.names[seat]
    if taken is not None:
        n = format_number(taken)
        if seat == table.viewer:  # (never: an Attack falls on the next player)
            return ngettext("You played {cards}: you take {n} turn.", "You played {cards}: you take {n} turns.",
                            taken).format(cards=cards, n=n)
        return ngettext("{name} played {cards} on you: you take {n} turn.",
                        "{name} played {cards} on you: you take {n} turns.", taken).format(name=name, cards=cards, n=n)
    # TRANSLATORS: {cards} is the card or cards played ("Attack", "2 x Tacocat"), {target} a player's name
    if target is None:
        return (_("You played {cards}.") if seat == table.viewer else _("{name} played {cards}.")).format(
            name=name, cards=cards)
    if seat == table.viewer:
        return _("You played {cards} on {target}.").format(cards=cards, target=table.names[target])
    if target == table.viewer:
        return _("{name} played {cards} on you.").format(name=name, cards=cards)
    return _("{name} played {cards} on {target}.").format(name=name, cards=cards, target=table.names[target])


def _nope_words(table: TableScene, seat: int, cards: str, cancelled: bool) -> str:
    """ "Bea said Nope: Attack is cancelled." (or back on, after a Nope of the Nope)."""
    you = seat == table.viewer
    if cancelled:
        words = _("You said Nope: {cards} is cancelled.") if you else _("{name} said Nope: {cards} is cancelled.")
    else:
        words = _("You said Nope: {cards} is back on.") if you else _("{name} said Nope: {cards} is back on.")
    return words.format(name=table.names[seat], cards=cards)


# ---- a turn: choose cards, then play or draw ----------------------------------------------------
def _place(prompt: str, position: int) -> Action:
    return Action("defuse" if prompt == "place_exploding" else "place", position=position)


def candidates(table: TableScene) -> list[Action]:
    """The legal plays made of exactly the chosen cards."""
    decision = table.my_decision()
    if decision is None:
        return []
    seat, prompt = decision
    chosen = table.hand.chosen_cards()
    legal = table.match.legal_actions(seat)
    if prompt == "give_card" or prompt in zombie.HAND_CHOICES:
        return [a for a in legal if len(chosen) == 1 and a.card == chosen[0]]
    return [a for a in legal if a.kind == "play" and a.cards == chosen] if chosen else []


def play_selected(table: TableScene) -> None:
    decision = table.my_decision()
    options = candidates(table)
    if decision is None or not options:
        if decision is not None:
            table.say(_choose_first(table, decision[1]))
        return
    _narrow(table, decision[0], options)


def _choose_first(table: TableScene, prompt: str) -> str:
    """What to do before a hand play can be made: choose its cards (how, by key)."""
    if prompt != "turn":
        return choose_first()
    return _("Not a play: change the cards") if table.hand.chosen_cards() else choose_first(None)


def _narrow(table: TableScene, seat: int, options: list[Action]) -> None:
    """Ask for a target, then a card name, until one action is left."""
    if len(options) == 1:
        table.act(seat, options[0])
        return
    targets = sorted({a.target for a in options if a.target is not None})
    if len(targets) > 1:
        pick = {t: (lambda t=t: _narrow(table, seat, [a for a in options if a.target == t])) for t in targets}
        choices = [(zombie.name_and_cards(table.names[t], table.shown.counts[t]), None, pick[t]) for t in targets]
        table.open_panel(ChoicePanel(table.app, _("Choose a player"), choices, cancel=table.close_panel,
                                     detail=_("Or click their name at the top."), art=CARDS))
        table.targets = pick  # a click on a player's plate chooses them too
        return
    names = sorted({a.card for a in options if a.card is not None})
    choices = [(title(n), n, lambda n=n: _narrow(table, seat, [a for a in options if a.card == n])) for n in names]
    detail = (_("If {name} has one, they must give it to you.").format(name=table.names[targets[0]]) if targets
              else _("If they have one, they must give it to you."))
    table.open_panel(ChoicePanel(table.app, _("Name a card"), choices, detail=detail, cancel=table.close_panel,
                                 art=CARDS))


def draw_card(table: TableScene) -> None:
    """The draw key: draw, after asking when you can see a Kitten on top."""
    decision = table.my_decision()
    if decision is None or decision[1] != "turn":
        return
    seat = decision[0]
    ask = draw_risk(table, seat)
    if ask is None:
        table.act(seat, DRAW)
    else:
        ask.ask(lambda: table.act(seat, DRAW))


def top_kitten(table: TableScene, seat: int) -> str | None:
    """The Kitten `seat` can see on top of the draw pile (the face-up Imploding Kitten, public, or
    one their own look showed them), else None. Read from their view only."""
    top = dict(table.match.view(seat).known_pile).get(0)
    return top if top in (EXPLODING, IMPLODING) else None


def gift_risk(table: TableScene, seat: int, chosen: Sequence[str]) -> Any:
    """Giving away a Defuse while holding other cards is asked about once, by key (None: just give)."""
    if tuple(chosen[:1]) != (DEFUSE,) or set(table.match.view(seat).hand) <= {DEFUSE}:
        return None
    return risk(table.app, _("Give away your Defuse?"), yes=_("Give the Defuse"), no=_("Choose another card"),
                detail=_("It is the card that saves you from an Exploding Kitten."))


def draw_risk(table: TableScene, seat: int) -> Any:
    """Drawing a Kitten `seat` can see is asked about first, by key or click (None: just draw)."""
    kitten = top_kitten(table, seat)
    if kitten is None:
        return None
    if kitten == IMPLODING:
        detail = _("It lies face up on top of the draw pile: drawing it puts you out of the game, Defuse or not.")
    else:
        detail = _("You saw it on top of the draw pile: drawing it explodes you unless a card saves you.")
    return risk(table.app, _("Draw the {card}?").format(card=title(kitten)),
                yes=_("Draw the {card}").format(card=title(kitten)), no=_("Go back"), detail=detail, always=True)


def _play_label(table: TableScene) -> str:
    chosen = table.hand.chosen_cards()
    if not chosen:
        return _("Play (choose cards)")
    n = len(chosen)
    if not candidates(table):
        after = _what_next(table, chosen)
        if after is not None:
            return after
        return _("{card} can't be played now").format(card=title(chosen[0])) if n == 1 else _(
            "Not a play: change the cards")
    if n == 1:
        clone = candidates(table)[0]
        if chosen[0] == "clone" and clone.card:
            # TRANSLATORS: a button: play a Clone card ({card}) as the card it copies ({copied})
            return _("Play {card} as {copied}").format(card=title(chosen[0]), copied=title(clone.card))
        return _("Play {card}").format(card=title(chosen[0]))
    if n == 2:
        return _("Play the pair: steal a card")
    if n == 3:
        return _("Play 3 of a kind: name a card")
    if n == 5:
        return _("Play 5 different: take a discard")
    return ngettext("{n} card is not a play", "{n} cards are not a play", n).format(n=format_number(n))


def _what_next(table: TableScene, chosen: tuple[str, ...] | list[str]) -> str | None:
    """Chosen cards that are not a play yet but part of one (the first card of a pair): what to
    choose next and what it does, from the plays the rules list; None when they are part of none."""
    decision = table.my_decision()
    if decision is None:
        return None
    have = Counter(chosen)
    plays = [a for a in table.match.legal_actions(decision[0])
             if a.kind == "play" and len(a.cards) > len(chosen) and not have - Counter(a.cards)]
    if not plays:
        return None
    size = min(len(a.cards) for a in plays)
    missing = sorted({card for a in plays if len(a.cards) == size for card in Counter(a.cards) - have})
    more = size - len(chosen)
    n = format_number(more)
    if size == 5:
        return ngettext("Pick {n} more with different titles to take a discard",
                        "Pick {n} more with different titles to take a discard", more).format(n=n)
    steal = size == 2
    if more > 1:
        # TRANSLATORS: {cards} lists the card names that fit ("Tacocat or Feral Cat")
        cards = _or_list([title(card) for card in missing])
        if steal:
            return ngettext("Pick {n} more ({cards}) to steal", "Pick {n} more ({cards}) to steal", more).format(
                n=n, cards=cards)
        return ngettext("Pick {n} more ({cards}) to name a card", "Pick {n} more ({cards}) to name a card",
                        more).format(n=n, cards=cards)
    if len(missing) > 2:  # a Feral Cat pairs with any cat: too many to name on a button
        return _("Pick another cat card to steal") if steal else _("Pick another cat card to name a card")
    if len(missing) == 1 and missing[0] in have:
        card = title(missing[0])
        return (_("Pick a second {card} to steal") if steal else _("Pick a second {card} to name a card")).format(
            card=card)
    # TRANSLATORS: {card} is a card name, or a choice of them ("Tacocat or Feral Cat")
    cards = _or_list([title(c) for c in missing])
    return (_("Pick a {card} to steal") if steal else _("Pick a {card} to name a card")).format(card=cards)


def _or_list(words: list[str]) -> str:
    """ "Tacocat or Feral Cat": a choice among a few words, as the current language writes it (CLDR)."""
    if len(words) < 2:
        return "".join(words)
    from babel.lists import format_list as list_words

    return list_words(words, style="or", locale=i18n.babel_locale())


KIT = KittensKit()
