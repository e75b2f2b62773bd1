"""The game-over screen fits in every language (issue 39): at 1024x640 with 200% text its winner
line, recap and buttons (Play again, Watch again, New game, Title screen) are neither cut nor over
one another, in German, Spanish and the pseudo-language as in English."""

from __future__ import annotations

import pytest
from fit import misfits
from uikit import draw_the_exploding_kitten, frames, kittens_table

from game.i18n import _
from game.ui.scenes.game_over import GameOverScene


@pytest.mark.parametrize("language", ["en", "de", "es", "qps"], indirect=True)
@pytest.mark.parametrize(("size", "scale"), [((1024, 640), 2.0), ((1280, 720), 1.0)])
def test_the_game_over_screen_fits(make_app, size, scale):
    app = make_app(size, text_scale=scale)
    table, match = kittens_table(app)
    draw_the_exploding_kitten(app, table, match)  # no Defuse: the Exploding Kitten ends it
    over = GameOverScene(app, table)
    app.push(over)
    frames(app, 3)
    labels = [getattr(w, "label", "") for w in over.group.widgets]
    assert {_("Play again"), _("New game"), _("Title screen")} <= set(labels)
    assert not misfits(app)
