"""`bench` prints the replay viewer's jump figures: random jumps in every registered game, and
jumps to every turn of a game of at least 1,000 events (the model alone, and with the viewer's
first frame drawn after each jump). Figures, never a pass or fail on time: why a jump stays
cheap in a long game is tested by what it folds (tests/engine/test_replay_feed.py)."""

from game.cli.bench import LONG_GAME, format_bench, replay_jumps
from game.engine.registry import all_games
from game.i18n import format_number


def test_jump_figures_for_every_family_and_a_long_game_are_printed():
    figures = replay_jumps(games=2, jumps=20)
    families = {r.info.id for r in all_games()}
    long = {name: f for name, f in figures.items() if name.startswith(LONG_GAME)}
    assert set(figures) == families | {LONG_GAME, f"{LONG_GAME}/drawn"}  # keys that stay from run to run
    for figure in figures.values():
        assert figure["events"] > 0
        assert 0 <= figure["mean_ms"] <= figure["worst_ms"]
    jumps, drawn = long[LONG_GAME], long[f"{LONG_GAME}/drawn"]
    assert jumps["events"] >= 1000 and jumps["turns"] >= 20
    assert jumps["what"] == f"kombat-kittens, a long game, each of its {jumps['turns']} turns in random order"
    assert drawn["what"].endswith("with the first frame drawn at 1920x1080") and drawn["mean_ms"] > 0
    printed = format_bench({"random_play": {}, "replay_jump_ms": figures})
    for name, figure in figures.items():
        events, mean, worst = (format_number(figure[k]) for k in ("events", "mean_ms", "worst_ms"))
        assert (f"Replay jump to a random point, {figure.get('what', name)} ({events} events): "
                f"mean {mean} ms, max {worst} ms") in printed
