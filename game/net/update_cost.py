"""What building a table's updates costs the host, measured without sockets (docs/host-profile.md).

`measure(games)` plays `games` seeded games of each game on a `Table` as a host drives it: three
network seats played by seeded random moves and an Easy CPU (Herding Cats: two and one), a
watcher, a made-up clock that moves `STEP` seconds a pass. Each pass does what a driver's pass
does: `tick`, the CPU's thinking (run at once, not timed), then every connection's update
(`message_for`, as `flush` asks it); then one network seat asked may act. It gives the CPU time
(`time.process_time`) of the updates and of `tick` per action applied, and the SHA-256 of every
byte of every update in order: the same games give the same digest, so a change that keeps the
digest changed nothing a client is sent. A measuring tool only: `serve` never imports it.

    python -m game.net.update_cost [GAMES]
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
import time
from typing import Any

from ..engine.match import Match
from ..engine.registry import all_games, get
from ..saves import SPECTATOR
from .table import Conn, Table, TableOptions

STEP = 0.25  # seconds of the made-up clock a driver's pass
SEED = 37_000  # the games' seeds are SEED, SEED + 1, ...
MAX_ACTIONS = 2_000  # a game still going after this many is cut short (and counted)


def _seats(game: str) -> list[str]:
    return ["net", "net", "easy"] if game == "herding-cats" else ["net", "net", "net", "easy"]


def _play(game: str, seed: int, digest: Any) -> tuple[int, float, float, bool]:
    """One seeded game: (actions applied, CPU seconds building updates, CPU seconds in `tick`,
    whether it ended)."""
    kinds = _seats(game)
    clock = [0.0]
    ruleset = get(game)
    table = Table(game, kinds, match=Match(ruleset, ruleset.configure(len(kinds), {}), seed),
                  table_options=TableOptions(cpu_delay=0.2), clock=lambda: clock[0])
    rng = table.rng = random.Random(seed)  # reaction times and the network seats' moves
    for seat, place in enumerate(table.places):
        place.seed = seed * 10 + seat
    actions = [0]
    table.match.after_action(lambda _step: actions.__setitem__(0, actions[0] + 1))
    conns = [Conn(seat, lambda _m: None, lambda _why: None) for seat in (*range(len(kinds)), SPECTATOR)]
    table.conns = conns
    for conn in conns:
        table.resume(conn, None, False)
    building = ticking = 0.0
    while not table.finished and actions[0] < MAX_ACTIONS:
        clock[0] += STEP
        now = clock[0]
        started = time.process_time()
        table.tick(now)
        ticking += time.process_time() - started
        for job in table.jobs():
            table.job_done(job, job.run())
        started = time.process_time()
        messages = [table.message_for(conn, now) for conn in conns]
        building += time.process_time() - started
        for message in messages:
            if message is not None:
                digest.update(message.encode())
        pending = table.match.pending
        people = sorted(s for s in pending.seats if table.places[s].kind == "net") if pending else []
        if people:
            seat = rng.choice(people)
            table.act(seat, rng.choice(table.match.legal_actions(seat)), len(table.match.log))
    return actions[0], building, ticking, table.finished


def measure(games: int = 20) -> dict[str, Any]:
    """`games` seeded games of each game: ms of CPU per action building every connection's
    update and in `tick`, and the SHA-256 of every update's bytes."""
    digest = hashlib.sha256()
    actions, building, ticking, unfinished = 0, 0.0, 0.0, 0
    for ruleset in all_games():
        for seed in range(SEED, SEED + games):
            a, b, t, ended = _play(ruleset.info.id, seed, digest)
            actions, building, ticking, unfinished = actions + a, building + b, ticking + t, unfinished + (not ended)
    return {"games": games * len(all_games()), "unfinished": unfinished, "actions": actions,
            "updates_ms_per_action": round(building * 1000 / actions, 4),
            "tick_ms_per_action": round(ticking * 1000 / actions, 4), "sha256": digest.hexdigest()}


if __name__ == "__main__":
    print(json.dumps(measure(int(sys.argv[1]) if len(sys.argv) > 1 else 20)))
