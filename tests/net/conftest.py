"""The network tests' host: one in its own thread on 127.0.0.1, per test."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from game.net.host import Host, HostThread


@pytest.fixture
def host(tmp_path: Path) -> Iterator[HostThread]:
    lines: list[str] = []
    running = HostThread(Host(tmp_path / "tables", port=0, log=lines.append)).start()
    running.lines = lines  # type: ignore[attr-defined]
    yield running
    running.stop()
