"""Names people give seats and saves: cleaned and capped wherever they enter the program.

A name is typed on the new-game screen, read from a save or the settings, or given on the
command line. Control characters (a NUL breaks the font renderer) are dropped, runs of white
space become one space, and the length is capped, so any name can be drawn and ellipsised fast.
A name from the network is cleaned the same way, by the host, before it is logged, kept or sent.
Any other text from outside that reaches a terminal or a log line goes through `escaped`.
"""

from __future__ import annotations

import unicodedata

MAX_NAME = 24  # characters a seat name may have


def clean_name(text: object, limit: int = MAX_NAME, default: str = "") -> str:
    """`text` as a displayable name: printable characters only, single spaces, at most `limit`."""
    if not isinstance(text, str):
        return default
    text = text[: limit * 8]  # bound the work for a huge input before looking at each character
    kept = "".join(ch if unicodedata.category(ch)[0] != "C" else " " for ch in text)
    cleaned = " ".join(kept.split())[:limit].strip()
    return cleaned or default


def escaped(text: str) -> str:
    """`text` safe for one line of a terminal or a log: each control or format character (ESC,
    a newline, NUL, a right-to-left override, a line separator...) written as its escape ("\\x1b", "\\u202e")."""
    if text.isprintable():  # (false for any white space but " ", which the loop keeps)
        return text
    return "".join(ch.encode("unicode_escape").decode("ascii") if _breaks_a_line(ch) else ch for ch in text)


def _breaks_a_line(ch: str) -> bool:
    """A control, format or unassigned character, or a line or paragraph separator."""
    kind = unicodedata.category(ch)
    return kind[0] == "C" or kind in ("Zl", "Zp")
