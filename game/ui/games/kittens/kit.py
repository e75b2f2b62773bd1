"""The Kittens table kit (Exploding and Imploding Kittens): what the generic table asks of the
family (see `game.ui.table.kit`): the centre of the table, the turn's buttons and panels, the
Nope, the status line, the recap and the odds."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from ....engine import Action, DecisionKind, Event
from ....engine.arbiter import asked_seat
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
from ....rules.words import plural
from ...narration.words import person
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
        return f"{spoken.discard_words(self.table)}, button: browse it"


class KittensKit:
    family = FAMILY
    cards = CARDS
    handlers = HANDLERS
    answer_label = "Nope!"
    no_answer = "You have no Nope card"
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
            table.open_panel(ChoicePanel(table.app, "Five different: take a card", options,
                                         detail="Take any one card from the discard pile.", art=CARDS))
        else:
            zombie.ask(table, seat, prompt)

    def buttons(self, table: TableScene, seat: int, prompt: str) -> list[Button]:
        if prompt == "turn":
            play = Button(_play_label(table), lambda: play_selected(table), style="primary", explains=True)
            play.enabled = bool(candidates(table))
            kitten = top_kitten(table, seat)
            label = "Draw a card" if kitten is None else f"Draw the {title(kitten)}"
            return [play, Button(label, lambda: table.act(seat, DRAW), hint=table.app.key_name("draw"),
                                 style="normal" if kitten is None else "danger", risk=draw_risk(table, seat))]
        if prompt == "give_card":
            chosen = table.hand.chosen_cards()
            to = person(table, table.shown.current, start=False)
            give = Button(f"Give {title(chosen[0])} to {to}" if chosen else f"Give {to} a card (choose one)",
                          lambda: play_selected(table), style="primary", explains=True)
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
        whose = "Your" if shown.current == table.viewer else f"{table.names[shown.current]}'s"
        words = f"{whose} turn"
        pending = table.match.pending if table.synced else None
        if pending is not None and pending.kind == DecisionKind.RESPONSE:
            view = table.match.view(table.seen_as)
            if view.play is not None:
                words = _window_words(table, view)
        elif pending is not None and pending.prompt == "give_card":
            giver = asked_seat(pending)
            to = person(table, shown.current, start=False)
            words = (f"Choose a card to give to {to}" if giver == table.viewer
                     else f"{table.names[giver]} is choosing a card to give to {to}")
        elif pending is not None and pending.prompt == "turn" and shown.current == table.viewer:
            words = "Your turn: play cards, then draw"
        elif pending is not None:
            words = zombie.status(table, pending.prompt, pending) or words
        if (table.viewer is not None and 0 <= table.viewer < shown.players and not shown.alive[table.viewer]
                and shown.hand and shown.winner is None and pending is not None
                and pending.kind == DecisionKind.TURN):
            words += ". You are dead: you may still answer plays"
        return words

    def recap(self, table: TableScene) -> list[str]:
        """Who went out when, and how many cards each player played (public facts only)."""
        turn = 0
        names = table.recap_names()
        played = [0] * len(names)
        lines = []
        for e in table.feeds[SPECTATOR]:
            if isinstance(e, ev.TurnBegan):
                turn += 1
            elif isinstance(e, ev.CardsPlayed):
                played[e.seat] += len(e.cards)
            elif isinstance(e, ev.Noped):
                played[e.seat] += 1
            elif isinstance(e, ev.Eliminated):
                verb = "imploded" if e.kitten == IMPLODING else "exploded"
                lines.append(f"{names[e.seat]} {verb} on turn {turn}.")
        lines.append("Cards played: " + ", ".join(f"{n} {p}" for n, p in zip(names, played, strict=True)) + ".")
        return lines


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
    if play.acts_as != play.cards[0]:
        cards += f" as {title(play.acts_as)}"  # a Clone names the card it copies
    target = "" if play.target is None else f" on {person(table, play.target, start=False)}"
    last = play.seat
    if not view.nopes and _falls_on_viewer(table, view):  # (a Nope's words replace these)
        target = f" on you: you take {plural(_turns_given(view), 'turn')}"
    words = f"{person(table, play.seat)} played {cards}{target}."
    if view.nopes:
        last = view.nopes[-1]
        state = "cancelled" if len(view.nopes) % 2 else "back on"
        words = f"{person(table, last)} said Nope: {cards} is {state}."
    if last == table.viewer:
        return f"{words} Waiting for answers"
    if table.viewer is None or table.flow.can_answer():  # the shared hot-seat view: anyone may claim
        if view.rules.now_cards:  # Zombie Kittens: NOW cards answer too (a Zombie Kitten only them)
            return f"{words} Answer it?"
        return f"{words} {'Nope back?' if view.nopes else 'Nope it?'}"
    return words


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
    return "Not a play: change the cards" if table.hand.chosen_cards() else choose_first(None)


def _narrow(table: TableScene, seat: int, options: list[Action]) -> None:
    """Ask for a target, then a card name, until one action is left."""
    if len(options) == 1:
        table.act(seat, options[0])
        return
    targets = sorted({a.target for a in options if a.target is not None})
    if len(targets) > 1:
        pick = {t: (lambda t=t: _narrow(table, seat, [a for a in options if a.target == t])) for t in targets}
        choices = [(f"{table.names[t]} ({plural(table.shown.counts[t], 'card')})", None, pick[t]) for t in targets]
        table.open_panel(ChoicePanel(table.app, "Choose a player", choices, cancel=table.close_panel,
                                     detail="Or click their name at the top.", art=CARDS))
        table.targets = pick  # a click on a player's plate chooses them too
        return
    names = sorted({a.card for a in options if a.card is not None})
    choices = [(title(n), n, lambda n=n: _narrow(table, seat, [a for a in options if a.card == n])) for n in names]
    who = table.names[targets[0]] if targets else "them"
    detail = f"If {who} has one, they must give it to you."
    table.open_panel(ChoicePanel(table.app, "Name a card", choices, detail=detail, cancel=table.close_panel, art=CARDS))


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
    return risk(table.app, "Give away your Defuse?", yes="Give the Defuse", no="Choose another card",
                detail="It is the card that saves you from an Exploding Kitten.")


def draw_risk(table: TableScene, seat: int) -> Any:
    """Drawing a Kitten `seat` can see is asked about first, by key or click (None: just draw)."""
    kitten = top_kitten(table, seat)
    if kitten is None:
        return None
    if kitten == IMPLODING:
        detail = "It lies face up on top of the draw pile: drawing it puts you out of the game, Defuse or not."
    else:
        detail = "You saw it on top of the draw pile: drawing it explodes you unless a card saves you."
    return risk(table.app, f"Draw the {title(kitten)}?", yes=f"Draw the {title(kitten)}", no="Go back",
                detail=detail, always=True)


def _play_label(table: TableScene) -> str:
    chosen = table.hand.chosen_cards()
    if not chosen:
        return "Play (choose cards)"
    n = len(chosen)
    if not candidates(table):
        after = _what_next(table, chosen)
        if after is not None:
            return after
        return f"{title(chosen[0])} can't be played now" if n == 1 else "Not a play: change the cards"
    if n == 1:
        clone = candidates(table)[0]
        copied = f" as {title(clone.card)}" if chosen[0] == "clone" and clone.card else ""
        return f"Play {title(chosen[0])}{copied}"
    if n == 2:
        return "Play the pair: steal a card"
    if n == 3:
        return "Play 3 of a kind: name a card"
    if n == 5:
        return "Play 5 different: take a discard"
    return f"{n} cards are not a play"


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
    if size == 5:
        return f"Pick {more} more with different titles to take a discard"
    does = "to steal" if size == 2 else "to name a card"
    if more > 1:
        return f"Pick {more} more ({' or '.join(title(card) for card in missing)}) {does}"
    if len(missing) > 2:  # a Feral Cat pairs with any cat: too many to name on a button
        return f"Pick another cat card {does}"
    return f"Pick {' or '.join(f'a second {title(c)}' if c in have else f'a {title(c)}' for c in missing)} {does}"


KIT = KittensKit()
