"""The smoke test: a CPU-only game through the real loop and the real scenes, with frame timings.

`python -m game --smoke-test [--game ID] [--players N] [--seats SPEC] [--fast] [--json]` calls
`run_smoke_test`. SPEC is a comma-separated list of CPU levels, one per seat
("easy,medium,hard,medium"). Animations run at full speed unless `fast`. Without a display
the window is SDL's dummy driver, so it runs in CI.
"""

from __future__ import annotations

import json as jsonlib
import os
import sys
import time
from dataclasses import replace
from typing import TYPE_CHECKING

from ..engine.errors import ConfigError
from ..storage import BadFile

if TYPE_CHECKING:
    from ..saves import SavedGame

FAST_PACE = 0.02  # animation and CPU-delay scale with --fast
MAX_SECONDS = 15 * 60  # give up (finished: false) after this much game time


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def parse_seats(spec: str | None, players: int | None) -> list[str]:
    """CPU levels per seat from SPEC, or `players` Medium CPUs (4 by default).

    A SPEC naming several seats sets the player count, and `players` must then agree; a
    single level is played at every seat. Raises ConfigError for a level the table lacks.
    """
    from ..cli.args import seat_levels
    from .table.seats import SEAT_KIND_LABELS

    cpu_levels = [kind for kind in SEAT_KIND_LABELS if kind != "human"]
    if spec and "human" in (part.strip().lower() for part in spec.split(",")):
        raise ConfigError("the smoke test plays CPU seats only")
    return seat_levels(spec, players, "medium", cpu_levels, default_players=4)


def _seed() -> int:
    """The deal's seed: NINE_LIVES_SEED if set (CI replays a game), else 1."""
    text = os.environ.get("NINE_LIVES_SEED", "1").strip()
    if not text.isascii() or not text.isdigit() or len(text) > 20:
        raise ConfigError("NINE_LIVES_SEED must be a whole number of at most 20 digits")
    return int(text)


def say(message: str | None) -> None:
    """A message about the player's files, as one line on stderr."""
    if message:
        print(f"smoke test: {' '.join(message.split())}", file=sys.stderr)


def read_player_files(resume: bool) -> SavedGame | None:
    """Read statistics and saves through the app's own readers, as the title screen (and Load,
    for each saved game) would.

    Returns the autosaved game when `resume` (None if there is none to continue); every
    message about a bad file goes to stderr as one line.
    """
    from ..saves import has_autosave, list_slots, load_autosave, open_slot
    from ..stats import load_stats

    say(load_stats()[1])
    slots, messages = list_slots()
    for message in messages:
        say(message)
    for info in slots:  # each proved, as Load proves it
        say(open_slot(info.slot)[1])
    if not resume:
        return None
    saved, message = load_autosave() if has_autosave() else (None, None)
    say(message)
    if saved is None and message is None:
        say("there is no autosaved game to continue")
    return saved


def run_smoke_test(game_id: str | None = None, players: int | None = None, seats: str | None = None,
                   fast: bool = False, json: bool = False, resume: bool = False) -> int:
    """Play one CPU-only game in the app. Returns 0 when it reached game over, 2 when it could not start.

    The start reads the player's settings, statistics and saves through the app's own readers
    (writing none of them). With `resume`, the autosaved game is continued instead, through the
    same path as Continue on the title screen (human seats are played by Medium CPUs), and
    still autosaved.
    """
    started = time.perf_counter()
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY") and sys.platform.startswith("linux"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    from ..saves import Seat
    from ..settings import load_settings
    from .app import App
    from .table.scene import TableScene
    from .table.seats import CPU_NAMES
    from .table.setup import QUICK_GAME, new_match

    game_id = QUICK_GAME if game_id is None else game_id  # the family kits name the house game; "" is no game
    settings, message = load_settings()  # the reader App() uses at a player's start
    say(message)
    restored = 0
    try:
        saved = read_player_files(resume)
        if resume:
            if saved is None:
                return 2
            match = saved.to_match()
            game_id = saved.game_id
            restored = len(saved.events)
            seat_list = [Seat(s.name, "medium" if s.is_human else s.kind, s.seed) for s in saved.seats]
            levels = [s.kind for s in seat_list]
        else:
            levels = parse_seats(seats, players)
            seat_list = [Seat(CPU_NAMES[i % len(CPU_NAMES)], level) for i, level in enumerate(levels)]
            match = new_match(game_id, seat_list, {}, seed=_seed())
    except (ConfigError, BadFile) as exc:  # a bad game id, level, player count or save: one line, exit 2
        say(str(exc))
        return 2

    app = App(replace(settings, first_run_done=True), persist=False, fps=0 if fast else 60)
    app.started = started
    finished = {"done": False}

    def over(table: TableScene) -> None:
        finished["done"] = True
        app.quit()

    table = TableScene(app, match, seat_list, fresh=not resume, journal=resume, pace=FAST_PACE if fast else None,
                       on_over=over)
    app.push(table)
    game_seconds = 0.0
    while app.running and game_seconds < MAX_SECONDS:
        app.frame(dt=1 / 60 if fast else None)
        game_seconds += 1 / 60 if fast else app.clock.get_time() / 1000
    frames = app.frame_ms[1:]  # the first frame is reported as first_frame_ms
    winner = match.result().winners[0] if match.result() else None
    report = {
        "finished": finished["done"],
        "game": game_id,
        "players": len(seat_list),
        "seats": levels,
        "winner": winner,
        "events": len(match.log),
        "frames": app.frames,
        "frame_ms": {
            "p50": round(_percentile(frames, 0.5), 3),
            "p99": round(_percentile(frames, 0.99), 3),
            "max": round(max(frames, default=0.0), 3),
        },
        "frame_cpu_ms": {  # this thread's CPU time per frame: the same frames without other programs' share
            "p50": round(_percentile(app.frame_cpu_ms[1:], 0.5), 3),
            "p99": round(_percentile(app.frame_cpu_ms[1:], 0.99), 3),
            "max": round(max(app.frame_cpu_ms[1:], default=0.0), 3),
        },
        "long_frames": sum(ms > 1000 / 60 for ms in frames),  # frames longer than one 60 Hz frame
        "first_frame_ms": round(app.first_frame_ms or 0.0, 1),
        # Wall-clock time of the first frame, so a launcher can time launch-to-first-frame.
        "first_frame_at": round(time.time() - (time.perf_counter() - app.started)
                                + (app.first_frame_ms or 0) / 1000, 3),
        "window": list(app.screen.get_size()),
        "fast": fast,
        "restored_events": restored,
        "wall_seconds": round(time.perf_counter() - started, 2),
    }
    app.close()
    if json:
        print(jsonlib.dumps(report))
    else:
        state = "reached game over" if report["finished"] else "did NOT finish"
        print(f"{game_id}, {report['players']} CPUs: {state} in {report['frames']} frames; "
              f"frame ms p50 {report['frame_ms']['p50']}, p99 {report['frame_ms']['p99']}, "
              f"max {report['frame_ms']['max']}; first frame {report['first_frame_ms']} ms")
    return 0 if report["finished"] else 1
