"""The Kittens table at its edges (issue 36, point 15): a game that is over says who won and
nothing about watching the others play on; while the cards are dealt no plate says it is
anyone's turn ("0 cards · playing"); a dead player's Exploding Kitten lies inside its plate."""

from __future__ import annotations

import pytest
from fit import drawn_lines, recording
from uikit import PILE, draw_the_exploding_kitten, frames, kittens_table

from game.engine import Match, get
from game.i18n import _, ngettext
from game.rules.kittens.events import Dealt
from game.saves import Seat
from game.ui.table.scene import TableScene


@pytest.mark.parametrize("size, scale", [((1024, 640), 2.0), ((1920, 1080), 1.0)])
def test_a_game_over_is_over_for_the_player_who_is_out(make_app, size, scale):
    """You hold no Defuse and draw the Exploding Kitten: Mittens wins, and that is all it says."""
    app = make_app(size, text_scale=scale, palette="deuteranopia")
    table, match = kittens_table(app)
    draw_the_exploding_kitten(app, table, match)
    assert table.shown.winner == 1
    words = " ".join(drawn_lines(app))
    assert _("{name} wins!").format(name="Mittens") in words
    assert _("You are out. Watch the others play on.") not in words


def test_no_plate_says_playing_while_the_cards_are_dealt(make_app):
    app = make_app((1280, 720))
    rules = get("exploding-kittens")
    hands = (("defuse", "tacocat"), ("defuse", "cattermelon"), ("defuse", "beard_cat"))
    match = Match(rules, rules.configure(3, {}), seed=2, log=[Dealt(hands, PILE, 1)])
    table = TableScene(app, match, [Seat("You", "human"), Seat("Mittens", "medium"), Seat("Biscuit", "medium")],
                       fresh=True, journal=False)
    app.push(table)
    during = []
    for _i in range(400):
        frames(app, 1, 1 / 30)
        if table.shown.counts[1] < 2:  # Mittens' cards are still being dealt
            during.append(" ".join(drawn_lines(app)))
        else:
            break
    playing = "· " + _("playing")  # a plate's state after its count, not the status line's words
    assert during and not any(playing in words for words in during)
    none = ngettext("{n} card", "{n} cards", 0).format(n=0)
    assert any(none in words for words in during)  # the plates were drawn meanwhile
    frames(app, 30, 1 / 30)
    assert not table.shown.dealing and playing in " ".join(drawn_lines(app))  # the deal done: Mittens' turn


@pytest.mark.parametrize("past", [1, 2])
def test_a_control_scrolled_out_of_the_settings_shows_no_sliver(make_app, past):
    """Scrolled until "Done" lies just above the list: nothing of it is drawn under the title
    (the room kept for focus rings showed a sliver of it)."""
    from game.ui.scenes.settings import SettingsScene

    app = make_app((1024, 640), text_scale=2.0, palette="protanopia")
    scene = SettingsScene(app)
    app.push(scene)
    frames(app, 2)
    group = scene.group
    done = group.widgets[0]
    assert getattr(done, "label", "") == _("Done") and group.max_scroll
    group.scroll_by(done.rect.bottom - group.viewport.top + past)
    assert done.rect.bottom < group.viewport.top
    with recording() as rec:
        app.stack.draw(app.screen)
    assert _("Done") not in [line.words for line in rec.lines if line.rect.bottom <= group.viewport.top + 40]
