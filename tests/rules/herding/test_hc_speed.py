"""The cheaper rules steps change nothing: seeded games replay event for event as the code
recorded them before (`golden.py`), `is_legal` agrees with the legal list everywhere, and
`decide` never touches the state it reads."""

import json
import random

from golden import FILE, GAMES, trace

from game.engine import Action, Match, get
from game.rules.herding.cards import ORDER
from game.rules.herding.moves import is_legal


def test_seeded_games_replay_the_golden_traces_event_for_event():
    golden = json.loads(FILE.read_text())
    assert len(golden) == GAMES
    differ = [i for i in range(GAMES) if trace(i) != golden[i]]
    assert differ == []


def _candidates(players: int) -> list[Action]:
    """Every action of every kind a seat could ask for, legal or not (and a few malformed)."""
    seats = [None, *range(players), players]
    out = [Action("pass"), Action("challenge"), Action("intercept_up"), Action("pass", position=0)]
    out += [Action("declare", cards=(c,), card=i, target=t) for c in ORDER for i in ORDER for t in seats]
    out += [Action("declare", cards=(c, c), card=c) for c in ORDER]
    out += [Action("declare", cards=(c,), card=c, position=1) for c in ORDER] + [Action("declare", card=ORDER[0])]
    out += [Action("pick", position=p) for p in range(-1, 10)] + [Action("pick"), Action("pick", cards=("x",))]
    out += [Action("intercept", card=c) for c in ORDER]
    return out


def test_is_legal_agrees_with_the_legal_list_in_every_state_met():
    rules = get("herding-cats")
    checked = 0
    for game in range(12):
        players = 2 + game % 5
        match = Match(rules, rules.configure(players, {}), 400 + game)
        rng = random.Random(game)
        candidates = _candidates(players)
        while (pending := match.pending) is not None:
            for seat in range(players):
                legal = match.legal_actions(seat)
                for action in candidates:
                    assert is_legal(match.state, seat, action) == (action in legal), (seat, action)
                    checked += 1
            seat = rng.choice(sorted(pending.seats))
            match.act(seat, rng.choice(match.legal_actions(seat)))
    assert checked > 10_000


def test_decide_leaves_the_state_it_reads_as_it_was():
    rules = get("herding-cats")
    for game in range(10):
        players = 2 + game % 5
        match = Match(rules, rules.configure(players, {}), 700 + game)
        rng = random.Random(game)
        while (pending := match.pending) is not None:
            seat = rng.choice(sorted(pending.seats))
            for action in match.legal_actions(seat):
                before = rules.snapshot(match.state)
                rules.decide(match.state, seat, action, random.Random(1))
                assert rules.snapshot(match.state) == before, action
            match.act(seat, rng.choice(match.legal_actions(seat)))
