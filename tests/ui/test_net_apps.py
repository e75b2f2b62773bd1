"""Network play between real apps, each in its own process, on 127.0.0.1 only.

The host is the app's own host (Network game, Host a table, its lobby, Start); the clients are
apps that join by the address and code typed into Join a table. In each process a person plays
by key presses posted into that app's real frame loop (tests/ui/app_proc.py). At the end each
app's history (read from its home as the app reads it) is compared with the host's log. Every
wait has a cap, and every process is killed at the end of its test whatever happened.
"""

from __future__ import annotations

import resource
import time
from pathlib import Path
from typing import Any

import pytest
from app_proc import AppProcess

from game import history
from game.engine.events import EVERYONE
from game.saves import SPECTATOR, SavedGame
from game.seen import SeenGame

SEED = 5  # the host's deals repeat (the order in which the clients sit may vary)
START = 60.0  # seconds an app may take to start and reach a screen (a busy machine)
GAME = 240.0  # seconds a whole game may take


@pytest.fixture
def apps(tmp_path):
    """Start apps, each with its own home (an app started again with the same name keeps it);
    every one still running is killed afterwards. Prints their CPU time."""
    made: list[AppProcess] = []
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.monotonic()

    def start(name: str, **config: Any) -> AppProcess:
        app = AppProcess(tmp_path / name, name=name, **config).start()
        made.append(app)
        return app

    yield start
    for app in made:
        app.close()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    print(f"\n{len(made)} app processes: {cpu:.1f} s CPU, {time.monotonic() - started:.1f} s wall")


def host_of(game: str, kinds: list[str], **more: Any) -> dict[str, Any]:
    return {"role": "host", "seed": SEED, "games": [{"game": game, "kinds": kinds}], **more}


def kept(home: Path, monkeypatch) -> list[Any]:
    """The games in the history of the app whose home is `home`, newest first, read as that app reads them."""
    monkeypatch.setenv("NINE_LIVES_HOME", str(home))
    entries, message = history.load_index()
    assert message is None, message
    games = [history.load_game(entry.uid) for entry in entries]
    assert all(game is not None for game, _ in games), [message for _, message in games]
    return [game for game, _ in games]


def views(hosted: SavedGame) -> dict[str, list[dict[str, Any]]]:
    """The log of a game in the host's history as each seat, a watcher and everyone see it (JSON)."""
    match = hosted.to_match()
    seats = [*range(match.config.players), SPECTATOR, EVERYONE]
    return {str(s): [match.ruleset.redact(e, s).to_json() for e in match.log] for s in seats}


def agree(logs: dict[str, list[dict[str, Any]]], seen: dict[int, SeenGame], winners: list[int]) -> None:
    """Each client's history holds its seat's view of the host's log, and the public table's."""
    for seat, game in seen.items():
        assert isinstance(game, SeenGame) and game.here == (seat,)
        for viewer in (seat, SPECTATOR):
            assert [e.to_json() for e in game.feeds[viewer]] == logs[str(viewer)], (seat, viewer)
        assert list(game.winners) == winners


def nopes_across(log: list[dict[str, Any]], people: set[int]) -> list[tuple[int, int]]:
    """(who Noped, whose play) for each Nope a person at a client played against another seat's play."""
    found, last_play = [], None
    for event in log:
        if event["type"] == "CardsPlayed":
            last_play = event["seat"]
        elif event["type"] == "Noped" and event["seat"] in people and last_play not in (None, event["seat"]):
            found.append((event["seat"], last_play))
    return found


def test_a_host_and_two_app_clients_play_exploding_kittens_with_a_nope_and_a_restart(apps, monkeypatch):
    host = apps("host", **host_of("exploding-kittens", ["human", "net", "net"]))
    bea, cy = apps("bea", role="join"), apps("cy", role="join")
    lobby = host.expect("lobby", START)  # what the host's screen shows: its address and join code
    assert lobby["address"].startswith("127.0.0.1:")
    bea.send("join", lobby["invite"])  # pasted: the host's certificate checked by its fingerprint
    cy.send("join", lobby["address"], lobby["code"])  # typed: taken on trust (Join anyway), then held
    seats = {client.name: client.expect("seated", START)["seats"] for client in (bea, cy)}
    assert sorted(seats["bea"] + seats["cy"]) == [1, 2]  # one seat each, the host's person at seat 1
    assert host.expect("seated", START)["seats"] == [0]

    cy.expect("acted", GAME, where=lambda m: m["n"] >= 2)  # mid-game, after Cy has played twice
    assert not cy.reported("over")
    cy.kill()  # SIGKILL: the app dies with its connection; its seat waits for it at the host
    cy = apps("cy", role="join", rejoin=True)  # started again: the title's "Rejoin Exploding Kittens at ..."
    assert cy.expect("seated", START)["seats"] == seats["cy"]

    overs = {client.name: client.expect("over", GAME) for client in (host, bea, cy)}
    for client in (bea, cy, host):  # the host last: leaving its table stops its host
        client.send("leave")
        overs[client.name] = {**overs[client.name], **client.expect("left", START)}
    for client in (bea, cy):
        client.send("quit")
    for client in (host, bea, cy):
        assert client.finish(30) == 0

    log = overs["host"]["host_log"]
    assert log["kinds"] == ["human", "net", "net"]
    for name, (seat,) in (("host", [0]), *seats.items()):  # every screen held its seat's view of the host's log
        assert overs[name]["feeds"][str(seat)] == log["logs"][str(seat)], name
    assert overs["bea"]["winners"] == overs["cy"]["winners"] == overs["host"]["winners"] is not None
    back = [line for line in log["lines"] if f"seat {seats['cy'][0] + 1})" in line]
    assert any("dropped" in line for line in back) and any("is back" in line for line in back), log["lines"]

    # the histories: the host's holds the game it hosted (its seat played here), each client's its
    # seat's view of that game (the restarted app's too), all as the host's log says
    (hosted,) = kept(host.home, monkeypatch)
    assert isinstance(hosted, SavedGame) and hosted.here == (0,)
    kept_log = views(hosted)
    assert all(kept_log[seat] == log["logs"][seat] for seat in log["logs"])  # the game the host played
    agree(kept_log, {seats[name][0]: kept(app.home, monkeypatch)[0] for name, app in (("bea", bea), ("cy", cy))},
          overs["host"]["winners"])
    assert nopes_across(kept_log[str(EVERYONE)], {1, 2}), "no Nope was played across the network"


@pytest.mark.parametrize("families", [["imploding-kittens", "zombie-kittens", "herding-cats"], ["kombat-kittens"]],
                         ids=["imploding-zombie-herding", "kombat"])
def test_one_game_of_each_other_family_between_the_apps_host_and_an_app_client(apps, families, monkeypatch):
    """A host app and a client app play a game of each family in turn (Kombat Kittens, the
    longest, on its own pair), a CPU at the host in the other seat. The host's screen only
    watches, so its history keeps nothing; the client's history holds its seat's view of the
    host's log (as the host's process had it at the end)."""
    host = apps("host", role="host", seed=SEED, games=[{"game": g, "kinds": ["net", "easy"]} for g in families])
    bea = apps("bea", role="join")
    overs: list[tuple[dict[str, Any], dict[str, Any]]] = []
    for i, game in enumerate(families):
        lobby = host.expect("lobby", START, after=i)
        bea.send("join", lobby["invite"])
        seated = bea.expect("seated", START, after=i)
        assert seated["game"] == game and seated["seats"] == [0]
        ends = {app.name: app.expect("over", GAME, after=i) for app in (host, bea)}
        for app in (bea, host):  # the host last: leaving its table stops its host
            app.send("leave")
            ends[app.name] = {**ends[app.name], **app.expect("left", START, after=i)}
        over, mine = ends["host"], ends["bea"]
        overs.append((over, mine))
        log = over["host_log"]["logs"]
        assert mine["feeds"]["0"] == log["0"], game  # the client's seat: the host's log as it may see it
        assert over["feeds"]["-2"] == log["-2"], game  # the host's screen watched the public table
        assert mine["winners"] == over["winners"] is not None
    bea.send("quit")
    for app in (host, bea):
        assert app.finish(30) == 0
    seen = {game.game_id: game for game in kept(bea.home, monkeypatch)}  # the client's history
    assert sorted(seen) == sorted(families)
    for game, (over, _) in zip(families, overs, strict=True):
        agree(over["host_log"]["logs"], {0: seen[game]}, over["winners"])
