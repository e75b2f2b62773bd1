"""The network tests' host: one in its own thread on 127.0.0.1, per test. It speaks TLS with a
certificate of its own, as `serve` and the app's tables do by default, and clients check it by the
fingerprint its address carries; `plain_host` is one started with --no-tls (ws://)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from game.net import tls
from game.net.host import Host, HostThread


@pytest.fixture(scope="session")
def identity(tmp_path_factory: pytest.TempPathFactory) -> tls.Identity:
    """One certificate for the session's hosts (made once: its making is not what is tested)."""
    return tls.self_signed(tmp_path_factory.mktemp("certificate"))


def _running(directory: Path, identity: tls.Identity | None) -> HostThread:
    lines: list[str] = []
    running = HostThread(Host(directory, port=0, log=lines.append, tls=identity)).start()
    running.lines = lines  # type: ignore[attr-defined]
    return running


@pytest.fixture
def host(tmp_path: Path, identity: tls.Identity) -> Iterator[HostThread]:
    running = _running(tmp_path / "tables", identity)
    yield running
    running.stop()


@pytest.fixture
def plain_host(tmp_path: Path) -> Iterator[HostThread]:
    running = _running(tmp_path / "plain-tables", None)
    yield running
    running.stop()
