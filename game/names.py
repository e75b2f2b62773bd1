"""Names people give seats and saves: cleaned and capped wherever they enter the program.

A name is typed on the new-game screen, read from a save or the settings, or given on the
command line. Control characters (a NUL breaks the font renderer) are dropped, runs of white
space become one space, and the length is capped, so any name can be drawn and ellipsised fast.
A name from the network is cleaned the same way, by the host, before it is logged, kept or sent.
Any other text from outside that reaches a terminal or a log line goes through `escaped`.

A seat nobody named is "Player 2" or "CPU 3". Those default names are made by the host and travel
in English, as a form every reader words for itself (`shown_name`): a Spanish client at a German
host's table reads "Jugador 2", never "Spieler 2".

A person who never typed a name is "You" (`OWN_NAME`, the settings' default and the table's word
for its one person). It stays "You" in the settings, saves and history, and is shown as the
reader's word for it ("Du", "Tú"), so a change of language follows; a name field shows that word
and takes it back as "You" (`typed_name`). A local game's seat left with its default name is kept
the same way, as "Player 2", in saves and history.
"""

from __future__ import annotations

import re
import unicodedata

from .i18n import N_, _, format_number, pgettext

MAX_NAME = 24  # characters a seat name may have
# A network table's default names, as they travel: "Player 2" (a person's seat), "CPU 3".
DEFAULT_NAMES = {"Player": N_("Player {number}"), "CPU": N_("CPU {number}")}
_DEFAULT_NAME = re.compile(r"(Player|CPU) ([1-9][0-9]?)")
OWN_NAME = "You"  # the name of a person who typed none (the same as `rules.words.YOU`)


def default_name(person: bool, seat: int) -> str:
    """The name a seat nobody named goes by on the network (in the neutral form `shown_name` words)."""
    return f"{'Player' if person else 'CPU'} {seat + 1}"


def shown_name(name: str) -> str:
    """A seat's name as this reader shows it: a default name ("You", "Player 2", "CPU 3") in the
    reader's language, any other name as it is."""
    if name == OWN_NAME:
        # TRANSLATORS: the name of a person who typed none, drawn on their seat and in name fields
        # ("You vs Mittens", "Wins: You"): the word a game would call the player at this screen
        return pgettext("default player name", "You")
    found = _DEFAULT_NAME.fullmatch(name)
    if found is None:
        return name
    return _(DEFAULT_NAMES[found[1]]).format(number=format_number(int(found[2])))


def typed_name(text: str) -> str:
    """A name field's text as it is kept: the reader's word for "You" back to "You", and a default
    name as the reader words it ("Jugador 2", "CPU 3") back to its neutral form ("Player 2"), as
    `shown_name` shows them, so they follow a change of language; anything else as typed."""
    if text == shown_name(OWN_NAME):
        return OWN_NAME
    for kind, words in DEFAULT_NAMES.items():
        before, _brace, after = _(words).partition("{number}")
        number = text.removeprefix(before).removesuffix(after)
        if number.isdigit() and shown_name(neutral := f"{kind} {number}") == text:
            return neutral
    return text


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
