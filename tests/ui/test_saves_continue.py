"""Continue and game over count each game once; a forged autosave is never played or counted;
a failed autosave is said on the table and in Pause."""

from __future__ import annotations

import errno
import os
import random
import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "storage"))

import journal_child as child
import savekit

from game import saves, stats, storage
from game.i18n import _
from game.ui.app import App
from game.ui.scenes.dialogs import MessageScene
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.title import TitleScene
from game.ui.table.scene import TableScene

SHOTS = os.environ.get("NINE_LIVES_SHOTS")  # a folder: keep screenshots to look at


def _write_autosave(data: dict) -> bytes:
    path = storage.paths().autosave
    path.parent.mkdir(parents=True, exist_ok=True)
    raw = savekit.journal_bytes(data)
    path.write_bytes(raw)
    return raw


def _last_move_by_a_cpu() -> dict:
    """A game of You and two Easy CPUs, recorded one CPU move before its end."""
    for seed in range(1, 200):
        match = savekit.finished(seed)
        if match.steps[-1].seat != 0 and len(match.result().winners) == 1:
            data = savekit.record(match)
            data["steps"] = data["steps"][:-1]
            return data
    raise AssertionError("no such game")


def _run_until(app: App, done, frames: int = 3000) -> None:
    for _i in range(frames):
        if done():
            return
        app.frame(1 / 60)
    raise AssertionError("it did not happen")


def test_continue_on_a_finished_game_counts_it_once_and_never_starts_it(keeping_app: App) -> None:
    raw = _write_autosave(savekit.record(savekit.finished()))
    for _i in range(2):  # a second Continue on the same finished game (the file written back)
        storage.paths().autosave.write_bytes(raw)
        title = TitleScene(keeping_app)
        keeping_app.push(title)
        title.continue_game()
        top = keeping_app.stack.top
        assert isinstance(top, MessageScene) and "That game is over" in top.message
        assert not any(isinstance(s, TableScene) for s in keeping_app.stack.scenes)
        assert not saves.has_autosave()
        keeping_app.reset(TitleScene(keeping_app))
    assert stats.load_stats()[0].overall.played == 1


def test_a_game_finished_at_the_table_counts_once_and_its_autosave_goes(keeping_app: App) -> None:
    data = _last_move_by_a_cpu()
    raw = _write_autosave(data)
    for _i in range(2):  # finish it, then Continue the same game from the same autosave again
        storage.paths().autosave.write_bytes(raw)
        keeping_app.reset(TitleScene(keeping_app))
        keeping_app.stack.top.continue_game()
        assert isinstance(keeping_app.stack.top, TableScene)
        _run_until(keeping_app, lambda: isinstance(keeping_app.stack.top, GameOverScene))
        assert not saves.has_autosave()
    counted = stats.load_stats()[0]
    assert counted.overall.played == 1 and counted.counted == (data["uid"],)


@pytest.mark.parametrize("forgery", ["forged_win", "forged_deal", "level_god"])
def test_a_forged_autosave_is_not_played_nor_counted(keeping_app: App, forgery: str) -> None:
    _write_autosave(savekit.forged(forgery, savekit.finished()))
    title = TitleScene(keeping_app)
    keeping_app.push(title)
    title.continue_game()
    top = keeping_app.stack.top
    assert isinstance(top, MessageScene) and "could not be read" in top.message
    assert not any(isinstance(s, TableScene) for s in keeping_app.stack.scenes)
    assert stats.load_stats()[0].overall.played == 0
    assert list(storage.paths().autosave.parent.glob("autosave.jsonl.bad-*"))


def _table(app: App) -> TableScene:
    match = child.new_match(4, 3)
    table = TableScene(app, match, child.seats(3), fresh=False, journal=True, pace=0.02)
    app.push(table)
    app.frame(1 / 60)
    return table


def _notice_pixels(app: App, table: TableScene) -> pygame.Surface:
    app.frame(1 / 60)
    g = table.geo
    area = pygame.Rect(g.centre.left, g.bar.top - app.metrics.px(60), g.centre.width // 2, app.metrics.px(60))
    return app.screen.subsurface(area).copy()


def test_a_failed_autosave_shows_on_the_table_and_in_pause(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    working = _table(app)
    assert working.painter.autosave_notice() == ""
    clean = _notice_pixels(app, working)
    pause = PauseScene(app, working)
    autosaved = _("The game is autosaved: Continue on the title screen picks it up again.")
    assert any(autosaved == getattr(w, "words", "") for w in pause.build())
    app.reset(TitleScene(app))

    def full(*args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    failing = _table(app)
    words = _("Autosave is off: {reason}.").format(reason="No space left on device")  # (the system's words)
    assert failing.painter.autosave_notice() == words
    noticed = _notice_pixels(app, failing)
    assert pygame.image.tobytes(noticed, "RGB") != pygame.image.tobytes(clean, "RGB")
    if SHOTS:
        pygame.image.save(app.screen, os.path.join(SHOTS, "table-autosave-off.png"))
    app.push(PauseScene(app, failing))
    app.frame(1 / 60)
    texts = [getattr(w, "words", "") for w in app.stack.top.group.widgets]
    assert words in texts and autosaved not in texts
    if SHOTS:
        pygame.image.save(app.screen, os.path.join(SHOTS, "pause-autosave-off.png"))

    monkeypatch.undo()  # the disk has room again: the next action after a pause retries
    failing.journal._failed_at -= saves.RETRY_SECONDS
    app.stack.pop()
    rng = random.Random(1)
    child.random_step(failing.match, rng)
    assert failing.journal.on and failing.painter.autosave_notice() == ""


def test_continue_on_the_title_names_the_autosaved_game(keeping_app: App) -> None:
    """Issue 36 point 9: the plain "Continue" did not say which game (the network one does)."""
    _write_autosave(_last_move_by_a_cpu())
    title = TitleScene(keeping_app)
    keeping_app.push(title)
    keeping_app.frame(1 / 60)
    name = saves.load_autosave()[0].ruleset.info.name
    assert title.group.widgets[0].label == f"Continue ({name})"
    storage.paths().autosave.write_bytes(b"not a journal\n")  # unreadable: still offered, as before
    title.rebuild()
    assert title.group.widgets[0].label == "Continue"
