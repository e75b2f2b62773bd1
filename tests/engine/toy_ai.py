"""CPU players for the toy games: Easy and Medium policies and Hard's search hooks, as a
family's `game/ai/<family>/table.py` would give them. `register()` adds them for a test."""

from __future__ import annotations

import random

from engine.toy_games import BIDS, BidsView, SnapView

from game.ai.games import GameAI, register_ai
from game.ai.ismcts import SearchHooks
from game.engine import Action

CLAIM, PASS = Action("claim"), Action("pass")


def snap_easy(view: SnapView, legal: list[Action], rng: random.Random) -> Action:
    """Claims half the time: slow hands."""
    return CLAIM if rng.random() < 0.5 else PASS


def snap_medium(view: SnapView, legal: list[Action], rng: random.Random) -> Action:
    """Always claims."""
    return CLAIM


def bids_easy(view: BidsView, legal: list[Action], rng: random.Random) -> Action:
    """Any bid."""
    return rng.choice(legal)


def bids_medium(view: BidsView, legal: list[Action], rng: random.Random) -> Action:
    """The bid that wins ties at best: the top bid, or the bottom one when the lowest wins."""
    best = max(BIDS) if view.wins == "highest" else min(BIDS)
    return Action("bid", position=best)


SNAP = GameAI(snap_easy, snap_medium, SearchHooks())
SEALED_BIDS = GameAI(bids_easy, bids_medium, SearchHooks(commit=bids_easy))


def register() -> None:
    register_ai("snap", SNAP)
    register_ai("sealed-bids", SEALED_BIDS)
