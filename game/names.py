"""Names people give seats and saves: cleaned and capped wherever they enter the program.

A name is typed on the new-game screen, read from a save or the settings, or given on the
command line. Control characters (a NUL breaks the font renderer) are dropped, runs of white
space become one space, and the length is capped, so any name can be drawn and ellipsised fast.
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
