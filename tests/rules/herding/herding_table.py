"""Helpers for the Herding Cats rules tests: fixed tables and short actions."""

from __future__ import annotations

from game.engine import Action, Match, get

K, S, A, C, AC, LP = "kitten", "show_cat", "alley_cat", "catnip", "animal_control", "laser_pointer"


def table(hands, herds=None, herds_up=None, first=0, seed=0, tie_breaker=False) -> Match:
    """A match on a fixed table (every hand in its holder's order)."""
    rules = get("herding-cats")
    config = rules.configure(len(hands), {"tie_breaker": tie_breaker})
    data = {"hands": hands, "first": first}
    if herds is not None:
        data["herds"] = herds
    if herds_up is not None:
        data["herds_up"] = herds_up
    return Match(rules, config, seed, log=rules.scenario_setup(config, data))


def declare(match: Match, seat: int, card: str, identity: str | None = None, target: int | None = None):
    return match.act(seat, Action("declare", cards=(card,), card=identity or card, target=target))


def passes(match: Match, *seats: int) -> None:
    for seat in seats:
        match.act(seat, Action("pass"))


def challenge(match: Match, seat: int):
    return match.act(seat, Action("challenge"))


def pick(match: Match, seat: int, position: int):
    return match.act(seat, Action("pick", position=position))


def kinds(events) -> list[str]:
    return [e.kind for e in events]

