"""Passing the device says why in one whole sentence a translator may reorder (issue 39): the
German heading puts the reason before the name, which a fragment glued after the name could not."""

from __future__ import annotations

import pytest

from game.ui.scenes.pass_device import PassDeviceScene


@pytest.mark.parametrize(("language", "purpose", "heading"), [
    ("de", "answer", "Gib das Gerät zum Antworten an Bea."),
    ("es", "answer", "Pasa el dispositivo a Bea para que responda."),
    ("en", "answer", "Pass the device to Bea to answer."),
    ("de", "", "Gib das Gerät an Bea"),
], indirect=["language"])
def test_the_heading_is_one_sentence_in_each_language(make_app, purpose, heading):
    app = make_app(size=(1024, 640))
    scene = PassDeviceScene(app, "Bea", lambda: None, purpose=purpose)
    assert scene.heading == heading
