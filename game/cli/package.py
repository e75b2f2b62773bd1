"""`package`: build the PyInstaller one-folder app, then prove it runs: a headless smoke game in
its window, a network game between the built program's `serve` and `join` on 127.0.0.1, and a
table the built program hosts on its own `serve` as the app does, with the second seat joined by
its invite.

Needs the source tree (build.spec) and PyInstaller (`python -m pip install pyinstaller`).
"""

from __future__ import annotations

import importlib.util
import json
import os
import queue
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..engine.errors import ConfigError
from ..i18n import _
from .args import error_line

NAME = "nine-lives"


def project_root() -> Path:
    """The source tree holding build.spec: the current folder, or the one this file is in."""
    for root in (Path.cwd(), Path(__file__).resolve().parents[2]):
        if (root / "build.spec").is_file():
            return root
    raise ConfigError(_("package needs the source tree: run it where build.spec is"))


def built_executable(root: Path | None = None) -> Path:
    root = root or project_root()
    return root / "dist" / NAME / (NAME + (".exe" if sys.platform == "win32" else ""))


def folder_size_mb(folder: Path) -> float:
    """Bytes on disk in megabytes; a symbolic link counts once, as its target."""
    files = (p for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    return round(sum(p.stat().st_size for p in files) / 1_000_000, 1)


def run_smoke(command: list[str], timeout: float = 600) -> dict[str, Any]:
    """Run a CPU-only game headless through `command` (the app); its JSON plus start-up time.

    `startup_ms` is measured from launching the process to its first frame."""
    launched = time.time()
    done = subprocess.run([*command, "--smoke-test", "--fast", "--json"], capture_output=True, text=True,
                          timeout=timeout, env=_headless_env())
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode not in (0, 1) or not lines:
        raise RuntimeError(f"{' '.join(command)} failed ({done.returncode}): {done.stderr.strip()[-300:]}")
    report = json.loads(lines[-1])
    if "first_frame_at" in report:
        report["startup_ms"] = round((report["first_frame_at"] - launched) * 1000, 1)
    return report


def _headless_env() -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    return env


def _network_env(home: str) -> dict[str, str]:
    """A network smoke's programs: headless, a home of their own, loopback only, lines as they come."""
    return {**_headless_env(), "NINE_LIVES_HOME": home, "NINE_LIVES_NO_MULTICAST": "1",
            "NINE_LIVES_LOOPBACK_ONLY": "1", "PYTHONUNBUFFERED": "1"}


NETWORK_TABLE = ("exploding-kittens", "net,easy")  # the network smoke's table: one seat to join, a CPU
NETWORK_OPTIONS = ("cpu_delay=0", "window=0.2")  # the host's CPU and windows at full speed


def run_network_smoke(command: list[str], timeout: float = 180) -> dict[str, Any]:
    """Network play through `command` (the app), both ends: `serve` hosts a table on 127.0.0.1
    (a free port, multicast off, a home of its own, TLS with a certificate it makes) and
    `join INVITE --cpu easy` plays its open seat to the end, the certificate checked against the
    invite's fingerprint; then serve is stopped as Ctrl+C stops it. Its figures: whether the game finished,
    the join's result line (or why not), serve's exit status and the seconds it all took."""
    started = time.perf_counter()
    game, seats = NETWORK_TABLE
    options = [arg for option in NETWORK_OPTIONS for arg in ("--option", option)]
    with tempfile.TemporaryDirectory(prefix="nine-lives-smoke-") as home:
        env = _network_env(home)
        serve = subprocess.Popen([*command, "serve", "--host", "127.0.0.1", "--port", "0", "--game", game,
                                  "--seats", seats, *options], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                 text=True, env=env)
        said: queue.Queue[str] = queue.Queue()
        threading.Thread(target=_lines_into, args=(serve, said), daemon=True).start()
        invite = None
        try:
            invite = _served_table(serve, said, started + 60)
            joined = subprocess.run([*command, "join", invite, "--cpu", "easy", "--name", "Smoke", "--quiet",
                                     "--timeout", str(int(timeout))], capture_output=True, text=True,
                                    timeout=timeout + 30, env=env)
            line = (joined.stdout.strip() or joined.stderr.strip())[-300:]
            finished = joined.returncode == 0 and " winners " in joined.stdout
        except (RuntimeError, subprocess.TimeoutExpired) as exc:
            line, finished = str(exc)[-300:], False
        finally:
            _stop_serve(serve)
    return {"game": game, "seats": seats, "finished": finished, "invite": invite, "join": line,
            "serve_exit": serve.returncode,
            "seconds": round(time.perf_counter() - started, 2)}


SERVER_PASSWORD = "smoke-creation-password"  # the server smoke's creation password (a temporary server)


def run_server_smoke(command: list[str], timeout: float = 180) -> dict[str, Any]:
    """Hosting on a server through `command` (the app): `serve` with a creation password and no
    table on 127.0.0.1 (TLS); the app opens a table on it as its "On a Nine Lives server" does
    (`--smoke-test --on-server ADDRESS`, the password in the environment as docs/server.md says),
    a CPU in its seat; `join INVITE --cpu easy` takes the other seat with the invite the app was
    given, and both play to the end. Its figures: whether both finished, their result lines (or
    why not), serve's exit status and the seconds it all took."""
    from .on_server import JOIN_SECONDS

    started = time.perf_counter()
    options = [arg for option in NETWORK_OPTIONS for arg in ("--option", option)]
    hosted: queue.Queue[str] = queue.Queue()  # the app's lines
    app: subprocess.Popen[str] | None = None
    joined: subprocess.CompletedProcess[str] | None = None
    invite = None
    with tempfile.TemporaryDirectory(prefix="nine-lives-smoke-") as home:
        env = {**_network_env(home), "NINE_LIVES_CREATION_PASSWORD": SERVER_PASSWORD}  # (serve's and the app's)
        serve = subprocess.Popen([*command, "serve", "--host", "127.0.0.1", "--port", "0", *options],
                                 stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
        said: queue.Queue[str] = queue.Queue()
        threading.Thread(target=_lines_into, args=(serve, said), daemon=True).start()
        app_line = join_line = ""
        try:
            address = _server_address(serve, said, started + 60)
            app = subprocess.Popen([*command, "--smoke-test", "--on-server", address], stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT, text=True, env=env)
            reader = threading.Thread(target=_lines_into, args=(app, hosted), daemon=True)
            reader.start()
            try:
                invite = _said_invite(app, hosted, time.perf_counter() + JOIN_SECONDS)
                joined = subprocess.run([*command, "join", invite, "--cpu", "easy", "--name", "Smoke", "--quiet",
                                         "--timeout", str(int(timeout))], capture_output=True, text=True,
                                        timeout=timeout + 30, env=env)
                join_line = (joined.stdout.strip() or joined.stderr.strip())[-300:]
                app.wait(timeout)
            finally:
                if app.poll() is None:
                    app.kill()
                app.wait(10)
                reader.join(10)  # (its output read to the end)
            app_line = _last_line(hosted)
        except (RuntimeError, subprocess.TimeoutExpired) as exc:
            app_line = app_line or str(exc)[-300:]
        finally:
            _stop_serve(serve)
    finished = (app is not None and app.returncode == 0 and " winners " in app_line
                and joined is not None and joined.returncode == 0 and " winners " in join_line)
    return {"finished": finished, "invite": invite, "app": app_line, "join": join_line,
            "serve_exit": serve.returncode, "seconds": round(time.perf_counter() - started, 2)}


def _stop_serve(serve: subprocess.Popen[str]) -> None:
    """Stop `serve` as Ctrl+C does (SIGTERM on Windows, which has no SIGINT to send), killed if it
    has not ended within 30 s."""
    serve.send_signal(signal.SIGINT if sys.platform != "win32" else signal.SIGTERM)
    try:
        serve.wait(30)
    except subprocess.TimeoutExpired:
        serve.kill()
        serve.wait(10)


def _wait_for(proc: subprocess.Popen[str], said: queue.Queue[str], deadline: float, who: str, what: str,
              pick: Callable[[str], str | None]) -> str:
    """What `pick` finds in `proc`'s lines (`said`), the first line it returns a value for:
    RuntimeError with the last line when `proc` ends first or says nothing of `what` in time."""
    last = ""
    while time.perf_counter() < deadline:
        try:
            line = said.get(timeout=0.2)
        except queue.Empty:
            if proc.poll() is not None and said.empty():
                raise RuntimeError(f"{who} ended ({proc.returncode}): {last.strip()}") from None
            continue
        last = line
        if (found := pick(line)) is not None:
            return found
    raise RuntimeError(f"{who} printed no {what} in time: {last.strip()}")


def _server_address(serve: subprocess.Popen[str], said: queue.Queue[str], deadline: float) -> str:
    """The address with fingerprint ("127.0.0.1:PORT#sha256=HEX") of a `serve` that holds no
    table, from its lines."""
    fingerprint: list[str] = []

    def pick(line: str) -> str | None:
        if "certificate fingerprint sha256 " in line:
            fingerprint[:] = [line.split("certificate fingerprint sha256 ", 1)[1].strip()]
        elif "listening on wss://" in line and fingerprint:
            return f"{line.split('listening on wss://', 1)[1].strip()}#sha256={fingerprint[0]}"
        return None

    return _wait_for(serve, said, deadline, "serve", "address and fingerprint", pick)


def _said_invite(app: subprocess.Popen[str], said: queue.Queue[str], deadline: float) -> str:
    """The invite the app prints once the server opened its table ("invite ninelives://...")."""
    return _wait_for(app, said, deadline, "the app", "invite",
                     lambda line: line.split(" ", 1)[1].strip() if line.startswith("invite ") else None)


def _last_line(said: queue.Queue[str]) -> str:
    lines = [line.strip() for line in iter(lambda: None if said.empty() else said.get(), None) if line.strip()]
    return lines[-1][-300:] if lines else ""


def _lines_into(proc: subprocess.Popen[str], said: queue.Queue[str]) -> None:
    for line in proc.stdout or ():
        said.put(line)


def _served_table(serve: subprocess.Popen[str], said: queue.Queue[str], deadline: float) -> str:
    """The table's invite `serve` prints ("invite ninelives://...", before "listening on wss://...")."""
    invite: list[str] = []

    def pick(line: str) -> str | None:
        if " invite " in line:
            invite[:] = [line.split(" invite ", 1)[1].strip()]
        elif "listening on " in line and invite:
            return invite[0]
        return None

    return _wait_for(serve, said, deadline, "serve", "invite and address", pick)


def package(as_json: bool = False) -> int:
    root = project_root()
    if importlib.util.find_spec("PyInstaller") is None:
        raise ConfigError(_("package needs PyInstaller: {command}").format(command="python -m pip install pyinstaller"))
    started = time.perf_counter()
    built = subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN", "build.spec"],
                           cwd=root, capture_output=True, text=True)
    if built.returncode != 0:
        print(built.stderr[-2000:], file=sys.stderr)
        print(error_line(_("PyInstaller failed")), file=sys.stderr)
        return 1
    exe = built_executable(root)
    built_seconds = round(time.perf_counter() - started, 1)
    smoke = run_smoke([str(exe)])
    network = run_network_smoke([str(exe)])
    on_server = run_server_smoke([str(exe)])
    result = {
        "executable": str(exe.relative_to(root)),
        "size_mb": folder_size_mb(exe.parent),
        "build_seconds": built_seconds,
        "smoke_test": smoke,
        "network_smoke_test": network,
        "server_smoke_test": on_server,
    }
    if as_json:
        print(json.dumps(result, indent=2))
    else:
        print(_("built {file} ({size} MB) in {seconds} s").format(
            file=result["executable"], size=result["size_mb"], seconds=result["build_seconds"]))
        facts = {"players": smoke.get("players"), "frames": smoke.get("frames"),
                 "ms": smoke.get("startup_ms", smoke.get("first_frame_ms"))}
        print((_("smoke test: a {players}-CPU game finished in {frames} frames; first frame {ms} ms after launch")
               if smoke.get("finished") else
               _("smoke test: a {players}-CPU game did NOT finish in {frames} frames; first frame {ms} ms after launch")
               ).format(**facts))
        print((_("network smoke test: serve on 127.0.0.1 (TLS) and join INVITE --cpu easy played to the end in "
                 "{seconds} s: {join}") if network["finished"] else
               _("network smoke test: serve on 127.0.0.1 (TLS) and join INVITE --cpu easy did NOT finish in "
                 "{seconds} s: {join}")).format(seconds=network["seconds"], join=network["join"]))
        print((_("server smoke test: serve --creation-password on 127.0.0.1 (TLS), the app hosting a table on it and "
                 "join INVITE --cpu easy played to the end in {seconds} s: app {app}; join {join}")
               if on_server["finished"] else
               _("server smoke test: serve --creation-password on 127.0.0.1 (TLS), the app hosting a table on it and "
                 "join INVITE --cpu easy did NOT finish in {seconds} s: app {app}; join {join}")).format(
            seconds=on_server["seconds"], app=on_server["app"], join=on_server["join"]))
    return 0 if smoke.get("finished") and network["finished"] and on_server["finished"] else 1
