"""The Herding defender's Laser Pointer prompt ("Player 2 picked card 1 of your hand: Laser
Pointer") fits the window at 1024x640 and 1920x1080, text 100% and 200%: the picked card's label
whole inside the panel, every choice in sight (the panel grows over the table before its column
scrolls), nothing clipped or overlapping (`fit.misfits`)."""

from __future__ import annotations

import pytest
from fit import misfits

from game.i18n import _
from game.rules.herding.cards import ALLEY_CAT, ANIMAL_CONTROL, KITTEN, LASER_POINTER, SHOW_CAT, title
from game.saves import Seat
from game.ui.games.herding.panels import InterceptPanel
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match

HAND = [LASER_POINTER, KITTEN, ANIMAL_CONTROL, ALLEY_CAT, KITTEN, SHOW_CAT, KITTEN]
SEEN = ["Bluff: present an Animal Control as a Laser Pointer", "No Laser Pointer: let it happen"]  # the tester's
MANY = ["Present your Laser Pointer (from your hand)", "Bluff: present a Kitten as a Laser Pointer",
           "Bluff: present an Animal Control as a Laser Pointer", "Bluff: present an Alley Cat as a Laser Pointer",
           "Bluff: present a Show Cat as a Laser Pointer", "No Laser Pointer: let it happen"]


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("options", ["seen", "many"])
def test_the_intercept_prompt_fits_with_every_choice_in_sight(make_app, size, scale, options):
    """Every choice in sight, except many choices at 200% text, which scroll below the heading."""
    app = make_app(size=size, text_scale=scale, palette="deuteranopia", captions=True)
    seats = [Seat("You", "human"), Seat("Player 2", "medium"), Seat("Biscuit", "medium"), Seat("Pickles", "medium")]
    table = TableScene(app, new_match("herding-cats", seats, {}, seed=5), seats, journal=False, pace=0.05)
    app.push(table)
    app.frame(1 / 30)
    choices = [(words, None, lambda: None) for words in (SEEN if options == "seen" else MANY)]
    panel = InterceptPanel(app, "Player 2 picked card 1 of your hand: Laser Pointer",
                           "Catnip will take it unless a Laser Pointer goes instead. Anyone may challenge that claim.",
                           HAND, 0, choices, table.geo.hand_card_w)
    table.open_panel(panel)
    app.frame(1 / 30)
    assert misfits(app) == []
    view = panel.group.viewport or panel.body
    hidden = [w.label for w in panel.group.widgets if not view.contains(w.rect)]
    if options == "seen" or scale == 1.0:
        assert hidden == [], "every choice in sight"
    assert panel.body.contains(view), "the choices scroll inside the body, under the heading"
    assert all(panel.body.contains(r) for r in panel.rects)
    words, where = panel.picked_label()
    assert words == _("Card {position}, {card}").format(position=1, card=title(LASER_POINTER))
    assert panel.body.contains(where), (where, panel.body)
    head = panel.rect.copy()
    head.height = panel.body.top - panel.rect.top
    assert not any(head.colliderect(w.rect) for w in panel.group.widgets), "no choice under the heading"
