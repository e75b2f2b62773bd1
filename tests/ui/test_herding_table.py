"""Herding Cats at the real table (`TableScene` with the family's kit): whole games by CPUs, a
person's turn by posted keys, the blind pick that shows nothing of the cards, the Laser Pointer
prompt for the defender alone, and the shown table that always lands where the view is."""

from __future__ import annotations

import pygame
import pytest
from uikit import key

from game.engine import Match, get
from game.i18n import _, format_list, ngettext
from game.rules.herding import events as ev
from game.rules.herding.cards import a_card_object, title
from game.rules.herding.moves import CHALLENGE_ACTION, declare, pick
from game.saves import Seat
from game.ui.games import has_kit, kit_for
from game.ui.games.herding.kit import KIT
from game.ui.games.herding.panels import BlindPickPanel, InterceptPanel, PrivateChoice
from game.ui.games.herding.shown import HerdingShown
from game.ui.table.scene import ENTER_GRACE, TableScene
from game.ui.table.setup import new_match

YOU = ("kitten", "laser_pointer", "kitten", "show_cat", "alley_cat", "catnip", "animal_control")
BEA = ("catnip", "kitten", "kitten", "show_cat", "alley_cat", "alley_cat", "laser_pointer")


def landed(table: TableScene) -> tuple:
    """What the shown table holds, to compare with a fresh one built from the view."""
    s = table.shown
    assert isinstance(s, HerdingShown)
    return (s.counts, s.down, s.up, s.discards, s.herd, sorted(s.hand), [sorted(k) for k in s.known], s.winners)


def play_out(app, seats: list[Seat], options: dict | None = None, seed: int = 3, press=None, limit: int = 20_000):
    """Play to the end; after every batch of events has landed, the shown table (stepped by the
    animations) must equal the one the view gives."""
    over = []
    match = new_match("herding-cats", seats, options or {}, seed=seed)
    table = TableScene(app, match, seats, journal=False, pace=0.05, on_over=over.append)
    app.push(table)
    batches = 0
    for _frame in range(limit):
        if over:
            break
        if press is not None:
            press(table)
        app.frame(0.05)
        caught_up = table.shown_upto == len(table.feeds[table.seen_as])
        if caught_up and not table.synced and not table.anims.blocking:
            batches += 1
            assert landed(table) == landed_from_view(table), f"after {table.feeds[table.seen_as][-1]}"
    assert over and match.is_over(), "the game did not end"
    return table, batches


def landed_from_view(table: TableScene) -> tuple:
    fresh = KIT.shown(table.match.view(table.seen_as))
    return (fresh.counts, fresh.down, fresh.up, fresh.discards, fresh.herd, sorted(fresh.hand),
            [sorted(k) for k in fresh.known], fresh.winners)


def test_herding_cats_is_offered_at_the_table():
    assert has_kit(get("herding-cats")) and kit_for(get("herding-cats")) is KIT
    assert set(ev.EVENT_TYPES.values()) - set(KIT.handlers) == {ev.Awaiting}  # bookkeeping only


@pytest.mark.parametrize("players", [2, 4, 6])
def test_cpus_play_a_whole_game_and_every_card_lands_where_the_view_says(app, players):
    seats = [Seat(f"P{i}", ("easy", "medium")[i % 2]) for i in range(players)]
    table, batches = play_out(app, seats, {"tie_breaker": players % 2 == 0}, seed=players)
    feed = table.feeds[-2]
    assert batches > 10
    assert any(isinstance(e, ev.JoinedHerd) for e in feed)
    ended = next(e for e in feed if isinstance(e, ev.GameEnded))
    assert table.shown.scores == ended.scores and table.shown.winners == ended.winners


def test_a_person_plays_a_whole_game_by_keys(app):
    """You against two CPUs: number key, Enter, Enter (the truth), Enter (the first target);
    Enter lets every claim stand; number keys pick blind; Enter takes the first interception
    choice. Your own herd lands where your view says after every batch."""
    asked = {"turn": 0, "pick": 0, "intercept": 0}

    def press(table: TableScene):
        if table.clock - table.asked_at < ENTER_GRACE + 0.05:
            return
        panel = table.panel
        if isinstance(panel, BlindPickPanel):
            asked["pick"] += 1
            key(app, pygame.K_1)
        elif isinstance(panel, InterceptPanel):
            asked["intercept"] += 1
            key(app, pygame.K_RETURN)
        elif isinstance(panel, PrivateChoice):
            key(app, pygame.K_RETURN)
        elif table.in_window():
            key(app, pygame.K_RETURN)  # Let it happen has the focus
        elif table.my_decision() is not None and not table.hand.selection:
            asked["turn"] += 1
            key(app, pygame.K_1)
        elif table.my_decision() is not None:
            key(app, pygame.K_RETURN)

    seats = [Seat("You", "human"), Seat("Bea", "medium"), Seat("Cal", "easy")]
    table, _ = play_out(app, seats, seed=8, press=press)
    declared = [e for e in table.feeds[0] if isinstance(e, ev.Declared) and e.seat == 0]
    assert declared and all(e.card == e.identity for e in declared)  # the truth comes first
    assert asked["turn"] >= len(declared)


def fixed_table(app, first: int = 1) -> TableScene:
    """You (a person) and Bea (a CPU the test moves itself), with known hands."""
    rules = get("herding-cats")
    deal = ev.Dealt((YOU, BEA), (("kitten", "alley_cat"), ("kitten", "animal_control")), first)
    match = Match(rules, rules.configure(2, {}), seed=5, log=[deal])
    table = TableScene(app, match, [Seat("You", "human"), Seat("Bea", "medium")], fresh=False, journal=False,
                       pace=0.05)
    app.push(table)
    return table


def frames_until(app, condition, limit: int = 400) -> None:
    for _frame in range(limit):
        if condition():
            return
        app.frame(0.05)
    raise AssertionError("never happened")


def test_the_laser_pointer_prompt_names_the_picked_card_to_the_defender(app):
    """Bea declares Catnip on you and picks your card 3 (a Kitten): your prompt shows your hand
    in its order with card 3 raised and named, and offers your Laser Pointer, bluffs, or nothing."""
    table = fixed_table(app)
    table.act(1, declare("catnip", "catnip", 0))
    frames_until(app, table.in_window)
    table.let_it_happen()
    frames_until(app, lambda: table.match.pending.prompt == "select")
    table.act(1, pick(2))
    frames_until(app, lambda: isinstance(table.panel, InterceptPanel))
    panel = table.panel
    assert panel.private and panel.picked == 2 and panel.cards == list(YOU)
    assert panel.heading == _("{name} picked card {position} of your hand: {card}").format(
        name="Bea", position=3, card=title("kitten"))
    labels = [label for label, _card, _do in panel.options]
    assert labels[0] == _("Present your Laser Pointer (from your hand)")
    assert labels[-1] == _("No Laser Pointer: let it happen")
    assert _("Bluff: present {card} as a Laser Pointer").format(card=a_card_object("show_cat")) in labels
    app.frame(0.05)
    assert table.private_drawn == 0
    panel.options[0][2]()
    frames_until(app, lambda: any(isinstance(e, ev.Intercepted) for e in table.feeds[0]))
    seen_by_bea = next(e for e in table.match.events_for(1) if isinstance(e, ev.Intercepted))
    assert seen_by_bea.card is None  # what was presented stays yours until someone challenges


def blind_pick_pixels(app, hand: tuple[str, ...]) -> bytes:
    """You declare a true Kitten, Bea challenges and loses: you pick blind from Bea's hand."""
    rules = get("herding-cats")
    deal = ev.Dealt((YOU, hand), (("kitten", "alley_cat"), ("kitten", "animal_control")), 0)
    match = Match(rules, rules.configure(2, {}), seed=5, log=[deal])
    table = TableScene(app, match, [Seat("You", "human"), Seat("Bea", "medium")], fresh=False, journal=False,
                       pace=0.05)
    app.push(table)
    table.act(0, declare("kitten", "kitten"))
    table.act(1, CHALLENGE_ACTION)
    frames_until(app, lambda: isinstance(table.panel, BlindPickPanel))
    panel = table.panel
    assert panel.count == 7 and not panel.private
    surface = pygame.Surface(app.screen.get_size())
    panel.draw(surface)
    key(app, pygame.K_3)
    frames_until(app, lambda: any(isinstance(e, ev.PenaltyTaken) for e in table.feeds[0]))
    taken = next(e for e in table.feeds[0] if isinstance(e, ev.PenaltyTaken))
    assert (taken.victim, taken.chooser, taken.position, taken.card) == (1, 0, 2, hand[2])
    app.pop()
    return pygame.image.tobytes(surface, "RGB")


def test_a_blind_pick_looks_the_same_whatever_the_hidden_cards_are(app):
    assert blind_pick_pixels(app, BEA) == blind_pick_pixels(app, tuple(reversed(BEA)))


def test_declaring_offers_only_legal_targets(app):
    """Animal Control needs a face-down herd card: with no herds yet nobody can be named, so it
    is not offered; Alley Cat names only players with a card in hand."""
    table = fixed_table(app, first=0)
    frames_until(app, lambda: table.my_decision() is not None)
    group = next(g for g in table.hand.groups if g.card == "alley_cat")
    group.activate()
    KIT.buttons(table, 0, "declare")[0].on_click()
    panel = table.panel
    assert isinstance(panel, PrivateChoice) and panel.private
    offered = [card for _, card, _ in panel.options]
    assert offered[0] == "alley_cat" and "animal_control" not in offered and len(offered) == 5
    next(action for _, card, action in panel.options if card == "catnip")()
    assert table.match.log[-1] == ev.Declared(0, "catnip", 1, "alley_cat")  # one target: no question


def test_the_recap_explains_a_tie_broken_by_the_tie_breaker(app):
    """Both score 4; Bea has more face-down herd cards, so the tie-breaker gives her the game."""
    rules = get("herding-cats")
    deal = ev.Dealt((("kitten",), ()), (("kitten", "alley_cat"), ("kitten", "animal_control")), 0,
                    herds=(("kitten",), ("kitten", "alley_cat", "alley_cat")), herds_up=((), ()), discards=((), ()))
    match = Match(rules, rules.configure(2, {"tie_breaker": True}), seed=5, log=[deal])
    over = []
    table = TableScene(app, match, [Seat("You", "human"), Seat("Bea", "medium")], fresh=False, journal=False,
                       pace=0.05, on_over=over.append)
    app.push(table)
    table.act(0, declare("kitten", "kitten"))
    frames_until(app, lambda: bool(over))
    assert match.result().winners == (1,)
    lines = table.recap()
    you = table.recap_names()[0]
    herd = ngettext("{name}: {points} (herd: {cards}; {n} in hand)", "{name}: {points} (herd: {cards}; {n} in hand)", 0)
    two = _("{card} x{n}")
    assert lines[:2] == [herd.format(name=you, points=4, cards=two.format(card=title("kitten"), n=2), n=0),
                         herd.format(name="Bea", points=4, n=0,
                                     cards=format_list([two.format(card=title("alley_cat"), n=2), title("kitten")]))]
    assert lines[2] == _("Tied on {points}: the tie-breaker (most face-down herd cards, then most herd cards) goes "
                         "to {names}.").format(points=4, names="Bea")


def test_the_blind_pick_reads_as_the_log_says_it_and_never_you_s(app):
    """Your bluff caught: the status says "Bea picks a hidden card from your hand" (the log's
    words; it said "of you's hand"); your own pick of Bea's cards says "from Bea's hand"."""
    rules = get("herding-cats")
    deal = ev.Dealt((YOU, BEA), (("kitten", "alley_cat"), ("kitten", "animal_control")), 0)
    match = Match(rules, rules.configure(2, {}), seed=5, log=[deal])
    table = TableScene(app, match, [Seat("You", "human"), Seat("Bea", "medium")], fresh=False, journal=False,
                       pace=0.05)
    app.push(table)
    table.act(0, declare("alley_cat", "kitten"))  # a bluff
    table.act(1, CHALLENGE_ACTION)
    assert match.pending.prompt == "penalty" and match.pending.seats == {1}
    assert table.kit.status(table) == _("{name} picks a hidden card from your hand").format(name="Bea")
    app.pop()
    match = Match(rules, rules.configure(2, {}), seed=5, log=[deal])
    table = TableScene(app, match, [Seat("You", "human"), Seat("Bea", "medium")], fresh=False, journal=False,
                       pace=0.05)
    app.push(table)
    table.act(0, declare("kitten", "kitten"))  # the truth: Bea's challenge costs her a card
    table.act(1, CHALLENGE_ACTION)
    frames_until(app, lambda: isinstance(table.panel, BlindPickPanel))
    assert table.kit.status(table) == _("Pick a hidden card from {name}'s hand").format(name="Bea")
    assert table.panel.heading == _("Pick a hidden card from {name}'s hand").format(name="Bea")
