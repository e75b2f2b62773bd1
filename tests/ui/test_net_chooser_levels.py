"""A joiner's seat chooser says each CPU's level, as the host's lobby does ("Seat 3: Mittens, CPU
Easy"): the host's seats message carries it, and a client takes only a level it knows."""

from __future__ import annotations

import time

from uikit import frames

from game.i18n import _
from game.names import shown_name
from game.net.seating import LocalHost, Looking, cpu_level
from game.ui.scenes.network import ChooseSeatScene, JoinScene


def look(h: LocalHost) -> Looking:
    looking = Looking(h.url, h.code)
    end = time.monotonic() + 15
    while not looking.done and time.monotonic() < end:
        time.sleep(0.01)
    assert looking.seats is not None, looking.problem
    return looking


def chooser_words(app, looking: Looking) -> list[str]:
    join = JoinScene(app)
    app.push(join)
    app.push(ChooseSeatScene(app, join, looking.seats))
    frames(app)
    return [getattr(w, "label", "") or getattr(w, "words", "") for w in app.stack.top.group.widgets]


def test_the_seat_chooser_says_each_cpus_level(make_app):
    h = LocalHost("exploding-kittens", ["human", "net", "easy", "hard"], ["Ann", "Player 2", "Mittens", "Biscuit"],
                  host_name="Ann")
    try:
        looking = look(h)
        assert [s.level for s in looking.seats] == ["", "", "easy", "hard"]
        app = make_app()
        seat = _("Seat {number}: {name}, {how}")
        assert chooser_words(app, looking) == [
            seat.format(number=1, name="Ann", how=_("a person at the table")),
            _("Seat {number}: free, after {name}").format(number=2, name="Ann"),
            seat.format(number=3, name="Mittens", how=_("CPU Easy")),
            seat.format(number=4, name="Biscuit", how=_("CPU Hard")), _("Back")]
        h.set_seat(1, "medium")  # the host makes the open seat a CPU before Start
        assert chooser_words(app, look(h))[1] == seat.format(number=2, name=shown_name("Player 2"), how=_("CPU Medium"))
    finally:
        h.close()


def test_a_level_the_app_does_not_know_is_not_taken():
    assert cpu_level({"name": "Mittens", "link": "cpu", "level": "hard"}) == "hard"
    for said in ({}, {"level": "\x1b[31mgodlike"}, {"level": 3}, {"level": None}, {"level": ["easy"]}):
        assert cpu_level({"name": "Mittens", "link": "cpu", **said}) == ""
