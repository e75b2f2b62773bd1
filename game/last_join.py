"""What the Join screen was last given (the host's address, the join code and the name to sit
under), remembered for the next join. One small versioned JSON file beside the new-game setup
(`last_setup`), written atomically; a bad file is set aside with a message and the fields start
empty (the name then is the player's name from the settings)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import storage
from .i18n import N_, _
from .names import clean_name
from .settings import MAX_NAME_LENGTH

FORMAT = 1
WHAT = N_("join details")  # the file, in "Your {what} file could not be read (...)"
ADDRESS_MAX = 80  # characters of an address as typed
CODE_MAX = 20  # characters of a join code as typed


@dataclass(frozen=True, slots=True)
class LastJoin:
    address: str = ""
    code: str = ""
    name: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "address": self.address, "code": self.code, "name": self.name}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> LastJoin:
        """Parse the file's content; raises BadFile when it is not join details."""
        fields = (data.get("address"), data.get("code"), data.get("name"))
        if not all(isinstance(f, str) for f in fields):
            raise storage.BadFile(_("its address, code or name is unreadable"))
        return cls(clean_name(data["address"], ADDRESS_MAX), clean_name(data["code"], CODE_MAX),
                   clean_name(data["name"], MAX_NAME_LENGTH))


def load_last_join(path: Path | None = None) -> tuple[LastJoin | None, str | None]:
    """The details last joined with (None if there are none), and a message if the file was bad."""
    return storage.load_json(path or default_path(), _(WHAT), FORMAT, LastJoin.from_json)


def save_last_join(details: LastJoin, path: Path | None = None) -> str | None:
    """Remember `details`; None, or a one-line message if they could not be written."""
    try:
        storage.atomic_write_json(path or default_path(), details.to_json(), private=True)  # (its join code)
    except OSError as exc:
        return _("The join details could not be remembered ({reason}).").format(reason=exc.strerror or exc)
    return None


def default_path() -> Path:
    return storage.paths().config_dir / "join.json"
