"""Kombat at the table in words: a hand by its ranking ("a straight 6-7-9"), a battle's outcome
("Straight 6-7-9 beats a pair of 5s") and the cards a choice is about. The ranking itself is the
rules' (`game.rules.kombat.hands`); this only says it."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ....rules.kombat import cards as kc
from ....rules.kombat.hands import NONE, PAIR, STRAIGHT, THREE, best


def hand_words(cards: Iterable[str], detail: bool = False) -> str:
    """The best hand of `cards`: "three 4s", "a straight 6-7-9", "a pair of 5s" ("with a 7" when
    `detail`), "high card 9-5-2"."""
    key, trio = best(cards)
    if key == NONE:
        return "no cards"
    ranks = sorted((kc.rank(c) for c in trio), reverse=True)
    if key[0] == THREE:
        return f"three {key[1]}s"
    if key[0] == STRAIGHT:
        return "a straight " + "-".join(str(r) for r in reversed(ranks))
    if key[0] == PAIR:
        kicker = f" with a {key[2]}" if detail and key[2] else ""
        return f"a pair of {key[1]}s{kicker}"
    return "high card " + "-".join(str(r) for r in ranks)


def hand_forms(cards: Sequence[str]) -> list[str]:
    """A hand's words for a band under its cards, longest first, each shorter form for less room:
    "A pair of 5s", "Pair of 5s"; "A straight 6-7-9", "Straight"; "High card 9-5-2", "High 9-5-2"."""
    words = hand_words(cards)
    plain = words.removeprefix("a ")
    forms = [_capital(words), _capital(plain)]
    if plain.startswith("straight"):
        forms.append("Straight")
    elif plain.startswith("high card"):
        forms.append(_capital(plain.replace("high card", "high")))
    return list(dict.fromkeys(forms))


def best_cards(cards: Sequence[str]) -> tuple[str, ...]:
    """The cards that make the best hand (to highlight)."""
    return best(cards)[1]


def beats(winner: Sequence[str], loser: Sequence[str]) -> str:
    """"Straight 6-7-9 beats a pair of 5s" (kickers named when the hands are otherwise alike)."""
    plain_w, plain_l = hand_words(winner), hand_words(loser)
    detail = plain_w == plain_l
    words = f"{hand_words(winner, detail)} beats {hand_words(loser, detail)}"
    return _capital(words.replace("a straight", "straight", 1) if words.startswith("a straight") else words)


def tie(cards: Sequence[str]) -> str:
    return f"A tie: {hand_words(cards, True)} each"


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]


def card_list(cards: Sequence[str]) -> str:
    """"Tabby 3 and Calico 1"."""
    names = [kc.title(c) for c in cards]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def points(cards: Sequence[str]) -> str:
    value = sum(kc.value(c) for c in cards)
    return f"{value} point{'s' if value != 1 else ''}"
