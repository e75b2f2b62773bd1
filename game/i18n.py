"""Every word a player reads, in their language: the one home of translation (gettext, Babel).

Marking words
-------------
Words are written in English in the code and looked up at the moment they are shown::

    from game.i18n import N_, _, ngettext, pgettext

    Button(_("Quick game"), ...)                                  # a plain message
    _("{name} played {card} on you").format(name=who, card=card)  # named placeholders, never glued parts
    ngettext("{n} card", "{n} cards", n).format(n=n)              # plural forms, as each language counts
    pgettext("key", "Draw")                                       # the same English, told apart by a context

Words defined at import time (module constants, tables of labels) are only *marked* with `N_`,
which returns the English unchanged, and translated where they are shown, so they follow a
change of language::

    PALETTE_LABELS = {"standard": N_("Standard"), "high_contrast": N_("High contrast")}
    ...
    Choice(_(SETTING_WORDS["palette"]), [(p, _(PALETTE_LABELS[p])) for p in PALETTES], ...)

Never `_()` at import time, never `_(f"...")` or `_("..." + x)`: Babel extracts only a plain string
literal (tests/test_catalogues.py refuses the others). A module that imports `_` never uses `_` as a
throwaway name (`for _ in ...`): that would hide the function.

Languages
---------
`LANGUAGES` lists the shipped languages with each one's name in itself. A language is offered to
players (`offered`) once it is in `RELEASED`, which the check allows only for a complete language
(`problems` finds nothing: tests/test_catalogues.py); until then only with the developer switch (environment
variable NINE_LIVES_DEV_LANGUAGES=1), which also offers the pseudo-language `qps`: every message
about 40% longer, accented and in brackets, made from the English on the fly (placeholders kept).

`set_language(code)` applies at once: every function given to `on_change` runs (caches holding
drawn words forget them, the app lays out every screen again). English needs no catalogue and no
Babel; another language loads the compiled catalogues of `game/locale/<lang>/LC_MESSAGES/`,
compiling a `.mo` from its `.po` first when it is missing or older (into the user cache folder
when the package folder is read-only). `format_number`, `format_percent` and `format_datetime` write
numbers and dates by CLDR (Babel) for the current language; English's small whole numbers need no
Babel, so an English start-up never imports it.
"""

from __future__ import annotations

import gettext
import locale
import os
import re
import string
import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime
from functools import lru_cache
from pathlib import Path
from typing import Any

SOURCE = "en"  # the language the code is written in: no catalogue
PSEUDO = "qps"  # the pseudo-language (a private-use code, as Windows' qps-ploc)
LANGUAGES = {"en": "English", "de": "Deutsch", "es": "Español"}  # shipped: code -> its own name
PSEUDO_NAME = "[Pšéûðö ~~]"  # letters the game's font has
RELEASED: tuple[str, ...] = ("de", "es")  # languages whose every word is marked and translated (issue 39)
DEV_ENV = "NINE_LIVES_DEV_LANGUAGES"  # "1": offer unreleased languages and the pseudo-language
LOCALE_DIR = Path(__file__).parent / "locale"
# One catalogue per area of the code, so translators work side by side (docs/translating.md);
# each domain's files are listed by its Babel mapping file, game/locale/<domain>.cfg.
DOMAINS = ("app", "net", "rules", "herding", "kombat", "screens", "table")

_current = SOURCE
command_line: str | None = None  # --lang, for this run only (the app's start takes it over the setting)
_translations: gettext.NullTranslations = gettext.NullTranslations()
_listeners: list[Callable[[], Callable[[], None] | None]] = []  # each gives its callback (None once gone)


# ---- looking words up ---------------------------------------------------------------------------
def _(message: str) -> str:
    """`message` in the current language."""
    if _current == PSEUDO:
        return pseudo(message)
    return _translations.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for the count `n` in the current language (format `n` in yourself)."""
    if _current == PSEUDO:
        return pseudo(singular if n == 1 else plural)
    return _translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` in the current language, told apart from the same English by `context`."""
    if _current == PSEUDO:
        return pseudo(message)
    return _translations.pgettext(context, message)


def N_(message: str) -> str:
    """Marks `message` for translation without translating it (constants): `_()` it where shown."""
    return message


# ---- the current language -------------------------------------------------------------------------
def current() -> str:
    """The current language's code ("en", "de", "es", "qps")."""
    return _current


def name(code: str) -> str:
    """A language's name in itself ("Deutsch")."""
    return PSEUDO_NAME if code == PSEUDO else LANGUAGES.get(code, code)


def on_change(callback: Callable[[], None]) -> Callable[[], None]:
    """Run `callback` after every change of language (a cache of drawn words forgets them, the app
    lays its screens out again). A bound method is held weakly: its object may go."""
    if hasattr(callback, "__self__"):
        _listeners.append(weakref.WeakMethod(callback))  # type: ignore[arg-type]
    else:
        _listeners.append(lambda: callback)
    return callback


def forget(callback: Callable[[], None]) -> None:
    """Stop running `callback` at a change of language."""
    _listeners[:] = [ref for ref in _listeners if ref() not in (None, callback)]


def set_language(code: str) -> None:
    """Use `code` from now on, everywhere at once. Raises ValueError for a language not shipped."""
    global _current, _translations
    if code not in LANGUAGES and code != PSEUDO:
        raise ValueError(f"no language {code!r}")
    if code == _current:
        return
    _translations = _load(code) if code in LANGUAGES and code != SOURCE else gettext.NullTranslations()
    _current = code
    for ref in list(_listeners):
        callback = ref()
        if callback is not None:
            callback()


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """Words made inside speak `code` (a file's English expectations compared as written), then the
    language before comes back. Each change runs `on_change`'s callbacks: not for a drawn frame."""
    before = _current
    set_language(code)
    try:
        yield
    finally:
        set_language(before)


def developer() -> bool:
    """Whether the developer switch offers unreleased languages and the pseudo-language."""
    return os.environ.get(DEV_ENV, "") not in ("", "0")


def offered(dev: bool | None = None) -> list[str]:
    """The languages a player may choose: English and every released language whose catalogues are
    here (with the developer switch: every shipped language and the pseudo-language). That a released
    language is complete is held by the check before it ships (tests/test_catalogues.py), not looked
    at on every start: that would read every catalogue with Babel first."""
    if developer() if dev is None else dev:
        return [*LANGUAGES, PSEUDO]
    return [SOURCE, *(code for code in RELEASED if has_catalogues(code))]


def has_catalogues(code: str) -> bool:
    """Whether every domain's catalogue source of language `code` is here."""
    return all(po_path(code, domain).exists() for domain in DOMAINS)


def system_languages() -> list[str]:
    """The system's languages, most wanted first, as two- or three-letter codes."""
    wanted: list[str] = []
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "")
        if value:
            wanted += value.split(":")
            break
    else:
        wanted.append(locale.getlocale()[0] or "")
    codes = [re.split(r"[_.@-]", w)[0].lower() for w in wanted if w and w not in ("C", "POSIX")]
    return list(dict.fromkeys(c for c in codes if c))


def resolve(chosen: str = "", override: str | None = None) -> str:
    """The language to use: `override` (--lang) or the chosen setting when offered, else the first
    of the system's languages that is offered, else English."""
    choices = offered()
    for code in (override, chosen):
        if code and code in choices:
            return code
    return next((code for code in system_languages() if code in choices), SOURCE)


# ---- the catalogues -------------------------------------------------------------------------------
def po_path(code: str, domain: str) -> Path:
    """Where a language's catalogue source for `domain` lives."""
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{domain}.po"


def template_path(domain: str) -> Path:
    """A domain's template: every English message of its part of the code (`python -m game i18n extract`)."""
    return LOCALE_DIR / f"{domain}.pot"


def mo_path(code: str, domain: str) -> Path | None:
    """The compiled catalogue, compiled first when missing or older than its source (beside it, or in
    the user cache folder when the package folder is read-only); None when there is no source."""
    po = po_path(code, domain)
    if not po.exists():
        return None
    beside = po.with_suffix(".mo")
    if _fresh(beside, po):
        return beside
    if os.access(beside.parent, os.W_OK):
        return compile_catalogue(po, beside)
    from .storage import paths

    cached = paths().cache_dir / "locale" / code / "LC_MESSAGES" / beside.name
    return cached if _fresh(cached, po) else compile_catalogue(po, cached)


def _fresh(mo: Path, po: Path) -> bool:
    return mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime


def compile_catalogue(po: Path, mo: Path) -> Path:
    """Compile `po` into `mo` with Babel (fuzzy entries left out, as untranslated)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as source:
        catalog = read_po(source)
    mo.parent.mkdir(parents=True, exist_ok=True)
    part = mo.with_name(f"{mo.name}.{os.getpid()}.part")  # two starts compiling at once each write their own
    with part.open("wb") as out:
        write_mo(out, catalog, use_fuzzy=False)
    part.replace(mo)
    return mo


def _load(code: str) -> gettext.NullTranslations:
    """Every domain's compiled catalogue of `code`, chained (a message is looked up in each in turn)."""
    first: gettext.NullTranslations | None = None
    for domain in DOMAINS:
        mo = mo_path(code, domain)
        if mo is None:
            continue
        with mo.open("rb") as f:
            translations = gettext.GNUTranslations(f)
        if first is None:
            first = translations
        else:
            first.add_fallback(translations)
    return first or gettext.NullTranslations()


def placeholders(text: str) -> set[str] | None:
    """The names of the str.format fields in `text` ({name}, {n:d} -> "name", "n"); None when
    `text` is no valid format string."""
    try:
        return {field.split(".")[0].split("[")[0] for _lit, field, _spec, _conv in string.Formatter().parse(text)
                if field is not None}
    except ValueError:
        return None


@lru_cache(maxsize=16)
def problems(code: str) -> tuple[str, ...]:
    """What keeps language `code` from being complete: a template message missing from its
    catalogues, untranslated or fuzzy, a translation whose placeholders differ from the English, or
    one message translated otherwise in another catalogue (`collisions`). English and the
    pseudo-language have none. (The test also checks the templates against the code.)"""
    if code in (SOURCE, PSEUDO):
        return ()
    found: list[str] = []
    catalogs: dict[str, Any] = {}
    for domain in DOMAINS:
        template = _read_po(template_path(domain))
        po = po_path(code, domain)
        if not po.exists():
            found.append(f"{code}: {po.name} is missing (python -m game i18n update)")
            continue
        catalogs[domain] = catalog = _read_po(po)
        for message in template:
            if message.id:
                found += _message_problems(code, domain, message, catalog.get(message.id, message.context))
    return (*found, *_collisions(code, catalogs))


def collisions(code: str) -> list[str]:
    """The messages language `code` translates one way in a catalogue and another way in another.
    The app looks a message up in each domain's catalogue in turn (`DOMAINS`) and shows the first
    translation it finds, so the later catalogue's is never read: a message that means the same
    wants one translation, one that means something else there a context of its own (`pgettext`)."""
    return _collisions(code, {domain: _read_po(po_path(code, domain)) for domain in DOMAINS
                              if po_path(code, domain).exists()})


def _read_po(path: Path):
    from babel.messages.pofile import read_po

    with path.open("rb") as f:
        return read_po(f)


def _collisions(code: str, catalogs: dict[str, Any]) -> list[str]:
    """`collisions`, from each domain's catalogue already read. A message is its context and English
    (a plural's first form: gettext's key); translated alike means the same forms, plural or not."""
    held: dict[tuple[str | None, str], dict[tuple, list[str]]] = {}
    for domain, catalog in catalogs.items():
        for message in catalog:
            forms = tuple(message.string) if isinstance(message.string, (tuple, list)) else (message.string,)
            if not message.id or message.fuzzy or not all(forms):
                continue  # an entry the check finds anyway (untranslated, fuzzy): no lookup reaches it
            english = message.id if isinstance(message.id, str) else message.id[0]
            plural = None if isinstance(message.id, str) else message.id[1]
            held.setdefault((message.context, english), {}).setdefault((plural, forms), []).append(domain)
    found = []
    for (context, english), ways in held.items():
        if len(ways) > 1:
            said = " but ".join(f"{' / '.join(forms)!r} in {', '.join(f'{d}.po' for d in domains)}"
                                for (_plural, forms), domains in ways.items())
            where = f"{english!r}" + (f" (context {context!r})" if context else "")
            kinds = {plural for plural, _forms in ways}
            why = ("a plural in one catalogue, not in another: say it alike (ngettext)" if len(kinds) > 1 else
                   "the app shows the first everywhere: one translation, or a context of its own (pgettext)")
            found.append(f"{code}: {where} is translated {said}; {why}")
    return found


def _message_problems(code: str, domain: str, english, translated) -> list[str]:
    where = f"{code}/{domain}.po: {english.id if isinstance(english.id, str) else english.id[0]!r}"
    if translated is None:
        return [f"{where} is missing (python -m game i18n update)"]
    if translated.fuzzy:
        return [f"{where} is fuzzy"]
    forms = translated.string if isinstance(translated.string, (tuple, list)) else (translated.string,)
    if not all(forms):
        return [f"{where} is untranslated"]
    ids = english.id if isinstance(english.id, (tuple, list)) else (english.id,)
    wanted = set().union(*(placeholders(i) or set() for i in ids))
    shown = [placeholders(form) for form in forms]
    if any(s is None for s in shown):
        return [f"{where}: the translation is no valid format string (braces)"]
    used = set().union(*shown)
    if used != wanted if len(forms) == 1 else not (used <= wanted and wanted - used <= {"n", "count"}):
        return [f"{where}: placeholders {sorted(used)} differ from the English {sorted(wanted)}"]
    return []


# ---- the pseudo-language ----------------------------------------------------------------------------
_ACCENTS = str.maketrans("aceinouyACEINOUY", "àçéîñöüýÅÇÉÎÑÖÜÝ")
_FIELD = re.compile(r"(\{\{|\}\}|\{[^{}]*\})")  # str.format fields and escaped braces stay as they are
PSEUDO_GROWTH = 0.4


@lru_cache(maxsize=4096)
def pseudo(message: str) -> str:
    """`message` about 40% longer, accented and in brackets, its placeholders intact:
    "Quick game" -> "[Qüîçk gàmé ~~~]"."""
    parts = _FIELD.split(message)
    body = "".join(part if i % 2 else part.translate(_ACCENTS) for i, part in enumerate(parts))
    extra = max(1, round(len(message) * PSEUDO_GROWTH) - 3)  # the brackets and a space count too
    padding = " ".join("~" * min(6, extra - i) for i in range(0, extra, 6))
    return f"[{body} {padding}]"


# ---- numbers and dates (CLDR, through Babel: imported only when first used) ---------------------------
def babel_locale():
    """The Babel locale of the current language (the system's country when its language is the same,
    so English dates read as the player's own: en_GB, en_US...)."""
    from babel import Locale, UnknownLocaleError

    code = SOURCE if _current == PSEUDO else _current
    system = os.environ.get("LC_ALL") or os.environ.get("LC_TIME") or os.environ.get("LANG") or ""
    country = re.match(r"([a-z]{2,3})_([A-Z]{2})", system)
    if country and country.group(1) == code:
        try:
            return Locale.parse(f"{code}_{country.group(2)}")
        except (ValueError, UnknownLocaleError):
            pass
    return Locale.parse(code)


def _english_small(number: float) -> bool:
    """Whether English writes `number` as Python does (a whole number below 1,000): no Babel needed."""
    return _current in (SOURCE, PSEUDO) and type(number) is int and abs(number) < 1000


def format_number(number: float) -> str:
    """`number` as the current language writes it ("1,234.5", "1.234,5")."""
    if _english_small(number):
        return str(number)
    from babel.numbers import format_decimal

    return format_decimal(number, locale=babel_locale())


def format_percent(percent: float, decimals: int = 0) -> str:
    """A percentage as the current language writes it ("50%", "50 %", "%50"), with `decimals`
    digits after the point ("20.0%")."""
    if decimals == 0 and _english_small(percent):
        return f"{percent}%"
    from babel.numbers import format_percent as percent_words

    where = babel_locale()
    pattern = where.percent_formats[None].pattern
    if decimals:  # the last whole digit takes the decimals: "#,##0%" -> "#,##0.0%"
        digits = pattern.rfind("0") + 1
        pattern = f"{pattern[:digits]}.{'0' * decimals}{pattern[digits:]}"
    return percent_words(percent / 100, pattern, locale=where)


def sentence_start(words: str) -> str:
    """`words` with a capital first letter, the rest as it is (German nouns keep theirs): words
    made to go inside a sentence ("about 12 turns", "a pair of 5s") that begin one."""
    return words[:1].upper() + words[1:]


def format_list(items: list[str]) -> str:
    """Names joined as the current language joins a list ("Ann, Bea and Cy", "Ann, Bea y Cy")."""
    if _current in (SOURCE, PSEUDO) and len(items) < 2:
        return "".join(items)
    from babel.lists import format_list as list_words

    return list_words(items, locale=babel_locale())


def format_datetime(when: datetime) -> str:
    """A moment with its weekday, date and time of day, as the current language writes them
    ("Mon, Nov 23, 2026, 6:40 PM", "Mo., 23. Nov. 2026, 18:40"), in `when`'s own time zone."""
    from babel.dates import format_skeleton, format_time, get_datetime_format

    where = babel_locale()
    pattern = get_datetime_format("short", locale=where)
    words = pattern.replace("{1}", format_skeleton("yMMMEd", when, locale=where)).replace(
        "{0}", format_time(when, "short", locale=where))
    return words.replace("\u202f", " ")  # CLDR's narrow space ("6:40 PM"): the game's font has none
