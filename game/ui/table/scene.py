"""The table: one Match, seen by one viewer, played by humans and CPUs.

The scene reads the game only through the viewer's view and redacted events, and changes it
only through `match.act`. Each frame it plays the animations of new events; once the blocking
ones are done it lets the next seat act (see `flow`): a CPU after a human-like delay, its search
running in a worker process, or a human through the hand, the action bar and the decision
panels. Drawing is the painter's (`painter`). What is particular to the game's family (its
events' animations, the centre of the table, its decisions' buttons and panels, its words) is
asked of the family's table kit (`kit`, found by `game.ui.games.kit_for`). In hot-seat games
a pass-the-device screen comes up before a different human's private decision, and under it
the table is drawn as a spectator sees it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ...ai.seeds import fresh_seed
from ...audio import tension_for_odds
from ...engine import EVERYONE, Action, IllegalAction, Match
from ...i18n import _, format_list, format_number
from ...i18n import current as current_language
from ...names import shown_name
from ...rules.words import StandIns, stand_in_lines
from ...saves import Journal, Seat
from .. import text
from ..games import kit_for
from ..narration.table import TableVoice
from ..scene import Scene
from ..widgets import Button, FocusGroup, Widget
from . import faceup, geometry
from .anims import Animations
from .director import Director
from .flow import WINDOWS, Flow, answer_options
from .hand import CardGroup, HandView
from .painter import TablePainter
from .panels import ChoicePanel, Panel, RevealPanel
from .seats import ELSEWHERE, CpuPlayer, level_available, table_names, with_bot_seeds
from .shown import SPECTATOR, ShownTable
from .thinker import Thinker

if TYPE_CHECKING:
    from ..app import App

ENTER_GRACE = 0.3  # seconds a new decision ignores Enter and Space
SPEEDS = (1, 2, 4, 8)  # how much faster than the CPU-speed setting a person who is out may watch
SKIP_BUDGET = 0.03  # seconds of CPU play per frame while skipping to the result
PACE = {"slow": 1.3, "normal": 1.0, "fast": 0.6, "instant": 0.35}


class TableScene(Scene):
    """One game at the table. `fresh` animates the deal; `pace` fixes the animation speed (tests,
    smoke test); `on_over` replaces the game-over screen; `journal` (default: when the app
    keeps files) autosaves every event. A game whose family has no table kit is refused
    (`NoTableKit`, a ConfigError) before anything starts."""

    covers_window = True  # the painter blits a whole-window backdrop (or fills it, shaking)

    def __init__(self, app: App, match: Match, seats: list[Seat], *, fresh: bool = True,
                 journal: bool | None = None, pace: float | None = None,
                 on_over: Callable[[TableScene], None] | None = None):
        self.kit = kit_for(match.ruleset)
        super().__init__(app)
        self.match = match
        self.seats = with_bot_seeds(seats)
        self.names = table_names(seats)
        self.kinds = [s.kind for s in seats]
        self.humans = [i for i, s in enumerate(seats) if s.is_human]
        self.rng = random.Random(fresh_seed())  # CPU reaction times: nothing to do with the deal
        cpus = [i for i, s in enumerate(self.seats) if not s.is_human and s.kind != ELSEWHERE]
        self.thinker = _start_thinker() if any(level_available(self.kinds[i]) == "hard" for i in cpus) else None
        self.cpus = {i: CpuPlayer(i, self.kinds[i], match, seed=self.seats[i].seed, thinker=self.thinker)
                     for i in cpus}
        self.fixed_pace = pace
        self.on_over = on_over
        self.journal: Journal | None = None
        self._want_journal = journal
        # Who is looking: one human, nobody private (spectator), or None while the device is passed.
        if not self.humans:
            self.viewer: int | None = SPECTATOR
        elif len(self.humans) == 1:
            self.viewer = self.humans[0]
        else:
            self.viewer = None
        self.feeds: dict[int, list] = {}
        self._unsubscribe = []
        for seat in [*self.humans, SPECTATOR]:
            self.feeds[seat] = match.events_for(seat)
            self._unsubscribe.append(match.subscribe(seat, self.feeds[seat].append))
        self.shown_upto = 0 if fresh else len(self.feeds[SPECTATOR])
        self.anims = Animations()
        self.flow = Flow(self)
        self.painter = TablePainter(self)
        self.director = Director(self)
        self.hand = HandView(self._selection_changed, self.kit.cards)
        self.controls = FocusGroup()
        self.centre_widgets = self.kit.centre_widgets(self)
        self.bar_buttons: list[Button] = []
        self.panel: Panel | None = None
        self.targets: dict[int, Callable[[], None]] = {}  # seat -> choose them, while picking a player
        self.reveals: list[tuple[str, ...]] = []
        self.toast: tuple[str, float] | None = None
        self.show_log = app.settings.show_log
        self.log_scroll = 0
        self.clock = 0.0
        self.over_shown = False
        self.odds: float | None = None  # the viewer's chance of disaster, as the kit reckons it
        self.notes: dict[int, tuple[str, float]] = {}  # seat -> (words, seconds left) shown in its plate
        self.private_drawn: int | None = None  # whose private cards the last frame showed (tests)
        self.asked_at = -ENTER_GRACE  # when the viewer was last asked something new (table clock)
        self.speedup = 1  # every person is out: the table runs this many times faster (SPEEDS)
        self.skipping = False  # every person is out and chose to see the result at once
        self.revealing = False  # every person is out and chose to watch with every card face up
        self.hands_shown: list[tuple[str, ...]] = []  # every seat's hand, while the viewer is EVERYONE
        self.hand_lines = 0  # the most lines a face-up hand has needed (the plates grow, never shrink)
        self.hands_as_pictures = False  # face up, hands too long to name in their plates: shown as pictures
        self._looked_away: dict[int, int] = {}  # hot-seat: seat -> events shown when it lost the device
        self._to_warm: list[tuple[str, int]] = []
        self.geo = geometry.compute(app.metrics, match.config.players, self.seen_as, self.show_log,
                                    app.settings.show_odds, self.hand_lines, self._middle_need(),
                                    self.hands_as_pictures)
        start_view = match.view(self.seen_as)
        self.shown = self.kit.shown(start_view)
        self.hand.set_cards(self.shown.hand if not fresh else ())
        self.synced = not fresh
        self.voice = TableVoice(self)  # narration: what the table says, and the hear keys

    # ---- who is looking ------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        """The seats' names as the table writes them, in the reader's language now: a person who
        typed none ("You") is the reader's word for it (`shown_name`); `kept_names` holds them as kept.
        Worded once for each language they are read in (and again when they are set)."""
        language = current_language()
        if self._shown_names is None or self._shown_names[0] != language:
            self._shown_names = (language, [shown_name(name) for name in self.kept_names])
        return self._shown_names[1]

    @names.setter
    def names(self, names: list[str]) -> None:
        self.kept_names = names
        self._shown_names: tuple[str, list[str]] | None = None

    @property
    def seen_as(self) -> int:
        return SPECTATOR if self.viewer is None else self.viewer

    @property
    def pace(self) -> float:
        if self.fixed_pace is not None:
            return self.fixed_pace
        return PACE.get(self.app.settings.cpu_speed, 1.0)

    def hand_to(self, seat: int) -> None:
        """Hot-seat: `seat` has the device now; show their cards, and what they learned meanwhile
        (a look at the future made while the shared view was up). No panel stays open for
        them: their own questions are asked afresh."""
        self.viewer = seat
        self.close_panel()
        self.resync()
        self.relayout()
        missed = self.feeds[seat][self._looked_away.pop(seat, self.shown_upto):self.shown_upto]
        self.director.catch_up(missed)

    def look_away(self) -> None:
        """Hot-seat: the shared view, nobody's cards (the device is passed, or everyone looks)."""
        if self.viewer is not None and self.viewer >= 0:
            self._looked_away[self.viewer] = self.shown_upto
        self.viewer = None
        self.panel = None
        self.resync()
        self.relayout()

    def resync(self) -> None:
        self.shown = self.kit.shown(self.match.view(self.seen_as))
        self.hand.set_cards(self.shown.hand)
        self.hand.clear()
        self._note_hands()

    def _note_hands(self) -> None:
        """Every seat's hand, when every card is face up."""
        self.hands_shown = faceup.every_hand(self) if self.seen_as == EVERYONE else []
        self._fit_hands()

    def _fit_hands(self) -> None:
        """Every card face up: the plates grow to the lines the longest hand shown takes (as far as
        the piles stay readable and the middle keeps its least height), so a hand's names are whole;
        they never shrink back. Where they can grow no further, every hand is shown as its cards'
        pictures from then on (`faceup`)."""
        lines = faceup.lines_wanted(self, self.hands_shown)  # (growing, the plates keep their width)
        if lines > max(self.hand_lines, self.geo.hand_lines):
            self.hand_lines = lines
            self.relayout()
        if not self.hands_as_pictures and lines > self.geo.hand_lines:
            self.hands_as_pictures = True  # a hand's names need more lines than the plates can keep
            self.hand_lines = faceup.lines_wanted(self, self.hands_shown)
            self.relayout()

    def table_shown(self) -> ShownTable:
        """The shown table as the plates and the spoken table present it, with whose turn it is
        (a network table waiting for its host's start: nobody's)."""
        return self.shown

    def begun(self) -> bool:
        """Whether play has begun: a network table waiting for its host's Start has not (its deal
        names nobody as going first, and its log tells nothing, until then)."""
        return True

    def log_upto(self) -> int:
        """How many of the shown events the log tells: every one once play has begun, none before
        (a table held before its Start holds only its deal)."""
        return self.shown_upto if self.begun() else 0

    def clock_running(self) -> bool:
        """Whether the time the table shows is running: a network table's is not while its
        connection is down (the host's clock cannot be read then)."""
        return True

    def game_clock(self) -> float | None:
        """The open window's seconds left as the game's own clock counts them (a host's), or
        None: the table times its windows itself (the response-timer setting)."""
        return None

    # ---- lifecycle -----------------------------------------------------------------------
    def enter(self) -> None:
        wanted = self.app.persist if self._want_journal is None else self._want_journal
        if wanted and not self.match.is_over():  # a failed autosave is shown on the table and in Pause
            self.journal = Journal.start(self.match, self.seats)
        self.app.sound.music(0.0)

    def exit(self) -> None:
        for unsubscribe in self._unsubscribe:
            unsubscribe()
        for cpu in self.cpus.values():
            cpu.close()
        if self.thinker is not None:
            self.thinker.close()
        if self.journal is not None:
            self.journal.close()
        self.app.sound.stop_music()

    def _middle_need(self) -> int:
        """The least height the family's middle needs to read (0: whatever is left)."""
        need = getattr(self.kit, "middle_need", None)
        return 0 if need is None else need(self.app.metrics, self.match.config.players)

    def relayout(self) -> None:
        self.geo = geometry.compute(self.app.metrics, self.match.config.players, self.seen_as, self.show_log,
                                    self.app.settings.show_odds, self.hand_lines, self._middle_need(),
                                    self.hands_as_pictures)
        g = self.geo
        self._to_warm = [(card, w) for w in {g.hand_card_w, g.pile_card_w} for card in self.kit.cards.looks]
        if self.panel is not None:
            self.panel.layout(self.geo.centre)
        self.rebuild_controls()

    # ---- the frame ------------------------------------------------------------------------
    def _warm_up(self) -> None:
        """Draw one not-yet-cached card face per frame, so no later frame has to draw many at once."""
        if self._to_warm:
            card, width = self._to_warm.pop()
            self.kit.cards.face(card, width, self.app.palette.name)

    def note(self, seat: int, words: str, seconds: float) -> None:
        """Show `words` in a player's plate for a moment."""
        self.notes[seat] = (words, seconds)

    def update(self, dt: float) -> None:
        self._update(dt)
        self.voice.update()  # narration speaks what this frame changed

    def _update(self, dt: float) -> None:
        dt *= self.speedup
        self.clock += dt
        self.notes = {seat: (w, t - dt) for seat, (w, t) in self.notes.items() if t > dt}
        self._warm_up()
        self.anims.update(dt)
        if self.toast:
            self.toast = (self.toast[0], self.toast[1] - dt) if self.toast[1] > dt else None
        if self.panel is not None:
            self.panel.update(dt)
        if self.paused:
            return
        if self.skipping and not self.match.is_over():
            self._skip_ahead()
            return
        if self._play_events() or self.anims.blocking:
            self.flow.watch(dt)  # the seat asked next thinks while the table still shows the moves before
            return
        if not self.synced:
            self.synced = True
            self._resync_keep_selection()
            self._tension()
        if self.reveals and self.panel is None:
            self._open_reveal()
        if self.panel is not None and isinstance(self.panel, RevealPanel):
            return
        if self.match.is_over():
            self._game_over()
            return
        if self.revealing and not self.may_reveal():
            self._stop_revealing()
        self.flow.drive(dt)

    def _play_events(self) -> bool:
        """Start animating new events; True while there were any to start this frame."""
        feed = self.feeds[self.seen_as]
        started = False
        since = len(self.anims.items)
        while self.shown_upto < len(feed) and not self.anims.blocking:
            event = feed[self.shown_upto]
            self.shown_upto += 1
            self.synced = False
            self.director.show(event)
            self.hand.set_cards(self.shown.hand)
            started = True
        if started:
            self.anims.start_late(since)
            self.rebuild_controls()
        return started or self.shown_upto < len(feed)

    def _resync_keep_selection(self) -> None:
        self.shown = self.kit.shown(self.match.view(self.seen_as))
        self.hand.set_cards(self.shown.hand)  # the selection keeps what is still in the hand
        self._note_hands()
        self.rebuild_controls()

    def _tension(self) -> None:
        """Aim the music at how likely disaster is next (the next card is a Kitten), as the viewer knows it."""
        self.odds = self.kit.odds(self.match.view(self.seen_as))
        if self.odds is not None:
            self.app.sound.music(tension_for_odds(self.odds))

    # ---- watching, once every person is out --------------------------------------------------
    def watching(self) -> bool:
        """Every person at the table is out and the game goes on without them."""
        shown = self.shown
        return (bool(self.humans) and not self.match.is_over() and shown.winner is None
                and not any(0 <= h < len(shown.alive) and shown.alive[h] for h in self.humans))

    def faster(self) -> None:
        """The next speed up (2x, 4x, 8x), then back to the CPU-speed setting."""
        self.speedup = SPEEDS[(SPEEDS.index(self.speedup) + 1) % len(SPEEDS)]
        self.rebuild_controls()

    def skip_to_result(self) -> None:
        """Play the rest at once: the CPUs decide as usual, nothing is animated."""
        self.skipping = True
        self.rebuild_controls()

    def may_reveal(self) -> bool:
        """Every person is out for good, holds no card and is asked nothing: they may watch with
        every card face up (a person still in, or one who may come back, sees only the public view)."""
        counts = self.shown.counts
        return (self.watching() and all(counts[h] == 0 for h in self.humans if 0 <= h < len(counts))
                and not any(self.shown.may_return(h) for h in self.humans)
                and self.my_decision() is None and not self.in_window())

    def ask_reveal(self) -> None:
        """Watch with every card face up, once the person confirms it reveals every hand."""
        from ..scenes.dialogs import ConfirmScene

        self.app.push(ConfirmScene(self.app, _("Watch with every card face up?"), self.reveal,
                                   yes=_("Show every card"), no=_("Keep the public view"),
                                   detail=_("This shows every player's hand for the rest of the game.")))

    def reveal(self) -> None:
        """The table seen as EVERYONE: the omniscient log and every hand face up in its plate."""
        if not self.may_reveal():
            return
        if EVERYONE not in self.feeds:
            self.feeds[EVERYONE] = self.match.events_for(EVERYONE)
            self._unsubscribe.append(self.match.subscribe(EVERYONE, self.feeds[EVERYONE].append))
        self.revealing = True
        self.viewer = EVERYONE
        self.resync()
        self.relayout()

    def _stop_revealing(self) -> None:
        """A person is asked something after all: back to their own (or the shared) view."""
        self.revealing = False
        self.viewer = self.humans[0] if len(self.humans) == 1 else None
        self.resync()
        self.relayout()

    def _skip_ahead(self) -> None:
        """Let the CPUs act for a few milliseconds of this frame, then show the table as it is."""
        deadline = time.perf_counter() + SKIP_BUDGET
        while not self.match.is_over() and time.perf_counter() < deadline:
            pending = self.match.pending
            if pending is None:
                break
            seats = sorted(pending.seats) if pending.kind in WINDOWS else [self.flow.asked(pending)]
            if not self._skip_one(seats):
                break  # a searching CPU thinks on: the next frame goes on
        self.anims.items.clear()
        self.notes = {}
        self.shown_upto = len(self.feeds[self.seen_as])
        self.flow.window = None
        self.synced = True
        self.resync()
        self.rebuild_controls()

    def _skip_one(self, seats: list[int]) -> bool:
        """The first of `seats` that has decided acts; False when none has yet."""
        for seat in seats:
            cpu = self.cpus.get(seat)
            if cpu is None:
                self.skipping = False  # a person is asked after all: back to the table
                return False
            action = cpu.think(self.match.view(seat), self.match.legal_actions(seat))
            if action is not None:
                self.match.act(seat, action)
                for other in self.cpus.values():
                    other.cancel()  # a thought about the decision before is stale
                return True
        return False

    def nope(self) -> None:
        """The Nope button or key."""
        self.flow.nope()

    def let_it_happen(self) -> None:
        """The Let it happen button: every human still in the window passes."""
        self.flow.let_it_happen()

    # ---- acting ------------------------------------------------------------------------------
    def act(self, seat: int, action: Action) -> bool:
        """The one way the table changes the game."""
        try:
            self.match.act(seat, action)
        except IllegalAction as exc:
            self.say(str(exc))
            return False
        self.hand.clear()
        self.hand.limit = None
        self.panel = None
        self.targets = {}
        self.flow.decision_key = None
        self.rebuild_controls()
        return True

    def status_words(self) -> str:
        """The line over the middle while the game goes on (the family's words)."""
        return self.kit.status(self)

    def say(self, words: str, seconds: float = 2.5) -> None:
        self.toast = (words, seconds)

    # ---- the viewer's decisions ---------------------------------------------------------------
    def my_decision(self) -> tuple[int, str] | None:
        """(seat, prompt) when the viewer must decide a turn or a gift now."""
        if not self.synced or self.anims.blocking or self.viewer is None or self.viewer < 0:
            return None
        pending = self.match.pending
        if pending is None or pending.kind in WINDOWS or self.viewer not in pending.seats:
            return None
        return self.viewer, pending.prompt

    def in_window(self) -> bool:
        """A response or first-come window a person here may answer is open."""
        pending = self.match.pending
        return (self.synced and pending is not None and pending.kind in WINDOWS
                and any(s in pending.seats for s in self.humans))

    def open_panel(self, panel: Panel) -> None:
        self.panel = panel
        self.targets = {}
        panel.layout(self.geo.centre)
        self.rebuild_controls()

    def close_panel(self) -> None:
        self.panel = None
        self.targets = {}
        self.rebuild_controls()

    def queue_reveal(self, cards: tuple[str, ...]) -> None:
        """Show the viewer these cards (theirs alone) once the table is quiet."""
        self.reveals.append(cards)

    def _open_reveal(self) -> None:
        cards = self.reveals.pop(0)

        def ok() -> None:
            self.close_panel()

        self.open_panel(RevealPanel(self.app, cards, ok, self.geo.hand_card_w, art=self.kit.cards))

    def _selection_changed(self) -> None:
        self.hand.chosen_for = self.my_decision() if self.hand.selection else None
        self.rebuild_controls()

    # ---- controls -----------------------------------------------------------------------------
    def rebuild_controls(self, reset_focus: bool = False) -> None:
        """Lay out the hand and the action buttons again; `reset_focus` puts the focus on the
        everyday choice (a new decision or response window has begun)."""
        m = self.app.metrics
        buttons: list[Button] = []
        old_bar = self.bar_buttons
        decision = self.my_decision()
        if self.in_window():
            buttons = self._window_buttons()
        elif decision is not None:
            buttons = self.kit.buttons(self, *decision)
        elif self.watching() and not self.skipping:
            buttons = self._watch_buttons()
        self.bar_buttons = buttons
        bar = self.geo.bar
        if buttons:
            body = m.font("body")
            needs = [max(m.px(330), text.width(b._words(), body, True) + 3 * m.pad) for b in buttons]
            widths = geometry.share(needs, bar.width - m.pad * (len(buttons) - 1))
            x = bar.centerx - (sum(widths) + m.pad * (len(buttons) - 1)) // 2
            for b, each in zip(buttons, widths, strict=True):
                b.rect = pygame.Rect(x, bar.top, each, bar.height)
                x += each + m.pad
        picking = decision is not None and self.kit.picks_cards(decision[1]) and self.panel is None
        for g in self.hand.groups:
            g.choosable = picking
        self._lay_out_hand()
        focused, hovered = self.controls.focused, self.controls.hover
        if decision is None and not self.in_window() and focused in old_bar and len(old_bar) == len(buttons):
            focused = buttons[old_bar.index(focused)]  # watching: the bar is made again at every move
        widgets: list[Widget] = []
        if self.viewer is not None and self.viewer >= 0:
            widgets += self.hand.groups
        widgets += buttons
        widgets += self.centre_widgets
        self.controls = FocusGroup(widgets)
        if hovered in self.centre_widgets:
            self.controls.hover = hovered  # a spot stays pointed at (its tip shown) while the game moves on
        if reset_focus and (decision is not None or self.in_window()):
            self.asked_at = self.clock  # a new question: Enter and Space wait a moment (ENTER_GRACE)
        if not reset_focus and focused in widgets and focused.enabled and focused not in self.centre_widgets:
            self.controls.focus(focused)
        elif buttons and (decision is not None or self.in_window()):
            self.controls.index = self._everyday_choice(buttons)
            self.controls.focus(self.controls.focused)
        elif focused in widgets:
            self.controls.focus(focused)  # nothing is asked: the focus stays where the player left it
        else:
            self.controls.index = -1  # nothing is asked: no focus, so no tooltip over the piles

    def _everyday_choice(self, buttons: list[Button]) -> int:
        """The focused default of a new question: the safe, ordinary choice, never a risky one
        (Forfeit, drawing a Kitten you can see). In a window the last safe button (Let it happen);
        else the first that can be used (Play when chosen, else Draw); else the first safe one,
        though it waits for a card (a Kombat round: Enter does nothing until a card is chosen);
        else the first card that can be chosen."""
        group = self.controls
        if self.in_window():
            return group.safe_default(buttons, last=True)
        ready = [b for b in buttons if b.enabled and b.risk is None]
        safe = [b for b in buttons if b.risk is None]
        cards = [g for g in self.hand.groups if g.choosable and g in group.widgets]
        choice = (ready or safe or cards or [None])[0]
        return -1 if choice is None else group.widgets.index(choice)

    def _lay_out_hand(self) -> None:
        g = self.geo
        self.hand.layout(g.hand, g.hand_card_w, g.badges_on_cards, g.bar.bottom + self.app.metrics.px(2))

    def _keep_focus_in_view(self) -> None:
        """A hand that scrolls shows the card that has the focus."""
        focused = self.controls.focused
        if isinstance(focused, CardGroup) and self.hand.bring_into_view(focused):
            self._lay_out_hand()

    def scroll_hand(self, delta: int) -> None:
        if self.hand.scroll(delta):
            self._lay_out_hand()

    def _window_buttons(self) -> list[Button]:
        """The answerer's answer, named by the kit (Nope!; unavailable without one: their own
        screen) and Let it happen or Step back; in hot-seat's shared view, a claim or Go on (the
        focused default)."""
        flow = self.flow
        hint = self.app.key_name("nope")
        seat = flow.answerer()
        if seat is not None:
            options = answer_options(self, self.match.legal_actions(seat))
            label = {0: _(self.kit.answer_label), 1: options[0][0] if options else ""}.get(
                len(options), _("Answer: choose a card"))
            nope = Button(label, self.nope, style="danger", hint=hint)
            nope.enabled = flow.can_answer()
            other = (Button(_("Step back"), flow.release) if flow.hot_seat
                     else Button(_("Let it happen"), self.let_it_happen))
            return [nope, other]
        # The shared view's ordinary choice comes last and takes the focus (a stray Enter lets it happen).
        return [Button(_("I want to answer"), flow.claim, style="danger", hint=hint),
                Button(_("Go on: nobody answers"), self.let_it_happen)]

    def _watch_buttons(self) -> list[Button]:
        """For a person who is out: watch faster, or see the result at once."""
        following = SPEEDS[(SPEEDS.index(self.speedup) + 1) % len(SPEEDS)]
        now = format_number(self.speedup)
        # TRANSLATORS: a button while watching the CPUs play on: {next} and {now} are speeds ("Faster: 4x (now 2x)")
        label = (_("Faster: {next}x (now {now}x)").format(next=format_number(following), now=now) if following > 1
                 else _("Normal speed (now {now}x)").format(now=now))
        buttons = [Button(label, self.faster), Button(_("Skip to the result"), self.skip_to_result, style="primary")]
        if self.may_reveal() and not self.revealing:
            buttons.append(Button(_("Watch with every card face up"), self.ask_reveal))
        return buttons

    # ---- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        app = self.app
        confirm_keys = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, app.key_for("confirm"))
        if event.type == pygame.KEYDOWN and event.key in confirm_keys and self.clock - self.asked_at < ENTER_GRACE:
            return True  # a key meant for the last question must not answer this new one
        if event.type == pygame.KEYDOWN and self.in_window():
            self.flow.hold_open()  # any key: a short window gets the full countdown
        if event.type == pygame.KEYDOWN and self.voice.hear(event.key):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == app.key_for("pause") or event.key == pygame.K_ESCAPE:
                if self.panel is not None and isinstance(self.panel, ChoicePanel) and self.panel.cancel:
                    self.panel.cancel()
                    return True
                self.open_pause()
                return True
            if event.key == app.key_for("log"):
                self.toggle_log()
                return True
            if event.key == app.key_for("nope"):
                self.nope()
                return True
        if self.targets and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for seat, plate in self.geo.plates.items():
                if plate.collidepoint(event.pos) and seat in self.targets:
                    self.targets.pop(seat)()
                    return True
        if self.panel is not None and self.panel.modal:
            self.panel.handle_event(event)
            return True
        if event.type == pygame.KEYDOWN:
            for binding, do in self.kit.keys.items():
                if event.key == app.key_for(binding):
                    do(self)
                    return True
            slot = _number_key(event.key)
            if slot is not None and self.my_decision() is not None:
                if slot < len(self.hand.groups) and self.hand.groups[slot].choosable:
                    self.hand.groups[slot].activate()
                    if self.hand.bring_into_view(self.hand.groups[slot]):
                        self._lay_out_hand()
                    if self.bar_buttons and self.bar_buttons[0].enabled:
                        self.controls.focus(self.bar_buttons[0])  # Enter now plays the choice
                return True
            if event.key == app.key_for("confirm") and event.key not in (pygame.K_RETURN, pygame.K_SPACE):
                focused = self.controls.focused
                if focused is not None:
                    focused.activate()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for mark, delta in ((self.hand.scroll_left, -1), (self.hand.scroll_right, 1)):
                if mark is not None and mark.collidepoint(event.pos):
                    self.scroll_hand(delta)
                    return True
        if event.type == pygame.MOUSEWHEEL and self.geo.hand.collidepoint(pygame.mouse.get_pos()):
            self.scroll_hand(-event.y)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            group = self.hand.group_at(event.pos)
            if group is not None and group.choosable:
                self.hand.unpick(group.card)
            return True
        if event.type == pygame.MOUSEWHEEL and self.geo.log and self.geo.log.collidepoint(pygame.mouse.get_pos()):
            self.log_scroll = max(0, self.log_scroll + event.y)
            return True
        self.controls.handle_event(event)
        self._keep_focus_in_view()
        return True

    def toggle_log(self) -> None:
        """Show or hide the log column (the L key); the choice is kept for later games. A window
        with no room for the column (large text) opens the log over the table instead."""
        if not geometry.log_fits(self.app.metrics):
            from ..scenes.game_log import GameLogScene

            self.app.push(GameLogScene(self.app, self))
            return
        self.show_log = not self.show_log
        self.app.apply_settings(self.app.settings.adjusted(show_log=self.show_log))
        self.relayout()

    def open_pause(self) -> None:
        from ..scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, self))

    # ---- game over --------------------------------------------------------------------------
    def _game_over(self) -> None:
        if self.over_shown:
            return
        self.over_shown = True
        from ..scenes.game_over import record_result

        self.result_note = record_result(self)  # counted once, then its autosave goes
        if self.journal is not None:
            self.journal.finish()
            self.journal = None
        self.app.sound.stop_music()
        if self.on_over is not None:
            self.on_over(self)
            return
        from ..scenes.game_over import GameOverScene

        self.app.push(GameOverScene(self.app, self))

    def recap(self) -> list[str]:
        """Public lines about the game for the game-over screen (the kit's)."""
        return self.kit.recap(self)

    def recap_you(self) -> int | None:
        """The seat the game-over screen calls "You": the one person at this screen, else nobody."""
        return self.humans[0] if len(self.humans) == 1 else None

    def recap_names(self) -> list[str]:
        """The names the game-over screen writes: "You" for the one person at this screen, as its
        heading says "You win!" (`winners_heading`), whatever their seat is called."""
        you = self.recap_you()
        # TRANSLATORS: the one person at this screen, as the game-over recap names them ("You 12")
        return [_("You") if seat == you else name for seat, name in enumerate(self.names)]

    # ---- narration ---------------------------------------------------------------------------
    def spoken_title(self) -> str:
        # TRANSLATORS: the viewer among the players named when the table opens ("Exploding Kittens: you, Bea.")
        people = format_list([_("you") if i == self.viewer else n for i, n in enumerate(self.names)])
        # TRANSLATORS: narration when the table opens: {game} is the game's name, {players} the list of players
        return _("{game}: {players}.").format(game=_(self.match.ruleset.info.name), players=people)

    def spoken_focus(self, full: bool = False) -> str:
        return (self.panel.group if self.panel is not None else self.controls).spoken(full)

    # ---- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)

    def draw_on_felt(self, surface: pygame.Surface) -> None:
        """What this table draws on its felt, under the hand, a spot's tip, panels and animations:
        every card face up, each hand in its plate."""
        if self.seen_as == EVERYONE:
            faceup.draw_hands(self, surface, self.hands_shown)

    def caption_area(self) -> pygame.Rect | None:
        return self.painter.caption_area()

    def log_lines(self) -> list[str]:
        return self.painter.log_lines()

    def log_feed(self) -> list:
        """The events the log is narrated from: the first `shown_upto` of them are shown."""
        return self.feeds[self.seen_as]

    def stand_in_steps(self) -> StandIns:
        """The moves a CPU made for a person's seat (a network table's): none at a local table."""
        return {}

    def stand_in_marks(self, feed: list) -> dict[int, int]:
        """Event number in `feed` -> seat, for the log lines said as a CPU's move for that seat."""
        steps = self.stand_in_steps()
        return stand_in_lines(steps, feed, self.match.ruleset.shown_in_log) if steps else {}


def _start_thinker() -> Thinker | None:
    """A worker process for searching CPUs; None (they think in frame-sized steps) if it cannot start."""
    try:
        return Thinker()
    except (OSError, RuntimeError):
        return None


def _number_key(key: int) -> int | None:
    for base in (pygame.K_1, pygame.K_KP1):
        if base <= key <= base + 8:
            return key - base
    if key in (pygame.K_0, pygame.K_KP0):
        return 9
    return None
