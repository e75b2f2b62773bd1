"""The face-up replay shows every card of every hand: a plate grows to the lines the longest
hand shown takes (never shrinking back, so the table does not jump), instead of cutting a big
hand with "..."; where names cannot fit (the pseudo-language's long ones), every hand is shown as
its cards' pictures with their counts. Walked turn by turn through seeded finished games at 1024x640 with 200% text
(3 players), 1280x720 at 150% and 1920x1080 at 100% (4 players). (At 1024x640 and 200% with 4
players the plates hold 6 lines before the piles would shrink below readable: a hand of 8 lines,
once in this game, is still cut.)"""

from __future__ import annotations

import pytest
from test_history_replay import saved_game

from game.saves import SPECTATOR
from game.ui.scenes.replay import FACE_UP, ReplayScene
from game.ui.table import faceup, geometry


def cut_hands(viewer: ReplayScene) -> list[str]:
    """The hands that do not fit the lines their plates keep, as they are drawn: their names
    broken as a plate breaks them, or (where names could not fit) their cards' pictures."""
    return [faceup.hand_words(viewer, cards) for cards in viewer.hands_shown
            if faceup.hand_lines(viewer, cards) > viewer.geo.hand_lines]


@pytest.mark.parametrize(("size", "scale", "players"), [((1024, 640), 2.0, 3), ((1280, 720), 1.5, 4),
                                                        ((1920, 1080), 1.0, 4)])
def test_every_face_up_hand_is_named_whole_at_every_turn(make_app, size, scale, players):
    app = make_app(size, text_scale=scale, reduced_motion=True)
    viewer = ReplayScene(app, saved_game(players=players), viewpoint=SPECTATOR, at=0)
    app.push(viewer)
    viewer.set_viewpoint(FACE_UP)
    least = geometry.compute(app.metrics, players, FACE_UP, viewer.show_log, app.settings.show_odds)
    readable = min(least.pile_card_w, geometry.card_width_for_titles(app.metrics))
    turns = 0
    while True:
        assert viewer.hands_shown
        assert not cut_hands(viewer), (viewer.where_words(), cut_hands(viewer))
        assert viewer.geo.pile_card_w >= readable  # the plates grew, the piles stayed as readable
        assert all(app.metrics.rect.contains(p) for p in viewer.geo.plates.values())
        before = viewer.position
        viewer.turn_forward()
        if viewer.position == before:
            break
        turns += 1
    assert turns > 20
