"""Declarations and challenges (seed 004 sections 3-4; RULINGS "Herding Cats")."""

from herding_table import AC, LP, A, K, S, challenge, declare, kinds, passes, pick, table

from game.engine import Action
from game.engine.pending import DecisionKind


def test_the_challenge_window_is_first_come_for_everyone_but_the_declarer():
    m = table([[K, K], [K, K], [K, K]])
    declare(m, 0, K)
    assert m.pending.kind == DecisionKind.FIRST_COME and m.pending.seats == {1, 2}
    assert m.legal_actions(0) == []
    assert set(m.legal_actions(1)) == {Action("pass"), Action("challenge")}
    passes(m, 1)
    assert m.pending.seats == {2}


def test_the_first_challenger_is_the_only_one():
    m = table([[LP, K, K], [K, K], [K, K]])
    declare(m, 0, LP, S)
    events = challenge(m, 2)
    assert kinds(events)[:2] == ["Challenged", "ClaimRevealed"]
    assert m.pending.kind == DecisionKind.CHOICE and m.pending.seats == {2}  # 2 picks the penalty
    assert m.legal_actions(1) == []


def test_a_caught_bluff_is_discarded_the_challenger_picks_a_blind_penalty_and_the_turn_ends():
    m = table([[LP, K, S], [K, K], [K, K]])
    declare(m, 0, LP, S)
    events = challenge(m, 1)
    revealed = events[1]
    assert (revealed.card, revealed.truthful) == (LP, False)
    assert m.state.discards[0] == [LP]
    assert m.pending.prompt == "penalty" and [a.position for a in m.legal_actions(1)] == [0, 1]
    pick(m, 1, 1)
    assert m.state.discards[0] == [LP, S] and m.state.hands[0] == [K]
    assert m.state.herd_down[0] == []  # no effect
    assert m.state.current == 1 and m.pending.kind == DecisionKind.TURN


def test_a_wrong_challenger_loses_a_card_the_declarer_picks_and_the_play_goes_ahead():
    m = table([[S, K], [A, K, LP], [K, K]])
    declare(m, 0, S)
    events = challenge(m, 1)
    assert events[1].truthful and events[1].card == S
    assert m.pending.prompt == "penalty" and m.pending.seats == {0}
    pick(m, 0, 2)
    assert m.state.discards[1] == [LP] and m.state.hands[1] == [A, K]
    assert m.state.herd_down[0] == [S] and m.state.current == 1


def test_a_penalty_against_an_empty_hand_does_nothing():
    m = table([[LP], [K, K]])
    declare(m, 0, LP, K)
    events = challenge(m, 1)
    assert "NoPenalty" in kinds(events) and m.state.discards[0] == [LP]
    assert m.is_over()  # seat 0's hand is empty at the end of the turn


def test_a_penalty_against_a_single_card_takes_it_without_asking():
    m = table([[K, K], [K]])
    declare(m, 0, K)
    events = challenge(m, 1)
    assert "PenaltyTaken" in kinds(events) and m.state.hands[1] == []
    assert m.is_over()


def test_a_bluff_nobody_challenges_joins_the_herd_as_declared():
    m = table([[LP, K], [K, K], [K, K]])
    declare(m, 0, LP, S)
    passes(m, 1, 2)
    assert m.state.herd_down[0] == [S] and m.state.discards == [[], [], []]
    assert m.state.current == 1


def test_declarations_with_no_legal_target_are_not_offered():
    m = table([[A, AC, K], [K]], herds=[[], []])
    legal = m.legal_actions(0)
    assert not [a for a in legal if a.card == AC]  # nobody has a face-down herd card
    assert {a.target for a in legal if a.card == A} == {1}
    m2 = table([[A, AC, K], [K]], herds=[[], [K]])
    assert {a.target for a in m2.legal_actions(0) if a.card == AC} == {1}


def test_an_action_out_of_turn_or_not_offered_is_refused_and_changes_nothing():
    from game.engine import IllegalAction

    m = table([[K, K], [K, K]])
    before = m.ruleset.snapshot(m.state)
    for seat, action in [(1, Action("declare", cards=(K,), card=K)), (0, Action("declare", cards=(S,), card=S)),
                         (0, Action("declare", cards=(K,), card=A)), (0, Action("pick", position=0))]:
        try:
            m.act(seat, action)
        except IllegalAction as exc:
            assert str(exc)
        else:
            raise AssertionError(f"{action} accepted")
    assert m.ruleset.snapshot(m.state) == before
