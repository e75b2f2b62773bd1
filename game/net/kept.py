"""What a screen keeps of a network game once it ends: its history entry and its statistics.

- A client (`keep_seen`) keeps what it saw (`game.seen.SeenGame`): its seats' and the public
  table's events, the views at each update, the result the host reported. It is counted once
  per game, as a network game (`stats.record_network`).
- The app's own host (`keep_hosted`) ran the game here, so it keeps the game as a local game
  is kept, proved by the rules, marked with the seats played at its screen: its replay shows
  only their views (`game.replay.viewers`), never the other people's hands.
- While a client's game goes on, what it has seen so far is kept in the data folder, signed
  (`save_partial`), so an app that is closed or crashes and takes its seat back keeps the
  moments it saw before (the events come again from the host).

Nothing is kept for a screen that only watched, or when the app keeps no files.
"""

from __future__ import annotations

import contextlib
import json
from typing import TYPE_CHECKING

from .. import history, signing, stats, storage
from ..engine.feed import SeatLink
from ..engine.feed_game import FeedGame
from ..engine.match import Match
from ..i18n import N_, _
from ..saves import FORMAT, SavedGame, Seat, game_uid
from ..seen import CPU, Moment, SeenGame, merged_moments, moments_from_json, moments_json, seen_uid, with_earlier

if TYPE_CHECKING:
    from .seating import LocalHost

NOT_KEPT = N_("This game could not be kept in your history: the host's last update did not arrive.")
PARTIAL = "network_seen.json"  # in the data folder: what this seat has seen of its game so far
PARTIAL_PURPOSE = "seen-partial"
PARTIAL_LIMIT = 4 * 1024 * 1024


def uid_of(game: FeedGame) -> str | None:
    """The id of the record this screen keeps of `game` (from its first seat's token)."""
    token = getattr(game.feeds[game.here[0]], "token", None) if game.here else None
    return seen_uid(token) if token else None


def _so_far(game: FeedGame, earlier: tuple[Moment, ...]) -> tuple[Moment, ...]:
    main = game.feeds[game.here[0]]
    return with_earlier(earlier, merged_moments({v: list(f.moments) for v, f in game.feeds.items()},
                                                list(main.moments)))


def save_partial(game: FeedGame, earlier: tuple[Moment, ...] = ()) -> None:
    """Keep what this seat has seen of `game` so far (after `earlier`), signed; a failure only
    loses the replay of the time before a restart."""
    uid = uid_of(game)
    if uid is None:
        return
    data = {"format": FORMAT, "uid": uid, "here": list(game.here), "moments": moments_json(_so_far(game, earlier))}
    with contextlib.suppress(OSError):
        storage.atomic_write_json(storage.paths().data_dir / PARTIAL,
                                  {**data, "sig": signing.sign(PARTIAL_PURPOSE, data)}, private=True)


def load_partial(game: FeedGame) -> tuple[Moment, ...]:
    """The moments this seat saw of `game` before the app restarted, or none (another game's,
    edited or unreadable: ignored)."""
    uid = uid_of(game)
    try:
        data = json.loads(storage.read_named_file(storage.paths().data_dir / PARTIAL, PARTIAL_LIMIT))
        body = {k: v for k, v in data.items() if k != "sig"}
        if (uid is None or not signing.valid(PARTIAL_PURPOSE, body, data.get("sig")) or data.get("uid") != uid
                or data.get("here") != list(game.here)):
            return ()
        return moments_from_json(data["moments"], set(game.feeds), None)
    except (OSError, ValueError, TypeError, KeyError, AttributeError, storage.BadFile):
        return ()


def forget_partial() -> None:
    with contextlib.suppress(OSError):
        (storage.paths().data_dir / PARTIAL).unlink(missing_ok=True)


def caught_up(game: FeedGame) -> bool:
    """Every feed of `game` (each seat here and the public table) has the result and the same
    events: the whole game has arrived."""
    feeds = list(game.feeds.values())
    return (all(f.result() is not None for f in feeds)
            and len({f.first + len(f.events) for f in feeds}) == 1)


def seen_seats(game: FeedGame, names: list[str]) -> list[Seat]:
    """Who sat where as this screen knew it: a person (here or elsewhere), or a CPU at the host."""
    links = [s.link for s in game.seats] or [SeatLink.CONNECTED] * len(names)
    return [Seat(name, CPU if link == SeatLink.CPU else "human") for name, link in zip(names, links, strict=False)]


def keep_seen(game: FeedGame, names: list[str], limit: int, earlier: tuple[Moment, ...] = ()) -> str | None:
    """Keep a finished game this client played (its seats here) in the history and the
    statistics, with the `earlier` moments seen before a restart; a message for the player,
    or None. Call once `caught_up(game)`."""
    if not game.here:
        return None
    uid = uid_of(game)
    if uid is None:
        return _(NOT_KEPT)
    result = game.result()
    winners = tuple(result.winners) if result else ()
    try:
        seen = SeenGame.of_feeds(game.feeds, seen_seats(game, names), winners, uid,
                                 host=str(getattr(game.main, "url", "")), earlier=earlier)
    except ValueError:
        return _(NOT_KEPT)
    counted = stats.record_network(seen.uid, seen.game_id, seen.here, winners)
    kept = history.record_seen(seen, limit)
    return " ".join(filter(None, [counted, kept])) or None


def keep_hosted(host: LocalHost, here: tuple[int, ...], limit: int) -> str | None:
    """Keep the finished game the app's host ran, proved, seen from the seats played at its
    screen (`here`); a message for the player, or None."""
    if not here:
        return None
    table = host.table

    def take() -> tuple[SavedGame, Match] | None:
        match = table.match
        if not match.is_over():
            return None
        return SavedGame.from_match(match, table.saved_seats(), here=tuple(here), stand_ins=table.stand_ins), match

    taken = host.thread.call(take)
    if taken is None:
        return None
    saved, match = taken
    result = match.result()
    counted = stats.record_network(game_uid(match), saved.game_id, here, result.winners if result else ())
    kept = history.record(saved, match, limit)
    return " ".join(filter(None, [counted, kept])) or None
