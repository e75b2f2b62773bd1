"""Which worker process owns a table, and how a connection says so before anyone reads it.

The contract:
- A join code's route is a number in 0..ROUTES-1 made from a hash of the code's written form
  (`route_of`): anyone who knows the code knows its route, and the route is public (a client
  shows it in the clear, below). It says 6 bits about the code's 60, so a code keeps 54 secret
  bits: a guesser who reads the route still has 2**54 codes to try, each a join attempt the
  limits count.
- With `workers` processes, worker `owner(route, workers)` owns every table of that route, and
  only its tables: it opens tables only with codes of its routes (`credentials.new_code` with
  `owns`), and a code of another route is unknown to it.
- A client states the route of the table it asks about twice, both before its first websocket
  message: in TLS, as an application protocol it offers beside "http/1.1" in its ClientHello
  (`alpn_for`: read by `serve --workers`' front without decrypting anything; a TLS proxy in
  front picks http/1.1 and ignores it), and in the websocket's path, `/r/{route}`
  (`path_for`: for `serve --no-tls` behind a TLS proxy, where the ClientHello never reaches
  us). The TLS server name is left as it is: a proxy chooses its certificate by it. A host in
  one process reads neither. A connection with no route (create, /metrics, /health) may go to
  any worker.
"""

from __future__ import annotations

import hashlib
import re

from .credentials import normal_code

ROUTES = 64  # 6 bits of a code's hash
ALPN_PREFIX = "nine-lives-r"  # the protocol a client offers: nine-lives-r17
PLAIN_ALPN = "http/1.1"  # offered first, so a TLS proxy in front finds a protocol it speaks
_PATH = re.compile(r"/r/(\d{1,2})/?$")


def route_of(code: str) -> int:
    """The route (0..ROUTES-1) of a join code as typed (its written form's hash; 0 for a text that
    is no code, which no table has)."""
    written = normal_code(code)
    return hashlib.sha256(written.encode("ascii")).digest()[0] % ROUTES if written else 0


def owner(route: int, workers: int) -> int:
    """The index (0..workers-1) of the worker that owns `route`'s tables."""
    return route % workers


def owns(code: str, index: int, workers: int) -> bool:
    """Whether worker `index` of `workers` owns the table of `code`."""
    return owner(route_of(code), workers) == index


def alpn_for(route: int) -> list[str]:
    """The application protocols a TLS client offers for a table of `route`."""
    return [PLAIN_ALPN, f"{ALPN_PREFIX}{route}"]


def path_for(path: str, route: int) -> str:
    """A websocket address's path with the route stated at its end ("" -> "/r/17")."""
    return f"{path.rstrip('/')}/r/{route}"


def route_in_alpn(protocols: list[bytes]) -> int | None:
    """The route a ClientHello's offered protocols state, or None."""
    prefix = ALPN_PREFIX.encode("ascii")
    for name in protocols:
        if name.startswith(prefix) and name[len(prefix):].isdigit() and len(name) - len(prefix) <= 2:
            route = int(name[len(prefix):])
            if route < ROUTES:
                return route
    return None


def route_in_path(target: str) -> int | None:
    """The route an HTTP request's target states at the end of its path (before any query), or None."""
    found = _PATH.search(target.split("?", 1)[0])
    route = int(found.group(1)) if found else None
    return route if route is not None and route < ROUTES else None
