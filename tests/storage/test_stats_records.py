"""Statistics: counts per game and per CPU level, streaks, round trip."""

from __future__ import annotations

import pytest

from game import signing, storage
from game.stats import SIGNED_FOR, Record, Stats, load_stats, record_game, save_stats


def test_streaks_and_slices() -> None:
    s = Stats()
    for won in (True, True, False, True, True, True, False):
        s = s.recorded("exploding-kittens", won, ["easy", "hard", "easy"])
    s = s.recorded("imploding-kittens", True, [])
    ek = s.game("exploding-kittens")
    assert (ek.played, ek.wins, ek.losses, ek.streak, ek.best_streak) == (7, 5, 2, 0, 3)
    assert s.difficulty("easy") == s.difficulty("hard") == ek  # counted once per level
    assert s.difficulty("human").played == 1 and s.overall.played == 8 and s.overall.streak == 1
    assert s.game("nope").played == 0 and round(ek.win_rate, 3) == round(5 / 7, 3)


def test_record_game_persists() -> None:
    record_game("exploding-kittens", True, ["medium"])
    s, message = record_game("exploding-kittens", False, ["medium"])
    assert message is None
    assert load_stats() == (s, None)
    assert s.difficulty("medium") == Record(played=2, wins=1, losses=1, streak=0, best_streak=1)


def test_inconsistent_counts_are_bad() -> None:
    data = Stats().recorded("exploding-kittens", True).to_json()
    data["overall"]["wins"] = 9
    storage.atomic_write_json(storage.paths().stats, {**data, "sig": signing.sign(SIGNED_FOR, data)})
    s, message = load_stats()
    assert s == Stats() and "statistics" in message


def test_unwritable_disk_gives_message(monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(*args: object, **kwargs: object) -> None:
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(storage, "atomic_write_bytes", fail)
    assert "could not be saved" in save_stats(Stats())


def test_a_game_counts_once_by_its_id() -> None:
    from game.stats import KEEP_IDS, record_result

    for _ in range(3):
        assert record_result("f" * 32, "exploding-kittens", ["human", "easy", "hard"], [0]) is None
    s, _ = load_stats()
    assert s.overall.played == 1 and s.difficulty("hard").wins == 1 and s.counted == ("f" * 32,)
    assert record_result("e" * 32, "exploding-kittens", ["human", "human"], [0]) is None  # people only: not counted
    assert load_stats()[0].overall.played == 1
    many = Stats()
    for n in range(KEEP_IDS + 5):
        many = many.recorded("exploding-kittens", True, [], f"{n:032x}")
    assert len(many.counted) == KEEP_IDS and many.counted[-1] == f"{KEEP_IDS + 4:032x}"
    assert Stats.from_json(many.to_json()) == many
