"""The deal's banner names who goes first in the reader's words: "You go first" for the one
person, "Mittens goes first" for anyone else."""

from __future__ import annotations

import pytest

from game.engine import Match, get
from game.i18n import _
from game.rules.kittens.events import Dealt
from game.saves import Seat
from game.ui.table.director import Director
from game.ui.table.scene import TableScene

HANDS = (("defuse", "tacocat"), ("defuse", "cattermelon"), ("defuse", "beard_cat"))
PILE = ("tacocat", "exploding_kitten", "shuffle", "favor", "exploding_kitten")


@pytest.mark.parametrize(("first", "banner"), [(0, "You go first"), (1, "{name} goes first")])
def test_the_deal_banner_reads_for_the_person(make_app, monkeypatch, first, banner):
    said: list[str] = []
    real_say = Director.say

    def say(self, words, *args, **kwargs):
        said.append(words)
        return real_say(self, words, *args, **kwargs)

    monkeypatch.setattr(Director, "say", say)
    app = make_app()
    rules = get("exploding-kittens")
    match = Match(rules, rules.configure(3, {}), seed=2, log=[Dealt(HANDS, PILE, first)])
    seats = [Seat("You", "human"), Seat("Mittens", "easy"), Seat("Biscuit", "easy")]
    app.push(TableScene(app, match, seats, fresh=True, journal=False, pace=0.2))
    for _i in range(5):
        app.frame(1 / 30)
    assert _(banner).format(name="Mittens") in said  # in the language of the run
