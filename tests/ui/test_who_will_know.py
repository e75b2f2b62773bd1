"""Hiding a Kitten after a Zombie Kitten says who will know where it goes: only you, or you and
the player who played Clairvoyance, by name, as the rules recorded it."""

from __future__ import annotations

import json

from uikit import frames

from game.engine.actions import Action
from game.i18n import _, ngettext
from game.rules.kittens.cards import title
from game.saves import Seat
from game.scenario import build
from game.ui.games.kittens.panels import PlacePanel
from game.ui.lessons.catalogue import FOLDER
from game.ui.table.scene import TableScene


def _hiding(app, clairvoyance: bool) -> TableScene:
    """The Zombie lesson's table: you draw a Kitten and play a Zombie Kitten; Biscuit answers with
    Clairvoyance (or lets it happen); you raise Mittens and come to hide the first Kitten."""
    data = json.loads((FOLDER / "zombie-kittens" / "01_zombie_kitten.json").read_text())
    data["hands"][2] = ["bony_cat", "clairvoyance"]
    data["script"], data["expect"] = [], {}
    played = build(data)
    match = played.match
    for seat, action in [(1, Action("draw")), (2, Action("draw")), (0, Action("draw")),
                         (0, Action("play", cards=("zombie_kitten",)))]:
        match.act(seat, action)
    if clairvoyance:
        match.act(2, Action("play", cards=("clairvoyance",)))
    while match.pending is not None and match.pending.kind.value == "response":
        match.act(next(iter(sorted(match.pending.seats))), Action("pass"))
    match.act(0, Action("resurrect", target=1))
    assert match.pending.prompt == "place_kittens"
    seats = [Seat("You", "human"), Seat("Mittens", "easy"), Seat("Biscuit", "easy")]
    table = TableScene(app, match, seats, journal=False, fresh=False, pace=0.05)
    app.push(table)
    for _i in range(200):
        frames(app, 1, 1 / 20)
        if isinstance(table.panel, PlacePanel):
            return table
    raise AssertionError("the hiding panel did not open")


def test_after_clairvoyance_the_panel_names_who_will_know(app):
    table = _hiding(app, clairvoyance=True)
    assert table.panel.detail == ngettext(
        "Your Zombie Kitten saved you. Choose where this Kitten goes in the draw pile; you and {names} will know "
        "({names} played {card}).",
        "Your Zombie Kitten saved you. Choose where this Kitten goes in the draw pile; you and {names} will know "
        "({names} each played {card}).", 1).format(names="Biscuit", card=title("clairvoyance"))
    assert "Biscuit" in table.panel.detail
    assert "whoever" not in table.panel.detail


def test_without_clairvoyance_only_you_will_know(app):
    table = _hiding(app, clairvoyance=False)
    assert table.panel.detail == _(
        "Your Zombie Kitten saved you. Choose where this Kitten goes in the draw pile; only you will know.")
