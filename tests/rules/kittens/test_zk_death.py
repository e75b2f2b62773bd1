"""Zombie Kittens: death at the table, the Zombie Kitten and resurrection, the win (RULINGS)."""

from __future__ import annotations

from game.rules.kittens.cards import EXPLODING, ZOMBIE

PILE = ["ghoul_cat", "mummy_cat", "bony_cat", "tombstone_cat", EXPLODING, EXPLODING]


def kittens_ok(s) -> bool:
    """The pile (with a Kitten in hand to put back) holds living - 1 Exploding Kittens."""
    held = (1 if s.drawn_kitten else 0) + s.to_place
    return s.draw.count(EXPLODING) + held == sum(s.alive) - 1


def dead_seat_0(zk, hands=None, pile=None):
    """Seat 0 draws an Exploding Kitten without a Zombie Kitten and dies (4 players)."""
    hands = hands or [["skip", "favor"], [ZOMBIE, "nope"], ["nope", "shuffle"], [ZOMBIE, "attack"]]
    s = zk.deal(hands, [EXPLODING, *(pile or PILE)])
    zk.draw(s)
    return s


# ---- death ---------------------------------------------------------------------------------
def test_without_a_zombie_kitten_you_die_and_keep_your_hand(zk):
    s = zk.deal([["skip", "favor"], ["nope"], ["nope"]], [EXPLODING, "ghoul_cat", EXPLODING])
    events = zk.draw(s)
    assert zk.kinds(events) == ["CardDrawn", "Died", "TurnBegan"]
    assert s.alive == [False, True, True]
    assert sorted(s.hands[0]) == ["favor", "skip"]  # kept
    assert s.discard == [] and s.drawn_kitten is None
    assert (s.current, s.turns) == (1, 1)
    view = zk.view(s, 2)
    assert view.graves == (0,) and not view.alive[0]  # everyone sees the face-up Kitten
    assert kittens_ok(s)


def test_kittens_in_the_pile_are_always_living_minus_one(zk):
    s = dead_seat_0(zk)
    assert sum(c == EXPLODING for c in s.draw) == sum(s.alive) - 1 == 2
    assert kittens_ok(s)


def test_the_dead_take_no_turns(zk):
    s = dead_seat_0(zk)
    for expected in (1, 2, 3, 1):
        assert s.current == expected
        zk.draw(s)


def test_the_dead_cannot_be_chosen_by_favor_combos_or_targeted_attack(zk):
    s = zk.deal([["skip"], ["favor", "ghoul_cat", "ghoul_cat", "mummy_cat", "mummy_cat", "mummy_cat",
                            "targeted_attack"], ["nope"]],
                [EXPLODING, "bony_cat", EXPLODING], extended_set=True)
    zk.draw(s)  # seat 0 dies, holding a Skip
    targets = {a.target for a in zk.legal(s, 1) if a.kind == "play"} - {None}
    assert targets == {2}
    zk.illegal(s, 1, zk.action("play", ["favor"], target=0), match="cannot be chosen")
    zk.illegal(s, 1, zk.action("play", ["targeted_attack"], target=0), match="cannot be chosen")


def test_the_dead_answer_every_window_with_nope(zk):
    s = dead_seat_0(zk, hands=[["nope"], ["favor"], ["shuffle"], ["skip"]])
    assert s.current == 1
    zk.play(s, 1, "favor", target=2, answer=False)
    assert zk.pending(s) == ("response", [0, 2, 3], "nope")
    zk.nope(s, 0)  # a dead player's Nope
    zk.pass_all(s)
    assert s.hands[2] == ["shuffle"] and s.phase == "turn"


def test_the_game_ends_the_moment_one_player_is_alive(zk):
    s = zk.deal([["skip"], ["nope"]], [EXPLODING, "ghoul_cat"])
    events = zk.draw(s)
    assert zk.kinds(events) == ["CardDrawn", "Died", "GameWon"]
    assert s.winner == 1 and zk.pending(s) is None


# ---- the Zombie Kitten ---------------------------------------------------------------------
def test_drawing_a_kitten_with_a_zombie_kitten_offers_play_or_die(zk):
    s = zk.deal([[ZOMBIE], ["nope"], ["nope"]], [EXPLODING, "ghoul_cat", EXPLODING])
    events = zk.draw(s)
    assert zk.kinds(events) == ["CardDrawn", "Awaiting"]
    assert zk.pending(s) == ("choice", [0], "play_zombie")
    assert zk.legal(s, 0) == [zk.action("play", [ZOMBIE]), zk.action("die")]
    events = zk.act(s, 0, "die")  # declining is allowed
    assert zk.kinds(events) == ["Died", "TurnBegan"] and s.hands[0] == [ZOMBIE]


def test_zombie_kitten_with_nobody_dead_puts_your_kitten_back_in_secret(zk):
    s = zk.deal([[ZOMBIE], ["nope"], ["nope"]], [EXPLODING, "ghoul_cat", EXPLODING])
    zk.draw(s)
    zk.act(s, 0, zk.action("play", [ZOMBIE]))
    assert zk.pending(s) == ("response", [1, 2], "nope")
    assert zk.action("nope", ["nope"]) not in zk.legal(s, 1)  # it cannot be Noped
    zk.pass_all(s)
    assert zk.pending(s) == ("choice", [0], "place_kittens")
    events = zk.act(s, 0, "place", position=1)
    assert zk.kinds(events) == ["KittenHidden", "TurnBegan"]
    assert s.draw == ["ghoul_cat", EXPLODING, EXPLODING] and s.discard == [ZOMBIE]
    assert zk.r.redact(events[0], 1).position is None and events[0].position == 1
    assert (s.current, s.turns) == (1, 1)


def test_zombie_kitten_ends_only_the_current_turn(zk):
    # RULINGS: as after a Defuse, the turns still owed under an Attack are still taken.
    s = zk.deal([[ZOMBIE], ["nope"], ["nope"]], [EXPLODING, "ghoul_cat", EXPLODING])
    s.turns, s.attacked = 3, True
    zk.draw(s)
    zk.act(s, 0, zk.action("play", [ZOMBIE]))
    zk.pass_all(s)
    zk.act(s, 0, "place", position=1)
    assert (s.current, s.turns, s.attacked) == (0, 2, True)
    zk.draw(s)
    assert s.hands[0] == ["ghoul_cat"] and (s.current, s.turns) == (0, 1)


def test_zombie_kitten_resurrection_under_an_attack_keeps_the_owed_turn(zk):
    s = zk.deal([["skip"], ["attack"], [ZOMBIE], ["favor"]],
                [EXPLODING, EXPLODING, "ghoul_cat", "mummy_cat", EXPLODING, "bony_cat"])
    zk.draw(s)  # seat 0 dies
    zk.play(s, 1, "attack")  # seat 2 owes 2
    zk.draw(s)  # seat 2 draws a Kitten
    zk.act(s, 2, zk.action("play", [ZOMBIE]))
    zk.pass_all(s)
    zk.act(s, 2, "resurrect", target=0)
    zk.act(s, 2, "place", position=4)
    zk.act(s, 2, "place", position=5)
    assert (s.current, s.turns, s.attacked) == (2, 1, True)


def test_zombie_kitten_with_someone_dead_must_resurrect_your_choice(zk):
    s = zk.deal([["skip"], ["nope"], [ZOMBIE, "attack"], ["favor"]],
                [EXPLODING, "ghoul_cat", EXPLODING, "mummy_cat", EXPLODING, "bony_cat"])
    zk.draw(s)  # seat 0 dies
    zk.draw(s)  # seat 1 draws the cat
    zk.draw(s)  # seat 2 draws a Kitten
    zk.act(s, 2, zk.action("play", [ZOMBIE]))
    zk.pass_all(s)
    assert zk.pending(s) == ("choice", [2], "resurrect")
    assert zk.legal(s, 2) == [zk.action("resurrect", target=0)]
    events = zk.act(s, 2, "resurrect", target=0)
    assert zk.kinds(events) == ["Resurrected", "Awaiting"]
    assert s.alive == [True, True, True, True] and sorted(s.hands[0]) == ["skip"]  # back with its hand
    assert kittens_ok(s)
    assert zk.act(s, 2, "place", position=0)[-1].kind == "Awaiting"  # the first of two Kittens
    events = zk.act(s, 2, "place", position=3)
    assert zk.kinds(events) == ["KittenHidden", "TurnBegan"]
    assert s.draw.count(EXPLODING) == 3 == sum(s.alive) - 1
    assert (s.current, s.turns) == (3, 1)
    assert kittens_ok(s)


def test_resurrection_chooses_among_several_dead(zk):
    s = zk.deal([["skip"], ["nope"], [ZOMBIE], ["favor"]], [EXPLODING, EXPLODING, EXPLODING, "bony_cat"])
    zk.draw(s)  # seat 0 dies
    zk.draw(s)  # seat 1 dies
    zk.draw(s)
    zk.act(s, 2, zk.action("play", [ZOMBIE]))
    zk.pass_all(s)
    assert zk.legal(s, 2) == [zk.action("resurrect", target=0), zk.action("resurrect", target=1)]
    zk.act(s, 2, "resurrect", target=1)
    assert s.alive == [False, True, True, True]


def test_zombie_kitten_placement_forgets_what_others_knew_of_the_pile(zk):
    s = zk.deal([[ZOMBIE], ["nope"], ["see_the_future"]],
                ["ghoul_cat", EXPLODING, "mummy_cat", "bony_cat", EXPLODING], first=2)
    zk.play(s, 2, "see_the_future")
    zk.draw(s)  # seat 2 draws the cat it saw; it still knows the Kitten and the next card
    assert zk.view(s, 2).known_pile == ((0, EXPLODING), (1, "mummy_cat"))
    zk.draw(s)  # seat 0 draws the Kitten
    zk.act(s, 0, zk.action("play", [ZOMBIE]))
    zk.pass_all(s)
    zk.act(s, 0, "place", position=2)
    assert zk.view(s, 2).known_pile == ()
    assert (2, EXPLODING) in zk.view(s, 0).known_pile
