"""Kombat at the table in words, in the current language: a hand by its ranking ("a straight
6-7-9"), a battle's outcome ("A straight 6-7-9 beats a pair of 5s"), the piles' and treasure
rows' labels with their shorter forms for less room, and the arena's header (the fight, where it
stands, how it is won). The ranking itself is the rules' (`game.rules.kombat.hands`); this only
says it. Cards by their names are the log's (`rules.kombat.narrate.cards_words`)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from .... import i18n
from ....i18n import N_, _, ngettext, pgettext, sentence_start
from ....rules.kombat import cards as kc
from ....rules.kombat.hands import NONE, PAIR, STRAIGHT, THREE, best
from ....rules.kombat.state import BATTLE, DOGFIGHT_FIGHT

if TYPE_CHECKING:
    from .shown import ShownFight


def _ranks(ranks: Iterable[int]) -> str:
    return "-".join(str(r) for r in ranks)


def hand_words(cards: Iterable[str], detail: bool = False) -> str:
    """The best hand of `cards`: "three 4s", "a straight 6-7-9", "a pair of 5s" ("with a 7" when
    `detail`), "high card 9-5-2"."""
    key, trio = best(cards)
    if key == NONE:
        # TRANSLATORS: the "hand" phrases are said inside sentences: "{winner} beats {loser}",
        # "A tie: {hand} each", "Best hand: {name}, {hand}", as subject and as object alike. Where
        # your language bends a phrase by its place (German's cases), choose forms that need no bending.
        return pgettext("hand", "no cards")
    ranks = sorted((kc.rank(c) for c in trio), reverse=True)
    if key[0] == THREE:
        return pgettext("hand", "three {rank}s").format(rank=key[1])
    if key[0] == STRAIGHT:
        return pgettext("hand", "a straight {ranks}").format(ranks=_ranks(reversed(ranks)))
    if key[0] == PAIR:
        if detail and key[2]:
            return pgettext("hand", "a pair of {rank}s with a {kicker}").format(rank=key[1], kicker=key[2])
        return pgettext("hand", "a pair of {rank}s").format(rank=key[1])
    return pgettext("hand", "high card {ranks}").format(ranks=_ranks(ranks))


def hand_forms(cards: Sequence[str]) -> list[str]:
    """A hand's words for a band under its cards, longest first, each shorter form for less room:
    "A pair of 5s", "Pair of 5s", "Pair"; "A straight 6-7-9", "Straight 6-7-9", "Straight"; "High
    card 9-5-2", "High 9-5-2", "High"."""
    key, trio = best(cards)
    ranks = sorted((kc.rank(c) for c in trio), reverse=True)
    if key == NONE:
        # TRANSLATORS: a hand's name on a narrow band under its cards ("hand band"); each shorter
        # form of one hand is used where the longer one does not fit
        forms = [pgettext("hand band", "No cards")]
    elif key[0] == THREE:
        forms = [pgettext("hand band", "Three {rank}s").format(rank=key[1]), pgettext("hand band", "Three")]
    elif key[0] == STRAIGHT:
        run = _ranks(reversed(ranks))
        forms = [pgettext("hand band", "A straight {ranks}").format(ranks=run),
                 pgettext("hand band", "Straight {ranks}").format(ranks=run), pgettext("hand band", "Straight")]
    elif key[0] == PAIR:
        forms = [pgettext("hand band", "A pair of {rank}s").format(rank=key[1]),
                 pgettext("hand band", "Pair of {rank}s").format(rank=key[1]), pgettext("hand band", "Pair")]
    else:
        forms = [pgettext("hand band", "High card {ranks}").format(ranks=_ranks(ranks)),
                 pgettext("hand band", "High {ranks}").format(ranks=_ranks(ranks)), pgettext("hand band", "High")]
    return list(dict.fromkeys(forms))


def best_cards(cards: Sequence[str]) -> tuple[str, ...]:
    """The cards that make the best hand (to highlight)."""
    return best(cards)[1]


def beats(winner: Sequence[str], loser: Sequence[str]) -> str:
    """"A straight 6-7-9 beats a pair of 5s" (kickers named when the hands are otherwise alike)."""
    detail = hand_words(winner) == hand_words(loser)
    words = _("{winner} beats {loser}").format(winner=hand_words(winner, detail), loser=hand_words(loser, detail))
    return sentence_start(words)


def tie(cards: Sequence[str]) -> str:
    return _("A tie: {hand} each").format(hand=hand_words(cards, True))


def points(cards: Sequence[str]) -> str:
    value = sum(kc.value(c) for c in cards)
    return point_words(value)


def point_words(n: int) -> str:
    """"1 point", "5 points"."""
    return ngettext("{n} point", "{n} points", n).format(n=i18n.format_number(n))


def strip_forms(score: int, sets: int, mine: bool) -> tuple[str, ...]:
    """A treasure row's label, longest first: "You: 9 points, 1 set", "You: 9 points", "You: 9 pts"
    (the viewer's own row; another's without "You:", its owner's name is on their plate)."""
    points = point_words(score)
    # TRANSLATORS: a score, short, where a treasure row has little room ("9 pts")
    short = ngettext("{n} pt", "{n} pts", score).format(n=i18n.format_number(score))
    forms = [points, short]
    if sets:
        # TRANSLATORS: a treasure row's label: a score and the complete sets of five suits ("9 points, 1 set")
        forms.insert(0, ngettext("{points}, {n} set", "{points}, {n} sets", sets).format(points=points, n=sets))
    if mine:
        # TRANSLATORS: the label of your own treasure row ("You: 9 points")
        forms = [_("You: {score}").format(score=f) for f in forms]
    return tuple(forms)


def draw_pile_forms(n: int, deck: int) -> tuple[str, ...]:
    """The draw pile's words, longest first: "67 cards to draw, first deck", "67 to draw, first
    deck", "67 to draw"."""
    if deck == 1:
        # TRANSLATORS: under the draw pile; each shorter form is for a narrower column
        forms = (ngettext("{n} card to draw, first deck", "{n} cards to draw, first deck", n),
                 ngettext("{n} to draw, first deck", "{n} to draw, first deck", n))
    else:
        forms = (ngettext("{n} card to draw, second deck", "{n} cards to draw, second deck", n),
                 ngettext("{n} to draw, second deck", "{n} to draw, second deck", n))
    return (*(f.format(n=n) for f in forms), ngettext("{n} to draw", "{n} to draw", n).format(n=n))


def litter_forms(n: int) -> tuple[str, ...]:
    """The Litter Box's words, longest first."""
    # TRANSLATORS: under the discard pile, the Litter Box; the shorter form is for a narrower column
    return (ngettext("{n} discarded (Litter Box)", "{n} discarded (Litter Box)", n).format(n=n),
            ngettext("{n} discarded", "{n} discarded", n).format(n=n))


def dog_forms(n: int) -> tuple[str, ...]:
    """The Dogs still to come, longest first."""
    return (ngettext("{n} Dog still to come", "{n} Dogs still to come", n).format(n=n),
            ngettext("{n} Dog to come", "{n} Dogs to come", n).format(n=n))


def side_words(name: str, helper: str) -> str:
    """A side of a battle with its helper: "Ann + Cy"."""
    # TRANSLATORS: a side of a battle: a player and their helper ("Ann + Cy")
    return _("{name} + {helper}").format(name=name, helper=helper)


def wins_words(name: str) -> str:
    """Over the winner's cards: "Wins: Ann"."""
    # TRANSLATORS: over the cards of the side that won a battle ("Wins: Ann + Cy")
    return _("Wins: {name}").format(name=name)


# ---- the arena's header --------------------------------------------------------------------------
HEADER_GAP = "   "  # between the arena title's parts
HOW_HANDS_WIN = N_("The best three-card poker hand wins")  # under an open fight's title, or beside it


def side_name(names: Sequence[str], fight: ShownFight, seat: int) -> str:
    """A side of a battle by its names: "Ann", or with its helper "Ann + Cy"."""
    helper = fight.helpers.get(seat)
    return names[seat] if helper is None else side_words(names[seat], names[helper])


def round_words(n: int) -> str:
    """"Round 2 of 3"."""
    return _("Round {n} of {rounds}").format(n=n, rounds=kc.ROUNDS)


def fight_name(names: Sequence[str], fight: ShownFight, helpers: bool = True) -> str:
    """What the fight is: "Ann + Cy vs Bea" (`helpers`: named), "Dogfight!", "Final hands: the tie-break"."""
    if fight.kind == BATTLE:
        a, d = (side_name(names, fight, s) if helpers else names[s] for s in fight.sides)
        # TRANSLATORS: a battle's heading: its two sides ("Ann + Cy vs Bea")
        return _("{first} vs {second}").format(first=a, second=d)
    if fight.kind == DOGFIGHT_FIGHT:
        return _("Dogfight!")
    return _("Final hands: the tie-break")


def fight_stage(fight: ShownFight) -> str:
    """Where the fight stands ("Round 2 of 3", "One more card"), or "" once that says nothing."""
    if fight.kind == BATTLE:
        return round_words(fight.rounds + 1) if not fight.decided and fight.rounds < kc.ROUNDS else ""
    if fight.kind == DOGFIGHT_FIGHT:
        return round_words(fight.rounds + 1) if fight.rounds < kc.ROUNDS else _("One more card")
    return ""


def stage_forms(fight: ShownFight) -> list[str]:
    """Every stage an open fight of this kind may show: its rounds, and a Dogfight's one more card."""
    rounds = [round_words(n) for n in range(1, kc.ROUNDS + 1)]
    return [*rounds, _("One more card")] if fight.kind == DOGFIGHT_FIGHT else rounds


def fight_title(names: Sequence[str], fight: ShownFight) -> str:
    """The arena's title: the fight's name, then where it stands."""
    stage = fight_stage(fight)
    name = fight_name(names, fight)
    return f"{name}{HEADER_GAP}{stage}" if stage else name


def fight_hint(fight: ShownFight) -> str:
    """How an open battle or Dogfight is won ("" for any other fight, and once it is decided)."""
    return _(HOW_HANDS_WIN) if not fight.decided and fight.kind in (BATTLE, DOGFIGHT_FIGHT) else ""
