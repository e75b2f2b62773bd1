"""Issue 13 at the table: watching once out (faster, skip to the result), CPU speed everywhere,
hot-seat names, no Nope offered on your own play, captions with subjects, the Favor prompt, the
Defuse leaving the hand, the L key and its setting."""

from __future__ import annotations

import pygame
from uikit import frames, key

from game.engine import Match, get
from game.i18n import _
from game.names import shown_name
from game.rules.kittens import events as ev
from game.rules.kittens.cards import title
from game.saves import Seat
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.table.anims import Stamp
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match

PILE = ("tacocat", "cattermelon", "beard_cat", "exploding_kitten", "shuffle", "favor", "exploding_kitten")


def table_for(app, hands, pile=PILE, first=0, seats=None, **kwargs) -> TableScene:
    """A 3-seat Exploding Kittens table (the person, two Medium CPUs) dealt as given."""
    rules = get("exploding-kittens")
    seats = seats or [Seat("You", "human"), Seat("Mittens", "medium"), Seat("Biscuit", "medium")]
    match = Match(rules, rules.configure(len(seats), {}), seed=2, log=[ev.Dealt(hands, pile, first)])
    table = TableScene(app, match, seats, fresh=False, journal=False, **kwargs)
    app.push(table)
    return table


def plays_first(table: TableScene, seat: int, target: int | None = None) -> None:
    """CPU `seat` plays a card whenever it can (on `target` when it names one)."""
    def policy(view, legal, rng):
        plays = [a for a in legal if a.kind == "play" and (target is None or a.target in (None, target))]
        return plays[0] if plays else next((a for a in legal if a.kind != "nope"), legal[0])

    table.cpus[seat].bot.policy = policy


def run_until(app, table, done, limit: int = 3000) -> None:
    for _i in range(limit):
        if done():
            return
        app.frame(1 / 60)
    raise AssertionError("never happened")


# ---- point 1: watching once out, and the CPU speed ----------------------------------------------
def test_a_person_who_is_out_can_watch_faster_or_skip_to_the_result(make_app):
    app = make_app()
    table = table_for(app, (("skip",), ("defuse", "tacocat"), ("defuse", "beard_cat")),
                      pile=("exploding_kitten", *PILE))
    run_until(app, table, lambda: table.my_decision() is not None)
    key(app, pygame.K_d)  # no Defuse: out
    run_until(app, table, lambda: table.watching() and table.bar_buttons)
    labels = [b.label for b in table.bar_buttons]
    assert labels[:2] == [_("Faster: {next}x (now {now}x)").format(next=2, now=1), _("Skip to the result")]
    assert table.controls.focused is None  # offered, not asked: the focus does not jump to them
    for expected in (2, 4, 8, 1):
        table.bar_buttons[0].activate()
        assert table.speedup == expected
    table.bar_buttons[1].activate()
    frames(app, 30)
    assert table.match.is_over() and table.over_shown
    assert not any(a.blocking for a in table.anims.items)  # nothing was animated on the way


def test_the_nope_stamp_follows_the_cpu_speed(make_app):
    app = make_app(cpu_speed="instant")
    table = table_for(app, (("skip",), ("defuse", "nope"), ("defuse", "tacocat")))
    table.director.show(ev.CardsPlayed(0, ("skip",)))
    table.director.show(ev.Noped(1))
    run_until(app, table, lambda: any(isinstance(a, Stamp) for a in table.anims.items))  # the Nope lands
    stamp = next(a for a in table.anims.items if isinstance(a, Stamp))
    assert stamp.tween.duration <= 0.9 * table.pace + 1e-9


# ---- point 3: names in hot-seat -------------------------------------------------------------------
def test_hot_seat_never_calls_a_person_you(make_app):
    app = make_app()
    seats = [Seat("You", "human"), Seat("Ann", "human"), Seat("Mittens", "medium")]
    match = new_match("exploding-kittens", seats, {}, seed=3)
    table = TableScene(app, match, seats, journal=False, pace=0.2)
    app.push(table)
    assert table.names == [_("Player {n}").format(n=1), "Ann", "Mittens"]
    run_until(app, table, lambda: isinstance(app.stack.top, PassDeviceScene))
    heading = app.stack.top.heading
    assert _("You") not in heading and table.names[0] in heading
    assert "You's" not in table.painter._status_words()


def test_one_person_stays_you_and_new_people_are_player_n(make_app):
    app = make_app()
    table = table_for(app, (("skip",), ("defuse",), ("defuse",)))
    assert table.names[0] == shown_name("You")
    setup = NewGameScene(app)
    setup._set_kind(1, "human")
    name = setup.seats()[1].name  # kept as the default for seat 2, read in the reader's words
    assert name == "Player 2" and shown_name(name) == _("Player {number}").format(number=2)


# ---- point 4: your own play is not yours to answer --------------------------------------------------
def test_your_own_play_waits_for_answers_and_nope_shows_unavailable(make_app):
    app = make_app(response_timer=4)
    table = table_for(app, (("shuffle", "tacocat"), ("defuse", "skip"), ("defuse", "tacocat")))
    run_until(app, table, lambda: table.my_decision() is not None)
    table.act(0, next(a for a in table.match.legal_actions(0) if a.cards == ("shuffle",)))
    run_until(app, table, lambda: table.synced and table.match.pending.kind.name == "RESPONSE")
    words = table.painter._status_words()
    assert words == _("{status} Waiting for answers").format(status=_("You played {cards}.").format(
        cards=title("shuffle")))
    # A CPU's play, and the person holds no Nope: nothing asks them to Nope it, the button is off.
    plays_first(table, 1, target=0)
    run_until(app, table, lambda: table.my_decision() is not None, limit=6000)
    key(app, pygame.K_d)
    run_until(app, table, lambda: table.in_window(), limit=6000)
    asked = _("{status} Nope it?").split("{status}")[1]
    assert asked not in table.painter._status_words()
    nope = next(b for b in table.bar_buttons if b.label == _(table.kit.answer_label))
    assert not nope.enabled


# ---- point 10: captions with subjects, the winner line, the Favor prompt ------------------------------
def test_captions_have_a_subject_and_the_favor_prompt_names_the_receiver(make_app):
    app = make_app(response_timer=2)
    table = table_for(app, (("tacocat", "skip"), ("favor", "defuse"), ("defuse", "skip")), first=1)
    d = table.director
    d.show(ev.CardMoved(1, 2, None, "favor"))
    d.show(ev.NothingTaken(1, 2))
    d.show(ev.CardMoved(0, 1, "tacocat", "favor"))
    assert table.notes[1][0] == _("{name} gives a card").format(name="Mittens")
    assert table.notes[2][0] == _("{name} has no card to give").format(name="Biscuit")
    plays_first(table, 1, target=0)
    table.resync()
    run_until(app, table, lambda: table.my_decision() == (0, "give_card"), limit=6000)
    assert table.painter._status_words() == _("Choose a card to give to {name}").format(name="Mittens")
    assert "Mittens" in table.bar_buttons[0].label


def test_the_winner_line_speaks_to_you(make_app):
    app = make_app()
    table = table_for(app, (("skip",), ("defuse",), ("defuse",)))
    table.shown.winner = 0
    assert table.painter._status_words() == _("You win!")


def test_the_log_speaks_to_the_one_person_whatever_their_name(make_app):
    app = make_app()
    seats = [Seat("Alice", "human"), Seat("Mittens", "medium"), Seat("Biscuit", "medium")]
    table = table_for(app, (("skip",), ("defuse",), ("defuse",)), seats=seats)
    frames(app, 5)
    assert table.log_lines()[0] == _("The cards are dealt. You go first.")


# ---- point 11: the Defuse leaves your hand while you place the Kitten -------------------------------
def test_defuse_is_not_in_the_hand_while_placing_the_kitten(make_app):
    app = make_app()
    table = table_for(app, (("defuse", "skip"), ("defuse",), ("defuse",)), pile=("exploding_kitten", *PILE[:3]))
    run_until(app, table, lambda: table.my_decision() is not None)
    key(app, pygame.K_d)
    run_until(app, table, lambda: table.panel is not None)
    assert [g.card for g in table.hand.groups] == ["skip"]
    frames(app, 20)
    assert [g.card for g in table.hand.groups] == ["skip"]


# ---- point 6: the L key ---------------------------------------------------------------------------------
def test_l_redraws_at_once_and_is_remembered(make_app):
    app = make_app()
    table = table_for(app, (("skip",), ("defuse",), ("defuse",)))
    frames(app, 5)
    log = table.geo.log.copy()
    spot = (log.centerx, log.bottom - 5)
    panel_colour = app.screen.get_at(spot)[:3]
    key(app, pygame.K_l)
    frames(app, 1)
    assert table.geo.log is None and app.screen.get_at(spot)[:3] != panel_colour
    assert app.settings.show_log is False
    again = table_for(app, (("skip",), ("defuse",), ("defuse",)))
    assert again.geo.log is None


def test_a_person_who_is_out_keeps_the_keyboard_focus_on_the_watch_buttons(make_app):
    """Tab to "Skip to the result" while the CPUs play on: the focus stays there as the table
    moves (the buttons are made again at every move), so Enter skips."""
    app = make_app()
    table = table_for(app, (("skip",), ("defuse", "tacocat"), ("defuse", "beard_cat")),
                      pile=("exploding_kitten", *PILE))
    run_until(app, table, lambda: table.my_decision() is not None)
    key(app, pygame.K_d)  # no Defuse: out
    run_until(app, table, lambda: table.watching() and table.bar_buttons)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    frames(app, 2)
    assert table.controls.focused is table.bar_buttons[1]
    moves = len(table.match.log)
    run_until(app, table, lambda: len(table.match.log) > moves + 2 and not table.anims.blocking)
    assert table.controls.focused is table.bar_buttons[1] and table.bar_buttons[1].label == _("Skip to the result")
    key(app, pygame.K_RETURN)
    frames(app, 30)
    assert table.match.is_over() and table.over_shown
