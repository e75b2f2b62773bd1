"""`python -m game replay FILE [--seat N] [--json]`: a kept game's log, without a window.

FILE is a game from the history, a saved game or an exported JSON log. It is proved (the rules
decide every move again) before anything is printed; a file that is missing, unreadable or
forged is one line on stderr and exit 2 (the file is left where it is). A finished game is
printed one line an event, every card face up, or as seat N (from 1) saw it; --json prints
its record, or with --seat only what that seat saw (its redacted events: no seed, no other
hand, no deck order). A game still going on is shown only as its one person saw it
(`game.replay.viewers`): the command line cannot tell who is asking.
"""

from __future__ import annotations

import json

from .. import storage
from ..history import export_names, heading, seat_record, text_log
from ..replay import viewers
from ..saves import FORMAT, UPGRADERS, SavedGame, check_signed
from ..seen import SEEN, SeenGame


def load(path: str) -> tuple[SavedGame | SeenGame, bool]:
    """The proved game in `path` (or a network game as this computer saw it, its signature
    checked) and whether it is over; raises BadFile with the reason."""
    raw = storage.read_named_file(path, storage.SAVE_LIMIT)
    try:
        data = storage.parse_json(raw)
    except storage.BadFile:
        if _journal_header(raw):
            raise storage.BadFile("it is the autosave, one line a move; save the game from Pause "
                                  "(Save game...) and replay that file") from None
        raise
    if isinstance(data, dict) and data.get("seen") is True:
        check_signed(SEEN, data)
        return SeenGame.from_json(storage.upgrade(data, FORMAT, UPGRADERS)), True
    if not isinstance(data, dict) or not {"format", "game_id", "steps"} <= data.keys():
        raise storage.BadFile("it is not a saved game, a kept game or an exported JSON log")
    saved = SavedGame.from_json(storage.upgrade(data, FORMAT, UPGRADERS))
    return saved, saved.to_match().is_over()


def _journal_header(raw: bytes) -> bool:
    """Whether `raw` starts as the autosave journal does: a saved game's header on its own line."""
    first, newline, _rest = raw.partition(b"\n")
    try:
        header = storage.parse_json(first) if newline else None
    except storage.BadFile:
        return False
    return isinstance(header, dict) and {"format", "game_id", "seats"} <= header.keys()


def replay(path: str, seat: int | None, as_json: bool) -> tuple[int, str]:
    """(exit code, what to print): the log, or one line saying why not."""
    try:
        saved, over = load(path)
    except storage.BadFile as exc:
        return 2, f"error: {path} cannot be replayed: {exc}"
    if seat is not None and not 1 <= seat <= len(saved.seats):
        return 2, f"error: --seat {seat} is not a seat of this game (1 to {len(saved.seats)})"
    allowed = viewers(saved.seats, over, saved.here)
    if saved.here is not None:  # a network game: only the seats played at this computer
        if seat is not None and seat - 1 not in allowed:
            names = " or ".join(f"--seat {s + 1}" for s in saved.here)
            return 2, f"error: {path} is a network game: only the views of the seats played here can be shown ({names})"
        if not saved.here:
            return 2, f"error: {path} is a network game watched here: nobody's view can be chosen from here"
        seat = seat or saved.here[0] + 1
        allowed = None
    if allowed is not None:
        if not allowed:
            people = sum(s.is_human for s in saved.seats)
            return 2, (f"error: {path} is a game still going on with {people or 'no'} "
                       f"{'person' if people == 1 else 'people'} at it: nobody's view can be chosen "
                       "from here; it can be replayed once it is over")
        (only,) = allowed
        if seat is not None and seat - 1 != only:
            return 2, (f"error: {path} is a game still going on: only {export_names(saved)[only]}'s view "
                       f"can be shown (--seat {only + 1}), until it is over")
        seat = only + 1
    if as_json:
        record = saved.to_json() if seat is None else seat_record(saved, seat - 1, over)
        return 0, json.dumps(record, indent=2)
    viewer = None if seat is None else seat - 1
    return 0, "\n".join([heading(saved, viewer), *text_log(saved, viewer)])
