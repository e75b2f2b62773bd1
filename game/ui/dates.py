"""Dates and times as the player writes them: local time, in the current language's format (CLDR, Babel).

Saves store UTC in ISO 8601; the screens show local time: the weekday, the date and the hour and
minute as the language writes them ("Mon, Nov 23, 2026, 6:40 PM", "Mo., 23. Nov. 2026, 18:40").
"""

from __future__ import annotations

from datetime import UTC, datetime

from .. import i18n
from ..i18n import _


def stamp(when: datetime) -> str:
    """`when` in local time, with its weekday, date and clock in the current language's format."""
    return i18n.format_datetime(when.astimezone())  # a naive time is taken as local already


def now() -> str:
    """The local time now, as `stamp` writes it."""
    return stamp(datetime.now().astimezone())


def from_iso(text: str) -> str:
    """A stored ISO 8601 time (UTC when it says no zone) as `stamp` writes it; "an unknown time"
    when it cannot be read."""
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        return _("an unknown time")
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return stamp(when)
