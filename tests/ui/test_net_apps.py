"""Network play between real apps, each in its own process, on 127.0.0.1 only.

The host is the app's own host (Network game, Host a table, its lobby, Start); the clients are
apps that join by the address and code typed into Join a table. In each process a person plays
by key presses posted into that app's real frame loop (tests/ui/app_proc.py). Every wait has a
cap, and every process is killed at the end of its test whatever happened.
"""

from __future__ import annotations

import resource
import time
from typing import Any

import pytest
from app_proc import AppProcess

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


def nopes_across(log: list[dict[str, Any]], people: set[int]) -> list[tuple[int, int]]:
    """(who Noped, whose play) for each Nope a person at a client played against another seat's play."""
    found, last_play = [], None
    for event in log:
        if event["type"] == "CardsPlayed":
            last_play = event["seat"]
        elif event["type"] == "Noped" and event["seat"] in people and last_play not in (None, event["seat"]):
            found.append((event["seat"], last_play))
    return found


def test_a_host_and_two_app_clients_play_exploding_kittens_with_a_nope_and_a_restart(apps):
    host = apps("host", **host_of("exploding-kittens", ["human", "net", "net"]))
    bea, cy = apps("bea", role="join"), apps("cy", role="join")
    lobby = host.expect("lobby", START)  # what the host's screen shows: its address and join code
    assert lobby["address"].startswith("127.0.0.1:")
    for client in (bea, cy):
        client.send("join", lobby["address"], lobby["code"])
    seats = {client.name: client.expect("seated", START)["seats"] for client in (bea, cy)}
    assert sorted(seats["bea"] + seats["cy"]) == [1, 2]  # one seat each, the host's person at seat 1
    assert host.expect("seated", START)["seats"] == [0]

    cy.expect("acted", GAME, where=lambda m: m["n"] >= 2)  # mid-game, after Cy has played twice
    assert not cy.reported("over")
    cy.kill()  # SIGKILL: the app dies with its connection; its seat waits for it at the host
    cy = apps("cy", role="join", rejoin=True)  # started again: Network game, Rejoin your table
    assert cy.expect("seated", START)["seats"] == seats["cy"]

    overs = {client.name: client.expect("over", GAME) for client in (host, bea, cy)}
    host.send("leave")  # the host's screen goes back to the title (its host stops) once all are done
    for client in (bea, cy):
        client.send("quit")
    for client in (host, bea, cy):
        assert client.finish(30) == 0

    log = overs["host"]["host_log"]
    assert log["kinds"] == ["human", "net", "net"]
    for name, (seat,) in (("host", [0]), *seats.items()):  # every screen held its seat's view of the host's log
        assert overs[name]["feeds"][str(seat)] == log["logs"][str(seat)], name
    assert overs["bea"]["winners"] == overs["cy"]["winners"] == overs["host"]["winners"] is not None
    assert nopes_across(log["logs"]["0"], {1, 2}), "no Nope was played across the network"
    back = [line for line in log["lines"] if f"seat {seats['cy'][0] + 1})" in line]
    assert any("dropped" in line for line in back) and any("is back" in line for line in back), log["lines"]


@pytest.mark.parametrize("families", [["imploding-kittens", "zombie-kittens", "herding-cats"], ["kombat-kittens"]],
                         ids=["imploding-zombie-herding", "kombat"])
def test_one_game_of_each_other_family_between_the_apps_host_and_an_app_client(apps, families):
    """A host app and a client app play a game of each family in turn (Kombat Kittens, the
    longest, on its own pair), a CPU at the host in the other seat; the host's screen watches."""
    host = apps("host", role="host", seed=SEED, games=[{"game": g, "kinds": ["net", "easy"]} for g in families])
    bea = apps("bea", role="join")
    for i, game in enumerate(families):
        lobby = host.expect("lobby", START, after=i)
        bea.send("join", lobby["address"], lobby["code"])
        seated = bea.expect("seated", START, after=i)
        assert seated["game"] == game and seated["seats"] == [0]
        over, mine = host.expect("over", GAME, after=i), bea.expect("over", GAME, after=i)
        host.send("leave")
        log = over["host_log"]["logs"]
        assert mine["feeds"]["0"] == log["0"], game  # the client's seat: the host's log as it may see it
        assert over["feeds"]["-2"] == log["-2"], game  # the host's screen watched the public table
        assert mine["winners"] == over["winners"] is not None
    bea.send("quit")
    for app in (host, bea):
        assert app.finish(30) == 0
