"""What this computer saw of a network game: the history entry of a game played on a host.

A network game runs on its host. This computer was shown only its own seats' events (each
redacted for that seat), the public table's, the views and decisions the host sent with them,
and the result the host reported. A `SeenGame` keeps exactly that, nothing more:
- for each seat played here and for the public table (`SPECTATOR`), its events as they arrived;
- the moments the screen rested on: after each update from the host, the events it held and
  each viewpoint's view and the public decision then (in the file, a view is written as the
  fields that changed since the moment before, as the host sends it);
- who sat where (a person, or a CPU at the host), which seats were played here, the result.

It cannot be proved by the rules as a local game is: the hidden cards were never here. So it
is, and says it is, a record of what you saw, marked as a network game, with the result the
host reported. It is signed with this installation's key under a purpose of its own (`SEEN`):
a file written by hand, copied from another computer or from another kind of record is refused,
and a network record never passes as a proved game (nor a proved game as one). Its replay
(`SeenReplay`, `SeenMatch`) rests only on the recorded moments and shows only the seats
played here (`game.replay.viewers`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from . import storage
from .engine import Event, event_from_json, get
from .engine.errors import ConfigError, IllegalAction
from .engine.ruleset import GameConfig, OptionValue, Result, Ruleset
from .i18n import _
from .names import clean_name
from .replay import Replay
from .saves import FORMAT, OPTION_TYPES, SPECTATOR, Seat, parse_seats, parse_stand_ins
from .stats import GAME_ID

SEEN = "history-seen"  # what a network record's signature is for
CPU = "cpu"  # a seat a CPU played at the host (its level is the host's to know)
SEAT_KINDS = ("human", CPU)
Moment = tuple[int, Mapping[int, Any], Any]  # (events held, {viewpoint: view JSON}, pending decision JSON)


def seen_uid(token: str) -> str:
    """The id of the record a seat keeps of its game: from the seat's token, so the same seat
    taken back after a restart records (and counts) the same game once."""
    return hashlib.sha256(b"nine-lives seen game\0" + token.encode("utf-8")).hexdigest()[:32]


@dataclass(frozen=True, slots=True)
class SeenGame:
    """A network game as this computer saw it (see the module's notes)."""

    game_id: str
    players: int
    options: Mapping[str, OptionValue]
    seats: tuple[Seat, ...]  # kind "human" (a person, here or elsewhere) or CPU
    here: tuple[int, ...]  # the seats played at this computer
    feeds: Mapping[int, tuple[Event, ...]]  # each seat here and SPECTATOR: its events, as they arrived
    moments: tuple[Moment, ...]
    winners: tuple[int, ...]
    uid: str
    saved_at: str = field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="seconds"))
    host: str = ""  # where the host was ("ws://192.168.1.20:8766")
    name: str = ""
    stand_ins: tuple[tuple[int, int, int], ...] = ()  # moves the host's CPU made for a person: (seat, first, end)

    @property
    def ruleset(self) -> Ruleset:
        return get(self.game_id)

    @property
    def config(self) -> GameConfig:
        return self.ruleset.configure(self.players, dict(self.options))

    @property
    def events(self) -> tuple[Event, ...]:
        """The log as the first seat played here saw it."""
        return self.feeds[self.here[0]]

    # ---- made from the feeds of a finished game ---------------------------------------------
    @classmethod
    def of_feeds(cls, feeds: Mapping[int, Any], seats: Iterable[Seat], winners: Iterable[int], uid: str,
                 host: str = "", earlier: Iterable[Moment] = ()) -> SeenGame:
        """The record of a finished game from the feeds that showed it (`NetClient`s: their
        events and `moments`), after the `earlier` moments this seat saw before the app
        restarted; ValueError when a feed did not see the game from its deal."""
        here = tuple(sorted(s for s in feeds if s >= 0))
        if not here or SPECTATOR not in feeds:
            raise ValueError("a network record needs a seat played here and the public table")
        main = feeds[here[0]]
        events = {v: tuple(f.events) for v, f in feeds.items()}
        if any(f.first != 0 for f in feeds.values()) or len({len(e) for e in events.values()}) != 1:
            raise ValueError("a feed did not see the whole game")
        moments = with_earlier(tuple(earlier), merged_moments({v: f.moments for v, f in feeds.items()}, main.moments))
        return cls(main.ruleset.info.id, main.config.players, dict(main.config.options), tuple(seats), here, events,
                   moments, tuple(winners), uid, host=host, stand_ins=tuple(getattr(main, "stand_ins", ())))

    @property
    def stand_in_steps(self) -> dict[int, tuple[int, int]]:
        """The moves the host's CPU made for a person: first event -> (seat, end)."""
        return {first: (seat, end) for seat, first, end in self.stand_ins}

    # ---- the file ----------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The file's content (unsigned: `history` signs it under `SEEN`). Views are written as
        the fields that changed since the moment before."""
        return {"format": FORMAT, "seen": True, "game_id": self.game_id, "players": self.players,
                "options": dict(self.options), "seats": [{"name": s.name, "kind": s.kind} for s in self.seats],
                "here": list(self.here), "uid": self.uid, "saved_at": self.saved_at, "host": self.host,
                "winners": list(self.winners),
                "feeds": {str(v): [e.to_json() for e in events] for v, events in sorted(self.feeds.items())},
                "moments": moments_json(self.moments), "stand_ins": [list(s) for s in self.stand_ins]}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SeenGame:
        """Read a network record (its signature is checked by the caller); raises BadFile."""
        game_id = data.get("game_id")
        try:
            ruleset = get(game_id) if isinstance(game_id, str) else None
        except ConfigError:
            ruleset = None
        if ruleset is None or data.get("seen") is not True:
            raise storage.BadFile(_("it is not a network game of a game this version knows"))
        seats = parse_seats(data.get("seats"), SEAT_KINDS)
        players, options, uid = data.get("players"), data.get("options"), data.get("uid")
        if type(players) is not int or players != len(seats) or not isinstance(uid, str) or not GAME_ID.fullmatch(uid):
            raise storage.BadFile(_("its table is unreadable"))
        if not isinstance(options, dict) or not all(type(v) in OPTION_TYPES for v in options.values()):
            raise storage.BadFile(_("its options are unreadable"))
        try:
            ruleset.configure(players, dict(options))
        except ConfigError as exc:
            raise storage.BadFile(str(exc)[:120]) from None
        here, winners = _seat_list(data.get("here"), players), _seat_list(data.get("winners"), players)
        if not here:
            raise storage.BadFile(_("it names no seat played here"))
        feeds = _feeds(data.get("feeds"), ruleset, here)
        moments = moments_from_json(data.get("moments"), set(feeds), len(feeds[here[0]]))
        _check_views(ruleset, moments)
        stand_ins = parse_stand_ins(data.get("stand_ins", []), players, len(feeds[here[0]]))
        return cls(game_id, players, dict(options), seats, here, feeds, moments, winners, uid,
                   clean_name(data.get("saved_at"), 40), clean_name(data.get("host"), 80), stand_ins=stand_ins)


def moments_json(moments: Iterable[Moment]) -> list[dict[str, Any]]:
    """Moments as a file holds them: each view as the fields that changed since the moment
    before (whole the first time), the decision only when it changed."""
    last: dict[int, dict[str, Any]] = {}
    last_pending: Any = object()
    out = []
    for n, views, pending in moments:
        item: dict[str, Any] = {"n": n, "views": {}}
        for viewpoint, view in sorted(views.items()):
            before = last.get(viewpoint)
            changed = view if before is None else {k: v for k, v in view.items() if before.get(k) != v}
            if before is None or changed:
                item["views"][str(viewpoint)] = {"whole": before is None, "fields": changed}
            last[viewpoint] = view
        if pending != last_pending:
            item["pending"] = last_pending = pending
        out.append(item)
    return out


def merged_moments(by_feed: Mapping[int, list[tuple[int, Any, Any]]],
                   main: list[tuple[int, Any, Any]]) -> tuple[Moment, ...]:
    """One list of moments from each feed's own (they reach the same numbers of events, each
    over its own connection): at every number of events any feed rested on, each viewpoint's
    latest view by then, and the main feed's decision."""
    latest: dict[int, dict[int, tuple[Any, Any]]] = {}
    for viewpoint, moments in by_feed.items():
        for n, view, pending in moments:
            if view is not None:
                latest.setdefault(n, {})[viewpoint] = (view, pending)
    out: list[Moment] = []
    now: dict[int, Any] = {}
    pending: Any = None
    main_at = {n: p for n, v, p in main if v is not None}
    for n in sorted(latest):
        for viewpoint, (view, _p) in latest[n].items():
            now[viewpoint] = view
        pending = main_at.get(n, pending)
        if set(now) == set(by_feed):  # every viewpoint has been shown the table
            out.append((n, dict(now), pending))
    return tuple(out)


def with_earlier(earlier: tuple[Moment, ...], now: tuple[Moment, ...]) -> tuple[Moment, ...]:
    """The moments seen before a restart that come before the first one seen since, then those."""
    first = now[0][0] if now else None
    return tuple(m for m in earlier if first is None or m[0] < first) + now


def _check_views(ruleset: Ruleset, moments: tuple[Moment, ...]) -> None:
    """Every recorded view and decision reads as one of the game's (the codec names no class
    outside the game's view); raises BadFile."""
    from .net.codec import codec_for

    codec = codec_for(ruleset)
    try:
        for _n, views, pending in moments:
            for view in views.values():
                codec.decode(view)
            if pending is not None:
                codec.decode(pending)
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
        raise storage.BadFile(_("a view it holds is not one of this game's")) from None


def _seat_list(raw: Any, players: int) -> tuple[int, ...]:
    if (not isinstance(raw, list) or not all(type(s) is int and 0 <= s < players for s in raw)
            or len(set(raw)) < len(raw)):
        raise storage.BadFile(_("its seats are unreadable"))
    return tuple(raw)


def _feeds(raw: Any, ruleset: Ruleset, here: tuple[int, ...]) -> dict[int, tuple[Event, ...]]:
    if not isinstance(raw, dict) or set(raw) != {str(v) for v in (*here, SPECTATOR)}:
        raise storage.BadFile(_("its logs are not those of the seats played here"))
    feeds = {}
    try:
        for key, events in raw.items():
            if not isinstance(events, list):
                raise ValueError(_("a log is not a list"))
            feeds[int(key)] = tuple(event_from_json(e, ruleset.event_types) for e in events)
    except (ValueError, TypeError) as exc:
        raise storage.BadFile(_("an event is unreadable: {reason}").format(reason=clean_name(str(exc), 60))) from None
    if len({len(f) for f in feeds.values()}) != 1:
        raise storage.BadFile(_("its logs differ in length"))
    return feeds


def moments_from_json(raw: Any, viewpoints: set[int], length: int | None) -> tuple[Moment, ...]:
    """Moments read back (`moments_json`), each in order and within the log's `length`, which
    the last one must reach (None: a game still going on); raises BadFile."""
    if not isinstance(raw, list) or not raw:
        raise storage.BadFile(_("it holds no moment seen"))
    limit = length if length is not None else 10**9
    out: list[Moment] = []
    now: dict[int, dict[str, Any]] = {}
    pending: Any = None
    last_n = -1
    for item in raw:
        n, views = (item.get("n"), item.get("views")) if isinstance(item, dict) else (None, None)
        if type(n) is not int or not last_n < n <= limit or not isinstance(views, dict):
            raise storage.BadFile(_("its moments are out of order"))
        for key, change in views.items():
            viewpoint = int(key) if isinstance(key, str) and key.lstrip("-").isdigit() else None
            whole = change.get("whole") if isinstance(change, dict) else None
            if (viewpoint not in viewpoints or not isinstance(change, dict) or type(whole) is not bool
                    or not isinstance(change.get("fields"), dict) or (not whole and viewpoint not in now)):
                raise storage.BadFile(_("a view is unreadable"))
            now[viewpoint] = dict(change["fields"]) if whole else {**now[viewpoint], **change["fields"]}
        if "pending" in item:
            pending = item["pending"]
        if set(now) != viewpoints:
            raise storage.BadFile(_("a view is missing"))
        out.append((n, dict(now), pending))
        last_n = n
    if length is not None and last_n != length:
        raise storage.BadFile(_("its end was not seen"))
    return tuple(out)


# ---- the replay ------------------------------------------------------------------------------


class SeenReplay(Replay):
    """`Replay` over a network record: the stops are the moments the screen rested on, the
    "state" at a stop is the stop itself (`SeenMatch` shows what was recorded there), and
    turns are read from the recorded views."""

    def __init__(self, seen: SeenGame):  # no fold of the rules: there is no full state here
        self.seen = seen
        self.ruleset = seen.ruleset
        self.config = seen.config
        self.events = seen.events
        self.stops = sorted({n for n, _v, _p in seen.moments})
        self.setup_length = self.stops[0]
        self.every = 1
        self._checkpoints = []
        match = SeenMatch(seen, self)
        self.turn_starts = []
        last_turn = None
        for stop in self.stops:
            match.state = stop
            turn = getattr(match.view(seen.here[0]), "turn_number", None)
            if turn is not None and turn != last_turn:
                self.turn_starts.append(stop if last_turn is not None else self.setup_length)
                last_turn = turn
        if not self.turn_starts:
            self.turn_starts = [self.setup_length]

    def state_at(self, n: int) -> Any:
        return max(0, min(n, len(self.events)))

    def feed(self, seat: int) -> list[Event]:
        return list(self.seen.feeds[seat])


class SeenMatch:
    """What the replay table reads of a network record: at the position `state` (a stop), the
    view and decision recorded there, and the result once at the end. Nobody acts."""

    def __init__(self, seen: SeenGame, replay: Replay):
        from .net.codec import codec_for

        self.seen = seen
        self.ruleset = seen.ruleset
        self.config = seen.config
        self.seed = 0
        self.log: list[Event] = list(seen.events[:replay.setup_length])
        self.state: int = replay.setup_length
        self._codec = codec_for(self.ruleset)
        self._ns = [n for n, _v, _p in seen.moments]
        self._decoded: dict[tuple[int, int], Any] = {}

    def _moment(self) -> int:
        import bisect

        return max(0, bisect.bisect_right(self._ns, self.state) - 1)

    def view(self, seat: int) -> Any:
        """The view `seat` was shown at the moment shown (a seat not played here: the public one)."""
        i = self._moment()
        views = self.seen.moments[i][1]
        viewpoint = seat if seat in views else SPECTATOR
        key = (i, viewpoint)
        if key not in self._decoded:
            self._decoded[key] = self._codec.decode(views[viewpoint])
        return self._decoded[key]

    @property
    def pending(self) -> Any:
        raw = self.seen.moments[self._moment()][2]
        return None if raw is None or self.is_over() else self._codec.decode(raw)

    @property
    def steps(self) -> range:
        return range(self._moment())

    def legal_actions(self, seat: int) -> list[Any]:
        return []

    def act(self, seat: int, action: Any) -> None:
        raise IllegalAction("a replay is only watched")

    def result(self) -> Result | None:
        return Result(self.seen.winners) if self.state >= len(self.seen.events) else None

    def is_over(self) -> bool:
        return self.result() is not None

    def events_for(self, seat: int) -> list[Event]:
        feed = self.seen.feeds.get(seat, self.seen.feeds[SPECTATOR])
        return list(feed[:len(self.log)])

    def subscribe(self, seat: int, callback: Callable[[Event], None]) -> Callable[[], None]:
        return lambda: None
