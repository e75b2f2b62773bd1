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



@pytest.mark.parametrize("game", ["exploding-kittens", "kombat-kittens", "herding-cats"])
def test_every_family_says_whose_turn_it_is_in_narrations_words(make_app, game):
    """The T key's words say whose turn it is as narration says it everywhere ("Your turn.",
    "Biscuit's turn."), the person's own turn and a CPU's alike (Kittens' turns owed aside)."""
    from game.ui.narration import words

    app = make_app()
    seats = [Seat("You", "human"), Seat("Biscuit", "easy"), Seat("Pixel", "easy")]
    table = TableScene(app, new_match(game, seats, {}, seed=2), seats, journal=False, pace=0.02)
    app.push(table)
    heard: dict[bool, str] = {}  # whether it was your turn: whose turn the words said
    for _frame in range(3000):
        unseen_frames(app, 1, 0.05)
        shown = table.table_shown()
        if shown.current is not None and not table.match.is_over() and getattr(shown, "turns", 1) <= 1:
            heard[shown.current == table.viewer] = words.turn_words(table, shown.current)
            assert heard[shown.current == table.viewer] in words.table_words(table)
        if len(heard) == 2:
            break
        if table.viewer is not None and table.match.legal_actions(table.viewer):
            table.match.act(table.viewer, table.match.legal_actions(table.viewer)[0])
    assert heard[True] == _("Your turn.") and heard[False] in {_("{name}'s turn.").format(name=n)
                                                               for n in ("Biscuit", "Pixel")}
