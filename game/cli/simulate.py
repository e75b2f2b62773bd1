"""`simulate`: play many CPU-only games and report results, speed and rule checks."""

from __future__ import annotations

import multiprocessing
import random
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from ..ai.levels import LEVELS, make_bot
from ..ai.seeds import derived_seed, fresh_seed
from ..engine.actions import Action
from ..engine.arbiter import next_move
from ..engine.events import Event
from ..engine.match import Match
from ..engine.registry import get
from ..engine.ruleset import GameConfig
from .args import seat_levels
from .checks import check_replay, check_state
from .stats import timing_summary, wilson

# A game longer than this many actions counts as a violation: every game must end.
MAX_ACTIONS = 20_000
# Violations and errors kept word for word in a report.
KEEP_MESSAGES = 10


@dataclass
class Tally:
    """Results of a batch of games; batches from several processes add up."""

    games: int = 0
    wins: list[int] = field(default_factory=list)
    draws: int = 0
    actions: int = 0
    violations: int = 0
    errors: int = 0
    messages: list[str] = field(default_factory=list)
    decision_ms: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.wins = [a + b for a, b in zip(self.wins, other.wins, strict=True)] if self.wins else other.wins
        self.draws += other.draws
        self.actions += other.actions
        self.violations += other.violations
        self.errors += other.errors
        self.messages += other.messages[: KEEP_MESSAGES - len(self.messages)]
        for level, ms in other.decision_ms.items():
            self.decision_ms[level].extend(ms)


def parse_seats(spec: str | None, players: int | None) -> list[str]:
    """`easy,hard,...` (one per seat; it sets the player count) or one level for every seat."""
    return seat_levels(spec, players, "random", LEVELS)


def game_seed(seed: int, index: int) -> int:
    """Each game's own seed: results do not depend on how games are split over processes."""
    return seed * 1_000_003 + index


def play_game(
    game_id: str, config: GameConfig, seats: list[str], seed: int, check: bool, tally: Tally,
    think_ms: float | None = None, bot_seed: int | None = None,
) -> None:
    """Play one game to the end with CPU seats, adding what happened to `tally`.

    `seed` deals the game; the table's own random choices (the arbiter's picks of who answers
    next, the illegal-move probes) come from it through a one-way hash and reach no bot. The
    bots' seeds come from `bot_seed` alone (fresh when None), so they carry nothing about the deal.
    """
    ruleset = get(game_id)
    match = Match(ruleset, config, seed)
    rng = random.Random(derived_seed(seed, "table"))
    bot_seed = fresh_seed() if bot_seed is None else bot_seed
    bots = []
    for seat, level in enumerate(seats):
        bot = make_bot(level, seat, ruleset, derived_seed(bot_seed, "bot", seat), think_ms)
        bots.append(bot)
        for event in match.log:
            bot.observe(ruleset.redact(event, seat))
        match.subscribe(seat, _observer(bot))

    def choose(seat: int) -> Action:
        """`seat`'s bot answers from its own view; its thinking time is tallied."""
        legal = match.legal_actions(seat)
        start = time.perf_counter()
        action = bots[seat].choose(match.view(seat), legal)
        tally.decision_ms[seats[seat]].append((time.perf_counter() - start) * 1000)
        return action

    problems: list[str] = []
    actions = 0
    while (pending := match.pending) is not None:
        if actions >= MAX_ACTIONS:
            problems.append(f"no end after {MAX_ACTIONS} actions")
            break
        move = next_move(pending, rng, choose, ruleset.is_pass)
        match.act(move.seat, move.action)
        actions += 1
        if check:
            problems += check_state(match, rng)
            if problems:
                break
    if check and not problems:
        problems += check_replay(match)
    tally.games += 1
    tally.actions += actions
    if problems:
        tally.violations += len(problems)
        tally.messages += [f"game seed {seed}: {p}" for p in problems[:KEEP_MESSAGES]]
    result = match.result()
    if result is None or len(result.winners) != 1:
        tally.draws += result is not None
    else:
        tally.wins[result.winners[0]] += 1


def _observer(bot: Any):
    def observe(event: Event) -> None:
        bot.observe(event)

    return observe


def run_batch(args: tuple[str, GameConfig, list[str], int, int, list[int], bool, float | None]) -> Tally:
    game_id, config, seats, seed, bot_seed, indices, check, think_ms = args
    tally = Tally(wins=[0] * config.players)
    for index in indices:
        try:
            play_game(game_id, config, seats, game_seed(seed, index), check, tally, think_ms,
                      derived_seed(bot_seed, "game", index))
        except Exception as exc:  # a crash in one game must not hide the others
            tally.games += 1
            tally.errors += 1
            if len(tally.messages) < KEEP_MESSAGES:
                tally.messages.append(f"game seed {game_seed(seed, index)}: {type(exc).__name__}: {exc}")
    return tally


def simulate(
    game_id: str, players: int, games: int, seed: int, seats: str | None = None,
    options: dict[str, bool] | None = None, check: bool = False, jobs: int = 1,
    think_ms: float | None = None, bot_seed: int | None = None,
) -> dict[str, Any]:
    """Play `games` games and return the report (the JSON of `simulate --json`).

    `seed` deals the games; `bot_seed` seeds the CPUs, drawn fresh when None and reported, so a
    run repeats with both given and no CPU's random numbers say anything about a deal."""
    ruleset = get(game_id)
    config = ruleset.configure(players, options)
    levels = parse_seats(seats, players)
    jobs = max(1, min(jobs, games or 1))
    chunks = [list(range(j, games, jobs)) for j in range(jobs)]
    bot_seed = fresh_seed() if bot_seed is None else bot_seed
    batches = [(game_id, config, levels, seed, bot_seed, chunk, check, think_ms) for chunk in chunks]
    start = time.perf_counter()
    if jobs == 1:
        parts = [run_batch(batches[0])]
    else:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            parts = pool.map(run_batch, batches)
    seconds = time.perf_counter() - start
    total = Tally(wins=[0] * players)
    for part in parts:
        total.add(part)
    return {**report(game_id, config, levels, seed, total, seconds, jobs), "bot_seed": bot_seed}


def report(
    game_id: str, config: GameConfig, levels: list[str], seed: int, tally: Tally, seconds: float, jobs: int,
) -> dict[str, Any]:
    games = tally.games
    return {
        "game": game_id,
        "players": config.players,
        "options": config.options,
        "seats": levels,
        "seed": seed,
        "games": games,
        "wins": tally.wins,
        "draws": tally.draws,
        "win_rate": [round(w / games, 4) if games else 0.0 for w in tally.wins],
        "win_rate_ci95": [[round(x, 4) for x in wilson(w, games)] for w in tally.wins],
        "violations": tally.violations,
        "errors": tally.errors,
        "messages": tally.messages,
        "seconds": round(seconds, 3),
        "jobs": jobs,
        "games_per_second": round(games / seconds, 1) if seconds else 0.0,
        "actions_per_game": round(tally.actions / games, 1) if games else 0.0,
        "decision_ms": {level: timing_summary(ms) for level, ms in tally.decision_ms.items()},
    }


def format_report(rep: dict[str, Any]) -> str:
    """The report as a few lines for a person."""
    info = get(rep["game"]).info
    options = ", ".join(f"{k}={info.option(k).format(v)}" for k, v in rep["options"].items()) or "none"
    lines = [
        f"{rep['game']}: {rep['games']} games, {rep['players']} players, seed {rep['seed']}, "
        f"CPU seed {rep.get('bot_seed')}, options: {options}",
    ]
    for seat, level in enumerate(rep["seats"]):
        lo, hi = rep["win_rate_ci95"][seat]
        lines.append(
            f"  seat {seat} ({level}): {rep['wins'][seat]} wins, {rep['win_rate'][seat]:.1%} "
            f"(95% CI {lo:.1%} to {hi:.1%})"
        )
    if rep["draws"]:
        lines.append(f"  shared wins or draws: {rep['draws']}")
    lines.append(f"  violations: {rep['violations']}, errors: {rep['errors']}")
    lines += [f"    {m}" for m in rep["messages"]]
    lines.append(
        f"  {rep['seconds']} s on {rep['jobs']} process(es): {rep['games_per_second']} games/s, "
        f"{rep['actions_per_game']} actions per game"
    )
    for level, t in rep["decision_ms"].items():
        lines.append(f"  decision time, {level}: p50 {t['p50']} ms, p95 {t['p95']} ms, max {t['max']} ms")
    return "\n".join(lines)
