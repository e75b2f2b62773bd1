"""Hard models each opponent from what it did in public (Nopes, looseness, where it puts
Kittens back), and its playouts move each opponent by that model."""

from __future__ import annotations

import random

from game.ai.ismcts import Budget
from game.ai.kittens.belief import KittensBelief
from game.ai.kittens.habits import Habits, Model
from game.ai.kittens.search import PlayoutModel, playout_policy
from game.ai.levels import make_bot
from game.engine import Action, Match, get
from game.rules.kittens import events as ev
from game.rules.kittens.cards import ATTACK, DEFUSE, EXPLODING, FAVOR, NOPE, SEE_FUTURE, SKIP, TACOCAT

NOPE_ACTION = Action("nope", (NOPE,))


def watching(seat: int = 0, players: int = 3) -> Habits:
    habits = Habits(seat)
    habits.observe(ev.Dealt((("?",) * 5,) * players, ("?",) * 30, 0))
    return habits


def window(habits: Habits, player: int, cards: tuple[str, ...], target: int | None, nopers: tuple[int, ...]) -> None:
    habits.observe(ev.CardsPlayed(player, cards, target))
    for seat in nopers:
        habits.observe(ev.Noped(seat))
    habits.observe(ev.PlayResolved(cancelled=len(nopers) % 2 == 1))


def test_habits_tell_a_seat_that_nopes_attacks_on_it_from_one_that_nopes_anything():
    habits = watching()
    for _ in range(5):
        window(habits, 0, (ATTACK,), None, (1,))          # seat 1: Nopes the Attack on it
        window(habits, 0, (FAVOR,), 1, (1,))            # ...and the Favor on it
        window(habits, 1, (SKIP,), None, (2,))            # seat 2: Nopes a Skip that hurts nobody
    careful, loose = habits.model(1), habits.model(2)
    assert careful.nope_aimed > 0.8 and careful.nope_other < 0.15 and careful.loose == 0.0
    assert loose.nope_other > 0.5 and loose.loose > 0.5


def test_habits_count_escapes_from_a_safe_pile_as_loose_play():
    habits = watching()
    habits.observe(ev.TurnBegan(1, 1))
    habits.observe(ev.CardsPlayed(1, (SKIP,)))  # 2 Kittens in 30 cards, nothing seen: no reason
    habits.observe(ev.TurnBegan(2, 1))
    habits.observe(ev.CardsPlayed(2, (SEE_FUTURE,)))
    habits.observe(ev.CardsPlayed(2, (SKIP,)))  # it looked first: a reason
    assert habits.model(1).loose > 0 and habits.model(2).loose == 0


def attacked(ek):
    """Seat 0 attacks seat 1, who holds a Nope; the window is open."""
    s = ek.deal([[ATTACK, DEFUSE], [NOPE, TACOCAT], [TACOCAT]], [TACOCAT, SKIP, EXPLODING, TACOCAT, EXPLODING])
    return ek.act(s, 0, Action("play", (ATTACK,)))


def test_playouts_nope_by_each_seats_habit(ek):
    s = attacked(ek)
    habits = watching(seat=2)
    for _ in range(20):
        window(habits, 2, (ATTACK,), None, ())    # seat 0 is attacked and never Nopes...
        window(habits, 0, (ATTACK,), None, (1,))  # ...seat 1 always does
    never = PlayoutModel({1: habits.model(0)})
    always = PlayoutModel({1: habits.model(1)})
    rngs = [random.Random(seed) for seed in range(40)]
    assert sum(playout_policy(s, 1, rng) == NOPE_ACTION for rng in rngs) > 25
    assert sum(always(s, 1, rng) == NOPE_ACTION for rng in rngs) > 25
    assert sum(never(s, 1, rng) == NOPE_ACTION for rng in rngs) < sum(always(s, 1, rng) == NOPE_ACTION for rng in rngs)


def test_playouts_let_a_loose_seat_move_at_random(ek):
    s = attacked(ek)
    habits = watching()
    for _ in range(6):
        window(habits, 0, (SKIP,), None, (2,))
    loose = PlayoutModel({1: habits.model(2)})
    rng = random.Random(1)
    assert any(loose(s, 1, rng) is None for _ in range(20))
    assert all(playout_policy(s, 1, rng) is not None for _ in range(20))


def test_playouts_put_kittens_back_where_each_seat_tends_to(ek):
    belief = KittensBelief(seat=1)
    belief.observe(ev.Dealt((("?",),) * 3, ("?",) * 20, 0))
    for _ in range(4):  # seat 0 hides its Kittens: what comes off the top is never one
        belief.observe(ev.KittenPlaced(0, EXPLODING, None))
        belief.observe(ev.CardDrawn(1, None))
    model = PlayoutModel.of(belief)
    phase_state = ek.act(ek.deal([[DEFUSE], [DEFUSE], [DEFUSE]], [EXPLODING, *[TACOCAT] * 9]), 0, Action("draw"))
    rngs = [random.Random(seed) for seed in range(60)]
    tops = sum(model(phase_state, 0, rng) == Action("defuse", position=0) for rng in rngs)
    default = sum(playout_policy(phase_state, 0, rng) == Action("defuse", position=0) for rng in rngs)
    assert tops < default / 2


def test_hard_searches_with_its_model_of_each_opponent(ek):
    rules = get("exploding-kittens")
    match = Match(rules, rules.configure(3, {"big_hands": True}), seed=5)
    bot = make_bot("hard", 0, rules, seed=1)
    bot.budget = Budget(iterations=6, per_move=2, min_iterations=3)
    for event in match.log:
        bot.observe(rules.redact(event, 0))
    match.subscribe(0, bot.observe)
    while 0 not in match.pending.seats:
        seat = min(match.pending.seats)
        match.act(seat, match.legal_actions(seat)[0])
    bot.start(match.view(0), match.legal_actions(0))
    policy = bot.search.policy
    assert isinstance(policy, PlayoutModel) and set(policy.models) == {1, 2}


def test_a_loose_seat_plays_its_turn_as_easy_does(ek):
    s = ek.deal([[DEFUSE, SKIP], [SKIP, FAVOR, TACOCAT, TACOCAT, SEE_FUTURE], [TACOCAT]],
                [TACOCAT, SKIP, EXPLODING, TACOCAT, EXPLODING], first=1)
    loose = PlayoutModel({1: Model(nope_aimed=0.5, nope_other=0.5, loose=0.8)})
    rng = random.Random(3)
    moves = [loose(s, 1, rng) for _ in range(200)]
    kinds = {(m.kind, m.cards) for m in moves if m is not None}
    assert kinds >= {("draw", ()), ("play", (SKIP,)), ("play", (FAVOR,)), ("play", (TACOCAT, TACOCAT))}
    assert all(m is None or ek.r.legal_actions(s, 1).count(m) == 1 for m in moves)
