"""argparse's own words (its usage line, headings and refusals) in the player's language.

argparse looks its words up with the standard `gettext` module's `gettext` and `ngettext`,
which it imports into its own module: `speak_our_language` points those two names at
`game.i18n`, so argparse asks our catalogue. `WORDS` marks each of its messages a person can
meet (Python 3.11 to 3.13 spell them so), for Babel to put them into the app's catalogue; a
message argparse spells otherwise stays English. They use argparse's %-placeholders, which a
translation keeps as they are.
"""

from __future__ import annotations

import argparse

from .. import i18n
from ..i18n import N_

WORDS = (
    # TRANSLATORS: argparse's heading of the usage line in --help and in errors; keep the space at the end.
    N_("usage: "),
    # TRANSLATORS: argparse's headings in --help.
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    # TRANSLATORS: argparse's refusals of flags; keep each %(name)s, %s and %r as it is.
    N_("argument %(argument_name)s: %(message)s"),
    N_("unrecognized arguments: %s"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("unexpected option string: %s"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
)


def speak_our_language() -> None:
    """Make argparse look its words up in our catalogue, in the current language."""
    argparse._ = i18n._  # type: ignore[attr-defined]
    argparse.ngettext = i18n.ngettext  # type: ignore[attr-defined]
