"""The real app in a child process, driven by a person's key presses (network UI tests).

Parent side: `AppProcess` starts `python tests/ui/app_proc.py CONFIG` with SDL's dummy drivers,
multicast off and a home of its own (`NINE_LIVES_HOME`), reads what its driver reports (one JSON
line per fact on stdout, marked `@@`), sends it commands (lines on stdin) and always ends it:
every wait has a cap, `close()` kills what is still running.

Child side: the app starts through its real entry (`game.__main__.main([])`, the title screen,
the real frame loop, the real host and connections). What differs is only time: the screen's
clock runs `WARP` times faster and the table animates at the tests' `PACE` (the host keeps its
own clock). On `App.on_frame`, the hook the smoke test uses, a `Driver` looks at the screen on
top and posts one key press (or types into a field) for the next frame, as a person would: it
walks the menus by Tab, Left/Right and Enter, types the address and the code, and plays at the
table. It reports what it saw:

- `scene` (a new screen on top), `lobby` (the address, code and invite the host's screen shows),
  `seated` (the seats this screen plays), `acted` (decisions made at the table), `over` (the
  game's end, its winners), `left` (the game over left for the title: every feed this screen
  held; on the host, the host's log as each seat may see it), `bye` (the app has closed, with
  its CPU seconds).

Commands: `join INVITE` (Join a table: the invite put on this process's clipboard, pasted with
Ctrl+V), `join ADDRESS CODE` (typed; the host's certificate then taken on trust: Join anyway),
`leave` (from a game over to the title), `quit`.
Configuration (JSON): role ("host" or "join"), name, seed (host: repeatable deals), games (host:
a list of {game, kinds}, hosted one after the other), server (host: {address, password} of a Nine
Lives server to host on, "On a Nine Lives server"; a refusal is reported as `refused`), resume
(host: Continue the kept table from the title), rejoin (join: take the kept seat back from the
title: Rejoin ...). At the table the driver plays as `Person.play` says (the in-process
network family games play by it too).
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pygame

ROOT = Path(__file__).resolve().parents[2]
MARK = "@@"
FPS = 240  # the app's frame rate here (four times its own 60): a person's keys, one a frame, come four times
# as fast; a frame costs little, so the processes' CPU time stays about the same (Kombat: 6.9 s either way)
PACE = 0.05  # the table's animation speed, as the in-process network table tests use
WARP = 24.0  # each frame moves the screen's clock this many frames' time on (the app's largest step, 0.1 s;
# the host keeps its own clock): animations and the Enter grace take a 24th of the time
PLAY_CHANCE = 0.5  # a "person" plays a card on about half their turns when they can
STUCK_FRAMES = 60  # the same question this long: the "person" tries other keys


# ---- parent side -----------------------------------------------------------------------------------------
class AppProcess:
    """One app in a child process with its own home; `expect` waits (capped) for what it reports."""

    def __init__(self, home: Path, **config: Any):
        self.home = home
        self.config = config
        self.lines: list[dict[str, Any]] = []
        self.seen = threading.Condition()
        self.proc: subprocess.Popen[str] | None = None
        self.ended = False  # its output is read to the end

    def start(self) -> AppProcess:
        self.home.mkdir(parents=True, exist_ok=True)
        env = dict(os.environ, NINE_LIVES_HOME=str(self.home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   NINE_LIVES_NO_MULTICAST="1", NINE_LIVES_LOOPBACK_ONLY="1", PYGAME_HIDE_SUPPORT_PROMPT="1",
                   PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
        self.lines, self.ended = [], False
        err = (self.home / "stderr.txt").open("a")
        self.proc = subprocess.Popen([sys.executable, str(Path(__file__)), json.dumps(self.config)], cwd=ROOT,
                                     env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err, text=True,
                                     bufsize=1)
        err.close()
        threading.Thread(target=self._read, args=(self.proc,), daemon=True).start()
        return self

    def _read(self, proc: subprocess.Popen[str]) -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.startswith(MARK):
                with self.seen:
                    self.lines.append(json.loads(line[len(MARK):]))
                    self.seen.notify_all()
        with self.seen:
            self.ended = True
            self.seen.notify_all()

    def send(self, *words: str) -> None:
        assert self.proc is not None and self.proc.stdin is not None
        self.proc.stdin.write(" ".join(words) + "\n")
        self.proc.stdin.flush()

    def reported(self, kind: str) -> list[dict[str, Any]]:
        with self.seen:
            return [m for m in self.lines if m["event"] == kind]

    def expect(self, kind: str, seconds: float, where=lambda m: True, after: int = 0) -> dict[str, Any]:
        """The first report of `kind` (the `after`-th on) for which `where` holds; fails after `seconds`
        or when the process ends without it."""
        end = time.monotonic() + seconds
        with self.seen:
            while True:
                found = [m for m in self.lines if m["event"] == kind and where(m)]
                if len(found) > after:
                    return found[after]
                if self.ended:
                    raise AssertionError(f"{self.name} ended before '{kind}': {self.stderr_tail()}")
                left = end - time.monotonic()
                if left <= 0:
                    raise AssertionError(f"{self.name}: no '{kind}' after {seconds:g} s; last reports "
                                         f"{[m['event'] + ':' + str(m.get('name', '')) for m in self.lines[-6:]]}; "
                                         f"{self.stderr_tail()}")
                self.seen.wait(min(left, 0.5))

    @property
    def name(self) -> str:
        return str(self.config.get("name"))

    def stderr_tail(self) -> str:
        with contextlib.suppress(OSError):
            return (self.home / "stderr.txt").read_text()[-1500:]
        return ""

    def kill(self) -> None:
        """SIGKILL, as a crash or a power cut would end it: nothing is written on the way out."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(10)

    def finish(self, seconds: float) -> int:
        """Its exit status once it ends by itself (killed after `seconds`: a failure)."""
        assert self.proc is not None
        try:
            return self.proc.wait(seconds)
        except subprocess.TimeoutExpired:
            self.kill()
            raise AssertionError(f"{self.name} did not end within {seconds:g} s: {self.stderr_tail()}") from None

    def close(self) -> None:
        self.kill()
        if self.proc is not None:
            for stream in (self.proc.stdin, self.proc.stdout):
                with contextlib.suppress(OSError, ValueError):
                    stream.close()


# ---- child side ------------------------------------------------------------------------------------------
def say(event: str, **facts: Any) -> None:
    print(MARK + json.dumps({"event": event, **facts}), flush=True)


def key(k: int, mod: int = 0) -> None:
    """Post one key press (down and up) for the next frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))


def events_json(events) -> list[dict[str, Any]]:
    return [e.to_json() for e in events]


class Person:
    """A person at a network table (this process's or another's): each frame, one key press
    chosen from what the table offers, seeded by `rng`; `acted` counts the decisions met."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.same = 0  # frames on the same question
        self.question: Any = None
        self.acted = 0
        self.picked = False

    def _decided(self, question: Any) -> bool:
        """Note the question on the table now; whether it is a new one to decide."""
        if question != self.question:
            self.question, self.same = question, 0
            if question is not None:
                self.acted += 1
                return True
        else:
            self.same += 1
        return False

    def play(self, app, table) -> bool:
        """One key press for this frame; whether a new decision began. Take the default in every
        panel; on a kittens turn draw (or, about half the time, play a card first); where cards
        are chosen, choose some and play them; Nope (or answer) whenever possible, else let plays
        happen; on a question still open after `STUCK_FRAMES`, keys at random."""
        decision = table.my_decision()
        new = self._decided((len(table.feeds[table.seen_as]), decision) if decision else None)
        prompt = decision[1] if decision else None
        if decision is not None and self.same > STUCK_FRAMES:
            self.play_keys(app, table)
        elif table.panel is not None:
            key(pygame.K_RETURN)
        elif prompt == "turn" and "draw" in table.kit.keys:
            self.kittens_turn(app, table)
        elif prompt is not None and table.kit.picks_cards(prompt):
            self.choose_cards(table)
        elif prompt is not None:
            key(pygame.K_RETURN)
        elif table.flow.can_answer():
            key(app.key_for("nope"))
        elif table.in_window():
            key(pygame.K_RETURN)  # Let it happen
        if prompt != "turn":
            self.picked = False
        return new

    def kittens_turn(self, app, table) -> None:
        choosable = [i for i, g in enumerate(table.hand.groups[:9]) if g.choosable]
        play = table.bar_buttons[0] if table.bar_buttons else None
        if self.picked and play is not None and play.enabled and table.controls.focused is play:
            key(pygame.K_RETURN)
        elif not self.picked and choosable and self.rng.random() < PLAY_CHANCE:
            self.picked = True
            key(pygame.K_1 + self.rng.choice(choosable))
        else:
            key(app.key_for("draw"))

    def choose_cards(self, table) -> None:
        """Number keys for cards until the first button (Play, Give...) may be pressed, then Enter."""
        play = table.bar_buttons[0] if table.bar_buttons else None
        more = [i for i, g in enumerate(table.hand.groups[:9]) if g.choosable and g.chosen < g.count]
        if play is not None and play.enabled:
            key(pygame.K_RETURN if table.controls.focused is play else pygame.K_TAB)
        elif more:
            key(pygame.K_1 + self.rng.choice(more))
        else:
            key(pygame.K_RETURN)

    def play_keys(self, app, table) -> None:
        """Keys a person might press (seeded), at random: for a question the other ways do not answer."""
        if table.panel is not None:
            key(self.rng.choice([pygame.K_RETURN, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_RETURN]))
        elif table.my_decision() is not None:
            key(self.rng.choice([app.key_for("draw"), pygame.K_1, pygame.K_2, pygame.K_RETURN, pygame.K_RETURN,
                                 pygame.K_TAB]))
        elif table.in_window():
            key(pygame.K_RETURN)


class Driver:
    """A person at one app: each frame, one key press chosen from what the screen on top offers."""

    def __init__(self, config: dict[str, Any]):
        self.config = config
        self.role = config["role"]
        self.games = list(config.get("games", []))
        self.rng = random.Random(f"{config.get('seed')} {config['name']}")
        self.commands: queue.Queue[list[str]] = queue.Queue()
        self.pending: list[str] | None = None  # the command being carried out
        self.scene = ""
        self.person = Person(self.rng)
        self.host = None  # the app's host (LocalHost), once its lobby is seen
        self.table = None
        self.leaving = False
        self.over_said = False
        self.rejoin = bool(config.get("rejoin"))
        self.said_refused = ""  # the last refusal reported
        threading.Thread(target=self._listen, daemon=True).start()

    def _listen(self) -> None:
        for line in sys.stdin:
            self.commands.put(line.split())
        os._exit(70)  # the test is gone (its end of the pipe closed): so is this app, whatever it was doing

    # ---- keys ----
    key = staticmethod(key)

    @staticmethod
    def type(words: str) -> None:
        """Typed in one frame, a character an event (as a quick typist's keyboard sends them)."""
        for ch in words:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))

    def command(self) -> list[str] | None:
        if self.pending is None:
            with contextlib.suppress(queue.Empty):
                self.pending = self.commands.get_nowait()
        return self.pending

    # ---- menus, walked by keys ----
    @staticmethod
    def widget(scene, label: str):
        return next((w for w in scene.group.widgets if getattr(w, "label", None) == label), None)

    @staticmethod
    def label_starting(scene, words: str, having: str = "") -> str | None:
        """The label of the first focusable widget that starts with `words` (and holds `having`)."""
        return next((w.label for w in scene.group.widgets if w.focusable and getattr(w, "label", "").startswith(words)
                     and having in w.label), None)

    def focus(self, scene, label: str) -> bool:
        """True once `label` has the focus; else one Tab towards it."""
        if getattr(scene.group.focused, "label", None) == label:
            return True
        if self.widget(scene, label) is not None:
            self.key(pygame.K_TAB)
        return False

    def press(self, scene, label: str) -> bool:
        if self.focus(scene, label):
            self.key(pygame.K_RETURN)
            return True
        return False

    def choose(self, scene, label: str, value: Any) -> bool:
        """True once the choice `label` holds `value`; else one key towards it."""
        widget = self.widget(scene, label)
        if widget is None or widget.get() == value:
            return widget is not None
        if self.focus(scene, label):
            values = [v for v, _ in widget.options]
            self.key(pygame.K_RIGHT if values.index(value) > values.index(widget.get()) else pygame.K_LEFT)
        return False

    def fill(self, scene, label: str, value: str) -> bool:
        """True once the text field `label` holds `value`; else one key (or character) towards it."""
        widget = self.widget(scene, label)
        if widget is None or widget.get() == value:
            return widget is not None
        if self.focus(scene, label):
            now = widget.get()
            if value.startswith(now):
                self.type(value[len(now):])
            else:
                self.key(pygame.K_BACKSPACE)
        return False

    # ---- each frame ----
    def tick(self, app) -> None:
        top = app.stack.top
        if top is None:
            return
        name = type(top).__name__
        if name != self.scene:
            self.scene = name
            say("scene", name=name)
        getattr(self, f"on_{name}", self.on_other)(app, top)

    def on_other(self, app, scene) -> None:
        self.key(pygame.K_ESCAPE)  # a screen this person has no business on: back

    def on_TitleScene(self, app, scene) -> None:
        if self.role == "host":
            resume = self.label_starting(scene, "Continue your network table")
            if self.config.get("resume") and resume is not None:
                self.press(scene, resume)
            elif self.games:
                self.press(scene, "Network game")
            else:
                self.press(scene, "Quit")
            return
        command = self.command()
        rejoin = self.label_starting(scene, "Rejoin ")  # "Rejoin Exploding Kittens at 127.0.0.1:..."
        if self.rejoin and rejoin is not None:
            if self.press(scene, rejoin):
                self.rejoin = False
        elif command and command[0] == "join":
            self.press(scene, "Network game")
        elif command and command[0] == "quit":
            self.press(scene, "Quit")

    def on_NetworkScene(self, app, scene) -> None:
        self.press(scene, "Host a table" if self.role == "host" else "Join a table")

    def on_HostSetupScene(self, app, scene) -> None:
        spec = self.games[0]
        kinds = spec["kinds"]
        server = self.config.get("server")
        if scene.error.startswith("The server did not") and scene.error != self.said_refused:
            self.said_refused = scene.error
            say("refused", words=scene.error)
        if scene.opening is not None or self.said_refused:
            return  # the server is being asked (or refused: the test has what it came for)
        where = ([lambda: self.choose(scene, "Host the table", True),
                  lambda: self.fill(scene, "Server address", server["address"]),
                  lambda: self.fill(scene, "Creation password", server["password"])] if server else
                 [lambda: self.fill(scene, "Port", "0")])  # any free port
        steps = [lambda: self.choose(scene, "Game", spec["game"]),
                 lambda: self.choose(scene, "Players", len(kinds)),
                 *[lambda s=s, k=k: self.choose(scene, f"Seat {s + 1} is", k) for s, k in enumerate(kinds)],
                 *where]
        for step in steps:
            if not step():
                return
        self.press(scene, "Open the table")

    def on_ReopenScene(self, app, scene) -> None:
        if scene.problem and scene.problem != self.said_refused:
            self.said_refused = scene.problem
            say("refused", words=scene.problem)

    def on_HostLobbyScene(self, app, scene) -> None:
        if self.host is not scene.host:
            self.host = scene.host
            words = [getattr(w, "words", "") for w in scene.group.widgets]
            address = next(w for w in words if w.startswith("Address: ")).split()[1]  # "Address: 127.0.0.1:N (...)"
            code = next(getattr(w, "words", "") for w in scene.group.widgets if getattr(w, "role", "") == "title")
            say("lobby", address=address, code=code, invite=str(scene.invite()))
        if self.widget(scene, "Start the game") is not None:  # every seat taken
            self.press(scene, "Start the game")

    def on_JoinScene(self, app, scene) -> None:
        command = self.pending or []
        if command[:1] != ["join"] or scene.joining is not None or scene.looking is not None or scene.rejoining:
            return  # nothing to join, or joining: the screen looks at the connection each frame
        if self.widget(scene, "Join anyway") is not None:  # typed by hand: nothing to check the host by
            self.press(scene, "Join anyway")
            return
        if len(command) == 2 and scene.pin is None:  # an invite: on the clipboard, then Ctrl+V
            from game.ui import clipboard

            clipboard.copy(command[1])
            key(pygame.K_v, pygame.KMOD_LCTRL)
            return
        typed = len(command) == 2 or (self.fill(scene, "Address", command[1]) and self.fill(scene, "Join code",
                                                                                            command[2]))
        if typed and self.fill(scene, "Your name", self.config["name"].title()):
            self.press(scene, "Join")  # the command is done once seated (pressed again if refused)

    def on_ChooseSeatScene(self, app, scene) -> None:
        seat = self.label_starting(scene, "Seat ", ": free")
        if seat is not None:
            self.press(scene, seat)  # the first free seat

    def on_ConfirmScene(self, app, scene) -> None:
        self.press(scene, scene.yes)  # the risky move this person chose: yes

    def on_NetTableScene(self, app, table) -> None:
        if table is not self.table:
            self.table, self.over_said, self.pending = table, False, None
            self.person = Person(self.rng)
            table.fixed_pace = PACE
            say("seated", seats=list(table.humans), seen_as=table.seen_as, names=list(table.names),
                game=table.match.ruleset.info.id)
        if self.person.play(app, table):
            say("acted", n=self.person.acted)

    def on_NetGameOverScene(self, app, scene) -> None:
        """Say the game is over; on `leave`, say what every feed held (the last updates have
        arrived by then) and, on the host, the host's log; then back to the title."""
        table = scene.table
        if not self.over_said:
            self.over_said = True
            result = table.match.result()
            say("over", winners=list(result.winners) if result else None)
            if self.role == "host":
                self.games.pop(0)
        if not self.leaving:
            command = self.command()
            if not command or command[0] != "leave":
                return  # the screen stays (and the host serves) until the test has heard every app's end
            self.pending, self.leaving = None, True
            facts: dict[str, Any] = {"feeds": {str(s): events_json(f) for s, f in table.feeds.items()}}
            if self.host is not None and self.host.holds_match:  # (a table on a server: the server has its log)
                facts["host_log"] = self.host_log()
            say("left", **facts)
        if self.press(scene, "Title screen"):
            self.leaving = False

    def host_log(self) -> dict[str, Any]:
        """The host's log as each seat (and a watcher) may see it, and who sat where."""
        from game.saves import SPECTATOR

        h = self.host

        def read() -> dict[str, Any]:
            table = h.table
            seats = [*range(table.config.players), SPECTATOR]
            return {"logs": {str(s): events_json(table.ruleset.redact(e, s) for e in table.match.log) for s in seats},
                    "kinds": [p.kind for p in table.places], "links": [p.link.value for p in table.places],
                    "lines": list(h.lines)}

        return h.thread.call(read)

    def on_HostGoneScene(self, app, scene) -> None:
        say("gone", why=scene.why)
        self.press(scene, "Back to the title")

    def on_PassDeviceScene(self, app, scene) -> None:
        self.key(pygame.K_RETURN)


def child(config: dict[str, Any]) -> int:
    """Start the app through its real entry, with the driver watching each frame."""
    from game.settings import Settings, load_settings, save_settings

    if not (Path(os.environ["NINE_LIVES_HOME"]) / "settings.json").exists():
        save_settings(Settings(first_run_done=True, cpu_speed="instant", reduced_motion=True, response_timer=2,
                               window_size=(1024, 640), player_name=config["name"].title()))
    assert load_settings()[0].first_run_done
    driver = Driver(config)

    from game.ui import app as app_module

    class DrivenApp(app_module.App):
        def __init__(self, *args: Any, **kwargs: Any):
            super().__init__(*args, **kwargs)
            self.fps = FPS
            self.on_frame = driver.tick

        def frame(self, dt: float | None = None) -> None:
            step = self.clock.tick(self.fps) / 1000 if dt is None else dt  # the loop's own pace
            super().frame(step * WARP)

    app_module.App = DrivenApp  # type: ignore[misc]
    from game.__main__ import main

    seeded = contextlib.nullcontext()
    if config.get("seed") is not None and config["role"] == "host":
        from game.ai.seeds import repeatable

        seeded = repeatable(int(config["seed"]))
    with seeded:
        code = main([])
    say("bye", code=code, cpu=round(time.process_time(), 2))
    return code


if __name__ == "__main__":
    sys.exit(child(json.loads(sys.argv[1])))
