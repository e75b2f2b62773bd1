"""Group commit: the journals waiting together are made durable in one round, one fsync of the
host-wide log however many tables and actions, and no action is acknowledged before it."""

from __future__ import annotations

import asyncio
import json
import os
import random

from net.netkit import FAST, add_table

from game.net import host as host_module
from game.net import hostlog
from game.net.client import NetClient
from game.net.commit import GroupCommit
from game.net.player import play
from game.net.table import Table, TableOptions
from game.saves import load_autosave


def _play_some(table: Table, actions: int, rng: random.Random) -> None:
    for _ in range(actions):
        pending = table.match.pending
        seat = min(pending.seats)
        table.apply(seat, rng.choice(table.match.legal_actions(seat)))


def test_journals_waiting_together_share_one_round_and_one_fsync(tmp_path, monkeypatch):
    rng = random.Random(5)
    tables = [Table("exploding-kittens", ["easy"] * 3, journal_path=tmp_path / f"t{i}.jsonl") for i in range(6)]
    for table in tables:
        _play_some(table, 3, rng)  # three actions each, none on disk yet
        assert table.journal.behind
    fsyncs: list[int] = []
    for name in ("fsync", "fdatasync"):
        real = getattr(os, name)
        monkeypatch.setattr(os, name, lambda fd, real=real: (fsyncs.append(fd), real(fd))[1])
    monkeypatch.setattr(hostlog, "_datasync", os.fdatasync)
    commits = GroupCommit(tmp_path)
    commits.recover()  # (the log opened: nothing to recover)

    async def drivers() -> None:
        await asyncio.gather(*(commits.commit(t.journal) for t in tables))

    asyncio.run(drivers())
    commits.shutdown()
    assert commits.rounds == 1 and commits.commits == 6
    assert len(fsyncs) == 1  # the host-wide log's, not one per journal nor one per action
    for i, table in enumerate(tables):
        assert not table.journal.behind
        saved, message = load_autosave(tmp_path / f"t{i}.jsonl")
        assert message is None and len(saved.to_match().steps) == len(table.match.steps) == 3


def test_no_action_is_acknowledged_before_its_fsync(host, monkeypatch):
    checked: list[bool] = []
    real_send = host_module.Client.send

    def send(client, text: str) -> None:
        message = json.loads(text)
        if message["type"] == "ack" and message["ok"] and client.table is not None:
            table = client.table  # every action applied so far is fsynced (a finished game's journal is gone)
            checked.append(not table.journal.behind or table.finished)
        real_send(client, text)

    monkeypatch.setattr(host_module.Client, "send", send)
    table = add_table(host, "exploding-kittens", ["net", "easy", "easy"], TableOptions(window=0.05, cpu_delay=0.0))
    client = NetClient(host.host.url, table.code, seat=0).start()
    try:
        assert play(client, "easy", 60, 3)
    finally:
        client.close()
    assert len(checked) >= 3 and all(checked)
    assert host.host.commits.rounds >= 1


def test_the_host_commits_a_burst_from_many_tables_in_few_rounds(host):
    tables = [add_table(host, "exploding-kittens", ["easy"] * 3, FAST) for _ in range(8)]
    clients = [NetClient(host.host.url, t.code, watch=True).start() for t in tables]
    try:
        assert all(c.wait(lambda c: c.result() is not None, 60) for c in clients)
    finally:
        for c in clients:
            c.close()
    commits = host.host.commits
    assert commits.commits > commits.rounds  # some rounds held more than one table's journal
