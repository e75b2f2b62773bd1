"""Zombie Kittens, card by card: attacks, skips, NOW cards, Clone, Grave Robber, Dig Deeper,
combos and the extended set (RULINGS "Zombie Kittens")."""

from __future__ import annotations

from game.rules.kittens.cards import EXPLODING, ZOMBIE

CATS4 = ["ghoul_cat", "mummy_cat", "bony_cat", "tombstone_cat"]


def with_dead(zk, hands, pile=None, **options):
    """Seat 0 (holding nothing that saves it) draws a Kitten and dies; seat 1 has the turn."""
    s = zk.deal(hands, [EXPLODING, *(pile or [*CATS4, EXPLODING, EXPLODING])], **options)
    zk.draw(s)
    assert not s.alive[0] and s.current == 1
    return s


# ---- attacks and skips ---------------------------------------------------------------------
def test_attack_gives_the_next_player_two_turns(zk):
    s = zk.deal([["attack"], ["nope"], ["nope"]], CATS4)
    zk.play(s, 0, "attack")
    assert (s.current, s.turns, s.attacked) == (1, 2, True)


def test_attacks_stack_remaining_turns_plus_two(zk):
    s = zk.deal([["skip"], ["attack"], ["nope"]], CATS4)
    zk.play(s, 0, "skip")
    s.turns, s.attacked = 3, True  # seat 1 owes 3
    zk.play(s, 1, "attack")
    assert (s.current, s.turns) == (2, 5)


def test_attack_of_the_dead_gives_three_turns_per_dead_player(zk):
    s = with_dead(zk, [["skip"], ["attack_of_the_dead"], ["nope"], ["nope"]])
    zk.play(s, 1, "attack_of_the_dead")
    assert (s.current, s.turns, s.attacked) == (2, 3, True)


def test_attack_of_the_dead_stacks_on_remaining_turns(zk):
    s = with_dead(zk, [["skip"], ["attack_of_the_dead"], ["nope"], ["nope"]])
    s.turns, s.attacked = 2, True
    zk.play(s, 1, "attack_of_the_dead")
    assert (s.current, s.turns) == (2, 5)


def test_attack_of_the_dead_not_with_nobody_dead(zk):
    s = zk.deal([["attack_of_the_dead"], ["nope"]], CATS4)
    assert zk.legal(s, 0) == [zk.action("draw")]
    zk.illegal(s, 0, zk.action("play", ["attack_of_the_dead"]))


def test_skip_ends_one_turn_super_skip_all(zk):
    s = zk.deal([["skip", "super_skip"], ["nope"], ["nope"]], CATS4)
    s.turns, s.attacked = 3, True
    zk.play(s, 0, "skip")
    assert (s.current, s.turns) == (0, 2)
    zk.play(s, 0, "super_skip")
    assert (s.current, s.turns, s.attacked) == (1, 1, False)


def test_see_the_future_shows_the_top_three_to_its_player_only(zk):
    s = zk.deal([["see_the_future"], ["nope"]], [*CATS4, EXPLODING])
    events = zk.play(s, 0, "see_the_future")
    seen = events[-1]
    assert seen.kind == "FutureSeen" and seen.cards == tuple(CATS4[:3])
    assert zk.r.redact(seen, 1).cards is None


def test_favor_only_on_the_living(zk):
    s = with_dead(zk, [["nope"], ["favor"], ["skip"], []])
    assert [a.target for a in zk.legal(s, 1) if a.cards == ("favor",)] == [2]  # seat 3 has no cards
    zk.play(s, 1, "favor", target=2)
    assert zk.pending(s) == ("choice", [2], "give_card")


# ---- NOW cards -----------------------------------------------------------------------------
def test_shuffle_on_your_turn(zk):
    s = zk.deal([["shuffle"], ["nope"]], [*CATS4, EXPLODING])
    events = zk.play(s, 0, "shuffle", seed=3)
    assert events[-1].kind == "PileShuffled" and sorted(s.draw) == sorted([*CATS4, EXPLODING])
    assert s.phase == "turn" and s.current == 0


def test_shuffle_now_in_a_window_opens_its_own_then_the_first_reopens(zk):
    s = zk.deal([["favor"], ["shuffle"], ["nope", "skip"]], [*CATS4, EXPLODING])
    zk.act(s, 0, zk.action("play", ["favor"], target=2))
    assert zk.action("play", ["shuffle"]) in zk.legal(s, 1)
    zk.act(s, 1, zk.action("play", ["shuffle"]))
    assert s.stack and s.play.cards == ("shuffle",)
    assert zk.pending(s) == ("response", [0, 2], "nope")  # its own window, Nope-able
    zk.act(s, 0, "pass")
    events = zk.act(s, 2, "pass", seed=5)
    assert zk.kinds(events)[-3:] == ["PlayResolved", "PileShuffled", "PlayFinished"]
    # The Favor's window is open again for everyone but the Favor's player.
    assert s.play.cards == ("favor",) and not s.stack
    assert zk.pending(s) == ("response", [1, 2], "nope")
    zk.pass_all(s)
    assert zk.pending(s) == ("choice", [2], "give_card")


def test_a_noped_now_card_does_nothing_and_the_window_reopens(zk):
    s = zk.deal([["favor", "nope"], ["shuffle"], ["skip"]], [*CATS4, EXPLODING])
    zk.act(s, 0, zk.action("play", ["favor"], target=2))
    zk.act(s, 1, zk.action("play", ["shuffle"]))
    zk.nope(s, 0)
    zk.act(s, 1, "pass")
    events = zk.act(s, 2, "pass")
    assert zk.kinds(events)[-2:] == ["PlayResolved", "PlayFinished"] and events[-2].cancelled
    assert s.draw == [*CATS4, EXPLODING] and s.play.cards == ("favor",)


def test_feed_the_dead_every_living_player_gives_a_card_of_their_choice(zk):
    s = with_dead(zk, [["nope"], ["feed_the_dead", "skip"], [], ["attack", "favor"]])
    assert zk.legal(s, 1)[1:] == [zk.action("play", ["feed_the_dead"], target=0), zk.action("play", ["skip"])]
    zk.play(s, 1, "feed_the_dead", target=0)
    assert zk.pending(s) == ("choice", [1], "feed_the_dead")  # from the player whose turn it is
    events = zk.act(s, 1, "give", card="skip")
    assert zk.kinds(events) == ["CardFed", "Awaiting"]
    assert zk.pending(s) == ("choice", [3], "feed_the_dead")  # seat 2 has nothing to give
    assert zk.r.redact(events[0], 3).card is None and zk.r.redact(events[0], 0).card == "skip"
    events = zk.act(s, 3, "give", card="favor")
    assert zk.kinds(events) == ["CardFed", "PlayFinished"]
    assert sorted(s.hands[0]) == ["favor", "nope", "skip"] and s.phase == "turn" and s.play is None


def test_feed_the_dead_needs_a_dead_player(zk):
    s = zk.deal([["feed_the_dead"], ["nope"]], CATS4)
    assert zk.legal(s, 0) == [zk.action("draw")]


def test_feed_the_dead_played_by_the_dead_in_a_window(zk):
    s = with_dead(zk, [["feed_the_dead"], ["skip", "attack"], ["favor"], ["nope"]])
    zk.act(s, 1, zk.action("play", ["skip"]))
    assert zk.action("play", ["feed_the_dead"], target=0) in zk.legal(s, 0)
    zk.act(s, 0, zk.action("play", ["feed_the_dead"], target=0))
    zk.pass_all(s)
    assert zk.pending(s) == ("choice", [1], "feed_the_dead")
    zk.act(s, 1, "give", card="attack")
    zk.act(s, 2, "give", card="favor")
    events = zk.act(s, 3, "give", card="nope")
    assert events[-1].kind == "PlayFinished" and s.play.cards == ("skip",)  # the Skip's window again
    assert sorted(s.hands[0]) == ["attack", "favor", "nope"]
    zk.pass_all(s)
    assert s.current == 2


def test_clairvoyance_only_in_a_zombie_kitten_window_and_sees_the_placement(zk):
    s = zk.deal([[ZOMBIE, "clairvoyance"], ["clairvoyance", "skip"], ["clairvoyance"]],
                ["ghoul_cat", EXPLODING, "mummy_cat", EXPLODING], first=1)
    zk.act(s, 1, zk.action("play", ["skip"]))
    assert zk.action("play", ["clairvoyance"]) not in zk.legal(s, 0)  # not in any other window
    zk.pass_all(s)
    assert zk.action("play", ["clairvoyance"]) not in zk.legal(s, 2)  # not on a turn
    zk.draw(s)  # seat 2 draws the cat
    zk.draw(s)  # seat 0 draws the Kitten
    zk.act(s, 0, zk.action("play", [ZOMBIE]))
    assert zk.action("play", ["clairvoyance"]) in zk.legal(s, 1)
    zk.act(s, 1, zk.action("play", ["clairvoyance"]))
    zk.pass_all(s)
    assert s.watchers == [1] and zk.pending(s) == ("choice", [0], "place_kittens")
    events = zk.act(s, 0, "place", position=1)
    placed = events[0]
    assert zk.r.redact(placed, 1).position == 1 and zk.r.redact(placed, 2).position is None
    assert (1, EXPLODING) in zk.view(s, 1).known_pile and zk.view(s, 2).known_pile == ()
    assert s.watchers == []


# ---- Clone ---------------------------------------------------------------------------------
def test_clone_acts_as_the_top_action_card(zk):
    s = zk.deal([["clone"], ["nope"], ["nope"]], CATS4, discard=["attack"])
    assert zk.action("play", ["clone"], card="attack") in zk.legal(s, 0)
    events = zk.play(s, 0, "clone", card="attack")
    assert events[0].named == "attack" and "Clone as Attack" in zk.r.describe(events[0], ["A", "B", "C"])
    assert (s.current, s.turns, s.attacked) == (1, 2, True)


def test_clone_takes_the_copied_card_s_target(zk):
    s = zk.deal([["clone"], ["nope"], ["skip"]], CATS4, discard=["favor"])
    assert [a.target for a in zk.legal(s, 0) if a.cards == ("clone",)] == [1, 2]
    zk.play(s, 0, "clone", target=2, card="favor")
    assert zk.pending(s) == ("choice", [2], "give_card")


def test_clone_is_noped_as_that_card(zk):
    s = zk.deal([["clone"], ["nope"], ["nope"]], CATS4, discard=["skip"])
    zk.act(s, 0, zk.action("play", ["clone"], card="skip"))
    zk.nope(s, 1)
    events = zk.pass_all(s)
    assert events[-1].cancelled and s.current == 0 and s.discard == ["skip", "clone", "nope"]


def test_clone_never_copies_a_clone_cat_kitten_zombie_or_nope(zk):
    for top in ("clone", "ghoul_cat", ZOMBIE, "nope", "clairvoyance"):
        s = zk.deal([["clone"], ["nope"]], CATS4, discard=[top])
        assert zk.legal(s, 0) == [zk.action("draw")], top


def test_clone_only_what_you_could_play_now(zk):
    s = zk.deal([["clone"], ["nope"]], CATS4, discard=["attack_of_the_dead"])  # nobody dead
    assert zk.legal(s, 0) == [zk.action("draw")]
    s = zk.deal([["clone"], ["nope"]], CATS4)  # empty discard pile
    assert zk.legal(s, 0) == [zk.action("draw")]


# ---- Grave Robber --------------------------------------------------------------------------
def test_grave_robber_each_dead_player_puts_a_card_in_then_shuffle(zk):
    s = zk.deal([["nope"], ["skip"], ["grave_robber"], ["favor"], ["attack"]],
                [EXPLODING, EXPLODING, *CATS4, EXPLODING, EXPLODING])
    zk.draw(s)  # seat 0 dies
    zk.draw(s)  # seat 1 dies
    assert s.current == 2
    zk.play(s, 2, "grave_robber")
    assert zk.pending(s) == ("choice", [0], "grave_robber")
    events = zk.act(s, 0, "bury", card="nope")
    assert zk.kinds(events) == ["CardBuried", "Awaiting"] and zk.r.redact(events[0], 2).card is None
    events = zk.act(s, 1, "bury", card="skip", seed=4)
    assert zk.kinds(events) == ["CardBuried", "PileShuffled", "PlayFinished"]
    assert sorted(s.draw) == sorted([*CATS4, EXPLODING, EXPLODING, "nope", "skip"])
    assert s.hands[0] == [] and s.hands[1] == [] and s.phase == "turn" and s.current == 2


def test_grave_robber_cards_go_in_face_down_only_their_owner_knows_which(zk):
    """RULINGS: each dead player's card goes into the draw pile face down; nobody else, living
    or dead, learns which, not from the event, the log or the view; after the shuffle nobody
    knows where it lies."""
    s = zk.deal([["nope", "favor"], ["skip", "shuffle"], ["grave_robber", "nope"], ["favor"], ["attack"]],
                [EXPLODING, EXPLODING, *CATS4, EXPLODING, EXPLODING])
    zk.draw(s)  # seat 0 dies
    zk.draw(s)  # seat 1 dies
    zk.play(s, 2, "grave_robber")
    buried = zk.act(s, 0, "bury", card="nope")[0]
    names = ["Ann", "Bo", "Cy", "Di", "Ed"]
    assert zk.r.redact(buried, 0).card == "nope"
    assert "Nope" in zk.r.describe(zk.r.redact(buried, 0), names)
    for other in (1, 2, 3, 4):  # the other dead player and the living
        seen = zk.r.redact(buried, other)
        assert seen.card is None and zk.r.describe(seen, names) == "Ann put a card into the draw pile"
        assert zk.view(s, other).known_pile == ()
    zk.act(s, 1, "bury", card="skip", seed=4)
    for seat in range(5):
        view = zk.view(s, seat)
        assert view.known_pile == ()  # shuffled: not even its owner knows where
        assert all("nope" not in view.known_hands[o] and "skip" not in view.known_hands[o] for o in range(5))
    assert s.hands[0] == ["favor"] and s.hands[1] == ["shuffle"]


def test_grave_robber_needs_a_dead_player(zk):
    s = zk.deal([["grave_robber"], ["nope"]], CATS4)
    assert zk.legal(s, 0) == [zk.action("draw")]


# ---- Dig Deeper ----------------------------------------------------------------------------
def test_dig_deeper_look_then_draw_the_top(zk):
    s = zk.deal([["dig_deeper"], ["nope"]], [*CATS4, EXPLODING])
    events = zk.play(s, 0, "dig_deeper")
    assert events[-2].kind == "FutureSeen" and events[-2].cards == ("ghoul_cat",)
    assert zk.r.redact(events[-2], 1).cards is None
    assert zk.legal(s, 0) == [zk.action("dig", position=0), zk.action("dig", position=1)]
    zk.act(s, 0, "dig", position=0)
    assert s.hands[0] == ["ghoul_cat"] and s.current == 1


def test_dig_deeper_leave_the_top_and_keep_the_second(zk):
    s = zk.deal([["dig_deeper"], ["nope"]], [*CATS4, EXPLODING])
    zk.play(s, 0, "dig_deeper")
    events = zk.act(s, 0, "dig", position=1)
    assert zk.kinds(events) == ["CardDug", "TurnBegan"] and zk.r.redact(events[0], 1).card is None
    assert s.hands[0] == ["mummy_cat"] and s.draw[0] == "ghoul_cat" and s.current == 1
    assert (0, "ghoul_cat") in zk.view(s, 0).known_pile


def test_dig_deeper_past_a_kitten_onto_another_resolves_it(zk):
    s = zk.deal([["dig_deeper"], ["nope"], ["nope"]], [EXPLODING, EXPLODING, "ghoul_cat"])
    zk.play(s, 0, "dig_deeper")
    events = zk.act(s, 0, "dig", position=1)
    assert zk.kinds(events) == ["CardDug", "Died", "TurnBegan"]
    assert s.draw == [EXPLODING, "ghoul_cat"]


# ---- combos --------------------------------------------------------------------------------
def test_two_of_a_kind_steals_from_a_living_player(zk):
    s = with_dead(zk, [["favor"], ["attack", "attack"], ["skip"], []])
    pairs = [a for a in zk.legal(s, 1) if a.cards == ("attack", "attack")]
    assert [a.target for a in pairs] == [2]
    zk.play(s, 1, "attack", "attack", target=2)
    assert sorted(s.hands[1]) == ["skip"]


def test_three_of_a_kind_names_a_card(zk):
    s = zk.deal([["ghoul_cat"] * 3, [ZOMBIE, "nope"]], CATS4)
    zk.play(s, 0, "ghoul_cat", "ghoul_cat", "ghoul_cat", target=1, card=ZOMBIE)
    assert s.hands[0] == [ZOMBIE]


def test_no_five_different(zk):
    s = zk.deal([["ghoul_cat", "mummy_cat", "bony_cat", "tombstone_cat", "skip"], ["nope"]], [EXPLODING, "favor"],
                discard=["attack"])
    assert not [a for a in zk.legal(s, 0) if len(a.cards) == 5]


# ---- the extended set ----------------------------------------------------------------------
def test_swap_top_and_bottom(zk):
    s = zk.deal([["swap_top_and_bottom", "see_the_future"], ["nope"]], [*CATS4, EXPLODING], extended_set=True)
    zk.play(s, 0, "see_the_future")
    events = zk.play(s, 0, "swap_top_and_bottom")
    assert events[-1].kind == "EndsSwapped"
    assert s.draw == [EXPLODING, "mummy_cat", "bony_cat", "tombstone_cat", "ghoul_cat"]
    assert dict(zk.view(s, 0).known_pile) == {1: "mummy_cat", 2: "bony_cat", 4: "ghoul_cat"}
    assert s.current == 0


def test_targeted_attack_never_on_the_dead(zk):
    s = with_dead(zk, [["nope"], ["targeted_attack"], ["skip"], []], extended_set=True)
    assert [a.target for a in zk.legal(s, 1) if a.cards == ("targeted_attack",)] == [2, 3]
    zk.play(s, 1, "targeted_attack", target=3)
    assert (s.current, s.turns) == (3, 2)


def test_feral_cat_pairs_with_zombie_cats(zk):
    s = zk.deal([["feral_cat", "ghoul_cat"], ["nope"]], CATS4, extended_set=True)
    assert zk.action("play", ["feral_cat", "ghoul_cat"], target=1) in zk.legal(s, 0)


def test_draw_from_the_bottom_kitten_offers_the_zombie_kitten(zk):
    s = zk.deal([["draw_from_the_bottom", ZOMBIE], ["nope"]], ["ghoul_cat", EXPLODING], extended_set=True)
    zk.play(s, 0, "draw_from_the_bottom")
    assert zk.pending(s) == ("choice", [0], "play_zombie")


def test_alter_the_future_in_zombie(zk):
    s = zk.deal([["alter_the_future"], ["nope"]], [EXPLODING, "ghoul_cat", "mummy_cat"], extended_set=True)
    zk.play(s, 0, "alter_the_future")
    zk.act(s, 0, "arrange", order=(2, 1, 0))
    assert s.draw == ["mummy_cat", "ghoul_cat", EXPLODING]
