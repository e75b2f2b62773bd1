"""Which lessons the player has finished, kept in the data folder (`lessons.json`).

Read and written through `game.storage`: an unreadable file is set aside with a one-line
message and the lessons start unfinished; a file that could not be set aside is not written
over (finishing is then remembered for the session only).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from ... import storage
from ...i18n import N_, _

FORMAT = 1
NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,63}")  # a game id or a lesson id
# Words game.storage puts in its sentences (marked here, translated there):
# TRANSLATORS: as in "Your lessons file could not be read"
WHAT = N_("lessons")

_session: dict[str, set[str]] = {}  # finished this session, when the file cannot be kept


def path() -> Path:
    return storage.paths().data_dir / "lessons.json"


def _parse(data: dict[str, Any]) -> dict[str, set[str]]:
    done = data.get("done")
    if not isinstance(done, dict):
        raise storage.BadFile(N_("it has no list of finished lessons"))
    out: dict[str, set[str]] = {}
    for game, ids in done.items():
        if not NAME.fullmatch(game) or not isinstance(ids, list) or not all(
                isinstance(i, str) and NAME.fullmatch(i) for i in ids):
            raise storage.BadFile(N_("a finished lesson is not a lesson's name"))
        out[game] = set(ids)
    return out


def load() -> tuple[dict[str, set[str]], str | None]:
    """The finished lessons by game, and a message for the player when the file was bad."""
    found, message = storage.load_json(path(), WHAT, FORMAT, _parse, instead=N_("the lessons start unfinished"))
    done = found or {}
    for game, ids in _session.items():
        done.setdefault(game, set()).update(ids)
    return done, message


def finished(game: str) -> tuple[set[str], str | None]:
    done, message = load()
    return done.get(game, set()), message


def mark_done(game: str, lesson_id: str) -> str | None:
    """Remember that `lesson_id` of `game` is finished; a message when it could not be written."""
    done, message = load()
    done.setdefault(game, set()).add(lesson_id)
    try:
        kept = {g: sorted(ids) for g, ids in sorted(done.items())}
        storage.atomic_write_json(path(), {"format": FORMAT, "done": kept})
    except OSError as exc:
        _session.setdefault(game, set()).add(lesson_id)
        reason = (exc.strerror or type(exc).__name__).rstrip(".")
        return message or _("Finished lessons could not be saved ({reason}); they are kept for this session.").format(
            reason=reason)
    return message
