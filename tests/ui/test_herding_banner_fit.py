"""Herding's big words (a claim, a reveal, the Laser Pointer going instead, the deal) fit across
the table at 1024x640 with 200% text in every language: too long for one line at the least size a
banner shrinks to, they wrap onto more (German and the pseudo-language need it), each line whole."""

from __future__ import annotations

import pytest

from game.i18n import _
from game.rules.herding import events as ev
from game.saves import Seat
from game.ui import text
from game.ui.games.herding.director import banner_lines
from game.ui.table.anims import Banner
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match

LONG_NAME = "Bartholomew"


def _said(table: TableScene) -> list[str]:
    """Big words the herding director shows for a few events with a long name in them."""
    table.anims.items.clear()
    for event in (ev.Declared(1, "animal_control", 2, None), ev.InterceptStood(2, 1, None),
                  ev.ClaimRevealed(1, "animal_control", True, "play"), ev.Thwarted(1, 2, "catnip", 0)):
        table.director.show(event)
    return [a.words for a in table.anims.items if isinstance(a, Banner)]


@pytest.mark.parametrize("language", ["en", "de", "es", "qps"], indirect=True)
def test_every_big_line_fits_across_the_table(make_app, language):
    app = make_app(size=(1024, 640), text_scale=2.0)
    seats = [Seat("You", "human"), Seat(LONG_NAME, "medium"), Seat("Pickles", "medium")]
    table = TableScene(app, new_match("herding-cats", seats, {}, seed=5), seats, journal=False, pace=0.05)
    app.push(table)
    app.frame(1 / 30)
    size, width = app.metrics.font("title"), table.geo.centre.width
    sentences = [_("The Laser Pointer goes instead: the picked card stays hidden"),
                 _("Everyone keeps 7 and removes 2 unseen. {name} goes first.").format(name=LONG_NAME),
                 _("Ineffective against itself: nothing is lost")]
    for words in sentences:
        lines, fitted = banner_lines(words, size, width)
        assert " ".join(lines) == words
        assert all(text.width(line, fitted) <= width - size for line in lines), (words, lines)
    shown = _said(table)
    assert shown, "the director said something"
    for anim in (a for a in table.anims.items if isinstance(a, Banner)):
        fitted = text.fit_size(anim.words, anim.size, anim.rect.width - anim.size, minimum=anim.size * 3 // 5)
        assert text.width(anim.words, fitted) <= anim.rect.width - anim.size, anim.words
        assert app.screen.get_rect().contains(anim.rect.clip(app.screen.get_rect())), anim.words
