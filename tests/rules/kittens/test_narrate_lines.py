"""The Kittens log's lines come from one table keyed by event class (narrate.LINES), and say
exactly what the isinstance chain it replaced said: every line of seeded games, as every seat
and the omniscient viewer read them, hashes to the digest recorded from the old code."""

import hashlib

from random_games import every_view, played_at_random

from game.rules.kittens import events as ev
from game.rules.kittens.narrate import LINES, describe

# Recorded from the isinstance chain: 81,436 lines over every event kind. Re-recorded with the same
# line code when a Defuse stopped ending every turn owed (issue 28), which changes the games; and
# again when a placed Imploding Kitten's line said "face up" (on top: for everyone, as it is seen);
# and when the lines became translatable sentences (issue 39): different cards played together read
# as a list ("Tacocat and Feral Cat", was "Tacocat + Feral Cat") and Feed the Dead played on oneself
# "on yourself" / "on themselves" (was "on you" / "on P1"); and when a resurrection's line said what the
# table, its panel and the rules say ("P1 brought P2 back to life!", was "back from the dead": 63 lines
# of 81,354, compared line by line). Every other line is unchanged.
BEFORE = "63eeea28bf73c4262f949d9c8fe87a2c087061b57c334304df9af2e7bebbd3ff"
TABLES = [("exploding-kittens", p, o) for p in (2, 3, 4, 5) for o in ({}, {"special_combos": True})]
TABLES += [("imploding-kittens", p, {}) for p in (2, 4, 6)]
TABLES += [("zombie-kittens", p, o) for p in (2, 3, 4, 5) for o in ({}, {"extended_set": True})]


def test_every_event_kind_has_its_own_line():
    assert set(LINES) == set(ev.ZOMBIE_EVENT_TYPES.values())


def test_the_lines_are_those_of_the_old_chain_for_every_kind_and_viewer(monkeypatch):
    for variable in ("LC_ALL", "LC_TIME", "LANG"):  # English lists as CLDR's plain "en" writes them
        monkeypatch.setenv(variable, "C")
    lines, kinds = [], set()
    for game_id, players, options in TABLES:
        names = [f"P{i}" for i in range(players)]
        for seed in range(4):
            for viewer, event in every_view(played_at_random(game_id, players, options, seed), players):
                kinds.add(type(event))
                lines.append(describe(event, names, viewer))
    assert kinds == set(ev.ZOMBIE_EVENT_TYPES.values())
    assert len(lines) == 81_354
    assert hashlib.sha256("\n".join(lines).encode()).hexdigest() == BEFORE
