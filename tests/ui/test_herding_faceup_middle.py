"""The face-up Herding Cats replay with six players at 1024x640 and 200% text: the plates keep the
lines every hand takes, and no spare ones beyond what the herds need, so each herd in the middle
has its name line and a line of chips in the player's text size (not slivers). Where names need
more lines than that leaves (Spanish, the pseudo-language), the hands show their cards' pictures."""

from __future__ import annotations

import pygame
import pytest
from test_history_replay import saved_game

from game.ui import cards_art, text
from game.ui.games.herding import centre
from game.ui.scenes.replay import FACE_UP, ReplayScene
from game.ui.table import faceup


def test_six_herds_read_beside_six_face_up_hands(make_app):
    app = make_app(size=(1024, 640), text_scale=2.0)
    replay = ReplayScene(app, saved_game("herding-cats", 6), viewpoint=FACE_UP)
    app.push(replay)
    replay.jump_to_turn(7)
    for _ in range(90):
        app.frame(1 / 30)
    line = text.line_height(app.metrics.font("small"))
    hands = [hand for hand in replay.hands_shown if hand]
    assert hands and faceup.lines_wanted(replay, hands) <= replay.geo.hand_lines  # every hand whole
    cells = centre.layout(replay).cells
    assert len(cells) == 6
    for cell in cells.values():  # on main: six rows about 20 px high, their names cut through
        assert cell.name.height >= line and cell.rect.contains(cell.name)
        assert cell.row.height >= line and cell.rect.contains(cell.row)


@pytest.mark.parametrize("language", ["es"], indirect=True)
def test_hands_too_long_to_name_show_every_cards_picture(make_app, monkeypatch, language):
    """In Spanish a hand's names need 8 lines where the middle leaves the plates 7: every hand is
    shown as its cards' pictures, each kind once with its count, and the herds keep their room."""
    app = make_app(size=(1024, 640), text_scale=2.0, palette="deuteranopia")
    replay = ReplayScene(app, saved_game("herding-cats", 6), viewpoint=FACE_UP)
    app.push(replay)
    replay.jump_to_turn(7)
    for _ in range(30):
        app.frame(1 / 30)
    assert replay.hands_as_pictures
    drawn: list[str] = []
    real = cards_art.icon
    monkeypatch.setattr(cards_art, "icon", lambda card, *a, **k: drawn.append(card) or real(card, *a, **k))
    monkeypatch.setattr(text, "blit_text", lambda _surface, words, *a, **k: drawn.append(words) or pygame.Rect())
    faceup.draw_hands(replay, app.screen, replay.hands_shown)
    expected: list[str] = []
    for cards in replay.hands_shown:
        for card, count in faceup.counted(replay, cards):
            expected += [card, f"x{count}"] if count > 1 else [card]
    assert drawn == expected
