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
from ....rules.kombat import cards as kc
from ....rules.kombat import events as ev
from ....rules.kombat.moves import ACCEPT, DECLINE, FORFEIT, KEEP
from ....rules.kombat.state import BATTLE
from ... import cards_art, draw
from ...scenes.dialogs import risk
from ...table.hand import choose_first
from ...table.panels import ChoicePanel, Hint
from ...table.shown import SPECTATOR
from ...widgets import Button, Widget
from . import centre, spoken
from .cards import CARDS, FAMILY
from .details import TreasureSpot
from .director import HANDLERS
from .shown import KombatShown
from .words import card_list, points

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
        scene.heading = "Litter Box"
        table.app.push(scene)

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        pass  # drawn with the piles


class KombatKit:
    family = FAMILY
    cards = CARDS
    handlers = HANDLERS
    answer_label = "Answer"
    no_answer = "Nothing to answer in Kombat Kittens"
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
        legal = table.match.legal_actions(seat)
        if prompt in CARD_PROMPTS:
            table.hand.limit = CARD_PROMPTS[prompt]
        elif prompt == "pick_opponent":
            _pick_opponent(table, seat, legal)
        elif prompt == "ask_helper":
            _ask_helper(table, seat, legal)
        elif prompt == "take_treasure":
            _take_treasure(table, seat, legal)
        elif prompt == "give_treasure":
            _give_treasure(table, seat, legal)

    def buttons(self, table: TableScene, seat: int, prompt: str) -> list[Button]:
        if prompt == "answer_help":
            side = _asker(table)
            return [Button(f"Help {table.names[side]}", lambda: table.act(seat, ACCEPT), style="primary"),
                    Button("Decline", lambda: table.act(seat, DECLINE))]
        if prompt not in CARD_PROMPTS:
            return []
        play = Button(_play_label(table, prompt), lambda: play_selected(table), style="primary", explains=True)
        play.enabled = chosen_action(table) is not None
        buttons = [play]
        if prompt in MAY_FORFEIT and FORFEIT in table.match.legal_actions(seat):
            kind = "Dogfight" if prompt == "dogfight_card" else "battle"
            lose = risk(table.app, f"Forfeit this {kind}?", yes="Forfeit", no="Keep fighting",
                        detail=f"You lose the {kind} at once; afterwards you draw one extra card.")
            buttons.append(Button("Forfeit (lose, draw 1 more)", lambda: table.act(seat, FORFEIT), style="danger",
                                  risk=lose))
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
        treasure: list[list[str]] = [[] for _ in names]
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
            sets = kc.suit_sets(treasure[seat])
            lines.append(f"{name}: {kc.score(treasure[seat])} points ({len(treasure[seat])} treasure cards, "
                         f"{sets} suit set{'s' if sets != 1 else ''}), {battles[seat]} battles won, "
                         f"{dogs[seat]} Dog{'s' if dogs[seat] != 1 else ''}.")
        return lines


def _spot_key(spot: Widget | None) -> tuple:
    """A centre spot as a key: which kind, and whose treasure."""
    if spot is None:
        return ()
    return ("treasure", spot.seat) if isinstance(spot, TreasureSpot) else ("litter",)


# ---- decisions --------------------------------------------------------------------------------------
def _describe(table: TableScene, seat: int) -> str:
    shown = table.shown
    assert isinstance(shown, KombatShown)
    return f"{shown.counts[seat]} cards, {shown.score(seat)} points of treasure"


def _pick_opponent(table: TableScene, seat: int, legal: list[Action]) -> None:
    pick = {a.target: (lambda a=a: table.act(seat, a)) for a in legal if a.target is not None}
    options = [(f"{table.names[t]} ({_describe(table, t)})", None, pick[t]) for t in sorted(pick)]
    table.open_panel(ChoicePanel(table.app, "Battle whom?", options, art=CARDS,
                                 detail="Or click their name at the top. Three rounds, a card face down each; "
                                        "the best three-card hand wins treasure, ranked as in poker: three of "
                                        "a kind, then a straight, a pair, then the high card."))
    table.targets = dict(pick)


def _fight(table: TableScene) -> Any:
    return table.match.view(table.seen_as).fight


def _opponent(table: TableScene, seat: int) -> int:
    fight = _fight(table)
    return next(s for s in fight.sides if s != seat)


def _ask_helper(table: TableScene, seat: int, legal: list[Action]) -> None:
    options = [("Fight alone", None, lambda: table.act(seat, legal[0]))]
    options += [(f"Ask {table.names[a.target]} ({_describe(table, a.target)})", None,
                 lambda a=a: table.act(seat, a)) for a in legal if a.kind == "ask" and a.target is not None]
    opponent = table.names[_opponent(table, seat)]
    table.open_panel(ChoicePanel(table.app, f"Ask for help against {opponent}?", options, art=CARDS,
                                 detail="A helper adds one card after the three rounds; if you win, you may "
                                        "give them one of the treasure."))


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
                return widget, f"Choose {getattr(widget, 'label', '')}", "Enter"
        return None


def _take_treasure(table: TableScene, seat: int, legal: list[Action]) -> None:
    fight = _fight(table)
    loser = table.names[fight.loser] if fight is not None and fight.loser is not None else "the loser"
    options = []
    for a in legal:
        parts = [card_list(a.cards)] if a.cards else []
        if a.card is not None:
            parts.append(f"{kc.title(a.card)} from {loser}'s treasure")
        taken = [*a.cards, *([a.card] if a.card else [])]
        options.append((f"{' and '.join(parts)} ({points(taken)})", taken[0] if taken else None,
                        lambda a=a: table.act(seat, a)))
    table.open_panel(TreasurePanel(table.app, "You won! Take your treasure", options, list(legal),
                                   detail="Captured cards lie face up in front of you; 5 more points for each "
                                          "set of all five suits."))


def _give_treasure(table: TableScene, seat: int, legal: list[Action]) -> None:
    fight = _fight(table)
    helper = table.names[fight.helper(seat)] if fight is not None and fight.helper(seat) is not None else "your helper"
    gifts = [a for a in legal if a.kind == "give" and a.card]
    options = [("Keep both", None, lambda: table.act(seat, KEEP))]
    options += [(f"Give {kc.title(a.card)} to {helper} ({points([a.card])})", a.card,
                 lambda a=a: table.act(seat, a)) for a in gifts]
    table.open_panel(TreasurePanel(table.app, f"Thank {helper} for the help?", options, [KEEP, *gifts],
                                   detail="You may give your helper one of the two cards you took."))


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
            return f"Choose {need} cards ({len(chosen)} chosen)"
        return f"Play {card_list(chosen)}"
    if not chosen:
        return "Choose a card (number keys)"
    return f"Play {kc.title(chosen[0])} face down"


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
def _person(table: TableScene, seat: int, start: bool = True) -> str:
    if seat == table.viewer:
        return "You" if start else "you"
    return table.names[seat]


def status_words(table: TableScene) -> str:
    """What is happening, and what the viewer may do: "You" only for the viewer."""
    shown = table.shown
    assert isinstance(shown, KombatShown)
    pending = table.match.pending if table.synced else None
    if pending is None:
        if shown.winners:
            return " and ".join(table.names[w] for w in shown.winners) + " share the win"
        return _watching_words(table, shown)
    prompt = pending.prompt
    view = table.match.view(table.seen_as)
    fight = view.fight
    if prompt in ("pick_opponent", "ask_helper", "answer_help", "take_treasure", "give_treasure"):
        return _one_seat_words(table, prompt, asked_seat(pending), fight)
    if prompt == "final_hand":
        head = "Tie-break"
        doing = "play your best three cards at once"
    elif prompt == "dogfight_extra_card":
        head, doing = "Dogfight tie", "one more card each; the highest rank wins"
    elif prompt == "helper_card":
        head, doing = "Helpers", "each helper adds one card face down"
    else:
        kind = "Dogfight" if fight is not None and fight.kind != BATTLE else "Round"
        head = f"{kind} {min(3, (fight.rounds if fight else 0) + 1)} of 3"
        doing = "choose a card face down, or forfeit"
    if table.viewer is not None and table.viewer in pending.seats:
        return f"{head}: {doing}"
    if table.viewer is not None and table.viewer in view.committed:
        left = ", ".join(table.names[s] for s in sorted(pending.seats))
        return f"{head}: your card is down; waiting for {left}"
    chosen = [table.names[s] for s in view.committed]
    waiting = ", ".join(table.names[s] for s in sorted(pending.seats))
    return f"{head}: waiting for {waiting}" + (f" ({', '.join(chosen)} chose)" if chosen else "")


def _watching_words(table: TableScene, shown: KombatShown) -> str:
    """While the table animates: what is on it."""
    fight = shown.fight
    if fight is not None:
        return centre.fight_title(table, fight).split("   ")[0]
    if shown.current is None:
        return "Kombat Kittens"
    return "Your turn" if shown.current == table.viewer else f"{table.names[shown.current]}'s turn"


def _one_seat_words(table: TableScene, prompt: str, seat: int, fight: Any) -> str:
    who = _person(table, seat)
    mine = seat == table.viewer
    if prompt == "pick_opponent":
        return "Your turn: pick an opponent to battle" if mine else f"{who} is picking an opponent"
    if prompt == "ask_helper":
        other = _person(table, _opponent(table, seat), start=False)
        return f"Ask for help against {other}, or fight alone" if mine else f"{who} may ask for help against {other}"
    if prompt == "answer_help":
        asker = _asker(table)
        other = _person(table, next(s for s in fight.sides if s != asker), start=False)
        if mine:
            return f"{table.names[asker]} asks you to help against {other}"
        return f"{who} is asked to help {_person(table, asker, start=False)}"
    if prompt == "take_treasure":
        return "You won! Take your treasure" if mine else f"{who} is taking treasure"
    helper = fight.helper(seat) if fight is not None else None
    name = _person(table, helper, start=False) if helper is not None else "their helper"
    return f"Give {name} a card for the help?" if mine else f"{who} may thank {name} with a card"


KIT = KombatKit()
