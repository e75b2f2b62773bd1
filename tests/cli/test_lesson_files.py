"""The lesson files the game ships: each passes `python -m game scenario`, its list names them
all, every step the person takes has a hint, and the packaged build carries the folder."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.scenario import load
from game.ui.lessons.catalogue import FOLDER, PERSON, games, lessons

ROOT = Path(__file__).parents[2]
GAMES = ("exploding-kittens", "imploding-kittens", "zombie-kittens", "kombat-kittens", "herding-cats")


def test_the_games_ship_lessons():
    assert set(GAMES) <= set(games())
    assert len(lessons("exploding-kittens")) >= 6 and len(lessons("imploding-kittens")) >= 4
    assert len(lessons("zombie-kittens")) >= 2 and len(lessons("herding-cats")) >= 2
    assert len(lessons("kombat-kittens")) >= 4


def test_every_lesson_file_passes_the_scenario_command():
    files = sorted(str(p) for p in FOLDER.glob("*/*.json") if p.name != "lessons.json")
    assert len(files) == sum(len(lessons(g)) for g in games())
    done = subprocess.run([sys.executable, "-m", "game", "scenario", *files], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.count("PASS ") == len(files)


@pytest.mark.parametrize("game", GAMES)
def test_each_lesson_is_a_script_the_person_can_follow(game):
    listed = json.loads((FOLDER / game / "lessons.json").read_text())["lessons"]
    assert {entry["file"] for entry in listed} == {p.name for p in (FOLDER / game).glob("*.json")} - {"lessons.json"}
    assert len({entry["id"] for entry in listed}) == len(listed)
    for lesson in lessons(game):
        played = load(lesson.path)
        assert played.ruleset.info.id == game and lesson.title and lesson.intro and lesson.done
        numbers = {step.number for step in played.script}
        assert set(lesson.hints) <= numbers, f"{lesson.id}: a hint for a step that is not there"
        for step in played.script:
            assert not step.illegal, f"{lesson.id}: a lesson plays only legal steps"
            if step.seat == PERSON:
                assert lesson.hints.get(step.number), f"{lesson.id}: step {step.number} has no hint"
        assert played.expect, f"{lesson.id}: a lesson states its outcome"


def test_the_packaged_build_and_the_wheel_carry_the_lessons():
    spec = (ROOT / "build.spec").read_text()
    assert '"game" / "lessons"' in spec and '"game/lessons"' in spec
    pyproject = (ROOT / "pyproject.toml").read_text()
    assert '"lessons/*/*.json"' in pyproject
