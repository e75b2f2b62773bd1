"""The table: one Match, seen by one viewer, played by humans and CPUs.

The scene reads the game only through the viewer's view and redacted events, and changes it
only through `match.act`. Each frame it plays the animations of new events; once the blocking
ones are done it lets the next seat act: a CPU after its delay (thinking a few milliseconds a
frame), a human through the hand, the action bar and the decision panels. In hot-seat games
a pass-the-device screen comes up before a different human's private decision, and under it
the table is drawn as a spectator sees it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from ...audio import tension_for_odds
from ...engine import Action, DecisionKind, IllegalAction, Match
from ...rules.kittens.cards import CARD_TYPES, IMPLODING, NOPE, title
from ...rules.kittens.odds import kitten_odds
from ...saves import Journal, Seat
from .. import cards_art, draw, text
from ..scene import Scene
from ..widgets import Button, FocusGroup, Widget
from . import geometry, hud
from .anims import Animations
from .director import Director
from .hand import HandView
from .panels import ArrangePanel, ChoicePanel, Panel, PlacePanel, RevealPanel
from .seats import CpuPlayer, Timer, level_available, reaction_delays
from .shown import ShownTable
from .thinker import Thinker

SPECTATOR = -2  # a viewer who is no seat: sees only what the whole table sees
PACE = {"slow": 1.3, "normal": 1.0, "fast": 0.6, "instant": 0.35}
PASS = Action("pass")
NOPE_ACTION = Action("nope", cards=(NOPE,))


@dataclass
class Window:
    """A response window as the app times it: the countdown and each CPU's answer time."""

    id: int
    timer: Timer | None
    cpu_due: dict[int, float] = field(default_factory=dict)
    picking: bool = False  # hot-seat: choosing who Nopes (the countdown waits)


class DiscardWidget(Widget):
    """The discard pile as a focusable spot: choosing it opens the pile for browsing."""

    def __init__(self, scene: TableScene):
        super().__init__()
        self.scene = scene

    def activate(self) -> None:
        self.scene.browse_discard()

    def draw(self, surface: pygame.Surface, app, focused: bool, hovered: bool) -> None:  # type: ignore[no-untyped-def]
        pass  # drawn with the piles


class TableScene(Scene):
    def __init__(self, app, match: Match, seats: list[Seat], *, fresh: bool = True,  # type: ignore[no-untyped-def]
                 journal: bool | None = None, pace: float | None = None,
                 on_over: Callable[[TableScene], None] | None = None):
        super().__init__(app)
        self.match = match
        self.seats = list(seats)
        self.names = [s.name for s in seats]
        self.kinds = [s.kind for s in seats]
        self.humans = [i for i, s in enumerate(seats) if s.is_human]
        self.rng = random.Random(match.seed * 7919 + len(match.log))
        self.thinker = _start_thinker() if any(level_available(s.kind) == "hard" for s in seats if not s.is_human) \
            else None
        self.cpus = {i: CpuPlayer(i, s.kind, match, seed=match.seed * 31 + i, thinker=self.thinker)
                     for i, s in enumerate(seats) if not s.is_human}
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
        self.director = Director(self)
        self.hand = HandView(self._selection_changed)
        self.controls = FocusGroup()
        self.discard_widget = DiscardWidget(self)
        self.bar_buttons: list[Button] = []
        self.panel: Panel | None = None
        self.window: Window | None = None
        self.window_id = 0
        self.decision_key: tuple | None = None
        self.cpu_wait: float | None = None
        self.thinking: int | None = None
        self.reveals: list[tuple[str, ...]] = []
        self.toast: tuple[str, float] | None = None
        self.show_log = True
        self.log_scroll = 0
        self.clock = 0.0
        self.over_shown = False
        self.odds: float | None = None  # the viewer's chance that the next card is a Kitten
        self.notes: dict[int, tuple[str, float]] = {}  # seat -> (words, seconds left) shown in its plate
        self.private_drawn: int | None = None  # whose private cards the last frame showed (tests)
        self._log_cache: tuple[tuple, pygame.Surface] | None = None
        self._backdrop_cache: tuple[tuple, pygame.Surface] | None = None
        self._canvas: pygame.Surface | None = None
        self._to_warm: list[tuple[str, int]] = []
        self.geo = geometry.compute(app.metrics, match.config.players, self.seen_as, self.show_log,
                                    app.settings.show_odds)
        start_view = match.view(self.seen_as)
        self.shown = ShownTable.from_view(start_view)
        self.hand.set_cards(self.shown.hand if not fresh else ())
        self._synced = not fresh

    # ---- who is looking ------------------------------------------------------------------
    @property
    def seen_as(self) -> int:
        return SPECTATOR if self.viewer is None else self.viewer

    @property
    def pace(self) -> float:
        if self.fixed_pace is not None:
            return self.fixed_pace
        return PACE.get(self.app.settings.cpu_speed, 1.0)

    def hand_to(self, seat: int) -> None:
        """Hot-seat: `seat` has the device now; show their cards."""
        self.viewer = seat
        self._resync()
        self.relayout()

    def _resync(self) -> None:
        self.shown = ShownTable.from_view(self.match.view(self.seen_as))
        self.hand.set_cards(self.shown.hand)
        self.hand.clear()

    # ---- lifecycle -----------------------------------------------------------------------
    def enter(self) -> None:
        wanted = self.app.persist if self._want_journal is None else self._want_journal
        if wanted and not self.match.is_over():
            try:
                self.journal = Journal.start(self.match, self.seats)
            except OSError as exc:
                self.app.messages.append(f"Autosave is off: {exc.strerror or exc}.")
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

    def relayout(self) -> None:
        self.geo = geometry.compute(self.app.metrics, self.match.config.players, self.seen_as, self.show_log,
                                    self.app.settings.show_odds)
        g = self.geo
        self._to_warm = [(card, w) for w in {g.hand_card_w, g.pile_card_w} for card in CARD_TYPES]
        if self.panel is not None:
            self.panel.layout(self.geo.centre)
        self._rebuild_controls()

    # ---- the frame ------------------------------------------------------------------------
    def _warm_up(self) -> None:
        """Draw one not-yet-cached card face per frame, so no later frame has to draw many at once."""
        if self._to_warm:
            card, width = self._to_warm.pop()
            cards_art.face(card, width, self.app.palette.name)

    def note(self, seat: int, words: str, seconds: float) -> None:
        """Show `words` in a player's plate for a moment."""
        self.notes[seat] = (words, seconds)

    def update(self, dt: float) -> None:
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
        if self._play_events():
            return
        if self.anims.blocking:
            return
        if not self._synced:
            self._synced = True
            self._resync_keep_selection()
            self._tension()
        if self.reveals and self.panel is None:
            self._open_reveal()
        if self.panel is not None and isinstance(self.panel, RevealPanel):
            return
        if self.match.is_over():
            self._game_over()
            return
        self._drive(dt)

    def _play_events(self) -> bool:
        """Start animating new events; True while there were any to start this frame."""
        feed = self.feeds[self.seen_as]
        started = False
        while self.shown_upto < len(feed) and not self.anims.blocking:
            event = feed[self.shown_upto]
            self.shown_upto += 1
            self._synced = False
            self.director.show(event)
            self.hand.set_cards(self.shown.hand)
            started = True
        if started:
            self._rebuild_controls()
        return started or self.shown_upto < len(feed)

    def _resync_keep_selection(self) -> None:
        keep = dict(self.hand.selection)
        self.shown = ShownTable.from_view(self.match.view(self.seen_as))
        self.hand.set_cards(self.shown.hand)
        self.hand.selection = {c: n for c, n in keep.items() if c in self.shown.hand}
        self._rebuild_controls()

    def _tension(self) -> None:
        """Aim the music at how likely the next card is a Kitten, as the viewer knows it."""
        self.odds = kitten_odds(self.match.view(self.seen_as))
        self.app.sound.music(tension_for_odds(self.odds))

    # ---- who acts next ----------------------------------------------------------------------
    def _drive(self, dt: float) -> None:
        pending = self.match.pending
        if pending is None:
            return
        if pending.kind == DecisionKind.RESPONSE:
            self._drive_window(pending.seats, dt)
            return
        self.window = None
        seat = min(pending.seats)
        if seat in self.cpus:
            self._drive_cpu(seat, dt)
        else:
            self.thinking = None
            self._drive_human(seat, pending.prompt)

    def _drive_cpu(self, seat: int, dt: float) -> None:
        if self.cpu_wait is None:
            self.cpu_wait = self.app.settings.cpu_delay * self.pace * self.rng.uniform(0.8, 1.25)
            if self.fixed_pace is not None:
                self.cpu_wait = self.fixed_pace * 0.5
        self.thinking = seat
        self.cpu_wait -= dt
        if self.cpu_wait > 0:
            return
        action = self.cpus[seat].think(self.match.view(seat), self.match.legal_actions(seat))
        if action is None:
            return
        self.cpu_wait = None
        self.thinking = None
        self.act(seat, action)

    def _drive_human(self, seat: int, prompt: str) -> None:
        if len(self.humans) > 1 and self.viewer != seat:
            self._pass_device(seat)
            return
        key = (self.shown_upto, prompt, seat)
        if key == self.decision_key:
            return
        self.decision_key = key
        view = self.match.view(seat)
        self.hand.limit = None
        self.hand.clear()
        self.panel = None
        if prompt == "give_card":
            self.hand.limit = 1
        elif prompt in ("place_exploding", "place_imploding"):
            kitten = IMPLODING if prompt == "place_imploding" else "exploding_kitten"
            self._open(PlacePanel(self.app, kitten, view.draw_count, lambda p: self.act(seat, self._place(prompt, p)),
                                  self.geo.pile_card_w))
        elif prompt == "arrange_future":
            known = dict(view.known_pile)
            k = min(3, view.draw_count)
            cards = tuple(known.get(i, "?") for i in range(k))
            self._open(ArrangePanel(self.app, cards, lambda order: self.act(seat, Action("arrange", order=order)),
                                    self.geo.hand_card_w))
        elif prompt == "pick_discard":
            options = [(title(a.card or ""), a.card, lambda a=a: self.act(seat, a))
                       for a in self.match.legal_actions(seat)]
            self._open(ChoicePanel(self.app, "Five different: take a card", options,
                                   detail="Take any one card from the discard pile."))
        self._rebuild_controls()

    @staticmethod
    def _place(prompt: str, position: int) -> Action:
        return Action("defuse" if prompt == "place_exploding" else "place", position=position)

    def _pass_device(self, seat: int) -> None:
        from ..scenes.pass_device import PassDeviceScene

        self.viewer = None
        self.panel = None
        self.decision_key = None
        self._resync()
        self.relayout()
        self.app.push(PassDeviceScene(self.app, self.names[seat], lambda: self.hand_to(seat)))

    # ---- response windows -----------------------------------------------------------------
    def _drive_window(self, seats: frozenset[int], dt: float) -> None:
        self.thinking = None
        if self.window is None or self.window.id != self.window_id:
            humans_in = [s for s in seats if s in self.humans]
            seconds = self.app.settings.response_timer
            timer = Timer(float(seconds)) if humans_in and seconds else None
            base = self.app.settings.cpu_delay * self.pace
            if self.fixed_pace is not None:
                base = self.fixed_pace * 0.3
            cpus = [s for s in seats if s in self.cpus]
            for cpu in self.cpus.values():
                cpu.cancel()  # a thought about an older window is stale
            self.window = Window(self.window_id, timer, reaction_delays(cpus, base, self.rng))
            if self.fixed_pace is not None:
                self.window.cpu_due = {s: self.fixed_pace * 0.2 * (i + 1) for i, s in enumerate(cpus)}
            if humans_in:
                self.app.sound.play("alert")
            self._rebuild_controls()
        w = self.window
        if w.picking:
            return
        for seat, due in sorted(w.cpu_due.items(), key=lambda kv: kv[1]):
            w.cpu_due[seat] = due - dt
            if w.cpu_due[seat] <= 0 and seat in seats:
                action = self.cpus[seat].think(self.match.view(seat), self.match.legal_actions(seat))
                if action is None:
                    self.thinking = seat
                    return
                del w.cpu_due[seat]
                self.act(seat, action)
                return
        if w.timer is not None and w.timer.tick(dt):
            self.let_it_happen()

    def nope(self) -> None:
        """The Nope button (or key): the one human, or in hot-seat, a human who says so."""
        pending = self.match.pending
        if pending is None or pending.kind != DecisionKind.RESPONSE:
            self.say("Nothing to Nope right now")
            return
        able = [s for s in self.humans if s in pending.seats]
        if not able:
            self.say("You cannot Nope this")
            return
        if len(self.humans) == 1:
            self._nope_as(able[0])
            return
        assert self.window is not None
        self.window.picking = True

        def back() -> None:
            self._close_panel()
            if self.window:
                self.window.picking = False

        options = [(self.names[s], None, lambda s=s: self._nope_as(s)) for s in able]
        self._open(ChoicePanel(self.app, "Who plays a Nope?", options, cancel=back))

    def _nope_as(self, seat: int) -> None:
        if self.window:
            self.window.picking = False
        self._close_panel()
        if NOPE_ACTION in self.match.legal_actions(seat):
            self.act(seat, NOPE_ACTION)
        else:
            who = "You have" if len(self.humans) == 1 else f"{self.names[seat]} has"
            self.say(f"{who} no Nope card")

    def let_it_happen(self) -> None:
        """Every human still in the window passes."""
        for seat in self.humans:
            pending = self.match.pending
            if pending is None or pending.kind != DecisionKind.RESPONSE:
                break
            if seat in pending.seats:
                self.act(seat, PASS)

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
        self.decision_key = None
        self._rebuild_controls()
        return True

    def say(self, words: str, seconds: float = 2.5) -> None:
        self.toast = (words, seconds)

    # ---- the viewer's decisions ---------------------------------------------------------------
    def my_decision(self) -> tuple[int, str] | None:
        """(seat, prompt) when the viewer must decide a turn or a gift now."""
        if not self._synced or self.anims.blocking or self.viewer is None or self.viewer < 0:
            return None
        pending = self.match.pending
        if pending is None or pending.kind == DecisionKind.RESPONSE or self.viewer not in pending.seats:
            return None
        return self.viewer, pending.prompt

    def in_window(self) -> bool:
        pending = self.match.pending
        return (self._synced and pending is not None and pending.kind == DecisionKind.RESPONSE
                and any(s in pending.seats for s in self.humans))

    def candidates(self) -> list[Action]:
        """The legal plays made of exactly the chosen cards."""
        decision = self.my_decision()
        if decision is None:
            return []
        seat, prompt = decision
        chosen = self.hand.chosen_cards()
        legal = self.match.legal_actions(seat)
        if prompt == "give_card":
            return [a for a in legal if len(chosen) == 1 and a.card == chosen[0]]
        return [a for a in legal if a.kind == "play" and a.cards == chosen] if chosen else []

    def play_selected(self) -> None:
        decision = self.my_decision()
        options = self.candidates()
        if decision is None or not options:
            if decision is not None:
                self.say("Choose cards that make a play" if decision[1] == "turn" else "Choose one card to give")
            return
        seat, _ = decision
        self._narrow(seat, options)

    def _narrow(self, seat: int, options: list[Action]) -> None:
        """Ask for a target, then a card name, until one action is left."""
        if len(options) == 1:
            self.act(seat, options[0])
            return
        targets = sorted({a.target for a in options if a.target is not None})
        if len(targets) > 1:
            choices = [(f"{self.names[t]} ({self.shown.counts[t]} cards)", None,
                        lambda t=t: self._narrow(seat, [a for a in options if a.target == t])) for t in targets]
            self._open(ChoicePanel(self.app, "Choose a player", choices, cancel=self._close_panel))
            return
        names = sorted({a.card for a in options if a.card is not None})
        choices = [(title(n), n, lambda n=n: self._narrow(seat, [a for a in options if a.card == n])) for n in names]
        who = self.names[targets[0]] if targets else "them"
        self._open(ChoicePanel(self.app, "Name a card", choices, detail=f"If {who} has one, they must give it to you.",
                               cancel=self._close_panel))

    def draw_card(self) -> None:
        decision = self.my_decision()
        if decision is None or decision[1] != "turn":
            return
        self.act(decision[0], Action("draw"))

    def _open(self, panel: Panel) -> None:
        self.panel = panel
        panel.layout(self.geo.centre)
        self._rebuild_controls()

    def _close_panel(self) -> None:
        self.panel = None
        self._rebuild_controls()

    def queue_reveal(self, cards: tuple[str, ...]) -> None:
        pending = self.match.pending
        if pending is not None and pending.prompt == "arrange_future" and self.viewer in pending.seats:
            return  # the arranging panel shows them
        self.reveals.append(cards)

    def _open_reveal(self) -> None:
        cards = self.reveals.pop(0)

        def ok() -> None:
            self._close_panel()

        self._open(RevealPanel(self.app, cards, ok, self.geo.hand_card_w))

    def browse_discard(self) -> None:
        from ..scenes.discard import DiscardScene

        self.app.push(DiscardScene(self.app, list(self.shown.discard)))

    def _selection_changed(self) -> None:
        self._rebuild_controls()

    # ---- controls -----------------------------------------------------------------------------
    def _play_label(self) -> str:
        chosen = self.hand.chosen_cards()
        if not chosen:
            return "Play (choose cards)"
        n = len(chosen)
        if not self.candidates():
            return f"{title(chosen[0])} can't be played now" if n == 1 else "Not a play: change the cards"
        if n == 1:
            return f"Play {title(chosen[0])}"
        if n == 2:
            return "Play the pair: steal a card"
        if n == 3:
            return "Play 3 of a kind: name a card"
        if n == 5:
            return "Play 5 different: take a discard"
        return f"{n} cards are not a play"

    def _rebuild_controls(self) -> None:
        m = self.app.metrics
        buttons: list[Button] = []
        decision = self.my_decision()
        if self.in_window():
            buttons = [Button("Nope!", self.nope, style="danger", hint=self.app.key_name("nope")),
                       Button("Let it happen", self.let_it_happen)]
        elif decision is not None and decision[1] == "turn":
            play = Button(self._play_label(), self.play_selected, style="primary")
            play.enabled = bool(self.candidates())
            buttons = [play, Button("Draw a card", self.draw_card, hint=self.app.key_name("draw"))]
        elif decision is not None and decision[1] == "give_card":
            chosen = self.hand.chosen_cards()
            give = Button(f"Give {title(chosen[0])}" if chosen else "Give (choose a card)", self.play_selected,
                          style="primary")
            give.enabled = bool(self.candidates())
            buttons = [give]
        self.bar_buttons = buttons
        bar = self.geo.bar
        if buttons:
            width = min(bar.width, m.px(330) * len(buttons) + m.pad * (len(buttons) - 1))
            x = bar.centerx - width // 2
            each = (width - m.pad * (len(buttons) - 1)) // len(buttons)
            for b in buttons:
                b.rect = pygame.Rect(x, bar.top, each, bar.height)
                x += each + m.pad
        picking = decision is not None and decision[1] in ("turn", "give_card") and self.panel is None
        for g in self.hand.groups:
            g.enabled = picking
        self.hand.layout(self.geo.hand, self.geo.hand_card_w)
        self.discard_widget.rect = self.geo.discard.copy()
        focused = self.controls.focused
        widgets: list[Widget] = []
        if self.viewer is not None and self.viewer >= 0:
            widgets += self.hand.groups
        widgets += buttons
        widgets.append(self.discard_widget)
        self.controls = FocusGroup(widgets)
        if focused in widgets and focused.enabled and focused is not self.discard_widget:
            self.controls.focus(focused)
        elif buttons:
            # The everyday choice: Let it happen in a window, else Play when possible, else Draw.
            default = buttons[-1] if self.in_window() or not buttons[0].enabled else buttons[0]
            self.controls.focus(default)

    # ---- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        app = self.app
        if event.type == pygame.KEYDOWN:
            if event.key == app.key_for("pause") or event.key == pygame.K_ESCAPE:
                if self.panel is not None and isinstance(self.panel, ChoicePanel) and self.panel.cancel:
                    self.panel.cancel()
                    return True
                self.open_pause()
                return True
            if event.key == app.key_for("log"):
                self.show_log = not self.show_log
                self.relayout()
                return True
            if event.key == app.key_for("nope"):
                self.nope()
                return True
        if self.panel is not None and self.panel.modal:
            self.panel.handle_event(event)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == app.key_for("draw"):
                self.draw_card()
                return True
            slot = _number_key(event.key)
            if slot is not None and self.my_decision() is not None:
                if slot < len(self.hand.groups) and self.hand.groups[slot].enabled:
                    self.hand.groups[slot].activate()
                    if self.bar_buttons and self.bar_buttons[0].enabled:
                        self.controls.focus(self.bar_buttons[0])  # Enter now plays the choice
                return True
            if event.key == app.key_for("confirm") and event.key not in (pygame.K_RETURN, pygame.K_SPACE):
                focused = self.controls.focused
                if focused is not None:
                    focused.activate()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            group = self.hand.group_at(event.pos)
            if group is not None and group.enabled:
                self.hand.unpick(group.card)
            return True
        if event.type == pygame.MOUSEWHEEL and self.geo.log and self.geo.log.collidepoint(pygame.mouse.get_pos()):
            self.log_scroll = max(0, self.log_scroll + event.y)
            return True
        self.controls.handle_event(event)
        return True

    def open_pause(self) -> None:
        from ..scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, self))

    # ---- game over --------------------------------------------------------------------------
    def _game_over(self) -> None:
        if self.over_shown:
            return
        self.over_shown = True
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
        """Who went out when, and how many cards each player played (public facts only)."""
        from ...rules.kittens import events as ev

        turn = 0
        played = [0] * len(self.names)
        lines = []
        for e in self.feeds[SPECTATOR]:
            if isinstance(e, ev.TurnBegan):
                turn += 1
            elif isinstance(e, ev.CardsPlayed):
                played[e.seat] += len(e.cards)
            elif isinstance(e, ev.Noped):
                played[e.seat] += 1
            elif isinstance(e, ev.Eliminated):
                verb = "imploded" if e.kitten == IMPLODING else "exploded"
                lines.append(f"{self.names[e.seat]} {verb} on turn {turn}.")
        lines.append("Cards played: " + ", ".join(f"{n} {p}" for n, p in zip(self.names, played, strict=True)) + ".")
        return lines

    # ---- drawing --------------------------------------------------------------------------------
    def log_lines(self) -> list[str]:
        feed = self.feeds[self.seen_as][: self.shown_upto]
        describe = self.match.ruleset.describe
        lines = [describe(e, self.names) for e in feed if type(e).__name__ != "Awaiting"]
        return [_second_person(line) for line in lines]

    def caption_area(self) -> pygame.Rect | None:
        """Where the app writes sound captions: the top of the log, kept free for them."""
        g = self.geo
        if g.log is None:
            return None
        m = self.app.metrics
        top = g.log.top + m.pad + text.line_height(m.font("small")) + m.pad // 2
        return pygame.Rect(g.log.left + m.pad, top, g.log.width - 2 * m.pad, hud.caption_rows(self.app))

    def _log_surface(self) -> pygame.Surface:
        """The log panel, drawn again only when a line, the scroll or the look changed."""
        assert self.geo.log is not None
        key = (self.seen_as, self.shown_upto, self.log_scroll, self.geo.log.size, self.app.palette.name,
               self.app.metrics, self.app.key_name("log"), self.app.settings.captions)
        if self._log_cache is None or self._log_cache[0] != key:
            lines = self.log_lines()
            surf = hud.render_log(self.app, self.geo.log.size, lines, self.log_scroll, self.app.key_name("log"))
            self._log_cache = (key, surf)
        return self._log_cache[1]

    def draw(self, surface: pygame.Surface) -> None:
        offset = self.anims.shake() if not self.app.settings.reduced_motion else (0, 0)
        target = surface
        if offset != (0, 0):
            if self._canvas is None or self._canvas.get_size() != surface.get_size():
                self._canvas = pygame.Surface(surface.get_size())
            target = self._canvas
        self._draw_table(target)
        if target is not surface:
            surface.fill(self.app.palette.felt_dark)
            surface.blit(target, offset)

    def _draw_table(self, surface: pygame.Surface) -> None:
        app = self.app
        m = app.metrics
        pal = app.palette
        g = self.geo
        surface.blit(self._backdrop(surface.get_size()), (0, 0))
        self.private_drawn = None
        self._draw_countdown(surface)
        focused = self.controls.focused if self.panel is None else None
        if self.viewer is not None and self.viewer >= 0 and self.shown.alive[self.viewer]:
            for group in self.hand.groups:
                if group is not focused and group is not self.controls.hover:
                    group.draw(surface, app, False, False)
            for group in self.hand.groups:
                if group is focused or group is self.controls.hover:
                    group.draw(surface, app, group is focused, group is self.controls.hover)
            if self.hand.groups:
                self.private_drawn = self.viewer
        elif self.viewer is not None and self.viewer >= 0:
            text.blit_text(surface, "You are out. Watch the others play on.", m.font("body"), pal.text,
                           g.hand.center, "center")
        self._draw_bar(surface)
        if self.panel is not None:
            self.panel.draw(surface)
            if isinstance(self.panel, RevealPanel | ArrangePanel | PlacePanel):
                self.private_drawn = self.viewer
        self.anims.draw(surface)
        if self.toast:
            size = m.font("body")
            words = self.toast[0]
            width = min(g.main.width - 4 * m.pad, text.width(words, size) + 2 * m.pad)
            lines = text.wrap(words, size, width - 2 * m.pad)
            box = pygame.Rect(0, 0, width, len(lines) * text.line_height(size) + m.pad)
            box.midbottom = (g.main.centerx, g.bar.top - m.pad)
            draw.panel(surface, box, pal, m.px(10), alpha=245, edge=pal.accent)
            text.blit_wrapped(surface, words, size, pal.text, box.inflate(-2 * m.pad, -m.pad // 2), align="center")

    def _backdrop(self, size: tuple[int, int]) -> pygame.Surface:
        """Everything that changes only with the game or a pulse: felt, plates, status, cone, piles, log.

        Drawn again only when something in it changed; most frames blit it whole.
        """
        shown = self.shown
        words = self._status_words()
        focused = self.controls.focused is self.discard_widget
        hovered = self.controls.hover is self.discard_widget
        key = (size, self.app.metrics, self.app.palette.name, self.seen_as, words, self.shown_upto, self.log_scroll,
               tuple(shown.counts), tuple(shown.alive), shown.draw_count, tuple(shown.discard[-3:]), len(shown.discard),
               shown.current, shown.turns, shown.direction, shown.drawn_kitten, shown.imploding_on_top, shown.winner,
               self.thinking, int(self.clock * 3) if self.thinking is not None else 0,
               round(self.anims.pulse("turns"), 2), round(self.anims.pulse("cone"), 2), focused, hovered,
               self._odds_words(), tuple((seat, words) for seat, (words, _) in sorted(self.notes.items())))
        if self._backdrop_cache is not None and self._backdrop_cache[0] == key:
            return self._backdrop_cache[1]
        surface = self._backdrop_cache[1] if self._backdrop_cache else None
        if surface is None or surface.get_size() != size:
            surface = pygame.Surface(size)
        app = self.app
        g = self.geo
        pal = app.palette
        surface.blit(draw.felt(size, pal.felt, pal.felt_dark), (0, 0))
        hud.draw_plates(surface, app, g, shown, self.names, self.kinds, self.thinking, self.clock,
                        {seat: words for seat, (words, _) in self.notes.items()})
        self._draw_status(surface, words)
        hud.draw_cone(surface, app, g, shown, self.names, self.anims.pulse("cone"))
        hud.draw_piles(surface, app, g, shown, focused, hovered)
        odds = self._odds_words()
        if odds:
            small = app.metrics.font("small")
            text.blit_text(surface, odds, text.fit_size(odds, small, g.centre.width), pal.accent,
                           (g.draw_pile.centerx, g.draw_pile.bottom + text.line_height(small) + app.metrics.px(6)),
                           "midtop")
        if g.log is not None:
            surface.blit(self._log_surface(), g.log)
        self._backdrop_cache = (key, surface)
        return surface

    def _odds_words(self) -> str:
        """The odds meter (when the setting is on): only from what the viewer knows."""
        if not self.app.settings.show_odds or self.odds is None or self.shown.winner is not None:
            return ""
        return f"Next card is a Kitten: {round(self.odds * 100)}%"

    def _status_words(self) -> str:
        """The line over the piles: whose turn, what is being answered, who is choosing."""
        shown = self.shown
        if shown.winner is not None:
            return f"{self.names[shown.winner]} wins!"
        whose = "Your" if shown.current == self.viewer else f"{self.names[shown.current]}'s"
        words = f"{whose} turn"
        pending = self.match.pending if self._synced else None
        if pending is not None and pending.kind == DecisionKind.RESPONSE:
            view = self.match.view(self.seen_as)
            play = view.play
            if play is not None:
                who = "You" if play.seat == self.viewer else self.names[play.seat]
                cards = " + ".join(title(c) for c in play.cards)
                target = "" if play.target is None else (
                    " on you" if play.target == self.viewer else f" on {self.names[play.target]}")
                words = f"{who} played {cards}{target}. Nope it?"
                if view.nopes:
                    noper = "You" if view.nopes[-1] == self.viewer else self.names[view.nopes[-1]]
                    state = "cancelled" if len(view.nopes) % 2 else "back on"
                    words = f"{noper} said Nope: {cards} is {state}. Nope back?"
        elif pending is not None and pending.prompt == "give_card":
            giver = min(pending.seats)
            words = ("Choose a card to give" if giver == self.viewer
                     else f"{self.names[giver]} is choosing a card to give")
        elif pending is not None and pending.prompt == "turn" and shown.current == self.viewer:
            words = "Your turn: play cards, then draw"
        return words

    def _draw_status(self, surface: pygame.Surface, words: str) -> None:
        m = self.app.metrics
        pal = self.app.palette
        g = self.geo
        shown = self.shown
        body = m.font("body")
        size = text.fit_size(words, m.font("heading"), g.status.width - 4 * m.pad)
        text.blit_text(surface, words, size, pal.text, (g.status.centerx, g.status.top), "midtop")
        # The attack counter: how many turns the current player still owes.
        if shown.winner is None and shown.turns > 1:
            scale = self.anims.pulse("turns")
            words = f"{shown.turns} turns left"
            size = round(body * scale)
            label = text.render(words, size, pal.accent_text)
            box = label.get_rect(midtop=(g.status.centerx, g.status.top + text.line_height(m.font("heading"))))
            box.inflate_ip(body // 2, body // 6)
            pygame.draw.rect(surface, pal.accent, box, border_radius=box.height // 2)
            surface.blit(label, label.get_rect(center=box.center))

    def _draw_countdown(self, surface: pygame.Surface) -> None:
        w = self.window
        if w is None or not self.in_window():
            return
        m = self.app.metrics
        pal = self.app.palette
        area = self.geo.countdown
        if w.timer is None:
            words = "No timer: choose Nope! or Let it happen"
            text.blit_text(surface, words, text.fit_size(words, m.font("small"), area.width), pal.text,
                           area.center, "center")
            return
        label_w = text.width("15.0 s", m.font("small"))
        bar = pygame.Rect(0, 0, min(area.width - label_w - 2 * m.pad, m.px(420)), max(8, m.px(12)))
        bar.center = (area.centerx - label_w // 2, area.centery)
        total = max(1, self.app.settings.response_timer)
        draw.progress_bar(surface, bar, max(0.0, w.timer.left) / total, pal.good, pal.panel)
        words = f"{max(0.0, w.timer.left):.1f} s"
        text.blit_text(surface, words, m.font("small"), pal.text, (bar.right + m.pad, bar.centery), "midleft")

    def _draw_bar(self, surface: pygame.Surface) -> None:
        focused = self.controls.focused if self.panel is None else None  # a panel holds the focus
        for b in self.bar_buttons:
            b.draw(surface, self.app, b is focused, b is self.controls.hover)


# A player named "You" (the default name) reads better in the second person.
_YOU = {"You's ": "Your ", "You goes ": "You go ", "You has ": "You have ", "You wins": "You win",
        "You is ": "You are "}


def _second_person(line: str) -> str:
    for old, new in _YOU.items():
        line = line.replace(old, new)
    return line


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
