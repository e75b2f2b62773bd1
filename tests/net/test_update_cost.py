"""update_cost's harness (game/net/update_cost.py): the same seeded games give the same bytes,
so its digest can prove a change left every update as it was. Shape only: no figure is held
to a time."""

from __future__ import annotations

from game.net import update_cost


def test_the_same_games_give_the_same_digest_and_every_game_ends():
    first, second = update_cost.measure(1), update_cost.measure(1)
    assert first["sha256"] == second["sha256"] and len(first["sha256"]) == 64
    assert (first["games"], first["unfinished"]) == (5, 0) and first["actions"] == second["actions"] > 100
    assert first["updates_ms_per_action"] > 0 and first["tick_ms_per_action"] > 0


def test_another_seed_gives_other_bytes(monkeypatch):
    digest = update_cost.measure(1)["sha256"]
    monkeypatch.setattr(update_cost, "SEED", update_cost.SEED + 1)
    assert update_cost.measure(1)["sha256"] != digest
