"""`python -m game`: the app, or a command-line tool.

    python -m game                      start the app
    python -m game simulate ...         play CPU games and report (see --help)
    python -m game scenario FILE.json   run a scenario file
    python -m game bench                print speed figures
    python -m game replay FILE          print a kept game's log
    python -m game package              build the packaged app and smoke-test it
    python -m game serve ...            host tables for network play, with no window
    python -m game join INVITE          play a seat over the network as a CPU
    python -m game i18n STEP            extract, update, compile or check the translations

--lang CODE (before or after the command) chooses the language for this run.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn

from . import i18n
from .cli.argparse_words import speak_our_language
from .cli.args import MAX_GAMES, MAX_JOBS, MAX_PLAYERS, MAX_SEED, THINK_MS, error_line, option_pair, think_ms, whole
from .engine.errors import ConfigError
from .engine.registry import get
from .engine.ruleset import OptionValue
from .i18n import _, ngettext

# pygame greets on import; our output (and --json) must stay clean.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
CREATION_PASSWORD_ENV = "NINE_LIVES_CREATION_PASSWORD"  # serve's --creation-password when not given
PROG = "nine-lives" if getattr(sys, "frozen", False) else "python -m game"

SMOKE_FLAGS = {  # top-level flags that only mean something with --smoke-test: dest -> flag
    "resume": "--continue", "smoke_game": "--game", "smoke_players": "--players", "smoke_seats": "--seats",
    "smoke_fast": "--fast", "smoke_json": "--json", "smoke_server": "--on-server",
}


class Parser(argparse.ArgumentParser):
    """Argument errors as one clear line, never a usage dump or a traceback."""

    def error(self, message: str) -> NoReturn:
        # TRANSLATORS: {prog} is the command ("python -m game simulate"), {message} what is wrong with its flags.
        self.exit(2, _("{prog}: {message} (see {prog} --help)").format(prog=self.prog, message=message) + "\n")


def language(code: str) -> str:
    """A --lang value: a shipped language offered to players (any shipped one, and the
    pseudo-language, with the developer switch)."""
    known = {**i18n.LANGUAGES, i18n.PSEUDO: i18n.name(i18n.PSEUDO)}
    if code not in known:
        spoken = ", ".join(f"{c} ({i18n.name(c)})" for c in i18n.offered())
        raise argparse.ArgumentTypeError(_("no language {code}; choose one of {languages}").format(
            code=repr(code), languages=spoken))
    if code not in i18n.offered():
        # TRANSLATORS: {language} is a language's code and name ("de (Deutsch)"), {switch} an environment variable.
        raise argparse.ArgumentTypeError(_("{language} is not complete yet; {switch}=1 offers it to try").format(
            language=f"{code} ({i18n.name(code)})", switch=i18n.DEV_ENV))
    return code


def early_language(argv: Sequence[str]) -> str | None:
    """The last --lang value in `argv` (before or after the command) when it names a language
    offered, read before the parser is built so that its help and its refusals speak it too (a
    value not offered is left to the parser, which refuses it in words)."""
    chosen = None
    for index, arg in enumerate(argv):
        if arg == "--":
            break
        value = argv[index + 1] if arg == "--lang" and index + 1 < len(argv) else arg.removeprefix("--lang=")
        if (arg == "--lang" or arg.startswith("--lang=")) and value in i18n.offered():
            chosen = value
    return chosen


def help_number(number: float) -> str:
    """A number in a help text as the current language writes it (English as Python does: an
    English start-up needs no Babel)."""
    return f"{number:g}" if i18n.current() == i18n.SOURCE else i18n.format_number(number)


def build_parser() -> Parser:
    """The command line's parser, its help in the current language (build it after `--lang` is applied)."""
    speak_our_language()
    # TRANSLATORS: the first line of `python -m game --help`; "Nine Lives" is the game's name.
    parser = Parser(prog=PROG, description=_("Nine Lives: kitten card games."))
    parser.add_argument("--lang", type=language, metavar="LANG",
                        help=_("the language, e.g. en (the setting's, else the system's)"))
    lang = Parser(add_help=False)  # every command takes --lang after its name too
    lang.add_argument("--lang", dest="sub_lang", type=language, metavar="LANG", help=_("the language, e.g. en"))
    parser.add_argument("--smoke-test", action="store_true", help=_("play a CPU-only game through the real app"))
    parser.add_argument("--continue", dest="resume", action="store_true", help=_("with --smoke-test: the autosave"))
    parser.add_argument("--game", dest="smoke_game", help=_("with --smoke-test: the game id"))
    parser.add_argument("--players", dest="smoke_players", type=whole(1, MAX_PLAYERS),
                        help=_("with --smoke-test: player count (4 by default)"))
    parser.add_argument("--seats", dest="smoke_seats",
                        help=_("with --smoke-test: CPU levels, e.g. easy,medium,hard,hard"))
    parser.add_argument("--fast", dest="smoke_fast", action="store_true",
                        help=_("with --smoke-test: skip animation time"))
    parser.add_argument("--on-server", dest="smoke_server", metavar="ADDRESS_OR_INVITE",
                        help=_("with --smoke-test: host a table on that server as the app does, no window, "
                               "its password in ${variable}; a CPU plays the app's seat").format(
                                   variable=CREATION_PASSWORD_ENV))
    parser.add_argument("--json", dest="smoke_json", action="store_true",
                        help=_("with --smoke-test: print figures as JSON"))
    sub = parser.add_subparsers(dest="command", parser_class=Parser, metavar="COMMAND")

    sim = sub.add_parser("simulate", parents=[lang], help=_("play CPU-only games and report"))
    sim.add_argument("--game", required=True, help=_("game id (`games` lists them)"))
    sim.add_argument("--players", type=whole(1, MAX_PLAYERS),
                     help=_("player count (or --seats with a level per seat)"))
    sim.add_argument("--games", type=whole(1, MAX_GAMES), default=100, help=_("how many games to play (100)"))
    sim.add_argument("--seed", type=whole(0, MAX_SEED), default=0, help=_("deals the games"))
    sim.add_argument("--bot-seed", type=whole(0, MAX_SEED),
                     help=_("seeds the CPUs (default: fresh, and printed so a run can be repeated)"))
    sim.add_argument("--seats", help=_("a CPU level per seat (random, easy, medium, hard), or one for all"))
    sim.add_argument("--option", action="append", type=option_pair, default=[], metavar="NAME=VALUE",
                     help=_("a table option of the game (`games` lists them)"))
    sim.add_argument("--check", action="store_true", help=_("verify invariants after every event, and replay"))
    sim.add_argument("--jobs", type=whole(1, MAX_JOBS), default=1, help=_("processes to spread games over"))
    sim.add_argument("--think-ms", type=think_ms,
                     help=_("the Hard CPU's budget per decision, {low} to {high} ms").format(
                         low=help_number(THINK_MS[0]), high=help_number(THINK_MS[1])))
    sim.add_argument("--json", action="store_true", help=_("print the report as JSON"))

    scen = sub.add_parser("scenario", parents=[lang],
                          help=_("run scenario files (exit 0 all hold, 1 a difference, 2 malformed)"))
    scen.add_argument("files", nargs="+", metavar="FILE.json", help=_("scenario files to run"))
    scen.add_argument("--json", action="store_true", help=_("print the outcomes as JSON"))
    scen.add_argument("--log", action="store_true", help=_("print each scenario's game log"))

    ben = sub.add_parser("bench", parents=[lang], help=_("print speed figures"))
    ben.add_argument("--quick", action="store_true", help=_("fewer runs"))
    ben.add_argument("--json", action="store_true", help=_("print the figures as JSON"))

    pack = sub.add_parser("package", parents=[lang],
                          help=_("build the packaged app with PyInstaller and smoke-test it"))
    pack.add_argument("--json", action="store_true", help=_("print the figures as JSON"))

    rep = sub.add_parser("replay", parents=[lang],
                         help=_("print a kept game's log, one line an event (exit 2 for a bad file)"))
    rep.add_argument("file", metavar="FILE",
                     help=_("a game from the history, a saved game or an exported JSON log"))
    rep.add_argument("--seat", type=whole(1, MAX_PLAYERS),
                     help=_("the log as seat N (from 1) saw it; a game still going on: only its one person's seat"))
    rep.add_argument("--json", action="store_true",
                     help=_("print the game's record as JSON (with --seat: only what that seat saw)"))

    sub.add_parser("games", parents=[lang], help=_("list the games and their table options"))

    srv = sub.add_parser("serve", parents=[lang],
                         help=_("host tables for network play, with no window (Ctrl+C stops)"))
    srv.add_argument("--game", action="append", default=[],
                     help=_("a table's game id (repeat for several tables)"))
    srv.add_argument("--seats", action="append", default=[],
                     help=_("a table's seats: net (a person over the network) or a CPU level, e.g. net,net,medium"))
    from .cli.args import MAX_TABLES

    srv.add_argument("--tables", type=whole(1, MAX_TABLES), default=1, metavar="N",
                     help=_("open N tables like each --seats (1)"))
    srv.add_argument("--option", action="append", type=option_pair, default=[], metavar="NAME=VALUE",
                     help=_("a game option, or the host's grace, window, cpu_delay (seconds) or stand_in (a level)"))
    srv.add_argument("--host", dest="address", default="127.0.0.1", help=_("address to listen on (127.0.0.1)"))
    srv.add_argument("--port", type=whole(0, 65535), default=None, help=_("port to listen on (8766)"))
    srv.add_argument("--continue", dest="reopen", action="store_true", help=_("reopen the unfinished tables"))
    srv.add_argument("--creation-password", default=os.environ.get(CREATION_PASSWORD_ENV) or None,
                     help=_("let apps with this password open tables here (Host a table, On a Nine Lives server); "
                            "by default ${variable}, which no process list shows").format(
                                variable=CREATION_PASSWORD_ENV))
    srv.add_argument("--log-json", action="store_true",
                     help=_("log one JSON object a line (time, event, table, seat, ... and the message)"))
    srv.add_argument("--keep-finished", type=float, default=None, metavar="SECONDS",
                     help=_("seconds a finished game's table stays for anyone coming back (60)"))
    from .net.limits import OPTIONS, Limits

    for flag, name, words in OPTIONS:
        default = getattr(Limits(), name)
        shown_default = (default or 0) / 60 if name == "idle" else default
        srv.add_argument(flag, dest=f"limit_{name}", default=None, metavar="N",
                         help=_(words) + f" ({help_number(shown_default)})")
    srv.add_argument("--tls-cert", metavar="FILE",
                     help=_("speak TLS with this certificate (PEM; its chain may follow)"))
    srv.add_argument("--tls-key", metavar="FILE", help=_("... and this private key (PEM)"))
    srv.add_argument("--no-tls", action="store_true",
                     help=_("plain ws://, for a TLS proxy in front (default: TLS with this server's own certificate)"))
    srv.add_argument("--workers", type=whole(1, 64), default=None, metavar="N",
                     help=_("processes that serve the tables, behind one port (the number of cores)"))
    srv.add_argument("--invite-address", metavar="HOST",
                     help=_("the address or name players reach this server at, written into the invites"))

    join = sub.add_parser("join", parents=[lang],
                          help=_("play a seat over the network as a CPU and print the result"))
    join.add_argument("address", metavar="INVITE",
                      help=_("the table's invite (ninelives://...), or an address: host[:port] or ws://... "
                             "(port 8766 by default) followed by the code"))
    join.add_argument("code", nargs="?", help=_("the table's join code (when an address is given, not an invite)"))
    join.add_argument("--seat", type=whole(1, MAX_PLAYERS),
                      help=_("the seat to take, from 1 (default: the first free)"))
    join.add_argument("--cpu", default="medium", help=_("the CPU level that plays it"))
    join.add_argument("--name", help=_("the name shown at the table"))
    join.add_argument("--timeout", type=whole(1, 86_400), default=3600, help=_("seconds to wait for the end"))
    join.add_argument("--quiet", action="store_true",
                      help=_("print only the result, not each line of the game's log"))

    tr = sub.add_parser("i18n", parents=[lang],
                        help=_("translations: extract, update, compile or check the catalogues"))
    tr.add_argument("step", choices=("extract", "update", "compile", "check"),
                    help=_("extract the code's messages, update the catalogues, compile them, or check them"))
    tr.add_argument("--for", dest="for_lang", metavar="LANG",
                    help=_("with update, compile or check: only this language "
                           "(update starts a new language's catalogues)"))
    return parser


def top_level_conflict(args: argparse.Namespace, given: set[str]) -> str | None:
    """Why the top-level flags in `given` (dests) do not go together, or None."""
    smoke_only = [SMOKE_FLAGS[d] for d in SMOKE_FLAGS if d in given]
    if args.command is not None and (args.smoke_test or smoke_only):
        flag = "--smoke-test" if args.smoke_test else smoke_only[0]
        # TRANSLATORS: {flag} is a flag such as --smoke-test, {command} a command such as simulate.
        return _("{flag} goes before no command; give it without '{command}'").format(flag=flag, command=args.command)
    if not args.smoke_test and smoke_only:
        return _("{flag} only means something with --smoke-test").format(flag=smoke_only[0])
    chosen = [SMOKE_FLAGS[d] for d in ("smoke_game", "smoke_players", "smoke_seats") if d in given]
    if "smoke_server" in given and (chosen or args.resume):
        return _("--on-server opens a table of its own, so {flag} cannot be given with it").format(
            flag=(chosen or ["--continue"])[0])
    if args.resume and chosen:
        return _("--continue plays the autosave's table, so {flag} cannot be given with it").format(flag=chosen[0])
    return None


def parse(argv: Sequence[str] | None) -> argparse.Namespace:
    """The parsed arguments; exits 2 with one line for any bad or contradicting flag."""
    parser = build_parser()
    args = parser.parse_args(argv)
    given = {d for d in SMOKE_FLAGS if getattr(args, d) not in (None, False)}
    problem = top_level_conflict(args, given)
    if problem:
        parser.error(problem)
    return args


def main(argv: Sequence[str] | None = None) -> int:
    early = early_language(sys.argv[1:] if argv is None else argv)
    if early:
        i18n.set_language(early)  # before any word is printed, the parser's own included
    args = parse(argv)
    i18n.command_line = getattr(args, "sub_lang", None) or args.lang
    if i18n.command_line:
        i18n.set_language(i18n.command_line)
    from .upgrade import first_start

    first_start()  # at the first start after an upgrade, records from before signing are adopted
    try:
        return COMMANDS.get(args.command, run_app)(args)
    except ConfigError as exc:
        print(error_line(str(exc)), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader went away (`| head`): stop quietly, as other tools do
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def run_simulate(args: argparse.Namespace) -> int:
    from .cli.simulate import format_report, parse_seats, simulate

    players = len(parse_seats(args.seats, args.players))
    rep = simulate(args.game, players, args.games, args.seed, args.seats, options(args.game, args.option),
                   args.check, args.jobs, args.think_ms, args.bot_seed)
    print(json.dumps(rep, indent=2) if args.json else format_report(rep))
    return 1 if rep["violations"] or rep["errors"] else 0


def options(game_id: str, pairs: list[tuple[str, str]]) -> dict[str, OptionValue]:
    """The --option pairs, each read by its option's kind; an option given two values is refused."""
    texts: dict[str, str] = {}
    for name, text in pairs:
        if texts.get(name, text).lower() != text.lower():
            raise ConfigError(_("--option {name} is given two values").format(name=name))
        texts[name] = text
    return get(game_id).parse_options(texts)


def run_scenarios(args: argparse.Namespace) -> int:
    from .scenario import ScenarioError, load, run

    outcomes, code = [], 0
    for path in args.files:
        try:
            outcome = run(load(path))
        except ScenarioError as exc:
            print(error_line(str(exc)), file=sys.stderr)
            return 2
        outcomes.append(outcome)
        code = code or (0 if outcome.passed else 1)
        if not args.json:
            verdict = _("PASS {name}  ({file})") if outcome.passed else _("FAIL {name}  ({file})")
            print(verdict.format(name=outcome.name, file=path))
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


def run_replay(args: argparse.Namespace) -> int:
    from .cli.replay import replay

    code, words = replay(args.file, args.seat, args.json)
    print(words, file=sys.stderr if code else sys.stdout)
    return code


def run_network(args: argparse.Namespace) -> int:
    from .cli.net import Security, each_times, run_join, run_serve
    from .net.addresses import DEFAULT_PORT
    from .net.limits import OPTIONS

    LIMIT_NAMES = [name for _flag, name, _words in OPTIONS]

    if args.command == "join":
        return run_join(args.address, args.code, args.seat, args.cpu, args.name, args.timeout, args.quiet)
    port = DEFAULT_PORT if args.port is None else args.port
    limits = {name: getattr(args, f"limit_{name}") for name in LIMIT_NAMES}
    games, seats = each_times(args.game, args.seats, args.tables)
    return run_serve(games, seats, args.option, args.address, port, args.reopen, args.creation_password,
                     limits, args.keep_finished, args.log_json,
                     Security(args.tls_cert, args.tls_key, args.no_tls, args.invite_address),
                     serve_workers(args.workers))


def serve_workers(given: int | None) -> int:
    """serve's worker processes: as given, else one a core (at most 64, the routes there are);
    one where a connection cannot be handed to another process (no socket.send_fds: Windows) or a
    worker cannot be started (a packaged app: its executable runs no `-m` module)."""
    import socket

    if not hasattr(socket, "send_fds") or getattr(sys, "frozen", False):
        return 1
    return given if given is not None else min(64, os.cpu_count() or 1)


def run_i18n(args: argparse.Namespace) -> int:
    from .cli.i18n import main as translations

    return translations(args.step, args.for_lang)


def run_package(args: argparse.Namespace) -> int:
    from .cli.package import package

    return package(args.json)


def list_games(args: argparse.Namespace | None = None) -> int:
    from .engine.registry import all_games

    for ruleset in all_games():
        info = ruleset.info
        print(ngettext("{id}: {name}, {low}-{high} player", "{id}: {name}, {low}-{high} players",
                       info.max_players).format(id=info.id, name=_(info.name), low=info.min_players,
                                                high=info.max_players))
        for spec in info.options:
            # TRANSLATORS: a line of `games`: the option's flag with its default value, its name, the values it
            # takes and what it does.
            print("    " + _("--option {name}={value}  {label} ({values}): {help}").format(
                name=spec.name, value=spec.format(spec.default), label=_(spec.label), values=spec.values(),
                help=_(spec.help)))
    return 0


def run_app(args: argparse.Namespace) -> int:
    if args.smoke_test and args.smoke_server is not None:
        from .cli.on_server import run_on_server

        return run_on_server(args.smoke_server, os.environ.get(CREATION_PASSWORD_ENV, ""))
    if args.smoke_test and args.smoke_game is not None:
        get(args.smoke_game)  # an empty or unknown game is refused as `simulate` refuses it, before any window
    try:
        from .ui import app
    except ImportError as exc:
        print(_("The window could not start: {reason}").format(reason=exc), file=sys.stderr)
        return 1
    if args.smoke_test:
        from .ui.smoke import run_smoke_test

        return run_smoke_test(args.smoke_game, args.smoke_players, args.smoke_seats,
                              args.smoke_fast, args.smoke_json, args.resume)
    return app.run()


# Each subcommand (as `build_parser` names it) and what runs it; no command starts the app.
COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {
    "simulate": run_simulate, "scenario": run_scenarios, "bench": run_bench, "games": list_games,
    "replay": run_replay, "serve": run_network, "join": run_network, "package": run_package,
    "i18n": run_i18n,
}


if __name__ == "__main__":
    sys.exit(main())
