"""This installation's key, and the signatures it puts on every record it writes.

Statistics must count only games this installation played, and a save must be continued only as
it was written. So each record is signed as it is written (HMAC-SHA256 with a secret key made
once, with `secrets`, and kept in the data folder as ``key``, readable by its owner only where
the system allows) and checked before it is used. A record that was edited, copied from another
kind of record, written by hand, or signed on another computer fails the check.

What it cannot do: someone who reads the key on their own machine can sign anything. It keeps
honest files honest; it is no lock against the computer's owner.

Each kind of record signs under its own purpose ("slot", "journal", "history"...), so a record
of one kind never passes as another. `canonical` is the one byte form that is signed: the same
JSON value always gives the same bytes, however the file was laid out.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import os
import secrets
from pathlib import Path
from typing import Any

from . import storage
from .i18n import N_

KEY_NAME = "key"  # in the data folder
KEY_BYTES = 32
UNSIGNED = N_("it was not written by this game on this computer, or it was changed since")  # a BadFile reason

_keys: dict[str, bytes] = {}  # key file path -> key, read once per session


def key_path() -> Path:
    return storage.paths().data_dir / KEY_NAME


def canonical(value: Any) -> bytes:
    """The bytes signed for a JSON value: sorted keys, no spaces, UTF-8."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def key() -> bytes:
    """This installation's key: read from its file, or made and kept there on first use.

    A damaged key file is set aside and a new key made (what the old one signed no longer
    checks). When the key cannot be kept on disk, a key for this session only is used.
    """
    path = key_path()
    cached = _keys.get(os.path.abspath(path))
    if cached is None:
        cached = _keys[os.path.abspath(path)] = _load_or_make(path)
    return cached


def make_key() -> bool:
    """Make this installation's key file if there is none. True only when this call made it
    (False: there was one, another start made it at the same moment, or it cannot be kept)."""
    path = key_path()
    made = secrets.token_bytes(KEY_BYTES)
    try:
        _create(path, made)
    except OSError:  # FileExistsError among them
        return False
    _keys[os.path.abspath(path)] = made
    return True


def _load_or_make(path: Path) -> bytes:
    for _attempt in range(2):
        raw, _message = storage.read_user_file(path, "key", 1024, instead="a new key is made")
        if raw is not None:
            found = _parse(raw)
            if found is not None:
                return found
            storage.reject(path, "key", "it is not a key", instead="a new key is made")
            continue
        made = secrets.token_bytes(KEY_BYTES)
        try:
            _create(path, made)
        except FileExistsError:  # another start made it first: use that one
            continue
        except OSError:
            break
        return made
    return secrets.token_bytes(KEY_BYTES)


def _parse(raw: bytes) -> bytes | None:
    with contextlib.suppress(ValueError, UnicodeDecodeError):
        found = bytes.fromhex(raw.decode("ascii").strip())
        if len(found) == KEY_BYTES:
            return found
    return None


def _create(path: Path, value: bytes) -> None:
    """Write a new key file, only if there is none, readable by its owner only."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), storage.PRIVATE)
    try:
        os.write(fd, value.hex().encode("ascii") + b"\n")
        os.fsync(fd)
    finally:
        os.close(fd)
    with contextlib.suppress(OSError):
        os.chmod(path, storage.PRIVATE)  # whatever the umask said
    storage.fsync_dir(path.parent)


def sign(purpose: str, value: Any) -> str:
    """The signature of a JSON value for one purpose ("slot", "journal"...), as hex."""
    return sign_bytes(purpose, canonical(value))


def sign_bytes(purpose: str, data: bytes, with_key: bytes | None = None) -> str:
    """The signature of `data` for `purpose`, with this installation's key (or `with_key`, a
    key it gave earlier: a journal signs every commit with the key it started with)."""
    return hmac.new(with_key or key(), purpose.encode("utf-8") + b"\0" + data, hashlib.sha256).hexdigest()


def valid(purpose: str, value: Any, signature: Any) -> bool:
    """Whether `signature` is this installation's signature of `value` for `purpose`."""
    return same(sign(purpose, value), signature)


def same(expected: str, signature: Any) -> bool:
    """Whether a signature read from a file is the one expected (in constant time)."""
    return isinstance(signature, str) and len(signature) == len(expected) and signature.isascii() \
        and hmac.compare_digest(expected, signature)
