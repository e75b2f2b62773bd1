"""Hidden information: views, redaction, samples and leak checks (issue 15 "Views")."""

import random

from herding_table import LP, C, K, S, declare, passes, pick, table

from game.cli.checks import _probe_views, check_sample
from game.engine import Action, Match, get


def test_face_down_identities_show_to_their_owner_only():
    m = table([[S, K], [K, K], [K, K]])
    declare(m, 0, S)
    passes(m, 1, 2)
    rules = m.ruleset
    assert rules.view(m.state, 0).herd == (S,)
    other = rules.view(m.state, 1)
    assert other.herd == () and other.herd_down_counts[0] == 1
    assert other.known_herds[0] == (S,)  # it heard the declaration, but not where the card lies


def test_the_played_card_is_seen_only_by_its_player_until_a_challenge_shows_it():
    m = table([[LP, K], [K, K], [K, K]])
    events = declare(m, 0, LP, S)
    rules = m.ruleset
    assert rules.redact(events[0], 1).card is None and rules.redact(events[0], 0).card == LP
    assert rules.view(m.state, 1).play.card is None and rules.view(m.state, 0).play.card == LP


def test_a_stolen_card_is_known_to_the_two_players_only():
    m = table([[C, K], [K, S, LP], [K, K]])
    declare(m, 0, C, target=1)
    passes(m, 1, 2)
    pick(m, 0, 1)
    m.act(1, Action("pass"))
    rules = m.ruleset
    assert sorted(rules.view(m.state, 1).known_herds[0]) == [C, S]
    assert rules.view(m.state, 2).known_herds[0] == (C,)


def test_views_do_not_change_with_what_a_seat_cannot_see():
    rules = get("herding-cats")
    rng = random.Random(3)
    for seed in range(10):
        match = Match(rules, rules.configure(4), seed)
        while not match.is_over():
            assert _probe_views(match, rng) == []
            assert check_sample(rules, match.state, seed % 4, rng) == []
            seat = next(iter(sorted(match.pending.seats)))
            match.act(seat, rng.choice(match.legal_actions(seat)))


def test_the_leak_check_catches_a_view_that_shows_hands(monkeypatch):
    rules = get("herding-cats")
    match = Match(rules, rules.configure(4), seed=2)
    original = type(rules).view

    def leaky(self, state, seat):
        return (original(self, state, seat), tuple(map(tuple, state.hands)))

    monkeypatch.setattr(type(rules), "view", leaky)
    rng = random.Random(0)
    assert any("cannot see" in p for _ in range(30) for p in _probe_views(match, rng))


def test_the_leak_check_catches_a_view_that_shows_face_down_herds(monkeypatch):
    rules = get("herding-cats")
    match = table([[C, K, K], [K, S, LP, K], [K, K, K, S]])
    declare(match, 0, C, target=1)
    passes(match, 1, 2)
    pick(match, 0, 1)
    match.act(1, Action("pass"))
    original = type(rules).view

    def leaky(self, state, seat):
        return (original(self, state, seat), tuple(map(tuple, state.herd_down)))

    monkeypatch.setattr(type(rules), "view", leaky)
    rng = random.Random(0)
    assert any("cannot see" in p for _ in range(60) for p in _probe_views(match, rng))


def test_a_sample_keeps_the_seats_own_cards_and_what_it_knows():
    m = table([[C, K, K], [K, S, LP, K], [K, K, K]])
    declare(m, 0, C, target=1)
    passes(m, 1, 2)
    pick(m, 0, 1)
    m.act(1, Action("pass"))
    rules = m.ruleset
    view = rules.view(m.state, 0)
    for seed in range(20):
        sample = rules.determinize(view, random.Random(seed))
        assert rules.view(sample, 0) == view and rules.invariants(sample) == []
        assert sorted(sample.herd_down[0]) == [C, S] and len(sample.hands[1]) == 3


def test_the_log_never_names_a_hidden_card_to_others():
    rules = get("herding-cats")
    names = ["Ann", "Bea", "Cal"]
    for seed in range(5):
        match = Match(rules, rules.configure(3), seed)
        rng = random.Random(seed)
        while not match.is_over():
            seat = next(iter(sorted(match.pending.seats)))
            match.act(seat, rng.choice(match.legal_actions(seat)))
        for event in match.log:
            if event.kind == "Declared":
                line = rules.describe(rules.redact(event, (event.seat + 1) % 3), names)
                assert "really" not in line
