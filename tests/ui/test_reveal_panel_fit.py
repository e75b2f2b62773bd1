"""The cards a player alone sees (See the Future's 'The top of the draw pile') fit their panel at
1024x640 with 200% text in English, German and Spanish: the cards, their labels and Got it, which
hung below the panel over the table's buttons (`fit.misfits`: 'Got it' outside its panel). A
panel taller than the middle grows down over the hand, leaving the plates whole."""

from __future__ import annotations

import pytest
from fit import misfits

from game.saves import Seat
from game.ui.table.panels import RevealPanel
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match

SEATS = {2: [Seat("You", "human"), Seat("Mittens", "easy")],
         5: [Seat("You", "human")] + [Seat(n, "easy") for n in ("Mittens", "Biscuit", "Pickles", "Marmalade")]}


@pytest.mark.parametrize("language", ["en", "de", "es"], indirect=True)
@pytest.mark.parametrize(("game", "players"), [("exploding-kittens", 2), ("zombie-kittens", 5)])
@pytest.mark.parametrize(("size", "scale"), [((1024, 640), 2.0), ((1024, 640), 1.0), ((1920, 1080), 2.0)])
def test_the_cards_you_alone_see_fit_their_panel(make_app, language, game, players, size, scale):
    app = make_app(size=size, text_scale=scale)
    table = TableScene(app, new_match(game, SEATS[players], {}, seed=1), SEATS[players], journal=False, pace=0.01)
    app.push(table)
    app.frame(1 / 30)
    table.queue_reveal(("nope", "exploding_kitten", "see_the_future"))
    for _ in range(300):
        app.frame(1 / 30)
        if isinstance(table.panel, RevealPanel):
            break
    panel = table.panel
    assert isinstance(panel, RevealPanel)
    for _ in range(30):  # the cards turn over
        app.frame(1 / 30)
    assert not misfits(app), "\n".join(misfits(app))
    assert all(panel.rect.contains(r) for r in panel.rects)
    assert panel.rects[0].width >= app.metrics.px(RevealPanel.LEAST_CARD_W)
    covered = [seat for seat, plate in table.geo.plates.items() if plate.colliderect(panel.rect)]
    assert not covered, f"the panel {tuple(panel.rect)} hides part of the plates of {covered}"
