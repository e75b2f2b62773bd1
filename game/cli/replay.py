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
from ..i18n import _, ngettext
from ..replay import viewers
from ..saves import FORMAT, UPGRADERS, SavedGame, check_signed
from ..seen import SEEN, SeenGame
from .args import error_line


def load(path: str) -> tuple[SavedGame | SeenGame, bool]:
    """The proved game in `path` (or a network game as this computer saw it, its signature
    checked) and whether it is over; raises BadFile with the reason."""
    raw = storage.read_named_file(path, storage.SAVE_LIMIT)
    try:
        data = storage.parse_json(raw)
    except storage.BadFile:
        if _journal_header(raw):
            raise storage.BadFile(_("it is the autosave, one line a move; save the game from Pause "
                                    "(Save game...) and replay that file")) from None
        raise
    if isinstance(data, dict) and data.get("seen") is True:
        check_signed(SEEN, data)
        return SeenGame.from_json(storage.upgrade(data, FORMAT, UPGRADERS)), True
    if not isinstance(data, dict) or not {"format", "game_id", "steps"} <= data.keys():
        raise storage.BadFile(_("it is not a saved game, a kept game or an exported JSON log"))
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


def either(seats: list[int]) -> str:
    """ "--seat 1 or --seat 3": the --seat flags of `seats` (from 0), as the language lists choices."""
    from babel.lists import format_list as choices

    from .. import i18n

    flags = [f"--seat {s + 1}" for s in seats]
    return flags[0] if len(flags) == 1 else choices(flags, style="or", locale=i18n.babel_locale())


def replay(path: str, seat: int | None, as_json: bool) -> tuple[int, str]:
    """(exit code, what to print): the log, or one line saying why not."""
    try:
        saved, over = load(path)
    except storage.BadFile as exc:
        return 2, error_line(_("{file} cannot be replayed: {reason}").format(file=path, reason=exc))
    if seat is not None and not 1 <= seat <= len(saved.seats):
        return 2, error_line(_("--seat {seat} is not a seat of this game (1 to {last})").format(
            seat=seat, last=len(saved.seats)))
    allowed = viewers(saved.seats, over, saved.here)
    if saved.here is not None:  # a network game: only the seats played at this computer
        if seat is not None and seat - 1 not in allowed:
            # TRANSLATORS: {flags} is "--seat 1" or a list of them ("--seat 1 or --seat 3").
            return 2, error_line(_("{file} is a network game: only the views of the seats played here can be "
                                   "shown ({flags})").format(file=path, flags=either(saved.here)))
        if not saved.here:
            return 2, error_line(_("{file} is a network game watched here: nobody's view can be chosen from "
                                   "here").format(file=path))
        seat = seat or saved.here[0] + 1
        allowed = None
    if allowed is not None:
        if not allowed:
            people = sum(s.is_human for s in saved.seats)
            if not people:
                said = _("{file} is a game still going on with no people at it: nobody's view can be chosen "
                         "from here; it can be replayed once it is over")
            else:
                said = ngettext("{file} is a game still going on with {n} person at it: nobody's view can be "
                                "chosen from here; it can be replayed once it is over",
                                "{file} is a game still going on with {n} people at it: nobody's view can be "
                                "chosen from here; it can be replayed once it is over", people)
            return 2, error_line(said.format(file=path, n=people))
        (only,) = allowed
        if seat is not None and seat - 1 != only:
            return 2, error_line(_("{file} is a game still going on: only {name}'s view can be shown (--seat "
                                   "{seat}), until it is over").format(file=path, name=export_names(saved)[only],
                                                                       seat=only + 1))
        seat = only + 1
    if as_json:
        record = saved.to_json() if seat is None else seat_record(saved, seat - 1, over)
        return 0, json.dumps(record, indent=2)
    viewer = None if seat is None else seat - 1
    return 0, "\n".join([heading(saved, viewer), *text_log(saved, viewer)])
