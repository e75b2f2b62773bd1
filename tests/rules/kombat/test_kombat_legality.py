"""`is_legal`, decide's quick check, agrees with the listed legal actions everywhere."""

import random

from game.engine import Match, get
from game.engine.actions import Action
from game.rules.kombat.cards import KITTENS
from game.rules.kombat.moves import is_legal, legal_actions


def _probes(players: int) -> list[Action]:
    cards = sorted(set(KITTENS))[:12]
    return [
        *(Action("play", card=c) for c in cards), Action("play"), Action("play", card=cards[0], target=1),
        Action("forfeit"), Action("forfeit", card=cards[0]),
        *(Action("battle", target=t) for t in range(-1, players + 1)), Action("battle"),
        Action("alone"), Action("accept"), Action("decline"), Action("keep"), Action("hand", cards=tuple(cards[:3])),
    ]


def test_is_legal_agrees_with_the_legal_list_over_random_games():
    rng = random.Random(5)
    rules = get("kombat-kittens")
    for players in (2, 3, 4, 5):
        match = Match(rules, rules.configure(players), 40 + players)
        probes = _probes(players)
        while (pending := match.pending) is not None:
            state = match.state
            for seat in range(players):
                legal = legal_actions(state, seat)
                for action in [*probes, *legal, *(Action("play", card=c) for c in state.hands[seat])]:
                    assert is_legal(state, seat, action) == (action in legal), (state.phase, seat, action)
            seat = min(pending.seats)
            match.act(seat, rng.choice(match.legal_actions(seat)))
