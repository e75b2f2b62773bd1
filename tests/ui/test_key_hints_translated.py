"""A button's key hint names the key in the reader's language (issue 39): the lessons' and the
rules' Back buttons, and a message's, say Escape as the app's key names do ('Esc' in German, a
marked word in the pseudo-language), never a hard-coded English 'Esc'."""

from __future__ import annotations

import pygame
import pytest
from test_language import drawn_words
from uikit import frames, key

from game.i18n import pgettext
from game.ui.lessons.scenes import LessonIntroScene, LessonMenuScene, LessonsScene
from game.ui.scenes.card_help import TipHelpScene
from game.ui.scenes.rules import RulesScene
from game.ui.widgets import Button

LESSON = "exploding-kittens"


def _escape_hints(scene) -> list[str]:
    return [w.hint for w in scene.group.widgets if isinstance(w, Button) and w.hint]


def _check(app, scene) -> None:
    """The screen's Back button names Escape in the reader's words, as drawn (where the screen
    shows it without scrolling) and as its words say."""
    escape = pgettext("key", "Escape")
    assert escape.startswith("[")  # (the pseudo-language marks every message)
    assert escape in _escape_hints(scene) and "Esc" not in _escape_hints(scene), _escape_hints(scene)
    back = next(w for w in scene.group.widgets if isinstance(w, Button) and w.hint == escape)
    assert escape in back.spoken(True)
    words = drawn_words(app)
    assert not any(w.endswith("[Esc]") for w in words), words


@pytest.mark.parametrize("language", ["qps"], indirect=True)
@pytest.mark.parametrize("screen", [lambda app: LessonsScene(app, LESSON), lambda app: RulesScene(app, LESSON),
                                    lambda app: TipHelpScene(app, "Tip", "What a mark means.")])
def test_a_back_button_names_escape_in_the_readers_language(make_app, screen):
    app = make_app(size=(1280, 720))
    scene = screen(app)
    app.reset(scene)
    _check(app, scene)


@pytest.mark.parametrize("language", ["qps"], indirect=True)
def test_the_lesson_screens_name_escape_in_the_readers_language(make_app):
    app = make_app(size=(1280, 720))
    app.reset(LessonsScene(app, LESSON, pace=0.2))
    frames(app)
    key(app, pygame.K_RETURN)  # the first lesson: its introduction
    frames(app, 2)
    assert isinstance(app.stack.top, LessonIntroScene)
    _check(app, app.stack.top)
    key(app, pygame.K_RETURN)  # Start
    frames(app, 5)
    key(app, pygame.K_ESCAPE)  # the lesson's menu
    frames(app, 2)
    assert isinstance(app.stack.top, LessonMenuScene)
    _check(app, app.stack.top)
