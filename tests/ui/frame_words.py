"""Every word the app draws, and which of them are English (issue 39's acceptance test).

`watching(app)` records every line of text drawn while it is on, at the one place text is drawn
(`game.ui.text.render`: every label, log line, card face, banner and caption goes through it),
with the screen it was drawn on and the code that drew it. Lines wrapped from a longer text are
traced back to that whole text (`text.wrap`), so a finding names the message, not a piece of it.

`EnglishWords(code)` tells which words of a drawn text are English in that language:

- German, Spanish (any shipped language): the vocabulary of English is every word (3 letters or
  more) of every message in the templates (`game/locale/*.pot`), less the words the language's
  own translations use too (words a language keeps: "Tacocat", "OK", "Start"), less the names
  and `ALLOWED`;
- the pseudo-language (`qps`): every marked message is accented and bracketed there, so any
  plain (unaccented, ASCII) word that is no name is a word nobody marked (a word with no letter
  the pseudo-language accents, such as "Ctrl", cannot tell and is let be).

Names (players', the CPUs', the game's own name "Nine Lives", each language's name in itself),
numbers, file paths, addresses and join codes are never words; nor, in the pseudo-language, the
words CLDR writes English dates and lists with ("Sat", "Nov", "and"). `where(text)` guesses where
a text comes from (the string literal in game/ it matches), for the report the sweepers read.
"""

from __future__ import annotations

import ast
import contextlib
import json
import os
import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from babel.messages.pofile import read_po

from game import i18n
from game.ui import text

GAME_DIR = Path(i18n.__file__).parent
WORD = re.compile(r"(?<![^\W_])[^\W\d_]{3,}(?![^\W_])")  # a word: three letters or more, no digit in it
FIELD = re.compile(r"\{[^{}]*\}")  # a str.format placeholder in a message
NOT_WORDS = re.compile(
    r"\S*[/\\]\S*"  # a file's path or a web address
    r"|\b(?:[A-Z0-9]{2,}-)+[A-Z0-9]{2,}\b"  # a join code, a certificate's fingerprint
    r"|\bsha256=\S+|\bwss?://\S+"
    r"|\b[0-9a-f]{4}(?: [0-9a-f]{4})+\b"  # a certificate's first digits
)
ACCENTED = re.compile("[aceinouy]", re.IGNORECASE)  # a word the pseudo-language marks shows one of these accented
ALLOWED = {"Nine Lives", *i18n.LANGUAGES.values()}  # the game's name, each language's name in itself
# Code that draws any text handed to it: a finding names the caller that handed it the words.
GENERIC = {"text.py", "draw.py", "widgets.py", "menu.py", "scene.py", "app.py", "cards_art.py", "anims.py",
           "layout.py"}


@dataclass
class Drawn:
    """A text the app drew: where it was seen and the code that drew it first."""

    words: str
    screens: set[str] = field(default_factory=set)
    drawer: str = ""


@dataclass
class Watch:
    """What was drawn while watching; `screen` names the screen the test is on (it is recorded
    with the scene on top, e.g. "exploding-kittens game / PauseScene")."""

    app: object
    screen: str = ""
    drawn: dict[str, Drawn] = field(default_factory=dict)
    whole: dict[str, str] = field(default_factory=dict)  # a wrapped line -> the text it was wrapped from

    def where_now(self) -> str:
        top = self.app.stack.top  # type: ignore[attr-defined]
        return f"{self.screen} / {type(top).__name__}" if top is not None else self.screen

    def saw(self, line: str) -> None:
        words = self.whole.get(line, line)
        seen = self.drawn.get(words)
        if seen is None:
            seen = self.drawn[words] = Drawn(words, drawer=_drawer())
        if len(seen.screens) < 4:
            seen.screens.add(self.where_now())

    @property
    def texts(self) -> list[Drawn]:
        return list(self.drawn.values())


def _drawer() -> str:
    """The first code in game/ on the stack that is not a generic drawing helper ("table/hud.py:106")."""
    frame = sys._getframe(2)
    fallback = ""
    while frame is not None:
        path = Path(frame.f_code.co_filename)
        if GAME_DIR in path.parents:
            where = f"{path.relative_to(GAME_DIR.parent)}:{frame.f_lineno}"
            if path.name not in GENERIC:
                return where
            if path.name != "text.py":
                fallback = fallback or where
        frame = frame.f_back
    return fallback


@contextlib.contextmanager
def watching(app) -> Iterator[Watch]:
    """Record every text drawn inside the block. Caches of drawn words (card faces, a table's
    painted plates) are emptied first, so words drawn before the block are drawn, and seen, again."""
    watch = Watch(app)
    render, wrap = text.render, text.wrap

    def seen_render(line, *args, **kwargs):
        watch.saw(line)
        return render(line, *args, **kwargs)

    def seen_wrap(words, *args, **kwargs):
        lines = wrap(words, *args, **kwargs)
        if len(lines) > 1:
            for line in lines:
                watch.whole.setdefault(line, words)
        return lines

    forget_drawn_words()
    text.render, text.wrap = seen_render, seen_wrap
    try:
        yield watch
    finally:
        text.render, text.wrap = render, wrap


def forget_drawn_words() -> None:
    """Every cache of drawn words forgets them, as at a change of language."""
    code = i18n.current()
    other = i18n.SOURCE if code != i18n.SOURCE else i18n.PSEUDO
    i18n.set_language(other)
    i18n.set_language(code)


# ---- which words are English ------------------------------------------------------------------
def _catalogue_words(paths: Iterable[Path], translated: bool) -> set[str]:
    words: set[str] = set()
    for path in paths:
        if not path.exists():
            continue
        with path.open("rb") as f:
            catalog = read_po(f)
        for message in catalog:
            if not message.id:
                continue
            texts = message.string if translated else message.id
            for one in texts if isinstance(texts, (tuple, list)) else (texts,):
                words |= {w.lower() for w in WORD.findall(FIELD.sub(" ", one or ""))}
    return words


@cache
def english_vocabulary() -> frozenset[str]:
    """Every word of every English message in the templates, in lower case."""
    return frozenset(_catalogue_words((i18n.template_path(d) for d in i18n.DOMAINS), translated=False))


@cache
def kept_words(code: str) -> frozenset[str]:
    """The words `code`'s own translations use (lower case): words that language keeps."""
    return frozenset(_catalogue_words((i18n.po_path(code, d) for d in i18n.DOMAINS), translated=True))


class EnglishWords:
    """The English words of a drawn text in language `code` (see the module's docstring)."""

    def __init__(self, code: str, names: Iterable[str] = ()):
        self.code = code
        longest_first = sorted({*names, *ALLOWED}, key=len, reverse=True)  # "Ann Lee" before "Ann"
        self.names = re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, longest_first)) + r")(?!\w)")
        self.english = english_vocabulary() - kept_words(code)

    def __call__(self, words: str) -> list[str]:
        words = NOT_WORDS.sub(" ", self.names.sub(" ", words))
        if self.code == i18n.PSEUDO:
            plain = (w for w in WORD.findall(words) if w.isascii() and ACCENTED.search(w))
            return [w for w in plain if w.lower() not in english_cldr_words()]
        return [w for w in WORD.findall(words) if w.lower() in self.english]


@cache
def english_cldr_words() -> frozenset[str]:
    """The words English dates and lists are written with by CLDR, in the pseudo-language too (the
    names of days and months, "and", "or")."""
    from babel import Locale

    en = Locale.parse("en")
    names = [*en.days["format"]["abbreviated"].values(), *en.days["format"]["wide"].values(),
             *en.months["format"]["abbreviated"].values(), *en.months["format"]["wide"].values(),
             *(pattern for style in en.list_patterns.values() for pattern in dict(style).values())]
    return frozenset(w.lower() for n in names for w in WORD.findall(FIELD.sub(" ", n)))


# ---- where a text comes from (for the report) --------------------------------------------------------
@cache
def _literals() -> tuple[tuple[str, re.Pattern, str, str], ...]:
    """Every string literal and f-string in game/ with a word in it: (its longest fixed part, its
    pattern, its text, file:line); a placeholder or an f-string's field matches any words."""
    found = []
    for path in sorted(GAME_DIR.rglob("*.py")):
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except SyntaxError:
            continue
        inside_f = {id(v) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr) for v in node.values}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in inside_f:
                parts = FIELD.split(node.value)
            elif isinstance(node, ast.JoinedStr):
                parts = [FIELD.sub("\0", v.value) if isinstance(v, ast.Constant) else "\0" for v in node.values]
                parts = "".join(parts).split("\0")
            else:
                continue
            value = "{}".join(parts).strip()
            if not WORD.search(value) or "\n\n" in value or len(value) > 400:
                continue
            pattern = re.compile(".+?".join(re.escape(p) for p in parts), re.DOTALL)
            found.append((max(parts, key=len), pattern, value, f"{path.relative_to(GAME_DIR.parent)}:{node.lineno}"))
    return tuple(found)


@cache
def where(words: str) -> str:
    """The string literal in game/ that `words` most likely comes from ("game/ui/x.py:12"), or "":
    the one it matches whole with the most letters of its own, else the longest inside it."""
    best = ("", 0, False)
    for fixed, pattern, value, place in _literals():
        if fixed not in words:
            continue
        own = len(value.replace("{}", ""))
        whole = pattern.fullmatch(words) is not None
        if whole and own and (not best[2] or own > best[1]):
            best = (place, own, True)
        elif not best[2] and own > max(best[1], 5) and " " in value and pattern.search(words):
            best = (place, own, False)
    return best[0]


def findings(watch: Watch, english: EnglishWords) -> list[tuple[Drawn, list[str]]]:
    """Each drawn text with English words in it, and those words. With ENGLISH_LEFT naming a file,
    each is also added to it as a line of JSON (the list of words left for the sweep, while it goes on)."""
    out = []
    for drawn in watch.texts:
        words = english(drawn.words)
        if words:
            out.append((drawn, words))
    if os.environ.get("ENGLISH_LEFT"):
        with open(os.environ["ENGLISH_LEFT"], "a", encoding="utf-8") as f:
            for drawn, words in out:
                f.write(json.dumps({"language": english.code, "words": drawn.words, "english": words,
                                    "screens": sorted(drawn.screens), "drawer": drawn.drawer,
                                    "source": where(drawn.words)}) + "\n")
    return out


def report(found: list[tuple[Drawn, list[str]]]) -> str:
    """The findings in words, one a line: the text, its English words, the screens, the drawing code
    and where its words come from; texts differing only in their numbers once ("and 12 more like it")."""
    alike: dict[str, list[tuple[Drawn, list[str]]]] = {}
    for drawn, words in found:
        alike.setdefault(re.sub(r"\d+", "#", drawn.words), []).append((drawn, words))
    lines = []
    for group in sorted(alike.values(), key=lambda g: (g[0][0].drawer.split(":")[0], g[0][0].words)):
        drawn, words = group[0]
        screens = "; ".join(sorted(set().union(*(d.screens for d, _ in group))))
        source = where(drawn.words)
        more = f" and {len(group) - 1} more like it" if len(group) > 1 else ""
        lines.append(f"{drawn.words!r}{more} (English: {', '.join(dict.fromkeys(words))}) on {screens}; drawn by "
                     f"{drawn.drawer}" + (f", words from {source}" if source else ""))
    return "\n".join(lines)
