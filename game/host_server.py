"""Where the Host screen last opened a table: on this computer, or on a Nine Lives server (its
address and its creation password), remembered for the next table. One small versioned JSON
file beside the join details (`last_join`), written atomically and readable by its owner only
(it holds the password); a bad file is set aside with a message and the screen starts on this
computer."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import storage
from .i18n import N_, _
from .last_join import ADDRESS_MAX
from .names import clean_name

FORMAT = 1
WHAT = N_("server details")  # the file, in "Your {what} file could not be read (...)"
PASSWORD_MAX = 128  # characters of a creation password (as the protocol allows)


@dataclass(frozen=True, slots=True)
class HostServer:
    on_server: bool = False  # the last table was opened on a server, not on this computer
    address: str = ""
    password: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "on_server": self.on_server, "address": self.address, "password": self.password}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> HostServer:
        """Parse the file's content; raises BadFile when it is not server details."""
        on_server, address, password = data.get("on_server"), data.get("address"), data.get("password")
        if not isinstance(on_server, bool) or not isinstance(address, str) or not isinstance(password, str):
            raise storage.BadFile(_("its address or password is unreadable"))
        return cls(on_server, clean_name(address, ADDRESS_MAX), password[:PASSWORD_MAX])


def load_host_server(path: Path | None = None) -> tuple[HostServer | None, str | None]:
    """The server details last hosted with (None if there are none), and a message if the file was bad."""
    return storage.load_json(path or default_path(), _(WHAT), FORMAT, HostServer.from_json)


def save_host_server(details: HostServer, path: Path | None = None) -> str | None:
    """Remember `details` (owner-only: the password); None, or a one-line message if they could not be written."""
    try:
        storage.atomic_write_json(path or default_path(), details.to_json(), private=True)
    except OSError as exc:
        return _("The server details could not be remembered ({reason}).").format(reason=exc.strerror or exc)
    return None


def default_path() -> Path:
    return storage.paths().config_dir / "host_server.json"
