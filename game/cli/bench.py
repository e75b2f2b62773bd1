"""`bench`: speed figures, printed. Benchmarks inform; they never pass or fail."""

from __future__ import annotations

import random
import statistics
import subprocess
import sys
import time
from typing import Any

from ..ai.levels import LEVELS
from ..engine.errors import ConfigError
from ..engine.match import Match
from ..engine.registry import get
from .package import built_executable, folder_size_mb, run_smoke
from .simulate import simulate


def random_games_per_second(game_id: str, players: int, options: dict[str, bool], games: int, runs: int) -> float:
    """Median over `runs` of full random games per second, on this one core."""
    ruleset = get(game_id)
    config = ruleset.configure(players, options)
    rates = []
    for run in range(runs):
        rng = random.Random(run)
        start = time.perf_counter()
        for g in range(games):
            match = Match(ruleset, config, run * 100_000 + g)
            while (pending := match.pending) is not None:
                seat = rng.choice(sorted(pending.seats))
                match.act(seat, rng.choice(match.legal_actions(seat)))
        rates.append(games / (time.perf_counter() - start))
    return statistics.median(rates)


def bench(quick: bool = False) -> dict[str, Any]:
    games, runs = (40, 3) if quick else (300, 5)
    figures: dict[str, Any] = {"random_play": {}}
    tables = [
        ("exploding-kittens", 4, {}), ("exploding-kittens", 2, {}),
        ("imploding-kittens", 4, {}), ("imploding-kittens", 2, {}),
    ]
    for game_id, players, options in tables:
        rate = random_games_per_second(game_id, players, options, games, runs)
        figures["random_play"][f"{game_id}/{players}p"] = round(rate, 1)
    figures["startup"] = startup_figures()
    if "hard" in LEVELS:
        rep = simulate("exploding-kittens", 4, 4 if quick else 20, 1, "hard,medium,medium,medium",
                       {"big_hands": True})
        figures["hard_decision_ms"] = rep["decision_ms"].get("hard", {})
    return figures


def startup_figures() -> dict[str, Any]:
    """Launch to first frame, from source and (if built) from the packaged app; its size."""
    out: dict[str, Any] = {}
    try:
        out["source_ms"] = run_smoke([sys.executable, "-m", "game"]).get("startup_ms")
        exe = built_executable()
        if exe.is_file():  # built by `python -m game package`
            out["packaged_ms"] = run_smoke([str(exe)]).get("startup_ms")
            out["packaged_size_mb"] = folder_size_mb(exe.parent)
    except (OSError, RuntimeError, ConfigError, subprocess.TimeoutExpired) as exc:
        out["error"] = str(exc)
    return out


def format_bench(figures: dict[str, Any]) -> str:
    lines = ["Random play, full games per second (median of runs, one core):"]
    lines += [f"  {table}: {rate}" for table, rate in figures["random_play"].items()]
    start = figures.get("startup", {})
    if "source_ms" in start:
        lines.append(f"Launch to first frame: from source {start['source_ms']} ms")
    if "packaged_ms" in start:
        lines.append(f"Launch to first frame: packaged {start['packaged_ms']} ms ({start['packaged_size_mb']} MB)")
    if "error" in start:
        lines.append(f"Start-up could not be measured: {start['error']}")
    if "hard_decision_ms" in figures:
        t = figures["hard_decision_ms"]
        lines.append(f"Hard CPU decision time: p50 {t['p50']} ms, p95 {t['p95']} ms, max {t['max']} ms")
    return "\n".join(lines)
