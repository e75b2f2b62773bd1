"""Kombat's log lines for every event kind, read by the seat acting, the seat acted on and an
onlooker: the reader is "You" with second-person verbs, never "You goes"; each shape is a whole
sentence of its own, so every language says it whole (German below)."""

import pytest

from game.rules.kombat import events as ev
from game.rules.kombat.narrate import LINES, describe

NAMES = ["Ann", "Bea", "Cy"]
T6, C9, S1 = "tabby_6", "calico_9", "siamese_1"

# (event, reader, line): reader None is an onlooker (a spectator); 0 is "Ann", 1 "Bea".
CASES = [
    (ev.Dealt(((T6,), (C9,), (S1,)), (), 1, 3), None, "The cards are dealt (the first deck). Bea goes first."),
    (ev.Dealt(((T6,), (C9,), (S1,)), (), 1, 3), 1, "The cards are dealt (the first deck). You go first."),
    (ev.Dealt(((T6,), (C9,), (S1,)), (), 1, 3), 0, "The cards are dealt (the first deck). Bea goes first."),
    (ev.TurnBegan(0, 3), None, "Ann's turn"),
    (ev.TurnBegan(0, 3), 0, "Your turn"),
    (ev.BattleAnnounced(0, 1), 0, "You battle Bea"),
    (ev.BattleAnnounced(0, 1), 1, "Ann battles you"),
    (ev.BattleAnnounced(0, 1), 2, "Ann battles Bea"),
    (ev.HelpAsked(0, None), 0, "You fight alone"),
    (ev.HelpAsked(0, None), 2, "Ann fights alone"),
    (ev.HelpAsked(0, 2), 0, "You ask Cy for help"),
    (ev.HelpAsked(0, 2), 2, "Ann asks you for help"),
    (ev.HelpAsked(0, 2), 1, "Ann asks Cy for help"),
    (ev.HelpAnswered(2, 0, True), 2, "You help Ann"),
    (ev.HelpAnswered(2, 0, False), 2, "You decline to help Ann"),
    (ev.HelpAnswered(2, 0, True), 0, "Cy helps you"),
    (ev.HelpAnswered(2, 0, False), 1, "Cy declines to help Ann"),
    (ev.Awaiting("round", (0, 1)), 1, "Waiting for Ann and you"),
    (ev.Awaiting("round", (0, 1)), 2, "Waiting for Ann and Bea"),
    (ev.Committed(0, (T6,)), 0, "You chose Tabby 6 face down"),
    (ev.Committed(0, ()), 0, "You chose to forfeit, face down"),
    (ev.Committed(0, None), 1, "Ann chose face down"),
    (ev.Revealed("round", ((0, (T6,)), (1, ()))), 1, "Reveal: Ann: Tabby 6; You: forfeit"),
    (ev.Revealed("round", ((0, (T6,)), (1, ()))), 2, "Reveal: Ann: Tabby 6; Bea: forfeits"),
    (ev.Revealed("helpers", ((2, (S1,)),)), 2, "Helpers reveal: You: Siamese 1"),
    (ev.Revealed("extra", ((0, (C9,)),)), None, "One more card: Ann: Calico 9"),
    (ev.Revealed("final", ((0, (T6, C9, S1)),)), 0, "Final hands: You: Tabby 6, Calico 9, and Siamese 1"),
    (ev.BattleDecided(0, 1, False, ((0, "Pair of 6s"), (1, "High card 9-2-1"))), 0,
     "You win the battle (You: Pair of 6s; Bea: High card 9-2-1)"),
    (ev.BattleDecided(0, 1, False, ((0, "Pair of 6s"), (1, "High card 9-2-1"))), 1,
     "Ann wins the battle (Ann: Pair of 6s; You: High card 9-2-1)"),
    (ev.BattleDecided(0, 1, False), 2, "Ann wins the battle"),
    (ev.BattleDecided(None, None, True, ((0, "Pair of 6s"), (1, "Pair of 6s"))), 1,
     "A tie (Ann: Pair of 6s; You: Pair of 6s)"),
    (ev.BattleDecided(None, None, True), 2, "A tie"),
    (ev.BattleDecided(None, None, False), 0, "Both forfeit: nobody wins"),
    (ev.BattleDecided(None, None, False, ((0, "Pair of 6s"),)), 0, "Hands: You: Pair of 6s"),
    (ev.TreasureTaken(0, 1, (T6,), (C9,)), 0, "You take Tabby 6 and Calico 9 from Bea's treasure"),
    (ev.TreasureTaken(0, 1, (T6,), (C9,)), 1, "Ann takes Tabby 6 and Calico 9 from your treasure"),
    (ev.TreasureTaken(0, 1, (T6, S1), ()), 2, "Ann takes Tabby 6 and Siamese 1"),
    (ev.TreasureGiven(0, 2, T6), 0, "You give Tabby 6 to Cy for the help"),
    (ev.TreasureGiven(0, 2, T6), 2, "Ann gives Tabby 6 to you for the help"),
    (ev.TreasureGiven(0, 2, T6), 1, "Ann gives Tabby 6 to Cy for the help"),
    (ev.FightCleared((T6, C9)), 0, "To the Litter Box: Tabby 6 and Calico 9"),
    (ev.FightCleared(()), 0, "The fight is over"),
    (ev.CardDrawn(1, C9), 1, "You drew Calico 9"),
    (ev.CardDrawn(1, None), 0, "Bea drew a card"),
    (ev.DogDrawn(1), 1, "You drew a Dog! It waits for a Dogfight"),
    (ev.DogDrawn(1), 2, "Bea drew a Dog! It waits for a Dogfight"),
    (ev.PileRefilled(None), 0, "The Litter Box is shuffled into a new draw pile"),
    (ev.DogfightBegan((0, 1, 2)), 0, "Dogfight! Everybody battles for the Dog"),
    (ev.DogWon(2), 2, "You take the Dog"),
    (ev.DogWon(2), 0, "Cy takes the Dog"),
    (ev.DogWon(None), 0, "Nobody takes the Dog: it goes to the Litter Box"),
    (ev.DeckBuilt(2, None), 0, "The second deck: the Litter Box shuffled with the last three Dogs"),
    (ev.TiebreakBegan((0, 2)), 0, "Tied scores: you play a final hand with Cy"),
    (ev.TiebreakBegan((0, 2)), 2, "Tied scores: you play a final hand with Ann"),
    (ev.TiebreakBegan((0, 2)), 1, "Tied scores: Ann and Cy play a final hand"),
    (ev.GameStalled(), 1, "A whole round without a card shown: the game ends here and is scored"),
    (ev.GameOver((12, 9, 3), (0,)), 0, "You win with 12 points"),
    (ev.GameOver((12, 9, 3), (0,)), 1, "Ann wins with 12 points"),
    (ev.GameOver((12, 12, 3), (0, 1)), 1, "You share the win with Ann: 12 points"),
    (ev.GameOver((12, 12, 3), (0, 1)), 0, "You share the win with Bea: 12 points"),
]


def test_every_event_kind_has_its_line_in_the_table():
    assert set(LINES) == set(ev.EVENT_TYPES.values())
    assert {type(event) for event, _, _ in CASES} == set(ev.EVENT_TYPES.values())


@pytest.mark.parametrize(("event", "reader", "line"), CASES)
def test_each_event_reads_for_its_reader(event, reader, line):
    assert describe(event, NAMES, you=reader) == line


@pytest.mark.parametrize(("event", "reader", "line"), [c for c in CASES if c[1] is not None])
def test_a_seat_named_you_is_the_reader(event, reader, line):
    """The table names its only person "You": with no reader given, that seat reads the line."""
    names = [("You" if s == reader else n) for s, n in enumerate(NAMES)]
    assert describe(event, names) == line


# A few lines in German: each shape its own sentence, the hands said in German from the record's English.
GERMAN = [
    (ev.BattleAnnounced(0, 1), 1, "Ann kämpft gegen dich"),
    (ev.BattleAnnounced(0, 1), 0, "Du kämpfst gegen Bea"),
    (ev.HelpAnswered(2, 0, False), 0, "Cy hilft dir nicht"),
    (ev.BattleDecided(0, 1, False, ((0, "Pair of 6s, 9 kicker"), (1, "High card 9-2-1"))), 1,
     "Ann gewinnt den Kampf (Ann: 6er-Paar, Beikarte 9; Du: Höchste Karte 9-2-1)"),
    (ev.TreasureTaken(0, 1, (T6,), (C9,)), 1, "Ann nimmt Tigerkatze 6 und Glückskatze 9 aus deinem Schatz"),
    (ev.TiebreakBegan((0, 1, 2)), 2, "Punktgleich: Du spielst mit Ann und Bea eine letzte Hand"),
    (ev.GameOver((12, 12, 3), (0, 1)), 1, "Du teilst dir den Sieg mit Ann: 12 Punkte"),
    (ev.GameOver((1, 0, 0), (0,)), 2, "Ann gewinnt mit 1 Punkt"),
]


@pytest.mark.parametrize(("event", "reader", "line"), GERMAN)
def test_lines_read_in_german(event, reader, line):
    from game import i18n

    i18n.set_language("de")
    assert describe(event, NAMES, you=reader) == line


def test_every_hand_the_record_writes_is_said_in_german():
    """A battle's hands are kept in English in the record (saved games prove the same in any
    language); the log says each of them in the reader's language."""
    from itertools import combinations_with_replacement

    from game import i18n
    from game.rules.kombat.cards import RANKS
    from game.rules.kombat.hands import name, spoken

    hands = [[f"tabby_{r}" for r in ranks] for size in (0, 1, 2, 3)
             for ranks in combinations_with_replacement(RANKS, size)]
    records = {name(cards) for cards in hands}
    assert all(spoken(record) == record for record in records)  # English: as recorded
    i18n.set_language("de")
    said = {record: spoken(record) for record in records}
    assert all(words != record for record, words in said.items()), [r for r, w in said.items() if w == r]
    assert said["Three of a kind, 4s"] == "Drilling, 4er" and said["Straight, 6-7-9"] == "Straße, 6-7-9"
