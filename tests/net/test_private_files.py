"""Every file of the network layer that holds secrets is readable by its owner only, as the key is:
a host's journals (every hidden card) and seats files (the seats' token digests), the tickets that
take a seat back (its tokens), and what a seat has seen of its game so far (its own hand)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from netkit import FAST, add_table, wait_for

from game import storage
from game.engine.feed import Link
from game.engine.match import Match
from game.engine.registry import get
from game.last_join import LastJoin, load_last_join, save_last_join
from game.net import kept
from game.net.host import table_files
from game.net.seating import Joining, Ticket
from game.saves import Journal, Seat

pytestmark = pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX")


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.fixture(autouse=True)
def usual_umask():
    old = os.umask(0o022)  # as most people's: new files readable by everyone
    yield
    os.umask(old)


def test_a_private_write_is_its_owners_only_even_over_a_file_anyone_could_read(tmp_path: Path) -> None:
    path = tmp_path / "secret.json"
    path.write_text("{}")
    path.chmod(0o644)
    storage.atomic_write_json(path, {"deck": [1, 2]}, private=True)
    assert mode(path) == storage.PRIVATE
    storage.atomic_write_json(tmp_path / "plain.json", {})
    assert mode(tmp_path / "plain.json") == storage.SHARED  # other files as before


def test_a_hosts_journal_and_seats_file_are_its_owners_only(host) -> None:
    directory = host.host.directory
    table = add_table(host, "exploding-kittens", ["net", "easy", "easy"], FAST)
    seats_file, journal = table_files(directory, table.code)
    assert wait_for(seats_file.exists)  # written off the host's loop
    assert mode(journal) == storage.PRIVATE and mode(seats_file) == storage.PRIVATE
    # A seat taken rewrites the seats file (a token digest in it now): still private.
    joining = Joining(host.host.url, table.code, name="Ann", seat=0)
    try:
        assert wait_for(lambda: joining.poll() is not None, 30), joining.problem
        assert wait_for(lambda: '"token": "' in seats_file.read_text(), 10)
        assert mode(seats_file) == storage.PRIVATE and mode(journal) == storage.PRIVATE
    finally:
        joining.close()


def test_tickets_and_a_seats_record_so_far_are_their_owners_only(host) -> None:
    table = add_table(host, "exploding-kittens", ["net", "easy"], FAST)
    joining = Joining(host.host.url, table.code, name="Ann", seat=0)
    try:
        assert wait_for(lambda: joining.poll() is not None, 30), joining.problem
        game = joining.game
        assert game is not None and all(c.link == Link.CONNECTED for c in joining.clients)
        for hosted in (False, True):
            ticket = Ticket.of(game, hosted=hosted)
            assert ticket is not None
            ticket.save()
            assert mode(Ticket._path(hosted)) == storage.PRIVATE
        kept.save_partial(game)
        assert mode(storage.paths().data_dir / kept.PARTIAL) == storage.PRIVATE
    finally:
        joining.close()


def test_the_autosave_journal_is_its_owners_only() -> None:
    ruleset = get("exploding-kittens")
    match = Match(ruleset, ruleset.configure(2, {}), 7)
    journal = Journal.start(match, [Seat("You"), Seat("Mia", "medium", seed=1)])
    journal.close()
    assert mode(storage.paths().autosave) == storage.PRIVATE


def test_the_last_join_details_are_their_owners_only(tmp_path: Path) -> None:
    """join.json holds the join code last typed (a way into that table): it was written 0644."""
    path = tmp_path / "join.json"
    assert save_last_join(LastJoin("192.168.1.20:8766", "ABCD-EFGH-JKLM", "Bea"), path) is None
    assert mode(path) == 0o600
    assert load_last_join(path)[0] == LastJoin("192.168.1.20:8766", "ABCD-EFGH-JKLM", "Bea")
