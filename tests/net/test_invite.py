"""Invites: one line with the host's address, port, join code and certificate fingerprint;
format and parse agree, and a malformed invite is refused in words."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.net.credentials import new_code
from game.net.invite import BadInvite, Invite, format_invite, invite_for, parse_invite

PIN = "3f2a9c1b" * 8


@given(host=st.sampled_from(["203.0.113.5", "127.0.0.2", "::1", "2001:db8::7", "games.example.org", "pc-7"]),
       port=st.integers(1, 65535), pin=st.sampled_from([PIN, None]))
def test_an_invite_reads_back_as_it_was_written(host, port, pin):
    invite = Invite(host, port, new_code(), pin)
    assert parse_invite(format_invite(invite)) == invite
    assert parse_invite(f"  {invite}\n") == invite  # pasted with spaces around it


def test_the_spelling_of_an_invite():
    invite = Invite("203.0.113.5", 8766, "K7QM-3XPD-9RTW", PIN)
    assert str(invite) == f"ninelives://203.0.113.5:8766/K7QM-3XPD-9RTW#sha256={PIN}"
    assert invite.url == f"wss://203.0.113.5:8766#sha256={PIN}"
    assert str(Invite("::1", 9000, "K7QM-3XPD-9RTW")) == "ninelives://[::1]:9000/K7QM-3XPD-9RTW"
    assert parse_invite("ninelives://pc-7/k7qm3xpd9rtw#SHA256=" + PIN.upper()) == \
        Invite("pc-7", 8766, "K7QM-3XPD-9RTW", PIN)  # port left out, code and fingerprint in capitals


def test_an_invite_from_a_hosts_address():
    assert invite_for(f"wss://127.0.0.1:4321#sha256={PIN}", "K7QM-3XPD-9RTW") == \
        Invite("127.0.0.1", 4321, "K7QM-3XPD-9RTW", PIN)


@pytest.mark.parametrize("text, words", [
    ("192.168.1.20:8766", "begins with ninelives://"),
    ("https://203.0.113.5/K7QM-3XPD-9RTW", "begins with ninelives://"),
    ("ninelives:///K7QM-3XPD-9RTW", "no host address"),
    ("ninelives://203.0.113.5:99999/K7QM-3XPD-9RTW", "port is not a number"),
    ("ninelives://203.0.113.5:port/K7QM-3XPD-9RTW", "port is not a number"),
    ("ninelives://203.0.113.5:8766/K7QM-3XPD", "join code"),
    ("ninelives://203.0.113.5:8766/", "join code"),
    (f"ninelives://203.0.113.5:8766/K7QM-3XPD-9RTW#sha256={PIN[:-1]}", "fingerprint is damaged"),
    (f"ninelives://203.0.113.5:8766/K7QM-3XPD-9RTW#md5={PIN}", "fingerprint is damaged"),
    (f"ninelives://203.0.113.5:8766/K7QM-3XPD-9RTW?x=1#sha256={PIN}", "more in it"),
    (f"ninelives://me@203.0.113.5:8766/K7QM-3XPD-9RTW#sha256={PIN}", "more in it"),
    ("ninelives://" + "a" * 500, "too long"),
])
def test_a_malformed_invite_is_refused_in_words(text, words):
    with pytest.raises(BadInvite, match=words):
        parse_invite(text)


def test_a_hosts_invite_names_the_host_and_its_certificate(host):
    code = host.call(lambda: host.host.add_table("exploding-kittens", ["net", "easy"]).code)
    invite = host.host.invite(code)
    assert invite.url == host.host.url and invite.code == code
    assert invite.fingerprint == host.host.tls.fingerprint
    assert parse_invite(str(host.host.invite(code, "203.0.113.5"))) == \
        Invite("203.0.113.5", host.host.port, code, host.host.tls.fingerprint)
