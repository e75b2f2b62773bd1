"""What a screen keeps of a network game once it ends: its history entry and its statistics.

- A client (`keep_seen`) keeps what it saw (`game.seen.SeenGame`): its seats' and the public
  table's events, the views at each update, the result the host reported. It is counted once
  per game, as a network game (`stats.record_network`).
- The app's own host (`keep_hosted`) ran the game here, so it keeps the game as a local game
  is kept, proved by the rules, marked with the seats played at its screen: its replay shows
  only their views (`game.replay.viewers`), never the other people's hands.

Nothing is kept for a screen that only watched, or when the app keeps no files.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import history, stats
from ..engine.feed import SeatLink
from ..engine.feed_game import FeedGame
from ..engine.match import Match
from ..saves import SavedGame, Seat, game_uid
from ..seen import CPU, SeenGame, seen_uid

if TYPE_CHECKING:
    from .seating import LocalHost

NOT_KEPT = "This game could not be kept in your history: the host's last update did not arrive."


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


def keep_seen(game: FeedGame, names: list[str], limit: int) -> str | None:
    """Keep a finished game this client played (its seats here) in the history and the
    statistics; a message for the player, or None. Call once `caught_up(game)`."""
    if not game.here:
        return None
    token = getattr(game.feeds[game.here[0]], "token", None)
    if not token:
        return NOT_KEPT
    result = game.result()
    winners = tuple(result.winners) if result else ()
    try:
        seen = SeenGame.of_feeds(game.feeds, seen_seats(game, names), winners, seen_uid(token),
                                 host=str(getattr(game.main, "url", "")))
    except ValueError:
        return NOT_KEPT
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
        return SavedGame.from_match(match, table.saved_seats(), here=tuple(here)), match

    taken = host.thread.call(take)
    if taken is None:
        return None
    saved, match = taken
    result = match.result()
    counted = stats.record_network(game_uid(match), saved.game_id, here, result.winners if result else ())
    kept = history.record(saved, match, limit)
    return " ".join(filter(None, [counted, kept])) or None
