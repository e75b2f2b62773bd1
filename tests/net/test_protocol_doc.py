"""docs/protocol.md names every message type of the protocol, each with the fields its schema
has (optional ones marked `?`), and no other: the page for people writing a client or a bot
stays the protocol protocol.py checks."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.net import protocol

PAGE = Path(__file__).resolve().parents[2] / "docs" / "protocol.md"
SECTIONS = {"From a client": protocol.FROM_CLIENT, "From the host": protocol.FROM_HOST}
ROW = re.compile(r"^\| `(\w+)` \|([^|]*)\|", re.M)


def documented(section: str) -> dict[str, dict[str, bool]]:
    """The section's table: message type -> field -> required."""
    text = PAGE.read_text(encoding="utf-8").split(f"### {section}\n", 1)[1].split("\n#", 1)[0]
    return {kind: {name: not optional for name, optional in re.findall(r"`(\w+)`(\??)", fields)}
            for kind, fields in ROW.findall(text)}


@pytest.mark.parametrize("section", SECTIONS)
def test_the_protocol_page_lists_each_message_with_its_schemas_fields(section):
    schemas = SECTIONS[section]
    expected = {kind: {name: field.required for name, field in schema.items()} for kind, schema in schemas.items()}
    assert documented(section) == expected


def test_the_pages_limits_are_the_hosts():
    from game.net import host, reactions
    from game.net.limits import RESYNC_BURST, Limits

    text = PAGE.read_text(encoding="utf-8")
    assert f"{protocol.CLIENT_LIMIT:,} bytes" in text and f"{protocol.NAME_MAX} characters" in text
    assert f"{host.RATE:g} messages a second on average, {host.BURST:g} at once" in text
    assert f"every {host.PING_SECONDS:g} seconds the host sends `ping`" in text.replace("Every", "every")
    assert f"one every {reactions.EVERY:g} seconds a seat, {reactions.BURST} at once" in text
    assert f"{host.OUTBOX} messages waiting" in text and f"within {Limits().handshake:g} seconds" in text
    assert f"one every {Limits().resync_every:g} seconds, {RESYNC_BURST} at once" in text
    assert f"{Limits().watchers} watchers" in text and f"{Limits().joins_per_minute} join attempts" in text
    assert all(f"`{r}`" in text for r in reactions.REACTIONS)
