"""Zombie Kittens CPUs: Easy always saves itself; a test per Medium rule of thumb and per habit
of Hard's own judgement; Hard plays from the view with the Zombie sampler."""

from __future__ import annotations

import random

from game.ai.ismcts import Budget
from game.ai.kittens.belief import KittensBelief
from game.ai.kittens.table import EASY, MEDIUM
from game.ai.kittens.zombie import zombie_shrewd
from game.ai.levels import make_bot
from game.engine import Action, Match, get
from game.rules.kittens.cards import EXPLODING, ZOMBIE

C = ["ghoul_cat", "mummy_cat", "bony_cat", "tombstone_cat"]
PLAY_ZOMBIE = Action("play", (ZOMBIE,))


def passed(zk, s):
    while zk.r.pending(s).kind == "response":
        s = zk.act(s, min(zk.r.pending(s).seats), Action("pass"))
    return s


def kill_seat_0(zk, hands, pile=None, **options):
    s = zk.deal(hands, [EXPLODING, *(pile or [*C, EXPLODING, EXPLODING])], **options)
    return zk.act(s, 0, Action("draw"))


def test_easy_always_saves_itself_with_a_zombie_kitten(zk):
    s = zk.act(zk.deal([[ZOMBIE, "skip"], ["nope"], ["nope"]], [EXPLODING, *C, EXPLODING]), 0, Action("draw"))
    view, legal = zk.ask(s, 0)
    assert Action("die") in legal
    assert all(EASY(view, legal, random.Random(seed)) == PLAY_ZOMBIE for seed in range(30))


def test_medium_always_plays_a_zombie_kitten_to_live(zk):
    s = zk.act(zk.deal([[ZOMBIE, "skip"], ["nope"], ["nope"]], [EXPLODING, *C, EXPLODING]), 0, Action("draw"))
    assert MEDIUM(*zk.ask(s, 0), random.Random(0)) == PLAY_ZOMBIE


def test_medium_resurrects_the_dead_player_with_fewest_cards(zk):
    s = zk.deal([["skip", "favor", "attack"], ["nope"], [ZOMBIE], ["skip"]], [EXPLODING, EXPLODING, EXPLODING, *C])
    s = zk.act(s, 0, Action("draw"))  # seat 0 dies with 3 cards
    s = zk.act(s, 1, Action("draw"))  # seat 1 dies with 1 card
    s = zk.act(s, 2, Action("draw"))
    s = passed(zk, zk.act(s, 2, PLAY_ZOMBIE))
    assert MEDIUM(*zk.ask(s, 2), random.Random(0)) == Action("resurrect", target=1)


def test_medium_puts_the_kitten_back_on_top(zk):
    s = zk.act(zk.deal([[ZOMBIE], ["nope"], ["nope"]], [EXPLODING, *C, EXPLODING]), 0, Action("draw"))
    s = passed(zk, zk.act(s, 0, PLAY_ZOMBIE))
    assert MEDIUM(*zk.ask(s, 0), random.Random(0)) == Action("place", position=0)


def test_medium_puts_the_kitten_under_the_draw_it_still_owes(zk):
    s = zk.deal([[ZOMBIE], ["nope"], ["nope"]], [EXPLODING, *C, EXPLODING])
    s.turns, s.attacked = 2, True
    s = passed(zk, zk.act(zk.act(s, 0, Action("draw")), 0, PLAY_ZOMBIE))
    assert MEDIUM(*zk.ask(s, 0), random.Random(0)) == Action("place", position=1)


def test_medium_dead_feeds_itself_in_a_window(zk):
    s = kill_seat_0(zk, [["feed_the_dead"], ["skip"], ["favor"], ["nope"]])
    s = zk.act(s, 1, Action("play", ("skip",)))
    assert MEDIUM(*zk.ask(s, 0), random.Random(0)) == Action("play", ("feed_the_dead",), target=0)


def test_medium_alive_never_plays_feed_the_dead_or_grave_robber(zk):
    s = kill_seat_0(zk, [["nope"], ["feed_the_dead", "grave_robber"], ["favor"], ["nope"]])
    view, legal = zk.ask(s, 1)
    assert Action("play", ("feed_the_dead",), target=0) in legal
    assert all(MEDIUM(view, legal, random.Random(seed)) == Action("draw") for seed in range(10))


def test_medium_plays_clairvoyance_in_a_zombie_window(zk):
    s = zk.act(zk.deal([[ZOMBIE], ["clairvoyance"], ["nope"]], [EXPLODING, *C, EXPLODING]), 0, Action("draw"))
    s = zk.act(s, 0, PLAY_ZOMBIE)
    assert MEDIUM(*zk.ask(s, 1), random.Random(0)) == Action("play", ("clairvoyance",))


def test_medium_clones_an_escape_when_the_top_is_dangerous(zk):
    s = zk.deal([["clone"], ["nope"], ["nope"]], [EXPLODING, *C, EXPLODING], discard=["super_skip"])
    s.knows[0][0] = EXPLODING  # seat 0 saw the Kitten on top
    assert MEDIUM(*zk.ask(s, 0), random.Random(0)) == Action("play", ("clone",), card="super_skip")


def test_medium_digs_deeper_when_in_danger_and_past_a_seen_kitten(zk):
    s = zk.deal([["dig_deeper"], ["nope"], ["nope"]], [EXPLODING, *C, EXPLODING])
    s.knows[0][0] = EXPLODING
    assert MEDIUM(*zk.ask(s, 0), random.Random(0)) == Action("play", ("dig_deeper",))
    s = passed(zk, zk.act(s, 0, Action("play", ("dig_deeper",))))
    assert MEDIUM(*zk.ask(s, 0), random.Random(0)) == Action("dig", position=1)


def test_medium_keeps_its_zombie_kitten_when_giving(zk):
    s = zk.deal([["favor"], [ZOMBIE, "ghoul_cat"]], [*C, EXPLODING])
    s = passed(zk, zk.act(s, 0, Action("play", ("favor",), target=1)))
    assert MEDIUM(*zk.ask(s, 1), random.Random(0)) == Action("give", card="ghoul_cat")


def test_medium_never_pairs_zombie_kittens(zk):
    s = zk.deal([[ZOMBIE, ZOMBIE], ["nope"], ["skip"]], [*C, EXPLODING, EXPLODING])
    view, legal = zk.ask(s, 0)
    assert Action("play", (ZOMBIE, ZOMBIE), target=1) in legal
    assert MEDIUM(view, legal, random.Random(0)) == Action("draw")


def shrewd(zk, state, seat):
    """Hard's own judgement for `seat`, from its view, as Hard's search starts from it."""
    view, legal = zk.ask(state, seat)
    belief = KittensBelief(seat)
    belief.see(view)
    return zombie_shrewd(view, legal, random.Random(0), belief)


SAFE_PILE = [*C, *C[:3], "skip", "favor", EXPLODING]  # 1 Kitten in 10: Medium would draw


def test_hard_digs_deeper_rather_than_draw_blind_without_a_zombie_kitten(zk):
    dig = Action("play", ("dig_deeper",))
    assert shrewd(zk, zk.deal([["dig_deeper", "ghoul_cat"], ["nope"]], SAFE_PILE), 0) == dig
    medium = MEDIUM(*zk.ask(zk.deal([["dig_deeper", "ghoul_cat"], ["nope"]], SAFE_PILE), 0), random.Random(0))
    assert medium == Action("draw")
    # with a Zombie Kitten to save it, the draw is not blind: it keeps the Dig Deeper
    assert shrewd(zk, zk.deal([["dig_deeper", ZOMBIE], ["nope"]], SAFE_PILE), 0) == Action("draw")


def test_hard_digs_deeper_in_place_of_an_escape(zk):
    s = zk.deal([["dig_deeper", "skip"], ["nope"]], [C[0], EXPLODING, C[1], C[2]])
    assert MEDIUM(*zk.ask(s, 0), random.Random(0)) == Action("play", ("skip",))
    assert shrewd(zk, s, 0) == Action("play", ("dig_deeper",))


def test_hard_nopes_a_skip_that_hands_it_a_risky_draw(zk):
    risky = [C[0], EXPLODING, C[1], C[2]]
    s = zk.act(zk.deal([["nope", "ghoul_cat"], ["skip", "favor"]], risky, first=1), 1, Action("play", ("skip",)))
    assert shrewd(zk, s, 0) == Action("nope", ("nope",))
    # a safe-looking pile, or a Skip that still leaves the player a turn to draw: let it go
    s = zk.act(zk.deal([["nope", "ghoul_cat"], ["skip", "favor"]], SAFE_PILE, first=1), 1, Action("play", ("skip",)))
    assert shrewd(zk, s, 0) == Action("pass")
    s = zk.deal([["nope", "attack", "ghoul_cat"], ["skip", "favor"]], risky)
    s = passed(zk, zk.act(s, 0, Action("play", ("attack",))))
    s = zk.act(s, 1, Action("play", ("skip",)))
    assert zk.ask(s, 0)[0].turns > 1
    assert shrewd(zk, s, 0) == Action("pass")


def test_every_level_finishes_zombie_games_from_views_only():
    rules = get("zombie-kittens")
    config = rules.configure(3, {"extended_set": True})
    match = Match(rules, config, 4)
    bots = [make_bot("easy", 0, rules, 1), make_bot("medium", 1, rules, 2), make_bot("hard", 2, rules, 3, think_ms=20)]
    bots[2].budget = Budget(iterations=12, per_move=3, min_iterations=6, max_ms=60)
    for seat, bot in enumerate(bots):
        match.subscribe(seat, bot.observe)
    rng = random.Random(0)
    while not match.is_over():
        seat = rng.choice(sorted(match.pending.seats))
        action = bots[seat].choose(match.view(seat), match.legal_actions(seat))
        match.act(seat, action)
    assert match.result().winners
