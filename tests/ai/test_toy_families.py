"""The generic CPU machinery on the toy games: a family's CPUs found by its family name, the
Hard search and `simulate`'s arbiter playing a first-come and a commit game to the end."""

from __future__ import annotations

import pytest
from engine import toy_ai
from engine.toy_games import BidsView, SealedBids, Snap

from game.ai import games
from game.ai.hard import HardBot
from game.ai.ismcts import Budget, SearchHooks
from game.ai.levels import make_bot
from game.cli.simulate import Tally, play_game
from game.engine import Action, GameInfo, Match, get, registry

SMALL = Budget(iterations=40, min_iterations=20, per_move=10, max_ms=10_000)


@pytest.fixture
def toys(monkeypatch):
    """The toy games in the registry and their CPUs, for this test only."""
    monkeypatch.setattr(games, "_REGISTERED", dict(games._REGISTERED))
    toy_ai.register()
    for rules in (Snap(), SealedBids()):
        monkeypatch.setitem(registry._GAMES, rules.info.id, rules)


def test_a_family_s_cpus_are_found_by_its_family_name():
    kittens = games.ai_for(get("exploding-kittens"))
    assert kittens.hooks.belief is not None

    class Lonely(Snap):
        info = GameInfo("lonely", "Lonely", 2, 4, family="lonely")

    with pytest.raises(ValueError, match="no CPU players for Lonely yet"):
        games.ai_for(Lonely())


@pytest.mark.parametrize(("game", "seats", "options"), [
    ("snap", ["hard", "easy", "medium"], {"to_win": 3}),
    ("snap", ["hard", "hard"], {}),
    ("sealed-bids", ["hard", "medium", "easy"], {}),
    ("sealed-bids", ["easy", "hard", "random", "hard"], {"wins": "lowest"}),
])
def test_simulate_plays_the_toy_games_to_the_end_with_every_level(toys, monkeypatch, game, seats, options):
    monkeypatch.setattr("game.ai.ismcts.Budget", lambda: SMALL)
    config = get(game).configure(len(seats), options)
    for seed in range(3):
        tally = Tally(wins=[0] * len(seats))
        play_game(game, config, seats, seed, True, tally)
        assert (tally.games, tally.violations, tally.errors) == (1, 0, 0), tally.messages
        assert sum(tally.wins) + tally.draws == 1


def test_in_simulate_a_first_come_window_goes_to_a_seat_that_wants_it(toys, monkeypatch):
    """Seat 0 never claims, seat 1 always does: seat 1 wins every card, and seat 0's pass is
    never even played (it is asked, but the race is between the eager)."""
    never = games.GameAI(lambda v, legal, rng: Action("pass"), lambda v, legal, rng: Action("claim"), SearchHooks())
    games.register_ai("snap", never)
    matches: list[Match] = []

    class Recorded(Match):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            matches.append(self)

    monkeypatch.setattr("game.cli.simulate.Match", Recorded)
    config = get("snap").configure(2, {"to_win": 5})
    for seed in range(10):
        tally = Tally(wins=[0, 0])
        play_game("snap", config, ["easy", "medium"], seed, True, tally)
        assert tally.wins == [0, 1] and tally.violations == 0
    assert all(e.kind != "Declined" for m in matches for e in m.log)
    assert len(matches) == 10


def test_hard_claims_a_snap(toys):
    rules = get("snap")
    match = Match(rules, rules.configure(3), seed=2)
    bot = make_bot("hard", 1, rules, seed=3)
    bot.budget = SMALL
    assert bot.choose(match.view(1), match.legal_actions(1)) == Action("claim")


def test_hard_bids_to_win_sealed_bids(toys):
    rules = get("sealed-bids")
    for wins, best in (("highest", 5), ("lowest", 1)):
        match = Match(rules, rules.configure(3, {"wins": wins}), seed=2)
        bot = make_bot("hard", 0, rules, seed=3)
        bot.budget = SMALL
        assert bot.choose(match.view(0), match.legal_actions(0)) == Action("bid", position=best)


def test_in_the_search_others_commit_from_their_own_view_only():
    """Opponents' commits go through the view policy, never the sample (which holds the
    searcher's own bid): the playout policy is never asked about a commit."""
    rules = SealedBids()
    views: list[BidsView] = []

    def commit(view, legal, rng):
        views.append(view)
        return rng.choice(legal)

    def playout(state, seat, rng):
        raise AssertionError("a commit was chosen from the full sample")

    hooks = SearchHooks(playout=playout, commit=commit)
    match = Match(rules, rules.configure(3), seed=1)
    match.act(2, Action("bid", position=4))  # a real opponent bid: hidden from seat 0
    bot = HardBot(0, rules, hooks, seed=1, budget=SMALL)
    bot.choose(match.view(0), match.legal_actions(0))
    assert views and all(isinstance(v, BidsView) and v.seat == 1 for v in views)
    assert all(v.mine is None and v.committed == {0, 2} for v in views)


def test_a_game_without_a_determinizer_cannot_be_searched():
    class Opaque(Snap):
        determinize = None

    with pytest.raises(ValueError, match="no determinizer"):
        HardBot(0, Opaque(), SearchHooks(), budget=SMALL).choose(None, [Action("claim"), Action("pass")])


def test_a_game_s_reward_scores_the_samples_it_searches():
    """Highest bid wins, but this game's reward pays for coming last: Hard bids the lowest."""
    rules = SealedBids()

    def last_pays(state, seat):
        return 1.0 if state.revealed[seat] == min(state.revealed) else 0.0

    match = Match(rules, rules.configure(3), seed=2)
    plain = HardBot(0, rules, SearchHooks(commit=toy_ai.bids_easy), seed=3, budget=SMALL)
    paid = HardBot(0, rules, SearchHooks(commit=toy_ai.bids_easy, reward=last_pays), seed=3, budget=SMALL)
    assert plain.choose(match.view(0), match.legal_actions(0)) == Action("bid", position=5)
    assert paid.choose(match.view(0), match.legal_actions(0)) == Action("bid", position=1)


def test_a_game_s_own_budget_is_hard_s_default_and_scales_with_its_thinking_time(toys, monkeypatch):
    """A family's hooks give each of its games a budget; a game without one thinks as by default."""
    rules = get("sealed-bids")
    own = Budget(iterations=300, per_move=50, min_iterations=80, max_ms=400.0)
    hooks = SearchHooks(commit=toy_ai.bids_easy, budgets={"sealed-bids": own})
    monkeypatch.setitem(games._REGISTERED, "sealed-bids", games.GameAI(toy_ai.bids_easy, toy_ai.bids_medium, hooks))
    assert make_bot("hard", 0, rules, seed=1).budget == own
    halved = make_bot("hard", 0, rules, seed=1, think_ms=200)
    assert (halved.budget.iterations, halved.budget.max_ms) == (150, 200)
    halved.think_ms = 400
    assert halved.budget == own
    assert hooks.budget("snap") == Budget()


def test_a_playout_stops_where_the_game_settles_the_searcher_s_result():
    """Once the game's `settled` hook knows what a sample is worth to the searcher, the
    playout stops there: nobody is asked to move past it, and the root moves score what the
    hook said."""
    rules = Snap()
    asked_at: list[int] = []

    def playout(state, seat, rng):
        asked_at.append(state.turned)
        return None

    def settled(state, seat):
        return 0.25 if state.turned >= 2 else None

    match = Match(rules, rules.configure(2, {"to_win": 5}), seed=1)
    bot = HardBot(0, rules, SearchHooks(playout=playout, settled=settled), seed=1, budget=SMALL)
    bot.start(match.view(0), match.legal_actions(0))
    while not bot.step(1e9):
        pass
    scores = bot.search.stats()
    assert set(scores) == {"claim", "pass"}
    assert all(mean == 0.25 for _, mean in scores.values())
    assert asked_at and max(asked_at) < 2
