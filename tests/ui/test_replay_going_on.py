"""The replay viewer follows the command line's rule (`game.replay.viewers`): a game still going
on is shown only as its one person saw it (no other seat, no face-up view, no export of its
record), and not at all when several people or nobody sit at it."""

from __future__ import annotations

import random
import re

import pytest
from uikit import frames

from game.engine import Match, get
from game.i18n import _
from game.saves import SPECTATOR, SavedGame, Seat
from game.storage import BadFile
from game.ui.scenes.replay import FACE_UP, ReplayMenu, ReplayScene


def going_on(kinds: tuple[str, ...]) -> SavedGame:
    rules = get("exploding-kittens")
    match = Match(rules, rules.configure(len(kinds)), 5)
    rng = random.Random(5)
    for _i in range(30):
        seat = min(match.pending.seats)
        match.act(seat, rng.choice(sorted(match.legal_actions(seat), key=repr)))
    assert not match.is_over()
    return SavedGame.from_match(match, [Seat(f"P{i}", kind) for i, kind in enumerate(kinds)])


def test_a_game_going_on_is_watched_only_from_its_persons_seat(app):
    saved = going_on(("medium", "human", "hard"))
    viewer = ReplayScene(app, saved, viewpoint=FACE_UP)
    app.push(viewer)
    frames(app)
    assert viewer.seen_as == 1 and [v for v, _ in viewer.viewpoints()] == [1]
    assert set(viewer.full) == {1, SPECTATOR}  # no other seat's feed, no face-up feed is even built
    for other in (0, 2, SPECTATOR, FACE_UP):
        viewer.set_viewpoint(other)
        assert viewer.seen_as == 1
    viewer.next_viewpoint()
    assert viewer.seen_as == 1 and viewer.hands_shown == []
    viewer.open_pause()
    frames(app)
    menu = app.stack.top
    assert isinstance(menu, ReplayMenu)
    labels = [getattr(w, "label", "") for w in menu.group.widgets]
    assert "Save as a text log and JSON" not in labels and not any("Play from here" in w for w in labels)


@pytest.mark.parametrize("kinds", [("human", "human", "hard"), ("easy", "hard")])
def test_a_game_going_on_with_several_people_or_none_is_not_watched(app, kinds):
    refused = _("it is a game still going on, and nobody's view of it can be chosen")
    with pytest.raises(BadFile, match=re.escape(refused)):
        ReplayScene(app, going_on(kinds))
