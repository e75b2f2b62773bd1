"""`python -m game i18n extract|update|compile|check`: Babel's steps for translators, one line each.

    extract   the code's messages into each domain's template, game/locale/<domain>.pot
    update    every language's catalogues (game/locale/<lang>/LC_MESSAGES/<domain>.po) from the
              templates: new messages added untranslated, changed ones marked fuzzy, gone ones dropped;
              --lang xx starts a new language's catalogues
    compile   the .po files into .mo (the app also does it at start-up when one is missing or older)
    check     fails (exit 1) when the templates miss a message of the code, a message is marked in a
              way Babel cannot extract, or a shipped language has a message missing, untranslated,
              fuzzy, with other placeholders than the English, or translated otherwise in another
              domain's catalogue (tests/test_catalogues.py runs it)

Each domain's files are listed by its mapping file, game/locale/<domain>.cfg (docs/translating.md).
"""

from __future__ import annotations

import ast
import io
from pathlib import Path

from .. import __version__, i18n
from ..i18n import DOMAINS, LANGUAGES, LOCALE_DIR, SOURCE, _

GAME_DIR = Path(i18n.__file__).parent
# The marking functions of game.i18n and which arguments Babel reads (plural: 1 and 2; context first).
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
COMMENT_TAGS = ("TRANSLATORS:",)  # a comment starting so, just above a message, reaches its translators
WIDTH = 100


def mapping(domain: str):
    """A domain's Babel mapping (its method map and options), from game/locale/<domain>.cfg."""
    from babel.messages.frontend import parse_mapping_cfg

    with (LOCALE_DIR / f"{domain}.cfg").open(encoding="utf-8") as f:
        return parse_mapping_cfg(f, filename=str(LOCALE_DIR / f"{domain}.cfg"))


def extract(domain: str):
    """Every message the code of `domain` marks, as a Babel catalogue (the template)."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_dir

    method_map, options_map = mapping(domain)
    catalog = Catalog(project="Nine Lives", version=__version__, charset="utf-8", fuzzy=False,
                      copyright_holder="the Nine Lives authors", msgid_bugs_address="the Nine Lives issues")
    catalog.header_comment = (f"# The English messages of Nine Lives ({domain}): python -m game i18n extract.\n"
                              "# This file is distributed under the same license as Nine Lives.")
    for filename, lineno, message, comments, context in extract_from_dir(
            str(GAME_DIR), method_map, options_map, keywords=KEYWORDS, comment_tags=COMMENT_TAGS,
            strip_comment_tags=True):
        catalog.add(message, None, [(f"game/{filename}", lineno)], auto_comments=comments, context=context)
    return catalog


def read(path: Path, locale: str | None = None):
    from babel.messages.pofile import read_po

    with path.open("rb") as f:
        return read_po(f, locale=locale)


def write(catalog, path: Path) -> bool:
    """Write a catalogue (no line numbers, so a template changes only when its messages do); False
    when the file already says the same apart from its dates."""
    from babel.messages.pofile import write_po

    out = io.BytesIO()
    write_po(out, catalog, width=WIDTH, include_lineno=False, ignore_obsolete=True, sort_output=False)
    new = out.getvalue()
    if path.exists() and _undated(path.read_bytes()) == _undated(new):
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(new)
    return True


def _undated(data: bytes) -> bytes:
    return b"\n".join(line for line in data.splitlines()
                      if not line.startswith((b'"POT-Creation-Date:', b'"PO-Revision-Date:')))


def ids(catalog) -> set[tuple[object, str | None]]:
    """A catalogue's messages as (id, context) pairs (a plural's id is its two English forms)."""
    return {(tuple(m.id) if isinstance(m.id, (list, tuple)) else m.id, m.context) for m in catalog if m.id}


def run_extract() -> list[str]:
    changed = []
    for domain in DOMAINS:
        if write(extract(domain), i18n.template_path(domain)):
            changed.append(str(i18n.template_path(domain).relative_to(GAME_DIR.parent)))
    return changed


def languages(lang: str | None) -> list[str]:
    return [lang] if lang else [code for code in LANGUAGES if code != SOURCE]


def run_update(lang: str | None = None) -> list[str]:
    from babel.messages.catalog import Catalog

    changed = []
    for code in languages(lang):
        for domain in DOMAINS:
            template, po = read(i18n.template_path(domain)), i18n.po_path(code, domain)
            if po.exists():
                catalog = read(po, code)
            else:
                catalog = Catalog(locale=code, project="Nine Lives", version=__version__, charset="utf-8",
                                  fuzzy=False, copyright_holder="the Nine Lives authors")
                catalog.header_comment = (f"# {catalog.locale.english_name} translations for Nine Lives ({domain}).\n"
                                          "# This file is distributed under the same license as Nine Lives.")
            catalog.update(template, update_header_comment=False)
            if write(catalog, po):
                changed.append(str(po.relative_to(GAME_DIR.parent)))
    return changed


def run_compile(lang: str | None = None) -> list[str]:
    made = []
    for code in languages(lang):
        for domain in DOMAINS:
            po = i18n.po_path(code, domain)
            if po.exists():
                made.append(str(i18n.compile_catalogue(po, po.with_suffix(".mo")).relative_to(GAME_DIR.parent)))
    return made


def code_problems() -> list[str]:
    """Messages of the code missing from (or left over in) the templates, and marks Babel cannot read."""
    found = []
    for domain in DOMAINS:
        in_code, template = ids(extract(domain)), ids(read(i18n.template_path(domain)))
        found += [f"{domain}.pot lacks {m[0]!r} (python -m game i18n extract)"
                  for m in sorted(in_code - template, key=str)]
        found += [f"{domain}.pot still has {m[0]!r}, gone from the code (python -m game i18n extract)"
                  for m in sorted(template - in_code, key=str)]
    for path in sorted(GAME_DIR.rglob("*.py")):
        found += marking_problems(path)
    return found


def marking_problems(path: Path) -> list[str]:
    """Words Babel would miss or a translator could not reorder: `N_`, `ngettext` or `pgettext` given
    anything but string literals, a marking inside an f-string, `_` given an f-string, a sum, a
    %-formatting or an already formatted string (`_(CONSTANT)` of an `N_`-marked constant is right);
    and `_` used as a throwaway name in a module that imports it (it would hide the function)."""
    source = path.read_text(encoding="utf-8")
    if "i18n import" not in source:
        return []
    tree = ast.parse(source)
    where = path.relative_to(GAME_DIR.parent)
    literal_args = {"_": 1, "N_": 1, "ngettext": 2, "pgettext": 2}
    found = []
    hidden = {id(inner) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr) for inner in ast.walk(node)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in literal_args:
            if id(node) in hidden:
                found.append(f"{where}:{node.lineno}: {node.func.id}() inside an f-string: Babel cannot see it there")
                continue
            args = node.args[: literal_args[node.func.id]]
            if node.func.id == "_":
                bad = any(isinstance(a, ast.JoinedStr | ast.BinOp) or (isinstance(a, ast.Call) and isinstance(
                    a.func, ast.Attribute) and a.func.attr == "format") for a in args)
            else:
                bad = not all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args)
            if bad:
                found.append(f"{where}:{node.lineno}: {node.func.id}() needs string literals (named placeholders "
                             "and .format after it)")
        elif isinstance(node, ast.Name) and node.id == "_" and isinstance(node.ctx, ast.Store):
            found.append(f"{where}:{node.lineno}: '_' is the translation function here; name the throwaway otherwise")
    return found


def run_check(lang: str | None = None) -> list[str]:
    found = code_problems()
    for code in languages(lang):
        i18n.problems.cache_clear()
        found += list(i18n.problems(code))
    return found


def main(step: str, lang: str | None = None) -> int:
    """Run one step and say what it did; exit 1 when `check` finds problems, 2 for an unknown language."""
    if lang is not None and (lang == SOURCE or not lang.isalpha() or not 2 <= len(lang) <= 3):
        print(_("error: {code} is no language to translate into (a two- or three-letter code such as de)").format(
            code=repr(lang)))
        return 2
    if step == "extract":
        done = run_extract()
        print("\n".join(done) if done else _("The templates already hold every message of the code."))
    elif step == "update":
        done = run_update(lang)
        print("\n".join(done) if done else _("Every catalogue already follows the templates."))
    elif step == "compile":
        print("\n".join(run_compile(lang)) or _("No catalogues to compile."))
    else:
        found = run_check(lang)
        print("\n".join(found) if found else _("Every catalogue is complete."))
        return 1 if found else 0
    return 0
