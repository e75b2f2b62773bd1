"""Statistics keep the last results in order (which game, won or lost) for the statistics screen."""

from __future__ import annotations

from game import signing, storage
from game.stats import KEEP_RECENT, SIGNED_FOR, Result, Stats, load_stats, record_result


def test_recent_results_are_kept_in_order_and_bounded() -> None:
    s, played = Stats(), []
    for n in range(KEEP_RECENT + 3):
        result = Result("exploding-kittens" if n % 2 else "imploding-kittens", n % 3 == 0)
        s = s.recorded(result.game, result.won, ["easy"], f"{n:032x}")
        played.append(result)
    assert s.recent == tuple(played[-KEEP_RECENT:])  # the newest last, the oldest three forgotten
    assert Stats.from_json(s.to_json()) == s
    assert s.recorded("exploding-kittens", True, [], s.counted[-1]) is s  # counted once


def test_record_result_saves_the_recent_results() -> None:
    record_result("a" * 32, "exploding-kittens", ["human", "medium"], [0])
    record_result("b" * 32, "imploding-kittens", ["human", "hard"], [1])
    record_result("b" * 32, "imploding-kittens", ["human", "hard"], [1])  # the same game again
    s, message = load_stats()
    assert message is None
    assert s.recent == (Result("exploding-kittens", True), Result("imploding-kittens", False))


def test_older_unsigned_statistics_are_set_aside_with_a_message() -> None:
    """Formats 1 to 3 were not signed: anyone could have written them, so they are not counted on."""
    for version in (1, 2, 3):
        data = Stats().recorded("exploding-kittens", True, ["easy"], "c" * 32).to_json()
        data["format"] = version
        storage.atomic_write_json(storage.paths().stats, data)
        s, message = load_stats()
        assert s == Stats() and "older version" in message and "start again" in message
        assert not storage.paths().stats.exists()
    assert len(list(storage.paths().data_dir.glob("stats.json.bad-*"))) == 3


def test_a_bad_recent_result_sets_the_file_aside() -> None:
    data = Stats().recorded("exploding-kittens", True).to_json()
    for bad in ([{"game": "exploding-kittens", "won": 1}], [{"game": "../x", "won": True}], {"game": "x"}, ["x"]):
        data["recent"] = bad
        storage.atomic_write_json(storage.paths().stats, {**data, "sig": signing.sign(SIGNED_FOR, data)})
        s, message = load_stats()
        assert s == Stats() and "statistics" in message, bad
