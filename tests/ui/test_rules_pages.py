"""The rules pages (issue 13 point 13): each card's face beside its rule, with a worked example,
no rule line repeated, laid out at 1024x640 and 200% text, scrolled by keyboard and mouse."""

from __future__ import annotations

import pygame
import pytest
from uikit import key

from game.engine import get
from game.i18n import _
from game.rules.kittens import cards as kc
from game.ui.scenes.rules import CardRule, RulesScene
from game.ui.widgets import Label

GAMES = ["exploding-kittens", "imploding-kittens", "zombie-kittens"]


def open_rules(make_app, game: str, size=(1024, 640), scale=2.0) -> RulesScene:
    app = make_app(size=size, text_scale=scale)
    scene = RulesScene(app, game)
    app.push(scene)
    app.frame(1 / 60)
    return scene


def card_lines(game: str) -> set[str]:
    """The cards whose rule a page states as 'Title: rule' (the pages are made in the reader's language)."""
    titles = {_(c.title): c.id for c in kc.CARD_TYPES.values()}
    return {titles[line.partition(": ")[0]] for _h, body in get(game).info.rules for line in body.split("\n")
            if line.partition(": ")[0] in titles and ": " in line}


@pytest.mark.parametrize("game", GAMES)
def test_every_card_rule_has_its_face_and_an_example(make_app, game):
    scene = open_rules(make_app, game)
    rules = [w for w in scene.group.widgets if isinstance(w, CardRule)]
    shown = [card for w in rules for card in w.entry.cards]
    assert set(shown) == card_lines(game)
    # One worked example per card, at its first rule on the page.
    examples = [example for w in rules for example in w.entry.examples]
    assert len(examples) == len(set(shown)) == len(set(examples))
    first = {card: w for w in reversed(rules) for card in w.entry.cards}
    assert all(len(w.entry.examples) == len(w.entry.cards) for w in set(first.values()))
    # The same rule is never written twice on a page (the cat cards share one entry).
    words = [w.entry.rule for w in rules] + [w.words for w in scene.group.widgets if isinstance(w, Label)]
    lines = [line for chunk in words for line in chunk.split("\n") if line]
    assert len(lines) == len(set(lines))
    cats = next(w for w in rules if kc.TACOCAT in w.entry.cards or kc.GHOUL_CAT in w.entry.cards)
    assert len(cats.entry.cards) >= 4


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_faces_sit_beside_their_words_and_everything_is_reached_by_scrolling(make_app, size, scale):
    scene = open_rules(make_app, "zombie-kittens", size, scale)
    app, group = scene.app, scene.group
    seen: set[int] = set()
    pages = 0
    while True:
        app.frame(1 / 60)
        for w in group.widgets:
            whole = group.viewport.contains(w.rect) or (w.rect.height > group.viewport.height
                                                         and w.rect.colliderect(group.viewport))
            if isinstance(w, CardRule) and whole:
                seen.add(id(w))
                assert w.faces and all(w.rect.contains(f) for f in w.faces), w.entry.titles
                assert w.rect.contains(w.words)
                assert not any(f.colliderect(w.words) for f in w.faces)
                assert scene.panel.left <= w.rect.left and w.rect.right <= scene.panel.right
                assert min(f.width for f in w.faces) >= app.metrics.font("body") * 2
        if group.scroll >= group.max_scroll:
            break
        key(app, pygame.K_DOWN)
        pages += 1
        assert pages < 1000
    rules = [w for w in group.widgets if isinstance(w, CardRule)]
    assert len(seen) == len(rules) and group.max_scroll > 0
    key(app, pygame.K_HOME)
    app.frame(1 / 60)
    assert group.scroll == 0
    key(app, pygame.K_END)
    app.frame(1 / 60)
    assert group.scroll == group.max_scroll
    key(app, pygame.K_UP)
    app.frame(1 / 60)
    assert group.scroll < group.max_scroll
    before = group.scroll
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0))
    app.frame(1 / 60)
    assert group.scroll < before


@pytest.mark.parametrize("game", ["herding-cats", "kombat-kittens"])
def test_other_families_cards_have_their_faces_on_the_rules_pages(make_app, game):
    """Any family's 'Title: rule' lines get that family's card faces (the scene names no family)."""
    scene = open_rules(make_app, game)
    rules = [w for w in scene.group.widgets if isinstance(w, CardRule)]
    if game == "herding-cats":
        from game.rules.herding.cards import CARD_TYPES

        assert {card for w in rules for card in w.entry.cards} == set(CARD_TYPES)
    else:
        assert all(w.entry.cards for w in rules)
