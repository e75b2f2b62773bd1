"""A host's log line: its words for the operator, and its event with fields for the JSON log.

The words are made when the line is logged, in the current language (the operator's: `serve`
runs in one); the event and its fields (`table`, `seat`, `name`...) never depend on the words,
so `serve --log-json` reads the same in every language (metrics.log_fields takes them from here
and parses only lines made elsewhere).
"""

from __future__ import annotations

from typing import Any

from ..names import escaped


class LogLine(str):
    """A line of the log (a str: its words) with its `event` and `fields`."""

    event: str
    fields: dict[str, Any]

    def __new__(cls, event: str, words: str, **fields: Any) -> LogLine:
        line = super().__new__(cls, words)
        line.event, line.fields = event, fields
        return line

    def __reduce__(self) -> tuple[Any, ...]:  # (a str subclass with attributes: copied whole)
        return _made, (self.event, str(self), self.fields)


def _made(event: str, words: str, fields: dict[str, Any]) -> LogLine:
    return LogLine(event, words, **fields)


def about_table(code: str, line: str, words: str) -> LogLine:
    """`words` (a line about table `code`, made from `line`) keeping `line`'s event and fields."""
    if isinstance(line, LogLine):
        return LogLine(line.event, words, table=code, **line.fields)
    return LogLine("table", words, table=code)


def escaped_line(line: str) -> str:
    """`line` with no control character a client could have put in it (its event and fields kept)."""
    clean = escaped(line)
    if isinstance(line, LogLine):
        return LogLine(line.event, clean, **line.fields)
    return clean
