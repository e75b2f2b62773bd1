"""The table over the network: the same TableScene, fed by a host on 127.0.0.1 in this process.

A person plays their seat by posted key presses (draw on their turn, Nope what they can, the
default in every panel); the other seats are played at the host. Nothing leaves loopback.
"""

from __future__ import annotations

import re
import time
from dataclasses import replace

import pygame
import pytest
from app_proc import Person
from uikit import key, shaped, start_of

from game.engine.feed import Link
from game.i18n import _, format_number, ngettext
from game.names import shown_name
from game.net.seating import Joining, LocalHost
from game.net.table import TableOptions
from game.ui.scenes.dialogs import ConfirmScene
from game.ui.scenes.net_table import HostGoneScene, NetGameOverScene, NetTableScene

# A CPU acts in about 0.01 s; a window a person here may answer stays open 0.5 s (they answer
# or let it happen at once, so it closes sooner); a window nobody here can answer times out.
QUICK = TableOptions(grace=30.0, window=0.5, cpu_delay=0.01)

LOST = "Connection lost {n} s ago: reconnecting\u2026"  # the link's words, as the catalogue has them


IDLE = 0.02  # seconds a test's frame loop waits at most for the host's next message
FRAME = 0.1  # the table's time a test frame moves on (the most one frame may: fewer frames drawn)


def seated(app, joining: Joining, seconds: float = 10.0) -> NetTableScene:
    end = time.monotonic() + seconds
    while joining.poll() is None:
        assert joining.problem is None, joining.problem
        assert time.monotonic() < end, "never seated"
        time.sleep(0.01)
    table = NetTableScene(app, joining.game, pace=0.05)
    app.push(table)
    return table


def step(app, table: NetTableScene, dt: float = FRAME) -> None:
    """One frame. Then, when all that arrived is shown and nothing here waits for this person,
    wait for the host's next message (at most `IDLE` s) instead of a fixed sleep: the loop
    follows the host as fast as it sends, idle meanwhile, and runs a person's keys at once."""
    app.frame(dt)
    if (app.stack.top is table and table.panel is None and table.my_decision() is None
            and table.flow.answerer() is None and not table.anims.blocking
            and table.shown_upto >= len(table.feeds[table.seen_as])):
        client = table.game.main
        seen = client.version
        client.wait(lambda c: c.version != seen, IDLE)


def play_by_keys(app, table: NetTableScene, seconds: float = 90.0, until=lambda: False) -> dict[str, int]:
    """Draw on every turn, Nope whenever possible (else let the play happen), Enter in every
    panel, until the game ends (or `until()` holds)."""
    did = {"draws": 0, "nopes": 0, "lets": 0, "waits": 0}
    end = time.monotonic() + seconds
    while time.monotonic() < end and not table.over_shown and not until():
        decision = table.my_decision()
        if isinstance(app.stack.top, ConfirmScene):  # drawing a Kitten you placed on top asks first: yes
            key(app, pygame.K_TAB)
            key(app, pygame.K_RETURN)
        elif table.panel is not None:
            key(app, pygame.K_RETURN)
        elif decision is not None and decision[1] == "turn":
            key(app, app.key_for("draw"))
            did["draws"] += 1
        elif decision is not None and decision[1] == "give_card":
            key(app, pygame.K_1)
            key(app, pygame.K_RETURN)
        elif table.flow.can_answer():
            key(app, app.key_for("nope"))
            did["nopes"] += 1
        elif table.in_window():
            key(app, pygame.K_RETURN)  # Let it happen
            did["lets"] += 1
        if table.waiting_words():
            did["waits"] += 1
        step(app, table)
    return did


@pytest.fixture
def host(tmp_path):
    made: list[LocalHost] = []

    def make(game: str, kinds: list[str], names: list[str], options: TableOptions = QUICK) -> LocalHost:
        h = LocalHost(game, kinds, names, directory=tmp_path / "tables", table_options=options)
        h.begin()  # as the host's Start does
        made.append(h)
        return h

    yield make
    for h in made:
        h.stop()


def test_a_person_plays_a_whole_game_at_a_table_on_a_host(app, host):
    h = host("exploding-kittens", ["net", "easy", "easy"], ["Ann", "Mittens", "Biscuit"])
    joining = Joining(h.url, h.code, name="Bea")
    table = seated(app, joining)
    assert table.humans == [0] and table.cpus == {}  # the CPUs play at the host
    assert table.names[0] == "Bea"
    did = play_by_keys(app, table)
    assert table.over_shown and isinstance(app.stack.top, NetGameOverScene)
    assert did["draws"] > 0 and did["waits"] > 0  # it waited for the host's seats by name
    host_result = h.thread.call(lambda: h.table.match.result())
    assert table.match.result() == host_result is not None
    # the table showed exactly what the host logged for this seat, in order
    logged = h.thread.call(lambda: [h.table.ruleset.redact(e, 0) for e in h.table.match.log])
    assert table.feeds[0] == logged


def test_the_table_waits_for_a_person_elsewhere_by_name(app, host):
    h = host("exploding-kittens", ["net", "net"], ["Ann", "Bea"])
    first = seated(app, Joining(h.url, h.code, name="Ann", seat=0))
    other = Joining(h.url, h.code, name="Bea", seat=1)
    end = time.monotonic() + 10
    while other.poll() is None and time.monotonic() < end:
        time.sleep(0.01)
    assert other.game is not None
    for _i in range(400):
        app.frame(1 / 20)
        if first.waiting_words() or first.my_decision():
            break
    if first.my_decision():  # Ann goes first: draw, then it is Bea's turn
        key(app, app.key_for("draw"))
        for _i in range(400):
            step(app, first)
            if first.waiting_words():
                break
    assert first.waiting_words() == _("Waiting for {name}").format(name="Bea")
    other.close()


def test_the_host_gone_for_good_says_so_and_leads_to_the_title(app, host):
    h = host("exploding-kittens", ["net", "easy"], ["Ann", "Mittens"])
    joining = Joining(h.url, h.code, name="Ann", give_up=5, keep_trying=0.5)
    table = seated(app, joining)
    h.stop()
    end = time.monotonic() + 20
    while not isinstance(app.stack.top, HostGoneScene) and time.monotonic() < end:
        app.frame(1 / 20)
        time.sleep(0.01)
    assert table.game.link == Link.GONE
    assert isinstance(app.stack.top, HostGoneScene)


def redacted_log(h: LocalHost, seat: int) -> list:
    return h.thread.call(lambda: [h.table.ruleset.redact(e, seat) for e in h.table.match.log])


@pytest.mark.parametrize("game, kinds", [("imploding-kittens", ["net", "easy", "easy"]),
                                         ("zombie-kittens", ["net", "easy", "easy"]),
                                         ("herding-cats", ["net", "easy", "easy"]),
                                         ("kombat-kittens", ["net", "easy"])])
def test_every_family_plays_to_the_end_over_the_network(app, host, game, kinds):
    """A person plays by keys (seeded: cards chosen and played, Nopes, defaults, and keys at
    random for a question still open after a while), CPUs at the host: the game ends, as the
    host logged it."""
    import random

    h = host(game, kinds, [f"P{i + 1}" for i in range(len(kinds))])
    table = seated(app, Joining(h.url, h.code, name="Bea"))
    person = Person(random.Random(1))
    end = time.monotonic() + 150
    while time.monotonic() < end and not table.over_shown:
        if isinstance(app.stack.top, ConfirmScene):  # a risky move this person chose: yes
            key(app, pygame.K_TAB)
            key(app, pygame.K_RETURN)
        else:
            person.play(app, table)
        step(app, table)
    assert table.over_shown, f"{game} did not end"
    assert person.acted > 0
    assert table.match.result() == h.thread.call(h.table.match.result)
    assert table.feeds[0] == redacted_log(h, 0)


def test_a_spectator_watches_with_the_code_and_sees_no_hand(app, host):
    from game.saves import SPECTATOR

    h = host("exploding-kittens", ["easy", "easy", "easy"], ["A", "B", "C"])
    table = seated(app, Joining(h.url, h.code, watch=True))
    assert table.humans == [] and table.seen_as == SPECTATOR and table.game.here == ()
    end = time.monotonic() + 90
    while time.monotonic() < end and not table.over_shown:
        assert not table.shown.hand and not table.hand.groups  # nobody's hand, ever
        step(app, table)
    assert table.over_shown and table.feeds[SPECTATOR] == redacted_log(h, SPECTATOR)


def test_a_dropped_connection_reconnects_and_the_game_goes_on(app, host):
    h = host("exploding-kittens", ["net", "net", "easy"], ["Ann", "Cy", "Biscuit"])
    table = seated(app, Joining(h.url, h.code, name="Bea", seat=0))
    cy = Joining(h.url, h.code, name="Cy", seat=1)
    while cy.poll() is None:
        assert cy.problem is None
        time.sleep(0.01)
    for _i in range(100):
        app.frame(1 / 20)
    client = table.game.main
    ws = client._ws
    client.kill()  # as a crash of the connection would: it reconnects by itself
    end = time.monotonic() + 20
    while time.monotonic() < end and (client._ws is ws or table.game.link != Link.CONNECTED):
        app.frame(1 / 20)
        time.sleep(0.01)
    assert client._ws is not ws and table.game.link == Link.CONNECTED
    with client._lock:  # while it is down (the first retry is at once, so it is held here)
        client.link = Link.RECONNECTING
        app.frame(0.05)
        words = [table.link_words()]
        for _i in range(12):
            app.frame(0.1)
        words.append(table.link_words())
        client.link = Link.CONNECTED
    # Says what the number is: the seconds since the connection was lost.
    assert words == [ngettext(LOST, LOST, n).format(n=format_number(n)) for n in (1, 2)]
    assert table.link_words() == ""

    def badges() -> list[str]:
        seen = []
        for _i in range(60):
            app.frame(1 / 20)
            time.sleep(0.005)
            seen += [table.notes[1][0]] if 1 in table.notes else []
        return seen

    cy.close()  # Cy's connection drops: the seat is held, its badge counts down
    away = shaped(ngettext("{badge} {n} s", "{badge} {n} s", 30).replace("{badge}", _("away")))
    assert any(away.fullmatch(b) for b in badges())
    h.thread.call(lambda: (h.table.left(1), h.host.wake(h.table)))  # then a CPU plays it for good
    assert _("left: a CPU plays") in badges() and table.kinds[1] == "cpu"
    play_by_keys(app, table)
    assert table.over_shown and table.feeds[0] == redacted_log(h, 0)  # nothing missed or doubled


def test_back_from_a_drop_the_table_shows_the_game_as_it_is_with_a_short_summary(app, host):
    from game.saves import SPECTATOR

    h = host("exploding-kittens", ["easy", "easy", "easy"], ["A", "B", "C"])
    table = seated(app, Joining(h.url, h.code, watch=True))
    for _i in range(60):
        app.frame(1 / 20)
    watcher = table.game.main
    with watcher._lock:
        watcher.link = Link.RECONNECTING  # as while the connection is down
    app.frame(1 / 20)
    assert table.link_words().startswith(start_of(LOST))
    held = len(table.feeds[SPECTATOR])
    end = time.monotonic() + 10
    while len(watcher.events) < held + 3 and time.monotonic() < end:
        time.sleep(0.05)  # the game goes on at the host meanwhile (no frames: nothing shown)
    with watcher._lock:
        watcher.link = Link.CONNECTED
    app.frame(1 / 20)
    missed = len(table.feeds[SPECTATOR])
    assert missed >= held + 3 and table.shown_upto == missed and not table.anims.blocking
    away = ngettext("While you were away: {n} thing happened (see the log)",
                    "While you were away: {n} things happened (see the log)", 5)
    assert table.toast is not None and table.toast[0].startswith(away[: away.index("{n}")])


def test_two_people_at_the_hosts_screen_play_hot_seat_through_pass_screens(app, host):
    from game.ui.scenes.dialogs import ConfirmScene
    from game.ui.scenes.pass_device import PassDeviceScene

    # The shared view answers a window only after a claim, which nobody makes here: every
    # window runs out (short, so the game does not wait long for it).
    h = host("exploding-kittens", ["human", "human", "easy"], ["Ann", "Bea", "Mittens"], replace(QUICK, window=0.2))
    table = seated(app, h.join_here())
    assert table.humans == [0, 1] and table.viewer is None  # nobody's hand until the device is passed
    passes, end = 0, time.monotonic() + 90
    while time.monotonic() < end and not table.over_shown:
        decision = table.my_decision()
        if isinstance(app.stack.top, PassDeviceScene):
            passes += 1
            key(app, pygame.K_RETURN)
        elif isinstance(app.stack.top, ConfirmScene):  # giving away the Defuse: yes, on purpose
            key(app, pygame.K_TAB)
            key(app, pygame.K_RETURN)
        elif table.panel is not None:
            key(app, pygame.K_RETURN)
        elif decision is not None and decision[1] == "give_card":
            key(app, pygame.K_1)
            key(app, pygame.K_RETURN)
        elif decision is not None:
            key(app, app.key_for("draw"))
        step(app, table)
    assert table.over_shown and passes > 0
    assert table.match.result() == h.thread.call(h.table.match.result)
    logs = {seat: redacted_log(h, seat) for seat in (0, 1)}
    end = time.monotonic() + 5  # each seat's connection brings the last events in its own time
    while any(table.feeds[s] != logs[s] for s in logs) and time.monotonic() < end:
        app.frame(1 / 20)
        time.sleep(0.01)
    assert all(table.feeds[s] == logs[s] for s in logs)


def drawn_words(app, table, monkeypatch) -> list[str]:
    """Every line of text the next frame draws (`table`'s backdrop drawn again, whole)."""
    from game.ui import text

    words: list[str] = []
    blit = text.blit_text
    table.painter._backdrop_cache = None
    monkeypatch.setattr(text, "blit_text",
                        lambda surface, line, *a, **k: words.append(line) or blit(surface, line, *a, **k))
    app.frame(1 / 20)
    monkeypatch.setattr(text, "blit_text", blit)
    return words


def test_the_turn_order_names_this_screens_own_seat_you(app, host, monkeypatch):
    h = host("exploding-kittens", ["net", "net"], ["Ann", "Bea"])
    other = Joining(h.url, h.code, name="Ann", seat=0)
    table = seated(app, Joining(h.url, h.code, name="Bea", seat=1))
    for _i in range(400):  # until it is Ann's turn: Bea, at this screen, is next
        if table.my_decision() is not None and table.my_decision()[1] == "turn":
            key(app, app.key_for("draw"))
        step(app, table)
        if table.synced and table.shown.current == 0 and not table.anims.blocking:
            break
    assert table.shown.current == 0
    words = drawn_words(app, table, monkeypatch)
    assert _("Next: You") in words and _("Next: {name}").format(name="Bea") not in words, words
    other.close()


def test_the_pass_screen_shows_the_hosts_clock_on_the_next_persons_decision(app, host, monkeypatch):
    from game.ui.scenes.pass_device import PassDeviceScene

    h = host("exploding-kittens", ["human", "human", "easy"], ["Ann", "Bea", "Mittens"], replace(QUICK, turn=60.0))
    table = seated(app, h.join_here())
    for _i in range(400):
        step(app, table)
        if isinstance(app.stack.top, PassDeviceScene):
            break
    passing = app.stack.top
    assert isinstance(passing, PassDeviceScene) and table.viewer is None
    left = table.game_clock()
    assert left is not None and 0 < left <= 60
    words = drawn_words(app, table, monkeypatch)
    left_for = shaped(ngettext("{n} s left for {name}", "{n} s left for {name}", 30).replace("{name}", passing.name))
    shown = [w for w in words if left_for.search(w)]
    assert shown and 0 < int(re.search(r"\d+", shown[0])[0]) <= 60, words
    assert left_for.search(passing.spoken_title())  # narration says it too
    assert not any(card in " ".join(words).lower() for card in ("defuse", "nope", "attack", "skip"))  # no hand


def test_a_pass_screen_without_a_hosts_clock_shows_no_time(app, monkeypatch):
    from game.engine import Match, get
    from game.saves import Seat
    from game.ui.scenes.pass_device import PassDeviceScene
    from game.ui.table.scene import TableScene

    rules = get("exploding-kittens")
    match = Match(rules, rules.configure(2, {}), seed=3)
    table = TableScene(app, match, [Seat("Ann", "human"), Seat("Bea", "human")], journal=False, pace=0.05)
    app.push(table)
    for _i in range(400):
        app.frame(0.1)
        if isinstance(app.stack.top, PassDeviceScene):
            break
    assert isinstance(app.stack.top, PassDeviceScene)
    assert not [w for w in drawn_words(app, table, monkeypatch) if " s left" in w]
    assert app.stack.top.spoken_title() == app.stack.top.heading


def test_a_seat_reconnecting_is_called_so_whatever_room_its_plate_has():
    """One word for one seat state: the host's plates (often the narrow ones) said "Bea away 55 s"
    where a joiner's said "Bea reconnecting 55 s", and the lobby said "reconnecting"."""
    from types import SimpleNamespace

    from game.engine.feed import SeatLink, SeatState
    from game.ui.scenes.network import LINK_WORDS

    seats = (SeatState("Ann", SeatLink.HERE), SeatState("Bea", SeatLink.RECONNECTING, time.monotonic() + 55.5))
    game = SimpleNamespace(seats=seats, held=False, here=[0], result=lambda: None)
    words, short = NetTableScene._badge_words(SimpleNamespace(game=game))[1]
    word = LINK_WORDS[SeatLink.RECONNECTING.value]
    assert words == short == f"{word} 55 s" and word == "away", (words, short)  # (as it fits any plate)


def test_no_countdown_shows_while_this_screens_connection_is_down(app, host, monkeypatch):
    """A window Bea may answer is open when her connection drops: the host's clock cannot be read,
    so no "0.0 s" sits beside "Connection lost 1 s ago: reconnecting…"."""
    import re

    h = host("exploding-kittens", ["net", "easy", "easy"], ["Bea", "Mittens", "Biscuit"], replace(QUICK, window=30.0))
    table = seated(app, Joining(h.url, h.code, name="Bea", seat=0))
    end = time.monotonic() + 60
    while not (table.in_window() and table.game_clock()):
        assert time.monotonic() < end, "no window opened for Bea"
        if table.my_decision() is not None and table.my_decision()[1] == "turn":
            key(app, app.key_for("draw"))
        elif table.panel is not None:
            key(app, pygame.K_RETURN)
        step(app, table)
    client = table.game.main
    with client._lock:  # the connection is down, and the host's deadline it last sent has passed
        client.link, client._deadline = Link.RECONNECTING, time.monotonic() - 1.0
        app.frame(0.05)
        words = drawn_words(app, table, monkeypatch)
        client.link = Link.CONNECTED
    assert any(w.startswith(start_of(LOST)) for w in words), words
    assert not [w for w in words if re.fullmatch(r"\d+(\.\d)? s.*|\d+ s left.*", w)], words


def test_the_result_at_a_network_table_names_this_screens_own_seat_you(app, host):
    """The game-over recap says "You" for this screen's seat, as a local table's does: it read
    "Bea exploded on turn 9" on Bea's own screen while her log said "You exploded!"."""
    h = host("exploding-kittens", ["net", "easy"], ["Ann", "Mittens"])
    table = seated(app, Joining(h.url, h.code, name="Bea"))
    play_by_keys(app, table)
    assert table.over_shown
    recap = table.recap()
    played = start_of("Cards played: {counts}.") + start_of("{name} {count}", name=shown_name("You"))
    assert recap[-1].startswith(played) and not any("Bea" in line for line in recap), recap
    you = ngettext("You exploded on turn {n}.", "You exploded on turn {n}.", 2)
    them = ngettext("{name} exploded on turn {n}.", "{name} exploded on turn {n}.", 2).replace("{name}", "Mittens")
    assert all(line.startswith((you[: you.index("{n}")], them[: them.index("{n}")])) for line in recap[:-1]), recap
