"""Files on disk: where they live, atomic writes, versioned loads, bad files moved aside.

Every path comes from platformdirs (app name "NineLives"); the environment variable
``NINE_LIVES_HOME`` puts everything under one directory instead (tests, the smoke test).
A file that cannot be read is never overwritten and never raises: it is renamed to
``<name>.bad-<timestamp>`` and the caller gets a one-line message for the player. When it
cannot even be renamed, the path is remembered and the atomic writers refuse it
(`Unreadable`), so the player's file stays as it was and changes live for the session only.

Every reader of a player's file goes through `read_user_file` (regular files only, never
opened if they are not; a size cap), or `read_named_file` for a file named on the command line
(never moved), and `parse_json` (no number, depth or literal can raise anything but `BadFile`).
"""

from __future__ import annotations

import contextlib
import errno
import json
import math
import os
import re
import stat
import sys
import sysconfig
import tempfile
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import platformdirs

from .i18n import N_, _

APP_NAME = "NineLives"
HOME_ENV = "NINE_LIVES_HOME"
ASSETS_ENV = "NINE_LIVES_ASSETS"

T = TypeVar("T")
Upgrader = Callable[[dict[str, Any]], dict[str, Any]]


SAVE_LIMIT = 16 * 1024 * 1024  # bytes read at most from a saved game or the autosave
SMALL_LIMIT = 1024 * 1024  # bytes read at most from settings or statistics


class BadFile(ValueError):
    """Raised by parsers when a file's content is unusable; the message names the reason."""


class Unreadable(OSError):
    """Raised by the writers for a path whose existing file could not be read or set aside."""

    def __init__(self, path: Path):
        super().__init__(errno.EACCES, _("the file there could not be read, so it is not written over"), str(path))


_refused: set[str] = set()  # paths of files that exist but could not be read nor moved aside


def _key(path: Path) -> str:
    return os.path.abspath(path)


def refused(path: Path) -> bool:
    """Whether `path` holds a file this session could not read (the writers leave it alone)."""
    return _key(path) in _refused


@dataclass(frozen=True, slots=True)
class Paths:
    """Where each file lives. Directories are created on first write, not here."""

    config_dir: Path
    data_dir: Path
    log_dir: Path
    cache_dir: Path  # files made again from others when missing (compiled translations)

    @property
    def settings(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def stats(self) -> Path:
        return self.data_dir / "stats.json"

    @property
    def saves_dir(self) -> Path:
        return self.data_dir / "saves"

    @property
    def autosave(self) -> Path:
        return self.data_dir / "autosave.jsonl"

    @property
    def history_dir(self) -> Path:
        return self.data_dir / "history"

    @property
    def exports_dir(self) -> Path:
        return self.data_dir / "exports"

    @property
    def tables_dir(self) -> Path:
        return self.data_dir / "tables"  # the journals of the tables a host serves

    def folders(self) -> tuple[Path, ...]:
        """Every folder the game writes files into."""
        return (self.config_dir, self.data_dir, self.saves_dir, self.history_dir, self.exports_dir, self.tables_dir)


def paths() -> Paths:
    """The current paths; ``NINE_LIVES_HOME`` is read on every call."""
    home = os.environ.get(HOME_ENV)
    if home:
        base = Path(home).expanduser()
        return Paths(config_dir=base, data_dir=base, log_dir=base / "logs", cache_dir=base / "cache")
    return Paths(
        config_dir=Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
        data_dir=Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
        log_dir=Path(platformdirs.user_log_dir(APP_NAME, appauthor=False)),
        cache_dir=Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False)),
    )


def asset_path(*parts: str) -> Path:
    """A file under ``assets/``: from the source tree, or from a PyInstaller build.

    A frozen build unpacks to ``sys._MEIPASS``, so build.spec must bundle ``assets/sounds``
    as ``assets/sounds``. ``NINE_LIVES_ASSETS`` overrides the directory.
    """
    return _assets_root().joinpath(*parts)


def _assets_root() -> Path:
    """Where the assets are: an override, a frozen build, the source tree, or an install."""
    override = os.environ.get(ASSETS_ENV)
    if override:
        return Path(override)
    if getattr(sys, "frozen", False) and hasattr(sys, "_MEIPASS"):
        return Path(sys._MEIPASS) / "assets"
    source = Path(__file__).resolve().parent.parent / "assets"
    if source.is_dir():
        return source
    # pip installs them as data files (pyproject.toml: tool.setuptools.data-files).
    for scheme in (sysconfig.get_default_scheme(), f"{os.name}_user"):
        with contextlib.suppress(KeyError):
            installed = Path(sysconfig.get_path("data", scheme)) / "share" / "nine-lives"
            if installed.is_dir():
                return installed
    return source


def fsync_dir(directory: Path) -> None:
    """Make a rename or a new file in ``directory`` durable (a no-op where unsupported)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _check_writable(path: Path) -> None:
    """Raise `Unreadable` for a path whose file could not be read, or that is no regular file."""
    if refused(path):
        raise Unreadable(path)
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return
    except OSError as exc:
        if exc.errno == errno.ENOTDIR:
            raise
        raise Unreadable(path) from None
    if not stat.S_ISREG(mode):
        raise Unreadable(path)


TEMP_PREFIX = "."
TEMP_SUFFIX = ".tmp"
_TEMP_NAME = re.compile(r"\.(.+)\.[a-z0-9_]{8}\.tmp")  # what `atomic_write_bytes` names its temporary files
STALE_SECONDS = 60.0  # a temporary file older than this was left by a write that never finished


def remove_stale_temp_files(now: float | None = None) -> list[Path]:
    """Remove the temporary files an interrupted write (a crash, kill -9) left in our folders:
    only files named as `atomic_write_bytes` names them, untouched for `STALE_SECONDS` (a write
    still going on in another window is left alone). Returns the files removed."""
    now = time.time() if now is None else now
    removed = []
    for folder in dict.fromkeys(paths().folders()):
        try:
            names = os.listdir(folder)
        except OSError:
            continue
        for name in names:
            path = folder / name
            if not _TEMP_NAME.fullmatch(name):
                continue
            try:
                info = os.lstat(path)
                if not stat.S_ISREG(info.st_mode) or now - info.st_mtime < STALE_SECONDS:
                    continue
                os.unlink(path)
            except OSError:
                continue
            removed.append(path)
    return removed


PRIVATE = 0o600  # a file holding secrets (hidden cards, token digests, tokens): its owner's only
SHARED = 0o644  # any other file the game writes, unless the player gave it another mode


def atomic_write_bytes(path: Path, data: bytes, private: bool = False) -> None:
    """Write ``data`` to ``path`` so a reader sees the old file or the new one, never half.

    A `private` file (one holding secrets) is readable by its owner only, whatever mode the
    old file had; any other keeps the old file's mode. Raises `Unreadable` (an OSError) rather
    than replace a file that could not be read, or anything that is not a regular file.
    """
    path = Path(path)
    _check_writable(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f"{TEMP_PREFIX}{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        if not private:
            with contextlib.suppress(OSError):  # mkstemp makes PRIVATE; keep the old file's mode
                os.chmod(tmp, path.stat().st_mode & 0o777 if path.exists() else SHARED)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    fsync_dir(path.parent)


def atomic_write_json(path: Path, obj: Any, private: bool = False) -> None:
    """Atomically write ``obj`` as indented JSON (`private`: see `atomic_write_bytes`)."""
    text = json.dumps(obj, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    atomic_write_bytes(path, text.encode("utf-8"), private)


def move_aside(path: Path) -> Path | None:
    """Rename a bad file to ``<name>.bad-<timestamp>`` (never clobbering); None if it failed."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.bad-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.bad-{stamp}-{n}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    fsync_dir(path.parent)
    return target


USING_DEFAULTS = N_("using defaults")


def reject(path: Path, what: str, reason: str, instead: str | None = None) -> str:
    """Move a bad file aside and return the one-line message for the player. The words come in
    the player's language: `what` names the file ("statistics"), `reason` says what is wrong
    with it, `instead` what happens instead of using it (default: the defaults are used).

    A file that cannot be moved is remembered: nothing is written over it this session.
    """
    instead = _(USING_DEFAULTS) if instead is None else instead
    kept = move_aside(path)
    if kept is not None:
        _refused.discard(_key(path))
        # TRANSLATORS: {what} names the file ("statistics", "settings", "saved game 'Friday'"), {reason} is a
        # clause ("it is too large"), {instead} a clause ("using defaults"), {name} the file's new name.
        return _("Your {what} file could not be read ({reason}); {instead} (kept as {name}).").format(
            what=what, reason=reason, instead=instead, name=kept.name)
    return _left_alone(path, what, reason, instead)


def _left_alone(path: Path, what: str, reason: str, instead: str) -> str:
    """Remember a file that could not be read nor moved; the writers will not touch it."""
    _refused.add(_key(path))
    # TRANSLATORS: {what}, {reason} and {instead} as in "Your {what} file could not be read (...)".
    return _("Your {what} file could not be read ({reason}); {instead}, and changes are kept for this session "
             "only.").format(what=what, reason=reason, instead=instead)


TOO_LARGE = N_("it is too large")


def read_user_file(path: Path, what: str, limit: int, instead: str | None = None,
                   too_large: str | None = None, start: bool = False) -> tuple[bytes | None, str | None]:
    """The bytes of a player's file: ``(data, None)``, ``(None, None)`` if there is none, or
    ``(None, message)`` when it is no regular file, too large (`too_large` says why) or
    unreadable (moved aside). `what`, `instead` and `too_large` are words in the player's
    language (`reject`).

    A FIFO, a device or a directory is never opened; the file is opened non-blocking and at
    most ``limit`` bytes are read. With `start`, a longer file is no error: its first
    ``limit`` bytes are the data.
    """
    path = Path(path)
    instead = _(USING_DEFAULTS) if instead is None else instead
    try:
        mode = os.stat(path).st_mode
    except (FileNotFoundError, NotADirectoryError):
        return None, None
    except OSError as exc:  # e.g. a folder that may not be searched: the file cannot be moved either
        return None, _left_alone(path, what, _reason(exc), instead)
    if not stat.S_ISREG(mode):
        return None, reject(path, what, _("it is not a regular file"), instead)
    try:
        data = _read_capped(path, limit, start)
    except FileNotFoundError:
        return None, None
    except _NotRegular:
        return None, reject(path, what, _("it is not a regular file"), instead)
    except _TooLarge:
        return None, reject(path, what, _(TOO_LARGE) if too_large is None else too_large, instead)
    except OSError as exc:
        return None, reject(path, what, _reason(exc), instead)
    _refused.discard(_key(path))
    return data, None


def read_named_file(path: Path | str, limit: int) -> bytes:
    """The bytes of a file the player named (on the command line), never moved or changed:
    raises `BadFile` saying in the player's words why not (none there, a folder, a pipe or a
    device, larger than `limit` bytes, not readable)."""
    try:
        mode = os.stat(path).st_mode
    except (FileNotFoundError, NotADirectoryError):
        raise BadFile(_("there is no such file")) from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL byte in the name
        raise BadFile(_reason(exc) if isinstance(exc, OSError) else _("there is no such file")) from None
    if stat.S_ISDIR(mode):
        raise BadFile(_("it is a folder, not a file"))
    if not stat.S_ISREG(mode):
        raise BadFile(_("it is not a regular file (a device, a pipe or a socket)"))
    try:
        return _read_capped(Path(path), limit)
    except FileNotFoundError:
        raise BadFile(_("there is no such file")) from None
    except _NotRegular:
        raise BadFile(_("it is not a regular file (a device, a pipe or a socket)")) from None
    except _TooLarge:
        raise BadFile(_("it is larger than {size}").format(size=_size_words(limit))) from None
    except OSError as exc:
        raise BadFile(_reason(exc)) from None


def _size_words(size: int) -> str:
    if size >= 1024 * 1024:
        return _("{n} MB").format(n=size // (1024 * 1024))
    return _("{n} KB").format(n=size // 1024)


class _NotRegular(OSError):
    pass


class _TooLarge(OSError):
    pass


def _read_capped(path: Path, limit: int, start: bool = False) -> bytes:
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOCTTY", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped between the stat and the open
            raise _NotRegular()
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            if start:
                return b"".join(chunks)[:limit]
            raise _TooLarge()
        return b"".join(chunks)
    finally:
        os.close(fd)


def _reason(exc: OSError) -> str:
    return (exc.strerror or type(exc).__name__).rstrip(".")


def _no_constant(name: str) -> Any:
    raise BadFile(_("it holds {value}, which is not a number").format(value=name))


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise BadFile(_("it holds a number too large to use"))
    return value


class _Unusable:
    """A number the file holds that cannot be used (NaN, Infinity, too large or too long)."""

    def __repr__(self) -> str:
        return "UNUSABLE"


UNUSABLE = _Unusable()  # in place of an odd number, for a reader that resets such values one by one


def _unusable_constant(name: str) -> Any:
    return UNUSABLE


def _finite_or_unusable(text: str) -> Any:
    value = float(text)
    return value if math.isfinite(value) else UNUSABLE


def _int_or_unusable(text: str) -> Any:
    try:
        return int(text)
    except ValueError:  # Python's limit on digits in an integer
        return UNUSABLE


def parse_json(raw: bytes, odd_numbers: bool = False) -> Any:
    """Decode UTF-8 JSON (a leading byte-order mark allowed); raises `BadFile` (never ValueError
    or RecursionError) on anything odd, in the player's words: invalid UTF-8, bad syntax (with
    its line and column), NaN or Infinity, a number too long to convert, nesting too deep.
    With `odd_numbers`, NaN, Infinity and numbers too large or too long read as `UNUSABLE`."""
    try:
        text = raw.decode("utf-8").removeprefix("\ufeff")  # a byte-order mark (some editors write one) is no fault
    except UnicodeDecodeError:
        raise BadFile(_("it is not text (invalid UTF-8)")) from None
    if not text.strip():
        raise BadFile(_("it is empty"))
    try:
        if odd_numbers:
            return json.loads(text, parse_constant=_unusable_constant, parse_float=_finite_or_unusable,
                              parse_int=_int_or_unusable)
        return json.loads(text, parse_constant=_no_constant, parse_float=_finite)
    except BadFile:
        raise
    except RecursionError:
        raise BadFile(_("it is nested too deeply")) from None
    except json.JSONDecodeError as exc:
        raise BadFile(_("it is damaged or cut short at line {line}, column {column}").format(
            line=exc.lineno, column=exc.colno)) from None
    except ValueError:  # Python's limit on digits in an integer
        raise BadFile(_("it holds a number too long to use")) from None


def upgrade(data: dict[str, Any], current: int, upgraders: Mapping[int, Upgrader]) -> dict[str, Any]:
    """Bring ``data`` to format ``current``: ``upgraders[n]`` turns format n into n + 1."""
    version = data.get("format")
    if type(version) is not int or version < 1:
        raise BadFile(_("no format version"))
    if version > current:
        raise BadFile(_("made by a newer version, format {version}").format(version=version))
    while version < current:
        step = upgraders.get(version)
        if step is None:
            raise BadFile(_("format {version} is no longer supported").format(version=version))
        data = step(dict(data))
        version += 1
        data["format"] = version
    return data


def load_json(
    path: Path,
    what: str,
    current: int,
    parse: Callable[[dict[str, Any]], T],
    upgraders: Mapping[int, Upgrader] | None = None,
    limit: int = SMALL_LIMIT,
    instead: str | None = None,
    too_large: str | None = None,
    odd_numbers: bool = False,
) -> tuple[T | None, str | None]:
    """Read a versioned JSON object file and parse it.

    Returns ``(value, None)`` on success, ``(None, None)`` if there is no file, and
    ``(None, message)`` when the file was unusable (it has been moved aside). `what`, `instead`
    and `too_large` are words in the player's language (`reject`).
    ``parse`` may raise BadFile, ValueError, TypeError or KeyError to reject the content.
    With `odd_numbers`, ``parse`` meets `UNUSABLE` for NaN, Infinity and numbers too large to use.
    """
    path = Path(path)
    raw, message = read_user_file(path, what, limit, instead, too_large)
    if raw is None:
        return None, message
    try:
        data = parse_json(raw, odd_numbers)
        if not isinstance(data, dict):
            raise BadFile(_("it holds the wrong kind of data"))
        return parse(upgrade(data, current, upgraders or {})), None
    except BadFile as exc:
        return None, reject(path, what, str(exc), instead)
    except (ValueError, TypeError, KeyError, AttributeError, IndexError, RecursionError):
        return None, reject(path, what, _("it holds values this version cannot use"), instead)
