"""The invariants `simulate --check` verifies while a game is played."""

from __future__ import annotations

import random
from typing import Any

from ..engine.actions import Action
from ..engine.errors import IllegalAction
from ..engine.match import Match
from ..engine.pending import DecisionKind
from ..engine.ruleset import Ruleset
from ..i18n import _, ngettext

# Actions no game offers, or offers only sometimes: probes for illegal moves.
FAKE_ACTIONS = (
    Action("draw"),
    Action("pass"),
    Action("bogus"),
    Action("play", cards=("no_such_card",)),
    Action("defuse", position=10_000),
)


def check_state(match: Match, rng: random.Random) -> list[str]:
    """Everything wrong with the match right now."""
    ruleset, state = match.ruleset, match.state
    problems = list(ruleset.invariants(state))
    pending = ruleset.pending(state)
    over = ruleset.is_over(state)
    if over != (pending is None):
        problems.append(_("a finished game still waits for a decision") if over else _("no pending decision"))
    if pending is not None:
        if not pending.seats:
            # TRANSLATORS: {prompt} is a decision's id (a developer's word).
            problems.append(_("pending {prompt} waits for nobody").format(prompt=pending.prompt))
        if pending.kind in (DecisionKind.TURN, DecisionKind.CHOICE) and len(pending.seats) != 1:
            problems.append(ngettext("{kind} decision for {n} seat", "{kind} decision for {n} seats",
                                     len(pending.seats)).format(kind=pending.kind, n=len(pending.seats)))
        for seat in range(match.config.players):
            if (seat in pending.seats) != bool(ruleset.legal_actions(state, seat)):
                problems.append(_("seat {seat}: pending and legal actions disagree").format(seat=seat))
        problems += _probe_illegal(match, rng)
    problems += _probe_views(match, rng)
    problems += check_sample(match.ruleset, state, len(match.log) % match.config.players,
                             random.Random(f"{match.seed}/sample/{len(match.log)}"))
    return problems


def _probe_illegal(match: Match, rng: random.Random) -> list[str]:
    """An action outside a seat's legal list is rejected and changes nothing."""
    ruleset, state = match.ruleset, match.state
    players = match.config.players
    pool = list(FAKE_ACTIONS)
    for seat in range(players):
        pool += ruleset.legal_actions(state, seat)
    before = ruleset.snapshot(state)
    problems = []
    for seat in rng.sample(range(players), min(2, players)):
        legal = set(ruleset.legal_actions(state, seat))
        illegal = [a for a in pool if a not in legal]
        if not illegal:
            continue
        action = rng.choice(illegal)
        try:
            ruleset.decide(state, seat, action, random.Random(0))
        except IllegalAction:
            pass
        else:
            problems.append(_("seat {seat}: illegal action {action} was accepted").format(seat=seat, action=action))
        if ruleset.snapshot(state) != before:
            problems.append(_("seat {seat}: rejecting {action} changed the state").format(seat=seat, action=action))
    return problems


def _probe_views(match: Match, rng: random.Random) -> list[str]:
    """A seat's view of a state that differs only in what it cannot see is the same."""
    ruleset, state = match.ruleset, match.state
    seat = rng.randrange(match.config.players)
    variant = ruleset.hidden_variant(state, seat, rng)
    if variant is None or ruleset.view(variant, seat) == ruleset.view(state, seat):
        return []
    return [_("seat {seat}'s view changes with cards it cannot see").format(seat=seat)]


def check_sample(ruleset: Ruleset, state: Any, seat: int, rng: random.Random) -> list[str]:
    """`seat`'s view is hashable, and a sample drawn from it (for a game with a determinizer)
    looks the same to the seat and breaks no rule. Draws only from its own `rng`."""
    view = ruleset.view(state, seat)
    try:
        hash(view)
    except TypeError as exc:
        return [_("seat {seat}'s view is not hashable ({reason})").format(seat=seat, reason=exc)]
    if ruleset.determinize is None:
        return []
    try:
        sample = ruleset.determinize(view, rng)
    except ValueError as exc:
        return [_("seat {seat}'s view cannot be sampled: {reason}").format(seat=seat, reason=exc)]
    problems = [_("a sample of seat {seat}'s view breaks a rule: {problem}").format(seat=seat, problem=p)
                for p in ruleset.invariants(sample)]
    if ruleset.view(sample, seat) != view:
        problems.append(_("a sample of seat {seat}'s view looks different to it").format(seat=seat))
    return problems


def check_replay(match: Match) -> list[str]:
    """Replaying the log rebuilds the same state."""
    ruleset = match.ruleset
    if ruleset.snapshot(match.replayed_state()) != ruleset.snapshot(match.state):
        return [_("replaying the log gives a different state")]
    return []
