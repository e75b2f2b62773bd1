"""`python -m game replay FILE [--seat N] [--json]`: a kept game's log, without a window.

FILE is a game from the history, a saved game or an exported JSON log. It is proved (the rules
decide every move again) before anything is printed; a file that is missing, unreadable or
forged is one line on stderr and exit 2 (the file is left where it is). The text is one line an
event, every card face up, or as seat N (from 1) saw it; --json prints the record itself.
"""

from __future__ import annotations

import json

from .. import storage
from ..history import heading, text_log
from ..saves import FORMAT, UPGRADERS, SavedGame


def load(path: str) -> SavedGame:
    """The proved game in `path`; raises BadFile with the reason."""
    raw = storage.read_named_file(path, storage.SAVE_LIMIT)
    data = storage.parse_json(raw)
    if not isinstance(data, dict) or not {"format", "game_id", "steps"} <= data.keys():
        raise storage.BadFile("it is not a saved game, a kept game or an exported JSON log")
    saved = SavedGame.from_json(storage.upgrade(data, FORMAT, UPGRADERS))
    saved.to_match()
    return saved


def replay(path: str, seat: int | None, as_json: bool) -> tuple[int, str]:
    """(exit code, what to print): the log, or one line saying why not."""
    try:
        saved = load(path)
    except storage.BadFile as exc:
        return 2, f"error: {path} cannot be replayed: {exc}"
    if seat is not None and not 1 <= seat <= len(saved.seats):
        return 2, f"error: --seat {seat} is not a seat of this game (1 to {len(saved.seats)})"
    if as_json:
        return 0, json.dumps(saved.to_json(), indent=2)
    viewer = None if seat is None else seat - 1
    return 0, "\n".join([heading(saved, viewer), *text_log(saved, viewer)])
