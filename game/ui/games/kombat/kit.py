"""The Kombat table kit (Kombat Kittens): what the generic table asks of the family (see
`game.ui.table.kit`): the arena and treasure in the centre, the decisions' panels and buttons
(pick an opponent, ask for help and answer, choose a card face down or forfeit, take treasure
and thank a helper, the final hand), the status line and the recap."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from ....engine import Action, Event
from ....engine.arbiter import asked_seat
from ....i18n import N_, _, format_list, ngettext
from ....rules.kombat import cards as kc
from ....rules.kombat import events as ev
from ....rules.kombat.moves import ACCEPT, DECLINE, FORFEIT, KEEP
from ....rules.kombat.narrate import cards_words
from ....rules.kombat.state import BATTLE
from ... import cards_art, draw
from ...scenes.dialogs import risk
from ...table.hand import choose_first
from ...table.panels import ENTER, ChoicePanel, Hint
from ...table.shown import SPECTATOR
from ...widgets import Button, Widget
from . import centre, spoken
from .cards import CARDS, FAMILY
from .details import TreasureSpot
from .director import HANDLERS
from .shown import KombatShown
from .words import fight_name, point_words, points

if TYPE_CHECKING:
    from ...app import App
    from ...table.scene import TableScene

# Decisions answered with cards from the hand, and how many cards each takes.
CARD_PROMPTS = {"battle_card": 1, "helper_card": 1, "dogfight_card": 1, "dogfight_extra_card": 1, "final_hand": 3}
MAY_FORFEIT = ("battle_card", "dogfight_card")


class LitterWidget(Widget):
    """The Litter Box as a focusable spot: choosing it lists every card in it (they are public)."""

    def __init__(self, table: TableScene):
        super().__init__()
        self.table = table

    @property
    def rect(self) -> pygame.Rect:  # type: ignore[override]
        return centre.layout_of(self.table).litter

    @rect.setter
    def rect(self, value: pygame.Rect) -> None:
        pass  # always where the Litter Box is drawn

    def activate(self) -> None:
        from ...scenes.discard import DiscardScene

        table = self.table
        shown = table.shown
        assert isinstance(shown, KombatShown)
        scene = DiscardScene(table.app, list(shown.litter), CARDS)
        # TRANSLATORS: the heading of the list of every card in the Litter Box (the discard pile)
        scene.heading = _("Litter Box")
        table.app.push(scene)

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        pass  # drawn with the piles


class KombatKit:
    family = FAMILY
    cards = CARDS
    handlers = HANDLERS
    answer_label = N_("Answer")
    no_answer = N_("Nothing to answer in Kombat Kittens")
    answer_cards: frozenset[str] = frozenset()
    quick = None

    def __init__(self) -> None:
        self.keys: dict[str, Callable[[TableScene], None]] = {}

    # ---- the table ---------------------------------------------------------------------------
    def shown(self, view: Any) -> KombatShown:
        return KombatShown.from_view(view)

    def centre_widgets(self, table: TableScene) -> list[Widget]:
        """The Litter Box, then each player's treasure row (the viewer's first)."""
        seats = range(table.match.config.players)
        viewer = table.viewer if table.viewer is not None and table.viewer >= 0 else None
        order = ([viewer] if viewer is not None else []) + [s for s in seats if s != viewer]
        return [LitterWidget(table), *(TreasureSpot(table, seat) for seat in order)]

    def _pointed(self, table: TableScene) -> tuple[Widget | None, Widget | None]:
        """The centre spots focused and pointed at (None when it is none of them)."""
        spots = table.centre_widgets
        focus, hover = table.controls.focused, table.controls.hover
        return (focus if focus in spots else None), (hover if hover in spots else None)

    def centre_key(self, table: TableScene) -> tuple:
        return (*(_spot_key(w) for w in self._pointed(table)), table.viewer)

    def draw_centre(self, surface: pygame.Surface, table: TableScene) -> None:
        centre.draw_centre(surface, table)
        m = table.app.metrics
        lay = centre.layout_of(table)
        for spot in dict.fromkeys(w for w in self._pointed(table) if w is not None):
            if isinstance(spot, LitterWidget):
                r = lay.litter
                draw.focus_ring(surface, r, table.app.palette, cards_art.radius(r.width), max(2, m.px(3)))
            elif isinstance(spot, TreasureSpot) and spot.seat in lay.strips:
                draw.focus_ring(surface, lay.strips[spot.seat], table.app.palette, m.px(8), max(2, m.px(2)))

    def odds(self, view: Any) -> float | None:
        return None

    def spoken_table(self, table: TableScene) -> list[str]:
        return spoken.table_words(table)  # narration's words for this table

    def catch_up(self, table: TableScene, missed: list[Event]) -> None:
        pass  # nothing is seen alone but one's own cards, which the hand shows

    # ---- the viewer's decisions ----------------------------------------------------------------
    def picks_cards(self, prompt: str) -> bool:
        return prompt in CARD_PROMPTS

    def ask(self, table: TableScene, seat: int, prompt: str) -> None:
        if prompt in CARD_PROMPTS:
            table.hand.limit = CARD_PROMPTS[prompt]
        elif prompt in PANELS:
            PANELS[prompt](table, seat, table.match.legal_actions(seat))

    def buttons(self, table: TableScene, seat: int, prompt: str) -> list[Button]:
        if prompt == "answer_help":
            side = _asker(table)
            return [Button(_("Help {name}").format(name=table.names[side]), lambda: table.act(seat, ACCEPT),
                           style="primary"),
                    Button(_("Decline"), lambda: table.act(seat, DECLINE))]
        if prompt not in CARD_PROMPTS:
            return []
        play = Button(_play_label(table, prompt), lambda: play_selected(table), style="primary", explains=True)
        play.enabled = chosen_action(table) is not None
        buttons = [play]
        if prompt in MAY_FORFEIT and FORFEIT in table.match.legal_actions(seat):
            if prompt == "dogfight_card":
                question, detail = (_("Forfeit this Dogfight?"),
                                    _("You lose the Dogfight at once; afterwards you draw one extra card."))
            else:
                question, detail = (_("Forfeit this battle?"),
                                    _("You lose the battle at once; afterwards you draw one extra card."))
            lose = risk(table.app, question, yes=_("Forfeit"), no=_("Keep fighting"), detail=detail)
            buttons.append(Button(_("Forfeit (lose, draw 1 more)"), lambda: table.act(seat, FORFEIT),
                                  style="danger", risk=lose))
        return buttons

    def answer(self, legal: list[Action]) -> Action | None:
        return None  # Kombat has no response windows

    def status(self, table: TableScene) -> str:
        return status_words(table)

    def recap(self, table: TableScene) -> list[str]:
        """Scores with their treasure, battles and Dogs won (public facts only)."""
        names = table.recap_names()
        battles = [0] * len(names)
        dogs = [0] * len(names)
        kind = ""
        treasure: list[list[str]] = [[] for _name in names]
        for e in table.feeds[SPECTATOR]:
            if isinstance(e, ev.BattleAnnounced | ev.DogfightBegan | ev.TiebreakBegan):
                kind = "battle" if isinstance(e, ev.BattleAnnounced) else ""
            elif isinstance(e, ev.BattleDecided) and kind == "battle" and e.winner is not None:
                battles[e.winner] += 1
            elif isinstance(e, ev.DogWon) and e.seat is not None:
                dogs[e.seat] += 1
        view = table.match.view(SPECTATOR)
        treasure = [list(t) for t in view.treasure]
        lines = []
        for seat, name in enumerate(names):
            cards, sets = treasure[seat], kc.suit_sets(treasure[seat])
            # TRANSLATORS: one player's line of the game-over recap, each count in its own words:
            # "Ann: 23 points (7 treasure cards, 1 suit set), 3 battles won, 1 Dog."
            lines.append(_("{name}: {points} ({cards}, {sets}), {battles}, {dogs}.").format(
                name=name, points=point_words(kc.score(cards)),
                cards=ngettext("{n} treasure card", "{n} treasure cards", len(cards)).format(n=len(cards)),
                sets=ngettext("{n} suit set", "{n} suit sets", sets).format(n=sets),
                battles=ngettext("{n} battle won", "{n} battles won", battles[seat]).format(n=battles[seat]),
                dogs=ngettext("{n} Dog", "{n} Dogs", dogs[seat]).format(n=dogs[seat])))
        return lines


def _spot_key(spot: Widget | None) -> tuple:
    """A centre spot as a key: which kind, and whose treasure."""
    if spot is None:
        return ()
    return ("treasure", spot.seat) if isinstance(spot, TreasureSpot) else ("litter",)


# ---- decisions --------------------------------------------------------------------------------------
def _describe(table: TableScene, seat: int) -> dict[str, str]:
    """A player's name, cards and treasure, as a choice names them."""
    shown = table.shown
    assert isinstance(shown, KombatShown)
    cards, score = shown.counts[seat], shown.score(seat)
    return {"name": table.names[seat], "cards": ngettext("{n} card", "{n} cards", cards).format(n=cards),
            "score": point_words(score)}


BATTLE_WHOM = N_("Or click their name at the top. Three rounds, a card face down each; the best three-card hand "
                 "wins treasure, ranked as in poker: three of a kind, then a straight, a pair, then the high card.")


def _pick_opponent(table: TableScene, seat: int, legal: list[Action]) -> None:
    pick = {a.target: (lambda a=a: table.act(seat, a)) for a in legal if a.target is not None}
    # TRANSLATORS: a player as a choice names them, with their cards and the points of their treasure:
    # "Bea (4 cards, 9 points)"
    options = [(_("{name} ({cards}, {score})").format(**_describe(table, t)), None, pick[t]) for t in sorted(pick)]
    table.open_panel(ChoicePanel(table.app, _("Battle whom?"), options, art=CARDS,
                                 detail=_(BATTLE_WHOM)))
    table.targets = dict(pick)


def _fight(table: TableScene) -> Any:
    return table.match.view(table.seen_as).fight


def _opponent(table: TableScene, seat: int) -> int:
    fight = _fight(table)
    return next(s for s in fight.sides if s != seat)


def _ask_helper(table: TableScene, seat: int, legal: list[Action]) -> None:
    options = [(_("Fight alone"), None, lambda: table.act(seat, legal[0]))]
    options += [(_("{name} ({cards}, {score})").format(**_describe(table, a.target)), None,
                 lambda a=a: table.act(seat, a)) for a in legal if a.kind == "ask" and a.target is not None]
    opponent = table.names[_opponent(table, seat)]
    table.open_panel(ChoicePanel(table.app, _("Ask for help against {name}?").format(name=opponent), options,
                                 art=CARDS, detail=_("A helper adds one card after the three rounds; if you win, "
                                                     "you may give them one of the treasure.")))


class TreasurePanel(ChoicePanel):
    """Take treasure or thank a helper: one option for each legal action (in `actions`' order), so
    a lesson's hint points at the option of the exact action, however many show the same card."""

    def __init__(self, app: App, heading: str, options: list, actions: list[Action], detail: str):
        super().__init__(app, heading, options, detail=detail, art=CARDS)
        self.actions = actions

    def hint(self, action: Action) -> Hint | None:
        key = (action.kind, tuple(sorted(action.cards)), action.card)
        for widget, option in zip(self.group.widgets, self.actions, strict=False):
            if (option.kind, tuple(sorted(option.cards)), option.card) == key:
                return widget, _("Choose {choice}").format(choice=getattr(widget, "label", "")), ENTER
        return None


def take_words(a: Action, loser: str) -> str:
    """A choice of treasure: "Tabby 3 (3 points)", "Tabby 3 and Calico 1 from Bea's treasure (7 points)"."""
    taken = [*a.cards, *([a.card] if a.card else [])]
    fields = {"cards": cards_words(a.cards), "stolen": kc.title(a.card) if a.card else "", "loser": loser,
              "points": points(taken)}
    if a.card is None:
        # TRANSLATORS: a choice of treasure: cards the loser played, and their value ("Tabby 3 (3 points)")
        return _("{cards} ({points})").format(**fields)
    if not a.cards:
        return _("{stolen} from {loser}'s treasure ({points})").format(**fields)
    return _("{cards} and {stolen} from {loser}'s treasure ({points})").format(**fields)


def _take_treasure(table: TableScene, seat: int, legal: list[Action]) -> None:
    fight = _fight(table)
    loser = table.names[fight.loser] if fight is not None and fight.loser is not None else ""
    options = []
    for a in legal:
        taken = [*a.cards, *([a.card] if a.card else [])]
        options.append((take_words(a, loser), taken[0] if taken else None, lambda a=a: table.act(seat, a)))
    table.open_panel(TreasurePanel(table.app, _("You won! Take your treasure"), options, list(legal),
                                   detail=ngettext("Captured cards lie face up in front of you; {n} more point for "
                                                   "each set of all five suits.",
                                                   "Captured cards lie face up in front of you; {n} more points for "
                                                   "each set of all five suits.", kc.SET_BONUS).format(
                                       n=kc.SET_BONUS)))


def _give_treasure(table: TableScene, seat: int, legal: list[Action]) -> None:
    fight = _fight(table)
    helper = table.names[fight.helper(seat)] if fight is not None and fight.helper(seat) is not None else ""
    gifts = [a for a in legal if a.kind == "give" and a.card]
    options = [(_("Keep both"), None, lambda: table.act(seat, KEEP))]
    options += [(_("Give {card} to {helper} ({points})").format(card=kc.title(a.card), helper=helper,
                                                               points=points([a.card])), a.card,
                 lambda a=a: table.act(seat, a)) for a in gifts]
    table.open_panel(TreasurePanel(table.app, _("Thank {helper} for the help?").format(helper=helper), options,
                                   [KEEP, *gifts],
                                   detail=_("You may give your helper one of the two cards you took.")))


# The panel each decision opens (answering for help is the bar's two buttons; cards, the hand).
PANELS: dict[str, Callable[[TableScene, int, list[Action]], None]] = {
    "pick_opponent": _pick_opponent, "ask_helper": _ask_helper, "take_treasure": _take_treasure,
    "give_treasure": _give_treasure,
}


def chosen_action(table: TableScene) -> Action | None:
    """The legal commit made of exactly the chosen cards, if any."""
    decision = table.my_decision()
    if decision is None or decision[1] not in CARD_PROMPTS:
        return None
    seat, _prompt = decision
    chosen = table.hand.chosen_cards()
    for a in table.match.legal_actions(seat):
        if (a.kind == "play" and len(chosen) == 1 and a.card == chosen[0]) or (
                a.kind == "hand" and tuple(sorted(a.cards)) == tuple(sorted(chosen))):
            return a
    return None


def play_selected(table: TableScene) -> None:
    decision = table.my_decision()
    action = chosen_action(table)
    if decision is None:
        return
    if action is None:
        table.say(choose_first(_need(table, decision[1])))
        return
    table.act(decision[0], action)


def _play_label(table: TableScene, prompt: str) -> str:
    chosen = table.hand.chosen_cards()
    need = _need(table, prompt)
    if prompt == "final_hand":
        if len(chosen) < need:
            # TRANSLATORS: a button, while a final hand is being chosen: "Choose 3 cards (1 chosen)"
            return ngettext("Choose {n} card ({chosen} chosen)", "Choose {n} cards ({chosen} chosen)", need).format(
                n=need, chosen=len(chosen))
        return _("Play {cards}").format(cards=cards_words(chosen))
    if not chosen:
        return _("Choose a card (number keys)")
    return _("Play {card} face down").format(card=kc.title(chosen[0]))


def _need(table: TableScene, prompt: str) -> int:
    """How many cards the prompt asks the viewer for (a final hand: at most what they hold)."""
    need = CARD_PROMPTS[prompt]
    if prompt == "final_hand":
        seat = table.viewer if table.viewer is not None else 0
        need = min(need, max(1, len(table.match.view(seat).hand)))
    return need


def _asker(table: TableScene) -> int:
    fight = _fight(table)
    return fight.sides[fight.asks] if fight is not None and fight.asks < len(fight.sides) else fight.sides[0]


# ---- the status line -----------------------------------------------------------------------------
_STAGES = {
    # TRANSLATORS: the status line in a commit: what happens, then what to do ("Helpers: each helper adds...")
    "final_hand": (N_("Tie-break: {doing}"), N_("play your best three cards at once")),
    "dogfight_extra_card": (N_("Dogfight tie: {doing}"), N_("one more card each; the highest rank wins")),
    "helper_card": (N_("Helpers: {doing}"), N_("each helper adds one card face down")),
}


def status_words(table: TableScene) -> str:
    """What is happening, and what the viewer may do: "You" only for the viewer."""
    shown = table.shown
    assert isinstance(shown, KombatShown)
    pending = table.match.pending if table.synced else None
    if pending is None:
        if shown.winners:
            return _("{names} share the win").format(names=format_list([table.names[w] for w in shown.winners]))
        return _watching_words(table, shown)
    prompt = pending.prompt
    view = table.match.view(table.seen_as)
    fight = view.fight
    if prompt in ONE_SEAT:
        seat = asked_seat(pending)
        return ONE_SEAT[prompt](table, seat, seat == table.viewer, fight)
    fields: dict[str, int] = {}
    if prompt in _STAGES:
        head, doing = (_(words) for words in _STAGES[prompt])
    else:
        fields = {"n": min(kc.ROUNDS, (fight.rounds if fight else 0) + 1), "rounds": kc.ROUNDS}
        if fight is not None and fight.kind != BATTLE:
            head = _("Dogfight {n} of {rounds}: {doing}")
        else:
            # TRANSLATORS: the status line in a battle's round: "Round 2 of 3: choose a card, or forfeit"
            head = _("Round {n} of {rounds}: {doing}")
        doing = _("choose a card, or forfeit")
    waiting = format_list([table.names[s] for s in sorted(pending.seats)])
    chosen = [table.names[s] for s in view.committed]
    if table.viewer is not None and table.viewer in pending.seats:
        pass
    elif table.viewer is not None and table.viewer in view.committed:
        doing = _("your card is down; waiting for {names}").format(names=waiting)
    elif chosen:
        doing = _("waiting for {names} ({chosen} chose)").format(names=waiting, chosen=format_list(chosen))
    else:
        doing = _("waiting for {names}").format(names=waiting)
    return head.format(doing=doing, **fields)


def _watching_words(table: TableScene, shown: KombatShown) -> str:
    """While the table animates: what is on it."""
    fight = shown.fight
    if fight is not None:
        return fight_name(table.names, fight)
    if shown.current is None:
        return _("Kombat Kittens")
    if shown.current == table.viewer:
        return _("Your turn")
    return _("{name}'s turn").format(name=table.names[shown.current])


# ---- the status line while one seat decides: the viewer's own words when it is theirs (`mine`) ----
def _picking_words(table: TableScene, seat: int, mine: bool, fight: Any) -> str:
    return _("Your turn: pick an opponent to battle") if mine else _("{name} is picking an opponent").format(
        name=table.names[seat])


def _asking_words(table: TableScene, seat: int, mine: bool, fight: Any) -> str:
    other = _opponent(table, seat)
    if mine:
        return _("Ask for help against {other}, or fight alone").format(other=table.names[other])
    name = table.names[seat]
    if other == table.viewer:
        return _("{name} may ask for help against you").format(name=name)
    return _("{name} may ask for help against {other}").format(name=name, other=table.names[other])


def _answering_words(table: TableScene, seat: int, mine: bool, fight: Any) -> str:
    asker = _asker(table)
    other = next(s for s in fight.sides if s != asker)
    if mine:  # (the viewer helps: neither side is theirs)
        return _("{asker} asks you to help against {other}").format(asker=table.names[asker],
                                                                    other=table.names[other])
    name = table.names[seat]
    if asker == table.viewer:
        return _("{name} is asked to help you").format(name=name)
    return _("{name} is asked to help {asker}").format(name=name, asker=table.names[asker])


def _taking_words(table: TableScene, seat: int, mine: bool, fight: Any) -> str:
    return _("You won! Take your treasure") if mine else _("{name} is taking treasure").format(name=table.names[seat])


def _thanking_words(table: TableScene, seat: int, mine: bool, fight: Any) -> str:
    helper = fight.helper(seat) if fight is not None else None
    if mine:
        if helper is None:
            return _("Give your helper a card for the help?")
        return _("Give {helper} a card for the help?").format(helper=table.names[helper])
    name = table.names[seat]
    if helper is None:
        return _("{name} may thank their helper with a card").format(name=name)
    if helper == table.viewer:
        return _("{name} may thank you with a card").format(name=name)
    return _("{name} may thank {helper} with a card").format(name=name, helper=table.names[helper])


ONE_SEAT: dict[str, Callable[[TableScene, int, bool, Any], str]] = {
    "pick_opponent": _picking_words, "ask_helper": _asking_words, "answer_help": _answering_words,
    "take_treasure": _taking_words, "give_treasure": _thanking_words,
}


KIT = KombatKit()
