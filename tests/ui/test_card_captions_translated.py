"""A card's sound caption is in the reader's language (issue 39): playing Favor or Attack showed
'[Favor played]' and '[Attack played]' in German and Spanish (the caption was English glued to the
card's English name, not a message)."""

from __future__ import annotations

import pytest
from test_language import drawn_words

from game.i18n import _
from game.rules.kittens.cards import title
from game.ui.games.kittens.sounds import card_sound


@pytest.mark.parametrize("language", ["de", "es"], indirect=True)
@pytest.mark.parametrize("card", ["favor", "attack"])
def test_a_cards_caption_is_drawn_in_the_readers_language(make_app, card):
    app = make_app(size=(1280, 720), captions=True)
    app.sound.play(card_sound(card))
    said = _("[{card} played]").format(card=title(card))
    assert title(card) in said and "played" not in said
    words = drawn_words(app)
    assert said in words and not any("played" in w for w in words), words
