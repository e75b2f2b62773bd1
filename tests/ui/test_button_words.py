"""A button's words break only between words: a word wider than the button is drawn smaller,
whole. The replay's bar at 1024x640 with 200% text has six buttons of about 155 px, and Spanish
'Reproducir' and 'Siguiente' read 'Reprodu' / 'cir' and 'Siguient' / 'e' there."""

from __future__ import annotations

import pygame
import pytest
from test_history_replay import saved_game

from game.ui import text
from game.ui.scenes.replay import ReplayScene


@pytest.mark.parametrize("language", ["es", "de", "qps"], indirect=True)
def test_the_replay_bar_draws_every_word_whole(make_app, monkeypatch, language):
    app = make_app(size=(1024, 640), text_scale=2.0)
    replay = ReplayScene(app, saved_game("herding-cats", 6))
    app.push(replay)
    app.frame(1 / 30)
    drawn: list[tuple[str, int]] = []
    real = text.blit_text
    monkeypatch.setattr(text, "blit_text", lambda s, words, size, *a, **k: (drawn.append((words, size)),
                                                                            real(s, words, size, *a, **k))[1])
    for button in replay.bar_buttons:
        drawn.clear()
        button.draw(app.screen, app, False, False)
        words = button._words().split()
        assert [w for line, _size in drawn for w in line.split()] == words, (button._words(), drawn)
        for line, size in drawn:
            assert text.width(line, size, True) <= button.rect.width, (line, size, button.rect)


def test_a_word_too_wide_for_its_line_keeps_a_line_of_its_own_smaller():
    pygame.font.init()
    room = text.width("Reproducir", 40, True) * 2 // 3
    lines = text.word_lines("Play Reproducir", 40, room, bold=True)
    assert [line for line, _size in lines] == ["Play", "Reproducir"]
    (_play, big), (_word, small) = lines
    assert big == 40 and small < 40 and text.width("Reproducir", small, True) <= room
