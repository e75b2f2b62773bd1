"""A game process to kill: plays random moves of a real Exploding Kittens match with an autosave.

Run as ``python journal_child.py <seed> <players> <delay>``. After every committed (fsynced)
action it prints the number of events on disk. The helpers are shared with the tests.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.engine import Match, get
from game.saves import Journal, Seat

GAME = "exploding-kittens"


def new_match(seed: int, players: int) -> Match:
    ruleset = get(GAME)
    return Match(ruleset, ruleset.configure(players), seed)


def seats(players: int) -> list[Seat]:
    return [Seat("You")] + [Seat(f"CPU {i}", "easy") for i in range(1, players)]


def random_step(match: Match, rng: random.Random) -> None:
    """One deterministic random action (sorted choices: the same in every process)."""
    seat = min(match.pending.seats)
    legal = sorted(match.legal_actions(seat), key=repr)
    match.act(seat, rng.choice(legal))


def main(argv: list[str]) -> int:
    seed, players, delay = int(argv[0]), int(argv[1]), float(argv[2])
    match = new_match(seed, players)
    journal = Journal.start(match, seats(players))
    print(journal.written, flush=True)
    rng = random.Random(seed)
    while not match.is_over():
        random_step(match, rng)
        print(journal.written, flush=True)
        time.sleep(delay)
    print("over", flush=True)
    time.sleep(60)  # wait to be killed
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
