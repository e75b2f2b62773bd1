"""One table on a host: the only `Match` of its game, its seats, its clock and its CPUs.

The contract:
- Nothing here does input or output or waits: the host (host.py) calls in with messages and
  the time, runs the CPUs' thinking (`jobs`) off its event loop, and sends what `flush`
  gives each connection. Every change to the game goes through `Table.apply`, which acts on
  the match (its journal commits the action to disk before `act` returns), then marks every
  connection for an update.
- Seats: a CPU, a person on the network (`net`), or a person at the host's screen (`human`,
  which the host's own app joins with a token it is given). A person's seat is theirs by a
  secret token; a dropped person's seat is held for the table's grace time, then played by a
  stand-in CPU until they come back; a person who leaves is replaced by a CPU for good.
- One clock: a window (response or first-come decision) with a person in it closes at a
  deadline the host sets, lengthened by the slowest eligible person's half round trip (at most
  `MAX_EXTENSION`); then every person still in it passes. Every other decision of a person who
  is there is timed too (`turn`, `commit`): when time is up the seat's stand-in CPU makes that
  one decision and the seat is told (`timed_out`); a person back from a drop has at least
  `BACK_SECONDS` left for a decision that was already theirs. CPUs answer at a reaction time drawn
  from public facts only (`cpu_delay`, never less than their level's thinking time) and the
  table's own random numbers; their thinking ends in time for it (`ai.thinking`), so how long a
  CPU takes never shows what it holds. The first answer to arrive wins a first-come window.
- An action counts only for the decision its sender saw (`at`, the number of events it had).
- Every move a CPU makes for a person's seat (their time ran out, they are away or left) is kept
  in `stand_ins` and sent with its events, so every screen says it was the CPU's.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..ai.bot import Bot
from ..ai.levels import LEVELS, make_bot
from ..ai.seeds import fresh_seed
from ..ai.thinking import ANSWER_MARGIN, choose_by, thinking_seconds
from ..engine.actions import Action
from ..engine.errors import ConfigError, IllegalAction
from ..engine.events import Event
from ..engine.feed import SeatLink
from ..engine.match import Match
from ..engine.pending import DecisionKind, Pending
from ..engine.registry import get
from ..engine.ruleset import OptionValue
from ..i18n import _, format_number
from ..names import clean_name, default_name
from ..rules.words import YOU, played_for
from ..saves import SPECTATOR, Journal, Seat
from . import credentials
from .codec import Shared, codec_for
from .loglines import LogLine
from .reactions import Allowance
from .reasons import Refusal, Why, why
from .stream import Stream

WINDOWS = (DecisionKind.RESPONSE, DecisionKind.FIRST_COME)
REACTIONS = random.SystemRandom()  # CPU reaction times at every table: the system's numbers, no state held
MAX_EXTENSION = 0.4  # seconds a window may be lengthened for a slow link
BACK_SECONDS = 15.0  # a person back from a drop has at least this long for a decision already theirs
PEOPLE = (SeatLink.OPEN, SeatLink.CONNECTED, SeatLink.RECONNECTING, SeatLink.HERE)
PRESENT = (SeatLink.CONNECTED, SeatLink.HERE)  # a person there to act
PERSON_KINDS = ("net", "human")
SEAT_KINDS = (*PERSON_KINDS, *LEVELS)


@dataclass(frozen=True, slots=True)
class TableOptions:
    """How the host runs a table (beside the game's own options)."""

    grace: float = 60.0  # seconds a dropped person's seat is held before a CPU plays it
    window: float = 5.0  # seconds a response window stays open for people
    cpu_delay: float = 1.0  # seconds a CPU takes to act, about (never shows what it holds)
    stand_in: str = "medium"  # the CPU level that plays for a person who is away or left
    commit: float = 30.0  # seconds a person has for a hidden choice before the stand-in makes it (0: no limit)
    turn: float = 90.0  # seconds a person has for a move on their turn or a choice, then the same (0: no limit)

    @classmethod
    def parse(cls, texts: dict[str, str]) -> TableOptions:
        """From the command line's NAME=VALUE (names: grace, window, cpu_delay, stand_in, commit, turn)."""
        values: dict[str, Any] = {}
        for name, text in texts.items():
            if name == "stand_in":
                if text not in LEVELS:
                    raise ConfigError(_("option 'stand_in' must be one of {levels}").format(levels=", ".join(LEVELS)))
                values[name] = text
                continue
            try:
                number = float(text)
            except ValueError:
                number = -1.0
            if not 0 <= number <= 3600:
                raise ConfigError(_("option '{name}' must be a number of seconds from 0 to 3600").format(name=name))
            values[name] = number
        return cls(**values)

    def to_json(self) -> dict[str, Any]:
        return {"grace": self.grace, "window": self.window, "cpu_delay": self.cpu_delay, "stand_in": self.stand_in,
                "commit": self.commit, "turn": self.turn}


TABLE_OPTION_NAMES = ("grace", "window", "cpu_delay", "stand_in", "commit", "turn")


@dataclass
class Place:
    """One seat: who holds it, how, and the CPU that plays it when no person does."""

    kind: str  # "net", "human" or a CPU level
    name: str
    token: str | None = None  # the digest of the person's token
    link: SeatLink = SeatLink.CPU
    dropped_at: float | None = None
    seed: int = field(default_factory=fresh_seed)
    rtt: float = 0.0  # seconds, the person's measured round trip
    generation: int = 0  # goes up whenever who plays the seat changes
    bot: Bot | None = None
    bot_seen: int = 0  # events the bot has observed

    @property
    def person(self) -> bool:
        return self.link in PEOPLE

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "token": self.token, "left": self.link == SeatLink.LEFT,
                "seed": self.seed}


@dataclass
class Job:
    """A CPU's decision to think about off the event loop: the events it has not seen yet,
    its view and its legal actions, all taken when the job was made, and when its thinking
    must end (`until`, by `clock`): a little before its answer is due."""

    table: Table
    seat: int
    key: tuple[int, int]
    bot: Bot
    events: list[Event]
    view: Any
    legal: list[Action]
    until: float = float("inf")
    clock: Callable[[], float] = time.monotonic

    def run(self) -> Action:
        for event in self.events:
            self.bot.observe(event)
        return choose_by(self.bot, self.view, self.legal, lambda: self.until - self.clock())


@dataclass
class Window:
    key: int  # the log length when it opened
    seats: frozenset[int]
    deadline: float | None  # None: only CPUs in it


class Conn:
    """A connection as the table knows it: its seat, its stream, and how to send to it."""

    def __init__(self, seat: int, send: Callable[[str], None], close: Callable[[str], None]):
        self.seat = seat
        self.stream = Stream()
        self.send = send
        self.close = close
        self.head: dict[str, Any] | None = None  # a resync to send first
        self.resume_from: tuple[int | None, bool] | None = None  # asked for: (events held, whole history)
        self.stale = False  # sent an update even with no new event (the game was started)
        self.beside = False  # a watcher's connection of a screen that holds a seat here: no one else watching


class Table:
    def __init__(self, game_id: str, kinds: list[str], options: dict[str, OptionValue] | None = None,
                 table_options: TableOptions | None = None, names: list[str] | None = None,
                 code: str | None = None, clock: Callable[[], float] | None = None,
                 journal_path: Any = None, match: Match | None = None, places: list[Place] | None = None):
        self.ruleset = get(game_id)
        for kind in kinds:
            if kind not in SEAT_KINDS:
                raise ConfigError(_("unknown seat kind '{kind}' (seats: {kinds})").format(
                    kind=kind[:12], kinds=", ".join(SEAT_KINDS)))
        self.config = self.ruleset.configure(len(kinds), options)
        self.options = table_options or TableOptions()
        self.code = code or credentials.new_code()
        self.codec = codec_for(self.ruleset)
        names = names or [_default_name(k, s) for s, k in enumerate(kinds)]
        if places is None:  # (the one place a new table's names enter: from the app, serve or a `create`)
            names = [clean_name(n, default=_default_name(kinds[s], s)) for s, n in enumerate(names)]
            names = [seat_name(n, s, names[:s]) for s, n in enumerate(names)]
        self.places = places or [Place(k, names[s], link=_first_link(k)) for s, k in enumerate(kinds)]
        self.match = match or Match(self.ruleset, self.config, fresh_seed())
        self.clock = clock or time.monotonic  # what a CPU's thinking reads its deadline on
        self.now = 0.0  # the time of the last `tick`
        self.journal = (Journal.start(self.match, self.saved_seats(), journal_path, each_action=False)
                        if journal_path else None)  # the host syncs it before anyone hears of an action
        self.conns: list[Conn] = []
        self.window: Window | None = None
        self.asked: dict[int, tuple[tuple[int, int], float]] = {}  # seat -> (decision key, when it may act)
        self.decided: dict[int, tuple[tuple[int, int], Action]] = {}
        self.thinking: set[int] = set()
        self.since = len(self.match.log)  # the log's length when the current decision began
        self.forced: set[int] = set()  # people whose time for this decision ran out: the stand-in makes it
        self.timed_out: list[tuple[int, DecisionKind]] = []  # (seat, decision) to tell the seat of
        self.rng: random.Random = REACTIONS  # reaction times: nothing about any card
        self.log_lines: list[LogLine] = []  # joins, leaves and errors, for the host's log
        self.finished = False
        self.held = False  # the host's screen has not started the game yet: nobody acts, no clock runs
        self.host_name = ""  # the person hosting, as joiners are told ("Waiting for Ann to start the game")
        self.creator: str | None = None  # the digest of the token that may start or close it (`create`)
        self.allowances: dict[int, Allowance] = {}  # seat -> its quick reactions over time
        self.stand_ins: list[tuple[int, int, int]] = []  # moves a CPU made for a person: (seat, first event, end)
        self._public: tuple[int | None, Pending | None, Any, list[int] | None] | None = None  # see `public`
        self._shared: tuple[int, Shared] = (-1, Shared(self.codec))  # see `shared`

    # ---- seats ---------------------------------------------------------------------------
    def saved_seats(self) -> list[Seat]:
        return [Seat(p.name, "human" if p.kind in PERSON_KINDS else p.kind, p.seed) for p in self.places]

    def free_seats(self) -> list[int]:
        return [s for s, p in enumerate(self.places) if p.link == SeatLink.OPEN and p.kind == "net"]

    def holds(self, token: str | None) -> bool:
        """Whether `token` is one of this table's seats' (in constant time for each)."""
        return token is not None and any(credentials.token_matches(token, p.token) for p in self.places)

    def watchers(self) -> int:
        """People watching the table (not counting the shared view of a screen that holds a seat)."""
        return sum(1 for conn in self.conns if conn.seat == SPECTATOR and not conn.beside)

    def token_for(self, seat: int) -> str:
        """A fresh token for `seat` (the host's own screen takes its `human` seats this way)."""
        token = credentials.new_token()
        self.places[seat].token = credentials.digest(token)
        return token

    def claim(self, seat: int | None, token: str | None, name: str | None, now: float) -> tuple[int, str | None]:
        """The seat a hello may take, and a new token if it took a free one. A `Refusal`
        says why not (a wrong token, a seat taken or not open), its reason for the wire."""
        if token is not None:
            matches = [s for s, p in enumerate(self.places) if credentials.token_matches(token, p.token)]
            if not matches or (seat is not None and seat != matches[0]):
                raise Refusal(why("wrong_token"))
            seat = matches[0]
            place = self.places[seat]
            if place.link == SeatLink.LEFT and not self.finished:
                raise Refusal(why("you_left"))
            if place.link in (SeatLink.RECONNECTING, SeatLink.STAND_IN):
                self.note_seat("back", _("{name} (seat {seat}) is back"), seat)
                self._time_back(seat, now)
            self._back(seat)
            return seat, None
        free = self.free_seats()
        if seat is None:
            if not free:
                raise Refusal(why("no_free_seat"))
            seat = free[0]
        if seat not in free:
            place = self.places[seat] if 0 <= seat < len(self.places) else None
            if place is not None and place.link != SeatLink.OPEN:
                raise Refusal(why("seat_taken", seat=seat + 1, name=place.name) if place.person
                              else why("seat_cpu", seat=seat + 1))
            kept = place is not None and place.kind == "human"
            raise Refusal(why("seat_kept" if kept else "seat_not_free", seat=seat + 1))
        place = self.places[seat]
        name = clean_name(name)  # as a name typed here: no control character reaches a log or a screen
        if name:
            place.name = seat_name(name, seat, [p.name for s, p in enumerate(self.places) if s != seat])
        fresh = self.token_for(seat)
        self._back(seat)
        self.note_seat("took_seat", _("{name} took seat {seat}"), seat)
        return seat, fresh

    def _time_back(self, seat: int, now: float) -> None:
        """A person back from a drop, on a turn, choice or commit of theirs whose clock ran on
        while they were away: they have at least `BACK_SECONDS` for it, never a move made for
        them the moment they return (nor a fresh clock for each drop)."""
        w, pending = self.window, self.match.pending
        if w is None or w.deadline is None or pending is None or pending.kind in WINDOWS or seat not in pending.seats:
            return
        w.deadline = max(w.deadline, now + BACK_SECONDS)

    def _back(self, seat: int) -> None:
        place = self.places[seat]
        if place.link != SeatLink.CONNECTED:
            place.generation += 1
        place.link = SeatLink.CONNECTED if place.kind == "net" else SeatLink.HERE
        place.dropped_at = None

    def dropped(self, seat: int, now: float) -> None:
        """A person's connection dropped: hold the seat for the grace time (a finished game
        holds no seat: they left it)."""
        place = self.places[seat]
        if self.finished:  # shown as gone to the others (their token still shows them the result)
            if place.link in (SeatLink.CONNECTED, SeatLink.HERE):
                place.link, place.dropped_at = SeatLink.LEFT, None
                place.generation += 1
            self.note_seat("left_finished", _("{name} (seat {seat}) left the finished game"), seat)
            return
        if place.link in (SeatLink.CONNECTED, SeatLink.HERE):
            place.link, place.dropped_at = SeatLink.RECONNECTING, now
            place.generation += 1
            grace = self.options.grace
            self.note("dropped", _("{name} (seat {seat}) dropped; held for {seconds} s").format(
                name=place.name, seat=seat + 1, seconds=format_number(grace)), name=place.name, seat=seat + 1,
                grace=f"{grace:g}")

    def left(self, seat: int) -> None:
        """A person left on purpose: a CPU plays the seat for good."""
        place = self.places[seat]
        if place.person:
            place.link, place.dropped_at = SeatLink.LEFT, None  # the token stays, to say so
            place.generation += 1
            self.note_seat("left", _("{name} (seat {seat}) left; a CPU plays on"), seat)

    def begin(self) -> None:
        """The host starts the game: the clock and the CPUs run, and every connection is sent the
        moves it may make now (it was offered none while the table was held)."""
        self.held = False
        for conn in self.conns:
            conn.stale = True

    def fill_open(self) -> None:
        """Every seat still open on the network is played by a CPU (the host starts without them);
        a seat for a person at the host's screen stays theirs (they sit down as the game starts)."""
        for seat in self.free_seats():
            place = self.places[seat]
            place.link, place.kind = SeatLink.CPU, self.options.stand_in
            place.generation += 1

    def set_seat(self, seat: int, kind: str) -> None:
        """Before the game begins, the host makes a seat nobody holds a CPU of level `kind`, or
        open for a person on the network (`kind` "net"). A `Refusal` says why not (the game has
        begun; a person holds the seat, or it is for a person at the host's screen)."""
        place = self.places[seat]
        if not self.held:
            raise Refusal(why("seats_fixed"))
        if place.kind == "human" or place.link not in (SeatLink.OPEN, SeatLink.CPU):
            raise Refusal(why("persons_seat", seat=seat + 1))
        if kind != "net" and kind not in LEVELS:
            raise Refusal(why("unknown_kind"))
        place.kind, place.link = kind, _first_link(kind)
        place.bot = None
        place.generation += 1

    def seat_states(self, now: float) -> list[dict[str, Any]]:
        out = []
        for place in self.places:
            link = SeatLink.HERE if place.kind == "human" and place.link == SeatLink.OPEN else place.link
            state: dict[str, Any] = {"name": place.name, "link": link.value}  # a seat at the host's screen: "here"
            if link == SeatLink.CPU and place.kind in LEVELS:
                state["level"] = place.kind  # as the host's lobby shows it
            if place.link == SeatLink.RECONNECTING and place.dropped_at is not None:
                state["ms_left"] = max(0, int((place.dropped_at + self.options.grace - now) * 1000))
            out.append(state)
        return out

    def may_react(self, seat: int, now: float) -> bool:
        """Whether `seat` may send a quick reaction at `now` (one every few seconds)."""
        return self.allowances.setdefault(seat, Allowance()).take(now)

    def note(self, event: str, words: str, **fields: Any) -> None:
        """A line for the host's log (`log_lines`): its words, made now in the current language."""
        self.log_lines.append(LogLine(event, words, **fields))

    def note_seat(self, event: str, words: str, seat: int) -> None:
        """A line about the person at `seat`: `words` has the placeholders {name} and {seat}."""
        name = self.places[seat].name
        self.note(event, words.format(name=name, seat=seat + 1), name=name, seat=seat + 1)

    # ---- acting ----------------------------------------------------------------------------
    def act(self, seat: int, action: Action, at: int) -> Why | None:
        """A person's action for the decision seen after `at` events: None when applied (and
        journaled), else why not. IllegalAction for an action the rules refuse."""
        if self.held:
            return why("not_begun")
        if not self.places[seat].person:
            return why("cpu_plays")
        total = len(self.match.log)
        # Since `at`, only other seats' passes or commits in the same decision: it still counts
        # (the rules say whether this seat may still answer).
        if at != total and not self.since <= at <= total:
            return why("moved_on")
        pending = self.match.pending
        if at != total and (pending is None or seat not in pending.seats):
            return why("too_late")
        self.apply(seat, action)
        return None

    def apply(self, seat: int, action: Action, stand_in: bool = False) -> None:
        """The one place the game changes (IllegalAction: nothing changed); `stand_in`: a CPU
        made this move for the person whose seat it is (kept in `stand_ins`, and logged)."""
        before, start = self.match.pending, len(self.match.log)
        self.match.act(seat, action)
        if stand_in:
            self._stood_in(seat, start)
        after = self.match.pending
        if not _same_decision(before, after, self.ruleset.is_pass(action)):
            self.since = len(self.match.log)
            self.window = None
            self.forced.clear()
        if self.match.is_over() and not self.finished:
            self.finished = True
            if self.journal is not None:
                self.journal.finish()

    def _stood_in(self, seat: int, start: int) -> None:
        """The move just made (events `start` on) was a stand-in's for `seat`: every screen is told
        so with its events, and the host's log says it (in public words)."""
        end = len(self.match.log)
        self.stand_ins.append((seat, start, end))
        names = [p.name for p in self.places]
        public = [self.ruleset.redact(e, SPECTATOR) for e in self.match.log[start:end]]
        lines = [self.ruleset.describe(e, names) for e in public if self.ruleset.shown_in_log(e)]
        move = lines[0] if lines else _("a move")
        # TRANSLATORS: {line} is a move a CPU made for a person, as the game's log says it.
        self.note("table", _("{line} (seat {seat})").format(line=played_for(move, seat, names, None), seat=seat + 1))

    def stand_ins_between(self, start: int, end: int) -> list[list[int]]:
        """The stand-ins' moves (seat, first event, end) with an event numbered `start` to `end`."""
        out = []
        for seat, first, last in reversed(self.stand_ins):
            if last <= start:
                break
            if first < end:
                out.append([seat, first, last])
        return out[::-1]

    # ---- the clock and the CPUs ----------------------------------------------------------------
    def controller_is_cpu(self, seat: int) -> bool:
        return not self.places[seat].person or seat in self.forced

    def tick(self, now: float) -> float | None:
        """Do what is due at `now` (windows that close, seats a CPU takes over, CPU answers
        whose time came); the time the table next needs attention, or None."""
        if self.held:
            return None
        self.now = now
        wake: list[float] = []
        for seat, place in enumerate(self.places):
            if place.link == SeatLink.RECONNECTING and place.dropped_at is not None and not self.finished:
                end = place.dropped_at + self.options.grace
                if now >= end:
                    place.link, place.dropped_at = SeatLink.STAND_IN, None
                    place.generation += 1
                    self.note_seat("stand_in", _("{name} (seat {seat}) is played by a CPU until they return"), seat)
                else:
                    wake.append(end)
        for _pass in range(10_000):  # bounded: each pass applies an action or stops
            pending = self.match.pending
            if pending is None:
                break
            length = self.time_for(pending.kind)
            if length is not None:
                window = self._window(pending.kind, pending.seats, now, length)
                if window.deadline is not None and now >= window.deadline:
                    if self._time_out(pending.kind, pending.seats):
                        continue
                elif window.deadline is not None:
                    wake.append(window.deadline)
            due = self._cpu_due(pending.seats, now)
            if due is None:
                break
            if isinstance(due, float):
                wake.append(due)
                break
        return min(wake) if wake else None

    def time_for(self, kind: DecisionKind) -> float | None:
        """Seconds people have for a decision of `kind`, or None: as long as they like. A
        window is always timed; a commit by the `commit` option, a turn or a choice by `turn`
        (both on by default, so a person who never acts never holds the table up)."""
        if kind in WINDOWS:
            return self.options.window
        return (self.options.commit if kind == DecisionKind.COMMIT else self.options.turn) or None

    def _timed(self, kind: DecisionKind, seat: int) -> bool:
        """Whether `seat`'s time for a decision of `kind` runs: a person's in a window; in any
        other decision only a person who is there (an open seat waits for whoever takes it, a
        dropped one has its grace time)."""
        link = self.places[seat].link
        return link in PRESENT if kind not in WINDOWS else link in PEOPLE

    def _window(self, kind: DecisionKind, seats: frozenset[int], now: float, length: float) -> Window:
        w = self.window
        people = [s for s in seats if self._timed(kind, s)]
        if w is None or not seats <= w.seats or (w.deadline is None and people):  # (or its person came)
            deadline = None
            if people:
                slowest = max(self.places[s].rtt for s in people) / 2
                deadline = now + length + min(MAX_EXTENSION, slowest)
            w = self.window = Window(self.since, seats, deadline)
        w.seats = seats
        return w

    def _time_out(self, kind: DecisionKind, seats: frozenset[int]) -> bool:
        """Time is up: in a window every person still in it passes; in any other decision (a
        turn, a choice, a hidden commit) the stand-in CPU makes this one decision for every
        person who has not, and they are told (a late person's own action still counts if it
        comes first). Whether anything was applied."""
        if kind not in WINDOWS:
            late = sorted(s for s in seats if self._timed(kind, s) and s not in self.forced)
            for seat in late:
                self.forced.add(seat)
                self.timed_out.append((seat, kind))
                self.note_seat("timed_out", _("{name} (seat {seat}) ran out of time; a CPU makes this move"), seat)
            return False
        for seat in sorted(seats):
            if self.places[seat].person:
                passes = [a for a in self.match.legal_actions(seat) if self.ruleset.is_pass(a)]
                if passes:
                    self.apply(seat, passes[0])
                    return True
        return False

    def _key(self, seat: int) -> tuple[int, int]:
        return (len(self.match.log), self.places[seat].generation)

    def _cpu_due(self, seats: frozenset[int], now: float) -> bool | float | None:
        """Apply the first CPU answer whose time has come (True); else the earliest time one
        will (a float), or None."""
        soonest: float | None = None
        for seat in sorted(seats):
            if not self.controller_is_cpu(seat):
                continue
            key = self._key(seat)
            due = self._due(seat, now)
            decided = self.decided.get(seat)
            if decided is None or decided[0] != key:
                continue
            if now >= due:
                del self.decided[seat]
                try:
                    self.apply(seat, decided[1], stand_in=self.places[seat].kind in PERSON_KINDS)
                except IllegalAction as exc:  # a bot's bug: note it and let it think again
                    self.note("error", _("seat {seat}'s CPU chose an illegal move ({reason})").format(
                        seat=seat + 1, reason=exc))
                    continue
                return True
            soonest = due if soonest is None else min(soonest, due)
        return soonest

    def _due(self, seat: int, now: float) -> float:
        """When `seat`'s CPU answers the decision it is asked: its reaction time runs from the
        moment it is asked (in a window, from the window's opening), drawn then."""
        key = self._key(seat)
        when = (self.window.key, key[1]) if self.window is not None else key
        asked = self.asked.get(seat)
        if asked is None or asked[0] != when:
            asked = self.asked[seat] = (when, now + self._delay(seat))
        return asked[1]

    def _delay(self, seat: int) -> float:
        """A CPU's reaction time: `cpu_delay` give or take 30%, from the table's own random
        numbers, and never less than its level may think (Hard: its search budget), whatever it
        holds: its answer is never late because it was thinking."""
        return max(self.options.cpu_delay * self.rng.uniform(0.7, 1.3), thinking_seconds(self._bot(seat)))

    def _bot(self, seat: int) -> Bot:
        """The CPU that plays `seat` (its level's, or the stand-in's for a person's seat)."""
        place = self.places[seat]
        if place.bot is None:
            level = place.kind if place.kind in LEVELS else self.options.stand_in
            place.bot = make_bot(level, seat, self.ruleset, place.seed)
            place.bot_seen = 0
        return place.bot

    def jobs(self) -> list[Job]:
        """CPU decisions to think about now (each CPU seat asked and not already thinking)."""
        pending = self.match.pending
        if pending is None or self.held:
            return []
        out = []
        for seat in sorted(pending.seats):
            if not self.controller_is_cpu(seat) or seat in self.thinking:
                continue
            key = self._key(seat)
            if seat in self.decided and self.decided[seat][0] == key:
                continue
            place, bot = self.places[seat], self._bot(seat)
            log = self.match.log
            events = [self.ruleset.redact(e, seat) for e in log[place.bot_seen:]]
            place.bot_seen = len(log)
            self.thinking.add(seat)
            # Its thinking ends a little before its answer is due (on the clock the job reads).
            until = self.clock() + self._due(seat, self.now) - self.now - ANSWER_MARGIN
            out.append(Job(self, seat, key, bot, events, self.match.view(seat), self.match.legal_actions(seat),
                           until, self.clock))
        return out

    def job_done(self, job: Job, action: Action | None) -> None:
        """A CPU's answer: kept for its reaction time if the decision is still the same."""
        self.thinking.discard(job.seat)
        if action is not None and self._key(job.seat) == job.key:
            self.decided[job.seat] = (job.key, action)

    # ---- what each connection is sent ------------------------------------------------------
    def events_json(self, seat: int, start: int) -> list[dict[str, Any]]:
        return [self.ruleset.redact(e, seat).to_json() for e in self.match.log[start:]]

    def view_json(self, seat: int) -> dict[str, Any]:
        return self.codec.encode(self.match.view(seat))

    def resume(self, conn: Conn, last: int | None, history: bool) -> None:
        """Start `conn` over holding `last` events: the events it lacks, or a fresh view when
        they would be longer (unless it asked for the `history`). The events are redacted only
        until they outgrow the view, so asking a long game's whole history again and again
        costs the host about a view each time, not the whole log."""
        total = len(self.match.log)
        start = last if last is not None and 0 <= last <= total else total
        if history:
            events = self.events_json(conn.seat, start)
        else:
            events = self._events_within(conn.seat, start, len(json.dumps(self.view_json(conn.seat),
                                                                          separators=(",", ":"))))
        conn.head = conn.stream.resume(last, total, events or [], events is not None)

    def _events_within(self, seat: int, start: int, limit: int) -> list[dict[str, Any]] | None:
        """The seat's events from `start` if their JSON list (`json.dumps`) is at most `limit`
        characters long, else None (found without redacting the events past that length)."""
        events: list[dict[str, Any]] = []
        size = 2  # "[]", then each event and a ", " between two
        for event in self.match.log[start:]:
            events.append(self.ruleset.redact(event, seat).to_json())
            size += len(json.dumps(events[-1])) + (2 if len(events) > 1 else 0)
            if size > limit:
                return None
        return events

    def message_for(self, conn: Conn, now: float) -> str | None:
        return message_for(self, self.match.state, conn, now)

    def shared(self, state: Any) -> Shared:
        """The encodings every connection shares for `state` (see codec.Shared): one for each of
        the match's own states (a new one as its events change it), a fresh one for another."""
        if state is not self.match.state:
            return Shared(self.codec)
        key = len(self.match.log)
        if self._shared[0] != key:
            self._shared = (key, Shared(self.codec))
        return self._shared[1]

    def public(self, state: Any) -> tuple[Pending | None, Any, list[int] | None]:
        """What every connection is sent alike from `state`: its pending decision, that
        decision encoded, and the winners. For the match's own state (which its events change
        in place) this is worked out once per event, not once per connection."""
        key = len(self.match.log) if state is self.match.state else None
        cached = self._public
        if key is None or cached is None or cached[0] != key:
            pending, result = self.ruleset.pending(state), self.ruleset.result(state)
            cached = (key, pending, self.shared(state).encode(pending), list(result.winners) if result else None)
            if key is not None:
                self._public = cached
        return cached[1], cached[2], cached[3]


def message_for(table: Table, state: Any, conn: Conn, now: float) -> str | None:
    """The update `conn` lacks, from the state `state` of `table`'s game (the real one; the
    wire leak test passes a state that differs only in what this seat cannot see)."""
    ruleset, seat = table.ruleset, conn.seat
    total = len(table.match.log)
    w = table.window
    key = w.key if w is not None and w.deadline is not None else None
    if conn.head is None and not conn.stale and conn.stream.sent == total and conn.stream.window_key == key:
        return None  # no event since the last update: nothing it is shown can have changed
    head, conn.head, conn.stale = conn.head, None, False
    new = [] if head is not None else table.events_json(seat, conn.stream.sent)
    start = head["from"] if head is not None and head.get("events") else conn.stream.sent
    stand_ins = table.stand_ins_between(start, total) if head is None or head.get("events") else []
    pending, pending_json, winners = table.public(state)
    asked = seat >= 0 and pending is not None and not table.held  # a held table offers nobody a move
    legal = [a.to_json() for a in ruleset.legal_actions(state, seat)] if asked else []
    timed = (w is not None and w.deadline is not None and pending is not None
             and table.time_for(pending.kind) is not None)
    window = (w.key, max(0, int((w.deadline - now) * 1000))) if timed and w is not None else (None, None)
    return conn.stream.update(total, new, ruleset.view(state, seat), table.shared(state),
                              pending_json, legal, window, winners, head, stand_ins)


def _same_decision(before: Pending | None, after: Pending | None, passed: bool) -> bool:
    """Whether `after` is still the decision `before` was: a window that only lost seats to
    passes, or a commit that only lost the seats that committed."""
    if before is None or after is None or (before.kind, before.prompt) != (after.kind, after.prompt):
        return False
    if not after.seats < before.seats:
        return False
    return before.kind == DecisionKind.COMMIT or (before.kind in WINDOWS and passed)


def _first_link(kind: str) -> SeatLink:
    return SeatLink.OPEN if kind in PERSON_KINDS else SeatLink.CPU


def seat_name(wanted: str, seat: int, others: list[str]) -> str:
    """The name a seat goes by at a network table, where every screen calls its own seat "You":
    the default name "You" is "Player N" there, and a name another seat has takes its seat number
    ("Bea 2"), so nobody reads "You's turn" or two seats alike."""
    if wanted.casefold() == YOU.casefold():
        return default_name(True, seat)
    if wanted.casefold() in {other.casefold() for other in others}:
        return f"{wanted} {seat + 1}"
    return wanted


def _default_name(kind: str, seat: int) -> str:
    return default_name(kind in PERSON_KINDS, seat)


def name_of_host(table: Table, wanted: str) -> str:
    """What the people at `table` call its host: the name of its first seat at the host's screen,
    as the table names it (never "You", every screen's word for its own seat), else the name it
    chose, unless that is "You" (then none: joiners read "the host")."""
    here = [p.name for p in table.places if p.kind == "human"]
    if here:
        return here[0]
    return "" if wanted.strip().casefold() == YOU.casefold() else wanted


__all__ = ["SPECTATOR", "TABLE_OPTION_NAMES", "Conn", "Job", "Place", "Table", "TableOptions", "message_for",
           "name_of_host"]
