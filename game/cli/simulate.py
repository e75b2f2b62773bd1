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
from ..i18n import _, format_number, format_percent, ngettext
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
            problems.append(_("no end after {n} actions").format(n=format_number(MAX_ACTIONS)))
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
        tally.messages += [_("game seed {seed}: {problem}").format(seed=seed, problem=p)
                           for p in problems[:KEEP_MESSAGES]]
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
                tally.messages.append(_("game seed {seed}: {problem}").format(
                    seed=game_seed(seed, index), problem=f"{type(exc).__name__}: {exc}"))
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
    """The report as a few lines for a person, in the current language (CPU levels and options
    keep their ids, as they are typed)."""
    info = get(rep["game"]).info
    options = ", ".join(f"{k}={info.option(k).format(v)}" for k, v in rep["options"].items()) or _("none")
    # TRANSLATORS: the first line of simulate's report; {game} is a game's id, {games} "20 games", {players}
    # "3 players", {seed} and {bot_seed} numbers, {options} a list of name=value.
    lines = [_("{game}: {games}, {players}, seed {seed}, CPU seed {bot_seed}, options: {options}").format(
        game=rep["game"], games=ngettext("{n} game", "{n} games", rep["games"]).format(n=format_number(rep["games"])),
        players=ngettext("{n} player", "{n} players", rep["players"]).format(n=rep["players"]),
        seed=rep["seed"], bot_seed=rep.get("bot_seed"), options=options)]
    for seat, level in enumerate(rep["seats"]):
        lo, hi = rep["win_rate_ci95"][seat]
        wins = rep["wins"][seat]
        # TRANSLATORS: {level} is a CPU level's id (random, easy, medium, hard); {rate}, {low} and {high} are
        # percentages; "95% CI" is the 95% confidence interval.
        lines.append(ngettext("seat {seat} ({level}): {n} win, {rate} (95% CI {low} to {high})",
                              "seat {seat} ({level}): {n} wins, {rate} (95% CI {low} to {high})", wins).format(
            seat=seat, level=level, n=format_number(wins), rate=format_percent(rep["win_rate"][seat] * 100, 1),
            low=format_percent(lo * 100, 1), high=format_percent(hi * 100, 1)))
    if rep["draws"]:
        lines.append(_("shared wins or draws: {n}").format(n=format_number(rep["draws"])))
    lines.append(_("violations: {violations}, errors: {errors}").format(
        violations=format_number(rep["violations"]), errors=format_number(rep["errors"])))
    lines += [f"  {m}" for m in rep["messages"]]
    lines.append(ngettext("{seconds} s on {n} process: {speed} games/s, {actions} actions per game",
                          "{seconds} s on {n} processes: {speed} games/s, {actions} actions per game",
                          rep["jobs"]).format(
        seconds=format_number(rep["seconds"]), n=rep["jobs"], speed=format_number(rep["games_per_second"]),
        actions=format_number(rep["actions_per_game"])))
    for level, t in rep["decision_ms"].items():
        lines.append(_("decision time, {level}: p50 {p50} ms, p95 {p95} ms, max {max} ms").format(
            level=level, p50=format_number(t["p50"]), p95=format_number(t["p95"]), max=format_number(t["max"])))
    return "\n  ".join(lines)  # the lines after the first are indented
