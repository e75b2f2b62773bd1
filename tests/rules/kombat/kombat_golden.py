"""Golden traces of seeded Kombat Kittens games (see tests/rules/golden_trace.py).

The rules may be made faster, never different: the digests recorded from the code as it was
(`golden_traces.json`) must come out the same. `PYTHONPATH=tests/rules python
tests/rules/kombat/kombat_golden.py` rewrites the file (only when the rules are meant to change).
Re-recorded for issue 28's dead game: the views gained its public count (quiet_turns, card_shown);
every game's actions and events were checked unchanged (none of these 200 games goes dead).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from golden_trace import digest, mixed, random_policy

from game.ai.kombat.easy import easy_policy
from game.ai.kombat.medium import medium_policy
from game.engine import get

GAMES = 200
FILE = Path(__file__).with_name("golden_traces.json")


def trace(index: int) -> str:
    """The digest of seeded game `index` (2-5 players; random, Easy and Medium seats mixed)."""
    rules = get("kombat-kittens")
    players = 2 + index % 4
    policies = mixed((random_policy, easy_policy, medium_policy), index, players)
    return digest(rules, rules.configure(players), 7000 + index, policies, random.Random(index))


def record() -> None:
    FILE.write_text(json.dumps([trace(i) for i in range(GAMES)], indent=0) + "\n")


if __name__ == "__main__":
    record()
