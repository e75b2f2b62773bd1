"""The table's narration: what a game at the table says as it goes, and the keys that ask for more.

Each frame (`update`) it speaks the viewer's new log lines (their redacted text), each new prompt
with its choices, the countdown of a window the viewer may answer at 3, 2 and 1 seconds, and the
result. The hear keys (`hear`) speak the hand, the table, the last five log lines, the current
prompt, or repeat the last words. It reads only what the table shows the one looking: when the
device changes hands everything queued is dropped, and under the shared view nobody's cards are
ever read; a person taking the device back hears what they alone learned meanwhile.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from ...i18n import N_, _
from ...saves import SPECTATOR
from ..table.painter import log_reader, narrate
from . import words as w

if TYPE_CHECKING:
    from ..table.scene import TableScene
    from .narrator import Narrator

COUNTDOWN = (3, 2, 1)  # seconds left that are spoken
NOTHING_ASKED = N_("Nothing is asked of you now.")


class TableVoice:
    def __init__(self, table: TableScene):
        self.table = table
        self.seen = table.seen_as
        self.log_upto = table.shown_upto
        self.prompt: tuple | None = None
        self.counted: int | None = None
        self.result_said = False
        self.away: dict[int, int] = {}  # hot-seat: seat -> events shown when it gave up the device

    @property
    def narrator(self) -> Narrator:
        return self.table.app.narrator

    @property
    def full(self) -> bool:
        return self.table.app.settings.narration_detail == "full"

    def say(self, words: str | None) -> None:
        if words:
            self.narrator.say(words)

    # ---- every frame -----------------------------------------------------------------------------
    def update(self) -> None:
        t = self.table
        if not self.narrator.enabled:
            self.seen, self.log_upto = t.seen_as, t.log_upto()
            return
        if t.seen_as != self.seen:
            self._new_viewer()
        self._log_lines()
        self._prompt()
        self._countdown()
        if t.over_shown and not self.result_said:
            self.result_said = True
            self.say(w.result_words(t, self.full))

    def _new_viewer(self) -> None:
        """The device changed hands: drop what was queued for the one before; tell the one now
        holding it what they alone learned while away."""
        t = self.table
        self.narrator.hush()
        if self.seen >= 0:
            self.away[self.seen] = self.log_upto
        self.seen = t.seen_as
        self.prompt = None
        start = self.away.pop(self.seen, None) if self.seen >= 0 else None
        if start is not None and self.seen in t.feeds:
            for line in self._private_lines(self.seen, start, self.log_upto):
                # TRANSLATORS: a hot-seat player takes the device back; {line} is what they alone saw meanwhile
                self.say(_("While you were away: {line}").format(line=line))
        self.log_upto = min(self.log_upto, t.log_upto())

    def _private_lines(self, seat: int, start: int, end: int) -> list[str]:
        """`seat`'s log lines over those events that differ from what everyone was told."""
        t = self.table
        rules = t.match.ruleset
        mine, public = t.feeds[seat][start:end], t.feeds[SPECTATOR][start:end]
        marks = t.stand_in_marks(t.feeds[seat])
        out = []
        for n, (e, p) in enumerate(zip(mine, public, strict=False), start):
            if rules.shown_in_log(e):
                line = narrate(rules, e, t.names, seat, marks.get(n))
                if line != narrate(rules, p, t.names, seat, marks.get(n)):
                    out.append(line)
        return out

    def _log_lines(self) -> None:
        t = self.table
        feed = t.feeds.get(t.seen_as, [])
        rules = t.match.ruleset
        you = log_reader(t)
        upto = t.log_upto()
        marks = t.stand_in_marks(feed) if self.log_upto < upto else {}
        for n, e in enumerate(feed[self.log_upto:upto], self.log_upto):
            if rules.shown_in_log(e):
                self.say(narrate(rules, e, t.names, you, marks.get(n)))
        self.log_upto = max(self.log_upto, upto)

    def _prompt_key(self) -> tuple | None:
        t = self.table
        if t.panel is not None:
            return ("panel", t.panel)
        if t.my_decision() is not None and t.flow.decision_key is not None:  # asked, not just decided
            return ("decision", t.flow.decision_key)
        if self._answerable():
            win = t.flow.window
            return ("window", win.id if win else None, win.claimant if win else None, t.viewer)
        return None

    def _answerable(self) -> bool:
        """A window is open that the one looking may answer (or, in the shared view, claim)."""
        t = self.table
        return t.in_window() and (t.viewer is None or t.flow.can_answer())

    def _prompt(self) -> None:
        key = self._prompt_key()
        if key == self.prompt:
            return
        self.prompt = key
        self.counted = None
        if key is not None:
            self.say(w.prompt_words(self.table, self.full))

    def _countdown(self) -> None:
        t = self.table
        win = t.flow.window
        if win is None or win.timer is None or win.held or not self._answerable():
            return
        second = math.ceil(max(0.0, win.timer.left))
        if second in COUNTDOWN and second != self.counted:
            self.counted = second
            self.say(str(second))

    # ---- the hear keys ------------------------------------------------------------------------------
    def hear(self, key: int) -> bool:
        """Speak what a hear key asks for; False when `key` is none of them (or narration is off)."""
        if not self.narrator.enabled:
            return False
        app = self.table.app
        for action, speak in self._hear_keys().items():
            if key == app.key_for(action):
                self.narrator.focus(speak())  # asked for now: before anything queued
                return True
        return False

    def _hear_keys(self) -> dict[str, Callable[[], str]]:
        t = self.table
        return {
            "hear_hand": lambda: w.hand_words(t, self.full),
            "hear_table": lambda: " ".join(w.table_words(t)),
            "hear_log": lambda: w.recent_log(t),
            "hear_prompt": lambda: w.prompt_words(t, self.full) or w.sentence(
                " ".join([_(NOTHING_ASKED), w.status_words(t)])),  # two sentences
            "repeat": lambda: self.narrator.last or _("Nothing has been said yet."),
        }
