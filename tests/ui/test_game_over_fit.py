"""The game-over screen fits in every language (issue 39): at 1024x640 with 200% text its winner
line, recap and buttons (Play again, Watch again, New game, Title screen) are neither cut nor over
one another, in German, Spanish and the pseudo-language as in English."""

from __future__ import annotations

import pytest
from fit import misfits
from uikit import frames, key

from game.engine import Match, get
from game.i18n import _
from game.rules.kittens.events import Dealt
from game.saves import Seat
from game.ui.scenes.game_over import GameOverScene
from game.ui.table.scene import TableScene

PILE = ("exploding_kitten", "tacocat", "shuffle", "favor", "cattermelon")


@pytest.mark.parametrize("language", ["en", "de", "es", "qps"], indirect=True)
@pytest.mark.parametrize(("size", "scale"), [((1024, 640), 2.0), ((1280, 720), 1.0)])
def test_the_game_over_screen_fits(make_app, size, scale):
    app = make_app(size, text_scale=scale)
    rules = get("exploding-kittens")
    match = Match(rules, rules.configure(2, {}), seed=2, log=[Dealt((("tacocat",), ("defuse", "skip")), PILE, 0)])
    table = TableScene(app, match, [Seat("You", "human"), Seat("Mittens", "medium")], fresh=False, journal=False,
                       pace=0.05, on_over=lambda t: None)
    app.push(table)
    for _i in range(600):
        if table.my_decision() is not None:
            break
        frames(app)
    key(app, app.key_for("draw"))  # no Defuse: the Exploding Kitten ends it
    for _i in range(600):
        frames(app, 1, 0.05)
        if match.is_over() and not table.anims.blocking:
            break
    assert match.is_over()
    over = GameOverScene(app, table)
    app.push(over)
    frames(app, 3)
    labels = [getattr(w, "label", "") for w in over.group.widgets]
    assert {_("Play again"), _("New game"), _("Title screen")} <= set(labels)
    assert not misfits(app)
