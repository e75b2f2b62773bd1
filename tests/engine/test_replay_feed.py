"""A replay's feed for a seat is what the game itself showed that seat (`Match.events_for`),
never the replay's own idea of it: so a seat's replay can never show another seat's drawn card."""

from __future__ import annotations

import pytest
from random_games import finished

from game.engine import EVERYONE, all_games, get
from game.replay import Replay
from game.rules.kittens import events as kittens_events
from game.rules.kittens.cards import KITTENS
from game.saves import SPECTATOR


@pytest.mark.parametrize("game_id", sorted(r.info.id for r in all_games()))
def test_each_seats_feed_is_what_the_game_showed_that_seat(game_id):
    rules = get(game_id)
    match = finished(game_id, rules.info.min_players + 1, 3)
    replay = Replay.of_match(match)
    for seat in (*range(match.config.players), SPECTATOR):
        assert replay.feed(seat) == match.events_for(seat), seat
    assert replay.feed(EVERYONE) == match.log


def test_a_seats_replay_never_shows_another_seats_drawn_card():
    match = finished("exploding-kittens", 3, 8)
    replay = Replay.of_match(match)
    others = [e for e in replay.feed(0) if isinstance(e, kittens_events.CardDrawn) and e.seat != 0]
    assert others and all(e.card is None or e.card in KITTENS for e in others)  # a Kitten is shown to all
    assert any(e.card not in KITTENS for e in replay.feed(EVERYONE)
               if isinstance(e, kittens_events.CardDrawn) and e.seat != 0)


@pytest.mark.parametrize("game_id", sorted(r.info.id for r in all_games()))
def test_a_jump_anywhere_folds_fewer_events_than_a_checkpoint_holds_and_lands_on_the_games_own_state(game_id):
    """Why a replay's jump costs the same in a long game as in a short one (bench prints the
    times): a kept state and at most `every - 1` events, never the log from its start."""
    rules = get(game_id)
    match = finished(game_id, rules.info.min_players + 1, 5)
    replay = Replay.of_match(match, every=8)
    folded: list[object] = []

    class Counting:  # the game's rules, counting the events folded
        def __getattr__(self, name):
            return getattr(rules, name)

        def evolve(self, state, event):
            folded.append(event)
            return rules.evolve(state, event)

    replay.ruleset = Counting()
    for n in (len(replay), len(replay) // 2, 0, len(replay) - 1, 9, 17):
        folded.clear()
        state = replay.state_at(n)
        assert len(folded) < replay.every, n
        fresh = rules.blank(match.config)
        for event in match.log[:n]:
            fresh = rules.evolve(fresh, event)
        assert rules.summary(state) == rules.summary(fresh), n
    assert replay.state_at(len(replay)) == match.state
