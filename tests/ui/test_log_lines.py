"""The log panel: the game marks what it shows (`Ruleset.shown_in_log`), a window nobody
answers adds no line, the chain of Nopes shows when there was one, and no viewer's log (a
seat's, or the hot-seat table's shared one) tells a hidden card."""

from __future__ import annotations

from game.engine import Action, DecisionKind, Match, get
from game.i18n import _
from game.rules.kittens.events import Dealt
from game.saves import Seat
from game.ui.table.scene import TableScene

PILE = ("tacocat", "cattermelon", "exploding_kitten", "beard_cat", "exploding_kitten", "shuffle")
NAMES = ("Ann", "Bea", "Cal")


def _everyone_passes(match: Match) -> None:
    while match.pending is not None and match.pending.kind == DecisionKind.RESPONSE:
        match.act(min(match.pending.seats), Action("pass"))


def played(given: str) -> Match:
    """Ann's Favor on Bea (nobody answers; Bea gives `given`), then Ann's Attack, Noped by Bea."""
    rules = get("exploding-kittens")
    hands = (("favor", "attack", "defuse", "skip"), ("nope", given, "defuse"), ("tacocat", "cattermelon", "defuse"))
    match = Match(rules, rules.configure(3, {}), seed=5, log=[Dealt(hands, PILE, 0)])
    match.act(0, Action("play", ("favor",), target=1))
    _everyone_passes(match)
    match.act(1, Action("give", card=given))
    match.act(0, Action("play", ("attack",)))
    match.act(1, Action("nope", ("nope",)))
    _everyone_passes(match)
    return match


def log_for(app, match: Match, people: tuple[int, ...]) -> list[str]:
    """The log panel's lines for a table where `people` play (the rest are CPUs)."""
    seats = [Seat(name, "human" if i in people else "easy") for i, name in enumerate(NAMES)]
    return TableScene(app, match, seats, fresh=False, journal=False).log_lines()


def test_a_window_nobody_answers_adds_no_line_and_a_nope_chain_shows(app):
    lines = log_for(app, played("beard_cat"), (2,))
    assert lines == [  # in the language the run speaks (pytest --language)
        _("The cards are dealt. {name} goes first.").format(name="Ann"),
        _("{name} played {cards} on {target}").format(name="Ann", cards=_("Favor"), target="Bea"),
        _("{name} gave a card to {target}").format(name="Bea", target="Ann"),
        _("{name} played {cards}").format(name="Ann", cards=_("Attack")),
        _("{name} played Nope!").format(name="Bea"),
        _("Noped: nothing happens"),
    ], lines


def test_no_log_tells_a_hidden_card(app):
    """Two games that differ only in the card Bea gave: Cal's log, the spectator's and the
    hot-seat table's shared log are the same; Ann's (who got the card) is not."""
    a, b = played("beard_cat"), played("tacocat")
    for people in ((2,), (), (0, 1, 2)):
        assert log_for(app, a, people) == log_for(app, b, people), people
    assert log_for(app, a, (0,)) != log_for(app, b, (0,))
