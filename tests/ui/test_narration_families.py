"""Every family narrates through the same interface, with its kit's words for its table."""

from __future__ import annotations

import pygame
import pytest
from narration_kit import Recording, narrate_into
from uikit import key, shaped, unseen_frames

from game.i18n import _, ngettext
from game.saves import Seat
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match


@pytest.mark.parametrize(("game", "words"), [
    ("kombat-kittens", ("Draw pile: {n} card, {dogs} in it.", "Draw pile: {n} cards, {dogs} in it.")),
    ("herding-cats", ("{name}'s herd: {n} card face down.", "{name}'s herd: {n} cards face down.")),
    ("zombie-kittens", ("Draw pile: {n} card.", "Draw pile: {n} cards."))])
def test_a_cpu_game_is_narrated_to_its_end_with_the_family_words(make_app, game, words):
    app = make_app()
    over = shaped(_("Game over. {result}"))
    said = [shaped(ngettext(*words, n)) for n in (1, 2, 5)]  # each plural form
    speech = Recording()
    narrate_into(app, speech)
    seats = [Seat("Mittens", "easy"), Seat("Biscuit", "easy"), Seat("Pixel", "easy")]
    match = new_match(game, seats, {}, seed=2)
    app.push(TableScene(app, match, seats, journal=False, pace=0.02))
    for frame in range(30000):
        if match.is_over() and any(over.match(line) for line in speech.lines[-5:]):
            break
        if frame % 200 == 100:  # not at the start: the screen's title, a newer focus line, would replace it
            key(app, pygame.K_t)
        unseen_frames(app, 1, 0.05)  # what is said is checked, not what is drawn
        if frame % 50 == 0:
            app.narrator.flush()
    app.narrator.flush()
    assert match.is_over()
    heard = speech.lines
    assert any(form.search(line) for line in heard for form in said)  # the kit's words for its table
    assert any(over.match(line) for line in heard)
    assert len(heard) > 30

