"""Dates and times as the player writes them: local time, in the format of their locale.

Saves store UTC in ISO 8601; the screens show local time: the weekday, the locale's date
("11/23/26", "23/11/26", "23.11.26"...) and the hour and minute.
"""

from __future__ import annotations

import contextlib
import locale
from datetime import UTC, datetime

_ready = False


def _use_player_locale() -> None:
    """Format times by the player's locale (once; C formats stay if it cannot be set)."""
    global _ready
    if _ready:
        return
    _ready = True
    with contextlib.suppress(locale.Error):
        locale.setlocale(locale.LC_TIME, "")


def _clock_format() -> str:
    """The locale's time of day without seconds ("%H:%M", "%I:%M %p"...)."""
    try:
        full = locale.nl_langinfo(locale.T_FMT)
    except (AttributeError, ValueError):  # not on Windows
        return "%H:%M"
    short = full.replace(":%S", "").replace(".%S", "")
    return short if "%S" not in short and "%T" not in short and short else "%H:%M"


def stamp(when: datetime) -> str:
    """`when` in local time, e.g. "Mon 11/23/26 18:40" (the date and clock in the locale's format)."""
    _use_player_locale()
    local = when.astimezone() if when.tzinfo else when
    return local.strftime(f"%a %x {_clock_format()}")


def now() -> str:
    """The local time now, as `stamp` writes it."""
    return stamp(datetime.now().astimezone())


def from_iso(text: str) -> str:
    """A stored ISO 8601 time (UTC when it says no zone) as `stamp` writes it; "an unknown time"
    when it cannot be read."""
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        return "an unknown time"
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return stamp(when)
