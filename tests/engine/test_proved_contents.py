"""`Match.proved` compares what each recorded event says, not only which kind of event it is:
a forged card inside a draw, a forged deal or any field of any recorded event changed is
refused, in every game. And a saved game's table must agree with its seats."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from game import storage
from game.engine import Match, all_games, get
from game.engine.match import Step, Unproved
from game.rules.kittens import events as kittens_events
from game.saves import SavedGame, Seat

GAMES = sorted(r.info.id for r in all_games())


def played(game_id: str, moves: int = 60, seed: int = 11) -> Match:
    rules = get(game_id)
    match = Match(rules, rules.configure(rules.info.min_players + 1), seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if match.is_over():
            break
        seat = min(match.pending.seats)
        match.act(seat, rng.choice(sorted(match.legal_actions(seat), key=repr)))
    return match


def forged(value: Any) -> Any:
    """Another value of the same kind."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, str):
        return "defuse" if value != "defuse" else "nope"
    if isinstance(value, tuple):
        return (*value, value[0]) if value else ("defuse",)
    return "defuse" if value is None else None


def prove(match: Match, setup: list, steps: list[Step]) -> Match:
    return Match.proved(match.ruleset, match.config, match.seed, setup, steps)


def test_a_forged_card_inside_a_draw_is_refused():
    match = played("exploding-kittens", 80)
    steps = list(match.steps)
    number, step = next((i, s) for i, s in enumerate(steps) if isinstance(s.events[0], kittens_events.CardDrawn))
    drawn = step.events[0]
    other = "defuse" if drawn.card != "defuse" else "nope"
    steps[number] = dataclasses.replace(step, events=(dataclasses.replace(drawn, card=other), *step.events[1:]))
    with pytest.raises(Unproved, match=f"move {number + 1} .* did not happen as written"):
        prove(match, match.setup, steps)
    assert prove(match, match.setup, list(match.steps)).log == match.log  # the true record proves


@pytest.mark.parametrize("game_id", GAMES)
def test_any_field_of_any_recorded_event_changed_is_refused(game_id):
    match = played(game_id)
    changed = 0
    for number, step in enumerate(match.steps[:25]):
        for index, event in enumerate(step.events):
            for field in dataclasses.fields(event):
                value = forged(getattr(event, field.name))
                events = list(step.events)
                events[index] = dataclasses.replace(event, **{field.name: value})
                steps = [*match.steps[:number], dataclasses.replace(step, events=tuple(events))]
                with pytest.raises(Unproved):
                    prove(match, match.setup, steps)
                changed += 1
    assert changed > 20
    deal = match.setup[0]
    for field in dataclasses.fields(deal):
        with pytest.raises(Unproved, match="its deal"):
            prove(match, [dataclasses.replace(deal, **{field.name: forged(getattr(deal, field.name))}),
                          *match.setup[1:]], [])


def test_a_save_whose_player_count_differs_from_its_seats_is_refused():
    match = played("exploding-kittens", 10)
    seats = [Seat(f"P{i}", "human" if i == 0 else "easy", seed=None if i == 0 else i) for i in range(3)]
    data = SavedGame.from_match(match, seats).to_json()
    assert SavedGame.from_json(data).to_match().log == match.log
    for players, kept in ((2, seats), (4, seats), (3, seats[:2]), (3, [*seats, Seat("P3", "easy", seed=3)])):
        bad = {**data, "players": players, "seats": [s.to_json() for s in kept]}
        with pytest.raises(storage.BadFile):
            SavedGame.from_json(bad).to_match()
