"""What a host holds for each connection and each table (docs/host-profile.md, a table's memory):
a connection's compression, permessage-deflate as the host negotiates it with a client's usual
offer (protocol.server_deflate), measured by tracemalloc once messages have gone both ways; a
table's random numbers."""

from __future__ import annotations

import random
import sys
import tracemalloc

from websockets.extensions.permessage_deflate import ClientPerMessageDeflateFactory
from websockets.frames import Frame, Opcode

from game.net import protocol
from game.net.table import Table, TableOptions

SAMPLE = protocol.write("update", n=12, events=[{"type": "Played", "seat": 1, "cards": ["attack"]}] * 40,
                        changes={"hand_counts": [4, 5, 6], "discard": ["attack", "skip", "nope"] * 30})


def test_a_connections_compression_holds_under_45_kb():
    """With websockets' default a connection's compression holds 52 KB once used both ways (its
    compressor 38 KB, at zlib's memLevel 5); the host's, at memLevel 3, 40 KB, with the same 4 KB
    windows each way."""
    offer = ClientPerMessageDeflateFactory(client_max_window_bits=True).get_request_params()
    answer, _ = protocol.server_deflate()[0].process_request_params(offer, [])
    client = ClientPerMessageDeflateFactory(client_max_window_bits=True).process_response_params(answer, [])
    pongs = [client.encode(Frame(Opcode.TEXT, b'{"type":"pong","t":1}')) for _ in range(3)]
    tracemalloc.start()
    try:
        before = tracemalloc.take_snapshot()
        _, host_side = protocol.server_deflate()[0].process_request_params(offer, [])
        sent = [host_side.encode(Frame(Opcode.TEXT, SAMPLE.encode())) for _ in range(3)]
        heard = [host_side.decode(frame) for frame in pongs]
        held = sum(stat.size_diff for stat in tracemalloc.take_snapshot().compare_to(before, "filename")
                   if "permessage_deflate" in stat.traceback[0].filename)
    finally:
        tracemalloc.stop()
    assert dict(answer) == {"server_max_window_bits": "12", "client_max_window_bits": "12"}
    assert all(client.decode(frame).data == SAMPLE.encode() for frame in sent)
    assert all(frame.data == b'{"type":"pong","t":1}' for frame in heard)
    assert 20_000 < held < 45_000, held


def test_tables_draw_their_cpus_reaction_times_from_one_source_holding_no_state():
    """Each table had a random.SystemRandom of its own, whose Mersenne Twister state (2.5 KB) it
    never uses: the system's numbers need none."""
    tables = [Table("exploding-kittens", ["net", "net", "easy"], {}, TableOptions()) for _ in range(2)]
    assert tables[0].rng is tables[1].rng and isinstance(tables[0].rng, random.SystemRandom)
    assert sys.getsizeof(random.SystemRandom()) > 2500  # what each table held
