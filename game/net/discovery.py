"""Tables on this network: announced and found with multicast DNS (zeroconf, `_ninelives._tcp`).

The contract:
- A host announces each table it serves: the game, the host's name and how many seats are
  free (never the join code: the code is what lets a person in, so it is read from the host's
  screen). A joining screen browses and lists what it hears, updated as tables come and go.
- ONE switch turns every multicast off: the setting `local_discovery` (Settings) or the
  environment variable `NINE_LIVES_NO_MULTICAST=1` (tests, CI and development machines set
  it). Off, no `Zeroconf` is ever made, so no multicast socket is ever opened; `Discovery`
  says so in one line (`blocked`), and the screens offer the address form instead.
- Nothing heard is trusted: a record's fields are size-capped and checked (`ad_from_info`).
"""

from __future__ import annotations

import os
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..i18n import N_, _

SERVICE = "_ninelives._tcp.local."
ENV = "NINE_LIVES_NO_MULTICAST"
FIELD_MAX = 60  # characters of any field heard
LOOKUP_MS = 1500  # how long a lookup of a heard table may take
OFF_WORDS = N_("Finding tables on this network is off (no multicast): join by address and code.")


def multicast_allowed(setting: bool = True) -> bool:
    """Whether this run may send multicast at all: the setting, unless the environment forbids it."""
    return setting and os.environ.get(ENV, "").strip() not in ("1", "true", "yes", "on")


@dataclass(frozen=True, slots=True)
class TableAd:
    """A table as announced on the network."""

    host: str  # the host's name, as its person wrote it
    game: str  # the game's name
    free: int  # seats open for a person on the network
    address: str  # where to connect: "ip:port"


def service_name(ad: TableAd, code_hint: str) -> str:
    """The record's instance name: the host's name and a short mark that tells two tables apart
    (`code_hint` must not be the code itself)."""
    base = "".join(c for c in ad.host if c.isalnum() or c in " -_")[:30] or "Nine Lives"
    return f"{base} {code_hint}.{SERVICE}"


def service_info(ad: TableAd, name: str) -> Any:
    """The zeroconf record announcing `ad`."""
    from zeroconf import ServiceInfo

    ip, port = ad.address.rsplit(":", 1)
    return ServiceInfo(SERVICE, name, port=int(port), addresses=[socket.inet_pton(_family(ip), ip.strip("[]"))],
                       properties={"v": "1", "host": ad.host[:FIELD_MAX], "game": ad.game[:FIELD_MAX],
                                   "free": str(ad.free)})


def ad_from_info(info: Any) -> TableAd | None:
    """The table a heard record announces, or None when it is not one of ours or is malformed."""
    try:
        props = {_text(k): _text(v) for k, v in (info.properties or {}).items()}
        if props.get("v") != "1" or not info.port:
            return None
        free = int(props.get("free", ""))
        addresses = info.parsed_addresses()
        if not addresses or not 0 <= free <= 99:
            return None
        ip = addresses[0]
        where = f"[{ip}]:{info.port}" if ":" in ip else f"{ip}:{info.port}"
        # TRANSLATORS: a table heard on the network that gave no host's name, or no game's.
        return TableAd(props.get("host", "")[:FIELD_MAX] or _("A host"),
                       props.get("game", "")[:FIELD_MAX] or _("A game"),
                       free, where)
    except (ValueError, TypeError, AttributeError, UnicodeDecodeError):
        return None


def _text(value: Any) -> str:
    if value is None:
        return ""
    return (value.decode("utf-8") if isinstance(value, bytes) else str(value))[: FIELD_MAX * 2]


def _family(ip: str) -> int:
    return socket.AF_INET6 if ":" in ip else socket.AF_INET


class Listener:
    """Zeroconf's `ServiceListener`: keeps the tables heard, by record name (thread-safe)."""

    def __init__(self, changed: Callable[[], None] | None = None):
        self._tables: dict[str, TableAd] = {}
        self._lock = threading.Lock()
        self.changed = changed

    def tables(self) -> list[TableAd]:
        with self._lock:
            return sorted(self._tables.values(), key=lambda t: (t.host.casefold(), t.address))

    def add_service(self, zc: Any, type_: str, name: str) -> None:
        self._look_up(zc, type_, name)

    def update_service(self, zc: Any, type_: str, name: str) -> None:
        self._look_up(zc, type_, name)

    def remove_service(self, zc: Any, type_: str, name: str) -> None:
        with self._lock:
            self._tables.pop(name, None)
        self._tell()

    def _look_up(self, zc: Any, type_: str, name: str) -> None:
        if type_ != SERVICE:
            return
        ad = ad_from_info(zc.get_service_info(type_, name, LOOKUP_MS))
        with self._lock:
            if ad is None:
                self._tables.pop(name, None)
            else:
                self._tables[name] = ad
        self._tell()

    def _tell(self) -> None:
        if self.changed is not None:
            self.changed()


class Discovery:
    """Announcing and browsing, behind the one switch. `make_zeroconf` is for tests."""

    def __init__(self, setting: bool = True, make_zeroconf: Callable[[], Any] | None = None):
        self.allowed = multicast_allowed(setting)
        self._failure: str | None = None  # the system's words when multicast failed here
        self._make = make_zeroconf
        self._zc: Any = None
        self._browser: Any = None
        self._announced: dict[str, Any] = {}
        self.listener = Listener()

    def _zeroconf(self) -> Any:
        if not self.allowed:
            return None
        if self._zc is None:
            try:
                if self._make is not None:
                    self._zc = self._make()
                else:
                    from zeroconf import Zeroconf

                    self._zc = Zeroconf()
            except OSError as exc:  # multicast blocked here: say so, once
                self.allowed, self._failure = False, str(exc.strerror or exc)
                return None
        return self._zc

    @property
    def blocked(self) -> str | None:
        """Why finding tables is off, in the current language (None: it is on)."""
        if self.allowed:
            return None
        if self._failure is None:
            return _(OFF_WORDS)
        # TRANSLATORS: {reason} is the system's own words for the failure (often English).
        return _("This network blocks finding tables ({reason}): join by address and code.").format(
            reason=self._failure)

    def browse(self) -> bool:
        """Start listening for tables (heard ones land in `listener.tables()`); False when off."""
        zc = self._zeroconf()
        if zc is None:
            return False
        if self._browser is None:
            from zeroconf import ServiceBrowser

            self._browser = ServiceBrowser(zc, SERVICE, self.listener)
        return True

    def announce(self, ad: TableAd, name: str) -> bool:
        """Announce (or update) a table; False when off."""
        zc = self._zeroconf()
        if zc is None:
            return False
        info = service_info(ad, name)
        if name in self._announced:
            zc.update_service(info)
        else:
            zc.register_service(info)
        self._announced[name] = info
        return True

    def withdraw(self, name: str) -> None:
        info = self._announced.pop(name, None)
        if info is not None and self._zc is not None:
            self._zc.unregister_service(info)

    def close(self) -> None:
        if self._zc is not None:
            for name in list(self._announced):
                self.withdraw(name)
            if self._browser is not None:
                self._browser.cancel()
            self._zc.close()
            self._zc = self._browser = None
