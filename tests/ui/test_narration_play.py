"""Whole games played by a player who only hears the narration (never looks at the screen)."""

from __future__ import annotations

import pytest
from narration_bot import BlindPlayer
from narration_kit import Recording, narrate_into

from game.ai.seeds import repeatable
from game.saves import Seat
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match


def play_blind(make_app, game: str, seed: int) -> tuple[bool, list[str]]:
    with repeatable(seed):  # the CPUs' seeds and reaction times: the same whichever games came before
        return _play_blind(make_app, game, seed)


def _play_blind(make_app, game: str, seed: int) -> tuple[bool, list[str]]:
    app = make_app(response_timer=3)
    speech = Recording()
    narrate_into(app, speech)
    seats = [Seat("You", "human"), Seat("Mittens", "easy")]
    match = new_match(game, seats, {}, seed=seed)
    app.push(TableScene(app, match, seats, journal=False, pace=0.05))
    player = BlindPlayer(app, speech, seed)
    for _ in range(1500):
        player.step()
        if player.over:
            break
    assert player.over, "the game never said it was over"
    assert match.is_over()
    return match.result().winners == (0,) or 0 in match.result().winners, speech.lines


# Seeds 1 to 3, and on to the player's first win where it comes later (Exploding Kittens: its fifth game;
# Imploding Kittens: its seventh, since it hears an Attack falling on it and Nopes it).
@pytest.mark.parametrize(("game", "seeds"), [("exploding-kittens", (1, 2, 3, 4, 5)),
                                           ("imploding-kittens", (1, 2, 3, 4, 5, 6, 7)),
                                           ("zombie-kittens", (1, 2, 3)), ("kombat-kittens", (1, 2, 3)),
                                           ("herding-cats", (1, 2, 3))])
@pytest.mark.english  # the listener (narration_bot) understands English sentences
def test_a_player_who_only_hears_plays_whole_games_and_wins_some(make_app, game, seeds):
    wins = 0
    for seed in seeds:
        won, lines = play_blind(make_app, game, seed)
        wins += won
        assert any(line.startswith("Your hand, ") for line in lines)
        assert any(line.startswith("Game over. ") for line in lines)
    assert wins >= 1
