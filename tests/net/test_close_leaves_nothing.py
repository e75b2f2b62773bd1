"""Closing the app's table on purpose leaves nothing of it on disk, even when the host's loop
cannot take the close any more (it was stopping, or too busy to answer in time)."""

from __future__ import annotations

from game.net.seating import LocalHost
from game.net.table import TableOptions


def files(folder) -> list[str]:
    return sorted(p.name for p in folder.glob("*")) if folder.is_dir() else []


def test_a_closed_table_keeps_no_files_even_when_its_host_had_already_stopped(tmp_path):
    folder = tmp_path / "tables"
    h = LocalHost("exploding-kittens", ["net", "easy"], ["Bea", "Mittens"], directory=folder,
                  table_options=TableOptions(window=0.2, cpu_delay=0.01))
    h.begin()
    h.stop()  # the host's loop is gone: a stop keeps the table for Continue
    assert any(name.startswith(h.code) for name in files(folder))
    h.close()  # the person closes it on purpose after all: nothing of it is kept
    assert [name for name in files(folder) if name.startswith(h.code)] == []


def test_closing_a_running_table_removes_its_journal_and_seats(tmp_path):
    folder = tmp_path / "tables"
    h = LocalHost("exploding-kittens", ["net", "easy"], ["Bea", "Mittens"], directory=folder,
                  table_options=TableOptions(window=0.2, cpu_delay=0.01))
    h.begin()
    assert any(name.startswith(h.code) for name in files(folder))
    h.close()
    assert [name for name in files(folder) if name.startswith(h.code)] == []
