"""The engine contract the app relies on, checked over every registered game and the toy
games: hashable views, a determinizer whose samples look like the real state, a public
summary, typed options, and events the log does not show marked by the game."""

from __future__ import annotations

import random
from functools import partial

import pytest
from engine.toy_games import TOY_GAMES, SealedBids, Snap

from game.engine import Action, ConfigError, GameInfo, OptionKind, OptionSpec, Ruleset, all_games, get, register
from game.engine.arbiter import next_move

GAMES = [*all_games(), *TOY_GAMES]
IDS = [g.info.id for g in GAMES]


def random_answer(ruleset: Ruleset, state: object, rng: random.Random, seat: int) -> Action:
    return rng.choice(ruleset.legal_actions(state, seat))


def random_states(ruleset: Ruleset, games: int = 4):
    """Every state of a few random games (the arbiter picks who acts), with the player count."""
    for seed in range(games):
        players = ruleset.info.min_players + seed % (ruleset.info.max_players - ruleset.info.min_players + 1)
        config = ruleset.configure(players)
        rng = random.Random(seed)
        state = ruleset.initial_state(config, seed)
        while True:
            yield state, players
            pending = ruleset.pending(state)
            if pending is None:
                break
            move = next_move(pending, rng, partial(random_answer, ruleset, state, rng), ruleset.is_pass)
            for event in ruleset.decide(state, move.seat, move.action, rng):
                state = ruleset.evolve(state, event)


@pytest.mark.parametrize("ruleset", GAMES, ids=IDS)
def test_views_are_hashable_and_equal_views_hash_alike(ruleset):
    seen = 0
    for state, players in random_states(ruleset):
        for seat in range(players):
            view = ruleset.view(state, seat)
            assert hash(view) == hash(ruleset.view(ruleset.clone(state), seat))
            seen += 1
    assert seen > 20


@pytest.mark.parametrize("ruleset", GAMES, ids=IDS)
def test_a_sample_of_a_view_looks_to_its_seat_like_the_real_state(ruleset):
    assert ruleset.determinize is not None, "every game here can be searched"
    rng = random.Random(5)
    for i, (state, players) in enumerate(random_states(ruleset)):
        if i % 2:
            continue
        for seat in range(players):
            view = ruleset.view(state, seat)
            sample = ruleset.determinize(view, rng)
            assert ruleset.view(sample, seat) == view
            assert ruleset.invariants(sample) == []


@pytest.mark.parametrize("ruleset", GAMES, ids=IDS)
def test_the_summary_is_public(ruleset):
    """Any seat's sample, and any state that differs only in hidden cards, has the same one."""
    rng = random.Random(2)
    for state, players in random_states(ruleset):
        summary = ruleset.summary(state)
        seat = rng.randrange(players)
        assert ruleset.summary(ruleset.determinize(ruleset.view(state, seat), rng)) == summary
        variant = ruleset.hidden_variant(state, seat, rng)
        if variant is not None:
            assert ruleset.summary(variant) == summary


def test_the_kittens_summary_counts_turns_and_the_fallen():
    ruleset = get("exploding-kittens")
    for state, _ in random_states(ruleset, games=2):
        summary = ruleset.summary(state)
        assert summary.out == tuple(s for s in state.out_order)
        assert set(summary.out) == {s for s, alive in enumerate(state.alive) if not alive}
        assert summary.draw_left == len(state.draw)
        assert summary.hand_counts == tuple(len(h) for h in state.hands)
        assert summary.scores is None
        assert summary.current == (None if ruleset.is_over(state) else state.current)


def test_the_kittens_turn_number_starts_at_one_and_counts_each_turn_begun():
    from game.engine import Match

    ruleset = get("exploding-kittens")
    match = Match(ruleset, ruleset.configure(3), seed=4)
    assert ruleset.summary(match.state).turn == 1
    rng = random.Random(0)
    while not match.is_over():
        move = next_move(match.pending, rng, lambda s: rng.choice(match.legal_actions(s)), ruleset.is_pass)
        match.act(move.seat, move.action)
        begun = sum(1 for e in match.log if e.kind == "TurnBegan")
        assert ruleset.summary(match.state).turn == 1 + begun


def test_toy_summaries():
    snap, bids = Snap(), SealedBids()
    state = snap.initial_state(snap.configure(3), 1)
    assert snap.summary(state).scores == (0, 0, 0) and snap.summary(state).turn == 1
    assert bids.summary(bids.initial_state(bids.configure(2), 1)).turn is None


@pytest.mark.parametrize(("ruleset", "unlogged"), [
    (get("exploding-kittens"), {"Awaiting", "Passed"}), (get("imploding-kittens"), {"Awaiting", "Passed"}),
    (Snap(), {"Declined"}), (SealedBids(), set()),
], ids=lambda x: getattr(getattr(x, "info", None), "id", ""))
def test_the_game_marks_what_the_log_does_not_show(ruleset, unlogged):
    assert {name for name, cls in ruleset.event_types.items() if not cls.in_log} == unlogged


def test_shown_in_log_asks_the_event():
    from game.rules.kittens.events import Awaiting, Noped, Passed, PlayResolved

    ruleset = get("exploding-kittens")
    assert not ruleset.shown_in_log(Awaiting(1, "give_card"))
    assert not ruleset.shown_in_log(Passed(1)) and ruleset.shown_in_log(Noped(1))
    assert ruleset.shown_in_log(PlayResolved(cancelled=True)) and not ruleset.shown_in_log(PlayResolved(False))


# ---- typed options -------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset", GAMES, ids=IDS)
def test_every_default_is_written_and_read_back(ruleset):
    for spec in ruleset.info.options:
        assert spec.parse(spec.format(spec.default)) == spec.default
        assert spec.check(spec.default) == spec.default


def test_the_kittens_options_stay_true_or_false_with_their_names():
    info = get("exploding-kittens").info
    assert [(s.name, s.kind, s.default) for s in info.options] == [
        ("big_hands", OptionKind.FLAG, False), ("stacking_attacks", OptionKind.FLAG, False),
        ("special_combos", OptionKind.FLAG, True),
    ]
    config = get("exploding-kittens").configure(3, {"big_hands": True})
    assert config.option("big_hands") is True


def test_a_number_option_reads_whole_numbers_in_its_range():
    rules = Snap()
    assert rules.parse_options({"to_win": " 3"}) == {"to_win": 3}
    assert rules.configure(2, {"to_win": 3}).option("to_win") == 3
    for text in ("6", "0", "two", "2.5", ""):
        with pytest.raises(ConfigError, match="a whole number from 1 to 5"):
            rules.parse_options({"to_win": text})
    for value in (True, "3", 9):
        with pytest.raises(ConfigError, match="to_win"):
            rules.configure(2, {"to_win": value})


def test_a_choice_option_takes_one_of_its_words():
    rules = SealedBids()
    assert rules.parse_options({"wins": "Lowest"}) == {"wins": "lowest"}
    with pytest.raises(ConfigError, match="one of highest, lowest"):
        rules.parse_options({"wins": "middle"})
    with pytest.raises(ConfigError, match="one of highest, lowest"):
        rules.configure(2, {"wins": 1})


def test_a_flag_reads_the_usual_words_and_refuses_others():
    spec = OptionSpec("fast", False, "Fast")
    assert [spec.parse(t) for t in ("true", "ON", "yes", "1", "false", "off", "no", "0")] == [True] * 4 + [False] * 4
    with pytest.raises(ConfigError, match="option 'fast' takes true or false, not 'maybe'"):
        spec.parse("maybe")
    with pytest.raises(ConfigError, match="must be true or false, not 1"):
        spec.check(1)


def test_an_unknown_option_names_the_known_ones():
    with pytest.raises(ConfigError, match=r"Snap has no option 'speed' \(options: to_win\)"):
        Snap().parse_options({"speed": "3"})


def test_a_bad_option_spec_is_refused_on_import():
    with pytest.raises(ConfigError):
        OptionSpec("n", 9, "N", kind=OptionKind.NUMBER, low=1, high=5)
    with pytest.raises(ValueError, match="no choices"):
        OptionSpec("c", "a", "C", kind=OptionKind.CHOICE)


# ---- families ------------------------------------------------------------------------------
def test_every_registered_game_names_its_family():
    assert all(g.info.family for g in all_games())
    assert get("exploding-kittens").info.family == get("imploding-kittens").info.family == "kittens"


def test_a_game_without_a_family_is_not_registered():
    class Nameless(Snap):
        info = GameInfo("nameless", "Nameless", 2, 4)

    with pytest.raises(ValueError, match="names no family"):
        register(Nameless())
