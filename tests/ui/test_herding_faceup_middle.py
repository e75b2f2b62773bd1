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


def test_a_herds_tip_is_drawn_over_the_replays_line_and_the_face_up_hands(make_app):
    """The face-up replay with six players at 1024x640 and 200% text: the tip of the herd the
    keyboard focuses is drawn over everything on the felt (the replay's line in the countdown's row,
    the hands named in the plates); nothing else is drawn over it."""
    from fit import recording
    from uikit import frames, key

    app = make_app(size=(1024, 640), text_scale=2.0, palette="deuteranopia")
    replay = ReplayScene(app, saved_game("herding-cats", 6), viewpoint=FACE_UP)
    app.push(replay)
    replay.jump_to_turn(7)
    frames(app, 60, 1 / 30)
    met = set()
    for _ in range(len(replay.controls.widgets)):
        key(app, pygame.K_TAB)
        frames(app)
        spot = replay.controls.focused
        if spot not in replay.centre_widgets or spot.tip() is None:
            continue
        with recording() as rec:
            app.stack.draw(app.screen)
        tip = replay.painter.tip_box
        assert tip is not None
        order = next(order for _surface, rect, order in rec.panels if rect == tip)
        own = " ".join(spot.tip())  # the tip's own lines are parts of its words, inside its box
        over = [line.words for line in rec.lines if line.order > order and line.rect.colliderect(tip)
                and not (line.words in own and tip.contains(line.rect))]
        over += [f"a box at {tuple(rect)}" for _surface, rect, later in rec.panels
                 if later > order and rect.colliderect(tip)]
        assert not over, f"drawn over {spot.seat}'s tip: {over}"
        met.add(spot.seat)
    assert len(met) == 6  # every herd's tip was looked at


@pytest.mark.parametrize("point", ["focus", "hover"])
def test_a_herds_tip_never_covers_the_replays_buttons(make_app, point):
    """The face-up replay with six players at 1024x640 and 200% text: a herd's tip, asked for by
    the keyboard's focus or the pointer, is placed clear of the replay's buttons (Play, Back...),
    the controls that move the replay: a tip that would reach down over them goes above its herd."""
    from uikit import frames

    app = make_app(size=(1024, 640), text_scale=2.0, palette="deuteranopia")
    replay = ReplayScene(app, saved_game("herding-cats", 6), viewpoint=FACE_UP)
    app.push(replay)
    replay.jump_to_turn(7)
    frames(app, 60, 1 / 30)
    assert replay.bar_buttons
    seen = 0
    for spot in replay.centre_widgets:
        if spot.tip() is None or spot.rect.width == 0:
            continue
        if point == "focus":
            replay.controls.focus(spot)
        else:
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot.rect.center, rel=(0, 0),
                                                 buttons=(0, 0, 0)))
        frames(app)
        assert replay.controls.hover is spot or point == "focus"
        app.stack.draw(app.screen)
        tip = replay.painter.tip_box
        assert tip is not None
        covered = [b.label for b in replay.bar_buttons if b.rect.colliderect(tip)]
        assert not covered, f"the tip of {spot.seat}'s herd at {tuple(tip)} covers {covered}"
        assert app.screen.get_rect().contains(tip)
        seen += 1
    assert seen == 6
