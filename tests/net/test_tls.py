"""TLS on 127.0.0.1: a client checks the host's certificate against the fingerprint its address
carries before sending anything; a wrong one, or plain text to a TLS host, is refused in words.
The host's own certificate is made once and kept, readable by its owner only."""

from __future__ import annotations

import asyncio
import secrets
import stat
import threading

import pytest
from net.netkit import add_table, person, wait_for
from websockets.asyncio.client import connect
from websockets.asyncio.server import serve

from game.engine.feed import Link
from game.net import protocol, tls
from game.net.client import NetClient
from game.net.host import Host
from game.net.player import play
from game.net.seating import Looking

OTHER_PIN = "ab" * 32


def settled(client: NetClient, timeout: float = 10.0) -> NetClient:
    assert client.wait(lambda c: c.link in (Link.CONNECTED, Link.GONE), timeout)
    return client


def test_the_right_fingerprint_joins_and_plays_to_the_end(host):
    table = add_table(host, "exploding-kittens", ["net", "net", "easy"])
    assert host.host.url.startswith("wss://127.0.0.1:") and tls.split_pin(host.host.url)[1] == host.host.tls.fingerprint
    cpu = NetClient(host.host.url, table.code, seat=0).start()
    someone = NetClient(host.host.url, table.code, seat=1).start()
    results: dict[str, bool] = {}
    threads = [threading.Thread(target=lambda: results.__setitem__("cpu", play(cpu, "easy", 60, seed=3))),
               threading.Thread(target=lambda: results.__setitem__("person", person(someone, 4)))]
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join(70)
        assert results == {"cpu": True, "person": True}
        assert cpu.first_use is None and cpu.result() == table.match.result()
        assert cpu.wire_bytes > 0  # counted off the TLS socket too
    finally:
        cpu.close()
        someone.close()


def test_a_wrong_fingerprint_is_refused_in_words_and_nothing_is_sent(host):
    table = add_table(host, "exploding-kittens", ["net", "easy"])
    wrong = tls.with_pin(host.host.url, OTHER_PIN)
    client = settled(NetClient(wrong, table.code, seat=0, name="Mallory", give_up=30).start())
    try:
        assert client.link == Link.GONE and client.problem == tls.NOT_THE_SERVER
        assert "not the server the invite names" in str(client.problem)
        looking = Looking(wrong, table.code)
        assert wait_for(lambda: looking.done, 10) and looking.problem == tls.NOT_THE_SERVER
        # The host saw no hello, no look and no name: nothing of the client's was sent.
        assert host.host.received == 0
        assert host.call(lambda: table.places[0].link.value) == "open"
        assert not any("Mallory" in line or "took seat" in line for line in host.lines)
    finally:
        client.close()


def test_plain_ws_to_a_tls_host_is_refused_in_words_at_once(host):
    table = add_table(host, "exploding-kittens", ["net", "easy"])
    plain = tls.split_pin(host.host.url)[0].replace("wss://", "ws://")
    client = settled(NetClient(plain, table.code, seat=0, give_up=60).start())
    try:
        assert client.link == Link.GONE and client.problem == tls.PLAIN_TO_TLS  # not after 60 s of retries
        assert host.host.received == 0
    finally:
        client.close()


def test_an_address_without_a_fingerprint_is_trusted_on_first_use_and_then_held(host):
    """Typed by hand: the certificate shown is taken, said (first_use), and every reconnection
    must show the same one."""
    table = add_table(host, "exploding-kittens", ["net", "easy"])
    bare = tls.split_pin(host.host.url)[0]
    client = settled(NetClient(bare, table.code, seat=0).start())
    try:
        assert client.link == Link.CONNECTED and client.first_use == host.host.tls.fingerprint
        assert client.url == host.host.url  # held from now on: a reconnection checks it
        client.kill()
        assert client.wait(lambda c: c.link == Link.CONNECTED and c.url == host.host.url, 10)
        looking = Looking(bare, table.code)
        assert wait_for(lambda: looking.done, 10) and looking.first_use == host.host.tls.fingerprint
    finally:
        client.close()


def test_a_hosts_tls_connections_read_into_a_small_buffer(host):
    """asyncio gives each TLS connection a 256 KB read buffer of its own, two per table: the
    host's are `TLS_READ_BUFFER` bytes (tls.lean_reads)."""
    table = add_table(host, "exploding-kittens", ["net", "net", "easy"])
    clients = [NetClient(host.host.url, table.code, seat=s).start() for s in range(2)]
    try:
        assert all(c.wait(lambda c: c.link == Link.CONNECTED, 10) for c in clients)
        buffers = host.call(lambda: [len(ws.transport._ssl_protocol._ssl_buffer)  # (asyncio's own)
                                     for ws in host.host._server.connections])
        assert len(buffers) == 2 and all(0 < size <= tls.TLS_READ_BUFFER for size in buffers), buffers
    finally:
        for client in clients:
            client.close()


def test_a_message_of_the_hosts_largest_size_arrives_whole_over_tls_both_ways(identity):
    """A message as large as a host may send (protocol.HOST_LIMIT: a resync of a long game),
    compressed as the host's are, crosses TLS both ways whole and unchanged, read a small
    buffer at a time at each end (every TLS connection of the process reads so)."""
    text = secrets.token_urlsafe(protocol.HOST_LIMIT)[:protocol.HOST_LIMIT]  # (compresses little)

    async def echo(ws) -> None:
        await ws.send(await ws.recv())

    async def both_ways() -> str:
        async with serve(echo, "127.0.0.1", 0, ssl=identity.server_context(), max_size=protocol.HOST_LIMIT,
                         compression="deflate") as server:
            port = server.sockets[0].getsockname()[1]
            bare, options = tls.connect_options(tls.with_pin(f"wss://127.0.0.1:{port}", identity.fingerprint))
            async with connect(bare, max_size=protocol.HOST_LIMIT, compression="deflate", **options) as ws:
                assert ws.transport.get_extra_info("ssl_object") is not None
                await ws.send(text)
                return await ws.recv()

    assert asyncio.run(both_ways()) == text
    assert tls.sslproto.SSLProtocol.max_size == tls.TLS_READ_BUFFER


def test_only_serving_makes_a_processs_tls_reads_lean(identity, monkeypatch):
    """Reading a certificate's files (a client's measuring process, serve checking them first)
    leaves asyncio's read buffer alone; the server's TLS settings set it, once per serve."""
    monkeypatch.setattr(tls.sslproto.SSLProtocol, "max_size", 256 * 1024)
    tls.from_files(identity.cert, identity.key)
    assert tls.sslproto.SSLProtocol.max_size == 256 * 1024
    identity.server_context()
    assert tls.sslproto.SSLProtocol.max_size == tls.TLS_READ_BUFFER


def test_a_plain_host_plays_over_ws(plain_host):
    """serve --no-tls (a TLS proxy in front): ws:// addresses, nothing to check."""
    assert plain_host.host.url.startswith("ws://")
    table = add_table(plain_host, "exploding-kittens", ["net", "easy"])
    client = NetClient(plain_host.host.url, table.code, seat=0).start()
    try:
        assert play(client, "easy", 60, seed=5) and client.first_use is None
    finally:
        client.close()


def test_tls_spoken_to_a_plain_host_never_joins(plain_host):
    table = add_table(plain_host, "exploding-kittens", ["net", "easy"])
    client = NetClient(plain_host.host.url.replace("ws://", "wss://"), table.code, seat=0, give_up=0.5).start()
    try:
        assert client.wait(lambda c: c.link == Link.GONE, 10) and client.problem
        assert plain_host.host.received == 0
    finally:
        client.close()


def test_the_hosts_certificate_is_made_once_and_kept_private(tmp_path):
    first = tls.self_signed(tmp_path)
    for name in (tls.CERT_FILE, tls.KEY_FILE):
        assert stat.S_IMODE((tmp_path / name).stat().st_mode) == 0o600
    assert tls.self_signed(tmp_path).fingerprint == first.fingerprint  # the same one next time
    assert Host(tmp_path, tls=first).url.endswith(f"#sha256={first.fingerprint}")
    (tmp_path / tls.KEY_FILE).write_text("damaged")
    again = tls.self_signed(tmp_path)  # unusable: made afresh (its invites change)
    assert again.fingerprint != first.fingerprint and again.server_context() is not None


def test_a_certificate_and_key_that_do_not_belong_together_are_refused_in_words(tmp_path):
    one, other = tls.self_signed(tmp_path / "one"), tls.self_signed(tmp_path / "other")
    with pytest.raises(ValueError, match="cannot be used"):
        tls.from_files(one.cert, other.key)
    with pytest.raises(ValueError, match="cannot be used"):
        tls.from_files(tmp_path / "missing.pem", one.key)
    assert tls.from_files(one.cert, one.key).fingerprint == one.fingerprint


@pytest.mark.parametrize("text, pin", [
    ("AB:" * 31 + "AB", "ab" * 32), (" " + "0f" * 32 + " ", "0f" * 32), ("ab" * 31, None), ("zz" * 32, None),
])
def test_fingerprints_are_read_in_their_usual_spellings(text, pin):
    assert tls.normal_fingerprint(text) == pin


def test_an_address_carries_its_fingerprint_after_a_hash():
    url = tls.with_pin("wss://127.0.0.1:8766", OTHER_PIN)
    assert tls.split_pin(url) == ("wss://127.0.0.1:8766", OTHER_PIN)
    assert tls.split_pin("ws://127.0.0.1:8766") == ("ws://127.0.0.1:8766", None)
    with pytest.raises(ValueError, match="not a certificate fingerprint"):
        tls.split_pin("wss://127.0.0.1:8766#sha256=123")
