"""Words the Herding Cats table parts share: a herd's cards in a list, and a player in a list."""

from __future__ import annotations

from collections import Counter

from ....i18n import _, format_list, format_number, pgettext
from ....rules.herding.cards import title


def herd_words(cards: Counter[str]) -> str:
    """Cards, each kind with how many: "Kitten x2 and Show Cat"."""
    return format_list([_("{card} x{n}").format(card=title(c), n=format_number(n)) if n > 1 else title(c)
                        for c, n in sorted(cards.items())])


def you() -> str:
    """The one looking, written where a name would be (in a list of players, a cell's name line)."""
    return pgettext("the reader, in place of a name", "You")
