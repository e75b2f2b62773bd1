"""The statistics bar: a game played to its end in the app is counted once; the same game written
by hand, or copied, is never counted."""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "storage"))

import journal_child as child
import savekit
from uikit import unseen_frames

from game import history, saves, stats, storage
from game.ui.app import App
from game.ui.scenes.dialogs import MessageScene
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.title import TitleScene
from game.ui.table.scene import TableScene


def _play_to_the_end(app: App, table: TableScene) -> None:
    """The person's moves through the table (random legal ones), the CPUs' by the table itself."""
    rng = random.Random(3)
    for _ in range(20_000):
        if isinstance(app.stack.top, GameOverScene):
            return
        if table.panel is not None:  # a card shown to the person: they read it and close it
            table.close_panel()
        pending = table.match.pending
        if pending is not None and 0 in pending.seats and not table.match.is_over():
            table.act(0, rng.choice(sorted(table.match.legal_actions(0), key=repr)))
        unseen_frames(app, 1, 1 / 60)  # what is counted and kept is checked, not a picture
    raise AssertionError("the game did not end")


def test_a_game_played_to_the_end_in_the_app_is_counted_once(keeping_app: App) -> None:
    match = child.new_match(11, 3)
    table = TableScene(keeping_app, match, child.seats(3))
    keeping_app.reset(table)
    keeping_app.frame(1 / 60)
    _play_to_the_end(keeping_app, table)
    counted, message = stats.load_stats()
    uid = saves.game_uid(match)
    assert message is None and counted.overall.played == 1 and counted.counted == (uid,)
    assert not saves.has_autosave()  # finished: the autosave went, the game is in the history
    kept, message = history.load_game(uid)
    assert message is None and kept.to_match().log == match.log

    # The kept game, copied as the autosave under a fresh id (or as it is), is not counted again.
    record = {k: v for k, v in kept.to_json().items()}
    for copied in (record | {"uid": "e" * 32}, record):
        storage.paths().autosave.write_bytes(savekit.journal_bytes(copied, signed=False))
        title = TitleScene(keeping_app)
        keeping_app.reset(title)
        title.continue_game()
        assert isinstance(keeping_app.stack.top, MessageScene)
        assert "not written by this game" in keeping_app.stack.top.message
    assert stats.load_stats()[0].overall.played == 1


def test_a_finished_game_written_by_hand_is_never_counted(keeping_app: App) -> None:
    for seed in range(1, 200):
        match = savekit.finished(seed)
        if match.result().winners == (0,):  # a win for the person: what a cheat would write
            break
    storage.paths().autosave.parent.mkdir(parents=True, exist_ok=True)
    storage.paths().autosave.write_bytes(savekit.journal_bytes(savekit.record(match), signed=False))
    title = TitleScene(keeping_app)
    keeping_app.push(title)
    title.continue_game()
    assert "not written by this game" in keeping_app.stack.top.message
    assert stats.load_stats()[0].overall.played == 0
