"""Records from before signing, adopted once, when this installation's key is first made.

The previous version signed nothing: its statistics (formats 1 to 3), kept games and history
index (format 1), save slots and autosave journal (format 2) were protected by nothing, so taking
them over once costs nothing, and throwing them away would lose every player's saves, history
and statistics at the upgrade. `first_start` runs before any command (`game.__main__.main`): the
start that makes the key file adopts what the folders hold from before it. Each game is proved
by the rules as it is read (a forged deal or move is still refused), then written again, signed.
Statistics hold no moves to prove: they are taken as the previous version kept them.

Only the start that makes the key adopts (and, if a kill cut it short, the next start, which
finds the signed mark it left). Once the key exists (or a damaged one was set aside), an
unsigned record is refused like any other; a record that cannot be adopted (forged, damaged,
too old) is left as it is, and its own loader refuses it with its message.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from . import history, saves, signing, stats, storage
from .engine import Match
from .i18n import _
from .names import clean_name
from .saves import SavedGame

OLD_SAVE, OLD_INDEX = 2, 1  # the formats of games and the history index before signing


UNFINISHED = "adopting"  # in the data folder while an adoption is going on, signed
UNFINISHED_SIGNS = "records from before signing are being adopted"


def first_start() -> list[Path]:
    """Make the key if there is none and, if this call made it, adopt the records from before
    it; or finish an adoption a kill cut short. Returns the files adopted (none at any later
    start)."""
    mark = storage.paths().data_dir / UNFINISHED
    if not os.path.lexists(signing.key_path()):
        if not signing.make_key():
            return []
        with contextlib.suppress(OSError):  # without it, a kill halfway loses only the rest
            storage.atomic_write_bytes(mark, _mark_text())
    elif not (os.path.lexists(mark) and _marked(mark)):
        return []
    adopted = adopt()
    with contextlib.suppress(OSError):
        os.unlink(mark)
    return adopted


def _mark_text() -> bytes:
    return signing.sign(UNFINISHED, UNFINISHED_SIGNS).encode("ascii") + b"\n"


def _marked(mark: Path) -> bool:
    """Whether `mark` is the sign this installation left when its adoption began (one made by
    hand adopts nothing)."""
    try:
        text = storage.read_named_file(mark, 1024).decode("ascii", errors="replace").strip()
    except storage.BadFile:
        return False
    return signing.same(signing.sign(UNFINISHED, UNFINISHED_SIGNS), text)


def adopt() -> list[Path]:
    """Adopt every record from before signing in the player's folders; the files adopted."""
    where = storage.paths()
    kept: dict[str, tuple[SavedGame, Match]] = {}  # kept games adopted, by uid, for the index

    def kept_game(path: Path) -> bool:
        saved, match = _kept_game(path)
        kept[saved.uid] = saved, match
        return True

    jobs: list[tuple[Path, Callable[[Path], bool]]] = [(where.stats, _stats), (where.autosave, _autosave)]
    jobs += [(path, _slot) for path in _files(where.saves_dir) if path.stem == saves.slot_id(path.stem)]
    jobs += [(path, kept_game) for path in _files(where.history_dir) if path.name != history.INDEX_NAME]
    adopted = [path for path, job in jobs if _tried(job, path)]
    if kept:  # the index lists exactly the games adopted (an old one is read only for its dates)
        index = where.history_dir / history.INDEX_NAME
        with contextlib.suppress(OSError):
            _index(index, kept)
            adopted.append(index)
    return adopted


def _files(folder: Path) -> list[Path]:
    try:
        return sorted(folder.glob("*.json")) if folder.is_dir() else []
    except OSError:  # a folder that may not be read: its files stay for their loaders
        return []


def _tried(job: Callable[[Path], bool], path: Path) -> bool:
    """Whether `job` adopted `path`; anything it cannot adopt stays as it is, for its loader."""
    if not os.path.lexists(path):
        return False
    try:
        return job(path)
    except (storage.BadFile, OSError, ValueError, TypeError, KeyError, AttributeError):
        return False


def _read(path: Path, limit: int = storage.SAVE_LIMIT) -> Any:
    """A file's JSON, read without moving or changing it (a pipe or a folder is never opened)."""
    return storage.parse_json(storage.read_named_file(path, limit))


def _format(data: Any, formats: tuple[int, ...]) -> dict[str, Any]:
    """`data` if it is a record in one of `formats`; raises BadFile otherwise (signed already, or too old)."""
    if not isinstance(data, dict) or data.get("format") not in formats or type(data.get("format")) is not int:
        raise storage.BadFile(_("not a record from before signing"))
    return data


def _stats(path: Path) -> bool:
    data = _read(path, storage.SMALL_LIMIT)
    if not isinstance(data, dict):
        raise storage.BadFile(_("not statistics"))
    return stats.save_stats(stats.unsigned_stats(data), path) is None


def _autosave(path: Path) -> bool:
    saved = saves.unsigned_journal(storage.read_named_file(path, storage.SAVE_LIMIT))
    storage.atomic_write_bytes(path, saves.journal_file(saved)[0], private=True)  # every hidden card is in it
    return True


def _slot(path: Path) -> bool:
    saved = SavedGame.from_json(_format(_read(path, saves.SLOT_LIMIT), (OLD_SAVE,)))
    data = saves.slot_file(saved, saved.to_match().state)  # its name and date as they were
    if len(data) > saves.SLOT_LIMIT:
        raise storage.BadFile(saves.too_large())
    storage.atomic_write_bytes(path, data, private=True)  # an unfinished game's deck
    return True


def _kept_game(path: Path) -> tuple[SavedGame, Match]:
    saved = SavedGame.from_json(_format(_read(path), (OLD_SAVE,)))
    match = saved.to_match()
    if path.stem != saved.uid or not match.is_over():
        raise storage.BadFile(_("not a finished game kept under its id"))
    history.write_game(saved, path.parent)
    return saved, match


def _index(path: Path, kept: dict[str, tuple[SavedGame, Match]]) -> None:
    """The index again, one signed row per kept game adopted (each made from its proved game),
    in the old index's order and with its dates; games it did not list come after them."""
    rows: Any = []
    with contextlib.suppress(storage.BadFile, OSError):
        rows = _format(_read(path, storage.SMALL_LIMIT), (OLD_INDEX,)).get("games")
    rows = [row for row in rows if isinstance(row, dict) and row.get("uid") in kept] if isinstance(rows, list) else []
    dates = {row["uid"]: clean_name(row.get("finished_at"), 40) for row in rows}
    order = [*dates, *sorted(set(kept) - set(dates), key=lambda uid: kept[uid][0].saved_at)]
    history.write_index([history.entry_for(*kept[uid], dates.get(uid) or None) for uid in order], path.parent)
