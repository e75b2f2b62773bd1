"""Elimination and the win (RULINGS "Exploding Kitten", "The last living player wins")."""

from __future__ import annotations

from game.engine.errors import IllegalAction
from game.engine.match import Match
from game.rules.kittens import EXPLODING_KITTENS
from game.rules.kittens.cards import EXPLODING, KITTENS


def test_an_exploded_player_is_out_and_skipped(ek):
    s = ek.deal([["skip", "nope"], ["favor"], ["attack"]], [EXPLODING, "tacocat", "beard_cat", EXPLODING])
    ek.draw(s)
    assert s.alive == [False, True, True] and s.out_order == [0]
    assert s.discard == ["skip", "nope", EXPLODING]
    assert ek.legal(s, 0) == []
    ek.draw(s)  # seat 1
    ek.draw(s)  # seat 2
    assert s.current == 1  # seat 0 is skipped


def test_exploding_under_attack_ends_the_attack(ek):
    s = ek.deal([["attack"], ["skip"], ["nope"]], [EXPLODING, "tacocat", EXPLODING])
    ek.play(s, 0, "attack")
    ek.draw(s)  # seat 1 explodes on the first of two turns
    assert (s.current, s.turns, s.attacked) == (2, 1, False)


def test_the_last_living_player_wins(ek):
    s = ek.deal([["skip"], ["favor"]], [EXPLODING, "tacocat"])
    events = ek.draw(s)
    assert ek.kinds(events) == ["CardDrawn", "Eliminated", "GameWon"]
    assert s.winner == 1
    assert ek.r.result(s).winners == (1,)
    assert ek.pending(s) is None and ek.r.is_over(s)
    assert ek.legal(s, 1) == []
    ek.illegal(s, 1, "draw", match="the game is over")


def test_the_win_comes_when_one_of_many_is_left(ek):
    s = ek.deal([["skip"], ["favor"], ["nope"]], [EXPLODING, EXPLODING])
    ek.draw(s)
    assert ek.r.result(s) is None
    ek.draw(s)
    assert s.winner == 2 and s.alive == [False, False, True] and s.out_order == [0, 1]


def test_the_pile_always_holds_living_minus_one_kittens_in_a_dealt_game():
    # A whole random game through the real Match: the count holds after every action.
    import random

    for seed in range(6):
        match = Match(EXPLODING_KITTENS, EXPLODING_KITTENS.configure(4), seed)
        rng = random.Random(seed)
        steps = 0
        while not match.is_over():
            state = match.state
            if state.phase != "over" and state.drawn_kitten is None:
                assert sum(c in KITTENS for c in state.draw) == sum(state.alive) - 1
            seat = min(match.pending.seats)
            match.act(seat, rng.choice(match.legal_actions(seat)))
            steps += 1
            assert steps < 5000
        # Replaying the log is a pure fold that rebuilds the state exactly.
        assert EXPLODING_KITTENS.snapshot(match.replayed_state()) == EXPLODING_KITTENS.snapshot(match.state)


def test_match_act_rejects_illegal_actions_and_logs_nothing():
    match = Match(EXPLODING_KITTENS, EXPLODING_KITTENS.configure(3), 1)
    seat = match.state.current
    before = EXPLODING_KITTENS.snapshot(match.state)
    other = (seat + 1) % 3
    try:
        match.act(other, EXPLODING_KITTENS.legal_actions(match.state, seat)[0])
    except IllegalAction:
        pass
    else:  # pragma: no cover
        raise AssertionError("another seat's move was accepted")
    assert len(match.log) == 1 and EXPLODING_KITTENS.snapshot(match.state) == before
