"""Where the app's host listens and the address it shows, worked out without sending anything;
this run (NINE_LIVES_LOOPBACK_ONLY, set by tests/conftest.py) listens on loopback only."""

from __future__ import annotations

import pytest

from game.net import addresses
from game.net.host import Host


def test_lan_addresses_leave_out_loopback_link_local_and_repeats():
    listed = ["127.0.0.1", "192.168.1.20", "169.254.3.4", "10.0.0.5", "not an address", "192.168.1.20"]
    listed.append(addresses.EVERYWHERE)
    assert addresses.lan_addresses(lambda: listed) == ["192.168.1.20", "10.0.0.5"]


def test_lan_addresses_are_none_when_the_system_cannot_list_them():
    def broken() -> list[str]:
        raise OSError("no interfaces")

    assert addresses.lan_addresses(broken) == []


def test_the_interfaces_are_read_from_the_system_as_text():
    found = addresses.interface_addresses()  # reads this computer's table of addresses: sends nothing
    assert all(isinstance(a, str) and a.count(".") == 3 for a in found)


def test_this_run_listens_on_loopback_only_whatever_the_setting(monkeypatch):
    assert addresses.loopback_only()  # tests/conftest.py sets it
    assert addresses.listen_address(True) == addresses.listen_address(False) == "127.0.0.1"
    monkeypatch.delenv(addresses.LOOPBACK_ONLY_ENV)
    assert addresses.listen_address(True) == addresses.EVERYWHERE and addresses.listen_address(False) == "127.0.0.1"
    monkeypatch.setenv(addresses.LOOPBACK_ONLY_ENV, "0")
    assert not addresses.loopback_only()


@pytest.mark.parametrize("where", [addresses.EVERYWHERE, "192.168.1.20", addresses.EVERYWHERE_V6])
def test_a_host_refuses_any_other_address_while_loopback_only_is_set(tmp_path, where):
    with pytest.raises(ValueError, match="loopback only"):
        Host(tmp_path, host=where)  # refused before anything could listen


@pytest.mark.parametrize(("listening", "reached"), [
    (addresses.EVERYWHERE, "127.0.0.1"), ("", "127.0.0.1"), (addresses.EVERYWHERE_V6, "::1"),
    ("::1", "::1"), ("127.0.0.1", "127.0.0.1"), ("192.168.1.20", "192.168.1.20")])
def test_a_host_listening_everywhere_is_reached_here_on_loopback_of_its_family(listening, reached):
    assert addresses.reached_here_at(listening) == reached  # pure: nothing listens wide in a test


def test_a_host_url_brackets_an_ipv6_address(tmp_path):
    assert Host(tmp_path, host="::1", port=8766).url == "ws://[::1]:8766"  # built, never started
