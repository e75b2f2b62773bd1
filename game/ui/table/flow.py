"""Who acts next at the table: CPUs after a human-like delay, humans through the table's controls,
response and first-come windows with their countdown, commits, and the hot-seat hand-over.

- TURN, CHOICE and COMMIT: the arbiter (`next_seat`) names the seat asked; a CPU answers after
  its delay, a person through the table (in hot-seat, after a pass-the-device screen, so each
  person commits in secret; CPUs commit from their own view only).
- RESPONSE and FIRST_COME: a window. CPUs decide at once and answer at their human-like
  reaction time; a person answers with the kit's answer button (in hot-seat after a claim). In a
  first-come window the first to answer wins the race: a quick person can beat the CPUs.

How long a CPU takes, and how long a window stays open, never depend on cards nobody else can
see: a CPU thinks from the moment it is asked, but its answer shows at a time drawn from public
facts (the speed setting, the kind of decision, its level's thinking time `allowance`) and the
table's own random numbers, and when that time comes it answers with its best move so far
(`_think`). A window closes early on the CPUs' decisions only once every CPU in it has had to
decide (`Window.decide_left`, the longest allowance among them), never when one happens to be
done.

`Flow` decides when; the table (`TableScene`) is the only thing that calls `match.act`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from ...ai.thinking import ANSWER_MARGIN
from ...engine import Action, DecisionKind, Pending
from ...engine.arbiter import next_seat
from ...i18n import _
from .panels import ChoicePanel
from .seats import Timer, reaction_delays
from .shown import SPECTATOR

if TYPE_CHECKING:
    from .scene import TableScene

PASS = Action("pass")
WINDOWS = (DecisionKind.RESPONSE, DecisionKind.FIRST_COME)  # decisions answered in a timed window
READABLE = 1.0  # seconds a window stays up at least, so a person can read what was played
SHORT = 0.8  # seconds of a window on a play aimed at no person here, after it lands (any key: the full countdown)
AFTER_ANIMATION = 0.2  # seconds a CPU that decided while the table moved still waits once it is still
HURRY = ANSWER_MARGIN  # seconds before a CPU must have decided that a search still going is told to finish


@dataclass
class Window:
    """A response window as the app times it: the countdown and each CPU's answer time.

    In hot-seat a person who wants to answer claims the window: while they take the device and
    decide, the countdown and the CPUs wait (`held`), exactly as long whatever their hand holds.
    """

    id: int
    timer: Timer | None
    cpu_due: dict[int, float] = field(default_factory=dict)
    answers: dict[int, Action] = field(default_factory=dict)  # decided, waiting for their time
    age: float = 0.0  # seconds the window has been open (and not held)
    held: bool = False  # hot-seat: someone is claiming or answering; the clock stops
    claimant: int | None = None  # hot-seat: the person holding the device to answer
    seats: frozenset[int] = frozenset()  # who could answer when last seen (seats only leave a window)
    short: bool = False  # a play aimed at no person here: a short countdown until a key holds it open
    total: float = 0.0  # the countdown's length, for its bar
    decide_left: float = 0.0  # seconds until every CPU in it must have decided (public: their levels')


def answer_options(table: TableScene, legal: list[Action]) -> list[tuple[str, str | None, Action]]:
    """Every answer a person may give in a window: (words, card, action). A kit with several
    answer cards lists them (`answers`); otherwise its one answer, named by `answer_label`."""
    kit = table.kit
    many = getattr(kit, "answers", None)
    if many is not None:
        return list(many(table, legal))
    one = kit.answer(legal)
    return [] if one is None else [(_(kit.answer_label), None, one)]


class Flow:
    """The table's timing of turns, choices and response windows."""

    def __init__(self, table: TableScene):
        self.table = table
        self.window: Window | None = None
        self._window_id = 0
        self.window_shown_at = 0.0  # table clock when the play or Nope of this window began to show
        self.cpu_wait: float | None = None
        self.decided: tuple[tuple[int, int], Action | None] | None = None  # ((steps, seat), its decision so far)
        self.head_start = (None, 0.0)  # (CPU seat, seconds it has watched its own play's window)
        self.decision_key: tuple | None = None
        self.thinking: int | None = None  # the CPU seat thinking now, for its plate
        self.waiting: int | None = None  # the seat played elsewhere that the table waits for
        self._asked: tuple[tuple, int] | None = None  # (the decision, the seat the arbiter named)
        self.answer_panel: ChoicePanel | None = None  # the choice among several answers, while open

    @property
    def window_id(self) -> int:
        """Goes up with every play or Nope shown: a new window."""
        return self._window_id

    @window_id.setter
    def window_id(self, value: int) -> None:
        self._window_id = value
        self.window_shown_at = self.table.clock

    def watch(self, dt: float) -> None:
        """While the table animates, a CPU asked to decide thinks as a person would, watching: its
        delay runs down to a short gap, taken once the table is still. Not with reduced flashing:
        there each move waits for the table to be still, so changes never come close together."""
        t = self.table
        pending = t.match.pending
        if pending is None or not t.anims.blocking or t.app.settings.reduced_flashing:
            return
        if pending.kind in WINDOWS:
            self._plan_ahead(dt)
            return
        seat = self.asked(pending)
        if seat in t.cpus:
            left = self._cpu_delay(seat) if self.cpu_wait is None else self.cpu_wait - dt
            self.cpu_wait = max(AFTER_ANIMATION * t.pace, left)
            self._decision(seat, math.inf)  # it thinks meanwhile; its answer is not due before the table is still

    def _plan_ahead(self, dt: float) -> None:
        """While a window is open on the current player's play, that player (a CPU) already
        thinks about its next move, as a person waiting for objections would."""
        current = self.table.shown.current
        if current not in self.table.cpus or self.table.app.settings.reduced_flashing:
            self.head_start = (None, 0.0)
            return
        seat, seconds = self.head_start
        self.head_start = (current, (seconds if seat == current else 0.0) + dt)

    def _cpu_delay(self, seat: int) -> float:
        """A CPU's delay before it acts, less what it already spent watching its own play's window;
        never less than its level may think, whatever it holds."""
        t = self.table
        allowance = t.cpus[seat].allowance
        if t.fixed_pace is not None:
            return max(t.fixed_pace * 0.5, allowance)
        ahead, seconds = self.head_start
        self.head_start = (None, 0.0)
        delay = t.app.settings.cpu_delay * t.pace * t.rng.uniform(0.8, 1.25)
        return max(AFTER_ANIMATION * t.pace, allowance, delay - (seconds if ahead == seat else 0.0))

    def _think(self, seat: int, left: float) -> Action | None:
        """`seat`'s CPU thinks on this frame: its decision once made, else None. `left`: seconds
        until it must have decided (public); a search still going then is told to finish `HURRY`
        before, and at the time it answers at once with its best move so far (only a lesson's
        scripted CPU may still wait, for its script)."""
        t = self.table
        cpu = t.cpus[seat]
        view, legal = t.match.view(seat), t.match.legal_actions(seat)
        action = cpu.think(view, legal)
        if action is None and left <= HURRY:
            cpu.hurry()
        if action is None and left <= 0:
            action = cpu.now(view, legal)
        return action

    def _decision(self, seat: int, left: float) -> Action | None:
        """`_think` for the seat the arbiter named, its decision kept until it acts."""
        key = (len(self.table.match.steps), seat)
        if self.decided is None or self.decided[0] != key:
            if self.decided is not None and self.decided[1] is None and self.decided[0][1] in self.table.cpus:
                self.table.cpus[self.decided[0][1]].cancel()  # a thought about a decision gone by
            self.decided = (key, None)
        if self.decided[1] is None:
            self.decided = (key, self._think(seat, left))
        return self.decided[1]

    def drive(self, dt: float) -> None:
        """Let the seat the game waits for act: a CPU after its delay, or a human through the table."""
        t = self.table
        pending = t.match.pending
        if pending is None:
            if self.decision_key is not None:  # the decision went with no move (a network table held by its host)
                self.decision_key = None
                t.rebuild_controls()
            return
        if pending.kind in WINDOWS:
            self._drive_window(pending.seats, dt)
            return
        self.window = None
        seat = self.asked(pending)
        self.waiting = None
        if seat in t.cpus:
            self._drive_cpu(seat, dt)
        elif seat not in t.humans:
            self.thinking = self.waiting = seat  # played on another screen: its action comes from there
        else:
            self.thinking = None
            self._drive_human(seat, pending.prompt)

    def asked(self, pending: Pending) -> int:
        """The seat the arbiter names for this decision, asked once per decision (a commit's
        order is the arbiter's random pick, kept until that seat has committed)."""
        t = self.table
        key = (len(t.match.steps), pending)
        if self._asked is None or self._asked[0] != key:
            here = frozenset(s for s in pending.seats if s in t.cpus or s in t.humans)
            if here and here != pending.seats and pending.kind == DecisionKind.COMMIT:
                pending = replace(pending, seats=here)  # seats played elsewhere commit there
            self._asked = (key, next_seat(pending, t.rng))
        return self._asked[1]

    def _drive_cpu(self, seat: int, dt: float) -> None:
        t = self.table
        if self.cpu_wait is None:
            self.cpu_wait = self._cpu_delay(seat)
        self.thinking = seat
        self.cpu_wait -= dt
        action = self._decision(seat, self.cpu_wait)
        if self.cpu_wait > 0 or action is None:
            return
        self.cpu_wait = None
        self.thinking = None
        self.decided = None
        t.act(seat, action)

    def _drive_human(self, seat: int, prompt: str) -> None:
        t = self.table
        if len(t.humans) > 1 and t.viewer != seat:
            self._pass_device(seat)
            return
        key = (t.shown_upto, prompt, seat)
        if key == self.decision_key:
            return
        self.decision_key = key
        # cards chosen for this very decision (the table was still catching up) stay chosen
        kept = dict(t.hand.selection) if t.hand.chosen_for == (seat, prompt) else {}
        t.hand.limit = None
        if kept:
            t.hand.selection = {}  # chosen again below, within the kit's limit (the controls laid out once)
        else:
            t.hand.clear()
        t.panel = None
        t.kit.ask(t, seat, prompt)
        t.hand.choose(kept)
        t.rebuild_controls(reset_focus=True)

    def _pass_device(self, seat: int) -> None:
        t = self.table
        from ..scenes.pass_device import PassDeviceScene

        t.look_away()
        self.decision_key = None
        t.app.push(PassDeviceScene(t.app, t.names[seat], lambda: t.hand_to(seat), clock=t.game_clock))

    def _drive_window(self, seats: frozenset[int], dt: float) -> None:
        t = self.table
        self.thinking = None
        self.waiting = None
        # A new window: a play or an answer was shown, or one reopened (seats only shrink within one).
        if self.window is None or self.window.id != self.window_id or not seats <= self.window.seats:
            humans_in = [s for s in seats if s in t.humans]
            clock = t.game_clock()  # a host's clock times a networked table's windows
            short = clock is None and bool(humans_in) and not self.aimed_here(seats)
            seconds = clock if clock is not None else SHORT if short else t.app.settings.response_timer
            timer = Timer(float(seconds)) if humans_in and (seconds or clock is not None) else None
            base = t.app.settings.cpu_delay * t.pace
            if t.fixed_pace is not None:
                base = t.fixed_pace * 0.3
            cpus = [s for s in seats if s in t.cpus]
            for cpu in t.cpus.values():
                cpu.cancel()  # a thought about an older window is stale
            due = reaction_delays(cpus, base, t.rng, t.pace)
            if t.fixed_pace is not None:
                due = {s: t.fixed_pace * 0.2 * (i + 1) for i, s in enumerate(cpus)}
            allowance = {s: t.cpus[s].allowance for s in cpus}  # never sooner than a CPU may think
            self.window = Window(self.window_id, timer, {s: max(due[s], allowance[s]) for s in cpus}, seats=seats,
                                 short=short, total=float(seconds), decide_left=max(allowance.values(), default=0.0))
            self.window.age = t.clock - self.window_shown_at  # the play was readable while it landed
            if humans_in and self.hot_seat and t.viewer is not None:
                t.look_away()  # everyone looks at the table now: nobody's hand is on the shared screen
            if humans_in:
                t.app.sound.play("alert")
            if self.answer_panel is not None and t.panel is self.answer_panel:
                t.close_panel()  # its answers were for the window before
            self.answer_panel = None
            t.rebuild_controls(reset_focus=True)
        w = self.window
        w.seats = seats  # a window that grows back from here is a new one (a NOW card's window closed)
        if w.held:
            return
        self._plan_ahead(dt)
        # CPUs think from the moment the window opens but answer only at their reaction time, and
        # by then they have decided (a search still going answers with its best so far), so how
        # long one thinks (longer with a Nope in hand) never shows who could answer.
        w.decide_left -= dt
        for seat in sorted(w.cpu_due, key=w.cpu_due.__getitem__):
            w.cpu_due[seat] -= dt
            if seat not in seats:
                continue
            if seat not in w.answers:
                action = self._think(seat, min(w.cpu_due[seat], w.decide_left))
                if action is not None:
                    w.answers[seat] = action
            if w.cpu_due[seat] > 0:
                continue
            if seat not in w.answers:
                self.thinking = seat  # a lesson's CPU waiting for its script
                return
            del w.cpu_due[seat]
            t.act(seat, w.answers.pop(seat))
            return
        w.age += dt
        clock = t.game_clock()
        if clock is not None:  # the game's own clock closes the window for everyone
            if w.timer is not None:
                w.timer.left = clock
            return
        if self._nothing_to_wait_for(w, seats):
            self._close(w, seats)
        elif w.timer is not None and w.timer.tick(dt):
            if w.short and self._cpus_let_it_happen(w, seats):
                self._close(w, seats)  # nobody here was aimed at and no CPU answers: on at once
            else:
                self.let_it_happen()

    def _cpus_let_it_happen(self, w: Window, seats: frozenset[int]) -> bool:
        """Every CPU still in the window has decided to let it happen. Asked only once every CPU
        had to decide (`decide_left`, from their levels: public), never sooner because one was
        quick (a CPU with nothing to answer with decides at once, one with a Nope may think): what
        they decided shows at their reaction time anyway."""
        return w.decide_left <= 0 and all(w.answers.get(s) == PASS for s in seats if s in self.table.cpus)

    def aimed_here(self, seats: frozenset[int]) -> bool:
        """Whether the play in this window is aimed at a person here who may answer it (an Attack
        on them, a Favor or a steal from them, a Kitten put back after they looked...), so it gets
        the full countdown; with the setting "Only stop for plays that affect me" off, every play
        is. Decided by the kit's `aimed_at`, never from who holds an answer: with one person, from
        their own view (what they saw of the pile is theirs alone); in hot-seat, whose timing the
        whole table sees, from a spectator's (public facts only)."""
        t = self.table
        aimed = getattr(t.kit, "aimed_at", None)
        if not t.app.settings.only_affecting_me or aimed is None:
            return True
        return any(aimed(t.match.view(SPECTATOR if self.hot_seat else s), s) for s in t.humans if s in seats)

    def hold_open(self) -> None:
        """A key pressed in a short window: it gets the full countdown (or none, with No timer)."""
        w = self.window
        if w is None or not w.short or not self.table.in_window():
            return
        seconds = self.table.app.settings.response_timer
        w.short = False
        w.total = float(seconds)
        w.timer = Timer(float(seconds)) if seconds else None
        self.table.rebuild_controls()

    def _nothing_to_wait_for(self, w: Window, seats: frozenset[int]) -> bool:
        """With one person at the table, their window need not run its course once every CPU has
        decided to let it happen and the person holds nothing that answers: their screen is theirs
        alone, and when the CPUs' decisions count is public (`_cpus_let_it_happen`). A readable
        minimum first."""
        t = self.table
        if self.hot_seat or w.age < READABLE * min(1.0, t.pace):
            return False
        if not self._cpus_let_it_happen(w, seats):
            return False
        return not any(s in seats and answer_options(t, t.match.legal_actions(s)) for s in t.humans)

    def _close(self, w: Window, seats: frozenset[int]) -> None:
        """Everyone lets it happen now: the CPUs' decided passes, then the person's."""
        t = self.table
        for seat in sorted(s for s in seats if s in t.cpus):
            w.cpu_due.pop(seat, None)
            t.act(seat, w.answers.pop(seat))
        self.let_it_happen()

    # ---- answering a window ------------------------------------------------------------------
    @property
    def hot_seat(self) -> bool:
        """Several people share the device: a window is answered only after a claim and a pass."""
        return len(self.table.humans) > 1

    def answerer(self) -> int | None:
        """The person who may press Nope now: the one person, or the claimant holding the device."""
        t = self.table
        if not t.in_window():
            return None
        if not self.hot_seat:
            return t.humans[0]
        w = self.window
        return w.claimant if w is not None and w.claimant == t.viewer else None

    def can_answer(self) -> bool:
        """Whether the person who may answer holds a card that answers (their own screen only)."""
        seat = self.answerer()
        return seat is not None and bool(answer_options(self.table, self.table.match.legal_actions(seat)))

    def nope(self) -> None:
        """The Nope key or button: the answerer plays their Nope; in hot-seat's shared view, a claim."""
        t = self.table
        pending = t.match.pending
        if pending is None or pending.kind not in WINDOWS or not t.in_window():
            t.say(_("Nothing to answer right now"))
            return
        seat = self.answerer()
        if seat is None:
            self.claim()
            return
        options = answer_options(t, t.match.legal_actions(seat))
        if not options:
            t.say(_(t.kit.no_answer))
            return
        if len(options) == 1:
            self._answer_with(seat, options[0][2])
            return
        choices = [(words, card, lambda a=action: self._answer_with(seat, a)) for words, card, action in options]
        # TRANSLATORS: the heading over the cards that may answer a play (Nope, NOW cards)
        t.open_panel(ChoicePanel(t.app, _("Answer with"), choices, cancel=t.close_panel, art=t.kit.cards))
        self.answer_panel = t.panel

    def _answer_with(self, seat: int, action: Action) -> None:
        self.release()
        self.table.act(seat, action)

    def claim(self) -> None:
        """Hot-seat: someone says "I want to answer". Ask who (from the seats the window waits for,
        which are public), then pass them the device."""
        t = self.table
        w = self.window
        pending = t.match.pending
        if w is None or pending is None or w.held or not self.hot_seat:
            return
        able = [s for s in t.humans if s in pending.seats]
        if not able:
            return
        self.hold_open()  # whoever answers gets the full countdown once they are back
        w.held = True
        if len(able) == 1:
            self._pass_to_claimant(able[0])
            return
        options = [(t.names[s], None, lambda s=s: self._pass_to_claimant(s)) for s in able]
        detail = (_("The device goes to them; the host's clock runs on.") if t.game_clock() is not None
                  else _("The device goes to them; the countdown waits."))
        t.open_panel(ChoicePanel(t.app, _("Who wants to answer?"), options, cancel=self.release, detail=detail))

    def _pass_to_claimant(self, seat: int) -> None:
        t = self.table
        from ..scenes.pass_device import PassDeviceScene

        t.close_panel()
        t.app.push(PassDeviceScene(t.app, t.names[seat], lambda: self._answering(seat), on_cancel=self.release,
                                   purpose="answer", clock=t.game_clock))

    def _answering(self, seat: int) -> None:
        w = self.window
        if w is None:
            return
        w.claimant = seat
        self.table.hand_to(seat)
        self.table.rebuild_controls(reset_focus=True)

    def release(self) -> None:
        """The claim is over (an answer, or a step back): the shared view again, the clock runs."""
        t = self.table
        w = self.window
        if w is None:
            return
        was = w.claimant
        w.held = False
        w.claimant = None
        if t.panel is not None:
            t.close_panel()
        if was is not None:
            t.look_away()
        t.rebuild_controls(reset_focus=True)

    def let_it_happen(self) -> None:
        """Every human still in the window passes: the one person's button, or the countdown's end."""
        t = self.table
        for seat in t.humans:
            pending = t.match.pending
            if pending is None or pending.kind not in WINDOWS:
                break
            if seat in pending.seats:
                t.act(seat, PASS)
