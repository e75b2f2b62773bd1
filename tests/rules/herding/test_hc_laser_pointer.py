"""Laser Pointer interception by substitution, and challenges of it (seed 004 sections 5.2, 7, 9)."""

from herding_table import AC, LP, A, C, K, S, challenge, declare, kinds, passes, pick, table

from game.engine import Action
from game.engine.pending import DecisionKind

INTERCEPT_LP = Action("intercept", card=LP)


def attack_hand(identity, defender_hand, others=((K, K),)):
    """Ann declares `identity` on Bea, nobody challenges, Ann picks Bea's card 0."""
    m = table([[identity, K, K], list(defender_hand), *[list(o) for o in others]])
    declare(m, 0, identity, target=1)
    passes(m, *range(1, 2 + len(others)))
    pick(m, 0, 0)
    return m


def test_the_defender_may_present_any_other_card_never_the_picked_one():
    m = attack_hand(A, [S, LP, K])
    assert m.pending.prompt == "intercept" and m.pending.seats == {1}
    assert set(m.legal_actions(1)) == {Action("pass"), INTERCEPT_LP, Action("intercept", card=K)}


def test_alley_cat_intercepted_from_hand_discards_the_laser_pointer_instead():
    m = attack_hand(A, [S, LP, K])
    m.act(1, INTERCEPT_LP)
    assert m.pending.kind == DecisionKind.FIRST_COME and m.pending.seats == {0, 2}
    passes(m, 0, 2)
    assert m.state.hands[1] == [S, K] and m.state.discards[1] == [LP]
    assert m.state.herd_down[0] == [A]  # the attack's card still joins the herd


def test_worked_example_c_catnip_intercepted_challenged_and_true():
    """Seed 004 example C: Dave challenges Bob's Laser Pointer, loses a blind card; Alice takes the
    Laser Pointer into her herd and her Catnip joins it; Bob's picked card stays hidden."""
    m = attack_hand(C, [K, S, K, LP], others=((K, K), (K, A, K)))
    m.act(1, INTERCEPT_LP)
    events = challenge(m, 3)
    assert events[1].truthful and events[1].card == LP
    assert m.pending.prompt == "penalty" and m.pending.seats == {1}
    events = pick(m, 1, 1)
    assert m.state.discards[3] == [A]
    assert kinds(events)[1:3] == ["InterceptStood", "JoinedHerd"]
    assert sorted(m.state.herd_down[0]) == [C, LP] and m.state.hands[1] == [K, S, K]
    assert m.state.known_herd[2][0] == [C, LP] or sorted(m.state.known_herd[2][0]) == [C, LP]


def test_worked_example_d_animal_control_intercepted_from_the_herd():
    m = table([[AC, K, K], [K, K], [K, K]], herds=[[], [S, LP], []])
    declare(m, 0, AC, target=1)
    passes(m, 1, 2)
    pick(m, 0, 0)
    m.act(1, INTERCEPT_LP)
    passes(m, 0, 2)
    assert m.state.herd_down[1] == [S] and m.state.discards[1] == [LP] and m.state.herd_down[0] == [AC]


def test_a_face_up_laser_pointer_may_intercept():
    m = table([[AC, K, K], [K, K], [K, K]], herds=[[], [S], []], herds_up=[[], [LP], []])
    declare(m, 0, AC, target=1)
    passes(m, 1, 2)
    assert Action("intercept_up") in m.legal_actions(1)
    m.act(1, Action("intercept_up"))
    passes(m, 0, 2)
    assert m.state.herd_up[1] == [] and m.state.herd_down[1] == [S] and m.state.discards[1] == [LP]


def test_a_caught_laser_pointer_bluff_is_discarded_and_the_attack_goes_on_with_no_other_penalty():
    m = attack_hand(A, [S, K, K])
    m.act(1, Action("intercept", card=K))
    events = challenge(m, 0)
    assert not events[1].truthful
    assert "PenaltyDue" not in kinds(events) and "PenaltyTaken" not in kinds(events)
    assert m.state.discards[1] == [K, S]  # the bluff card, then the picked Show Cat
    assert m.state.hands[1] == [K] and m.state.herd_down[0] == [A]


def test_a_caught_bluff_still_lets_the_attack_bounce_off_itself():
    m = attack_hand(A, [A, K, K])
    m.act(1, Action("intercept", card=K))
    challenge(m, 2)
    assert sorted(m.state.hands[1]) == [A, K] and m.state.discards[1] == [K]
    assert m.state.discards[0] == [A] and m.state.herd_down[0] == []


def test_a_laser_pointer_bluff_that_stands_goes_as_a_laser_pointer():
    m = attack_hand(C, [S, K, K])
    m.act(1, Action("intercept", card=K))
    passes(m, 0, 2)
    assert m.state.hands[1] == [S, K]
    assert sorted(m.state.herd_down[0]) == [C, LP]  # it is a Laser Pointer now
    assert m.state.gone[1][1].count(K) >= 1 and K not in m.state.gone[0][1]


def test_an_interception_is_a_choice_of_the_defender_alone_and_pass_reveals():
    m = attack_hand(A, [S, LP])
    assert m.legal_actions(0) == [] and m.legal_actions(2) == []
    events = m.act(1, Action("pass"))
    assert "InterceptDeclined" in kinds(events) and m.state.discards[1] == [S]
