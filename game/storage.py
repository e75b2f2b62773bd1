"""Files on disk: where they live, atomic writes, versioned loads, bad files moved aside.

Every path comes from platformdirs (app name "NineLives"); the environment variable
``NINE_LIVES_HOME`` puts everything under one directory instead (tests, the smoke test).
A file that cannot be read is never overwritten and never raises: it is renamed to
``<name>.bad-<timestamp>`` and the caller gets a one-line message for the player.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import sysconfig
import tempfile
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import platformdirs

APP_NAME = "NineLives"
HOME_ENV = "NINE_LIVES_HOME"
ASSETS_ENV = "NINE_LIVES_ASSETS"

T = TypeVar("T")
Upgrader = Callable[[dict[str, Any]], dict[str, Any]]


class BadFile(ValueError):
    """Raised by parsers when a file's content is unusable; the message names the reason."""


@dataclass(frozen=True, slots=True)
class Paths:
    """Where each file lives. Directories are created on first write, not here."""

    config_dir: Path
    data_dir: Path
    log_dir: Path

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


def paths() -> Paths:
    """The current paths; ``NINE_LIVES_HOME`` is read on every call."""
    home = os.environ.get(HOME_ENV)
    if home:
        base = Path(home).expanduser()
        return Paths(config_dir=base, data_dir=base, log_dir=base / "logs")
    return Paths(
        config_dir=Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
        data_dir=Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
        log_dir=Path(platformdirs.user_log_dir(APP_NAME, appauthor=False)),
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


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so a reader sees the old file or the new one, never half."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with contextlib.suppress(OSError):  # mkstemp makes 0600; keep the old file's mode
            os.chmod(tmp, path.stat().st_mode & 0o777 if path.exists() else 0o644)
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


def atomic_write_json(path: Path, obj: Any) -> None:
    """Atomically write ``obj`` as indented JSON."""
    text = json.dumps(obj, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    atomic_write_bytes(path, text.encode("utf-8"))


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


def reject(path: Path, what: str, reason: str) -> str:
    """Move a bad file aside and return the one-line message for the player."""
    kept = move_aside(path)
    where = f"kept as {kept.name}" if kept else "it could not be moved"
    return f"Your {what} file could not be read ({reason}); using defaults ({where})."


def upgrade(data: dict[str, Any], current: int, upgraders: Mapping[int, Upgrader]) -> dict[str, Any]:
    """Bring ``data`` to format ``current``: ``upgraders[n]`` turns format n into n + 1."""
    version = data.get("format")
    if type(version) is not int or version < 1:
        raise BadFile("no format version")
    if version > current:
        raise BadFile(f"made by a newer version, format {version}")
    while version < current:
        step = upgraders.get(version)
        if step is None:
            raise BadFile(f"format {version} is no longer supported")
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
) -> tuple[T | None, str | None]:
    """Read a versioned JSON object file and parse it.

    Returns ``(value, None)`` on success, ``(None, None)`` if there is no file, and
    ``(None, message)`` when the file was unusable (it has been moved aside).
    ``parse`` may raise BadFile, ValueError, TypeError or KeyError to reject the content.
    """
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None, None
    except OSError as exc:
        return None, f"Your {what} file could not be opened ({exc.strerror or exc}); using defaults."
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        reason = "it is empty" if not raw.strip() else "it is damaged or cut short"
        return None, reject(path, what, reason)
    if not isinstance(data, dict):
        return None, reject(path, what, "it holds the wrong kind of data")
    try:
        return parse(upgrade(data, current, upgraders or {})), None
    except BadFile as exc:
        return None, reject(path, what, str(exc))
    except (ValueError, TypeError, KeyError, AttributeError, IndexError):
        return None, reject(path, what, "it holds values this version cannot use")
