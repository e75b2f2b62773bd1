"""The decision a game is waiting for: who may act, and what kind of decision it is."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class DecisionKind(StrEnum):
    """Every kind of decision the games need.

    TURN: the active seat plays or ends its turn.
    RESPONSE: several seats may answer; it closes when all have passed; an answer reopens it.
    FIRST_COME: several seats may answer; the first answer wins and closes it.
    CHOICE: one seat makes a private choice (often not the active seat).
    COMMIT: several seats each commit a hidden choice; one reveal follows when all have.
    """

    TURN = "turn"
    RESPONSE = "response"
    FIRST_COME = "first_come"
    CHOICE = "choice"
    COMMIT = "commit"


@dataclass(frozen=True, slots=True)
class Pending:
    """What the game waits for now.

    `seats` are the seats that may act on it now; `prompt` is a game-specific name for the
    question (e.g. "give_card"), for the app's wording and for bots.
    """

    kind: DecisionKind
    seats: frozenset[int]
    prompt: str

    def waits_for(self, seat: int) -> bool:
        return seat in self.seats
