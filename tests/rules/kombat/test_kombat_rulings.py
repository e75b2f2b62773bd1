"""Kombat Kittens' rulings, one by one (RULINGS: forfeits, the dead game)."""

from game.engine import Action, Match, get
from game.rules.kombat.moves import ALONE, FORFEIT, battle, play

T1, T9, C5, C9, S9 = "tabby_1", "tabby_9", "calico_5", "calico_9", "siamese_9"
G1, G2, G3 = "ginger_1", "ginger_2", "ginger_3"
PILE = ["tuxedo_1", "tuxedo_2", "tuxedo_3", "tuxedo_4", "tuxedo_5", "tuxedo_6", "tuxedo_7", "tuxedo_9",
        "siamese_1", "siamese_2", "siamese_3", "siamese_4", "dog"]


def table(hands, treasure=None, first=0) -> Match:
    rules = get("kombat-kittens")
    config = rules.configure(len(hands))
    data = {"hands": hands, "draw": PILE, "first": first, "removed": ["dog"] * 3}
    if treasure is not None:
        data["treasure"] = treasure
    return Match(rules, config, 0, log=rules.scenario_setup(config, data))


def kinds(match: Match) -> list[str]:
    return [e.kind for e in match.log]


def decided(match: Match):
    return next(e for e in reversed(match.log) if e.kind == "BattleDecided")


THREE = [[T9, C9, S9, "tabby_2", "calico_2"], [G1, G2, G3, "calico_4", "tuxedo_6"],
         ["siamese_5", "siamese_6", "siamese_7", "calico_6", "calico_7"]]


def forfeit_at_once(match: Match, *, loser: int = 1) -> None:
    """Seat 0 battles seat 1 (nobody helps); `loser` forfeits before any card is revealed."""
    match.act(0, battle(1))
    for seat in (0, 1):
        if match.pending and match.pending.prompt == "ask_helper" and seat in match.pending.seats:
            match.act(seat, ALONE)
    winner = 1 - loser
    match.act(winner, play(match.state.hands[winner][0]))
    match.act(loser, FORFEIT)


def test_a_forfeit_before_any_card_still_loses_and_the_winner_takes_one_treasure_card():
    m = table(THREE, treasure=[[], [T1, C5], []])
    forfeit_at_once(m)
    assert m.state.fight.winner == 0 and m.state.fight.loser == 1
    assert m.pending.prompt == "take_treasure" and m.pending.seats == {0}
    # One card of the loser's captured treasure, and no played card: the loser played none.
    assert m.legal_actions(0) == [Action("take", cards=(), card=C5), Action("take", cards=(), card=T1)]
    m.act(0, Action("take", cards=(), card=T1))
    assert m.state.treasure == [[T1], [C5], []]


def test_a_forfeit_before_any_card_against_a_loser_without_treasure_takes_nothing():
    m = table(THREE, treasure=[[], [], []])
    forfeit_at_once(m)
    assert "BattleDecided" in kinds(m) and m.pending.prompt != "take_treasure"
    assert m.state.treasure == [[], [], []]


def test_with_two_players_a_forfeit_before_any_card_takes_nothing_even_from_treasure():
    m = table(THREE[:2], treasure=[[], [T1, C5]])
    forfeit_at_once(m)
    assert "BattleDecided" in kinds(m) and m.pending.prompt != "take_treasure"
    assert m.state.treasure == [[], [T1, C5]]


def test_a_side_that_forfeits_ends_the_battle_at_once_and_its_helper_plays_no_card():
    m = table(THREE, treasure=[[], [T1], []])
    m.act(0, battle(1))
    m.act(0, Action("ask", target=2))
    m.act(2, Action("accept"))
    assert m.state.fight.helpers == {0: 2}
    m.act(0, FORFEIT)
    m.act(1, play(G1))
    assert (decided(m).winner, decided(m).loser) == (1, 0)
    assert not any(e.kind == "Committed" and e.seat == 2 for e in m.log)  # the helper played nothing
    assert m.state.treasure == [[], [T1], []]  # the attacker had no treasure to take
    assert len(m.state.hands[2]) == 5 and len(m.state.hands[0]) == 6  # only the forfeiter draws one extra


def both_forfeit(match: Match, attacker: int, defender: int) -> None:
    match.act(attacker, battle(defender))
    while match.pending and match.pending.prompt == "ask_helper":
        match.act(min(match.pending.seats), ALONE)
    match.act(attacker, FORFEIT)
    match.act(defender, FORFEIT)


def test_a_whole_round_of_turns_without_a_card_shown_ends_the_game_scored_as_usual():
    m = table(THREE[:2], treasure=[[T1], []])
    both_forfeit(m, 0, 1)
    assert m.result() is None and m.state.current == 1 and m.state.quiet_turns == 1
    both_forfeit(m, 1, 0)
    assert [e.kind for e in m.log[-2:]] == ["GameStalled", "GameOver"]
    assert m.state.scores == (4, 0) and m.result().winners == (0,)
    assert m.ruleset.describe(m.log[-2], ["Ann", "Bea"]).startswith("A whole round without a card shown")


def test_a_card_shown_in_a_turn_starts_the_count_again():
    m = table(THREE, treasure=[[], [T1], []])
    both_forfeit(m, 0, 1)
    both_forfeit(m, 1, 2)
    assert m.state.quiet_turns == 2
    m.act(2, battle(0))
    while m.pending and m.pending.prompt == "ask_helper":
        m.act(min(m.pending.seats), ALONE)
    m.act(2, play(m.state.hands[2][0]))  # a card is shown: the round is alive
    m.act(0, FORFEIT)
    while m.pending and m.pending.prompt in ("take_treasure", "give_treasure"):
        m.act(min(m.pending.seats), m.legal_actions(min(m.pending.seats))[0])
    assert m.state.quiet_turns == 0 and m.state.current == 0
    both_forfeit(m, 0, 1)
    both_forfeit(m, 1, 2)
    assert m.result() is None  # two quiet turns of three
    both_forfeit(m, 2, 0)
    assert m.log[-2].kind == "GameStalled" and m.result().winners == (1,)


def test_seats_that_always_forfeit_cannot_make_a_game_endless():
    rules = get("kombat-kittens")
    for players in (2, 3, 4, 5):
        match = Match(rules, rules.configure(players), 7 + players)
        for _ in range(2_000):
            if match.pending is None:
                break
            seat = min(match.pending.seats)
            legal = match.legal_actions(seat)
            match.act(seat, FORFEIT if FORFEIT in legal else ALONE if ALONE in legal else legal[0])
        assert match.pending is None, f"{players} players: no end"
        assert [e.kind for e in match.log if e.kind == "GameStalled"] == ["GameStalled"]
