"""A seat nobody named is "Player 2" or "CPU 3" on the wire, a form and not words: each reader shows
it in their own language (game/names.py's `shown_name`), so a Spanish joiner at a German host's
table reads "Jugador 2", and a name someone chose is shown as it is."""

from __future__ import annotations

from net.netkit import add_table

from game import i18n
from game.engine.feed import Link
from game.names import default_name, shown_name
from game.net.client import NetClient


def test_a_default_name_is_shown_in_the_readers_language_and_a_chosen_name_as_it_is():
    assert [default_name(True, 1), default_name(False, 2)] == ["Player 2", "CPU 3"]
    i18n.set_language("es")
    assert [shown_name("Player 2"), shown_name("CPU 3"), shown_name("Bea"), shown_name("Player two")] \
        == ["Jugador 2", "CPU 3", "Bea", "Player two"]
    i18n.set_language("de")
    assert [shown_name("Player 12"), shown_name("CPU 3")] == ["Spieler 12", "Computer 3"]


def test_a_spanish_joiner_at_a_german_hosts_table_reads_the_default_names_in_spanish(host):
    i18n.set_language("de")  # the host's operator reads German: the names it makes are not German words
    table = add_table(host, "exploding-kittens", ["net", "net", "easy"])
    assert [p.name for p in table.places] == ["Player 1", "Player 2", "CPU 3"]
    i18n.set_language("es")
    joiner = NetClient(host.host.url, table.code, seat=1).start()
    try:
        assert joiner.wait(lambda c: c.link == Link.CONNECTED and len(c.seats) == 3, 10)
        assert [s.name for s in joiner.seats] == ["Jugador 1", "Jugador 2", "CPU 3"]
        i18n.set_language("de")  # a change of language shows at once
        assert [s.name for s in joiner.seats][:2] == ["Spieler 1", "Spieler 2"]
    finally:
        joiner.close()
