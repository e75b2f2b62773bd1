"""An invite: one line holding everything needed to join a table, for a person to pass on.

    ninelives://203.0.113.5:8766/K7QM-3XPD-9RTW#sha256=3f2a9c1b...   (64 hexadecimal digits)

The host's address and port (8766 when left out; an IPv6 address in brackets), the table's join
code, and the SHA-256 fingerprint of the host's certificate: the client speaks TLS to that
address and checks the certificate against the fingerprint before it sends anything. An invite
with no fingerprint names a host without TLS of its own (`serve --no-tls`, behind a TLS proxy):
its address is then taken on first use, as one typed by hand (game.net.tls).
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass
from urllib.parse import urlsplit

from ..settings import DEFAULT_HOST_PORT
from .credentials import normal_code
from .reasons import Refusal, why
from .tls import PIN_PREFIX, normal_fingerprint, split_pin, with_pin

SCHEME = "ninelives"
DEFAULT_PORT = DEFAULT_HOST_PORT  # an invite's port when it names none
EXAMPLE = "ninelives://203.0.113.5:8766/K7QM-3XPD-9RTW#sha256=..."
MAX_LENGTH = 400  # longer text is no invite (a pasted page, say)


class BadInvite(Refusal):
    """Text that is not an invite; its reason (`why`) says what is wrong, `str()` in words."""


@dataclass(frozen=True)
class Invite:
    host: str  # a name or an address (IPv6 without brackets)
    port: int
    code: str
    fingerprint: str | None = None

    @property
    def address(self) -> str:
        """host:port as a person types it (IPv6 in brackets)."""
        return f"{_bracketed(self.host)}:{self.port}"

    @property
    def url(self) -> str:
        """The websocket address to connect to, carrying the fingerprint to check."""
        return with_pin(f"wss://{self.address}", self.fingerprint)

    def __str__(self) -> str:
        return format_invite(self)


def _bracketed(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def format_invite(invite: Invite) -> str:
    """The invite as one line of text."""
    pin = f"#{PIN_PREFIX}{invite.fingerprint}" if invite.fingerprint else ""
    return f"{SCHEME}://{invite.address}/{invite.code}{pin}"


def invite_for(url: str, code: str) -> Invite:
    """The invite to a table with join code `code` on the host at websocket address `url`
    (wss://host:port carrying its fingerprint, as `Host.url` gives it)."""
    bare, pin = split_pin(url)
    parts = urlsplit(bare)
    return Invite(parts.hostname or "", parts.port or DEFAULT_PORT, code, pin)


def looks_like_invite(text: str) -> bool:
    return text.strip().lower().startswith(f"{SCHEME}:")


def parse_invite(text: str) -> Invite:
    """The invite in `text` (spaces around it are ignored); BadInvite says what is wrong."""
    line = text.strip()
    if len(line) > MAX_LENGTH:
        raise BadInvite(why("invite_too_long", example=EXAMPLE))
    if not looks_like_invite(line):
        raise BadInvite(why("invite_scheme", scheme=SCHEME, example=EXAMPLE))
    try:
        parts = urlsplit(line)
        port = parts.port or DEFAULT_PORT
    except ValueError:
        raise BadInvite(why("invite_port")) from None
    host = parts.hostname or ""
    if not host or not _host_ok(host):
        raise BadInvite(why("invite_host"))
    code = normal_code(parts.path.strip("/"))
    if not code:
        raise BadInvite(why("invite_code"))
    fingerprint = None
    if parts.fragment:
        fingerprint = normal_fingerprint(parts.fragment[len(PIN_PREFIX):]) \
            if parts.fragment.lower().startswith(PIN_PREFIX) else None
        if fingerprint is None:
            raise BadInvite(why("invite_fingerprint"))
    if parts.query or parts.username or parts.password:
        raise BadInvite(why("invite_more"))
    return Invite(host, port, code, fingerprint)


def _host_ok(host: str) -> bool:
    """A host name or an address, nothing else (no spaces, slashes or the like)."""
    try:
        ipaddress.ip_address(host)
        return True
    except ValueError:
        return all(ch.isalnum() or ch in "-." for ch in host)
