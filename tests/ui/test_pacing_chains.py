"""Pacing of Nope chains and short windows, in game time (issue 28, point 6): a play on you that
someone else Noped no longer stops you for the whole countdown (for now it does nothing to you),
your own Nope that someone Noped does; a play aimed at nobody here holds you only a short moment."""

from __future__ import annotations

from uikit import key

from game.engine import Match, get
from game.rules.kittens import events as ev
from game.saves import Seat
from game.ui.table.flow import WINDOWS
from game.ui.table.scene import TableScene

PILE = ("tacocat", "cattermelon", "beard_cat", "exploding_kitten", "shuffle", "skip", "exploding_kitten")
DT = 1 / 60
SEATS = [Seat("You", "human"), Seat("Mittens", "medium"), Seat("Biscuit", "medium")]


def scripted_table(app, hands: tuple, first: int, plays: dict[int, tuple[str, int | None]]) -> TableScene:
    """A Kittens table of you, Mittens and Biscuit dealt `hands`; `first` goes first. Each CPU in
    `plays` opens its turn with (card, target) and Nopes whatever it can; the others let it be."""
    rules = get("exploding-kittens")
    match = Match(rules, rules.configure(3, {}), seed=2, log=[ev.Dealt(hands, PILE, first)])
    table = TableScene(app, match, SEATS, fresh=False, journal=False)
    for seat, (card, target) in plays.items():
        def policy(view, legal, rng, card=card, target=target):
            wanted = [a for a in legal if (a.kind == "play" and a.cards == (card,) and a.target == target)
                      or a.kind == "nope"]
            return wanted[0] if wanted else legal[0]
        table.cpus[seat].bot.policy = policy
    others = [s for s in table.cpus if s not in plays]
    for seat in others:
        table.cpus[seat].bot.policy = lambda view, legal, rng: legal[0]  # pass, or draw
    app.push(table)
    return table


def windows_for_you(app, table: TableScene, nope_when: int | None = None) -> list[tuple[tuple[int, ...], float]]:
    """Each window you were in on the first play, as (the seats whose Nopes are on it, seconds of
    game time from its card beginning to show to the window closing for you), until the play is
    done. `nope_when`: you press Nope in the window with that many Nopes on the play."""
    out: list[tuple[tuple[int, ...], float]] = []
    shown_id, since = 0, 0.0
    for frame in range(1, 3000):
        app.frame(DT)
        if table.flow.window_id != shown_id:
            shown_id, since = table.flow.window_id, frame * DT  # a play or a Nope began to show
        pending = table.match.pending
        view = table.match.view(0)
        if view.play is None:
            if out:
                return out
            continue
        if pending is None or pending.kind not in WINDOWS or 0 not in pending.seats:
            continue
        if not out or out[-1][0] != view.nopes:
            out.append((view.nopes, 0.0))
        out[-1] = (view.nopes, frame * DT - since)
        if nope_when == len(view.nopes) and table.in_window():
            key(app, app.key_for("nope"))
            nope_when = None
    raise AssertionError("the play never ended")


def test_a_play_on_you_that_someone_else_noped_gives_you_only_the_short_window(make_app):
    """Mittens asks you for a Favor and Biscuit Nopes it: you hold a Nope, but Noping back would
    only let the Favor happen to you, so the window on Biscuit's Nope is the short one."""
    app = make_app(response_timer=4)
    hands = (("defuse", "nope"), ("defuse", "favor"), ("defuse", "nope"))
    table = scripted_table(app, hands, first=1, plays={1: ("favor", 0), 2: ("nope", None)})
    windows = windows_for_you(app, table)
    assert [nopes for nopes, _ in windows] == [(), (2,)]
    assert windows[1][1] < 2.0  # was the whole 4-second countdown


def test_your_nope_that_someone_noped_keeps_the_whole_countdown(make_app):
    """Biscuit asks Mittens for a Favor, you Nope it, Biscuit Nopes your Nope: your own card was
    just Noped, so you get the whole countdown to answer (a play on someone else's before)."""
    app = make_app(response_timer=4)
    hands = (("defuse", "nope", "nope"), ("defuse", "tacocat"), ("defuse", "favor", "nope"))
    table = scripted_table(app, hands, first=2, plays={2: ("favor", 1)})
    windows = windows_for_you(app, table, nope_when=0)
    assert [nopes for nopes, _ in windows] == [(), (0, 2)]
    assert windows[1][1] >= 4.0  # was the short window: the play was on Mittens


def test_a_play_aimed_at_nobody_here_holds_you_a_short_moment(make_app):
    """Mittens plays a Shuffle (on nobody); you hold a Nope and press nothing: the window is over
    about a second after the card began to show (its flight, then the short window)."""
    app = make_app(response_timer=4)
    hands = (("defuse", "nope"), ("defuse", "shuffle"), ("defuse", "tacocat"))
    table = scripted_table(app, hands, first=1, plays={1: ("shuffle", None)})
    windows = windows_for_you(app, table)
    assert len(windows) == 1 and 0.8 <= windows[0][1] <= 1.15  # was about 1.3 s
