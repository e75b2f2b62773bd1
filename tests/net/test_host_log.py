"""The host-wide log: a round's lines of every table fsynced once in one file, and a journal whose
unsynced tail a crash lost gets it back from the log before it is proved and reopened."""

from __future__ import annotations

import asyncio
import json
import os
import random
from pathlib import Path

from net.netkit import host_killed_mid_game

from game.net import hostlog
from game.net.commit import GroupCommit
from game.net.table import Table
from game.saves import journal_tail, load_autosave


def _tables(directory: Path, count: int) -> list[Table]:
    return [Table("exploding-kittens", ["easy"] * 3, journal_path=directory / f"t{i}.jsonl") for i in range(count)]


def _play(tables: list[Table], actions: int, rng: random.Random) -> None:
    for table in tables:
        for _ in range(actions):
            seat = min(table.match.pending.seats)
            table.apply(seat, rng.choice(table.match.legal_actions(seat)))


def _played_round(commits: GroupCommit, tables: list[Table], actions: int, rng: random.Random) -> None:
    """Each table takes `actions` moves, then one round commits them all."""
    _play(tables, actions, rng)
    _rounds(commits, tables)


def _rounds(commits: GroupCommit, tables: list[Table]) -> None:
    async def drivers() -> None:
        await asyncio.gather(*(commits.commit(t.journal) for t in tables))

    asyncio.run(drivers())


def _killed(commits: GroupCommit) -> None:
    """As a kill leaves it: no journal closed, the log not emptied (its file closed, as the process's end closes it)."""
    commits.shutdown()
    commits.log.close()


def _deal_size(path: Path) -> int:
    """Where the journal's first commit line (the deal's) ends: what its atomic write fsynced."""
    raw = path.read_bytes()
    header_end = raw.index(b"\n") + 1
    at = header_end
    while b'"commit"' not in raw[at:raw.index(b"\n", at)]:
        at = raw.index(b"\n", at) + 1
    return raw.index(b"\n", at) + 1


def _steps(path: Path) -> int:
    saved, problem = load_autosave(path)
    assert saved is not None and problem is None, problem
    return len(saved.steps)


def test_a_lost_journal_tail_comes_back_from_the_host_wide_log(tmp_path):
    rng = random.Random(3)
    tables = _tables(tmp_path, 4)
    commits = GroupCommit(tmp_path)
    for _ in range(3):  # three rounds of two actions a table: every one durable by the log only
        _played_round(commits, tables, 2, rng)
    _killed(commits)
    paths = [t.journal.path for t in tables]
    for i, path in enumerate(paths):
        keep = _deal_size(path) + (0 if i % 2 else 150)  # the lost tail, cut at a line or mid-line
        path.write_bytes(path.read_bytes()[:keep])
    assert [_steps(p) for p in paths] == [0] * 4

    again = GroupCommit(tmp_path)
    assert sorted(again.recover()) == sorted(p.name for p in paths)
    assert [_steps(p) for p in paths] == [6] * 4
    for table, path in zip(tables, paths, strict=True):
        saved, _ = load_autosave(path)
        assert [s.action for s in saved.to_match().steps] == [s.action for s in table.match.steps]
    assert (tmp_path / hostlog.NAME).stat().st_size == 0  # emptied once every journal holds its lines


def test_lines_a_journal_already_holds_or_a_rewritten_journal_are_left_alone(tmp_path):
    rng = random.Random(4)
    (table,) = _tables(tmp_path, 1)
    commits = GroupCommit(tmp_path)
    _played_round(commits, [table], 3, rng)
    _killed(commits)
    path = table.journal.path
    whole = path.read_bytes()
    again = GroupCommit(tmp_path)
    assert again.recover() == []  # nothing lost: nothing appended twice
    again.log.close()
    assert path.read_bytes() == whole

    log = (tmp_path / hostlog.NAME)
    commits = GroupCommit(tmp_path)
    _played_round(commits, [table], 2, rng)
    _killed(commits)
    kept = log.read_bytes()
    other = Table("exploding-kittens", ["easy"] * 3, journal_path=path)  # another game in the same file
    other.journal.close()
    rewritten = path.read_bytes()
    log.write_bytes(kept)
    assert GroupCommit(tmp_path).recover() == []  # the record follows no line of this journal
    assert path.read_bytes() == rewritten


def test_a_record_cut_short_ends_the_log(tmp_path):
    rng = random.Random(5)
    tables = _tables(tmp_path, 2)
    commits = GroupCommit(tmp_path)
    _played_round(commits, tables, 2, rng)
    _played_round(commits, tables, 2, rng)
    _killed(commits)
    log = tmp_path / hostlog.NAME
    raw = log.read_bytes()
    log.write_bytes(raw[:-10])  # the second round's last record never reached the disk whole
    for table in tables:
        path = table.journal.path
        path.write_bytes(path.read_bytes()[:_deal_size(path)])
    GroupCommit(tmp_path).recover()
    assert sorted(_steps(t.journal.path) for t in tables) == [2, 4]  # each record whole, or none of it


def test_a_checkpoint_fsyncs_the_journals_then_empties_the_log(tmp_path, monkeypatch):
    monkeypatch.setattr(hostlog, "CHECKPOINT_BYTES", 1)
    rng = random.Random(6)
    tables = _tables(tmp_path, 3)
    commits = GroupCommit(tmp_path)
    settled: list[int] = []
    real = commits._settle
    monkeypatch.setattr(commits, "_settle", lambda journals: (settled.append(len(journals)), real(journals))[1])
    _played_round(commits, tables, 2, rng)
    assert settled == [3] and commits.log.size == 0
    assert (tmp_path / hostlog.NAME).stat().st_size == 0
    assert all(t.journal.settle() for t in tables)  # nothing left to fsync
    commits.shutdown()
    commits.close()


def test_a_clean_stop_leaves_every_journal_synced_and_the_log_empty(tmp_path):
    rng = random.Random(7)
    tables = _tables(tmp_path, 2)
    commits = GroupCommit(tmp_path)
    _played_round(commits, tables, 3, rng)
    assert (tmp_path / hostlog.NAME).stat().st_size > 0
    commits.shutdown()
    for table in tables:
        table.journal.close()
    commits.close()
    assert (tmp_path / hostlog.NAME).stat().st_size == 0
    assert [_steps(t.journal.path) for t in tables] == [3, 3]


def _counting_fsyncs(monkeypatch) -> list[int]:
    fsyncs: list[int] = []
    for name in ("fsync", "fdatasync"):
        real = getattr(os, name)
        monkeypatch.setattr(os, name, lambda fd, real=real: (fsyncs.append(fd), real(fd))[1])
    monkeypatch.setattr(hostlog, "_datasync", os.fdatasync)
    return fsyncs


def test_a_second_host_on_the_same_directory_has_no_log_and_fsyncs_each_journal(tmp_path, monkeypatch):
    rng = random.Random(9)
    first = GroupCommit(tmp_path)
    assert first.recover() == [] and first.log.open()
    tables = _tables(tmp_path, 3)
    _play(tables, 2, rng)
    second = GroupCommit(tmp_path)  # (another process's host would get the same answer: the log is locked)
    assert not second.log.open()
    fsyncs = _counting_fsyncs(monkeypatch)
    _rounds(second, tables)
    assert len(fsyncs) == 3 and not any(t.journal.behind for t in tables)
    assert (tmp_path / hostlog.NAME).stat().st_size == 0  # the first host's log is untouched
    second.shutdown()
    second.close()
    first.shutdown()
    first.close()


def test_a_round_whose_log_cannot_be_written_fsyncs_each_journal_before_anyone_hears(tmp_path, monkeypatch):
    rng = random.Random(10)
    commits = GroupCommit(tmp_path)
    commits.recover()
    tables = _tables(tmp_path, 3)
    _play(tables, 2, rng)
    real_write = os.write

    def write(fd: int, data) -> int:
        if fd == commits.log._fd:
            raise OSError(28, "No space left on device")
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", write)
    fsyncs = _counting_fsyncs(monkeypatch)
    _rounds(commits, tables)
    assert commits.log.broken and len(fsyncs) == 3  # each journal's own, as before the log
    assert not any(t.journal.behind for t in tables)
    for table in tables:
        table.journal.close()
    assert [_steps(t.journal.path) for t in tables] == [2, 2, 2]
    commits.shutdown()
    commits.close()


def test_a_host_killed_whose_journal_lost_its_unsynced_tail_continues_with_every_acknowledged_action(
        tmp_path, monkeypatch):
    with host_killed_mid_game(tmp_path, monkeypatch) as killed:
        journal = killed.journal
        # A crash of the machine loses what was written and not fsynced: the journal's own file
        # was last fsynced when it was written whole, with the deal.
        journal.write_bytes(journal.read_bytes()[:_deal_size(journal)])
        saved, _ = load_autosave(journal)
        assert saved is not None and len(saved.events) < killed.held["a"][0]  # its tail is lost
        assert (tmp_path / "tables" / hostlog.NAME).stat().st_size > 0
        seen = killed.continue_to_the_end()
        assert "recovered" in seen and "reopened" in seen


def test_journal_tail_finds_the_last_whole_commit_line(tmp_path):
    (table,) = _tables(tmp_path, 1)
    _play([table], 1, random.Random(8))
    table.journal.sync()
    raw = table.journal.path.read_bytes()
    end, sig = journal_tail(raw)
    assert end == len(raw) and sig == json.loads(raw.splitlines()[-1])["sig"]
    assert journal_tail(raw + b'{"type": "cut') == (end, sig)
    assert journal_tail(raw[:-1])[0] < end  # its newline never written: not whole
    assert journal_tail(b"") == (0, None)
