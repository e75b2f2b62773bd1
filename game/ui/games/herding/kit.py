"""The Herding Cats table kit: what the generic table asks of the family (see `game.ui.table.kit`).

A turn: choose a card of your hand, Declare, choose what to declare it as (the truth or a bluff),
then a player where the identity needs one (only legal targets are offered; a click on their
plate works too). Challenges are the shell's first-come window with a Challenge! button; a claim
is a question to every player (anyone may challenge it), so the kit has no `aimed_at`: every
challenge window keeps the whole countdown, even with "Only stop for plays that affect me". Blind
picks (a penalty, an attack's pick) and the Laser Pointer prompt are panels; each player's cell
in the middle opens their herd and discard pile.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

import pygame

from ....engine import Action, Event
from ....rules.herding import events as ev
from ....rules.herding.cards import ANIMAL_CONTROL, HERD_ATTACKS, LASER_POINTER, ORDER, title
from ....rules.herding.moves import CHALLENGE_ACTION, PASS
from ....rules.herding.view import HerdingView
from ...layout import Metrics
from ...scenes.dialogs import risk
from ...table.hand import choose_first
from ...table.shown import SPECTATOR
from ...table.spots import SeatSpot
from ...widgets import Button, Widget
from . import centre, layout, spoken
from .cards import CARDS, FAMILY
from .director import HANDLERS
from .panels import BlindPickPanel, InterceptPanel, PrivateChoice
from .shown import HerdingShown

if TYPE_CHECKING:
    from ...scene import Scene
    from ...table.scene import TableScene


class HerdSpot(SeatSpot):
    """A player's cell in the middle as a focusable spot: choosing it opens their herd and discards."""

    def place(self) -> pygame.Rect | None:
        cell = centre.layout(self.table).cells.get(self.seat)
        return cell.rect if cell is not None else None

    def details(self) -> Scene:
        from .details import HerdDetails

        return HerdDetails(self.table.app, self.table, self.seat)

    def tip(self) -> tuple[str, str] | None:
        shown = self.table.shown
        return centre.score_tip(self.table, shown, self.seat) if isinstance(shown, HerdingShown) else None


class HerdingKit:
    family = FAMILY
    cards = CARDS
    handlers = HANDLERS
    answer_label = "Challenge!"
    no_answer = "You cannot challenge this claim"
    answer_cards: frozenset[str] = frozenset()  # anyone may challenge, whatever they hold
    keys: dict = {}
    quick = None

    # ---- the table ---------------------------------------------------------------------------
    def shown(self, view: Any) -> HerdingShown:
        return HerdingShown.from_view(view)

    def centre_widgets(self, table: TableScene) -> list[Widget]:
        return [HerdSpot(table, seat) for seat in range(table.match.config.players)]

    def _spots(self, table: TableScene) -> tuple[int | None, int | None]:
        focus = table.controls.focused if table.panel is None else None
        hover = table.controls.hover
        return (focus.seat if isinstance(focus, HerdSpot) else None,
                hover.seat if isinstance(hover, HerdSpot) else None)

    def centre_key(self, table: TableScene) -> tuple:
        return (*self._spots(table), table.viewer)

    def draw_centre(self, surface: pygame.Surface, table: TableScene) -> None:
        centre.draw_centre(surface, table, *self._spots(table))

    def odds(self, view: Any) -> float | None:
        return None

    def middle_need(self, m: Metrics, players: int) -> int:
        return layout.middle_need(m, players)

    def spoken_table(self, table: TableScene) -> list[str]:
        return spoken.table_words(table)  # narration's words for this table

    def catch_up(self, table: TableScene, missed: list[Event]) -> None:
        pass  # what a seat learns alone (its steals, its own cards) is in its view when it takes the device

    # ---- the viewer's decisions ----------------------------------------------------------------
    def picks_cards(self, prompt: str) -> bool:
        return prompt == "declare"

    def ask(self, table: TableScene, seat: int, prompt: str) -> None:
        view = table.match.view(seat)
        if prompt == "declare":
            table.hand.limit = 1
        elif prompt == "penalty":
            ask_penalty(table, seat, view)
        elif prompt == "select":
            ask_select(table, seat, view)
        elif prompt == "intercept":
            ask_intercept(table, seat, view)

    def buttons(self, table: TableScene, seat: int, prompt: str) -> list[Button]:
        if prompt != "declare":
            return []
        chosen = table.hand.chosen_cards()
        label = f"Play {title(chosen[0])} face down: declare..." if chosen else "Declare (choose a card)"
        play = Button(label, lambda: declare_selected(table), style="primary", explains=True)
        play.enabled = bool(chosen)
        return [play]

    def answer(self, legal: list[Action]) -> Action | None:
        return CHALLENGE_ACTION if CHALLENGE_ACTION in legal else None

    def status(self, table: TableScene) -> str:
        return status(table)

    def recap(self, table: TableScene) -> list[str]:
        return recap(table)


EFFECTS = {
    "kitten": "worth 2 in your herd",
    "show_cat": "worth 5, or 7 with a Kitten",
    "alley_cat": "a player discards a card you pick",
    "catnip": "take a card you pick into your herd",
    "animal_control": "a herd card you pick is discarded",
    "laser_pointer": "worth 0; intercepts attacks",
}


# ---- declaring -----------------------------------------------------------------------------------
def declarations(table: TableScene) -> list[Action]:
    """The legal declarations of the chosen card."""
    decision = table.my_decision()
    chosen = table.hand.chosen_cards()
    if decision is None or decision[1] != "declare" or len(chosen) != 1:
        return []
    return [a for a in table.match.legal_actions(decision[0]) if a.kind == "declare" and a.cards == (chosen[0],)]


def declare_selected(table: TableScene) -> None:
    """Ask what the chosen card is declared as (the truth first), then whom it targets."""
    options = declarations(table)
    decision = table.my_decision()
    if decision is None or not options:
        table.say(choose_first())
        return
    seat = decision[0]
    card = options[0].cards[0]
    identities = [i for i in ORDER if any(a.card == i for a in options)]
    identities.sort(key=lambda i: i != card)
    choices = []
    risks = {}
    for identity in identities:
        how = "the truth" if identity == card else "a bluff"
        label = f"{title(identity)}: {how} ({EFFECTS[identity]})"
        chosen = [a for a in options if a.card == identity]
        choices.append((label, identity, lambda chosen=chosen: _choose_target(table, seat, chosen)))
        if identity != card:
            risks[label] = risk(table.app, f"Bluff: declare your {title(card)} as {_a(identity)}?", yes="Bluff",
                                detail="If anyone challenges, the bluff is caught: your card is discarded and "
                                       "they pick one more of your hand to discard.")
    table.open_panel(PrivateChoice(table.app, f"Declare your {title(card)} as...", choices, cancel=table.close_panel,
                                   detail=declare_detail(identities), art=CARDS, risks=risks))


NOT_OFFERED = {  # why a card is not offered as a declaration now: its effect needs an opponent to name
    "alley_cat": "Alley Cat is not offered: no opponent has a card in hand.",
    "catnip": "Catnip is not offered: no opponent has a card in hand.",
    "animal_control": "Animal Control is not offered: no opponent has a face-down herd card.",
}


def declare_detail(offered: list[str]) -> str:
    """The declare panel's words: any card may be claimed, whatever it is, and why one is not
    offered now (it says "the six" only when all six are listed)."""
    missing = [NOT_OFFERED[i] for i in ORDER if i not in offered and i in NOT_OFFERED]
    if not missing:
        return "Any of the six: whoever challenges sees the real card."
    return " ".join(["Claim any of these, whatever your card is: whoever challenges sees the real card.", *missing])


def _choose_target(table: TableScene, seat: int, options: list[Action]) -> None:
    if len(options) == 1:
        table.act(seat, options[0])
        return
    identity = options[0].card or ""
    view = table.match.view(seat)
    herd = identity in HERD_ATTACKS

    def what(t: int) -> str:
        n = view.herd_down_counts[t] if herd else view.hand_counts[t]
        return f"{n} face-down herd card{'s' if n != 1 else ''}" if herd else f"{n} card{'s' if n != 1 else ''} in hand"

    pick = {a.target: (lambda a=a: table.act(seat, a)) for a in options if a.target is not None}
    choices = [(f"{table.names[t]} ({what(t)})", None, fn) for t, fn in pick.items()]
    table.open_panel(PrivateChoice(table.app, f"{title(identity)} on whom?", choices, cancel=table.close_panel,
                                   detail="Or click their name at the top.", art=CARDS))
    table.targets = dict(pick)  # a click on a player's plate chooses them too


# ---- blind picks and the Laser Pointer -----------------------------------------------------------
def _pick(table: TableScene, seat: int) -> Any:
    from ....rules.herding.moves import pick

    return lambda i: table.act(seat, pick(i))


def ask_penalty(table: TableScene, seat: int, view: HerdingView) -> None:
    assert view.penalty is not None
    victim, _, then = view.penalty
    name = table.names[victim]
    why = (f"{name} bluffed: pick one of their hidden cards to discard." if then == "end"
           else f"{name} challenged a true claim: pick one of their hidden cards to discard.")
    table.open_panel(BlindPickPanel(table.app, f"Pick a hidden card from {name}'s hand", why, view.hand_counts[victim],
                                    _pick(table, seat), table.geo.hand_card_w))


def ask_select(table: TableScene, seat: int, view: HerdingView) -> None:
    play = view.play
    assert play is not None and play.target is not None
    name = table.names[play.target]
    if play.identity == ANIMAL_CONTROL:
        heading, count = f"Pick a hidden card from {name}'s herd", view.herd_down_counts[play.target]
        detail = "It is shown and discarded, unless it is Animal Control or a Laser Pointer goes instead."
    else:
        heading, count = f"Pick a hidden card from {name}'s hand", view.hand_counts[play.target]
        verb = "taken into your herd" if play.identity == "catnip" else "discarded"
        detail = f"You cannot see them: choose a place. It is shown and {verb}, unless a Laser Pointer goes instead."
    table.open_panel(BlindPickPanel(table.app, heading, detail, count, _pick(table, seat), table.geo.hand_card_w))


def ask_intercept(table: TableScene, seat: int, view: HerdingView) -> None:
    play = view.play
    assert play is not None and view.selected is not None
    in_herd = play.identity == ANIMAL_CONTROL
    cards = view.herd if in_herd else view.hand
    picked = view.selected
    attacker = table.names[play.seat]
    options = []
    risks = {}
    for action in table.match.legal_actions(seat):
        if action == PASS:
            continue
        if action.kind == "intercept_up":
            label, card = "Discard the face-up Laser Pointer of your herd instead", LASER_POINTER
        elif action.card == LASER_POINTER:
            label, card = f"Present your Laser Pointer (from your {'herd' if in_herd else 'hand'})", LASER_POINTER
        else:
            label, card = f"Bluff: present {_a(action.card or '')} as a Laser Pointer", action.card
            risks[label] = risk(table.app, f"Bluff with your {title(action.card or '')}?", yes="Bluff",
                                detail="If anyone challenges, the bluff is caught: that card is discarded and "
                                       f"the {title(play.identity)} goes on.")
        options.append((label, card, lambda action=action: table.act(seat, action)))
    options.sort(key=lambda o: not o[0].startswith(("Present", "Discard")))  # the true claims first
    options.append(("No Laser Pointer: let it happen", None, lambda: table.act(seat, PASS)))
    zone = "herd" if in_herd else "hand"
    heading = f"{attacker} picked card {picked + 1} of your {zone}: {title(cards[picked])}"
    detail = (f"{title(play.identity)} will take it unless a Laser Pointer goes instead. "
              "Anyone may challenge that claim.")
    table.open_panel(InterceptPanel(table.app, heading, detail, cards, picked, options, table.geo.hand_card_w,
                                    risks))


def _a(card: str) -> str:
    word = title(card)
    return ("an " if word[0] in "AEIOU" else "a ") + word


# ---- words ---------------------------------------------------------------------------------------
def _person(table: TableScene, seat: int, start: bool = True) -> str:
    if seat == table.viewer:
        return "You" if start else "you"
    return table.names[seat]


def status(table: TableScene) -> str:
    """The line over the middle: whose turn, the claim on the table, who is choosing. The
    challenge prompt never says who could challenge: anyone but the claimant may."""
    shown = table.shown
    assert isinstance(shown, HerdingShown)
    if shown.winners:
        return "Shared win: " + " and ".join(_person(table, w) for w in shown.winners)
    pending = table.match.pending if table.synced else None
    current = shown.current if shown.current is not None else 0
    if pending is None:
        return "Your turn" if current == table.viewer else f"{table.names[current]}'s turn"
    view = table.match.view(table.seen_as)
    prompt = pending.prompt
    if prompt == "declare":
        if current == table.viewer:
            return "Your turn: choose a card to play face down, then declare it"
        return f"{table.names[current]}'s turn"
    if prompt in ("challenge", "challenge_intercept"):
        claimant = view.play.seat if prompt == "challenge" and view.play else (view.claim.seat if view.claim else 0)
        if prompt == "challenge" and view.play is not None:
            on = "" if view.play.target is None else f" on {_person(table, view.play.target, start=False)}"
            verb = "declare" if claimant == table.viewer else "declares"
            words = f"{_person(table, claimant)} {verb} {title(view.play.identity)}{on}."
        else:
            words = f"{_person(table, claimant)} {'claim' if claimant == table.viewer else 'claims'} a Laser Pointer."
        if claimant == table.viewer:
            return f"{words} Waiting for challenges"
        return f"{words} Challenge it?"
    if prompt == "penalty" and view.penalty is not None:
        victim, chooser, _ = view.penalty
        if chooser == table.viewer:
            return f"Pick a hidden card from {table.names[victim]}'s hand"
        whose = "your" if victim == table.viewer else f"{table.names[victim]}'s"
        return f"{_person(table, chooser)} picks a hidden card from {whose} hand"
    if prompt == "select" and view.play is not None and view.play.target is not None:
        zone = "herd" if view.play.identity == ANIMAL_CONTROL else "hand"
        target = view.play.target
        if view.play.seat == table.viewer:
            return f"Pick a hidden card from {table.names[target]}'s {zone}"
        whose = "your" if target == table.viewer else f"{table.names[target]}'s"
        return f"{table.names[view.play.seat]} picks a hidden card from {whose} {zone}"
    if prompt == "intercept" and view.play is not None and view.play.target is not None:
        if view.play.target == table.viewer:
            return "Intercept with a Laser Pointer?"
        return f"{table.names[view.play.target]} may intercept with a Laser Pointer"
    return f"{table.names[current]}'s turn"


def recap(table: TableScene) -> list[str]:
    """Public lines for the game-over screen: scores with each herd, and the challenges."""
    lines = []
    names = table.recap_names()
    feed = table.feeds[SPECTATOR]
    ended = next((e for e in reversed(feed) if isinstance(e, ev.GameEnded)), None)
    view = table.match.view(SPECTATOR)
    if ended is not None:
        for seat, points in enumerate(ended.scores):
            herd = Counter(ended.herds[seat]) + Counter(view.herds_up[seat])
            cards = ", ".join(f"{title(c)} x{n}" if n > 1 else title(c) for c, n in sorted(herd.items()))
            hand = view.hand_counts[seat]
            lines.append(f"{names[seat]}: {points} (herd: {cards or 'none'}; {hand} in hand)")
        top = max(ended.scores)
        tied = [s for s, points in enumerate(ended.scores) if points == top]
        if len(tied) > 1 and len(ended.winners) < len(tied):
            who = " and ".join(table.names[s] for s in ended.winners)  # (not "You": mid-sentence)
            lines.append(f"Tied on {top}: the tie-breaker (most face-down herd cards, then most herd cards) "
                         f"goes to {who}.")
    reveals = [e for e in feed if isinstance(e, ev.ClaimRevealed)]
    caught = sum(not e.truthful for e in reveals)
    lines.append(f"Challenges: {len(reveals)}, bluffs caught: {caught}.")
    return lines


KIT = HerdingKit()
