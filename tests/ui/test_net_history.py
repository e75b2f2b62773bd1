"""Network games in the history and statistics: a client keeps what its seat saw, the app's host
the proved game seen from its own seat; each is counted once, as a network game. A host on
127.0.0.1 in this process; the person plays by posted key presses."""

from __future__ import annotations

import json
import time

import pygame
import pytest
from test_net_screens import continue_from_title
from test_net_table import QUICK, play_by_keys, seated
from uikit import key

from game import history, signing, stats, storage
from game.net.codec import codec_for
from game.net.seating import Joining, LocalHost
from game.replay import Replay
from game.saves import SPECTATOR, SavedGame
from game.seen import SeenGame
from game.ui.scenes.history import HistoryScene
from game.ui.scenes.net_table import NetGameOverScene, NetTableScene
from game.ui.scenes.replay import FACE_UP, ReplayScene

FEW = 20  # events into a game: "a few moves"


@pytest.fixture
def host(tmp_path):
    made: list[LocalHost] = []

    def make(game: str, kinds: list[str], names: list[str]) -> LocalHost:
        h = LocalHost(game, kinds, names, directory=tmp_path / "tables", table_options=QUICK)
        made.append(h)
        return h

    yield make
    for h in made:
        h.stop()


def finish(app, table: NetTableScene) -> None:
    play_by_keys(app, table, seconds=120)
    assert table.over_shown and isinstance(app.stack.top, NetGameOverScene)


def test_a_client_keeps_only_what_its_seat_saw_and_counts_it_once(keeping_app, host):
    app = keeping_app
    h = host("exploding-kittens", ["net", "easy", "easy"], ["Ann", "Mittens", "Biscuit"])
    h.begin()
    table = seated(app, Joining(h.url, h.code, name="Bea"))
    finish(app, table)

    entries, message = history.load_index()
    assert message is None and len(entries) == 1
    entry = entries[0]
    assert entry.network and entry.game_id == "exploding-kittens"
    assert [s.kind for s in entry.seats] == ["human", "cpu", "cpu"] and entry.seats[0].name == "Bea"
    seen, message = history.load_game(entry.uid)
    assert message is None and isinstance(seen, SeenGame) and seen.here == (0,)

    match = h.thread.call(lambda: h.table.match)
    rules = match.ruleset
    # The events: exactly what the host logged for this seat and for the public table.
    assert list(seen.feeds[0]) == [rules.redact(e, 0) for e in match.log]
    assert list(seen.feeds[SPECTATOR]) == [rules.redact(e, SPECTATOR) for e in match.log]
    assert seen.winners == match.result().winners
    # Every view kept is the one the rules give this seat (and the public table) at that point,
    # so the file holds nothing the seat could not see: its hand, public facts, what it learned.
    replay, codec = Replay.of_match(match), codec_for(rules)
    for n, views, _pending in seen.moments:
        state = replay.state_at(n)
        assert views[0] == codec.encode(rules.view(state, 0))
        assert views[SPECTATOR] == codec.encode(rules.view(state, SPECTATOR))
    # The other seats' dealt hands are not in the file: only "?" for each of their cards.
    raw = (storage.paths().history_dir / f"{entry.uid}.json").read_text("utf-8")
    dealt = json.loads(raw)["feeds"]["0"][0]
    assert dealt["type"] == "Dealt" and all(set(hand) == {"?"} for hand in dealt["hands"][1:])
    assert set(dealt["draw"]) == {"?"}
    assert "seed" not in json.loads(raw)

    # Counted once, as a network game, apart from the local counts.
    counted, _ = stats.load_stats()
    assert counted.network.played == 1 and counted.overall.played == 0
    assert counted.recent[-1].network and counted.network.wins == (0 in match.result().winners)
    assert stats.record_network(seen.uid, seen.game_id, seen.here, seen.winners) is None
    assert stats.load_stats()[0].network.played == 1


def test_a_network_record_written_by_hand_or_copied_as_a_proved_game_is_refused(keeping_app, host):
    app = keeping_app
    h = host("exploding-kittens", ["net", "easy"], ["Ann", "Mittens"])
    h.begin()
    finish(app, seated(app, Joining(h.url, h.code, name="Bea")))
    (entry,), _ = history.load_index()
    path = storage.paths().history_dir / f"{entry.uid}.json"
    data = json.loads(path.read_text("utf-8"))

    body = {k: v for k, v in data.items() if k != "sig"}
    for forged in ({**body, "sig": signing.sign("history", body)},  # signed as another kind of record
                   {**data, "winners": [1 - data["winners"][0]]},  # edited: another winner
                   body):  # written by hand
        path.write_text(json.dumps(forged))
        saved, message = history.load_game(entry.uid)
        assert saved is None and "not written by this game" in message
    assert history.load_game(entry.uid) == (None, "That game is no longer in the history.")


def test_the_replay_of_a_network_record_shows_only_the_seat_played_here(keeping_app, host):
    app = keeping_app
    h = host("exploding-kittens", ["net", "easy", "easy"], ["Ann", "Mittens", "Biscuit"])
    h.begin()
    finish(app, seated(app, Joining(h.url, h.code, name="Bea")))
    screen = HistoryScene(app)
    app.reset(screen)
    app.frame(1 / 30)
    words = [getattr(w, "words", "") for w in screen.group.widgets]
    assert any("Exploding Kittens over the network" in w for w in words)
    assert any("Shown as you saw it" in w for w in words)
    screen.watch(screen.entries[0])
    viewer = app.stack.top
    assert isinstance(viewer, ReplayScene)
    assert [v for v, _ in viewer.viewpoints()] == [0] and viewer.seen_as == 0
    viewer.set_viewpoint(FACE_UP)
    viewer.set_viewpoint(1)
    assert viewer.seen_as == 0  # nobody else's view, never every card face up
    # Played from the start to the end by keys: every stop shows the hand the seat was shown.
    match = h.thread.call(lambda: h.table.match)
    full = Replay.of_match(match)
    key(app, pygame.K_HOME)
    while viewer.position < len(viewer.replay):
        key(app, pygame.K_RIGHT)
        for _ in range(3):
            app.frame(1 / 30)
        if viewer.position in viewer.replay_stops and not viewer.moving():
            hand = sorted(match.ruleset.view(full.state_at(viewer.position), 0).hand)
            assert sorted(viewer.match.view(0).hand) == hand
    assert viewer.match.is_over()


def test_the_app_host_keeps_the_proved_game_seen_from_its_own_seat(keeping_app, host):
    app = keeping_app
    h = host("exploding-kittens", ["human", "easy", "easy"], ["Ann", "Mittens", "Biscuit"])
    h.begin()
    joining = h.join_here()
    end = time.monotonic() + 10
    while joining.poll() is None:
        assert time.monotonic() < end and joining.problem is None
        time.sleep(0.01)
    table = NetTableScene(app, joining.game, pace=0.05, host=h)
    app.push(table)
    finish(app, table)
    (entry,), message = history.load_index()
    saved, message = history.load_game(entry.uid)
    assert message is None and isinstance(saved, SavedGame) and saved.here == (0,)
    assert saved.to_match().log == h.thread.call(lambda: h.table.match.log)  # proved: the whole game
    assert entry.network
    counted, _ = stats.load_stats()
    assert counted.network.played == 1 and counted.overall.played == 0
    app.reset(HistoryScene(app))
    app.stack.top.watch(entry)
    viewer = app.stack.top
    assert [v for v, _ in viewer.viewpoints()] == [0]  # its own seat only: no other hand, no face up
    # Its export holds only that seat's view too.
    paths, message = history.export(saved)
    record = json.loads(paths[1].read_text("utf-8"))
    assert message is None and record["seat"] == 1 and "seed" not in record and "steps" not in record


def test_continue_reopens_the_table_the_app_hosted_after_it_was_killed(keeping_app):
    """The host's app is killed mid-game (SIGKILL). Continue on the title reopens the same table
    (same address, code and tokens); the person elsewhere comes back by themself, the game ends,
    and the host's history holds it whole."""
    import os
    import queue
    import subprocess
    import sys
    import threading
    from pathlib import Path

    from game.engine.feed import Link
    from game.net.player import play
    from game.net.seating import Ticket
    from game.ui.scenes.net_continue import ReopenScene

    here = Path(__file__).resolve()
    child = subprocess.Popen([sys.executable, str(here.parent / "net_host_child.py"), "6"], stdout=subprocess.PIPE,
                             text=True, cwd=here.parents[2],
                             env={**os.environ, "PYTHONUNBUFFERED": "1", "PYTHONPATH": str(here.parents[2])})
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=lambda: [lines.put(line) for line in child.stdout], daemon=True).start()
    try:
        info = json.loads(lines.get(timeout=60))
        bea = Joining(info["url"], info["code"], name="Bea", seat=1, give_up=10, keep_trying=120)
        end = time.monotonic() + 30
        while bea.poll() is None:
            assert bea.problem is None and time.monotonic() < end
            time.sleep(0.01)
        client = bea.clients[0]
        played: dict[str, bool] = {}
        threading.Thread(target=lambda: played.update(ok=play(client, "easy", timeout=300)), daemon=True).start()
        assert lines.get(timeout=90).strip() == "playing"
        child.kill()  # as a crash would: nothing closed, nothing said
        child.wait(10)
        assert client.wait(lambda c: c.link == Link.RECONNECTING, 20)
        before = client.count

        ticket = Ticket.load(hosted=True)
        assert ticket is not None and ticket.code == info["code"] and ticket.url == info["url"]
        app = keeping_app
        continue_from_title(app)
        app.frame(1 / 30)
        assert isinstance(app.stack.top, (ReopenScene, NetTableScene))
        end = time.monotonic() + 30
        while not isinstance(app.stack.top, NetTableScene):
            assert time.monotonic() < end, getattr(app.stack.top, "problem", "")
            app.frame(1 / 20)
            time.sleep(0.01)
        table = app.stack.top
        assert table.host is not None and table.host.url == info["url"] and table.humans == [0]
        assert client.wait(lambda c: c.link == Link.CONNECTED, 30)  # back by itself, same token
        finish(app, table)
        end = time.monotonic() + 60
        while "ok" not in played and time.monotonic() < end:
            time.sleep(0.05)
        assert played.get("ok")
        log = table.host.table.match.log
        rules = table.host.table.ruleset
        assert client.count > before and list(client.events) == [rules.redact(e, 1) for e in log]
        assert Ticket.load(hosted=True) is None  # over: nothing to continue
        (entry,), _ = history.load_index()
        saved, message = history.load_game(entry.uid)
        assert message is None and saved.here == (0,) and saved.to_match().log == log
        bea.close()
    finally:
        child.kill()
        child.wait(10)


def test_a_client_app_killed_and_rejoined_keeps_what_it_saw_before_and_counts_the_game_once(host):
    """The client's app dies mid-game; a new app takes the seat back from the title and finishes.
    Its history holds the game from the deal: the moments seen before the crash (kept on disk
    as it played) and after, each the view the rules give that seat there."""
    from game.net.seating import Ticket
    from game.settings import Settings
    from game.ui.app import App
    from game.ui.scenes.network import JoinScene
    from game.ui.scenes.title import TitleScene

    h = host("exploding-kittens", ["net", "easy", "easy"], ["Bea", "Mittens", "Biscuit"])
    h.begin()
    app = App(Settings(first_run_done=True), persist=True, fps=0)
    try:
        scene = JoinScene(app)
        app.push(scene)
        scene.address, scene.code, scene.name = h.url, h.code, "Bea"
        scene.join()
        end = time.monotonic() + 30
        while not isinstance(app.stack.top, NetTableScene):
            assert time.monotonic() < end
            app.frame(1 / 20)
            time.sleep(0.01)
        table = app.stack.top
        play_by_keys(app, table, until=lambda: len(table.feeds[0]) >= FEW)  # a few moves, kept on disk as it goes
        assert not table.over_shown
        from game.seen import merged_moments

        for client in table.game.feeds.values():  # the app dies: its connections just drop
            client._stop = True
            client.kill()
        for client in table.game.feeds.values():  # nothing more arrives: what it saw is settled
            client._thread.join(10)
        before = merged_moments({v: f.moments for v, f in table.game.feeds.items()}, table.game.main.moments)
        assert before
    finally:
        app.close()

    app = App(Settings(first_run_done=True), persist=True, fps=0)
    try:
        app.push(TitleScene(app))
        app.frame(1 / 30)
        assert app.stack.top.group.widgets[0].label.startswith("Rejoin Exploding Kittens at 127.0.0.1:")
        key(app, pygame.K_RETURN)
        end = time.monotonic() + 30
        while not isinstance(app.stack.top, NetTableScene):
            assert time.monotonic() < end
            app.frame(1 / 20)
            time.sleep(0.01)
        finish(app, app.stack.top)
        assert Ticket.load() is None
    finally:
        app.close()
    (entry,), _ = history.load_index()
    seen, message = history.load_game(entry.uid)
    match = h.thread.call(lambda: h.table.match)
    assert message is None and list(seen.feeds[0]) == [match.ruleset.redact(e, 0) for e in match.log]
    assert seen.moments[:len(before)] == before  # from where it sat down, though the app restarted
    replay, codec = Replay.of_match(match), codec_for(match.ruleset)
    for n, views, _pending in seen.moments:
        assert views[0] == codec.encode(match.ruleset.view(replay.state_at(n), 0))
    counted, _ = stats.load_stats()
    assert counted.network.played == 1


def test_statistics_show_network_games_apart_and_mark_them_in_the_recent_strip(keeping_app):
    from game.ui.scenes.statistics import StatisticsScene

    assert stats.record_network("a" * 32, "herding-cats", (1,), (1,)) is None
    assert stats.record_network("a" * 32, "herding-cats", (1,), (1,)) is None  # the same game: once
    assert stats.record_network("b" * 32, "herding-cats", (0, 1), (1,)) is None  # two people here: not counted
    counted, _ = stats.load_stats()
    assert (counted.network.played, counted.network.wins, counted.overall.played) == (1, 1, 0)
    scene = StatisticsScene(keeping_app)
    keeping_app.reset(scene)
    keeping_app.frame(1 / 30)
    words = [getattr(w, "words", "") for w in scene.group.widgets]
    assert "No games on this computer yet." in words
    assert any(w.startswith("Network games, counted apart: 1 played, 1 won, 0 lost") for w in words)
    assert scene.strip is not None and scene.strip._tag(counted.recent[-1]) == "HC*"
    assert any(w.endswith("; * a network game.") for w in words)
