"""`bench` prints the replay viewer's jump figures: random jumps in every registered game, and
jumps to every turn of a game of at least 1,000 events (the model alone, and with the viewer's
first frame drawn after each jump)."""

from game.cli.bench import format_bench, replay_jumps
from game.engine.registry import all_games

LONG = "kombat-kittens, a long game"


def test_jump_figures_for_every_family_and_a_long_game_are_printed():
    figures = replay_jumps(games=2, jumps=20)
    families = {r.info.id for r in all_games()}
    long = {name: f for name, f in figures.items() if name.startswith(LONG)}
    assert set(figures) == families | set(long) and len(long) == 2
    for figure in figures.values():
        assert figure["events"] > 0
        assert 0 <= figure["mean_ms"] <= figure["worst_ms"]
    for game_id in families:
        assert figures[game_id]["worst_ms"] < 100
    jumps, drawn = sorted(long.items(), key=lambda item: len(item[0]))
    assert jumps[1]["events"] >= 1000 and jumps[1]["turns"] >= 20
    assert f"each of its {jumps[1]['turns']} turns" in jumps[0]
    assert jumps[1]["worst_ms"] < 100  # the model: a clone and at most 31 events, whatever the load
    assert drawn[0].endswith("with the first frame drawn at 1920x1080") and drawn[1]["mean_ms"] > 0
    printed = format_bench({"random_play": {}, "replay_jump_ms": figures})
    for name, figure in figures.items():
        assert (f"Replay jump to a random point, {name} ({figure['events']} events): "
                f"mean {figure['mean_ms']} ms, max {figure['worst_ms']} ms") in printed
