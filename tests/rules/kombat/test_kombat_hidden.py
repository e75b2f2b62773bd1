"""Hidden information: hands and face-down commits are seen by nobody else until the reveal,
in views, redacted events, hidden variants and samples."""

import random
from dataclasses import replace

from game.engine import Action, DecisionKind, Match, get
from game.rules.kombat import events as ev
from game.scenario import load

TABLE = "tests/scenarios/kombat/straight_679_wins_two_players.json"


def committed_match():
    scenario = load(TABLE)
    match = scenario.match
    match.act(0, Action("battle", target=1))
    assert match.pending.kind == DecisionKind.COMMIT and match.pending.seats == {0, 1}
    match.act(0, Action("play", card="tabby_6"))
    return match


def test_a_commit_is_seen_only_by_its_owner_until_the_reveal():
    match = committed_match()
    rules = match.ruleset
    event = match.log[-1]
    assert isinstance(event, ev.Committed)
    assert rules.redact(event, 1).cards is None and rules.redact(event, 0).cards == ("tabby_6",)
    other = rules.view(match.state, 1)
    assert other.committed == (0,) and other.my_commit is None
    assert "tabby_6" not in repr(replace(other, total=()))  # the table's card list names every card
    assert other.hand_counts == (5, 5)  # a card held out still counts: a forfeit looks the same
    assert match.pending.seats == {1}
    match.act(1, Action("play", card="tabby_5"))
    reveal = [e for e in match.log if isinstance(e, ev.Revealed)]
    assert reveal[-1].shown == ((0, ("tabby_6",)), (1, ("tabby_5",)))


def test_views_do_not_change_with_what_a_seat_cannot_see():
    match = committed_match()
    rules, state = match.ruleset, match.state
    rng = random.Random(1)
    for _ in range(50):
        variant = rules.hidden_variant(state, 1, rng)
        assert variant is not None
        assert rules.view(variant, 1) == rules.view(state, 1)
        assert rules.snapshot(variant) != rules.snapshot(state)


def test_samples_look_the_same_to_the_seat_and_keep_every_rule():
    rules = get("kombat-kittens")
    for players in range(2, 6):
        match = Match(rules, rules.configure(players), seed=players)
        rng = random.Random(players)
        for _ in range(120):
            pending = match.pending
            if pending is None:
                break
            seat = min(pending.seats)
            for viewer in range(players):
                view = rules.view(match.state, viewer)
                sample = rules.determinize(view, rng)
                assert rules.view(sample, viewer) == view
                assert rules.invariants(sample) == []
            match.act(seat, rng.choice(match.legal_actions(seat)))


def test_the_deal_shows_each_seat_only_its_own_hand():
    rules = get("kombat-kittens")
    match = Match(rules, rules.configure(3), seed=5)
    dealt = rules.redact(match.log[0], 1)
    assert dealt.hands[1] == tuple(match.state.hands[1])
    assert set(dealt.hands[0]) == {"?"} and set(dealt.draw) == {"?"}
