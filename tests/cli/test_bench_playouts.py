"""`bench` measures Hard's playouts in positions where its search has a choice to weigh."""

from game.ai.games import has_ai
from game.cli.bench import playouts_per_second
from game.engine.registry import all_games


def test_playout_figures_come_from_positions_the_search_weighs():
    """Each position leaves Hard more than one move after its pruning, so every game with
    CPUs reports playouts, even in a quick run (Herding Cats' first positions prune to one
    move, and its quick figure was 0)."""
    for rules in all_games():
        if has_ai(rules):
            figure = playouts_per_second(rules, rules.info.min_players, positions=3, playouts=6)
            assert figure["playouts"] == 18, rules.info.id
