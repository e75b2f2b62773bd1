"""The Kombat CPUs: found by family, decide from their own view, Easy never forfeits a battle it
has already won, Medium forfeits a hopeless one, Hard plays a decision through the search."""

import random
from dataclasses import replace

from game.ai.games import ai_for
from game.ai.kombat.easy import easy_policy
from game.ai.kombat.medium import medium_policy
from game.ai.kombat.search import HORIZON_TURNS, horizon_reward, horizon_sample, prune
from game.ai.kombat.shrewd import shrewd_policy
from game.ai.levels import make_bot
from game.engine import Action, get
from game.scenario import build

FORFEIT = Action("forfeit")


def battle(hands, plays=()):
    """A 2-player battle on a fixed table, after the given (seat, card) plays."""
    scenario = build({"game": "kombat-kittens", "seats": ["Ann", "Bea"], "hands": hands,
                      "draw": ["tuxedo_1", "tuxedo_2", "tuxedo_3", "tuxedo_4", "tuxedo_5", "tuxedo_6", "dog"],
                      "script": []})
    match = scenario.match
    match.act(0, Action("battle", target=1))
    for seat, card in plays:
        match.act(seat, Action("play", card=card))
    return match


STRONG = ["tabby_9", "calico_9", "siamese_9", "tabby_1", "tabby_2"]
WEAK = ["ginger_1", "ginger_2", "calico_4", "tuxedo_6", "siamese_1"]


def test_cpus_are_found_by_family():
    ai = ai_for(get("kombat-kittens"))
    assert ai.easy is easy_policy and ai.medium is medium_policy and ai.hooks.commit is not None


def test_easy_never_forfeits_a_battle_won_on_the_table():
    match = battle([STRONG, WEAK], [(0, "tabby_9"), (1, "ginger_1"), (0, "calico_9"), (1, "ginger_2")])
    view, legal = match.view(0), match.legal_actions(0)
    assert FORFEIT in legal
    assert all(easy_policy(view, legal, random.Random(i)) != FORFEIT for i in range(200))


def test_medium_forfeits_a_lost_battle_and_plays_its_plan_otherwise():
    match = battle([STRONG, WEAK], [(0, "tabby_9"), (1, "ginger_1"), (0, "calico_9"), (1, "ginger_2")])
    assert medium_policy(match.view(1), match.legal_actions(1), random.Random(0)) == FORFEIT
    assert medium_policy(match.view(0), match.legal_actions(0), random.Random(0)) == Action("play", card="siamese_9")


def test_hard_s_judgement_leads_with_the_lowest_card_of_the_hand_medium_plans():
    """The same planned hand (the top straight, 6-7-9) and the same forfeits, the other lead."""
    straight = ["tabby_6", "calico_7", "siamese_9", "tabby_1", "ginger_2"]
    match = battle([straight, WEAK])
    view, legal = match.view(0), match.legal_actions(0)
    assert medium_policy(view, legal, random.Random(0)) == Action("play", card="siamese_9")
    assert shrewd_policy(view, legal, random.Random(0)) == Action("play", card="tabby_6")
    lost = battle([STRONG, WEAK], [(0, "tabby_9"), (1, "ginger_1"), (0, "calico_9"), (1, "ginger_2")])
    assert shrewd_policy(lost.view(1), lost.legal_actions(1), random.Random(0)) == FORFEIT


def test_commits_read_only_the_seats_own_view():
    """The same view gives the same commit whatever the other side has committed."""
    a = battle([STRONG, WEAK])
    a.act(1, Action("play", card="ginger_1"))
    b = battle([STRONG, WEAK])
    b.act(1, Action("play", card="tuxedo_6"))
    assert a.view(0) == b.view(0)
    for policy in (easy_policy, medium_policy, shrewd_policy):
        assert policy(a.view(0), a.legal_actions(0), random.Random(3)) == policy(
            b.view(0), b.legal_actions(0), random.Random(3))


def test_hard_decides_a_commit_through_the_search():
    match = battle([STRONG, WEAK])
    bot = make_bot("hard", 0, match.ruleset, seed=1, think_ms=60)
    action = bot.choose(match.view(0), match.legal_actions(0))
    assert action in match.legal_actions(0)


def test_hard_decides_from_its_own_view_only():
    """Two tables that differ only in what seat 0 cannot see: Hard (same seed) picks the same."""
    a = battle([STRONG, WEAK])
    a.act(1, Action("play", card="ginger_1"))
    b = battle([STRONG, WEAK])
    b.act(1, Action("play", card="tuxedo_6"))
    assert a.view(0) == b.view(0)
    picks = []
    for match in (a, b):
        bot = make_bot("hard", 0, match.ruleset, seed=4, think_ms=60)
        bot.budget = replace(bot.budget, max_ms=60_000)  # the iteration count, not the clock, stops it
        picks.append(bot.choose(match.view(0), match.legal_actions(0)))
    assert picks[0] == picks[1]


def test_hard_searches_one_card_of_each_rank():
    match = battle([["tabby_9", "calico_9", "siamese_9", "tabby_1", "calico_1"], WEAK])
    view, legal = match.view(0), match.legal_actions(0)
    kept = prune(view, legal)
    assert [a.card for a in kept if a.kind == "play"] == ["calico_1", "calico_9"]
    assert FORFEIT in kept and set(kept) <= set(legal)


def test_a_horizon_sample_agrees_with_the_view_and_ends_after_the_next_turn():
    rules = get("kombat-kittens")
    match = battle([STRONG, WEAK])
    view = match.view(0)
    sample = horizon_sample(view, random.Random(2))
    assert rules.view(sample, 0) == view
    turns = set()
    rng = random.Random(3)
    while (pending := rules.pending(sample)) is not None:
        turns.add(sample.turn_number)
        seat = min(pending.seats)
        for event in rules.decide(sample, seat, rng.choice(rules.legal_actions(sample, seat)), rng):
            sample = rules.evolve(sample, event)
    assert turns == {view.turn_number, view.turn_number + HORIZON_TURNS - 1} and sample.draw
    assert rules.result(sample) is not None


def _ended_at_the_horizon(treasure, hands, draw=10, last_turn=3):
    """A 3-player sample ended by its horizon (not by the game's real end)."""
    state = horizon_sample(battle([STRONG, WEAK]).view(0), random.Random(1))
    state = replace(state, players=len(treasure), treasure=[list(t) for t in treasure], hands=[list(h) for h in hands],
                    draw=["tuxedo_5"] * draw, litter=[], deck=2, ending=False, turn_number=last_turn,
                    last_turn=last_turn, winners=(0,))
    return state


def test_a_sample_ended_by_the_horizon_scores_each_seat_s_chance_to_win():
    """Not the leader takes all: every seat's share, by treasure and by the hand it holds."""
    even = ["ginger_5"] * 5
    state = _ended_at_the_horizon([["tabby_1"], ["tabby_1", "calico_1"], []], [even, even, even])
    shares = [horizon_reward(state, seat) for seat in range(3)]
    assert abs(sum(shares) - 1) < 1e-9
    assert shares[1] > shares[0] > shares[2] > 0 and shares[1] < 1
    stronger = _ended_at_the_horizon([["tabby_1"], ["tabby_1"], []], [STRONG, WEAK, WEAK])
    assert horizon_reward(stronger, 0) > horizon_reward(stronger, 1)


def test_a_lead_counts_for_more_the_less_of_the_game_is_left():
    hands = [WEAK, WEAK]
    early = _ended_at_the_horizon([["tabby_1"], []], hands, draw=40)
    late = _ended_at_the_horizon([["tabby_1"], []], hands, draw=2)
    assert 0.5 < horizon_reward(early, 0) < horizon_reward(late, 0) < 1


def test_a_sample_that_reached_the_game_s_real_end_scores_its_real_result():
    state = replace(_ended_at_the_horizon([["tabby_1"], []], [WEAK, WEAK]), ending=True, winners=(1,))
    assert (horizon_reward(state, 0), horizon_reward(state, 1)) == (0.0, 1.0)
    shared = replace(state, winners=(0, 1))
    assert horizon_reward(shared, 0) == horizon_reward(shared, 1) == 0.5
