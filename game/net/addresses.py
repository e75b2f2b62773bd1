"""Where the app's host listens, and the address people on the network type to reach it.

- "Let other computers join" listens on every interface (`EVERYWHERE`); "This computer only"
  on `LOOPBACK`. `NINE_LIVES_LOOPBACK_ONLY=1` forces the second whatever the setting says:
  tests, CI and our development machines set it (they may use loopback addresses only).
- `lan_addresses` reads this computer's interface addresses from the operating system
  (`ifaddr`, which zeroconf uses): nothing is sent to find them. Loopback and link-local
  addresses are left out: nobody else can reach them.
"""

from __future__ import annotations

import errno
import ipaddress
import os
import socket
from collections.abc import Callable

import ifaddr

from ..engine.errors import ConfigError
from ..i18n import _
from ..settings import DEFAULT_HOST_PORT

LOOPBACK = "127.0.0.1"
LOOPBACK_V6 = "::1"
EVERYWHERE = "0.0.0.0"  # every IPv4 interface of this computer
EVERYWHERE_V6 = "::"  # every IPv6 interface
_HERE = {EVERYWHERE: LOOPBACK, "": LOOPBACK, EVERYWHERE_V6: LOOPBACK_V6}  # listening everywhere: reached here
LOOPBACK_ONLY_ENV = "NINE_LIVES_LOOPBACK_ONLY"


def loopback_only() -> bool:
    """Whether this run may listen on loopback only (`NINE_LIVES_LOOPBACK_ONLY` set, not "0")."""
    return os.environ.get(LOOPBACK_ONLY_ENV, "").strip() not in ("", "0")


def check_listening(address: str) -> None:
    """ConfigError when this run may listen on loopback only and `address` is another (checked
    before anything listens there: a host, serve --workers' front)."""
    if loopback_only() and address not in (LOOPBACK, LOOPBACK_V6, "localhost"):
        raise ConfigError(f"{LOOPBACK_ONLY_ENV} is set: this run may listen on loopback only, not {address}")


def listen_address(for_others: bool) -> str:
    """The address the app's host listens on: every interface when other computers may join
    (and this run allows it), else loopback."""
    return EVERYWHERE if for_others and not loopback_only() else LOOPBACK


def reached_here_at(listening: str) -> str:
    """The address this computer reaches a host listening on `listening` at: loopback (of the
    same family) for every interface, else the address itself."""
    return _HERE.get(listening, listening)


def interface_addresses() -> list[str]:
    """Every IPv4 address of this computer's interfaces, as the operating system lists them."""
    return [str(ip.ip) for adapter in ifaddr.get_adapters() for ip in adapter.ips if ip.is_IPv4]


def lan_addresses(listing: Callable[[], list[str]] = interface_addresses) -> list[str]:
    """The addresses others on the network may reach this computer at (no loopback, no
    link-local), in the order the system lists them; [] when none (or they cannot be read)."""
    try:
        found = listing()
    except OSError:
        return []
    out = []
    for text in found:
        try:
            address = ipaddress.ip_address(text)
        except ValueError:
            continue
        if not (address.is_loopback or address.is_link_local or address.is_unspecified) and text not in out:
            out.append(text)
    return out


def listen_problem(address: str, port: int, exc: OSError) -> str:
    """Why listening on `address`:`port` failed, in words of the current language (the system's
    own words are the raw "[Errno 98] error while attempting to bind on address ...")."""
    if exc.errno == errno.EADDRINUSE:
        return _("another program uses port {port} on {address}: choose another port").format(port=port,
                                                                                               address=address)
    if exc.errno == errno.EADDRNOTAVAIL:
        return _("{address} is not an address of this computer").format(address=address)
    if exc.errno == errno.EACCES:
        return _("port {port} may not be used here: choose one from {least} up").format(port=port, least=1024)
    reason = (exc.strerror or str(exc)).rsplit(": ", 1)[-1]
    # TRANSLATORS: {reason} is the system's own words for the failure (often English).
    return _("cannot listen on {address}:{port} ({reason})").format(address=address, port=port, reason=reason)


def free_port(address: str, after: int, tries: int = 20) -> int | None:
    """The first of the `tries` ports after `after` that nothing listens on at `address` now
    (bound for a moment as the host binds, and let go at once), or None."""
    family = socket.AF_INET6 if ":" in address else socket.AF_INET
    for port in range(after + 1, min(after + 1 + tries, 65536)):
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as asyncio's server does
            try:
                probe.bind((address, port))
            except OSError:
                continue
            return port
    return None


DEFAULT_PORT = DEFAULT_HOST_PORT  # serve's port, the app host's first, and a typed address's without one


def address_url(address: str) -> str:
    """`host`, `host:port` or a ws:// or wss:// address, as a websocket URL: TLS (wss://)
    unless ws:// is written out (a host started with --no-tls)."""
    address = address.strip()
    if address.startswith(("ws://", "wss://")):
        return address
    if address.count(":") > 1 and not address.startswith("["):  # a bare IPv6 address
        return f"wss://[{address}]:{DEFAULT_PORT}"
    return f"wss://{address}" if ":" in address.rsplit("]", 1)[-1] else f"wss://{address}:{DEFAULT_PORT}"
