"""A network table's own clock, as the person meets it: the last seconds of their own turn
show (and are said once), and when time runs out and the host's CPU moves for them, they are
told once, in words, spoken and captioned. A host on 127.0.0.1 in this process."""

from __future__ import annotations

import pygame
import pytest
from test_net_narration import narrated, said
from test_net_screens import until
from test_net_table import seated
from uikit import shaped, start_of

from game.engine.feed import Link
from game.i18n import _, format_number, ngettext
from game.net.seating import Joining, LocalHost
from game.net.table import TableOptions
from game.ui.scenes.net_table import lost_words

PLAYS_FOR_YOU = "a CPU plays this move for you"


def timed_out() -> str:
    return _("Time ran out: {what}").format(what=_(PLAYS_FOR_YOU))


def seconds_left(n: int) -> str:
    """What narration says as your turn enters its last `n` seconds."""
    return ngettext("{n} second left, then {what}", "{n} seconds left, then {what}", n).format(
        n=format_number(n), what=_(PLAYS_FOR_YOU))


@pytest.fixture
def timed_host(tmp_path):
    made: list[LocalHost] = []

    def make(turn: float, game: str = "exploding-kittens", cpus: int = 1) -> LocalHost:
        options = TableOptions(grace=30.0, window=1.0, cpu_delay=0.05, turn=turn, commit=turn)
        names = ["Ann", "Mittens", "Tabby", "Socks"][:1 + cpus]
        h = LocalHost(game, ["net"] + ["easy"] * cpus, names, directory=tmp_path / "tables", table_options=options)
        h.begin()
        made.append(h)
        return h

    yield make
    for h in made:
        h.stop()


def my_turn(table) -> bool:
    decision = table.my_decision()
    return decision is not None and decision[1] == "turn"


def test_the_last_seconds_of_your_own_turn_show_and_are_said_once(make_app, timed_host):
    h = timed_host(turn=16.5)
    app, heard = narrated(make_app, captions=True)
    table = seated(app, Joining(h.url, h.code, name="Ann"))
    until(app, lambda: my_turn(table))
    left = table.game.seconds_left()
    assert left is not None and left > 15
    assert table.time_words() == ""  # early in the turn: nothing to hurry about
    until(app, lambda: table.time_words() != "", seconds=8)
    assert table.time_words() == ngettext("{n} s left, then {what}", "{n} s left, then {what}", 15).format(
        n=format_number(15), what=_(PLAYS_FOR_YOU))
    table.draw(app.screen)  # drawn in the countdown's row...
    assert table.clock_area() == table.geo.countdown

    class Over:  # ...or just above a panel open over that row (a choice to make)
        rect = table.geo.countdown.inflate(0, 200)

    table.panel = Over()
    assert table.clock_area().bottom <= Over.rect.top
    table.panel = None
    until(app, lambda: seconds_left(15) in said(app, heard))
    counted = [line for line in said(app, heard) if any(seconds_left(n) in line for n in range(1, 16))]
    assert counted == [seconds_left(15)]  # once, not every second
    assert any(seconds_left(15) in words for words, _c in app.sound.captions)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=app.key_for("draw"), mod=0, unicode=""))
    until(app, lambda: not my_turn(table) or table.game.feeds[0].timeouts)
    assert table.game.feeds[0].timeouts == []  # drawn in time: no CPU moved for Ann


def test_when_time_runs_out_the_person_is_told_once_that_a_cpu_moved_for_them(make_app, timed_host):
    h = timed_host(turn=2.0)
    app, heard = narrated(make_app, captions=True)
    table = seated(app, Joining(h.url, h.code, name="Ann"))
    until(app, lambda: my_turn(table) and table.time_words() != "")
    assert shaped(ngettext("{n} s left, then {what}", "{n} s left, then {what}", 2).replace(
        "{what}", _(PLAYS_FOR_YOU))).fullmatch(table.time_words())
    until(app, lambda: timed_out() in said(app, heard))  # Ann does nothing: the host's CPU moves for her
    assert table.toast is not None and table.toast[0] == timed_out()
    assert any(words == timed_out() for words, _ in app.sound.captions)
    for _i in range(10):
        app.frame(1 / 20)
    # Each time-out the host sent is said once, never again frame after frame.
    assert said(app, heard).count(timed_out()) == len(table.game.feeds[0].timeouts) >= 1
    until(app, lambda: host_moved_for(h, 0))  # and the host's CPU did move for her


def host_moved_for(h: LocalHost, seat: int) -> bool:
    """The host's log shows an action by `seat` although its person never acted."""
    return h.thread.call(lambda: any(step.seat == seat for step in h.table.match.steps))


@pytest.mark.english  # narration's table words are read for "turn" and "next"
def test_a_held_table_rings_no_plate_says_no_turn_and_its_people_read_as_waiting(make_app, tmp_path, monkeypatch):
    from game.ui.table import hud

    drawn: list[tuple[int | None, dict[int, str]]] = []
    real = hud.draw_plates

    def spy(surface, app, g, shown, names, kinds, thinking, clock, notes, mark=None):
        drawn.append((shown.current, dict(notes)))
        real(surface, app, g, shown, names, kinds, thinking, clock, notes, mark)

    monkeypatch.setattr(hud, "draw_plates", spy)
    h = LocalHost("exploding-kittens", ["human", "net", "easy"], ["Hal", "Bea", "Mittens"],
                  directory=tmp_path / "tables", table_options=TableOptions(window=1.0, cpu_delay=0.05))
    try:
        app = make_app()
        table = seated(app, Joining(h.url, h.code, name="Bea"))
        until(app, lambda: table.game.seats and drawn and drawn[-1][1].get(0) == "waiting")
        assert table.game.held and table.shown.current is not None  # somebody will play first...
        current, notes = drawn[-1]
        assert current is None  # ...but no plate says "playing" or is ringed before the start
        assert notes == {0: "waiting"}  # Hal, at the host's screen, waits too; Mittens reads "CPU"
        from game.ui.narration import words

        heard = " ".join(words.table_words(table))  # the table's words (narration's T key) say so too
        assert "turn" not in heard and "next" not in heard
        h.begin()
        until(app, lambda: not table.game.held and drawn[-1][0] is not None and 0 not in drawn[-1][1])
        assert drawn[-1][0] == table.shown.current
        assert "turn." in " ".join(words.table_words(table))
    finally:
        h.stop()


def test_a_dropped_seats_badge_fits_its_plate_at_large_text_in_a_small_window(make_app, tmp_path):
    from game.ui.table import hud

    h = LocalHost("exploding-kittens", ["net", "net", "easy"], ["Ann", "Bea", "Mittens"],
                  directory=tmp_path / "tables", table_options=TableOptions(grace=60.0, window=1.0, cpu_delay=30.0))
    try:
        big = make_app(size=(1024, 640), text_scale=2.0, palette="deuteranopia")
        ann = seated(big, Joining(h.url, h.code, name="Ann", seat=0))
        bea = Joining(h.url, h.code, name="Bea", seat=1)
        until(big, lambda: bea.poll() is not None)
        h.begin(cpus_in_open_seats=True)
        bea.close()  # dropped: held for 60 s
        timed = shaped(ngettext("{badge} {n} s", "{badge} {n} s", 30))  # "away 59 s", as the reader's words say it
        until(big, lambda: 1 in ann.badges() and timed.fullmatch(ann.badges()[1]) is not None)
        words = ann.badges()[1]
        away = start_of("{badge} {n} s", badge=_("away"))
        assert words.startswith(away)  # "reconnecting 59 s" would hang over the table's status line
        assert hud.note_fits(big, ann.geo, 1, words, "Bea")
        assert ann._badge_words()[1][0].startswith(away)  # the same word where there is room
    finally:
        h.stop()


def test_the_lobby_offers_no_show_nearby_switch_when_finding_tables_is_off(app):
    from test_net_screens import open_table

    lobby = open_table(app)  # the tests run with multicast off
    labels = [getattr(w, "label", "") for w in lobby.group.widgets]
    words = [getattr(w, "words", "") for w in lobby.group.widgets]
    assert "Show this table on the local network" not in labels  # an "On" that shows it nowhere
    assert lobby.discovery.blocked in words
    lobby.back()


def test_at_large_text_the_turns_countdown_says_the_seconds_whole_not_cut_off(make_app, timed_host, monkeypatch):
    from game.ui import text

    h = timed_host(turn=3.0)
    app = make_app(size=(1024, 640), text_scale=2.0, palette="deuteranopia")
    table = seated(app, Joining(h.url, h.code, name="Ann"))
    until(app, lambda: my_turn(table) and table.time_words() != "")
    blitted: list[str] = []
    real = text.blit_text
    monkeypatch.setattr(text, "blit_text", lambda surface, words, *rest, **kw: (
        blitted.append(words), real(surface, words, *rest, **kw))[1])
    seconds = table.own_clock()[0]
    table.draw(app.screen)
    short = ngettext("{n} s left", "{n} s left", seconds)
    assert short.format(n=format_number(seconds)) in blitted  # the whole line does not fit at 200%: the seconds do
    left = short.replace("{n}", "").strip()
    assert not any(w.endswith(("\u2026", "...")) and left in w for w in blitted)


@pytest.mark.parametrize("size, scale", [((1024, 640), 2.0), ((1920, 1080), 1.0)])
def test_a_drop_in_your_last_seconds_shares_the_countdowns_row_never_covering_your_buttons(
        make_app, timed_host, monkeypatch, size, scale):
    from game.ui import text

    h = timed_host(turn=3.0)
    app = make_app(size=size, text_scale=scale)
    table = seated(app, Joining(h.url, h.code, name="Ann"))
    until(app, lambda: my_turn(table) and table.time_words() != "" and table.bar_buttons)  # Play and Draw live
    client = table.game.main
    with client._lock:
        client.link = Link.RECONNECTING  # the connection drops now (3 s ago)
    table.dropped_at = table.clock - 2.5
    drawn: list[tuple[str, pygame.Rect]] = []
    real = text.blit_text

    def blit(surface, words, *rest, **kw):
        drawn.append((words, real(surface, words, *rest, **kw)))
        return drawn[-1][1]

    monkeypatch.setattr(text, "blit_text", blit)
    seconds = table.own_clock()[0]
    table.draw(app.screen)
    with client._lock:
        client.link = Link.CONNECTED
    # Whole words, never cut off: the seconds said as seconds since the connection was lost
    link = [rect for words, rect in drawn if words in (lost_words(3), lost_words(3, short=True))]
    short = ngettext("{n} s left", "{n} s left", seconds).format(n=format_number(seconds))
    clock = [rect for words, rect in drawn if words.startswith(short)]
    assert link and clock, drawn
    assert not any(link[0].colliderect(b.rect) for b in table.bar_buttons)
    assert not link[0].colliderect(clock[0])  # the seconds and the connection's words side by side
    assert app.screen.get_rect().contains(link[0])


def test_a_spots_tip_is_drawn_over_your_clock_and_the_connections_words(make_app, timed_host):
    """In your last seconds with the connection lost, at 1024x640 and 200% text: the tip of each
    herd the keyboard focuses is drawn over the clock and the connection's words (drawn on the
    felt, as the countdown is), never under them."""
    from fit import recording

    h = timed_host(turn=14.0, game="herding-cats", cpus=3)  # (your clock shows all your turn)
    app = make_app(size=(1024, 640), text_scale=2.0, palette="deuteranopia")
    table = seated(app, Joining(h.url, h.code, name="Ann"))
    until(app, lambda: table.time_words() != "" and table.bar_buttons, seconds=60)
    client = table.game.main
    with client._lock:
        client.link = Link.RECONNECTING  # the connection dropped 3 s ago
    table.dropped_at = table.clock - 2.5
    try:
        for spot in table.centre_widgets:
            table.controls.focus(spot)
            with recording() as rec:
                table.draw(app.screen)
            tip = table.painter.tip_box
            assert tip is not None
            order = next(order for _surface, rect, order in rec.panels if rect == tip)
            own = " ".join(spot.tip())  # the tip's own lines are parts of its words, inside its box
            toast = table.toast[0] if table.toast else None  # a notice of the moment is over all
            over = [line.words for line in rec.lines if line.order > order and line.rect.colliderect(tip)
                    and not (line.words in own and tip.contains(line.rect)) and line.words != toast]
            assert not over, f"drawn over a herd's tip: {over}"
            short = ngettext("{n} s left", "{n} s left", table.own_clock()[0]).format(
                n=format_number(table.own_clock()[0]))
            ours = [line for line in rec.lines if line.words in (lost_words(3), lost_words(3, short=True))
                    or line.words.startswith(short)]
            assert len(ours) == 2, [line.words for line in rec.lines]
            # under the tip wherever it falls (at this size it runs over them in English)
            assert all(line.order < order for line in ours), [line.words for line in ours]
    finally:
        with client._lock:
            client.link = Link.CONNECTED
