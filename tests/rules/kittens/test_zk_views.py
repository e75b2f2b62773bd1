"""Zombie Kittens hidden information: views, redaction, samples for Hard, and the log's words."""

from __future__ import annotations

import random
from collections import Counter

from game.rules.kittens import events as ev
from game.rules.kittens.cards import EXPLODING, ZOMBIE
from game.rules.kittens.determinize import determinize

NAMES = ["Ann", "Bea", "Cal", "Dan"]


def test_every_seat_sees_who_is_dead_and_the_face_up_kitten(zk):
    s = zk.deal([["skip"], ["nope"], ["nope"]], [EXPLODING, "ghoul_cat", EXPLODING])
    zk.draw(s)
    for seat in range(3):
        view = zk.view(s, seat)
        assert view.alive == (False, True, True) and view.graves == (0,)
        assert view.hand_counts[0] == 1  # the dead keep their hands
    assert zk.view(s, 0).hand == ("skip",)


def own_deck(s):
    """Make the table's deck exactly the cards dealt (a test table is not a whole deck)."""
    cards = Counter(s.draw) + Counter(s.discard) + Counter(s.removed)
    for hand in s.hands:
        cards.update(hand)
    s.deck = tuple(sorted(cards.items()))
    return s


def test_a_sample_respects_graves_and_dead_hands(zk):
    s = own_deck(zk.deal([[ZOMBIE, "clairvoyance"], ["skip"], ["clairvoyance", "nope"], ["favor"]],
                         ["ghoul_cat", EXPLODING, EXPLODING, "mummy_cat", "bony_cat", EXPLODING, "tombstone_cat"],
                         first=1))
    zk.draw(s)  # seat 1 draws the cat
    zk.draw(s)  # seat 2 draws a Kitten without a Zombie Kitten: dead
    zk.draw(s)  # seat 3 too
    assert s.current == 0 and s.alive == [True, True, False, False]
    assert zk.r.invariants(s) == []
    for seat in range(4):
        view = zk.view(s, seat)
        for seed in range(10):
            sample = determinize(view, random.Random(seed))
            assert zk.view(sample, seat) == view and zk.r.invariants(sample) == []
            assert sample.draw.count(EXPLODING) == 1


def test_clairvoyant_sample_keeps_the_seen_kitten(zk):
    s = own_deck(zk.deal([[ZOMBIE], ["clairvoyance"], ["nope"]],
                         [EXPLODING, "ghoul_cat", "mummy_cat", EXPLODING, "bony_cat"]))
    zk.draw(s)
    zk.act(s, 0, zk.action("play", [ZOMBIE]))
    zk.act(s, 1, zk.action("play", ["clairvoyance"]))
    zk.pass_all(s)
    zk.act(s, 0, "place", position=2)
    view = zk.view(s, 1)
    assert (2, EXPLODING) in view.known_pile
    for seed in range(20):
        sample = determinize(view, random.Random(seed))
        assert sample.draw[2] == EXPLODING and zk.view(sample, 1) == view


def test_sample_mid_window_stack_looks_the_same(zk):
    s = own_deck(zk.deal([["favor"], ["shuffle"], ["nope", "skip"]], ["ghoul_cat", "mummy_cat", EXPLODING, EXPLODING]))
    zk.act(s, 0, zk.action("play", ["favor"], target=2))
    zk.act(s, 1, zk.action("play", ["shuffle"]))
    for seat in range(3):
        view = zk.view(s, seat)
        assert view.stack and view.play.cards == ("shuffle",)
        sample = determinize(view, random.Random(seat))
        assert zk.view(sample, seat) == view


def test_hidden_variant_does_not_change_a_view(zk):
    rules = zk.r
    config = rules.configure(4)
    s = rules.initial_state(config, 5)
    rng = random.Random(1)
    for seat in range(4):
        variant = rules.hidden_variant(s, seat, rng)
        assert variant is not None and rules.view(variant, seat) == rules.view(s, seat)


def test_log_lines_for_every_zombie_event():
    lines = {
        ev.Died(1): "Bea died: the Exploding Kitten lies face up in front of them",
        ev.Resurrected(0, 1): "Ann brought Bea back to life!",
        ev.KittenHidden(0, EXPLODING, None, ()): "Ann put an Exploding Kitten back somewhere in the draw pile",
        ev.Foresight(2): "Cal will see where the Kittens go",
        ev.CardFed(0, 1, None): "Ann fed a card to Bea",
        ev.CardFed(0, 1, "skip"): "Ann fed Skip to Bea",
        ev.CardBuried(3, None): "Dan put a card into the draw pile",
        ev.CardDug(2, None): "Cal left the top card and drew a card from under it",
        ev.EndsSwapped(): "The top and bottom cards of the draw pile swapped places",
        ev.CardsPlayed(0, ("clone",), 2, "favor"): "Ann played Clone as Favor on Cal",
        ev.CardsPlayed(0, ("feed_the_dead",), 3): "Ann played Feed the Dead on Dan",
    }
    from game.rules.kittens.narrate import describe

    for event, line in lines.items():
        assert describe(event, NAMES) == line
    assert describe(ev.Died(0), NAMES, you=0) == "You died: the Exploding Kitten lies face up in front of you"
    assert describe(ev.Resurrected(1, 0), NAMES, you=0) == "Bea brought you back to life!"
    assert not ev.PlayFinished.in_log


def test_zombie_saves_and_loads_its_own_events(zk):
    from game.engine.events import event_from_json

    for event in (ev.Died(1), ev.KittenHidden(0, EXPLODING, 2, (1,)), ev.CardDug(0, "skip"), ev.PlayFinished()):
        assert event_from_json(event.to_json(), zk.r.event_types) == event
    assert "Died" in zk.r.event_types
    from game.engine import get

    assert "Died" not in get("exploding-kittens").event_types
