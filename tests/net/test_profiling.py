"""The host profiler's timers (game/net/profiling.py): each component's own CPU time, a timed
function's callees counted under their own component, nothing counted while off or on another
thread. (No figure is checked: only what is counted where.)"""

import threading
import types

from game.net.profiling import Timers


def _spin(n: int) -> int:
    return sum(i * i for i in range(n))


def _owner() -> types.SimpleNamespace:
    ns = types.SimpleNamespace()
    ns.inner = lambda: _spin(20_000)
    ns.outer = lambda: (_spin(20_000), ns.inner(), ns.inner())
    ns.recursive = lambda depth: 0 if depth == 0 else ns.recursive(depth - 1) + 1
    return ns


def test_callees_count_under_their_own_component_and_recursion_once():
    ns, timers = _owner(), Timers()
    timers.wrap(ns, "inner", "inner")
    timers.wrap(ns, "outer", "outer")
    timers.wrap(ns, "recursive", "recursive")
    timers.on = True
    ns.outer()
    assert ns.recursive(5) == 5
    assert timers.calls == {"outer": 1, "inner": 2, "recursive": 1}
    assert set(timers.seconds) == {"outer", "inner", "recursive"}
    assert all(seconds >= 0 for seconds in timers.seconds.values())


def test_nothing_counted_while_off_or_on_another_thread():
    ns, timers = _owner(), Timers()
    timers.wrap(ns, "outer", "outer")
    ns.outer()
    timers.on = True
    worker = threading.Thread(target=ns.outer)
    worker.start()
    worker.join()
    assert not timers.calls and not timers.seconds


def test_the_transport_floor_is_served_in_plain_text_and_over_tls():
    """transport_floor's clients get every ack from serve's outbox, plain and over TLS (its
    certificate checked by fingerprint); the figure is only printed by bench, never checked."""
    from game.net.measure import transport_floor

    for secure in (False, True):
        found = transport_floor(2, 1.0, think=0.05, secure=secure)
        assert found["tls"] is secure and found["actions"] > 0
