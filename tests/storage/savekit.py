"""Building good save files, and forging them, for the storage tests.

A record is a save slot's JSON (header, "setup", "steps"); `journal_bytes` writes the same
record as the autosave journal, so every forgery can be tried on both kinds of file.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

import journal_child as child

from game import saves
from game.engine import Match


def played(actions: int = 12, seed: int = 5, players: int = 3) -> Match:
    """A match with `actions` random actions taken (fewer if it ends)."""
    match = child.new_match(seed, players)
    rng = random.Random(seed)
    for _ in range(actions):
        if match.is_over():
            break
        child.random_step(match, rng)
    return match


def finished(seed: int = 5, players: int = 3) -> Match:
    return played(10_000, seed, players)


def record(match: Match | None = None, players: int = 3) -> dict[str, Any]:
    match = match or played(players=players)
    return json.loads(json.dumps(saves.SavedGame.from_match(match, child.seats(match.config.players)).to_json()))


def head(data: dict[str, Any]) -> dict[str, Any]:
    """A slot header for the record `data`: its preview, or, for a record that cannot be read
    back (a forged level), the bare header a forger would write."""
    try:
        saved = saves.SavedGame.from_json(data)
        return saves.head_json(saved.game_id, saves.preview_of(saved.ruleset, saves.state_of(saved), saved))
    except Exception:
        return {"game_id": data.get("game_id"), "name": "", "saved_at": "", "seats": data.get("seats"),
                "waiting_for": [], "current": None, "hand_counts": None, "alive": [], "draw_count": None,
                "turn_number": 0, "over": False, "winners": [], "scores": None}


def slot_bytes(data: dict[str, Any], signed: bool = True) -> bytes:
    """A slot holding `data`: signed with this installation's key (as someone who read the key
    would sign a forgery, so the rules must still catch it), or as a hand writes it."""
    return saves.slot_bytes(data, head(data)) if signed else json.dumps(data).encode()


def journal_bytes(data: dict[str, Any], signed: bool = True) -> bytes:
    """The record as the journal writes it: header, deal, commit, then each action and its
    commit; signed (see `slot_bytes`) or not."""
    header = {k: v for k, v in data.items() if k not in ("setup", "steps")}
    if signed:
        return saves.journal_bytes(header, data["setup"], data["steps"])[0]
    lines: list[Any] = [header, *data["setup"], {"commit": len(data["setup"])}]
    count = len(data["setup"])
    for step in data["steps"]:
        count += len(step["events"])
        lines += [*step["events"], {"commit": count, "seat": step["seat"], "action": step["action"]}]
    return b"".join(json.dumps(obj).encode() + b"\n" for obj in lines)


def _forge_deal(data: dict[str, Any]) -> None:
    data["setup"][0]["hands"][0] += ["defuse"] * 5


def _forge_win(data: dict[str, Any]) -> None:
    data["steps"][-1]["events"].append({"type": "GameWon", "seat": 0})


def _forge_extra_turn(data: dict[str, Any]) -> None:
    data["steps"].append(copy.deepcopy(data["steps"][-1]))


def _forge_hidden_event(data: dict[str, Any]) -> None:
    middle = data["steps"][len(data["steps"]) // 2]
    middle["events"].insert(0, {"type": "TurnBegan", "seat": 1, "turns": 2, "attacked": False})


def _header_disagrees(data: dict[str, Any]) -> None:
    data["players"] = 2
    data["seats"] = data["seats"][:2]


def _level(name: str) -> Callable[[dict[str, Any]], None]:
    def forge(data: dict[str, Any]) -> None:
        data["seats"][1]["kind"] = name

    return forge


# name -> (forge in place, words the message must hold)
FORGERIES: dict[str, tuple[Callable[[dict[str, Any]], None], str]] = {
    "forged_deal": (_forge_deal, "deal"),
    "forged_win": (_forge_win, "did not happen as written"),
    "forged_extra_turn": (_forge_extra_turn, "move"),
    "invented_event": (_forge_hidden_event, "did not happen as written"),
    "header_deal_mismatch": (_header_disagrees, "deal"),
    "level_god": (_level("god"), "unknown player kind"),
    "level_path": (_level("../../etc"), "unknown player kind"),
}


def forged(name: str, match: Match | None = None) -> dict[str, Any]:
    data = record(match)
    FORGERIES[name][0](data)
    return data


def format_1(data: dict[str, Any]) -> dict[str, Any]:
    """What version 1 wrote: the events only, no actions."""
    events = data["setup"] + [e for step in data["steps"] for e in step["events"]]
    old = {k: v for k, v in data.items() if k not in ("setup", "steps", "uid")}
    return {**old, "format": 1, "events": events}


def format_1_journal(data: dict[str, Any]) -> bytes:
    old = format_1(data)
    header = {k: v for k, v in old.items() if k != "events"}
    lines: list[Any] = [header, *old["events"], {"commit": len(old["events"])}]
    return b"".join(json.dumps(obj).encode() + b"\n" for obj in lines)
