"""A signature is checked whole: a record whose signature differs from the right one only in its
last digits is refused, for every kind of signed record and every signature in its file (a check
of a prefix of the signature let every such test pass; issue 36 point 18)."""

from __future__ import annotations

import random
import re
import time
from collections.abc import Callable
from pathlib import Path

import journal_child as child
import pytest
import savekit

from game import history, saves, signing, stats, storage, upgrade
from game.net import kept
from game.net.codec import codec_for
from game.net.host import Host, HostThread
from game.net.seating import Joining, Ticket
from game.net.table import TableOptions
from game.saves import SavedGame, Seat
from game.seen import SeenGame

SEATS = [Seat("You"), Seat("Mia", "medium", seed=1234), Seat("Tom", "easy", seed=99)]
SIGNATURE = re.compile(rb'sig": ?"([0-9a-f]{64})"|\A([0-9a-f]{64})\n\Z')  # "sig", "slot_sig"; a file of one


def _slot() -> tuple[Path, Callable[[], bool]]:
    saves.save_slot(SavedGame.from_match(savekit.played(20), SEATS), "mine")
    return storage.paths().saves_dir / "mine.json", lambda: saves.load_slot("mine")[0] is not None


def _journal() -> tuple[Path, Callable[[], bool]]:
    match = savekit.played(0)
    journal = saves.Journal.start(match, SEATS)
    rng = random.Random(5)
    for _ in range(6):
        child.random_step(match, rng)
    journal.close()
    whole = len(match.steps)

    def accepted() -> bool:  # a journal whose last signature fails keeps only the moves before it
        saved, _message = saves.load_autosave()
        return saved is not None and len(saved.steps) == whole

    return storage.paths().autosave, accepted


def _finished() -> tuple[SavedGame, object]:
    match = savekit.finished()
    return SavedGame.from_match(match, SEATS), match


def _kept_game() -> tuple[Path, Callable[[], bool]]:
    saved, match = _finished()
    history.record(saved, match)
    return history.history_dir() / f"{saved.uid}.json", lambda: history.load_game(saved.uid)[0] is not None


def _index_row() -> tuple[Path, Callable[[], bool]]:
    saved, match = _finished()
    history.record(saved, match)
    return history.history_dir() / history.INDEX_NAME, lambda: history.load_index()[1] is None  # no row remade


def _seen_game() -> tuple[Path, Callable[[], bool]]:
    saved, match = _finished()
    rules, codec, viewers = match.ruleset, codec_for(match.ruleset), (0, saves.SPECTATOR)
    last = (len(match.log), {v: codec.encode(rules.view(match.state, v)) for v in viewers},
            codec.encode(rules.pending(match.state)))
    seen = SeenGame(saved.game_id, 3, dict(saved.options), tuple(Seat(s.name, "human") for s in saved.seats), (0,),
                    {v: tuple(rules.redact(e, v) for e in match.log) for v in viewers}, (last,),
                    match.result().winners, "d" * 32)
    history.record_seen(seen)
    return history.history_dir() / f"{seen.uid}.json", lambda: history.load_game(seen.uid)[0] is not None


def _statistics() -> tuple[Path, Callable[[], bool]]:
    assert stats.save_stats(stats.Stats()) is None
    return storage.paths().stats, lambda: stats.load_stats()[1] is None


def _adoption_mark() -> tuple[Path, Callable[[], bool]]:
    mark = storage.paths().data_dir / upgrade.UNFINISHED
    storage.atomic_write_bytes(mark, upgrade._mark_text())
    return mark, lambda: upgrade._marked(mark)


def _ticket(hosted: bool) -> Callable[[], tuple[Path, Callable[[], bool]]]:
    def write() -> tuple[Path, Callable[[], bool]]:
        Ticket("ws://127.0.0.1:9", "K7QM-3XPD-9RTW", {0: "a-token"}, "Exploding Kittens", hosted).save()
        return Ticket._path(hosted), lambda: Ticket.load(hosted) is not None

    return write


KINDS: dict[str, Callable[[], tuple[Path, Callable[[], bool]]]] = {
    "slot": _slot, "journal": _journal, "kept game": _kept_game, "history row": _index_row,
    "seen game": _seen_game, "statistics": _statistics, "adoption mark": _adoption_mark,
    "seat ticket": _ticket(False), "hosted ticket": _ticket(True),
}


def tails_refused(path: Path, accepted: Callable[[], bool]) -> int:
    """Spoil the last digits of each signature in `path` in turn (the file put back between):
    each spoiled one must be refused. How many signatures were tried."""
    good = path.read_bytes()
    assert accepted(), "the record as written must be accepted"
    spans = [m.span(1 if m.group(1) else 2) for m in SIGNATURE.finditer(good)]
    assert spans, "no signature found in the file"
    for _start, end in spans:
        last = good[end - 2:end]
        spoiled = good[:end - 2] + (b"00" if last != b"00" else b"11") + good[end:]
        path.write_bytes(spoiled)
        assert not accepted(), f"a signature differing only in its last digits passed at byte {end}"
        path.write_bytes(good)
        assert accepted()
    return len(spans)


@pytest.mark.parametrize("kind", KINDS)
def test_a_signature_differing_only_in_its_last_digits_is_refused(kind: str) -> None:
    path, accepted = KINDS[kind]()
    assert tails_refused(path, accepted) >= 1


def test_every_signature_in_a_journal_and_a_slot_is_tried() -> None:
    assert tails_refused(*_journal()) == 1 + 6  # the deal's commit line (chained from the header's), one per move
    assert tails_refused(*_slot()) == 2  # the header's and the record's


def test_a_seats_record_so_far_with_a_spoiled_signature_is_not_taken_back(tmp_path: Path) -> None:
    host = HostThread(Host(tmp_path / "tables", port=0, log=lambda _line: None)).start()
    try:
        table = host.call(lambda: host.host.add_table("exploding-kittens", ["net", "easy"], {},
                                                      TableOptions(window=0.05, cpu_delay=0.0)))
        joining = Joining(host.host.url, table.code, name="Ann", seat=0)
        try:
            game = None
            for _ in range(3000):
                game = joining.poll()
                if game is not None or joining.problem:
                    break
                time.sleep(0.01)
            assert game is not None, joining.problem
            kept.save_partial(game)
            assert tails_refused(storage.paths().data_dir / kept.PARTIAL, lambda: bool(kept.load_partial(game))) == 1
        finally:
            joining.close()
    finally:
        host.stop()


def test_the_check_itself_compares_every_digit() -> None:
    right = signing.sign("slot", {"a": 1})
    assert signing.same(right, right)
    for cut in (1, 2, 8, 32, 63):
        wrong = right[:-cut] + ("0" if right[-cut] != "0" else "1") + right[len(right) - cut + 1:]
        assert not signing.same(right, wrong), cut
