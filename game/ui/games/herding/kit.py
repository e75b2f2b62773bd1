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
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from ....engine import Action, Event
from ....i18n import N_, _, format_list, format_number, ngettext, pgettext
from ....rules.herding import events as ev
from ....rules.herding.cards import (
    ANIMAL_CONTROL,
    CATNIP,
    HERD_ATTACKS,
    LASER_POINTER,
    ORDER,
    a_card,
    a_card_object,
    title,
)
from ....rules.herding.moves import CHALLENGE_ACTION, PASS
from ....rules.herding.view import HerdingView
from ... import text
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
from .words import herd_words, you

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
    # TRANSLATORS: the button that challenges a claim (Herding Cats), and what is said when it cannot.
    answer_label = N_("Challenge!")
    no_answer = N_("You cannot challenge this claim")
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
        if prompt == "declare":
            table.hand.limit = 1
        elif prompt in PANELS:
            PANELS[prompt](table, seat, table.match.view(seat))

    def buttons(self, table: TableScene, seat: int, prompt: str) -> list[Button]:
        if prompt != "declare":
            return []
        chosen = table.hand.chosen_cards()
        label = (_("Play {card} face down: declare...").format(card=title(chosen[0])) if chosen
                 else _("Declare (choose a card)"))
        play = Button(label, lambda: declare_selected(table), style="primary", explains=True)
        play.enabled = bool(chosen)
        return [play]

    def answer(self, legal: list[Action]) -> Action | None:
        return CHALLENGE_ACTION if CHALLENGE_ACTION in legal else None

    def status(self, table: TableScene) -> str:
        return status(table)

    def recap(self, table: TableScene) -> list[str]:
        return recap(table)


EFFECTS = {  # what each declaration does, in the declare panel's choices (translated where shown)
    "kitten": N_("worth 2 in your herd"),
    "show_cat": N_("worth 5, or 7 with a Kitten"),
    "alley_cat": N_("a player discards a card you pick"),
    "catnip": N_("take a card you pick into your herd"),
    "animal_control": N_("a herd card you pick is discarded"),
    "laser_pointer": N_("worth 0; intercepts attacks"),
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
        effect = _(EFFECTS[identity])
        if identity == card:
            label = _("{card}: the truth ({effect})").format(card=title(identity), effect=effect)
        else:
            label = _("{card}: a bluff ({effect})").format(card=title(identity), effect=effect)
        chosen = [a for a in options if a.card == identity]
        choices.append((label, identity, lambda chosen=chosen: _choose_target(table, seat, chosen)))
        if identity != card:
            risks[label] = risk(table.app, _("Bluff: declare your {card} as {claim}?").format(
                card=title(card), claim=a_card(identity)), yes=pgettext("button", "Bluff"),
                detail=_("If anyone challenges, the bluff is caught: your card is discarded and they pick one "
                         "more of your hand to discard."))
    table.open_panel(PrivateChoice(table.app, _("Declare your {card} as...").format(card=title(card)), choices,
                                   cancel=table.close_panel, detail=declare_detail(identities), art=CARDS,
                                   risks=risks))


NOT_OFFERED = {  # why a card is not offered as a declaration now: its effect needs an opponent to name
    "alley_cat": N_("Alley Cat is not offered: no opponent has a card in hand."),
    "catnip": N_("Catnip is not offered: no opponent has a card in hand."),
    "animal_control": N_("Animal Control is not offered: no opponent has a face-down herd card."),
}


def declare_detail(offered: list[str]) -> str:
    """The declare panel's words: any card may be claimed, whatever it is, and why one is not
    offered now (it says "the six" only when all six are listed)."""
    missing = [_(NOT_OFFERED[i]) for i in ORDER if i not in offered and i in NOT_OFFERED]
    if not missing:
        return _("Any of the six: whoever challenges sees the real card.")
    return " ".join([_("Claim any of these, whatever your card is: whoever challenges sees the real card."), *missing])


def _choose_target(table: TableScene, seat: int, options: list[Action]) -> None:
    if len(options) == 1:
        table.act(seat, options[0])
        return
    identity = options[0].card or ""
    view = table.match.view(seat)
    herd = identity in HERD_ATTACKS

    def who(t: int) -> str:
        """The player's name and what the attack picks from."""
        if herd:
            n = view.herd_down_counts[t]
            words = ngettext("{name} ({n} face-down herd card)", "{name} ({n} face-down herd cards)", n)
        else:
            n = view.hand_counts[t]
            words = ngettext("{name} ({n} card in hand)", "{name} ({n} cards in hand)", n)
        return words.format(name=table.names[t], n=format_number(n))

    pick = {a.target: (lambda a=a: table.act(seat, a)) for a in options if a.target is not None}
    choices = [(who(t), None, fn) for t, fn in pick.items()]
    table.open_panel(PrivateChoice(table.app, _("{card} on whom?").format(card=title(identity)), choices,
                                   cancel=table.close_panel, detail=_("Or click their name at the top."), art=CARDS))
    table.targets = dict(pick)  # a click on a player's plate chooses them too


# ---- blind picks and the Laser Pointer -----------------------------------------------------------
def _pick(table: TableScene, seat: int) -> Any:
    from ....rules.herding.moves import pick

    return lambda i: table.act(seat, pick(i))


def ask_penalty(table: TableScene, seat: int, view: HerdingView) -> None:
    assert view.penalty is not None
    victim, _chooser, then = view.penalty
    name = table.names[victim]
    why = (_("{name} bluffed: pick one of their hidden cards to discard.") if then == "end"
           else _("{name} challenged a true claim: pick one of their hidden cards to discard.")).format(name=name)
    table.open_panel(BlindPickPanel(table.app, _("Pick a hidden card from {name}'s hand").format(name=name), why,
                                    view.hand_counts[victim], _pick(table, seat), table.geo.hand_card_w))


def ask_select(table: TableScene, seat: int, view: HerdingView) -> None:
    play = view.play
    assert play is not None and play.target is not None
    name = table.names[play.target]
    if play.identity == ANIMAL_CONTROL:
        heading = _("Pick a hidden card from {name}'s herd").format(name=name)
        count = view.herd_down_counts[play.target]
        detail = _("It is shown and discarded, unless it is Animal Control or a Laser Pointer goes instead.")
    else:
        heading = _("Pick a hidden card from {name}'s hand").format(name=name)
        count = view.hand_counts[play.target]
        detail = (_("You cannot see them: choose a place. It is shown and taken into your herd, unless a Laser "
                    "Pointer goes instead.") if play.identity == CATNIP
                  else _("You cannot see them: choose a place. It is shown and discarded, unless a Laser Pointer "
                         "goes instead."))
    table.open_panel(BlindPickPanel(table.app, heading, detail, count, _pick(table, seat), table.geo.hand_card_w))


def ask_intercept(table: TableScene, seat: int, view: HerdingView) -> None:
    play = view.play
    assert play is not None and view.selected is not None
    in_herd = play.identity == ANIMAL_CONTROL
    cards = view.herd if in_herd else view.hand
    picked = view.selected
    attacker = table.names[play.seat]
    options = []
    bluffs = []
    risks = {}
    for action in table.match.legal_actions(seat):
        if action == PASS:
            continue
        if action.kind == "intercept_up":
            label, card = _("Discard the face-up Laser Pointer of your herd instead"), LASER_POINTER
        elif action.card == LASER_POINTER:
            label = (_("Present your Laser Pointer (from your herd)") if in_herd
                     else _("Present your Laser Pointer (from your hand)"))
            card = LASER_POINTER
        else:
            label = _("Bluff: present {card} as a Laser Pointer").format(card=a_card_object(action.card or ""))
            card = action.card
            risks[label] = risk(table.app, _("Bluff with your {card}?").format(card=title(action.card or "")),
                                yes=pgettext("button", "Bluff"),
                                detail=_("If anyone challenges, the bluff is caught: that card is discarded and "
                                         "the {card} goes on.").format(card=title(play.identity)))
        (options if card == LASER_POINTER else bluffs).append(
            (label, card, lambda action=action: table.act(seat, action)))
    options += bluffs  # the true claims first
    options.append((_("No Laser Pointer: let it happen"), None, lambda: table.act(seat, PASS)))
    number, card = format_number(picked + 1), title(cards[picked])
    heading = (_("{name} picked card {position} of your herd: {card}") if in_herd
               else _("{name} picked card {position} of your hand: {card}")).format(
        name=attacker, position=number, card=card)
    detail = _("{card} will take it unless a Laser Pointer goes instead. Anyone may challenge that claim.").format(
        card=title(play.identity))
    table.open_panel(InterceptPanel(table.app, heading, detail, cards, picked, options, table.geo.hand_card_w,
                                    risks))


# The panel each decision opens (a declaration is chosen in the hand; a challenge is the bar's answer).
PANELS: dict[str, Callable[[TableScene, int, HerdingView], None]] = {
    "penalty": ask_penalty, "select": ask_select, "intercept": ask_intercept,
}


# ---- words ---------------------------------------------------------------------------------------
def _person(table: TableScene, seat: int) -> str:
    """A seat in a list of players: "You" for the one looking, else its name."""
    return you() if seat == table.viewer else table.names[seat]


def _turn(table: TableScene, seat: int) -> str:
    return _("Your turn") if seat == table.viewer else _("{name}'s turn").format(name=table.names[seat])


def _fitting(table: TableScene, *forms: str) -> str:
    """The first of `forms` (longest first) that the status line holds on one line at its least
    size (as the table draws it), else the last."""
    m = table.app.metrics
    room = table.geo.status.width - 4 * m.pad
    return next((words for words in forms if text.width(words, m.font("small")) <= room), forms[-1])


def status(table: TableScene) -> str:
    """The line over the middle: whose turn, the claim on the table, who is choosing. The
    challenge prompt never says who could challenge: anyone but the claimant may."""
    shown = table.shown
    assert isinstance(shown, HerdingShown)
    if shown.winners:
        return _("Shared win: {names}").format(names=format_list([_person(table, w) for w in shown.winners]))
    pending = table.match.pending if table.synced else None
    current = shown.current if shown.current is not None else 0
    if pending is not None and pending.prompt in PROMPT_STATUS:
        words = PROMPT_STATUS[pending.prompt](table, table.match.view(table.seen_as), pending.prompt, current)
        if words is not None:
            return words
    return _turn(table, current)


# ---- the status line while a decision is asked (None: whose turn it is) ----------------------------
def _declare_status(table: TableScene, view: HerdingView, prompt: str, current: int) -> str | None:
    if current != table.viewer:
        return None
    return _fitting(table, _("Your turn: choose a card to play face down, then declare it"),
                    _("Your turn: play a card face down"), _("Your turn"))


def _challenge_status(table: TableScene, view: HerdingView, prompt: str, current: int) -> str | None:
    return _fitting(table, *_claim_status(table, view, prompt))


def _penalty_status(table: TableScene, view: HerdingView, prompt: str, current: int) -> str | None:
    if view.penalty is None:
        return None
    victim, chooser, _then = view.penalty
    return _pick_status(table, chooser, victim, in_herd=False)


def _select_status(table: TableScene, view: HerdingView, prompt: str, current: int) -> str | None:
    play = view.play
    if play is None or play.target is None:
        return None
    return _pick_status(table, play.seat, play.target, play.identity == ANIMAL_CONTROL)


def _intercept_status(table: TableScene, view: HerdingView, prompt: str, current: int) -> str | None:
    play = view.play
    if play is None or play.target is None:
        return None
    if play.target == table.viewer:
        return _("Intercept with a Laser Pointer?")
    return _("{name} may intercept with a Laser Pointer").format(name=table.names[play.target])


def _claim_status(table: TableScene, view: HerdingView, prompt: str) -> tuple[str, str]:
    """The claim on the table and what the one looking may do about it; then the claim alone."""
    play = view.play
    if prompt == "challenge" and play is not None:
        mine, card, target = play.seat == table.viewer, title(play.identity), play.target
        if mine:
            if target is None:
                return (_("You declare {card}. Waiting for challenges").format(card=card),
                        _("You declare {card}").format(card=card))
            fields = {"card": card, "target": table.names[target]}
            return (_("You declare {card} on {target}. Waiting for challenges").format(**fields),
                    _("You declare {card} on {target}").format(**fields))
        name = table.names[play.seat]
        if target is None:
            return (_("{name} declares {card}. Challenge it?").format(name=name, card=card),
                    _("{name} declares {card}").format(name=name, card=card))
        if target == table.viewer:
            return (_("{name} declares {card} on you. Challenge it?").format(name=name, card=card),
                    _("{name} declares {card} on you").format(name=name, card=card))
        fields = {"name": name, "card": card, "target": table.names[target]}
        return (_("{name} declares {card} on {target}. Challenge it?").format(**fields),
                _("{name} declares {card} on {target}").format(**fields))
    claimant = play.seat if prompt == "challenge" and play else (view.claim.seat if view.claim else 0)
    if claimant == table.viewer:
        return _("You claim a Laser Pointer. Waiting for challenges"), _("You claim a Laser Pointer!")
    name = table.names[claimant]
    return (_("{name} claims a Laser Pointer. Challenge it?").format(name=name),
            _("{name} claims a Laser Pointer!").format(name=name))


def _pick_status(table: TableScene, chooser: int, victim: int, in_herd: bool) -> str:
    """Who picks a hidden card, and from whose hand or herd."""
    if chooser == table.viewer:
        words = _("Pick a hidden card from {name}'s herd") if in_herd else _("Pick a hidden card from {name}'s hand")
        return words.format(name=table.names[victim])
    if victim == table.viewer:
        words = (_("{name} picks a hidden card from your herd") if in_herd
                 else _("{name} picks a hidden card from your hand"))
        return words.format(name=table.names[chooser])
    words = (_("{name} picks a hidden card from {victim}'s herd") if in_herd
             else _("{name} picks a hidden card from {victim}'s hand"))
    return words.format(name=table.names[chooser], victim=table.names[victim])


PROMPT_STATUS: dict[str, Callable[[TableScene, HerdingView, str, int], str | None]] = {
    "declare": _declare_status, "challenge": _challenge_status, "challenge_intercept": _challenge_status,
    "penalty": _penalty_status, "select": _select_status, "intercept": _intercept_status,
}


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
            hand = view.hand_counts[seat]
            if herd:
                words = ngettext("{name}: {points} (herd: {cards}; {n} in hand)",
                                 "{name}: {points} (herd: {cards}; {n} in hand)", hand)
            else:
                words = ngettext("{name}: {points} (herd: none; {n} in hand)",
                                 "{name}: {points} (herd: none; {n} in hand)", hand)
            lines.append(words.format(name=names[seat], points=format_number(points), cards=herd_words(herd),
                                      n=format_number(hand)))
        top = max(ended.scores)
        tied = [s for s, points in enumerate(ended.scores) if points == top]
        if len(tied) > 1 and len(ended.winners) < len(tied):
            who = format_list([table.names[s] for s in ended.winners])  # (not "You": mid-sentence)
            lines.append(_("Tied on {points}: the tie-breaker (most face-down herd cards, then most herd cards) "
                           "goes to {names}.").format(points=format_number(top), names=who))
    reveals = [e for e in feed if isinstance(e, ev.ClaimRevealed)]
    caught = sum(not e.truthful for e in reveals)
    lines.append(_("Challenges: {challenges}, bluffs caught: {caught}.").format(
        challenges=format_number(len(reveals)), caught=format_number(caught)))
    return lines


KIT = HerdingKit()
