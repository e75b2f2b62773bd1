"""Learn to play: every lesson of every game (Exploding, Imploding, Zombie and Kombat Kittens,
Herding Cats) played through in the real app by posted keys, following the hint; skip, repeat and
leave; finished lessons remembered."""

from __future__ import annotations

import pygame
import pytest
from lesson_keys import follow_hints
from uikit import frames, key

from game import i18n, scenario
from game.engine import Action
from game.settings import Settings
from game.ui.app import App
from game.ui.lessons import progress
from game.ui.lessons.catalogue import lessons
from game.ui.lessons.scenes import LessonDoneScene, LessonIntroScene, LessonMenuScene, LessonsScene
from game.ui.lessons.script import ScriptCursor, ScriptedCpu
from game.ui.lessons.table import LessonTable
from game.ui.scenes.dialogs import MessageScene
from game.ui.scenes.title import TitleScene

PACE = 0.2
GAMES = ("exploding-kittens", "imploding-kittens", "zombie-kittens", "kombat-kittens", "herding-cats")
EVERY = [(game, lesson.id) for game in GAMES for lesson in lessons(game)]



def done_mark() -> str:
    """How a finished lesson's button ends ("  (done)" in English)."""
    return i18n._("{number}. {title}  (done)").split("{title}")[1]


def open_lesson(app: App, game: str, index: int) -> LessonTable:
    """From the lessons list, by keys: Down to the lesson, Enter."""
    app.push(LessonsScene(app, game, pace=PACE))
    frames(app)
    for _i in range(index):
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    table = next(s for s in app.stack.scenes if isinstance(s, LessonTable))
    assert table.lesson.id == lessons(game)[index].id
    return table


@pytest.mark.parametrize("game, lesson_id", EVERY)
def test_every_lesson_plays_through_by_keys_following_the_hint(app, game, lesson_id):
    index = [one.id for one in lessons(game)].index(lesson_id)
    table = open_lesson(app, game, index)
    assert isinstance(app.stack.top, LessonIntroScene)
    pressed = follow_hints(app, table)
    assert pressed["tabs"] == 0  # the focus was already on every control the hint pointed at
    assert table.cursor.done and not table.cursor.broken
    assert scenario.compare(table.scenario, table.scenario.expect) == []  # the lesson file's own outcome
    assert isinstance(app.stack.top, LessonDoneScene)


def test_learn_to_play_from_the_title_by_keys(app):
    title = TitleScene(app)
    app.push(title)
    frames(app)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    scene = app.stack.top
    assert isinstance(scene, LessonsScene) and scene.game == "exploding-kittens"
    first = i18n._(lessons("exploding-kittens")[0].title)
    assert scene.group.focused.label == i18n._("{number}. {title}").format(number=1, title=first)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    table = next(s for s in app.stack.scenes if isinstance(s, LessonTable))
    follow_hints(app, table)
    key(app, pygame.K_ESCAPE)  # the lesson's end: Esc goes back to the list
    frames(app, 2)
    assert app.stack.top is scene


def test_the_hint_points_at_the_control_and_the_focus_is_there(make_app):
    app = make_app(reduced_motion=True)  # the ring stands still
    table = open_lesson(app, "exploding-kittens", 1)  # Defuse
    key(app, pygame.K_RETURN)  # Start
    for _i in range(300):
        frames(app, 1, 1 / 30)
        if table.pointer is not None:
            break
    pointer = table.pointer
    assert pointer is not None and pointer.widget is table.bar_buttons[1]  # Draw a card
    assert table.controls.focused is pointer.widget
    app.frame(1 / 30)
    ring = pointer.widget.rect.inflate(app.metrics.px(14), app.metrics.px(14))
    accent = tuple(app.palette.accent)[:3]
    assert tuple(app.screen.get_at((ring.centerx, ring.top + 1)))[:3] == accent  # the hint's ring is drawn
    assert table.hint_box.width > 0 and not table.hint_box.colliderect(pointer.widget.rect)


def test_off_script_moves_are_refused_with_the_hint(app):
    table = open_lesson(app, "exploding-kittens", 2)  # Attack and Skip: first play the Attack
    key(app, pygame.K_RETURN)
    for _i in range(300):
        frames(app, 1, 1 / 30)
        if table.pointer is not None and table.clock - table.asked_at > 0.4:
            break
    key(app, pygame.K_d)  # draw instead
    frames(app, 2)
    assert table.cursor.at == 0 and len(table.match.steps) == 0
    assert table.toast is not None and table.toast[0].startswith(i18n._("In this lesson: {hint}").split("{")[0])


def test_menu_repeats_skips_and_leaves(app):
    listing_game = "exploding-kittens"
    table = open_lesson(app, listing_game, 0)
    listing = app.stack.scenes[-3]
    assert isinstance(listing, LessonsScene)
    key(app, pygame.K_RETURN)  # Start
    for _i in range(200):
        frames(app, 1, 1 / 30)
        if table.pointer is not None and table.clock - table.asked_at > 0.4:
            break
    key(app, pygame.K_RETURN)  # Draw: the lesson moves on
    frames(app, 3)
    assert table.cursor.at >= 1
    # Start again: a fresh table at step 1.
    key(app, pygame.K_ESCAPE)
    frames(app, 2)
    assert isinstance(app.stack.top, LessonMenuScene)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    again = next(s for s in app.stack.scenes if isinstance(s, LessonTable))
    assert again is not table and again.lesson.id == "draw" and again.cursor.at == 0 and not again.match.steps
    assert table not in app.stack
    # Skip: the next lesson.
    key(app, pygame.K_ESCAPE)  # the intro's Esc: its menu
    frames(app, 2)
    assert isinstance(app.stack.top, LessonMenuScene)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    skipped = next(s for s in app.stack.scenes if isinstance(s, LessonTable))
    assert skipped.lesson.id == "defuse"
    # Leave: back to the list, nothing finished.
    key(app, pygame.K_ESCAPE)
    frames(app, 2)
    for _i in range(3):
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert app.stack.top is listing
    assert not any(isinstance(s, LessonTable) for s in app.stack.scenes)
    assert done_mark() not in " ".join(getattr(w, "label", "") for w in listing.group.widgets)


def test_lesson_end_offers_next_and_again(app):
    table = open_lesson(app, "imploding-kittens", 3)  # Alter the Future
    follow_hints(app, table)
    done = app.stack.top
    assert isinstance(done, LessonDoneScene)
    assert done.group.focused.label == i18n._("Next lesson: {title}").format(title=i18n._("Feral Cat"))
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # Play it again
    frames(app, 2)
    again = next(s for s in app.stack.scenes if isinstance(s, LessonTable))
    assert again is not table and again.lesson.id == "alter-the-future" and not again.match.steps


def test_a_lesson_game_is_not_counted_or_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("NINE_LIVES_HOME", str(tmp_path))
    app = App(Settings(first_run_done=True), size=(1280, 720), persist=True, fps=0)
    try:
        table = open_lesson(app, "exploding-kittens", 0)
        follow_hints(app, table)
        assert table.match.is_over()
    finally:
        app.close()
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "settings.json") == ["lessons.json"]


def test_finished_lessons_are_remembered(tmp_path, monkeypatch):
    monkeypatch.setenv("NINE_LIVES_HOME", str(tmp_path))
    app = App(Settings(first_run_done=True), size=(1280, 720), persist=True, fps=0)
    try:
        table = open_lesson(app, "exploding-kittens", 0)
        follow_hints(app, table)
        key(app, pygame.K_ESCAPE)
        frames(app, 2)
        listing = app.stack.top
        assert isinstance(listing, LessonsScene)
        labels = [w.label for w in listing.group.widgets if hasattr(w, "on_click")]
        assert labels[0].endswith(done_mark()) and not any(label.endswith(done_mark()) for label in labels[1:])
    finally:
        app.close()
    assert progress.finished("exploding-kittens") == ({"draw"}, None)
    app = App(Settings(first_run_done=True), size=(1280, 720), persist=True, fps=0)
    try:  # a new start reads it, and offers the first lesson not finished
        app.push(LessonsScene(app, "exploding-kittens"))
        frames(app)
        listing = app.stack.top
        assert listing.group.widgets[1].label.endswith(done_mark())
        assert listing.group.focused is listing.group.widgets[2] and listing.group.focused.style == "primary"
    finally:
        app.close()


def test_a_bad_lessons_file_is_set_aside_with_a_message(tmp_path, monkeypatch):
    monkeypatch.setenv("NINE_LIVES_HOME", str(tmp_path))
    (tmp_path / "lessons.json").write_text('{"format": 1, "done": {"exploding-kittens": [1, 2]}}')
    app = App(Settings(first_run_done=True), size=(1280, 720), persist=True, fps=0)
    try:
        app.push(LessonsScene(app, "exploding-kittens"))
        frames(app)
        assert isinstance(app.stack.top, MessageScene)
        assert "lessons file could not be read" in app.stack.top.message
        assert "kept as lessons.json.bad-" in app.stack.top.message
    finally:
        app.close()
    assert [p.name.startswith("lessons.json.bad-") for p in tmp_path.iterdir() if "lessons" in p.name] == [True]
    assert progress.finished("exploding-kittens") == (set(), None)


def test_face_down_commits_are_taken_in_the_order_the_table_asks():
    """A Kombat round: the script lists the person first, but the table may ask the CPU first."""
    lesson = lessons("kombat-kittens")[0]
    played = scenario.load(lesson.path)
    cursor = ScriptCursor(played.script, lambda: played.match.pending)
    cpu = ScriptedCpu(1, cursor)
    cursor.claim(0)
    played.match.act(0, played.script[0].action)  # the battle: a round of commits is awaited
    cursor.advance(0, played.script[0].action, played.match.pending)
    assert cpu.think(None, played.match.legal_actions(1)) == played.script[2].action  # Mittens's card, early
    action = cpu.think(None, played.match.legal_actions(1))
    cursor.claim(1)
    played.match.act(1, action)
    cursor.advance(1, action, played.match.pending)
    assert cursor.expects(0) == played.script[1].action and not cursor.broken
    assert cpu.think(None, played.match.legal_actions(1)) is None  # the next round waits for the person


def test_a_scripted_cpu_plays_only_its_listed_legal_move():
    lesson = lessons("exploding-kittens")[0]
    played = scenario.load(lesson.path)
    cursor = ScriptCursor(played.script, lambda: played.match.pending)
    mittens = ScriptedCpu(1, cursor)
    assert mittens.think(None, played.match.legal_actions(1)) is None  # the person's draw comes first
    assert not cursor.allows(0, Action("play", cards=("tacocat", "beard_cat"), target=1))
    cursor.advance(0, Action("draw"), None)
    assert mittens.think(None, []) is None and cursor.broken  # not among the legal moves: the lesson stops


def test_with_narration_on_each_hint_and_the_end_are_spoken_once(app):
    from narration_kit import Recording, narrate_into

    backend = Recording()
    narrator = narrate_into(app, backend)
    lesson = lessons("exploding-kittens")[0]
    table = open_lesson(app, "exploding-kittens", 0)
    follow_hints(app, table)
    narrator.flush()
    spoken = backend.since(0)
    for words in [*lesson.hints.values(), lesson.done]:
        assert spoken.count(i18n._(words)) == 1, words


def test_the_extractor_takes_every_word_of_every_lesson_into_the_catalogue():
    """Babel's extractor for the lesson files (game/locale/screens.cfg) finds every title, introduction,
    hint and end of every lesson, and the screens template holds them (python -m game i18n extract)."""
    from game.cli.i18n import extract

    template = {message.id for message in extract("screens")}
    for game in GAMES:
        for lesson in lessons(game):
            for words in (lesson.title, lesson.intro, lesson.done, *lesson.hints.values()):
                assert words in template, (game, lesson.id, words)


@pytest.mark.parametrize("language", ["de"], indirect=True)
def test_a_lesson_speaks_german(make_app):
    """The lessons' own words are translated where shown: the list, the introduction, the hint box
    and the end (they were English in every language)."""
    app = make_app(size=(1024, 640))
    first = lessons("exploding-kittens")[0]
    listing = LessonsScene(app, "exploding-kittens", pace=PACE)
    app.push(listing)
    frames(app)
    labels = [getattr(w, "label", "") for w in listing.group.widgets]
    assert "1. Ziehen und das Explodierende Kätzchen" in labels and listing.heading.endswith("lernen")
    table = open_lesson(app, "exploding-kittens", 0)
    intro = app.stack.top
    assert isinstance(intro, LessonIntroScene) and intro.heading.startswith("Lektion 1 von 7")
    assert i18n._(first.intro) != first.intro
    assert any(getattr(w, "words", None) == i18n._(first.intro) for w in intro.group.widgets)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert table.step_words() == "Du bist am Zug. Du hast gerade nichts zu spielen, also beende deinen Zug, " \
                                 "indem du die oberste Karte vom Nachziehstapel ziehst."
