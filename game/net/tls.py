"""TLS for network play: the host's certificate, and clients that check it by its fingerprint.

- A host speaks TLS (`wss://`) with a certificate of its own: by default one made once per
  installation (`self_signed`: an elliptic-curve key and a self-signed certificate, kept in the
  data folder, the key readable by its owner only), or a real one given by files (`from_files`).
- No certificate authority is needed: a certificate's SHA-256 fingerprint travels with the
  address (`with_pin`: `wss://host:port#sha256=HEX`, and inside the invite, game.net.invite),
  and a client checks the server's certificate against it right after the TLS handshake,
  before it sends a byte of its own (`connection_class`). A different certificate is refused
  (`NOT_THE_SERVER`, a reason put into words where shown).
- A `wss://` address with no fingerprint (typed by hand) is trusted on first use: the client
  takes the certificate it is shown, says so in words (`NetClient.first_use`), and holds every
  later connection to it. A `ws://` address is plain text (for a `serve --no-tls` host, meant for
  a TLS proxy in front of it).
- A process that serves TLS reads every TLS connection into a small buffer (`lean_reads`), not
  asyncio's 256 KB one each.
"""

from __future__ import annotations

import contextlib
import datetime
import hashlib
import hmac
import socket
import ssl
from asyncio import sslproto
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from websockets.asyncio.client import ClientConnection
from websockets.sync.client import ClientConnection as SyncConnection
from websockets.sync.client import connect as sync_connect

from .. import storage
from ..i18n import _
from . import routing
from .addresses import reached_here_at
from .reasons import why

PIN_PREFIX = "sha256="  # a fingerprint after '#' in an address: wss://host:port#sha256=HEX
FINGERPRINT_HEX = 64  # SHA-256, in hexadecimal digits
CERT_FILE = "server-certificate.pem"  # in the data folder: the host's own certificate ...
KEY_FILE = "server-key.pem"  # ... and its private key (mode 0600)
CERT_YEARS = 20  # a self-signed certificate's life: its fingerprint is what is checked
TLS_READ_BUFFER = 4 * 1024  # bytes one TLS connection reads from its socket at once (`lean_reads`)
NOT_THE_SERVER = why("not_the_server")  # reasons (reasons.py): put into words where shown
NOT_TLS = why("not_tls")
PLAIN_TO_TLS = why("plain_to_tls")


class WrongServer(Exception):
    """The server's certificate is not the one the address names (`NOT_THE_SERVER`)."""

    def __init__(self) -> None:
        super().__init__(NOT_THE_SERVER.id)


def fingerprint_of(der: bytes) -> str:
    """A certificate's SHA-256 fingerprint (of its DER bytes), as lowercase hexadecimal."""
    return hashlib.sha256(der).hexdigest()


def normal_fingerprint(text: str) -> str | None:
    """A fingerprint as written (colons, spaces and capitals allowed) in its one form, or None
    when it is not 64 hexadecimal digits."""
    digits = "".join(ch for ch in text.strip().lower() if ch not in ": ")
    return digits if len(digits) == FINGERPRINT_HEX and all(ch in "0123456789abcdef" for ch in digits) else None


def short_fingerprint(pin: str) -> str:
    """The first 16 digits in groups of four, for a person to compare by eye ("3f2a 9c1b 77e0 0d4e")."""
    return " ".join(pin[i:i + 4] for i in range(0, 16, 4))


def with_pin(url: str, pin: str | None) -> str:
    """`url` carrying the fingerprint its certificate must have (unchanged for None)."""
    return f"{split_pin(url)[0]}#{PIN_PREFIX}{pin}" if pin else url


def served_url(address: str, port: int, identity: Identity | None) -> str:
    """The address to reach a server listening on `address` and `port` from this computer (loopback
    when it listens everywhere): wss:// carrying its certificate's fingerprint, or ws:// without TLS."""
    host = reached_here_at(address)
    host = f"[{host}]" if ":" in host else host
    if identity is None:
        return f"ws://{host}:{port}"
    return with_pin(f"wss://{host}:{port}", identity.fingerprint)


def split_pin(url: str) -> tuple[str, str | None]:
    """(the address without its fingerprint, the fingerprint or None). ValueError for a
    fingerprint that is not one."""
    bare, hashmark, fragment = url.partition("#")
    if not hashmark:
        return url, None
    pin = normal_fingerprint(fragment.removeprefix(PIN_PREFIX)) if fragment.startswith(PIN_PREFIX) else None
    if pin is None:
        raise ValueError(f"{fragment[:20]!r} is not a certificate fingerprint (sha256= and 64 hexadecimal digits)")
    return bare, pin


def is_tls(url: str) -> bool:
    return urlsplit(url).scheme == "wss"


# ---- the host's certificate -------------------------------------------------------------------------
@dataclass(frozen=True)
class Identity:
    """A host's certificate and key files, and the certificate's fingerprint."""

    cert: Path
    key: Path
    fingerprint: str

    def server_context(self) -> ssl.SSLContext:
        """The TLS settings to serve with; serving makes this process's TLS reads lean (`lean_reads`)."""
        lean_reads()
        return self._context()

    def _context(self) -> ssl.SSLContext:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.minimum_version = ssl.TLSVersion.TLSv1_2
        context.load_cert_chain(self.cert, self.key)
        return context


def lean_reads() -> None:
    """Every TLS connection of this process reads its socket into a `TLS_READ_BUFFER`-byte buffer
    instead of the 256 KB one asyncio gives each.

    asyncio's TLS transport (`asyncio.sslproto.SSLProtocol`, the same on Python 3.11.7, 3.12.1
    and 3.13.0, checked in their source) allocates and zeroes a read buffer of its class
    attribute `max_size`, 256 KB, for every connection as it is accepted, and keeps it for the
    connection's life: two per table, three quarters of what a table held on a serve (740 KB).
    asyncio has no setting for it (create_server, connect_accepted_socket and start_tls take
    none), so the class attribute is the lever, set here, the one place, for the whole process:
    the app's own seats, which join its table over TLS like anyone, read in pieces of that size
    too. It bounds one read from the socket, not a message: a TLS record (at most 16 KB) or a
    message larger than it is read in several pieces and arrives whole. What a host reads is a
    client's messages (at most `protocol.CLIENT_LIMIT`, before compression), nearly all one read
    either way. On a serve of 200 tables (docs/host-profile.md) a table held 746 KB, 256 KB with this.
    """
    sslproto.SSLProtocol.max_size = TLS_READ_BUFFER


def from_files(cert: Path, key: Path) -> Identity:
    """A certificate and key given by files (serve --tls-cert/--tls-key); ValueError in words
    when they cannot be used."""
    try:
        text = Path(cert).read_text("ascii")
        der = ssl.PEM_cert_to_DER_cert(text[: text.index("-----END CERTIFICATE-----") + 25])
        identity = Identity(Path(cert), Path(key), fingerprint_of(der))
        identity._context()  # the key must belong to the certificate (nothing served yet)
    except (OSError, ValueError, ssl.SSLError) as exc:
        words = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
        raise ValueError(_("the certificate {cert} and key {key} cannot be used ({reason})").format(
            cert=cert, key=key, reason=words)) from None
    return identity


def self_signed(directory: Path) -> Identity:
    """The host's own certificate in `directory`, made the first time (and again only when its
    files are gone or unusable): every table hosted here has the same fingerprint, so an
    invite stays good across restarts (Continue, serve --continue)."""
    cert, key = directory / CERT_FILE, directory / KEY_FILE
    if cert.is_file() and key.is_file():
        with contextlib.suppress(ValueError):
            return from_files(cert, key)
    key_pem, cert_pem = _make_certificate()
    directory.mkdir(parents=True, exist_ok=True)
    storage.atomic_write_bytes(key, key_pem, private=True)
    storage.atomic_write_bytes(cert, cert_pem, private=True)
    return from_files(cert, key)


def _make_certificate() -> tuple[bytes, bytes]:
    """A new P-256 key and a self-signed certificate for it, as PEM."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    private = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Nine Lives table host")])
    now = datetime.datetime.now(datetime.UTC)
    certificate = (x509.CertificateBuilder().subject_name(name).issuer_name(name)
                   .public_key(private.public_key()).serial_number(x509.random_serial_number())
                   .not_valid_before(now - datetime.timedelta(days=1))
                   .not_valid_after(now + datetime.timedelta(days=365 * CERT_YEARS))
                   .sign(private, hashes.SHA256()))
    key_pem = private.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                    serialization.NoEncryption())
    return key_pem, certificate.public_bytes(serialization.Encoding.PEM)


# ---- clients ----------------------------------------------------------------------------------------
def client_context(code: str | None = None) -> ssl.SSLContext:
    """A client's TLS settings: no certificate authority is asked, since the certificate is
    checked against its fingerprint (`connection_class`) before anything is sent. With a
    table's `code`, its ClientHello states the table's route (routing.py)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    if code is not None:
        context.set_alpn_protocols(routing.alpn_for(routing.route_of(code)))
    return context


def routed(url: str, code: str | None) -> str:
    """A websocket address (no fingerprint) whose path states the route of table `code` (unchanged
    for None), for `serve --workers` behind a TLS proxy (routing.py)."""
    if code is None:
        return url
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path=routing.path_for(parts.path, routing.route_of(code))))


def is_pinned(seen: str | None, pin: str) -> bool:
    """Whether the certificate shown (its fingerprint `seen`) is the one `pin` names, compared in
    constant time: the one check every client makes before it sends anything."""
    return seen is not None and hmac.compare_digest(seen.encode(), pin.encode())


def peer_fingerprint(connection: ClientConnection) -> str | None:
    """The fingerprint of the certificate the server showed on `connection` (None: no TLS)."""
    ssl_object = connection.transport.get_extra_info("ssl_object")
    der = ssl_object.getpeercert(binary_form=True) if ssl_object is not None else None
    return fingerprint_of(der) if der else None


def connection_class(pin: str | None, base: type[ClientConnection] = ClientConnection) -> type[ClientConnection]:
    """`base`, checking the server's certificate against `pin` once TLS is up and before the
    websocket's opening request (WrongServer); with no pin it only notes what it was shown
    (`fingerprint`)."""

    class Checked(base):  # type: ignore[valid-type, misc]
        fingerprint: str | None = None

        async def handshake(self, *args, **kwargs) -> None:  # type: ignore[no-untyped-def]
            self.fingerprint = peer_fingerprint(self)
            if pin is not None and not is_pinned(self.fingerprint, pin):
                raise WrongServer()
            await super().handshake(*args, **kwargs)

    return Checked


def connect_options(url: str, base: type[ClientConnection] = ClientConnection,
                    code: str | None = None) -> tuple[str, dict]:
    """The websocket address and `websockets` connect() options for `url` (which may carry
    its fingerprint): TLS checked against the fingerprint, else noted for first use; plain
    text for ws://. With the `code` of the table it is about, the connection states its route
    (in the path, and in TLS's ClientHello: routing.py). Every client connects through here or
    `open_sync`."""
    bare, pin = split_pin(url)
    if not is_tls(bare):
        return routed(bare, code), {"create_connection": base}
    return routed(bare, code), {"ssl": client_context(code), "create_connection": connection_class(pin, base)}


def _tls_socket(url: str, timeout: float, code: str | None = None) -> tuple[ssl.SSLSocket, str]:
    """A TLS connection to `url`'s host (nothing sent but the handshake; stating the route of
    table `code`, if given) and the fingerprint of the certificate it showed. OSError when it
    cannot be made."""
    parts = urlsplit(split_pin(url)[0])
    raw = socket.create_connection((parts.hostname or "", parts.port or 443), timeout=timeout)
    try:
        secure = client_context(code).wrap_socket(raw, server_hostname=parts.hostname)
    except BaseException:
        raw.close()
        raise
    return secure, fingerprint_of(secure.getpeercert(binary_form=True) or b"")


def first_fingerprint(url: str, timeout: float) -> str:
    """The fingerprint of the certificate the host at `url` shows now (an address with none, to
    hold from now on: trust on first use). OSError when it cannot be reached."""
    secure, seen = _tls_socket(url, timeout)
    secure.close()
    return seen


def open_sync(url: str, timeout: float, code: str | None = None,
              **options) -> SyncConnection:  # type: ignore[no-untyped-def]
    """A websocket (websockets' sync client) to `url`: over TLS, its certificate checked against
    the fingerprint the address carries before the websocket's first byte (WrongServer). With
    the `code` of the table it is about, it states the table's route (as `connect_options`)."""
    bare, pin = split_pin(url)
    if not is_tls(bare):
        return sync_connect(routed(bare, code), open_timeout=timeout, **options)
    secure, seen = _tls_socket(bare, timeout, code)
    if pin is not None and not is_pinned(seen, pin):
        secure.close()
        raise WrongServer()
    # The TLS is made here: the websocket is opened over it as over a plain socket.
    return sync_connect(routed("ws://" + bare.removeprefix("wss://"), code), sock=secure, open_timeout=timeout,
                        **options)
