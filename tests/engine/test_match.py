"""The Match, actions, events and the registry, on the real Exploding Kittens rules."""

import json
import random

import pytest

from game.engine import EVERYONE, Action, ConfigError, IllegalAction, Match, event_from_json, get


@pytest.fixture
def match():
    rules = get("exploding-kittens")
    return Match(rules, rules.configure(3), seed=11)


def test_act_decides_logs_evolves_and_notifies_each_seat_its_own_view(match):
    seen = {seat: [] for seat in (EVERYONE, 0, 1, 2)}
    for seat, box in seen.items():
        match.subscribe(seat, box.append)
    seat = match.pending.seats and next(iter(match.pending.seats))
    match.act(seat, Action("draw"))
    drawn = next(e for e in seen[EVERYONE] if e.kind == "CardDrawn")
    mine = next(e for e in seen[seat] if e.kind == "CardDrawn")
    others = [e for s in (0, 1, 2) if s != seat for e in seen[s] if e.kind == "CardDrawn"]
    assert mine.card == drawn.card
    if drawn.card not in ("exploding_kitten", "imploding_kitten"):
        assert all(e.card is None for e in others)
    assert match.log[-len(seen[EVERYONE]):] == seen[EVERYONE]


def test_illegal_action_leaves_everything_unchanged(match):
    rules = match.ruleset
    before, log_length = rules.snapshot(match.state), len(match.log)
    not_their_turn = (match.state.current + 1) % 3
    with pytest.raises(IllegalAction, match="not asked"):
        match.act(not_their_turn, Action("draw"))
    with pytest.raises(IllegalAction):
        match.act(match.state.current, Action("play", cards=("exploding_kitten",)))
    assert rules.snapshot(match.state) == before
    assert len(match.log) == log_length


def test_unsubscribe_stops_notifications(match):
    box = []
    stop = match.subscribe(EVERYONE, box.append)
    stop()
    match.act(match.state.current, Action("draw"))
    assert box == []


def test_log_round_trips_through_json_and_replays_to_the_same_state():
    rules = get("exploding-kittens")
    config = rules.configure(4, {"big_hands": True})
    match = Match(rules, config, seed=3)
    rng = random.Random(3)
    while match.pending is not None:
        seat = rng.choice(sorted(match.pending.seats))
        match.act(seat, rng.choice(match.legal_actions(seat)))
    text = json.dumps([e.to_json() for e in match.log])
    events = [event_from_json(d, rules.event_types) for d in json.loads(text)]
    assert events == match.log
    reloaded = Match(rules, config, seed=3, log=events)
    assert rules.snapshot(reloaded.state) == rules.snapshot(match.state)


def test_action_json_round_trip_and_bad_input():
    action = Action("play", cards=("tacocat", "tacocat", "tacocat"), target=2, card="defuse")
    assert Action.from_json(json.loads(json.dumps(action.to_json()))) == action
    for bad in ({}, {"kind": 3}, {"kind": "play", "cards": "tacocat"}, {"kind": "x", "target": "2"},
                {"kind": "x", "colour": 1}, {"kind": "x", "target": True}):
        with pytest.raises(ValueError):
            Action.from_json(bad)


def test_event_from_json_rejects_unknown_and_malformed():
    rules = get("exploding-kittens")
    with pytest.raises(ValueError):
        event_from_json({"type": "Nonsense"}, rules.event_types)
    with pytest.raises(ValueError):
        event_from_json({"type": "Passed"}, rules.event_types)


def test_registry_names_games_and_rejects_bad_configs():
    rules = get("exploding-kittens")
    assert rules.info.name == "Exploding Kittens"
    assert (rules.info.min_players, rules.info.max_players) == (2, 5)
    assert [o.name for o in rules.info.options] == ["big_hands", "stacking_attacks", "special_combos"]
    assert rules.configure(2).options == {"big_hands": False, "stacking_attacks": False, "special_combos": True}
    with pytest.raises(ConfigError, match="unknown game"):
        get("exploding-puppies")
    with pytest.raises(ConfigError, match="2 to 5"):
        rules.configure(6)
    with pytest.raises(ConfigError, match="no option"):
        rules.configure(3, {"turbo": True})
    with pytest.raises(ConfigError, match="true or false"):
        rules.configure(3, {"big_hands": "yes"})


def test_the_same_seed_deals_the_same_game():
    rules = get("exploding-kittens")
    config = rules.configure(4)
    assert Match(rules, config, 9).log == Match(rules, config, 9).log
    assert Match(rules, config, 9).log != Match(rules, config, 10).log


def test_engine_does_not_import_pygame_or_name_games():
    from pathlib import Path

    root = Path(__file__).parents[2] / "game"
    for folder in ("engine", "rules", "ai"):
        for path in (root / folder).rglob("*.py"):
            text = path.read_text()
            assert "import pygame" not in text and "from pygame" not in text, path
    for path in (root / "engine").rglob("*.py"):
        text = path.read_text().lower()
        for name in ("kitten", "defuse", "nope", "herding", "kombat"):
            assert name not in text, (path, name)


def test_recorded_steps_are_ordinary_steps_and_redaction_blanks_only_hidden_fields():
    """The fast paths (a Step made without its __init__, an event blanked by position) give
    the same objects the dataclasses would."""
    from game.engine.match import Step
    from game.rules.kittens.events import CardDrawn, KittenPlaced

    rules = get("exploding-kittens")
    match = Match(rules, rules.configure(3), seed=5)
    rng = random.Random(1)
    for _ in range(40):
        seat = min(match.pending.seats)
        match.act(seat, rng.choice(match.legal_actions(seat)))
    for step in match.steps:
        assert step == Step(step.seat, step.action, step.events) and hash(step) == hash(Step(*vars_of(step)))
    assert CardDrawn(1, "defuse").seen_by(0) == CardDrawn(1, None)
    assert KittenPlaced(2, "exploding_kitten", 3).seen_by(0) == KittenPlaced(2, "exploding_kitten", None)


def vars_of(step):
    return step.seat, step.action, step.events


def test_an_action_generator_draws_what_its_seed_text_gives_however_often_it_is_rekeyed():
    """One ActionRandom per thread, rekeyed each action, lazily seeded: the numbers are those
    of random.Random("seed/length"), before and after a rekey, by every way of drawing."""
    from game.engine.match import ActionRandom

    def draws(rng):
        cards = list(range(30))
        rng.shuffle(cards)
        return [rng.random(), rng.randrange(10), rng.getrandbits(9), rng.choice("abcdef"), cards]

    shared = ActionRandom((5, 7))
    assert draws(shared) == draws(random.Random("5/7"))
    for key in ((5, 7), (6, 1), (6, 2)):
        assert draws(shared.rekey(key)) == draws(random.Random(f"{key[0]}/{key[1]}"))
    assert draws(ActionRandom("text")) == draws(random.Random("text"))


def _played(seed, actions=60, game="exploding-kittens", players=3):
    rules = get(game)
    match = Match(rules, rules.configure(players), seed=seed)
    rng = random.Random(seed)
    for _ in range(actions):
        if match.is_over():
            break
        seat = min(match.pending.seats)
        match.act(seat, rng.choice(match.legal_actions(seat)))
    return match


def test_a_step_taken_before_is_kept_as_the_same_shared_value_with_its_events():
    """A host holds hundreds of games' logs: a step equal to one taken before (here, the same
    game played twice) is the very same object, and so are its events in the log, so a log
    holds references, not copies; each game's record is unchanged (equal, as before)."""
    first, second = _played(4), _played(4)
    assert first.steps == second.steps and first.log == second.log
    assert all(a is b for a, b in zip(first.steps, second.steps, strict=True))
    assert all(a is b for a, b in zip(first.log[first.setup_length:], second.log[second.setup_length:], strict=True))
    stepped = [e for step in first.steps for e in step.events]
    assert all(x is y for x, y in zip(stepped, first.log[first.setup_length:], strict=True))  # no copies


def test_matches_acting_in_turns_on_one_thread_share_a_generator_yet_deal_as_alone():
    """Every match on a thread draws from one rekeyed generator (none holds 2.5 KB of its own):
    two games played move by move in turns give exactly the events each gives alone."""
    alone = [_played(seed, 40) for seed in (7, 8)]
    rules = get("exploding-kittens")
    together = [Match(rules, rules.configure(3), seed=seed) for seed in (7, 8)]
    rngs = [random.Random(seed) for seed in (7, 8)]
    for _ in range(40):
        for match, rng in zip(together, rngs, strict=True):
            if not match.is_over():
                seat = min(match.pending.seats)
                match.act(seat, rng.choice(match.legal_actions(seat)))
    assert [m.log for m in together] == [m.log for m in alone]
    assert not [v for m in together for v in vars(m).values() if isinstance(v, random.Random)]
