"""`python -m game`: the app, or a command-line tool.

    python -m game                      start the app
    python -m game simulate ...         play CPU games and report (see --help)
    python -m game scenario FILE.json   run a scenario file
    python -m game bench                print speed figures
    python -m game package              build the packaged app and smoke-test it
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from .engine.errors import ConfigError

# pygame greets on import; our output (and --json) must stay clean.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
PROG = "nine-lives" if getattr(sys, "frozen", False) else "python -m game"

TRUE = {"true", "on", "yes", "1"}
FALSE = {"false", "off", "no", "0"}


class Parser(argparse.ArgumentParser):
    """Argument errors as one clear line, never a usage dump or a traceback."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


def option_pair(text: str) -> tuple[str, bool]:
    name, sep, value = text.partition("=")
    if not sep or not name:
        raise argparse.ArgumentTypeError(f"'{text}' is not NAME=VALUE")
    if value.lower() in TRUE:
        return name, True
    if value.lower() in FALSE:
        return name, False
    raise argparse.ArgumentTypeError(f"option {name} takes true or false, not '{value}'")


def positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} must be at least 1")
    return value


def build_parser() -> Parser:
    parser = Parser(prog=PROG, description="Nine Lives: kitten card games.")
    parser.add_argument("--smoke-test", action="store_true", help="play a CPU-only game through the real app")
    parser.add_argument("--continue", dest="resume", action="store_true", help="with --smoke-test: the autosave")
    parser.add_argument("--game", default="exploding-kittens", help="with --smoke-test: the game id")
    parser.add_argument("--players", type=positive, default=4, help="with --smoke-test: player count")
    parser.add_argument("--seats", help="with --smoke-test: CPU levels, e.g. easy,medium,hard,hard")
    parser.add_argument("--fast", action="store_true", help="with --smoke-test: skip animation time")
    parser.add_argument("--json", action="store_true", help="with --smoke-test: print figures as JSON")
    sub = parser.add_subparsers(dest="command", parser_class=Parser, metavar="COMMAND")

    sim = sub.add_parser("simulate", help="play CPU-only games and report")
    sim.add_argument("--game", required=True, help="game id, e.g. exploding-kittens")
    sim.add_argument("--players", type=positive, required=True)
    sim.add_argument("--games", type=positive, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--seats", help="a CPU level per seat (random, easy, medium, hard), or one for all")
    sim.add_argument("--option", action="append", type=option_pair, default=[], metavar="NAME=VALUE")
    sim.add_argument("--check", action="store_true", help="verify invariants after every event, and replay")
    sim.add_argument("--jobs", type=positive, default=1, help="processes to spread games over")
    sim.add_argument("--think-ms", type=float, help="the Hard CPU's budget per decision")
    sim.add_argument("--json", action="store_true")

    scen = sub.add_parser("scenario", help="run scenario files (exit 0 all hold, 1 a difference, 2 malformed)")
    scen.add_argument("files", nargs="+", metavar="FILE.json")
    scen.add_argument("--json", action="store_true")
    scen.add_argument("--log", action="store_true", help="print each scenario's game log")

    ben = sub.add_parser("bench", help="print speed figures")
    ben.add_argument("--quick", action="store_true", help="fewer runs")
    ben.add_argument("--json", action="store_true")

    pack = sub.add_parser("package", help="build the packaged app with PyInstaller and smoke-test it")
    pack.add_argument("--json", action="store_true")

    sub.add_parser("games", help="list the games and their table options")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.command == "simulate":
            return run_simulate(args)
        if args.command == "scenario":
            return run_scenarios(args)
        if args.command == "bench":
            return run_bench(args)
        if args.command == "games":
            return list_games()
        if args.command == "package":
            from .cli.package import package

            return package(args.json)
        return run_app(args)
    except ConfigError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


def run_simulate(args: argparse.Namespace) -> int:
    from .cli.simulate import format_report, simulate

    rep = simulate(args.game, args.players, args.games, args.seed, args.seats, dict(args.option),
                   args.check, args.jobs, args.think_ms)
    print(json.dumps(rep, indent=2) if args.json else format_report(rep))
    return 1 if rep["violations"] or rep["errors"] else 0


def run_scenarios(args: argparse.Namespace) -> int:
    from .scenario import ScenarioError, load, run

    outcomes, code = [], 0
    for path in args.files:
        try:
            outcome = run(load(path))
        except ScenarioError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        outcomes.append(outcome)
        code = code or (0 if outcome.passed else 1)
        if not args.json:
            print(f"{'PASS' if outcome.passed else 'FAIL'} {outcome.name}  ({path})")
            for line in outcome.differences:
                print(f"    {line}")
            if args.log or not outcome.passed:
                print("\n".join(f"      | {line}" for line in outcome.log))
    if args.json:
        print(json.dumps([{"name": o.name, "passed": o.passed, "differences": o.differences, "log": o.log}
                          for o in outcomes], indent=2))
    return code


def run_bench(args: argparse.Namespace) -> int:
    from .cli.bench import bench, format_bench

    figures = bench(args.quick)
    print(json.dumps(figures, indent=2) if args.json else format_bench(figures))
    return 0


def list_games() -> int:
    from .engine.registry import all_games

    for ruleset in all_games():
        info = ruleset.info
        print(f"{info.id}: {info.name}, {info.min_players}-{info.max_players} players")
        for spec in info.options:
            print(f"    --option {spec.name}={'true' if spec.default else 'false'}  {spec.label}: {spec.help}")
    return 0


def run_app(args: argparse.Namespace) -> int:
    try:
        from .ui import app
    except ImportError as exc:
        print(f"The window could not start: {exc}", file=sys.stderr)
        return 1
    if args.smoke_test:
        from .ui.smoke import run_smoke_test

        return run_smoke_test(args.game, args.players, args.seats, args.fast, args.json, args.resume)
    return app.run()


if __name__ == "__main__":
    sys.exit(main())
