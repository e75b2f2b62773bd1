"""Alley Cat, Catnip and Animal Control, and "ineffective against itself" (seed 004 sections 5-7)."""

from herding_table import AC, LP, A, C, K, S, challenge, declare, kinds, passes, pick, table

from game.engine import Action


def test_alley_cat_discards_the_picked_hand_card_and_joins_the_herd():
    m = table([[A, K], [K, S, LP], [K, K]])
    declare(m, 0, A, target=1)
    passes(m, 1, 2)
    assert m.pending.prompt == "select" and m.pending.seats == {0}
    pick(m, 0, 1)
    assert m.pending.prompt == "intercept" and m.pending.seats == {1}
    events = m.act(1, Action("pass"))
    assert "CardRemoved" in kinds(events)
    assert m.state.discards[1] == [S] and m.state.hands[1] == [K, LP]
    assert m.state.herd_down[0] == [A]


def test_alley_cat_against_an_alley_cat_is_ineffective_the_card_goes_back_and_the_attack_is_discarded():
    m = table([[A, K], [K, A, LP], [K, K]])
    declare(m, 0, A, target=1)
    passes(m, 1, 2)
    pick(m, 0, 1)
    events = m.act(1, Action("pass"))
    thwarted = next(e for e in events if e.kind == "Thwarted")
    assert thwarted.card == A
    assert sorted(m.state.hands[1]) == sorted([K, A, LP]) and m.state.discards[1] == []
    assert m.state.discards[0] == [A] and m.state.herd_down[0] == []
    assert m.state.known_hand[0][1] == [A] and m.state.known_hand[2][1] == [A]  # everyone saw it


def test_a_thwarted_bluff_is_discarded_as_what_it_was_declared():
    m = table([[LP, K], [A, K], [K, K]])
    declare(m, 0, LP, A, target=1)
    passes(m, 1, 2)
    pick(m, 0, 0)
    m.act(1, Action("pass"))
    assert m.state.discards[0] == [A]


def test_catnip_takes_the_picked_card_into_the_herd_face_down_seen_by_the_two_players_only():
    m = table([[C, K], [K, S, LP], [K, K]])
    declare(m, 0, C, target=1)
    passes(m, 1, 2)
    pick(m, 0, 1)
    events = m.act(1, Action("pass"))
    stolen = next(e for e in events if e.kind == "CardStolen")
    assert stolen.card == S
    assert m.ruleset.redact(stolen, 2).card is None and m.ruleset.redact(stolen, 1).card == S
    assert m.ruleset.redact(stolen, 1).herd_position is None
    assert sorted(m.state.herd_down[0]) == sorted([C, S])
    assert sorted(m.state.known_herd[1][0]) == [C, S] and m.state.known_herd[2][0] == [C]


def test_catnip_against_a_catnip_is_ineffective():
    m = table([[C, K], [K, C], [K, K]])
    declare(m, 0, C, target=1)
    passes(m, 1, 2)
    pick(m, 0, 1)
    m.act(1, Action("pass"))
    assert sorted(m.state.hands[1]) == [C, K] and m.state.discards[0] == [C] and m.state.herd_down[0] == []


def test_animal_control_discards_the_picked_face_down_herd_card():
    m = table([[AC, K], [K, K], [K, K]], herds=[[], [S, K], []])
    declare(m, 0, AC, target=1)
    passes(m, 1, 2)
    pick(m, 0, 0)
    m.act(1, Action("pass"))
    assert m.state.discards[1] == [S] and m.state.herd_down[1] == [K] and m.state.herd_down[0] == [AC]


def test_animal_control_against_animal_control_turns_it_face_up_and_protected():
    m = table([[AC, K, K], [K, K], [AC, K]], herds=[[], [AC], []])
    declare(m, 0, AC, target=1)
    passes(m, 1, 2)  # one face-down card: picked without asking; no other card to present
    assert m.state.herd_up[1] == [AC] and m.state.herd_down[1] == []
    assert m.state.discards[0] == [AC]
    # Face-up herd cards cannot be picked: with no face-down card left, seat 1 is no target.
    passes(m)
    assert not [a for a in m.legal_actions(1) if a.card == AC]


def test_the_herd_identity_decides_ineffectiveness_not_the_printed_card():
    m = table([[AC, K, K], [LP, K, K], [K, K, K]], herds=[[K], [], []], first=1)
    declare(m, 1, LP, AC, target=0)  # Bea's Laser Pointer joins her herd as Animal Control
    passes(m, 0, 2)
    assert m.state.herd_down[1] == [AC] and m.state.discards[0] == [K]
    declare(m, 2, K)
    passes(m, 0, 1)
    declare(m, 0, AC, target=1)
    passes(m, 1, 2)
    assert m.state.herd_up[1] == [AC] and m.state.discards[0] == [K, AC]


def test_a_target_left_with_no_card_by_the_challenge_has_nothing_picked():
    m = table([[A, K], [K], [K, K]])
    declare(m, 0, A, target=1)
    events = challenge(m, 1)  # true: Bea loses her only card
    assert kinds(events)[-4:] == ["PenaltyTaken", "NothingToTake", "JoinedHerd", "GameEnded"]
    assert m.state.herd_down[0] == [A]


def test_the_defender_is_asked_only_with_another_card_to_present():
    m = table([[A, K], [K], [K, K]])
    declare(m, 0, A, target=1)
    passes(m, 1, 2)
    assert m.state.discards[1] == [K]  # one card: picked without asking, no Laser Pointer prompt


def test_a_card_going_back_to_its_hand_is_mixed_in_at_a_random_slot_only_its_holder_sees():
    """RULINGS: an ineffective Alley Cat's card (and a Catnip kept) is mixed back into the hand
    at a random slot, written into the event; everybody knows the hand holds it, nobody else
    knows where."""
    slots = set()
    for attack in (A, C):
        for seed in range(24):
            m = table([[attack, K], [K, attack, LP, S], [K, K]], seed=seed)
            declare(m, 0, attack, target=1)
            passes(m, 1, 2)
            pick(m, 0, 1)
            thwarted = next(e for e in m.act(1, Action("pass")) if e.kind == "Thwarted")
            hand = m.state.hands[1]
            assert sorted(hand) == sorted([K, attack, LP, S]) and hand[thwarted.position] == attack
            slots.add(thwarted.position)
            assert m.ruleset.redact(thwarted, 1).position == thwarted.position
            for other in (0, 2):
                assert m.ruleset.redact(thwarted, other).position is None
                assert attack in m.view(other).known_hands[1]  # it is in that hand, somewhere
    assert slots == {0, 1, 2, 3}  # every slot, the old one too
