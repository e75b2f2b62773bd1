"""A game's name goes through the catalogue wherever it is shown (issue 39): German and Spanish
keep the names as the games are sold, the pseudo-language marks them, so a name left out of the
catalogue shows there as plain English (the lessons' heading and list were)."""

from __future__ import annotations

import pytest
from test_language import drawn_words
from uikit import first_look

from game.engine import all_games
from game.i18n import _
from game.ui.lessons.scenes import LessonsScene

GAMES = [r.info.id for r in all_games()]


@pytest.mark.parametrize("language", ["qps"], indirect=True)
@pytest.mark.parametrize("game", GAMES)
def test_the_lessons_heading_and_list_show_every_game_name_marked(make_app, game):
    app = make_app(size=(1280, 720))
    scene = first_look(app, LessonsScene(app, game))
    shown = [scene.heading, *drawn_words(app), *(getattr(w, "label", "") for w in scene.group.widgets)]
    for ruleset in all_games():
        name = ruleset.info.name
        assert _(name) != name  # (marked: in the catalogue)
        assert not any(name in line for line in shown), (name, shown)
    assert _(next(r.info.name for r in all_games() if r.info.id == game)) in scene.heading
