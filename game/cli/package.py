"""`package`: build the PyInstaller one-folder app, then prove it runs (a headless smoke game).

Needs the source tree (build.spec) and PyInstaller (`python -m pip install pyinstaller`).
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from ..engine.errors import ConfigError

NAME = "nine-lives"


def project_root() -> Path:
    """The source tree holding build.spec: the current folder, or the one this file is in."""
    for root in (Path.cwd(), Path(__file__).resolve().parents[2]):
        if (root / "build.spec").is_file():
            return root
    raise ConfigError("package needs the source tree: run it where build.spec is")


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


def package(as_json: bool = False) -> int:
    root = project_root()
    if importlib.util.find_spec("PyInstaller") is None:
        raise ConfigError("package needs PyInstaller: python -m pip install pyinstaller")
    started = time.perf_counter()
    built = subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN", "build.spec"],
                           cwd=root, capture_output=True, text=True)
    if built.returncode != 0:
        print(built.stderr[-2000:], file=sys.stderr)
        print("error: PyInstaller failed", file=sys.stderr)
        return 1
    exe = built_executable(root)
    smoke = run_smoke([str(exe)])
    result = {
        "executable": str(exe.relative_to(root)),
        "size_mb": folder_size_mb(exe.parent),
        "build_seconds": round(time.perf_counter() - started, 1),
        "smoke_test": smoke,
    }
    if as_json:
        print(json.dumps(result, indent=2))
    else:
        print(f"built {result['executable']} ({result['size_mb']} MB) in {result['build_seconds']} s")
        state = "finished" if smoke.get("finished") else "did NOT finish"
        print(f"smoke test: a {smoke.get('players')}-CPU game {state} in {smoke.get('frames')} frames; "
              f"first frame {smoke.get('startup_ms', smoke.get('first_frame_ms'))} ms after launch")
    return 0 if smoke.get("finished") else 1
