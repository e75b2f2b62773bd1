"""The seats a network game keeps in the data folder (a client's seat for Rejoin, the table the
app hosts for Continue): signed, offered on the title, ignored once edited or written by hand."""

from __future__ import annotations

import json

from game import storage
from game.net.tickets import HOSTED, TICKET, Ticket
from game.ui.scenes.network import JoinScene
from game.ui.scenes.title import TitleScene


def labels(app) -> list[str]:
    return [getattr(w, "label", "") for w in app.stack.top.group.widgets]


def test_the_title_offers_to_rejoin_a_table_elsewhere_and_to_continue_the_table_hosted_here(keeping_app):
    app = keeping_app
    app.reset(TitleScene(app))
    app.frame(1 / 30)
    assert not any(word.startswith(("Rejoin", "Continue your")) for word in labels(app))
    Ticket("ws://127.0.0.1:1", "K7QM-3XPD-9RTW", {1: "t" * 43}, "Herding Cats").save()
    Ticket("ws://127.0.0.1:2", "A7QM-3XPD-9RTW", {0: "u" * 43}, "Exploding Kittens", hosted=True).save()
    app.reset(TitleScene(app))
    app.frame(1 / 30)
    assert labels(app)[:2] == ["Continue your network table (Exploding Kittens)", "Rejoin Herding Cats at 127.0.0.1:1"]
    app.stack.top.group.widgets[1].activate()
    app.frame(1 / 30)
    scene = app.stack.top
    assert isinstance(scene, JoinScene) and scene.rejoining and scene.code == "K7QM-3XPD-9RTW"
    scene.back()


def test_a_ticket_edited_or_written_by_hand_is_ignored(keeping_app):
    for name, hosted in ((TICKET, False), (HOSTED, True)):
        ticket = Ticket("ws://127.0.0.1:1", "K7QM-3XPD-9RTW", {1: "t" * 43}, "Herding Cats", hosted)
        ticket.save()
        path = storage.paths().data_dir / name
        data = json.loads(path.read_text("utf-8"))
        assert Ticket.load(hosted) == ticket
        path.write_text(json.dumps({**data, "url": "ws://203.0.113.9:8766"}))  # sent elsewhere
        assert Ticket.load(hosted) is None
        path.write_text(json.dumps({k: v for k, v in data.items() if k != "sig"}))  # by hand
        assert Ticket.load(hosted) is None
        Ticket.forget(hosted)
        assert not path.exists()
