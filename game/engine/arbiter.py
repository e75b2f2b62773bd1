"""Who acts next, for every kind of decision: the one arbiter of `simulate`, the search and
the app.

The contract:
- TURN and CHOICE: the one seat asked.
- RESPONSE: every seat in the window must answer (an answer may reopen it). The rules make
  the order of answers not matter, so the next to answer is a random seat among those the
  window still waits for.
- FIRST_COME: every seat in the window is asked what it would do. Among those whose answer is
  not a pass (`Ruleset.is_pass`), one random pick wins and its answer is played. If all would
  pass, one random seat's pass is played; the others are asked again on the new state.
- COMMIT: every seat commits, in a random order. Each commit must be chosen from the
  committing seat's own view (the caller's `choose` reads nothing else): a commit is hidden
  from the others, so no order can leak one.
- Every random pick is drawn from the caller's seeded generator, so a run repeats; the
  arbiter reads only the pending decision and the seats' answers, never the state.

The app races real people, so there the first to answer wins a FIRST_COME window; it uses
`next_seat` for every other kind.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from .actions import Action
from .pending import DecisionKind, Pending
from .records import maker

# A seat's answer to the pending decision, chosen from what that seat may know.
Choose = Callable[[int], Action]
IsPass = Callable[[Action], bool]

ONE_SEAT = (DecisionKind.TURN, DecisionKind.CHOICE)


@dataclass(frozen=True, slots=True)
class Move:
    """The arbiter's ruling: `seat` plays `action` now."""

    seat: int
    action: Action


# `Move(seat, action)` without the frozen dataclass's slower __init__ (one a playout step).
_move = maker(Move)


def asked_seat(pending: Pending) -> int:
    """The one seat a TURN or CHOICE decision waits for; ValueError for the other kinds."""
    if pending.kind not in ONE_SEAT:
        raise ValueError(f"a {pending.kind} decision waits for several seats")
    if len(pending.seats) != 1:
        raise ValueError(f"a {pending.kind} decision for {len(pending.seats)} seats")
    return next(iter(pending.seats))


def next_seat(pending: Pending, rng: random.Random) -> int:
    """The seat that answers `pending` next, for every kind but FIRST_COME (whose winner
    depends on who wants to answer: see `next_move`)."""
    kind = pending.kind
    if kind in _ONE_SEAT_KINDS:
        seats = pending.seats
        if len(seats) == 1:
            for seat in seats:
                return seat
        return asked_seat(pending)  # raises, naming the fault
    if kind == _FIRST_COME:
        raise ValueError("a first-come window needs every seat's answer: use next_move")
    return rng.choice(sorted(pending.seats))


_ONE_SEAT_KINDS = frozenset(ONE_SEAT)
_FIRST_COME = DecisionKind.FIRST_COME


def next_move(pending: Pending, rng: random.Random, choose: Choose, is_pass: IsPass) -> Move:
    """Who plays what next. `choose(seat)` is asked once for the seat that acts, or, in a
    first-come window, once for every seat in it (in seat order)."""
    if pending.kind != _FIRST_COME:
        seat = next_seat(pending, rng)
        return _move(seat, choose(seat))
    answers = {seat: choose(seat) for seat in sorted(pending.seats)}
    eager = [seat for seat, action in answers.items() if not is_pass(action)]
    seat = rng.choice(eager or list(answers))
    return _move(seat, answers[seat])
