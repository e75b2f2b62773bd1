"""Sample a full Kittens state that one seat cannot tell apart from the real one.

Hard bots search such samples. `determinize(view, rng)` uses only the seat's view: the deck
(from the table options), its own hand, the public counts and piles, the pile positions and
the cards in other hands it knows. Every other card is dealt at random into the unseen slots,
with Kittens only in the draw pile (never in a hand) and a face-up Imploding Kitten never on
an unseen top (it would be seen). So `view(determinize(v, rng), v.seat) == v`.
"""

from __future__ import annotations

import random
from collections import Counter

from .cards import DEFUSE, EXPLODING, IMPLODING, KITTENS, nameable
from .ruleset import PROMPTS
from .state import OVER, RESPOND, KittensState, Play
from .view import KittensView

PHASE_OF_PROMPT = {prompt: phase for phase, (_, prompt) in PROMPTS.items()}


def deck_of(view: KittensView) -> Counter[str]:
    """Every card of the table (public: the view carries it)."""
    return Counter(dict(view.deck))


def unseen_cards(view: KittensView) -> Counter[str]:
    """The cards `view.seat` cannot place: the deck less every card it sees or knows."""
    seen = Counter(view.hand) + Counter(view.discard) + Counter(view.removed)
    seen.update(card for _, card in view.known_pile)
    for cards in view.known_hands:
        seen.update(cards)
    if view.drawn_kitten:
        seen[view.drawn_kitten] += 1
    seen[EXPLODING] += len(view.graves) + view.to_place
    deck = deck_of(view)
    if seen - deck:
        raise ValueError(f"the view shows cards the deck does not hold: {dict(seen - deck)}")
    return deck - seen


def determinize(
    view: KittensView, rng: random.Random, top_kitten: float = 0.0, defuses: dict[int, float] | None = None,
) -> KittensState:
    """A full state consistent with everything `view.seat` knows, sampled uniformly.

    Beliefs can weigh the sample; it stays consistent with the view whatever they say.
    `top_kitten`: the chance to put an unseen Exploding Kitten on an unseen top first (where
    another player probably just put one back). `defuses`: the expected number of unseen
    Defuses in some other hands; each gets its whole part, and its fraction by chance, first.
    """
    me, n = view.seat, view.players
    unseen = unseen_cards(view)
    known_pile = dict(view.known_pile)
    open_pos = [p for p in range(view.draw_count) if p not in known_pile]
    slots = {o: view.hand_counts[o] - len(view.known_hands[o]) for o in range(n) if o != me}
    if sum(unseen.values()) != len(open_pos) + sum(slots.values()):
        raise ValueError("the view's counts do not add up to the deck")

    draw: list[str | None] = [known_pile.get(p) for p in range(view.draw_count)]
    # Kittens go into unseen pile positions; a face-up Imploding Kitten is not on an unseen top.
    free = open_pos[:]
    if top_kitten and free and free[0] == 0 and unseen[EXPLODING] and rng.random() < top_kitten:
        draw[0] = EXPLODING
        free.remove(0)
        unseen = unseen - Counter({EXPLODING: 1})
    # The face-up Imploding Kitten first: it is the one with fewer places to go.
    for kitten in sorted((k for k in unseen.elements() if k in KITTENS), key=lambda k: (k != IMPLODING, k)):
        allowed = [p for p in free if not (kitten == IMPLODING and view.imploding_up and p == 0)]
        if not allowed:
            raise ValueError("no room in the draw pile for the unseen Kittens")
        pos = rng.choice(allowed)
        draw[pos] = kitten
        free.remove(pos)
    hands: list[list[str]] = [list(view.hand) if o == me else list(view.known_hands[o]) for o in range(n)]
    for o, expected in sorted((defuses or {}).items()):
        wanted = int(expected) + (rng.random() < expected % 1)
        given = min(wanted, slots.get(o, 0), unseen[DEFUSE])
        hands[o] += [DEFUSE] * given
        slots[o] -= given
        unseen[DEFUSE] -= given
    rest = [c for c in sorted(unseen.elements()) if c not in KITTENS]
    rng.shuffle(rest)
    for pos in free:
        draw[pos] = rest.pop()
    for o in range(n):
        if o != me:
            hands[o] += [rest.pop() for _ in range(slots[o])]
    return _state(view, hands, [c for c in draw if c is not None])


def _state(view: KittensView, hands: list[list[str]], draw: list[str]) -> KittensState:
    """The state around the sampled cards: everything else is public or the seat's own."""
    me, n = view.seat, view.players
    pending = view.pending
    phase = OVER if pending is None else PHASE_OF_PROMPT[pending.prompt]
    living = [s for s in range(n) if view.alive[s] or view.rules.undead]  # who answers windows
    passed: set[int] = set()
    chooser = view.current
    if pending is not None and phase == RESPOND:
        play: Play | None = view.play
        last = view.nopes[-1] if view.nopes else (play.seat if play else view.current)
        passed = {s for s in living if s != last and s not in pending.seats}
    elif pending is not None and len(pending.seats) == 1:
        (chooser,) = pending.seats
    knows: list[dict[int, str]] = [{} for _ in range(n)]
    knows[me] = dict(view.known_pile)
    seen: list[list[list[str]]] = [[[] for _ in range(n)] for _ in range(n)]
    seen[me] = [list(cards) for cards in view.known_hands]
    return KittensState(
        players=n, options=dict(view.options), hands=hands, alive=list(view.alive), draw=draw,
        discard=list(view.discard), current=view.current, turns=view.turns, attacked=view.attacked,
        direction=view.direction, phase=phase, chooser=chooser, play=view.play, nopes=list(view.nopes),
        passed=passed, drawn_kitten=view.drawn_kitten, imploding_up=view.imploding_up, knows=knows,
        seen_in_hand=seen, out_order=list(view.out_order), winner=view.winner, removed=view.removed,
        nameable=nameable(dict(view.deck)), deck=view.deck, turn_number=view.turn_number,
        rules=view.rules, stack=list(view.stack), watchers=list(view.watchers), to_place=view.to_place,
    )
