"""The game log in the words of the table, redacted per viewer (RULINGS "Every game keeps a readable log")."""

from __future__ import annotations

from game.rules.kittens.cards import EXPLODING, IMPLODING

NAMES = ["Ann", "Bea", "Cal"]


def lines(ek, events, seat):
    return [ek.r.describe(ek.r.redact(e, seat), NAMES) for e in events]


def test_a_drawn_card_is_named_only_for_the_drawer(ek):
    s = ek.deal([["skip"], ["skip"], ["skip"]], ["tacocat", EXPLODING])
    events = ek.draw(s)
    assert lines(ek, events, 0) == ["Ann drew Tacocat", "Bea's turn"]
    assert lines(ek, events, 1) == ["Ann drew a card", "Bea's turn"]


def test_plays_targets_and_turns_owed_are_public(ek):
    s = ek.deal([["favor", "attack"], ["nope", "skip"], ["skip"]], ["tacocat", EXPLODING])
    events = ek.play(s, 0, "favor", target=1) + ek.act(s, 1, "give", card="skip")
    events += ek.play(s, 0, "attack", answer=False) + ek.nope(s, 1) + ek.pass_all(s)
    assert lines(ek, events, 2) == [
        "Ann played Favor on Bea", "Bea let it happen", "Cal let it happen", "The play goes ahead", "Bea is choosing",
        "Bea gave a card to Ann",
        "Ann played Attack", "Bea played Nope!", "Ann let it happen", "Cal let it happen",
        "Noped: nothing happens",
    ]
    assert lines(ek, events, 0)[5] == "Bea gave Skip to Ann"


def test_an_attack_shows_the_turns_owed(ek):
    s = ek.deal([["attack"], ["skip"], ["skip"]], ["tacocat", EXPLODING])
    events = ek.play(s, 0, "attack")
    assert lines(ek, events, 2)[-1] == "Bea's turn (2 turns)"


def test_explosions_defuses_and_secret_positions(ek):
    s = ek.deal([["defuse"], ["skip"], ["skip"]], [EXPLODING, "tacocat", EXPLODING])
    events = ek.draw(s) + ek.act(s, 0, "defuse", position=1)
    assert lines(ek, events, 1) == [
        "Ann drew Exploding Kitten", "Ann is choosing", "Ann defused the Kitten!",
        "Ann put the Exploding Kitten back somewhere in the draw pile", "Bea's turn",
    ]
    assert lines(ek, events, 0)[3] == "Ann put the Exploding Kitten back at position 2 in the draw pile"
    events = ek.draw(s)  # Bea draws the tacocat
    events = ek.draw(s)  # Cal draws the Kitten and explodes
    assert lines(ek, events, 0) == ["Cal drew Exploding Kitten", "Cal exploded!", "Ann's turn"]


def test_three_of_a_kind_and_the_win(ek):
    s = ek.deal([["skip"] * 3, ["defuse"]], [EXPLODING])
    events = ek.play(s, 0, "skip", "skip", "skip", target=1, card="defuse")
    assert lines(ek, events, 1) == [
        "Ann played 3 x Skip on Bea, naming Defuse", "Bea let it happen", "The play goes ahead",
        "Bea handed over Defuse to Ann",
    ]
    ek.draw(s)
    ek.act(s, 0, "defuse", position=0)
    events = ek.draw(s)
    assert lines(ek, events, 0) == ["Bea drew Exploding Kitten", "Bea exploded!", "Ann wins!"]


def test_the_imploding_kitten_put_face_up_on_top_is_told_to_everyone(ik):
    """Face up on top it is public (everyone sees it): every seat's log says so, not "somewhere"."""
    s = ik.deal([["skip"], ["skip"], ["skip"]], [IMPLODING, "tacocat", EXPLODING])
    events = ik.draw(s) + ik.act(s, 0, "place", position=0)
    for seat in range(3):
        assert lines(ik, events, seat)[2] == "Ann put the Imploding Kitten back face up on top of the draw pile"
        assert ik.r.redact(events[2], seat).position == 0


def test_the_imploding_kitten_put_back_elsewhere_is_face_up_somewhere(ik):
    s = ik.deal([["skip"], ["skip"], ["skip"]], [IMPLODING, "tacocat", EXPLODING])
    events = ik.draw(s) + ik.act(s, 0, "place", position=1)
    assert lines(ik, events, 1)[2] == "Ann put the Imploding Kitten back face up somewhere in the draw pile"
    assert lines(ik, events, 0)[2] == "Ann put the Imploding Kitten back face up at position 2 in the draw pile"
