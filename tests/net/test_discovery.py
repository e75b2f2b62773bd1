"""Finding tables on this network, without sending anything: the announce and browse code is
driven through zeroconf's own ServiceInfo and listener interfaces with the network stubbed,
and the one switch is shown to stop every multicast socket from opening."""

from __future__ import annotations

import socket

import pytest
import zeroconf

from game.net import discovery
from game.net.discovery import SERVICE, Discovery, Listener, TableAd, ad_from_info, service_info, service_name

AD = TableAd("Ann's laptop", "Exploding Kittens", 2, "127.0.0.1:8766")


class StubZeroconf:
    """Zeroconf's side as the code uses it, sending nothing: records are kept in a dict."""

    def __init__(self):
        self.records: dict[str, zeroconf.ServiceInfo] = {}
        self.calls: list[str] = []

    def register_service(self, info):
        self.calls.append("register")
        self.records[info.name] = info

    def update_service(self, info):
        self.calls.append("update")
        self.records[info.name] = info

    def unregister_service(self, info):
        self.calls.append("unregister")
        self.records.pop(info.name, None)

    def get_service_info(self, type_, name, timeout=3000):
        return self.records.get(name)

    def close(self):
        self.calls.append("close")


@pytest.fixture
def allowed(monkeypatch):
    monkeypatch.delenv(discovery.ENV, raising=False)


def test_a_record_carries_game_host_and_free_seats_and_never_the_code():
    name = service_name(AD, "a1b2")
    info = service_info(AD, name)
    assert isinstance(info, zeroconf.ServiceInfo) and info.type == SERVICE and name.endswith(SERVICE)
    assert ad_from_info(info) == AD
    assert set(info.properties) == {b"v", b"host", b"game", b"free"}  # no code, no token


def test_the_listener_lists_tables_as_they_come_change_and_go():
    zc = StubZeroconf()
    heard = []
    listener = Listener(changed=lambda: heard.append(1))
    name = service_name(AD, "a1b2")
    zc.register_service(service_info(AD, name))
    listener.add_service(zc, SERVICE, name)
    assert listener.tables() == [AD]
    zc.update_service(service_info(TableAd(AD.host, AD.game, 0, AD.address), name))
    listener.update_service(zc, SERVICE, name)
    assert [t.free for t in listener.tables()] == [0]
    listener.remove_service(zc, SERVICE, name)
    assert listener.tables() == [] and len(heard) == 3


def test_records_that_are_not_ours_or_malformed_are_ignored():
    zc = StubZeroconf()
    listener = Listener()
    bad = [zeroconf.ServiceInfo(SERVICE, f"x{i}.{SERVICE}", port=1, addresses=[socket.inet_aton("127.0.0.1")],
                                properties=props)
           for i, props in enumerate(({"v": "2", "free": "1"}, {"v": "1", "free": "lots"},
                                      {"v": "1", "free": "-3"}, {}))]
    for info in bad:
        zc.register_service(info)
        listener.add_service(zc, SERVICE, info.name)
    listener.add_service(zc, "_other._tcp.local.", "x0." + SERVICE)
    assert listener.tables() == []


def test_announcing_registers_updates_and_withdraws_through_zeroconf(allowed):
    zc = StubZeroconf()
    d = Discovery(make_zeroconf=lambda: zc)
    name = service_name(AD, "a1b2")
    assert d.announce(AD, name) and ad_from_info(zc.records[name]) == AD
    assert d.announce(TableAd(AD.host, AD.game, 1, AD.address), name)
    assert ad_from_info(zc.records[name]).free == 1
    d.close()
    assert zc.calls == ["register", "update", "unregister", "close"] and not zc.records


def test_a_network_that_refuses_multicast_is_said_in_one_line(allowed):
    def refused():
        raise OSError(101, "Network is unreachable")

    d = Discovery(make_zeroconf=refused)
    assert not d.browse() and "blocks finding tables" in d.blocked


@pytest.mark.parametrize("env, setting", [("1", True), (None, False)])
def test_the_switch_stops_every_multicast_socket_from_opening(monkeypatch, env, setting):
    if env is None:
        monkeypatch.delenv(discovery.ENV, raising=False)
    else:
        monkeypatch.setenv(discovery.ENV, env)
    made = []

    class NoSocket(socket.socket):
        def __init__(self, *args, **kwargs):
            made.append(args)
            raise AssertionError("a socket was opened")

    def no_zeroconf(*args, **kwargs):
        made.append("Zeroconf")
        raise AssertionError("Zeroconf was made")

    monkeypatch.setattr(socket, "socket", NoSocket)
    monkeypatch.setattr(zeroconf, "Zeroconf", no_zeroconf)
    d = Discovery(setting=setting)
    assert not d.browse() and not d.announce(AD, service_name(AD, "a1b2"))
    d.close()
    assert made == [] and d.blocked == discovery.OFF_WORDS


def test_tests_run_with_multicast_off():
    assert not discovery.multicast_allowed()
