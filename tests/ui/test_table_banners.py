"""Big words that hold the Kombat Kittens and Herding Cats tables (a battle's outcome, a challenged
card's truth) never cover what they are about: at 1920x1080 they sit under the fighters' cards or
the herd cells, and never over the piles' words; the Laser Pointer prompt shows every choice."""

from __future__ import annotations

import re
from collections.abc import Callable

import pygame

from game.i18n import _
from game.rules.kombat.state import BATTLE
from game.saves import Seat
from game.ui.games.herding import centre as herding_centre
from game.ui.games.herding.panels import InterceptPanel
from game.ui.games.kombat import centre as kombat_centre
from game.ui.games.kombat import director as kombat_director
from game.ui.table.anims import Banner
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match

FULL_HD = (1920, 1080)


def _said(*messages: str) -> Callable[[str], bool]:
    """Whether words are one of `messages` as the language of the run says it (any placeholders filled)."""
    shapes = [re.compile(re.sub(r"\\\{\w+\\\}", ".+", re.escape(_(m)))) for m in messages]
    return lambda words: any(shape.fullmatch(words) for shape in shapes)


def _banners_while_playing(app, game: str, wanted: Callable[[str], bool], look, frames: int = 6000) -> int:
    """Play CPU seats; call `look(table, banner)` for each new banner whose words are `wanted`."""
    seats = [Seat(f"Cpu{i}", "medium") for i in range(4)]
    table = TableScene(app, new_match(game, seats, {}, seed=3), seats, journal=False, pace=0.3)
    app.push(table)
    seen: set[int] = set()
    for _i in range(frames):
        app.frame(1 / 30)
        for anim in table.anims.items:
            if isinstance(anim, Banner) and id(anim) not in seen and wanted(anim.words):
                seen.add(id(anim))
                look(table, anim)
        if len(seen) >= 3:
            break
    return len(seen)


def _band(anim: Banner, app) -> pygame.Rect:
    """The band a banner fills (as tall as its words)."""
    from game.ui import text

    size = text.fit_size(anim.words, anim.size, anim.rect.width - anim.size, minimum=anim.size * 3 // 5)
    band = pygame.Rect(0, 0, anim.rect.width, text.line_height(size) + size // 2)
    band.center = anim.rect.center
    return band


def test_a_battles_outcome_covers_neither_the_cards_nor_the_piles_words(make_app, monkeypatch):
    app = make_app(FULL_HD)
    outcomes: set[str] = set()  # a battle's outcome, in whatever language the table says it
    real = kombat_director.outcome

    def outcome(s, shown, e):
        words = real(s, shown, e)
        if shown.fight.kind == BATTLE:
            outcomes.add(words)
        return words

    monkeypatch.setattr(kombat_director, "outcome", outcome)

    def look(table, anim):
        lay = kombat_centre.layout_of(table)
        band = _band(anim, app)
        assert not band.colliderect(lay.labels) and not band.colliderect(lay.pile)
        for group in lay.groups.values():
            assert not any(band.colliderect(r) for r in group.slots), anim.words

    assert _banners_while_playing(app, "kombat-kittens", outcomes.__contains__, look) >= 1


def test_a_challenged_cards_truth_covers_no_herd(make_app):
    app = make_app(FULL_HD)

    def look(table, anim):
        band = _band(anim, app)
        cells = herding_centre.layout(table).cells.values()
        assert not any(band.colliderect(c.rect) for c in cells), anim.words

    truth = _said("It is {card}: {name} told the truth", "It is {card}: {name} bluffed!", "{name} declares {card}",
                  "{name} declares {card} on you", "{name} declares {card} on {target}")
    assert _banners_while_playing(app, "herding-cats", truth, look) >= 1


def test_the_laser_pointer_prompt_shows_every_choice_at_1920x1080(make_app):
    app = make_app(FULL_HD)
    seats = [Seat("Ann", "human"), Seat("Bea", "medium")]
    table = TableScene(app, new_match("herding-cats", seats, {}, seed=3), seats, journal=False, fresh=False)
    app.push(table)
    def noop() -> None:
        return None

    options = [("Present your Laser Pointer (from your hand)", "laser_pointer", noop),
               ("Bluff: present an Alley Cat as a Laser Pointer", "alley_cat", noop),
               ("Bluff: present a Kitten as a Laser Pointer", "kitten", noop),
               ("No Laser Pointer: let it happen", None, noop)]
    hand = ["alley_cat", "catnip", "kitten", "laser_pointer", "alley_cat"]
    panel = InterceptPanel(app, "Bea picked card 3 of your hand: Kitten", "Catnip will take it unless a Laser "
                           "Pointer goes instead. Anyone may challenge that claim.", hand, 2, options,
                           table.geo.hand_card_w)
    table.open_panel(panel)
    app.frame(1 / 30)
    assert panel.group.max_scroll == 0  # every choice in sight
    assert all(r.width >= app.metrics.px(56) for r in panel.rects)  # the cards stay readable
