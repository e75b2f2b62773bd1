"""Kombat Kittens says how a battle is won where a newcomer meets it (issue 36, point 14): the
"Battle whom?" panel, a banner before the game's first battle, the arena's header while a fight
is open (where it has room) and the rules page name the poker-style three-card hands;
the piles' words are plain ("67 cards to draw, first deck", "0 discarded (Litter Box)", "5 Dogs
still to come"), not "Pile 67, deck 1 / Litter Box 0 / 5 Dogs ahead"."""

from __future__ import annotations

import pytest
from fit import _forget_caches, misfits, recording
from uikit import told

from game import i18n
from game.rules.kombat import events as ev
from game.rules.kombat.cards import title
from game.rules.kombat.narrate import describe
from game.rules.kombat.rules_text import pages
from game.rules.kombat.state import BATTLE
from game.saves import Seat
from game.ui import text
from game.ui.games.kombat import centre
from game.ui.games.kombat.director import FIRST_BATTLE_WORDS, first_battle
from game.ui.games.kombat.kit import BATTLE_WHOM, ChoicePanel  # the family's panel of choices
from game.ui.games.kombat.shown import KombatShown, ShownFight
from game.ui.games.kombat.words import HOW_HANDS_WIN
from game.ui.table.director import Director
from game.ui.table.painter import log_reader
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match
from game.ui.table.shown import SPECTATOR

GAME = "kombat-kittens"


def _table(make_app, seats, size=(1920, 1080), scale=1.0, seed=2) -> TableScene:
    app = make_app(size, text_scale=scale, palette="protanopia")
    table = TableScene(app, new_match(GAME, seats, {}, seed=seed), seats, journal=False, pace=0.05)
    app.push(table)
    return table


def _drawn(table: TableScene) -> list[str]:
    _forget_caches(table)
    with recording() as rec:
        table.app.stack.draw(table.app.screen)
    return [line.words for line in rec.lines]


@pytest.mark.parametrize("size, scale", [((1920, 1080), 1.0), ((1024, 640), 2.0)])
def test_the_piles_are_in_plain_words(make_app, size, scale):
    table = _table(make_app, [Seat("Cpu0", "medium"), Seat("Cpu1", "medium"), Seat("Cpu2", "medium")], size, scale)
    for _ in range(40):
        table.app.frame(0.05)
    words = " ".join(_drawn(table))
    shown = table.shown
    assert "Pile " not in words and "deck 1" not in words and "ahead" not in words
    pile, litter, dogs = centre.pile_forms(shown)  # in the language of the run (pytest --language)
    assert pile[0] in words or pile[-1] in words
    assert litter[-1] in words
    if size == (1920, 1080) and i18n.current() == "en":  # (longer words take their shorter forms)
        assert litter[0] in words and dogs[0] in words
    if i18n.current() == "en":
        assert litter[0] == f"{len(shown.litter)} discarded (Litter Box)"
        assert pile[-1] == f"{shown.draw_count} to draw" and dogs[0].endswith("Dogs still to come")


def test_pile_words_fit_their_column():
    import pygame

    pygame.init()
    shown = KombatShown(viewer=0, players=3, draw_count=1, deck=2)
    shown.dogs_in_pile = 1
    assert centre.pile_lines(shown, 16, 999) == ["1 card to draw, second deck", "0 discarded (Litter Box)",
                                                 "1 Dog still to come"]
    narrow = text.width("1 to draw", 16)
    assert centre.pile_lines(shown, 16, narrow)[0] == "1 to draw"


def test_the_battle_panel_names_poker_hands(make_app):
    table = _table(make_app, [Seat("You", "human"), Seat("Bea", "medium"), Seat("Cal", "medium")], seed=1)
    assert table.match.pending.seats == {0}  # you go first
    for _ in range(200):
        table.app.frame(0.05)
        if isinstance(table.panel, ChoicePanel):
            break
    assert table.panel.heading == i18n._("Battle whom?")
    assert "three-card hand" in BATTLE_WHOM and "poker" in BATTLE_WHOM
    assert table.panel.detail == i18n._(BATTLE_WHOM)


def test_the_rules_say_poker_hands_before_the_hands_page():
    goal = dict(pages())["Goal"]
    assert "three-card hand" in goal and "poker" in goal
    assert "poker" in dict(pages())["Hands"]


def test_the_first_battle_says_how_it_is_won_and_later_ones_do_not(make_app, monkeypatch):
    said: list[str] = []
    real = Director.say
    monkeypatch.setattr(Director, "say", lambda self, words, *a, **k: (said.append(words), real(self, words, *a, **k)))
    table = _table(make_app, [Seat("Cpu0", "medium"), Seat("Cpu1", "medium"), Seat("Cpu2", "medium")])
    for _ in range(4000):
        table.app.frame(0.05)
        if sum(isinstance(e, ev.BattleAnnounced) for e in table.feeds[SPECTATOR][:table.shown_upto]) >= 2:
            break
    names = [seat.name for seat in table.seats]
    battles = [i for i, words in enumerate(said) if sum(name in words for name in names) == 2]  # "Ann battles Bea!"
    assert len(battles) >= 2
    first = i18n._(FIRST_BATTLE_WORDS)
    assert said.count(first) == 1 and said.index(first) == battles[0] + 1


def test_a_later_battle_equal_to_the_first_is_not_the_first():
    """A game's equal events may be one shared object (the engine shares equal steps): the
    first battle is told by its place in the feed, never by identity."""
    battle = ev.BattleAnnounced(attacker=0, defender=1)
    feed = [ev.TurnBegan(seat=0, number=1), battle, ev.TurnBegan(seat=0, number=2), battle]  # one object twice
    assert first_battle(feed, 1)
    assert not first_battle(feed, 3)


@pytest.mark.parametrize("size, scale", [((1920, 1080), 1.0), ((1024, 640), 2.0)])
@pytest.mark.parametrize("human", [False, True], ids=["CPUs", "you in the battle"])
def test_an_open_fight_says_how_it_is_won_beside_its_title(make_app, human, size, scale):
    """Beside the title where both fit, else on a line of its own under it (longer languages, large text)."""
    seats = [Seat("You", "human" if human else "medium"), Seat("Bea", "medium"), Seat("Cal", "medium")]
    table = _table(make_app, seats, size, scale, seed=2)
    for _ in range(4000):
        table.app.frame(0.05)
        fight = table.shown.fight
        if fight is not None and not fight.decided and not table.anims.blocking:
            break
    words = _drawn(table)
    assert i18n._(HOW_HANDS_WIN) in words
    assert misfits(table.app) == []


def test_the_header_leaves_out_how_a_fight_is_won_where_the_title_needs_the_room():
    import pygame

    pygame.init()
    fight = ShownFight(BATTLE, (0, 1))
    title = "Mittens vs Biscuit   Round 1 of 3"
    assert centre.header_words(fight, title, 16, 2000) == (title, HOW_HANDS_WIN)
    assert centre.header_words(fight, title, 16, text.width(title, 16, True) + 5) == (title, "")
    narrow = text.width(title, 16, True) - 5  # the round gives way first
    assert centre.header_words(fight, title, 16, narrow, "Mittens vs Biscuit") == ("Mittens vs Biscuit", "")
    fight.decided = True
    assert centre.header_words(fight, title, 16, 2000) == (title, "")


@pytest.mark.parametrize("shared_view", [False, True])
def test_the_table_calls_the_logs_reader_you(make_app, shared_view):
    """The table's "you" is the log's reader, with the shared view up too (a device passed: the
    seat named "You"), as Herding's and Kittens' are: never "You's turn", "You battles Mittens!"."""
    table = _table(make_app, [Seat("You", "human"), Seat("Mittens", "medium"), Seat("Biscuit", "medium")])
    table.app.frame(0.05)
    if shared_view:
        table.look_away()
    names, you = table.names, log_reader(table)
    assert you == 0  # (the seat named "You", whatever word the language writes for it)
    assert told(table, ev.TurnBegan(1, 2)) == [describe(ev.TurnBegan(1, 2), names, you)]
    assert told(table, ev.TurnBegan(0, 3)) == [i18n._("Your turn: pick an opponent")]
    assert told(table, ev.BattleAnnounced(0, 1))[0] == i18n._("You battle {target}!").format(target=names[1])
    assert told(table, ev.BattleAnnounced(2, 0))[0] == i18n._("{name} battles you!").format(name=names[2])
    assert told(table, ev.TreasureGiven(1, 0, "dog")) == [
        i18n._("{name} gives {card} to you").format(name=names[1], card=title("dog"))]
    assert told(table, ev.DogWon(0)) == [i18n._("You take the Dog!")]
    assert told(table, ev.Committed(0, None)) == []  # (you know you chose)
