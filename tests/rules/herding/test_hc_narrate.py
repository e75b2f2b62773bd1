"""The log's words for every event kind, as one line per event class in `narrate.LINES`.

The expected lines are the ones the narration wrote before it became a table: the same text,
for a reader who is not in the line and for seat 1 as "you"."""

import pytest

from game.rules.herding import events as ev
from game.rules.herding.narrate import LINES, describe

K, S, A, C, AC, LP = "kitten", "show_cat", "alley_cat", "catnip", "animal_control", "laser_pointer"
NAMES = ["Ann", "Bea", "Cy"]

CASES = [
    (ev.Dealt(((K,), (S,)), ((A, A), (C, C)), 1),
     'Everyone keeps 7 and removes 2 unseen. Bea goes first.',
     'Everyone keeps 7 and removes 2 unseen. You go first.'),
    (ev.TurnBegan(1, 4),
     "Bea's turn",
     'Your turn'),
    (ev.Declared(0, S, None, S),
     'Ann declares Show Cat',
     'Ann declares Show Cat'),
    (ev.Declared(0, C, 1, K),
     'Ann declares Catnip on Bea (really a Kitten)',
     'Ann declares Catnip on you (really a Kitten)'),
    (ev.Declared(2, A, 0, None),
     'Cy declares Alley Cat on Ann',
     'Cy declares Alley Cat on Ann'),
    (ev.Passed(1),
     'Bea lets it stand',  # (present, as the log's other lines: 'declares', 'challenges')
     'You let it stand'),
    (ev.Challenged(1, 0),
     'Bea challenges Ann!',
     'You challenge Ann!'),
    (ev.ClaimRevealed(0, S, True, "play"),
     'It is a Show Cat: Ann told the truth',
     'It is a Show Cat: Ann told the truth'),
    (ev.ClaimRevealed(2, K, False, "play"),
     'It is a Kitten: a bluff! It is discarded',
     'It is a Kitten: a bluff! It is discarded'),
    (ev.ClaimRevealed(1, LP, True, "intercept"),
     'It is a Laser Pointer: Bea told the truth',
     'It is a Laser Pointer: you told the truth'),
    (ev.PenaltyDue(0, 1, "end"),
     "Bea picks a hidden card from Ann's hand",
     "You pick a hidden card from Ann's hand"),
    (ev.PenaltyTaken(0, 1, 2, AC, "effect"),
     'Ann discards an Animal Control (card 3, picked blind)',
     'Ann discards an Animal Control (card 3, picked blind)'),
    (ev.NoPenalty(2, "end"),
     'Cy has no card left to lose',
     'Cy has no card left to lose'),
    (ev.Awaiting(1, "select"),
     'Bea is choosing',
     'You are choosing'),
    (ev.Selected(0, 1, 3),
     "Ann picked card 4 of Bea's hidden cards",
     'Ann picked card 4 of your hidden cards'),
    (ev.Intercepted(1, True, 0, LP),
     'Bea claims a Laser Pointer to intercept (face up in their herd)',
     'You claim a Laser Pointer to intercept (face up in your herd)'),
    (ev.Intercepted(1, False, 2, K),
     'Bea claims a Laser Pointer to intercept (really a Kitten)',
     'You claim a Laser Pointer to intercept (really a Kitten)'),
    (ev.Intercepted(1, False, 2, LP),
     'Bea claims a Laser Pointer to intercept',
     'You claim a Laser Pointer to intercept'),
    (ev.Intercepted(1, False, None, None),
     'Bea claims a Laser Pointer to intercept',
     'You claim a Laser Pointer to intercept'),
    (ev.InterceptDeclined(2),
     'Cy does not intercept',
     'Cy does not intercept'),
    (ev.InterceptStood(1, 0, 2),
     "The Laser Pointer goes instead: Bea's picked card is untouched",
     'The Laser Pointer goes instead: your picked card is untouched'),
    (ev.Thwarted(0, 1, AC, None),
     "It is an Animal Control: ineffective against itself. It stays face up in Bea's herd; Ann's card is discarded",
     "It is an Animal Control: ineffective against itself. It stays face up in your herd; Ann's card is discarded"),
    (ev.Thwarted(0, 1, C, 3),
     "It is a Catnip: ineffective against itself. It goes back to Bea's hand; Ann's card is discarded",
     "It is a Catnip: ineffective against itself. It goes back to your hand; Ann's card is discarded"),
    (ev.CardRemoved(0, 2, S),
     'Cy loses a Show Cat',
     'Cy loses a Show Cat'),
    (ev.CardStolen(0, 1, K, 1),
     'Ann took a Kitten from Bea into their herd',
     'Ann took a Kitten from you into their herd'),
    (ev.CardStolen(0, 1, None, None),
     'Ann took a card from Bea into their herd',
     'Ann took a card from you into their herd'),
    (ev.NothingToTake(0, 2),
     'Cy has no card to pick',
     'Cy has no card to pick'),
    (ev.JoinedHerd(2, AC, 0),
     'Cy adds Animal Control to their herd',
     'Cy adds Animal Control to their herd'),
    (ev.GameEnded(((K,), (), ()), (9, 4, 4), (0,)),
     'Scores: Ann 9, Bea 4, Cy 4. Ann wins!',
     'Scores: Ann 9, You 4, Cy 4. Ann wins!'),
    (ev.GameEnded(((K,), (), ()), (9, 9, 4), (0, 1)),
     'Scores: Ann 9, Bea 9, Cy 4. Shared win: Ann and Bea!',
     'Scores: Ann 9, You 9, Cy 4. Shared win: Ann and You!'),
]


def test_every_event_kind_has_its_line_in_the_table():
    assert set(LINES) == set(ev.EVENT_TYPES.values())
    assert {type(event) for event, _, _ in CASES} == set(ev.EVENT_TYPES.values())


@pytest.mark.parametrize(("event", "third", "second"), CASES)
def test_each_event_reads_as_before(event, third, second):
    assert describe(event, NAMES) == third
    assert describe(event, NAMES, you=1) == second
    assert describe(event, ["You", *NAMES[1:]]) == describe(event, NAMES, you=0)


@pytest.mark.parametrize(("event", "third", "second"), CASES)
def test_each_line_is_a_whole_translated_sentence(event, third, second):
    """Every line comes whole from the catalogue: in the pseudo-language it is bracketed from its
    first letter to its last (no English glued on either side), and German reads as German."""
    from game import i18n

    i18n.set_language(i18n.PSEUDO)
    for line in (describe(event, NAMES), describe(event, NAMES, you=1)):
        assert line.startswith("[") and line.endswith("]"), line
    i18n.set_language("de")
    assert describe(event, NAMES) != third


def test_the_log_speaks_german():
    from game import i18n

    i18n.set_language("de")
    assert describe(ev.Challenged(1, 0), NAMES, you=0) == "Bea zweifelt dich an!"
    assert describe(ev.TurnBegan(0, 1), NAMES, you=0) == "Du bist am Zug"  # (never the Kittens rules' heading)
    assert describe(ev.PenaltyTaken(0, 1, 2, AC, "effect"), NAMES, you=0) == \
        "Du wirfst einen Tierfänger ab (Karte 3, blind gewählt)"
    assert describe(ev.GameEnded(((K,), (), ()), (9, 9, 4), (0, 1)), NAMES, you=1) == \
        "Punkte: Ann 9, Du 9, Cy 4. Geteilter Sieg: Ann und Du!"
