"""At a network table every screen calls its own seat "You", so no seat goes by "You" there and no
two seats share a name (seen: two apps with the default name read "You's turn" of each other)."""

from __future__ import annotations

from game.net.table import Table, TableOptions


def names(table: Table) -> list[str]:
    return [p.name for p in table.places]


def test_the_default_name_you_is_a_player_number_at_a_network_table():
    table = Table("exploding-kittens", ["human", "net", "easy"], {}, TableOptions(),
                  names=["You", "Player 2", "Mittens"])
    assert names(table) == ["Player 1", "Player 2", "Mittens"]
    seat, _token = table.claim(1, None, "you", 0.0)  # a joiner who never changed their name
    assert seat == 1 and names(table)[1] == "Player 2"


def test_a_joiner_with_another_seats_name_takes_their_seat_number():
    table = Table("exploding-kittens", ["human", "net", "net"], {}, TableOptions(),
                  names=["Ann", "Player 2", "Player 3"])
    table.claim(1, None, "Bea", 0.0)
    table.claim(2, None, "bea", 0.0)
    assert names(table) == ["Ann", "Bea", "bea 3"]
