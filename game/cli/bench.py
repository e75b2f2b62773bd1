"""`bench`: speed figures, printed. Benchmarks inform; they never pass or fail."""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from typing import Any

from ..ai.games import ai_for, has_ai
from ..ai.hard import HardBot
from ..ai.ismcts import Budget, Prune
from ..ai.levels import LEVELS
from ..engine.actions import Action
from ..engine.errors import ConfigError
from ..engine.match import Match
from ..engine.registry import all_games, get
from ..engine.ruleset import Ruleset
from ..i18n import _, format_number
from ..replay import Replay, jump_times
from .package import built_executable, folder_size_mb, run_smoke
from .simulate import simulate


@dataclass(frozen=True, slots=True)
class Sizes:
    """How much each figure measures: random games per run and runs, Hard's games against
    Medium (and its thinking time, None for its default), playout positions and playouts in
    each, Quick games for pacing."""

    games: int = 300
    runs: int = 5
    hard_games: int = 10
    think_ms: float | None = None
    positions: int = 8
    playouts: int = 60
    pacing_games: int = 12


FULL = Sizes()
QUICK = Sizes(games=40, runs=3, hard_games=2, positions=3, playouts=30, pacing_games=4)


def random_games_per_second(game_id: str, players: int, options: dict[str, bool], games: int, runs: int) -> float:
    """Median over `runs` of full random games per second, on this one core."""
    return random_play_rates(game_id, players, options, games, runs)[0]


def random_play_rates(game_id: str, players: int, options: dict[str, bool], games: int,
                      runs: int) -> tuple[float, float]:
    """Median over `runs` of full random games per second: by the clock, and by this process's
    CPU time (which other processes on a loaded machine hardly change)."""
    ruleset = get(game_id)
    config = ruleset.configure(players, options)
    rates, cpu_rates = [], []
    for run in range(runs):
        rng = random.Random(run)
        start, cpu = time.perf_counter(), time.process_time()
        for g in range(games):
            random_match(ruleset, config, run * 100_000 + g, rng)
        rates.append(games / (time.perf_counter() - start))
        cpu_rates.append(games / max(1e-9, time.process_time() - cpu))
    return statistics.median(rates), statistics.median(cpu_rates)


def search_positions(ruleset: Ruleset, players: int, count: int, prune: Prune | None = None) -> list[tuple[Match, int]]:
    """`count` seeded positions of random play, each with a seat to act that has a choice
    (one the search weighs: more than one move left after `prune`)."""
    config = ruleset.configure(players, {})
    rng = random.Random(0)
    found: list[tuple[Match, int]] = []
    for seed in range(10_000, 10_000 + 50 * count):
        match, stop = Match(ruleset, config, seed), rng.randrange(1, 60)
        while len(found) < count and (pending := match.pending) is not None:
            seat = rng.choice(sorted(pending.seats))
            legal = match.legal_actions(seat)
            if len(match.steps) >= stop and _weighs(match, seat, legal, prune):
                found.append((match, seat))
                break
            match.act(seat, rng.choice(legal))
        if len(found) == count:
            break
    return found


def _weighs(match: Match, seat: int, legal: list[Action], prune: Prune | None) -> bool:
    """Whether Hard's search weighs more than one move here (as `Search.start` prunes)."""
    return len(legal) > 1 and (prune is None or len(prune(match.view(seat), legal) or legal) > 1)


def playouts_per_second(ruleset: Ruleset, players: int, positions: int, playouts: int) -> dict[str, float]:
    """Hard's search speed: playouts per second of its real search (the game's hooks and
    beliefs) with a fixed number of playouts and no time cap, in seeded positions of random
    play; by the clock and by CPU time."""
    hooks = ai_for(ruleset).hooks
    budget = Budget(iterations=playouts, per_move=playouts, min_iterations=playouts, max_ms=1e12)
    done, seconds, cpu = 0, 0.0, 0.0
    for index, (match, seat) in enumerate(search_positions(ruleset, players, positions, hooks.prune)):
        bot = HardBot(seat, ruleset, hooks, seed=index, budget=budget)
        for event in match.log:
            bot.observe(ruleset.redact(event, seat))
        start, cpu_start = time.perf_counter(), time.process_time()
        bot.start(match.view(seat), match.legal_actions(seat))
        while not bot.step(1e9):
            pass
        done += bot.search.iterations  # type: ignore[union-attr]
        bot.best()
        seconds += time.perf_counter() - start
        cpu += time.process_time() - cpu_start
    return {"players": players, "playouts": done, "per_second": round(done / max(seconds, 1e-9), 1),
            "per_cpu_second": round(done / max(cpu, 1e-9), 1)}


def random_match(ruleset: Any, config: Any, seed: int, rng: random.Random) -> Match:
    """One whole game of random play: a seat the decision waits for, then one of its legal
    actions, each uniformly at random (scaled from `rng.random()`: `choice` would cost the
    random player a fifth of the time it measures)."""
    match = Match(ruleset, config, seed)
    pick = rng.random
    while (pending := match.pending) is not None:
        seats = pending.seats
        if len(seats) == 1:
            (seat,) = seats
        else:
            ordered = sorted(seats)
            seat = ordered[int(pick() * len(ordered))]
        legal = match.legal_actions(seat)
        match.act(seat, legal[int(pick() * len(legal))])
    return match


LONG_GAME = "kombat-kittens/long-game"  # the replay figures' key for jumps in a game of 1,000+ events


def replay_jumps(games: int = 10, jumps: int = 200, frames: bool = True) -> dict[str, dict[str, Any]]:
    """Milliseconds of a jump in the replay viewer (`game.replay.jump_times`): for every registered
    game, random jumps in the longest of `games` random games at its most players; then jumps to
    every turn of a game of at least 1,000 events (no random game is that long: Kombat Kittens at
    5 players whose seats forfeit about half the battle rounds they may, a legal finished game,
    the longest of `games` seeds), and with `frames` each of those jumps with the viewer's first
    frame drawn after it at 1920x1080."""
    out = {}
    for ruleset in all_games():
        config = ruleset.configure(ruleset.info.max_players, {})
        rng = random.Random(0)
        match = max((random_match(ruleset, config, seed, rng) for seed in range(games)), key=lambda m: len(m.log))
        times = jump_times(Replay.of_match(match), jumps)
        out[ruleset.info.id] = {"events": len(match.log), **{k: round(v, 2) for k, v in times.items()}}

    def forfeiting(seed: int) -> Match:
        """A Kombat game where a seat that may forfeit a round does so about half the time."""
        rules = get("kombat-kittens")
        match, rng = Match(rules, rules.configure(rules.info.max_players, {}), seed), random.Random(seed)
        while (pending := match.pending) is not None and len(match.log) < 20_000:
            seat = rng.choice(sorted(pending.seats))
            legal = match.legal_actions(seat)
            give_up = [a for a in legal if a.kind == "forfeit"]
            match.act(seat, give_up[0] if give_up and rng.random() < 0.5 else rng.choice(legal))
        return match

    long = max((forfeiting(seed) for seed in range(max(games, 8))), key=lambda m: (m.is_over(), len(m.log)))
    replay = Replay.of_match(long)
    turns = [replay.turn_start(t) for t in range(1, replay.turns + 1)]
    random.Random(1).shuffle(turns)
    what = f"kombat-kittens, a long game, each of its {len(turns)} turns in random order"
    times = jump_times(replay, targets=turns)
    out[LONG_GAME] = {"what": what, "events": len(long.log), "turns": len(turns),
                      **{k: round(v, 2) for k, v in times.items()}}
    if frames:
        from ..ui.scenes.replay import jump_frame_times  # starts pygame headless: only when measuring

        drawn = jump_frame_times(long, turns)
        out[f"{LONG_GAME}/drawn"] = {"what": f"{what}, with the first frame drawn at 1920x1080",
                                     "events": len(long.log), "turns": len(turns),
                                     **{k: round(v, 2) for k, v in drawn.items()}}
    return out


def bench(quick: bool = False, sizes: Sizes | None = None) -> dict[str, Any]:
    """Every figure, as one JSON-ready dict (`bench --json`; README lists the keys): every
    registered game's random play at 2 and 4 players (as its range allows), by the clock and
    by CPU time; where the game has CPUs, Hard's playouts per second and its decision times
    against Medium ones; replay jumps, start-up and pacing; and the machine's load."""
    sizes = sizes or (QUICK if quick else FULL)
    quick = sizes != FULL
    figures: dict[str, Any] = {"machine": machine(), "random_play": {}, "random_play_cpu": {},
                               "playouts_per_second": {}, "hard_decision_ms": {}}
    for ruleset in all_games():
        info = ruleset.info
        counts = sorted({max(info.min_players, min(p, info.max_players)) for p in (2, 4)}, reverse=True)
        for players in counts:
            rate, cpu_rate = random_play_rates(info.id, players, {}, sizes.games, sizes.runs)
            figures["random_play"][f"{info.id}/{players}p"] = round(rate, 1)
            figures["random_play_cpu"][f"{info.id}/{players}p"] = round(cpu_rate, 1)
        if "hard" in LEVELS and has_ai(ruleset):
            figures["playouts_per_second"][info.id] = playouts_per_second(
                ruleset, counts[0], sizes.positions, sizes.playouts)
            seats = ",".join(["hard"] + ["medium"] * (counts[0] - 1))
            rep = simulate(info.id, counts[0], sizes.hard_games, 1, seats, think_ms=sizes.think_ms, bot_seed=1)
            figures["hard_decision_ms"][info.id] = rep["decision_ms"].get("hard", {})
    figures["replay_jump_ms"] = replay_jumps(3 if quick else 30)
    figures["startup"] = startup_figures()
    from ..ui.pacing import quick_game_waits  # starts pygame headless: only when measuring

    figures["pacing"] = quick_game_waits(games=sizes.pacing_games)
    from ..net.measure import network_figures  # starts a host and clients on 127.0.0.1 only

    figures["network"] = network_figures(quick)
    figures["machine"]["load_after"] = _load()
    return figures


def machine() -> dict[str, Any]:
    """What the figures were measured on: cores, and the load average (other processes slow
    the clock figures; the CPU-time ones hardly change)."""
    return {"python": sys.version.split()[0], "cores": os.cpu_count(), "load_before": _load()}


def _load() -> float | None:
    """The one-minute load average, where the system has one."""
    try:
        return round(os.getloadavg()[0], 2)
    except (AttributeError, OSError):
        return None


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
    """The figures as lines for a person, in the current language (games and tables by their ids)."""
    lines = [_("Random play, full games per second (median of runs, one core; by CPU time in brackets):")]
    cpu = figures.get("random_play_cpu", {})
    lines += [f"  {table}: {_number(rate)}" + (f" ({_number(cpu[table])})" if table in cpu else "")
              for table, rate in figures["random_play"].items()]
    for game_id, p in figures.get("playouts_per_second", {}).items():
        lines.append(_("Hard's playouts per second, {game} ({players} players, {playouts} playouts): {rate} "
                       "({cpu_rate} by CPU time)").format(
            game=game_id, players=p["players"], playouts=_number(p["playouts"]), rate=_number(p["per_second"]),
            cpu_rate=_number(p["per_cpu_second"])))
    load = figures.get("machine", {})
    if load.get("load_before") is not None:
        lines.append(_("Machine: {cores} cores, load average {before} before, {after} after").format(
            cores=load["cores"], before=_number(load["load_before"]), after=_number(load.get("load_after"))))
    start = figures.get("startup", {})
    if "source_ms" in start:
        lines.append(_("Launch to first frame: from source {ms} ms").format(ms=_number(start["source_ms"])))
    if "packaged_ms" in start:
        lines.append(_("Launch to first frame: packaged {ms} ms ({size} MB)").format(
            ms=_number(start["packaged_ms"]), size=_number(start["packaged_size_mb"])))
    if "error" in start:
        lines.append(_("Start-up could not be measured: {reason}").format(reason=start["error"]))
    for game_id, t in figures.get("hard_decision_ms", {}).items():
        if t:
            lines.append(_("Hard CPU decision time, {game}: p50 {p50} ms, p95 {p95} ms, max {max} ms").format(
                game=game_id, p50=_number(t["p50"]), p95=_number(t["p95"]), max=_number(t["max"])))
    for game_id, j in figures.get("replay_jump_ms", {}).items():
        lines.append(_("Replay jump to a random point, {what} ({events} events): mean {mean} ms, max {max} ms").format(
            what=j.get("what", game_id), events=_number(j["events"]), mean=_number(j["mean_ms"]),
            max=_number(j["worst_ms"])))
    pace = figures.get("pacing")
    if pace:
        # TRANSLATORS: {median} and {p90} are seconds, {waits} and {games} counts; the CPUs are "Medium" CPUs.
        shapes = ((_("Wait from your draw to your next turn, nothing to answer (Quick game, 3 Medium CPUs, default "
                     "speed): median {median} s, p90 {p90} s ({waits} waits, {games} games)"), pace),
                  (_("Wait from your draw to your next turn, keeping a Nope (Quick game, 3 Medium CPUs, default "
                     "speed): median {median} s, p90 {p90} s ({waits} waits, {games} games)"),
                   pace.get("keeps_a_nope")))
        for words, p in shapes:
            if p:
                line = words.format(median=_number(p["median_s"]), p90=_number(p["p90_s"]),
                                    waits=_number(p["waits"]), games=_number(p["games"]))
                if p.get("stalled"):
                    line += " " + _("({n} stalled)").format(n=_number(p["stalled"]))
                lines.append(line)
    net = figures.get("network")
    if net:
        rt, size, back = net["round_trip_ms"], net["bytes_per_client_per_game"], net["reconnect_to_resynced_ms"]
        lines.append(_("Network, 127.0.0.1, TLS: action round trip p50 {p50} ms, p99 {p99} ms; {bytes} bytes per "
                       "client per 4-player Exploding Kittens game (max {max}); reconnect to resynced p50 {back} ms"
                       ).format(
            p50=_number(rt["p50_ms"]), p99=_number(rt["p99_ms"]), bytes=_number(size["mean_bytes"]),
            max=_number(size["max_bytes"]), back=_number(back["p50_ms"])))
        rt, size = net.get("round_trip_ms_plain"), net.get("bytes_per_client_per_game_plain")
        if rt and size:
            lines.append("  " + _("the same in plain ws:// (--no-tls): round trip p50 {p50} ms, p99 {p99} ms; {bytes} "
                                  "bytes per client per game (max {max})").format(
                p50=_number(rt["p50_ms"]), p99=_number(rt["p99_ms"]), bytes=_number(size["mean_bytes"]),
                max=_number(size["max_bytes"])))
        for t in net["tables"]:
            line = _("{tables} tables, --workers {workers}: round trip p50 {p50} ms, p99 {p99} ms ({actions} actions; "
                     "host CPU {host} ms per action, of which its CPU players' thinking {players}; {kb} KB per table; "
                     "the busiest client process used {busiest} of a core; the host's threads waited {waited} s "
                     "a second for a core; load {load})").format(
                tables=t["tables"], workers=t.get("workers", 1), p50=_number(t["p50_ms"]), p99=_number(t["p99_ms"]),
                actions=_number(t["actions"]), host=_number(t.get("host_cpu_ms_per_action")),
                players=_number(t.get("cpu_players_ms_per_action")), kb=_number(t.get("kb_per_table")),
                busiest=_number(t.get("client_busiest_core")), waited=_number(t.get("host_waited_cores")),
                load=_number(t.get("load")))
            if t.get("client_bound"):
                line += " " + _("(client-bound: a client process was near a full core, so these round trips may be "
                                "the clients')")
            lines.append("  " + line)
        for workers, tables in net["tables_under_50ms_p99"].items():
            lines.append("  " + _("tables kept under 50 ms p99 with --workers {workers}: {tables}").format(
                workers=workers, tables=tables))
    return "\n".join(lines)


def _number(value: Any) -> str:
    """A figure as the current language writes numbers (a missing one as Python shows it)."""
    return format_number(value) if isinstance(value, int | float) and not isinstance(value, bool) else str(value)
