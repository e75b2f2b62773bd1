"""Zombie Kittens at the table, one test per prompt a person answers: each opens its panel (or
limits the hand), reads in the second person for them, and is answered by keys or the mouse.
Tables are set up with `match.act` from a chosen deal, then shown with `fresh=False`."""

from __future__ import annotations

import pygame
from uikit import frames, key

from game.engine import Action, Match, get
from game.i18n import _, ngettext
from game.rules.kittens import events as ev
from game.rules.kittens.cards import title
from game.saves import Seat
from game.ui.games.kittens.panels import DigPanel, PlacePanel
from game.ui.games.kittens.rising import Rising
from game.ui.scenes.dialogs import ConfirmScene
from game.ui.table.anims import Flash, Glow, Particles, Shake
from game.ui.table.panels import ChoicePanel, RevealPanel
from game.ui.table.scene import TableScene

PASS = Action("pass")
EK = "exploding_kitten"


def table_at(app, hands, draw, script, first=None, players=3) -> tuple[TableScene, Match]:
    """A Zombie table for "You" (seat 0) against easy CPUs, after `script` ((seat, action) or
    ("all", pass): everyone asked passes)."""
    if first is None:
        first = 1 if script[:2] == DIES_FIRST else 0
    rules = get("zombie-kittens")
    match = Match(rules, rules.configure(players, {}), seed=1, log=[ev.Dealt(tuple(map(tuple, hands)), draw, first)])
    for seat, action in script:
        if seat == "all":
            while match.pending is not None and match.pending.prompt == "nope":
                match.act(min(match.pending.seats), PASS)
        else:
            match.act(seat, action)
    seats = [Seat("You", "human")] + [Seat(n, "easy") for n in ("Mittens", "Biscuit", "Pickles")[: players - 1]]
    table = TableScene(app, match, seats, fresh=False, journal=False, pace=0.05)
    app.push(table)
    return table, match


def until(app, condition, limit=2000) -> None:
    for _i in range(limit):
        if condition():
            return
        app.frame(1 / 20)
    raise AssertionError("condition never met")


def logged(match: Match, kind: type) -> list:
    return [e for e in match.log if isinstance(e, kind)]


def click(app, rect: pygame.Rect) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=rect.center))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=rect.center))


DIES_FIRST = [(1, Action("draw")), (2, Action("draw"))]  # Mittens (no Zombie Kitten) dies; Biscuit draws


def test_drawing_an_exploding_kitten_offers_zombie_or_death_and_dying_keeps_the_hand(app):
    table, match = table_at(app, [["zombie_kitten", "nope"], [], []], (EK, "tacocat", EK), [(0, Action("draw"))])
    until(app, lambda: isinstance(table.panel, ChoicePanel))
    labels = [label for label, _card, _action in table.panel.options]
    assert labels == [_("Play a Zombie Kitten: live on"), _("Die: keep your hand and answer from the grave")]
    assert table.kit.status(table) == _("Play a Zombie Kitten, or die")
    until(app, lambda: table.clock - table.asked_at > 0.5)
    assert table.panel.group.focused.label == labels[0]  # living on is the default
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert isinstance(app.stack.top, ConfirmScene)  # dying, chosen by keyboard, asks once (issue 28)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    until(app, lambda: logged(match, ev.Died) and not table.anims.blocking)
    frames(app, 3)
    assert not match.view(0).alive[0]
    assert table.shown.hand == ["nope", "zombie_kitten"]  # the dead keep their hand, and see it
    assert table.private_drawn == 0


def test_the_zombie_choice_by_mouse_then_hiding_the_kitten_in_secret(app):
    table, match = table_at(app, [["zombie_kitten"], [], []], (EK, "tacocat", EK, "mummy_cat"), [(0, Action("draw"))])
    until(app, lambda: isinstance(table.panel, ChoicePanel))
    until(app, lambda: table.clock - table.asked_at > 0.5)
    click(app, table.panel.group.widgets[0].rect)  # Play a Zombie Kitten
    until(app, lambda: isinstance(table.panel, PlacePanel))
    assert table.panel.heading == _("Hide the Exploding Kitten") and table.panel.private
    assert table.kit.status(table) == _("Choose where the Kitten goes, in secret")
    until(app, lambda: table.clock - table.asked_at > 0.5)
    key(app, pygame.K_END)
    key(app, pygame.K_RETURN)
    until(app, lambda: logged(match, ev.KittenHidden))
    hidden = logged(match, ev.KittenHidden)[0]
    assert hidden.position == match.view(0).draw_count - 1  # at the bottom


def test_resurrect_asks_whom_among_the_dead_then_two_kittens_are_hidden(app):
    script = [*DIES_FIRST, (0, Action("draw")), (0, Action("play", cards=("zombie_kitten",))), ("all", PASS)]
    table, match = table_at(app, [["zombie_kitten"], [], []], (EK, "tacocat", EK, "mummy_cat", "bony_cat"), script)
    until(app, lambda: isinstance(table.panel, ChoicePanel))
    assert table.panel.heading == _("Bring a player back to life")
    only = ngettext("{name} ({n} card)", "{name} ({n} cards)", 0).format(name="Mittens", n=0)
    assert [label for label, _card, _action in table.panel.options] == [only]  # only the dead
    assert table.kit.status(table) == _("Choose whom to bring back to life")
    until(app, lambda: table.clock - table.asked_at > 0.5)
    key(app, pygame.K_RETURN)
    until(app, lambda: any(isinstance(a, Rising) for a in table.anims.items), 200)  # the resurrection effect
    until(app, lambda: isinstance(table.panel, PlacePanel))
    assert match.view(0).alive[1] and table.shown.alive[1]
    assert table.panel.heading == ngettext("Hide the Exploding Kitten ({n} to hide)",
                                           "Hide the Exploding Kitten ({n} to hide)", 2).format(n=2)
    until(app, lambda: table.clock - table.asked_at > 0.5)
    key(app, pygame.K_RETURN)
    until(app, lambda: isinstance(table.panel, PlacePanel) and len(logged(match, ev.KittenHidden)) == 1)
    until(app, lambda: table.clock - table.asked_at > 0.5)
    key(app, pygame.K_END)
    key(app, pygame.K_RETURN)
    until(app, lambda: len(logged(match, ev.KittenHidden)) == 2)
    assert match.pending.prompt == "turn"


def test_feed_the_dead_gift_is_chosen_from_the_hand(app):
    script = [*DIES_FIRST, (0, Action("play", cards=("feed_the_dead",), target=1)), ("all", PASS)]
    table, match = table_at(app, [["feed_the_dead", "tacocat", "skip"], [], []], (EK, "bony_cat", EK, "mummy_cat"),
                            script)
    until(app, lambda: table.my_decision() == (0, "feed_the_dead"))
    assert table.kit.status(table) == _("Choose a card to feed to {other}").format(other="Mittens")
    assert table.bar_buttons[0].label == _("Give {name} a card (choose one)").format(name="Mittens")
    assert not table.bar_buttons[0].enabled
    until(app, lambda: table.clock - table.asked_at > 0.5)
    key(app, pygame.K_2)  # skip, tacocat: the second is Tacocat
    frames(app)
    assert table.bar_buttons[0].label == _("Feed {card} to {name}").format(card=title("tacocat"), name="Mittens")
    key(app, pygame.K_RETURN)
    until(app, lambda: logged(match, ev.CardFed))
    assert logged(match, ev.CardFed)[0].card == "tacocat"
    until(app, lambda: not table.anims.blocking and table.synced)
    assert table.shown.counts[1] == 1


def test_grave_robber_a_dead_person_chooses_a_card_for_the_pile(app):
    script = [(0, Action("draw")), (1, Action("play", cards=("grave_robber",))), ("all", PASS)]
    table, match = table_at(app, [["nope", "tacocat"], ["grave_robber"], []], (EK, "bony_cat", EK), script)
    until(app, lambda: table.my_decision() == (0, "grave_robber"))
    assert table.kit.status(table) == _("Choose a card to put into the draw pile")
    assert table.shown.out_word(0) == ngettext("DEAD · {n} card", "DEAD · {n} cards", table.shown.counts[0]).format(
        n=table.shown.counts[0])
    until(app, lambda: table.clock - table.asked_at > 0.5)
    frames(app, 2)
    assert table.private_drawn == 0  # the dead person's hand is shown to them
    key(app, pygame.K_2)
    key(app, pygame.K_RETURN)
    until(app, lambda: logged(match, ev.CardBuried))
    assert logged(match, ev.CardBuried)[0].card == "tacocat"


def test_dig_deeper_shows_the_top_card_in_private_and_draws_the_one_under_it(app):
    script = [(0, Action("play", cards=("dig_deeper",))), ("all", PASS)]
    table, match = table_at(app, [["dig_deeper"], [], []], ("tacocat", "mummy_cat", EK, EK), script)
    until(app, lambda: isinstance(table.panel, DigPanel))
    assert table.panel.top == "tacocat" and table.panel.private
    assert table.kit.status(table) == _("Draw the top card, or the one under it")
    until(app, lambda: table.clock - table.asked_at > 0.5)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    until(app, lambda: logged(match, ev.CardDug))
    assert logged(match, ev.CardDug)[0].card == "mummy_cat"
    until(app, lambda: not table.anims.blocking and table.synced, 400)
    frames(app, 5)
    assert not isinstance(table.panel, RevealPanel)  # the Dig Deeper panel showed it: no second reveal


def window_on_cpu_play(app, hand, dead=False):
    """Mittens plays Skip; "You" (alive or dead) holds `hand` in its window."""
    draw = (EK, "bony_cat", EK, "mummy_cat", "tacocat")  # "You" draws first: dies, or draws a cat
    script = [(0, Action("draw")), (1, Action("play", cards=("skip",)))]
    return table_at(app, [hand, ["skip"], []], draw if dead else ("bony_cat", *draw), script)


def test_several_answer_cards_offer_a_choice_and_a_dead_person_can_play_a_now_card(make_app):
    app = make_app(response_timer=15)
    table, match = window_on_cpu_play(app, ["nope", "shuffle"], dead=True)
    frames(app, 4)
    until(app, lambda: table.in_window())
    assert not match.view(0).alive[0]
    assert table.bar_buttons[0].label == _("Answer: choose a card")
    assert all(part in table.kit.status(table) for part in _("{status} Answer it?").split("{status}"))
    until(app, lambda: table.clock - table.asked_at > 0.5)
    key(app, pygame.K_n)
    frames(app)
    assert isinstance(table.panel, ChoicePanel) and table.panel.heading == _("Answer with")
    assert [label for label, _card, _action in table.panel.options] == [
        _("Nope!"), _("{card} (NOW)").format(card=title("shuffle"))]
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    until(app, lambda: any(isinstance(e, ev.CardsPlayed) and e.seat == 0 for e in match.log))
    played = next(e for e in match.log if isinstance(e, ev.CardsPlayed) and e.seat == 0)
    assert played.cards == ("shuffle",)


def test_a_window_waits_for_a_person_holding_only_a_now_card(make_app):
    """The one-person early close counts NOW cards as answers: the window runs its timer (every
    window's: the CPU's play is aimed at nobody, so by default it would get the short one)."""
    app = make_app(response_timer=6, only_affecting_me=False)
    table, match = window_on_cpu_play(app, ["shuffle", "tacocat"])
    frames(app, 4)
    until(app, lambda: table.in_window())
    assert table.bar_buttons[0].label == _("{card} (NOW)").format(card=title("shuffle"))
    assert table.bar_buttons[0].enabled
    for _i in range(60):  # 3 seconds: past the readable minimum and every CPU's answer
        app.frame(1 / 20)
    assert table.in_window() and match.pending.prompt == "nope"


def test_the_resurrection_effect_is_calm_with_reduced_flashing_and_still_with_reduced_motion(make_app):
    script = [*DIES_FIRST, (0, Action("draw")), (0, Action("play", cards=("zombie_kitten",))), ("all", PASS),
              (0, Action("resurrect", target=1))]
    for settings in ({"reduced_flashing": True}, {"reduced_motion": True}):
        app = make_app(**settings)
        table, _ = table_at(app, [["zombie_kitten"], [], []], (EK, "tacocat", EK, "mummy_cat"), script)
        table.shown_upto -= 2  # show the Resurrected event (and the wait for placing) again
        rising = []
        for _i in range(40):
            app.frame(1 / 20)
            rising += [a for a in table.anims.items if isinstance(a, Rising)]
            banned = Flash | Particles | Glow if settings.get("reduced_flashing") else Particles | Shake
            assert not any(isinstance(a, banned) for a in table.anims.items)
        effect = rising[0]
        if settings.get("reduced_flashing"):
            assert effect.calm and effect.tween.duration >= 1.0
        else:
            assert effect.reduced
        app.close()
