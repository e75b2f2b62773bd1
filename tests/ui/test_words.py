"""Issue 13, point 10: every line of narration reads as English in the first, second and third
person. Each event kind is narrated with the viewer as the actor, as the target and as neither,
and the lines are checked for the patterns players tripped on."""

from __future__ import annotations

import dataclasses
import inspect
import re

import pygame
import pytest
from uikit import frames

from game import settings as st
from game.engine.events import Event
from game.i18n import _
from game.rules.kittens import events as ev
from game.rules.kittens.narrate import describe
from game.ui.scenes.settings import KeyButton, SettingsScene

NAMES = ["Ann", "Bea", "Cal"]
ACTOR, TARGET, OTHER = 0, 1, 2  # seats: who acts, who is acted on, who only watches

EVENT_KINDS = [c for _, c in inspect.getmembers(ev, inspect.isclass)
               if issubclass(c, Event) and c is not Event and c.__module__ == ev.__name__]

# Sample values by field name: each list gives the variants narrated.
SAMPLES: dict[str, list[object]] = {
    "seat": [ACTOR], "first": [ACTOR], "giver": [TARGET], "receiver": [ACTOR], "target": [TARGET, None],
    "cards": [("shuffle",), ("tacocat", "tacocat"), None], "card": ["shuffle", None], "named": ["defuse", None],
    "how": ["favor", "steal", "named"], "cancelled": [False, True], "turns": [1, 2], "attacked": [False],
    "direction": [1, -1], "pile": [None], "hands": [(("skip",),) * 3], "draw": [None], "discard": [()],
    "removed": [()], "bottom": [False, True], "position": [0, None], "kitten": ["exploding_kitten",
                                                                             "imploding_kitten"],
    "hand": [("skip",)], "prompt": ["give"], "risen": [TARGET], "watchers": [(), (TARGET,)],
}
REQUIRED = {"cards": [("shuffle",)], "card": ["exploding_kitten"], "target": [TARGET]}  # never None


def samples(kind: type[Event]) -> list[Event]:
    """Every event of `kind` made from the sample values (one field varied at a time)."""
    fields = [f.name for f in dataclasses.fields(kind)]

    def values(name: str) -> list[object]:
        options = SAMPLES[name]
        if kind in (ev.CardsPlayed, ev.KittenPlaced, ev.DiscardTaken, ev.NothingTaken) and name in REQUIRED:
            options = [v for v in options if v is not None] or REQUIRED[name]
        return options

    base = {name: values(name)[0] for name in fields}
    made = [kind(**base)]
    for name in fields:
        made += [kind(**{**base, name: v}) for v in values(name)[1:]]
    return made


def bad(line: str) -> list[str]:
    """What is wrong with a line of narration."""
    problems = []
    if re.search(r"(?<!^)(?<![.!?] )\bYou\b", line):
        problems.append("capital You mid-sentence")
    if re.search(r"\b[Yy]ou (wins|has|is|goes|was|gives|looks)\b", line) or "You's" in line:
        problems.append("you with a third-person verb")
    if re.search(r"\b(Ann|Bea|Cal) (win|have|are|go|were)\b", line):
        problems.append("a name with a second-person verb")
    first = line.split()[0].strip("!:.,")
    if not line[0].isupper() or first.endswith("ing") or first in {"It", "Gives", "Wins", "Happens"}:
        problems.append("no subject")
    if re.search(r"\b\w+_\w+\b", line):
        problems.append("an identifier")
    return problems


@pytest.mark.parametrize("kind", EVENT_KINDS, ids=lambda k: k.__name__)
@pytest.mark.parametrize("viewer", [ACTOR, TARGET, OTHER], ids=["actor", "target", "neither"])
def test_every_event_reads_well_in_every_person(kind, viewer):
    for event in samples(kind):
        for names, you in ((NAMES, viewer), ([*NAMES[:viewer], "You", *NAMES[viewer + 1:]], None)):
            line = describe(event, names, you)
            assert line and not bad(line), (line, bad(line), event)


def test_the_viewer_is_you_in_the_second_person():
    assert describe(ev.GameWon(0), NAMES, 0) == "You win!"
    assert describe(ev.GameWon(0), NAMES, 1) == "Ann wins!"
    assert describe(ev.CardMoved(0, 1, "shuffle", "steal"), NAMES, 0) == "Bea took Shuffle from you"
    assert describe(ev.CardMoved(0, 1, None, "favor"), NAMES, 1) == "Ann gave a card to you"
    assert describe(ev.TurnBegan(0, 2), NAMES, 0) == "Your turn (2 turns)"
    assert describe(ev.NothingTaken(1, 0, "defuse"), NAMES, 0) == "You have no Defuse"
    assert describe(ev.PlayResolved(False), NAMES) != "It happens"
    # The table's one person is named "You": read as the viewer without being told.
    assert describe(ev.GameWon(0), ["You", "Bea"]) == "You win!"


def test_key_settings_read_as_words(app):
    scene = SettingsScene(app)
    app.push(scene)
    frames(app)
    shown = [b._words() for b in scene.group.widgets if isinstance(b, KeyButton)]
    assert len(shown) >= 5
    for words in shown:
        assert not re.search(r"[!?]:", words), words
    scene.capture("nope")
    pygame.event.pump()
    asking = _("{action}: press a key (Esc cancels)").format(action=_(st.ACTION_LABELS["nope"]))
    assert asking == next(b._words() for b in scene.group.widgets if isinstance(b, KeyButton) and b.action == "nope")


def test_a_seat_played_by_someone_here_is_a_person_on_every_screen():
    """New game's seat row and the statistics say what History, its export and the network
    screens say: a "person" (not "Human" on one screen and "person" on the next)."""
    from game.history import LEVEL_WORDS
    from game.ui.scenes.network import NET_KINDS
    from game.ui.table.seats import SEAT_KIND_LABELS

    assert SEAT_KIND_LABELS["human"] == LEVEL_WORDS["human"].capitalize() == "Person"
    assert dict(NET_KINDS)["human"].lower().endswith("person here")
