"""Herding Cats CPUs: found by family; Easy never passes up a sure challenge; Medium counts cards,
intercepts with a real Laser Pointer and attacks the richest herd; Hard's belief and search."""

import random

from rules.herding.herding_table import AC, LP, A, K, S, challenge, declare, passes, pick, table

from game.ai.games import ai_for
from game.ai.hard import HardBot
from game.ai.herding.belief import HerdingBelief
from game.ai.herding.easy import easy_policy
from game.ai.herding.knowledge import claim_chance
from game.ai.herding.medium import medium_policy
from game.ai.ismcts import Budget
from game.engine import Action, get
from game.rules.herding.determinize import determinize

CHALLENGE = Action("challenge")


def test_the_cpus_are_found_by_family():
    ai = ai_for(get("herding-cats"))
    assert ai.easy is easy_policy and ai.medium is medium_policy and ai.hooks.determinize is not None


def test_easy_never_passes_up_a_challenge_it_is_sure_to_win():
    m = table([[K, K, K], [S, A, K, K], [K, K, K]], first=1)
    declare(m, 1, A, target=0)
    challenge(m, 2)  # a true Alley Cat: Cal loses a card; Bea's Alley Cats are 1 of 2 shown
    pick(m, 1, 0)  # Cal's penalty
    pick(m, 1, 0)  # Ann's card
    m.act(0, Action("pass"))
    declare(m, 2, K)
    passes(m, 0, 1)
    declare(m, 0, K)
    passes(m, 1, 2)
    m.state.gone[0][1].append(A)  # Ann has also seen Bea's other Alley Cat go
    declare(m, 1, K, A, target=0)
    view = m.ruleset.view(m.state, 0)
    assert claim_chance(view) == 0.0
    rng = random.Random(0)
    assert all(easy_policy(view, m.legal_actions(0), rng) == CHALLENGE for _ in range(50))


def test_medium_challenges_unlikely_claims_and_lets_likely_ones_stand():
    m = table([[K, K, K], [LP, K, K], [K, K, K]])
    declare(m, 0, K)
    view = m.ruleset.view(m.state, 1)
    assert claim_chance(view) > 0.5
    assert medium_policy(view, m.legal_actions(1), random.Random(0)) == Action("pass")


def test_medium_intercepts_with_a_real_laser_pointer():
    m = table([[A, K, K], [S, LP, K], [K, K]])
    declare(m, 0, A, target=1)
    passes(m, 1, 2)
    pick(m, 0, 0)
    view = m.ruleset.view(m.state, 1)
    assert medium_policy(view, m.legal_actions(1), random.Random(0)) == Action("intercept", card=LP)


def test_medium_sends_animal_control_at_the_richest_herd():
    m = table([[AC, K, K], [K, K], [K, K]], herds=[[], [A], [S, K]])
    view = m.ruleset.view(m.state, 0)
    legal = [a for a in m.legal_actions(0) if a.card == AC and a.cards == (AC,)]
    choices = {medium_policy(view, legal, random.Random(s)).target for s in range(10)}
    assert choices == {2}


def test_the_belief_learns_honesty_from_revealed_claims():
    belief = HerdingBelief(0)
    assert 0.6 < belief.honesty(1) < 0.8
    m = table([[K, K, K], [LP, K, K, A], [K, K, K]], first=1)
    for event in m.log:
        belief.observe(m.ruleset.redact(event, 0))
    for event in declare(m, 1, LP, S) + challenge(m, 0):
        belief.observe(m.ruleset.redact(event, 0))
    assert belief.honesty(1) < 0.6


def test_a_believed_honest_player_is_sampled_holding_what_they_declared():
    m = table([[K, K, K], [S, K, K, A, LP], [K, K, K]], first=1)
    declare(m, 1, S)
    view = m.ruleset.view(m.state, 0)
    rules = m.ruleset
    samples = [determinize(view, random.Random(s), {1: 0.95, 2: 0.7}, {}) for s in range(60)]
    assert all(rules.view(x, 0) == view for x in samples)
    assert sum(x.play.card == S for x in samples) > 45


def test_hard_decides_through_the_search():
    rules = get("herding-cats")
    m = table([[LP, K, K], [S, K, K], [K, A, K]])
    bot = HardBot(1, rules, ai_for(rules).hooks, seed=1, budget=Budget(iterations=30, per_move=5, min_iterations=10))
    for event in m.log:
        bot.observe(rules.redact(event, 1))
    for event in declare(m, 0, LP, S):
        bot.observe(rules.redact(event, 1))
    action = bot.choose(m.view(1), m.legal_actions(1))
    assert action in m.legal_actions(1)
