"""Herding Cats CPUs: found by family; Easy never passes up a sure challenge; Medium counts cards,
intercepts with a real Laser Pointer and attacks the richest herd; Hard's belief and search."""

import random
from dataclasses import replace

from rules.herding.herding_table import AC, LP, A, C, K, S, challenge, declare, passes, pick, table

from game.ai.games import ai_for
from game.ai.hard import HardBot
from game.ai.herding.belief import HerdingBelief
from game.ai.herding.easy import easy_policy
from game.ai.herding.knowledge import claim_chance
from game.ai.herding.medium import medium_policy
from game.ai.herding.search import Model, final_share, model, prune
from game.ai.ismcts import Budget
from game.engine import Action, Match, get
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


# ---- Hard: the moves it searches, its playout model, its view only -------------------------------
def test_hard_searches_truthful_declarations_and_one_bluff_per_identity_at_the_richest_targets():
    m = table([[K, K, A, LP, S], [K, K], [K, K], [K, K]], herds=[[], [S, K], [], [K]])
    view = m.ruleset.view(m.state, 0)
    legal = m.legal_actions(0)
    kept = prune(view, legal)
    assert set(kept) <= set(legal) and len(kept) < len(legal) / 2
    assert {(a.cards[0], a.card) for a in kept} == {(c, c) for c in (K, A, LP, S)} | {
        (A, i) for i in (K, S, C, AC)}  # the Alley Cat is the card it minds losing least
    assert {a.target for a in kept if a.card == AC} == {1, 3}  # the two richest herds, not the empty one
    assert medium_policy(view, kept, random.Random(0)) in kept


def test_hard_picks_blind_without_searching_and_answers_sure_claims_at_once():
    m = table([[A, K, K], [K, K, K, S], [K, K]])
    declare(m, 0, A, target=1)
    passes(m, 1, 2)
    assert prune(m.view(0), m.legal_actions(0)) == [Action("pick", position=0)]
    m = table([[K, K, K], [LP, K, K], [K, K, K]])
    declare(m, 0, K)
    assert prune(m.view(1), m.legal_actions(1)) == m.legal_actions(1)
    m.state.gone[1][0] += [K, K, K]  # seat 1 has seen all three of seat 0's Kittens go
    assert prune(m.ruleset.view(m.state, 1), m.legal_actions(1)) == [CHALLENGE]


def test_the_playout_model_challenges_what_counting_rules_out_and_loose_players_more():
    m = table([[K, K, K, A, A, C, AC], [LP, K, K], [K, K, K]])
    declare(m, 0, K, S)  # a Kitten declared as a Show Cat, from a hand of 7
    strict, loose = Model(), Model({2: 1.0})
    assert strict(m.state, 2, random.Random(0)) == Action("pass")  # a Show Cat is likely enough
    assert loose(m.state, 2, random.Random(0)) == CHALLENGE
    m.state.gone[2][0].append(S)  # seat 2 knows seat 0's only Show Cat is gone
    assert strict(m.state, 2, random.Random(0)) == CHALLENGE


def test_the_belief_learns_who_challenges_loosely_from_the_public_log():
    rules = get("herding-cats")
    m = table([[K, K, K, S], [K, K, K, S], [K, K, K, S]])
    belief = HerdingBelief(0)
    for event in m.log:
        belief.observe(rules.redact(event, 0))
    for turn in range(3):
        seat = turn % 3
        events = declare(m, seat, K)
        challenger = 2 if seat != 2 else 1
        events += challenge(m, challenger)
        if m.pending is not None and m.pending.prompt == "penalty":
            events += pick(m, seat, 0)
        for event in events:
            belief.observe(rules.redact(event, 0))
    assert belief.windows == {0: 2, 1: 2, 2: 2}
    assert belief.loose(2) > belief.loose(1) >= 0.0
    assert model(belief).challenge_rate[2] == belief.loose(2)


def test_the_playout_policy_reads_only_what_the_acting_seat_knows():
    rules = get("herding-cats")
    compared = 0
    for game in range(8):
        players = 2 + game % 4
        match = Match(rules, rules.configure(players, {}), 60 + game)
        rng = random.Random(game)
        while (pending := match.pending) is not None:
            for seat in pending.seats:
                for k in range(3):
                    variant = rules.hidden_variant(match.state, seat, random.Random(k))
                    if variant is None:
                        continue
                    assert rules.view(variant, seat) == match.view(seat)
                    policy = Model({p: 0.3 for p in range(players)})
                    assert policy(variant, seat, random.Random(k)) == policy(match.state, seat, random.Random(k))
                    compared += 1
            seat = rng.choice(sorted(pending.seats))
            match.act(seat, rng.choice(match.legal_actions(seat)))
    assert compared > 300


def test_a_finished_sample_is_worth_a_share_by_final_score_and_the_win_counts_most():
    state = table([[K, K, K], [S, A, K, K], [K, K, K]], first=1).state
    ended = replace(state, scores=(10, 9, 2), winners=(0,))
    shares = [final_share(ended, p) for p in range(3)]
    assert abs(sum(shares) - 1) < 1e-9 and shares[0] > shares[1] > shares[2] > 0
    rout = replace(state, scores=(10, 2, 2), winners=(0,))
    assert final_share(rout, 0) > final_share(ended, 0) and final_share(rout, 1) < final_share(ended, 1)
    tie_broken = replace(state, scores=(9, 9, 2), winners=(1,))
    assert final_share(tie_broken, 1) > final_share(tie_broken, 0)
    assert final_share(state, 0) == 0.0  # not finished (a playout cut short)
