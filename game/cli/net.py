"""`serve` and `join`: a headless host, and a CPU that plays one seat over the network."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import signal
import sys
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..ai.levels import LEVELS
from ..engine.errors import ConfigError
from ..engine.feed import Link
from ..engine.registry import get
from ..engine.ruleset import OptionValue
from ..i18n import _, format_list
from ..names import escaped
from ..net.addresses import address_url, listen_problem
from ..net.invite import BadInvite, Invite, looks_like_invite, parse_invite
from ..net.loglines import LogLine
from ..rules.words import played_for, stand_in_lines
from .args import error_line, shown, unknown_level

if TYPE_CHECKING:
    from ..net.client import NetClient
    from ..net.host import Host
    from ..net.limits import Limits
    from ..net.tls import Identity

FINISHED_KEEP = 60.0  # seconds serve keeps a finished table (for anyone coming back to see its result)


def split_options(pairs: Sequence[tuple[str, str]]) -> tuple[dict[str, str], dict[str, str]]:
    """The --option pairs: (the host's table options, the game's options), as text."""
    from ..net.table import TABLE_OPTION_NAMES

    host: dict[str, str] = {}
    game: dict[str, str] = {}
    for name, text in pairs:
        target = host if name.replace("-", "_") in TABLE_OPTION_NAMES else game
        key = name.replace("-", "_") if target is host else name
        if target.get(key, text).lower() != text.lower():
            raise ConfigError(_("--option {name} is given two values").format(name=name))
        target[key] = text
    return host, game


def each_times(games: list[str], seats: list[str], tables: int) -> tuple[list[str], list[str]]:
    """serve's --tables N: each --seats (with its --game, where one is given per --seats) N times
    over, as if repeated N times on the command line."""
    if tables > 1 and not seats:
        raise ConfigError(_("--tables opens tables like each --seats: give --seats too"))
    if tables == 1 or len(games) not in (1, len(seats)):  # (tables_of says what is wrong)
        return games, seats
    return (games if len(games) == 1 else [g for g in games for _copy in range(tables)],
            [spec for spec in seats for _copy in range(tables)])


def tables_of(games: list[str], seats: list[str]) -> list[tuple[str, list[str]]]:
    """Each table's (game, seat kinds): the i-th --seats with the i-th --game (or the one --game)."""
    if not games or not seats:
        raise ConfigError(_("serve needs --game and --seats (e.g. --seats net,net,medium)"))
    if len(games) not in (1, len(seats)):
        raise ConfigError(_("{games} --game for {seats} --seats: give one, or one per --seats").format(
            games=len(games), seats=len(seats)))
    out = []
    for index, spec in enumerate(seats):
        kinds = [k.strip().lower() for k in spec.split(",") if k.strip()]
        for kind in kinds:
            if kind == "human":
                raise ConfigError(_("serve has no screen: a person joins over the network, so use 'net'"))
            if kind != "net" and kind not in LEVELS:
                # TRANSLATORS: {kinds} lists the seat kinds as typed (net, random, easy, medium, hard).
                raise ConfigError(_("unknown seat {seat} (seats: {kinds})").format(
                    seat=shown(kind), kinds=", ".join(("net", *LEVELS))))
        out.append((games[0] if len(games) == 1 else games[index], kinds))
    return out


@dataclass(frozen=True)
class Security:
    """serve's TLS: a certificate and key given by files, none (--no-tls), or by default this
    server's own; and the address its invites name."""

    cert: str | None = None
    key: str | None = None
    plain: bool = False
    invite_address: str | None = None

    def identity(self) -> Identity | None:
        """The certificate serve speaks TLS with (None: plain ws://); ConfigError in words."""
        from .. import storage
        from ..net import tls

        if self.plain:
            if self.cert or self.key:
                raise ConfigError(_("--no-tls goes without --tls-cert and --tls-key"))
            return None
        if bool(self.cert) != bool(self.key):
            raise ConfigError(_("--tls-cert and --tls-key go together"))
        try:
            if self.cert and self.key:
                return tls.from_files(Path(self.cert), Path(self.key))
            return tls.self_signed(storage.paths().data_dir)
        except ValueError as exc:
            raise ConfigError(str(exc)) from None
        except OSError as exc:
            raise ConfigError(_("this server's certificate could not be kept in the data folder ({reason})").format(
                reason=exc.strerror or exc)) from None


def run_serve(games: list[str], seats: list[str], pairs: list[tuple[str, str]], address: str, port: int,
              resume: bool, password: str | None, limit_texts: dict[str, str | None] | None = None,
              keep_finished: float | None = None, log_json: bool = False, security: Security = Security(),
              workers: int = 1) -> int:
    """`python -m game serve`: run tables until Ctrl+C; every game stays journaled. `limit_texts`
    are the limits' options as given (net.limits.OPTIONS); `log_json`: one JSON object a line;
    `workers` above 1: the tables in that many processes behind one port (net/front.py)."""
    from ..net import limits as net_limits
    from ..net.host import Host
    from ..net.metrics import log_line
    from ..net.table import TableOptions

    host_texts, game_texts = split_options(pairs)
    table_options = TableOptions.parse(host_texts)
    try:
        limits = net_limits.parse(limit_texts or {})
    except ValueError as exc:
        raise ConfigError(str(exc)) from None
    keep = FINISHED_KEEP if keep_finished is None else keep_finished
    if not 0 <= keep <= 86_400:
        raise ConfigError(_("--keep-finished must be a number of seconds from 0 to {high}").format(high=86_400))
    if workers > 1:
        specs = tables_of(games, seats) if games or seats or not (resume or password) else []
        for game_id, _kinds in specs:
            get(game_id).parse_options(game_texts)  # (a bad option is said here, before any worker starts)
        return run_front(ServeWorkers(specs, game_texts, host_texts, address, port, resume, password, limit_texts or {},
                                      keep, log_json, security, workers), limits)

    waiting: list[str] | None = []  # lines logged before serve listens: printed only once it does

    def log(line: str) -> None:
        line = log_line(line, log_json)
        if waiting is not None:
            waiting.append(line)
        else:
            print(line, flush=True)

    try:
        host = Host(host=address, port=port, creation_password=password, log=log, keep_finished=keep, limits=limits,
                    tls=security.identity())
    except ValueError as exc:  # an address this run may not listen on
        raise ConfigError(str(exc)) from None
    host.created_options = table_options  # tables opened with the creation password keep the same times
    if resume and not host.reopen() and not games and not password:  # (a server for apps starts empty)
        raise ConfigError(_("--continue found no unfinished table to reopen"))
    if games or seats or not (resume or password):  # (with a creation password, tables may come later)
        for game_id, kinds in tables_of(games, seats):
            options: dict[str, OptionValue] = get(game_id).parse_options(game_texts)
            host.add_table(game_id, kinds, options, table_options)

    def ready(h: Host) -> None:
        nonlocal waiting
        if waiting:
            print("\n".join(waiting), flush=True)
        waiting = None
        for line in [*table_lines(h, security.invite_address), *listening_lines(h.url, h.tls)]:
            log(line)

    gc.collect()
    gc.freeze()  # the games' tables and rules live as long as serve: no collection walks them again

    async def main() -> None:
        loop = asyncio.get_running_loop()
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(signal.SIGTERM, host.stop)
        await host.serve_forever(ready)

    try:
        asyncio.run(main())
    except KeyboardInterrupt:
        pass
    except OSError as exc:  # (the tables' lines are not printed: no table was served)
        print(error_line(listen_problem(address, port, exc)), file=sys.stderr)
        return 1
    log(LogLine("stopped", _("stopped; every unfinished game is journaled (serve --continue reopens it)")))
    return 0


@dataclass(frozen=True)
class ServeWorkers:
    """`serve --workers N` as given: its tables (game, seats), options and settings."""

    tables: list[tuple[str, list[str]]]
    game_texts: dict[str, str]
    host_texts: dict[str, str]
    address: str
    port: int
    resume: bool
    password: str | None
    limit_texts: dict[str, str | None]
    keep: float
    log_json: bool
    security: Security
    workers: int


def run_front(given: ServeWorkers, limits: Limits) -> int:
    """`serve --workers N` (N > 1): the front on the port, the tables in N worker processes."""
    from .. import i18n, storage
    from ..net.addresses import check_listening
    from ..net.front import Front, listening_socket
    from ..net.metrics import log_line
    from ..net.tls import served_url

    check_listening(given.address)
    identity = given.security.identity()

    def log(line: str) -> None:
        print(log_line(line, given.log_json), flush=True)

    def say(line: str) -> None:  # (a worker's line, formatted by it)
        print(line, flush=True)

    try:
        listener = listening_socket(given.address, given.port)
    except OSError as exc:
        print(error_line(listen_problem(given.address, given.port, exc)), file=sys.stderr)
        return 1
    port = listener.getsockname()[1]
    url = served_url(given.address, port, identity)
    settings = {"url": url, "port": port, "language": i18n.current(), "password": given.password,
                "limits": given.limit_texts, "keep_finished": given.keep, "table_options": given.host_texts,
                "cert": str(identity.cert) if identity else None, "key": str(identity.key) if identity else None,
                "invite_address": given.security.invite_address, "log_json": given.log_json}
    tables = [(game_id, kinds, given.game_texts) for game_id, kinds in given.tables]

    async def main() -> int:
        front = Front(listener, given.workers, settings, limits, storage.paths().tables_dir, log, say)
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, front.stop)
        try:
            reopened = await front.start(given.resume, tables)
            if given.resume and not reopened and not tables and not given.password:
                raise ConfigError(_("--continue found no unfinished table to reopen"))
        except (RuntimeError, ConfigError):  # (the workers that started stop, their journals closed)
            front.stop()
            await front.serve()
            raise
        for line in front.serving():
            say(line)
        for line in listening_lines(url, identity):
            log(line)
        await front.serve()
        return 0

    try:
        code = asyncio.run(main())
    except RuntimeError as exc:
        print(error_line(str(exc)), file=sys.stderr)
        return 1
    log(LogLine("stopped", _("stopped; every unfinished game is journaled (serve --continue reopens it)")))
    return code


def table_lines(host: Host, invite_address: str | None) -> list[LogLine]:
    """serve's lines giving each of `host`'s tables: its join code, free seats and invite."""
    lines = []
    for table in host.tables.values():
        free = [s + 1 for s in table.free_seats()]
        seats = ", ".join(map(str, free))
        words = (_("join code {code}: {game}, free seats {seats}") if free else
                 _("join code {code}: {game}, no free seat"))
        lines.append(LogLine("join_code", words.format(code=table.code, game=_(table.ruleset.info.name), seats=seats),
                             table=table.code, game=table.ruleset.info.name, free=seats or "none"))
        invite = str(host.invite(table.code, invite_address))
        # TRANSLATORS: serve's line giving a table's invite; {invite} is a ninelives:// address.
        lines.append(LogLine("invite", _("invite {invite}").format(invite=invite), invite=invite))
    return lines


def listening_lines(url: str, identity: Identity | None) -> list[LogLine]:
    """serve's last lines as it starts: its certificate's fingerprint (or that it has none), and
    where it listens."""
    if identity is None:
        first = LogLine("no_tls", _("no TLS (--no-tls): players reach this server through your TLS proxy, or by a "
                                    "ws:// address"))
    else:
        first = LogLine("certificate", _("certificate fingerprint sha256 {fingerprint}").format(
            fingerprint=identity.fingerprint), fingerprint=identity.fingerprint)
    bare = url.partition("#")[0]
    return [first, LogLine("listening", _("listening on {url}").format(url=bare), url=bare)]


def join_target(address: str, code: str | None) -> tuple[str, str]:
    """(websocket address, join code) from `join`'s arguments: an invite, or an address and a
    code. ConfigError in words."""
    from ..net.credentials import normal_code

    if looks_like_invite(address):
        if code:
            raise ConfigError(_("an invite holds its code: give the invite alone"))
        try:
            invite: Invite = parse_invite(address)
        except BadInvite as exc:
            raise ConfigError(_("that invite cannot be used: {reason}").format(reason=exc)) from None
        return invite.url, invite.code
    if not code:
        raise ConfigError(_("join needs an invite (ninelives://...), or an address and a join code"))
    if not normal_code(code):
        raise ConfigError(_("{code} is not a join code (three groups of four letters and digits)").format(
            code=shown(code)))
    return address_url(address), code


def run_join(address: str, code: str | None, seat: int | None, level: str, name: str | None, timeout: float,
             quiet: bool = False) -> int:
    """`python -m game join`: play one seat as a CPU over the network, print each line of the
    game's log as it comes (none when `quiet`), then the result."""
    from ..net.client import NetClient
    from ..net.player import play
    from ..net.tls import short_fingerprint

    if level not in LEVELS:
        raise ConfigError(unknown_level(level, LEVELS))
    url, code = join_target(address, code)
    client = NetClient(url, code, seat=None if seat is None else seat - 1, name=name,
                       give_up=min(timeout, 60.0)).start()
    stop = threading.Event()
    narrator = threading.Thread(target=narrate, args=(client, stop), name="join-log", daemon=True)
    if not quiet:
        narrator.start()
    try:
        if client.wait(lambda c: c.first_use is not None or c.link != Link.CONNECTING, min(timeout, 60.0)) \
                and client.first_use:
            print(_("note: not checked: an address has no fingerprint, so this server's certificate was taken on trust "
                    "(sha256 {fingerprint}...); an invite checks it").format(
                fingerprint=short_fingerprint(client.first_use)), file=sys.stderr)
        finished = play(client, level, timeout)
    finally:
        stop.set()
        if not quiet:
            narrator.join(5.0)
        client.close()
    result = client.result()
    if not finished or result is None:
        why = client.problem or (_("no result in time") if client.link != Link.GONE else _("the host is gone"))
        print(error_line(why), file=sys.stderr)
        return 1
    print(result_line(client.seat, level, result.winners, client.count, client.wire_bytes))
    return 0


def result_line(seat: int, level: str, winners: Sequence[int], events: int, received: int) -> str:
    """ "seat 2 (easy) won: winners seat 2; 140 events, 51234 bytes received": how a seat played
    over the network (`seat` and `winners` from 0) ended."""
    who = format_list([_("seat {number}").format(number=w + 1) for w in winners])
    fields = {"seat": seat + 1, "level": level, "events": events, "bytes": received}
    if seat in winners:
        # TRANSLATORS: join's last line; {level} is a CPU level (easy, medium, hard), {winners} "seat 1 and seat 3".
        return _("seat {seat} ({level}) won: winners {winners}; {events} events, {bytes} bytes received").format(
            winners=who, **fields)
    if not winners:
        return _("seat {seat} ({level}) lost: no winner; {events} events, {bytes} bytes received").format(**fields)
    return _("seat {seat} ({level}) lost: winners {winners}; {events} events, {bytes} bytes received").format(
        winners=who, **fields)


def narrate(client: NetClient, stop: threading.Event) -> None:
    """Print each line of the game's log as the seat is sent its event, in the game's own words
    (`describe`, the events the log shows), until `stop`; then what arrived meanwhile."""
    shown = 0
    while True:
        stopping = stop.is_set()
        client.wait(lambda c, held=shown: c.count > held or stop.is_set(), 1.0)
        with client.at_once():
            rules, config = client.ruleset, client.config
            start, events, shown = max(0, shown - client.first), list(client.events), client.count
            names = [s.name for s in client.seats]
            steps = {first - client.first: (seat, end - client.first) for seat, first, end in client.stand_ins}
        if rules is not None and config is not None:
            names += [_("Player {n}").format(n=n + 1) for n in range(len(names), config.players)]
            marks = stand_in_lines(steps, events, rules.shown_in_log) if steps else {}
            for n, event in enumerate(events[start:], start):
                if rules.shown_in_log(event):
                    line = rules.describe(event, names)
                    line = played_for(line, marks[n], names, None) if n in marks else line  # a CPU's move for a person
                    print(escaped(line), flush=True)  # (names come from the host)
        if stopping:
            return
