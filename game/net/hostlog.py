"""The host-wide log: every table's new journal lines of a round in one file, fsynced once.

The contract:
- `append` writes the lines each journal got in one group-commit round (`Journal.write`'s
  `Written`) to one file beside the tables' journals and fsyncs that file once: when it returns,
  every one of them is durable, whatever becomes of the journals' own files. Those are written
  too (the same lines, the autosave format unchanged) and fsynced later: at a `checkpoint`, or
  when a journal closes.
- A record is a header line, {"journal": file name, "after": signature, "sig": signature,
  "size": bytes, "crc": CRC-32}, then exactly the lines that journal got. A record cut short or
  damaged ends the log: it was never fsynced whole, so nobody heard of its actions.
- `open` recovers first (before the first append, and before any table is reopened): each
  journal whose file ends where a record begins (its last whole commit line is signed `after`)
  gets that record's lines back, and the next record's, in order, and is fsynced; then the log
  is emptied. A journal that already holds them, was rewritten since, or is gone is left alone:
  a repaired journal is proved on load like any other.
- `checkpoint`, once the log holds CHECKPOINT_BYTES: every journal logged since the last one is
  fsynced (`Journal.settle`); only when all of them are is the log emptied.
- One process owns a directory's log at a time (an advisory lock, where the system has one): a
  second host on the same directory gets no log (`open` is false) and fsyncs each journal.
"""

from __future__ import annotations

import json
import os
import stat
import threading
import zlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NamedTuple

from ..i18n import _
from ..saves import Journal, Written, journal_tail
from .loglines import LogLine

try:
    import fcntl
except ImportError:  # (Windows: one host per directory is the user's to keep)
    fcntl = None  # type: ignore[assignment]

NAME = "host-log.jsonl"
CHECKPOINT_BYTES = 4 * 2**20  # the log's size that asks for a checkpoint
_datasync = getattr(os, "fdatasync", os.fsync)


class Record(NamedTuple):
    after: str
    data: bytes
    sig: str


class HostLog:
    def __init__(self, directory: Path, name: str = NAME):
        self.directory = Path(directory)
        self.path = self.directory / name
        self.size = 0  # bytes in the log since it was last emptied
        self.broken = False  # the log failed (or another process owns it): journals are fsynced each
        self.restored: list[str] = []  # journals given lines back when it opened (for the host's log and tests)
        self.problems: list[str] = []  # journals that could not be given them back
        self.opened = False  # recovered and opened (or tried to)
        self._fd: int | None = None
        self._logged: set[Journal] = set()  # journals with lines here since the last checkpoint
        self._lock = threading.Lock()

    def holds(self, journal: Journal) -> bool:
        """Whether `journal`'s lines may be logged here (it lives in this log's directory)."""
        return journal.path.parent == self.directory

    def open(self) -> bool:
        """Open the log (recovering what an earlier run left first); whether it is usable."""
        with self._lock:
            if not self.opened:
                self.opened = True
                try:
                    self._fd = self._open()
                except OSError:
                    self.broken = True
            return self._fd is not None

    def _open(self) -> int:
        self.directory.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_APPEND | getattr(os, "O_BINARY", 0), 0o600)
        try:
            if fcntl is not None:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # OSError: another live host owns it
            raw = self.path.read_bytes()
            for name, records in _records(raw).items():
                restored = _restore(self.directory / name, records)
                if restored is None:
                    self.problems.append(name)
                elif restored:
                    self.restored.append(name)
            if raw:
                os.ftruncate(fd, 0)
                os.fsync(fd)
        except BaseException:
            os.close(fd)
            raise
        return fd

    def append(self, entries: Sequence[tuple[Journal, Written]]) -> bool:
        """Write every journal's new lines and fsync the log once; whether they are durable by it
        (false: the log is broken from now on, and the caller fsyncs the journals)."""
        if not entries or self.broken or not self.open():
            return False
        parts = []
        for journal, written in entries:
            parts.append(_line({"journal": journal.path.name, "after": written.after, "sig": written.sig,
                                "size": len(written.data), "crc": zlib.crc32(written.data)}))
            parts.append(written.data)
        whole = b"".join(parts)
        data = memoryview(whole)
        try:
            while data:
                data = data[os.write(self._fd, data):]  # type: ignore[arg-type]
            _datasync(self._fd)  # type: ignore[arg-type]
        except OSError:
            self.broken = True  # (a record cut short would end the log for those after it)
            return False
        self.size += len(whole)
        self._logged.update(journal for journal, _written in entries)
        return True

    def checkpoint(self, settle: Callable[[list[Journal]], list[bool]], force: bool = False) -> bool:
        """Once the log is large enough (or `force`), fsync every journal logged since the last
        checkpoint (`settle` fsyncs a list, in parallel) and empty the log; whether it did."""
        if self._fd is None or self.broken or not (force or self.size >= CHECKPOINT_BYTES):
            return False
        journals = list(self._logged)
        if not all(settle(journals)):
            return False  # a journal's file could not be fsynced: the log keeps its lines
        try:
            os.ftruncate(self._fd, 0)
            os.fsync(self._fd)
        except OSError:
            self.broken = True
            return False
        self.size = 0
        self._logged.difference_update(journals)
        return True

    def close(self) -> None:
        with self._lock:
            if self._fd is not None:
                os.close(self._fd)  # (and its lock)
                self._fd = None


def worker_name(index: int) -> str:
    """The host-wide log of worker `index` of `serve --workers` (each process owns its own)."""
    return f"host-log-{index}.jsonl"


def is_log_name(name: str) -> bool:
    """Whether a file name in the tables' directory is a host-wide log's (one process's or a worker's)."""
    return name == NAME or (name.startswith("host-log-") and name.endswith(".jsonl")
                            and name[len("host-log-"):-len(".jsonl")].isdigit())


def recover_all(directory: Path) -> tuple[list[str], list[str]]:
    """Give every journal what any host-wide log in `directory` holds for it (one process's and
    every worker's, whatever their number was), each log then emptied: `serve --workers`' front
    does this before any worker starts. (journals given lines back, journals that could not be)."""
    restored: list[str] = []
    problems: list[str] = []
    for path in sorted(Path(directory).glob("host-log*.jsonl")) if Path(directory).is_dir() else []:
        if is_log_name(path.name):
            log = HostLog(directory, path.name)
            log.open()
            log.close()
            restored += log.restored
            problems += log.problems
    return restored, problems


def recovery_lines(restored: list[str], problems: list[str]) -> list[LogLine]:
    """serve's lines for the journals (by file name) a host-wide log gave their last moves back to,
    and those it could not."""
    lines = []
    for name in restored:
        code = name.removesuffix(".jsonl")
        lines.append(LogLine("recovered", _("table {code}: its last moves were recovered from the host's log").format(
            code=code), table=code))
    for name in problems:
        code = name.removesuffix(".jsonl")
        words = _("table {code}: its last moves could not be recovered from the host's log")
        lines.append(LogLine("error", words.format(code=code), table=code))
    return lines


def _line(obj: Any) -> bytes:
    return (json.dumps(obj, separators=(",", ":")) + "\n").encode("utf-8")


def _records(raw: bytes) -> dict[str, list[Record]]:
    """The log's records by journal file name, in order, up to the first one cut short or damaged."""
    found: dict[str, list[Record]] = {}
    at = 0
    while (newline := raw.find(b"\n", at)) >= 0:
        try:
            head = json.loads(raw[at:newline])
        except ValueError:
            break
        if not _well_formed(head):
            break
        start = newline + 1
        data = raw[start:start + head["size"]]
        whole = len(data) == head["size"] and zlib.crc32(data) == head["crc"]
        if not whole or journal_tail(data) != (len(data), head["sig"]):
            break
        found.setdefault(head["journal"], []).append(Record(head["after"], data, head["sig"]))
        at = start + head["size"]
    return found


def _well_formed(head: Any) -> bool:
    if not isinstance(head, dict) or set(head) != {"journal", "after", "sig", "size", "crc"}:
        return False
    name = head["journal"]
    return (isinstance(name, str) and name.endswith(".jsonl") and not is_log_name(name) and "/" not in name
            and "\\" not in name and not name.startswith(".") and isinstance(head["after"], str)
            and isinstance(head["sig"], str) and type(head["size"]) is int and head["size"] > 0
            and type(head["crc"]) is int)


def _restore(path: Path, records: list[Record]) -> bool | None:
    """Give the journal at `path` the records' lines it lacks, fsynced; whether it lacked any
    (None: it could not be written)."""
    try:
        if not stat.S_ISREG(os.lstat(path).st_mode):
            return False
        with open(path, "r+b") as file:
            raw = file.read()
            end, sig = journal_tail(raw)
            missing = []
            for record in records:
                if sig is not None and record.after == sig:
                    missing.append(record.data)
                    sig = record.sig
            if not missing:
                return False
            file.truncate(end)  # (a line cut short, or lines after the last commit, go first)
            file.seek(end)
            file.write(b"".join(missing))
            file.flush()
            os.fsync(file.fileno())
    except FileNotFoundError:
        return False
    except OSError:
        return None
    return True
