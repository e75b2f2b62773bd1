"""The lessons a game ships: `game/lessons/<game id>/lessons.json` lists them in order, each a
scenario file (docs/scenarios.md) of the same folder plus its hints.

`lessons.json`:

    {"lessons": [{"id": "draw", "file": "01_draw.json", "done": "...", "hints": {"1": "...", ...}}]}

A scenario's `name` is the lesson's title and its `description` the lesson's introduction; the
script is what is played, seat 0 by the person and the other seats by scripted CPUs. `hints`
gives, by script step number (from 1), what the hint box says while that step is awaited.

Every word of a lesson is English in its files and translated where it is shown (`_(lesson.title)`):
`extract_messages` is the Babel extractor that takes them into the screens catalogue
(game/locale/screens.cfg names it for `lessons/**.json`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ... import scenario as scenario_files

FOLDER = Path(__file__).resolve().parent.parent.parent / "lessons"  # game/lessons, also in the packaged build
PERSON = 0  # the seat the person plays in every lesson


class LessonError(ValueError):
    """A lesson that cannot be played as shipped (one line)."""


@dataclass(frozen=True)
class Lesson:
    """One lesson: its table and script come from its scenario file, read afresh for each play."""

    game: str
    id: str
    path: Path
    title: str
    intro: str
    done: str
    hints: dict[int, str]

    def scenario(self) -> scenario_files.Scenario:
        """The lesson's table as a fresh Scenario (a new Match each time it is played)."""
        try:
            return scenario_files.load(self.path)
        except scenario_files.ScenarioError as exc:
            raise LessonError(str(exc)) from None


def games() -> list[str]:
    """The game ids that ship lessons, in the registry's order."""
    from ...engine import all_games

    return [r.info.id for r in all_games() if (FOLDER / r.info.id / "lessons.json").is_file()]


@cache
def lessons(game: str) -> tuple[Lesson, ...]:
    """The lessons of `game` in order (raises LessonError for a broken list)."""
    index = FOLDER / game / "lessons.json"
    try:
        data = json.loads(index.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise LessonError(f"the lessons of {game} cannot be read: {exc}") from None
    entries = data.get("lessons") if isinstance(data, dict) else None
    if not isinstance(entries, list):
        raise LessonError(f"{index.name} of {game} has no list of lessons")
    return tuple(_lesson(game, entry) for entry in entries)


def _lesson(game: str, entry: object) -> Lesson:
    if not isinstance(entry, dict) or not all(isinstance(entry.get(k), str) for k in ("id", "file", "done")):
        raise LessonError(f"a lesson of {game} needs an id, a file and a done line")
    hints = entry.get("hints", {})
    if not isinstance(hints, dict) or not all(k.isdigit() and isinstance(v, str) for k, v in hints.items()):
        raise LessonError(f"lesson {entry['id']} of {game}: hints are step numbers and words")
    path = FOLDER / game / entry["file"]
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise LessonError(f"lesson {entry['id']} of {game} cannot be read: {exc}") from None
    return Lesson(game, entry["id"], path, str(data.get("name", entry["id"])), str(data.get("description", "")),
                  entry["done"], {int(k): v for k, v in hints.items()})


def extract_messages(fileobj, keywords, comment_tags, options):
    """Babel's extractor for the lesson files: a lesson list's hints and done lines, a scenario's
    name and description, each with a comment for its translators. Yields (line, funcname,
    message, comments) as Babel expects."""
    text = fileobj.read().decode("utf-8")
    data = json.loads(text)
    if not isinstance(data, dict):
        return

    def line(words: str) -> int:
        at = text.find(json.dumps(words, ensure_ascii=False)[1:-1])
        return text.count("\n", 0, max(at, 0)) + 1

    if "lessons" in data:
        for entry in data["lessons"]:
            lesson = entry.get("id", "")
            for step, words in entry.get("hints", {}).items():
                yield line(words), None, words, [f"The hint of lesson '{lesson}' at its step {step}."]
            if entry.get("done"):
                yield line(entry["done"]), None, entry["done"], [f"What lesson '{lesson}' taught, said at its end."]
        return
    if data.get("name"):
        yield line(data["name"]), None, data["name"], ["A lesson's title (a heading and a button)."]
    if data.get("description"):
        yield line(data["description"]), None, data["description"], ["A lesson's introduction, before it starts."]


def find(game: str, lesson_id: str) -> Lesson | None:
    return next((lesson for lesson in lessons(game) if lesson.id == lesson_id), None)


def following(lesson: Lesson) -> Lesson | None:
    """The lesson after `lesson` in its game's list, or None after the last."""
    order = lessons(lesson.game)
    at = next(i for i, one in enumerate(order) if one.id == lesson.id)
    return order[at + 1] if at + 1 < len(order) else None
