"""Which actions a seat may take: the one home of Kittens legality.

`decide` accepts exactly the actions listed here, so the app, the bots and the command line
all meet the same rules.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import lru_cache
from itertools import combinations, permutations

from ...engine.actions import Action
from .cards import (
    ACTIONS,
    CATS,
    CLAIRVOYANCE,
    CLONE,
    FEED_DEAD,
    FERAL,
    KITTENS,
    NEEDS_DEAD,
    NOPE,
    TARGETED,
    TARGETED_ATTACK,
    UNNOPABLE,
    ZOMBIE,
)
from .state import (
    ARRANGE,
    BURY,
    DEFUSE,
    DIG,
    FEED,
    GIVE,
    OVER,
    PICK_DISCARD,
    PLACE_IMPLODING,
    PLACE_KITTENS,
    RESPOND,
    RESURRECT,
    TURN,
    ZOMBIE_CHOICE,
    KittensState,
)


@lru_cache(maxsize=65_536)
def _play(cards: tuple[str, ...], target: int | None = None, card: str | None = None) -> Action:
    """A shared, immutable play action: legal lists are rebuilt often, their actions need not be."""
    return Action("play", cards=cards, target=target, card=card)


@lru_cache(maxsize=4096)
def _at(kind: str, position: int) -> Action:
    """A shared action putting something at a pile position (defuse, place, dig)."""
    return Action(kind, position=position)


@lru_cache(maxsize=4096)
def _with(kind: str, card: str) -> Action:
    """A shared action naming one card of the hand or a pile (give, bury, take)."""
    return Action(kind, card=card)


@lru_cache(maxsize=8192)
def _aimed(cards: tuple[str, ...], targets: tuple[int, ...], names: tuple[str | None, ...]) -> tuple[Action, ...]:
    """A combo played on each target, naming each name: shared, as combos and tables recur."""
    return tuple(_play(cards, t, name) for t in targets for name in names)


DRAW = Action("draw")
PASS = Action("pass")
NOPE_ACTION = Action("nope", cards=(NOPE,))
PASS_ONLY = (PASS,)  # the answers of a response window without NOW cards, shared (never changed)
PASS_OR_NOPE = (PASS, NOPE_ACTION)
DIE = Action("die")
PLAY_ZOMBIE = Action("play", cards=(ZOMBIE,))


def canonical(action: Action) -> Action:
    """The same action with its cards in a fixed order, as the legal list writes them
    (a bare "nope" means the Nope card)."""
    if action.kind == "nope" and not action.cards:
        return NOPE_ACTION
    if len(action.cards) > 1:
        cards = tuple(sorted(action.cards))
        if cards != action.cards:
            return replace(action, cards=cards)
    return action


def is_window_pass(state: KittensState, action: Action) -> bool:
    """Whether `action` passes in an open response window: the legal list of every seat the
    window waits for starts with it (see `legal_actions`), so a pass needs no list."""
    return state.phase == RESPOND and action.kind == "pass" and action == PASS


def window_seats(state: KittensState) -> frozenset[int]:
    """Who may still answer the open response window.

    Every living player (and every dead one, where the dead stay at the table) but the one
    whose card is on top of the chain, until they pass.
    """
    last = state.nopes[-1] if state.nopes else state.play.seat  # type: ignore[union-attr]
    seats = set(range(state.players)) if state.rules.undead else {s for s, a in enumerate(state.alive) if a}
    seats.discard(last)
    seats -= state.passed
    return frozenset(seats)


def legal_actions(state: KittensState, seat: int, nameable: tuple[str, ...]) -> Sequence[Action]:
    """The actions of `seat`, which the pending decision asks to act (a list, or a shared
    tuple: never change it)."""
    phase = state.phase
    if phase == OVER:
        return []
    if phase == TURN:
        return _turn_actions(state, seat, nameable) if seat == state.current else ()
    if phase == RESPOND:
        nopable = state.play is None or state.play.cards[0] not in UNNOPABLE
        answers = PASS_OR_NOPE if nopable and NOPE in state.hands[seat] else PASS_ONLY
        return (*answers, *_now_plays(state, seat)) if state.rules.now_cards else answers
    if seat != state.chooser:
        return []
    if phase == GIVE:
        return [_with("give", c) for c in sorted(set(state.hands[seat]))]
    if phase == DEFUSE:
        return [_at("defuse", p) for p in range(len(state.draw) + 1)]
    if phase == PLACE_IMPLODING:
        return [_at("place", p) for p in range(len(state.draw) + 1)]
    if phase == ARRANGE:
        k = min(3, len(state.draw))
        return [Action("arrange", order=order) for order in permutations(range(k))]
    if phase == PICK_DISCARD:
        # Kittens in the discard pile are out of the game: they cannot be taken.
        below = state.discard[: state.play.discard_mark] if state.play else []
        return [_with("take", c) for c in sorted(set(below) - KITTENS)]
    return _zombie_choices(state, seat)


def _zombie_choices(state: KittensState, seat: int) -> list[Action]:
    """The private choices of Zombie Kittens, for the seat asked."""
    phase = state.phase
    if phase == ZOMBIE_CHOICE:
        return [PLAY_ZOMBIE, DIE]
    if phase == RESURRECT:
        return [Action("resurrect", target=d) for d in state.dead()]
    if phase == PLACE_KITTENS:
        return [_at("place", p) for p in range(len(state.draw) + 1)]
    if phase == FEED:
        return [_with("give", c) for c in sorted(set(state.hands[seat]))]
    if phase == BURY:
        return [_with("bury", c) for c in sorted(set(state.hands[seat]))]
    if phase == DIG:
        return [_at("dig", p) for p in range(min(2, len(state.draw)))]
    return []


def _now_plays(state: KittensState, seat: int) -> list[Action]:
    """NOW cards `seat` may play in the open response window: Shuffle, Feed the Dead (on a
    dead player), and Clairvoyance in a Zombie Kitten's own window."""
    hand = state.hands[seat]
    out = []
    for card in sorted(set(hand) & state.rules.now_cards):
        if card == CLAIRVOYANCE:
            if state.play is not None and state.play.cards == (ZOMBIE,):
                out.append(_play((card,)))
        elif card == FEED_DEAD:
            out.extend(_play((card,), d) for d in state.dead())
        else:
            out.append(_play((card,)))
    return out


# Turn lists by everything they depend on (see `_turn_key`), one memo for each set of
# nameable titles (a table's, fixed): hands recur, so lists do.
_TURN_LISTS: dict[tuple[str, ...], dict[tuple, tuple[Action, ...]]] = {}
_TURN_LISTS_MAX = 100_000
_last: list = [None, {}]  # the nameable titles last asked about (by identity) and their memo


def _turn_actions(state: KittensState, seat: int, nameable: tuple[str, ...]) -> tuple[Action, ...]:
    """The current player's plays, listed once for each table that could tell them apart."""
    if _last[0] is nameable:
        memo = _last[1]
    else:
        memo = _TURN_LISTS.setdefault(nameable, {})
        _last[:] = [nameable, memo]
    key = _turn_key(state, seat)
    listed = memo.get(key)
    if listed is None:
        if len(memo) >= _TURN_LISTS_MAX:
            memo.clear()
        listed = memo[key] = tuple(_list_turn_actions(state, seat, nameable))
    return listed


def _turn_key(state: KittensState, seat: int) -> tuple:
    """All that `_list_turn_actions` reads of `state` besides the nameable titles: the hand,
    who is alive and holds cards, the discard pile's top (for a Clone), whether the table
    allows five different, and the special combos option."""
    hand = state.hands[seat]
    top = state.discard[-1] if state.discard and CLONE in hand else None
    five = len(hand) >= 5 and _five_open(state)  # the hand's titles are in the key
    # One flat tuple (cheaper to hash than nested ones): a fixed-length head, then the hand.
    return (state.players, seat, top, five, state.options.get("special_combos", False), *state.alive,
            *map(bool, state.hands),
            *sorted(hand))


def _list_turn_actions(state: KittensState, seat: int, nameable: tuple[str, ...]) -> list[Action]:
    """The turn list: the hand's plays (`_hand_plays`), aimed at the players they may take."""
    hand = state.hands[seat]
    special = state.options.get("special_combos", False)
    singles, pairs, triples, fives = _hand_plays(tuple(sorted(hand)), special, _five_open(state))
    others, with_cards = _targets(state, seat)
    out = [DRAW]
    for card in singles:
        out.extend(_singles(state, card, others, with_cards))
    if CLONE in hand and state.discard:
        out.extend(_clones(state, others, with_cards))
    if with_cards:
        aimed = tuple(with_cards)
        for cards in pairs:
            out.extend(_aimed(cards, aimed, (None,)))
        for cards in triples:
            out.extend(_aimed(cards, aimed, nameable))
    out.extend(fives)
    return out


@lru_cache(maxsize=1 << 16)
def _hand_plays(hand: tuple[str, ...], special: bool, five_open: bool) -> tuple[
        tuple[str, ...], tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...], tuple[Action, ...]]:
    """What a sorted hand may play, whoever holds it: its action cards (each played alone),
    its pairs, its threes of a kind (special combos only), and its plays of five different
    (when the table allows them). Hands recur far more often than whole tables."""
    counts: dict[str, int] = {}
    for card in hand:
        counts[card] = counts.get(card, 0) + 1
    singles = tuple(card for card in counts if card in ACTIONS)
    triples = tuple(_triples(counts)) if special else ()
    fives = tuple(_play(five) for five in combinations(counts, 5)) if five_open and len(counts) >= 5 else ()
    return singles, tuple(_pairs(counts, special)), triples, fives


def _five_allowed(state: KittensState, titles: int) -> bool:
    """Whether five different may be played with `titles` different titles in hand."""
    return titles >= 5 and _five_open(state)


def _five_open(state: KittensState) -> bool:
    """Whether the table allows five different, whatever the hand: special combos, a game
    that has the combo, and a card other than a Kitten in the discard pile to take."""
    return bool(
        state.options.get("special_combos", False) and state.rules.five_different
        and not KITTENS.issuperset(state.discard)
    )


def is_turn_action(state: KittensState, seat: int, action: Action, nameable: tuple[str, ...]) -> bool:
    """Whether `action` is in the turn list of `seat`, the current player (`legal_actions`),
    built from the same pieces but without listing every target and name of every combo:
    search playouts check one move a time."""
    kind, cards = action.kind, action.cards
    if kind == "draw":
        return action == DRAW
    if kind != "play" or not cards or action.position is not None or action.order:
        return False
    hand = state.hands[seat]
    if len(cards) == 1:
        card = cards[0]
        if card not in hand:
            return False
        if card == CLONE:
            return bool(state.discard) and action in _clones(state, *_targets(state, seat))
        if card not in ACTIONS:
            return False
        return action in _singles(state, card, *(_targets(state, seat) if card in TARGETED else ([], [])))
    counts = Counter(hand)
    if any(cards.count(c) > counts[c] for c in set(cards)):
        return False
    if len(cards) == 5:
        distinct = tuple(sorted(set(cards)))
        return action.target is None and action.card is None and cards == distinct and _five_allowed(state, len(counts))
    if action.target not in _targets(state, seat)[1]:
        return False
    special = state.options.get("special_combos", False)
    if len(cards) == 2:
        return action.card is None and cards in _pairs(counts, special)
    return len(cards) == 3 and special and action.card in nameable and cards in _triples(counts)


def _targets(state: KittensState, seat: int) -> tuple[list[int], list[int]]:
    """The other living players, and those of them holding cards."""
    others = [s for s in range(state.players) if s != seat and state.alive[s]]
    return others, [s for s in others if state.hands[s]]


def _singles(state: KittensState, card: str, others: list[int], with_cards: list[int]) -> list[Action]:
    """The ways to play `card` alone on your turn: one per target it may take."""
    if card in NEEDS_DEAD and all(state.alive):
        return []
    if card in TARGETED:
        targets = state.dead() if card == FEED_DEAD else others if card == TARGETED_ATTACK else with_cards
        return [_play((card,), t) for t in targets]
    if card == CLONE:
        return []  # a Clone is played as the card it copies (see `_clones`)
    return [_play((card,))]


def _clones(state: KittensState, others: list[int], with_cards: list[int]) -> list[Action]:
    """A Clone acts as the discard pile's top card, when that is an action (never a Clone)
    the player could play now: the same plays, with the Clone's card and the copy named."""
    top = state.discard[-1]
    if top not in ACTIONS or top == CLONE:
        return []
    return [_play((CLONE,), a.target, top) for a in _singles(state, top, others, with_cards)]


def _pairs(counts: Mapping[str, int], special: bool) -> list[tuple[str, ...]]:
    """Every distinct pair: two of a title (any title with special combos, else cats only);
    a Feral Cat stands for any cat."""
    ferals = counts.get(FERAL, 0)
    out = []
    for card, n in sorted(counts.items()):
        if card == FERAL:
            continue
        is_cat = card in CATS
        if n >= 2 and (special or is_cat):
            out.append((card, card))
        if is_cat and ferals:
            out.append(tuple(sorted((card, FERAL))))
    if ferals >= 2:
        out.append((FERAL, FERAL))
    return out


def _triples(counts: Mapping[str, int]) -> list[tuple[str, ...]]:
    """Every distinct three of a kind, Feral Cats standing in for cats."""
    ferals = counts.get(FERAL, 0)
    out = []
    for card, n in sorted(counts.items()):
        if card == FERAL:
            continue
        if n >= 3:
            out.append((card, card, card))
        if card in CATS:
            for wild in (1, 2):
                if ferals >= wild and n >= 3 - wild:
                    out.append(tuple(sorted((card,) * (3 - wild) + (FERAL,) * wild)))
    if ferals >= 3:
        out.append((FERAL, FERAL, FERAL))
    return out
