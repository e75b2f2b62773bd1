"""`bench` prints the replay viewer's jump figure for every registered game."""

from game.cli.bench import format_bench, replay_jumps
from game.engine.registry import all_games


def test_jump_figures_for_every_family_are_printed():
    figures = replay_jumps(games=2, jumps=20)
    assert set(figures) == {r.info.id for r in all_games()}
    for figure in figures.values():
        assert figure["events"] > 0
        assert 0 <= figure["mean_ms"] <= figure["worst_ms"] < 100
    printed = format_bench({"random_play": {}, "replay_jump_ms": figures})
    for game_id, figure in figures.items():
        assert (f"Replay jump to a random point, {game_id} ({figure['events']} events): "
                f"mean {figure['mean_ms']} ms, max {figure['worst_ms']} ms") in printed
