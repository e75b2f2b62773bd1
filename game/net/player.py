"""A CPU playing a seat over the network (`python -m game join ... --cpu LEVEL`, and tests).

It reads only what its `NetClient` was sent: the seat's events and view, and its legal
actions; it answers each decision once, and again only if the host refused the answer. Its
answer goes out its level's thinking time after the decision came (`ai.thinking`), never sooner
or later, so the others cannot tell from the clock whether it had anything to think about.
"""

from __future__ import annotations

import time

from ..ai.levels import make_bot
from ..ai.seeds import fresh_seed
from ..ai.thinking import ANSWER_MARGIN, choose_by, thinking_seconds
from ..engine.feed import Link
from .client import NetClient


def play(client: NetClient, level: str, timeout: float = 600.0, seed: int | None = None) -> bool:
    """Play `client`'s seat as a CPU of `level` until the game ends (True), the client is
    gone or `timeout` seconds pass (False)."""
    end = time.monotonic() + timeout
    bot = None
    seen = 0  # events the bot has observed
    answered = (-1, 0)  # (events held when it last answered, that answer's id)

    def ready(c: NetClient) -> bool:
        if c.link == Link.GONE or c.result() is not None:
            return True
        at, number = answered
        refused = c.acks.get(number) is not None
        return bool(c.legal_actions()) and c.view() is not None and (at != c.count or refused)

    while time.monotonic() < end:
        if not client.wait(ready, end - time.monotonic()):
            return False
        came = time.monotonic()
        with client.at_once():
            if client.result() is not None or client.link == Link.GONE:
                return client.result() is not None
            legal, view, count, first = client.legal_actions(), client.view(), client.count, client.first
            new = client.events[max(0, seen - first):]
        if bot is None:
            assert client.ruleset is not None
            bot = make_bot(level, client.seat, client.ruleset, fresh_seed() if seed is None else seed)
        for event in new:
            bot.observe(event)
        seen = count
        due = came + thinking_seconds(bot)
        action = choose_by(bot, view, legal, lambda due=due: due - ANSWER_MARGIN - time.monotonic())
        time.sleep(max(0.0, due - time.monotonic()))
        answered = (count, client.act(action))
    return False
