"""The translations' check (issue 39): the code's messages are all in the templates, every shipped
language's catalogues hold each of them translated, none fuzzy, with the English placeholders; and
the machinery around them (compiling, choosing, the pseudo-language)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from game import i18n
from game.cli import i18n as tools


def test_every_message_is_extracted_and_translated_in_every_shipped_language():
    """`python -m game i18n check`: fails when a message of the code is missing from the templates or a
    shipped language's catalogues, untranslated, fuzzy, or with other placeholders than the English."""
    problems = tools.run_check()
    assert not problems, "\n".join(problems[:40])


ENGLISH = ["Quick game", "Rejoin {game} at {address}", ("{n} second", "{n} seconds")]
GERMAN = ["Schnelles Spiel", "Zurück zu {game} bei {address}", ("{n} Sekunde", "{n} Sekunden")]


@pytest.fixture
def locale_copy(tmp_path, monkeypatch):
    """A small locale of its own (one domain, German), so a test can spoil it."""
    from babel.messages.catalog import Catalog

    folder = tmp_path / "locale"
    template, german = Catalog(fuzzy=False), Catalog(locale="de", fuzzy=False)
    for english, translated in zip(ENGLISH, GERMAN, strict=True):
        template.add(english)
        german.add(english, translated)
    monkeypatch.setattr(i18n, "LOCALE_DIR", folder)
    monkeypatch.setattr(i18n, "DOMAINS", ("screens",))
    tools.write(template, folder / "screens.pot")
    tools.write(german, folder / "de" / "LC_MESSAGES" / "screens.po")
    i18n.problems.cache_clear()
    yield folder
    i18n.problems.cache_clear()


def _spoil(copy, code: str, domain: str, english: str, change) -> None:
    path = copy / code / "LC_MESSAGES" / f"{domain}.po"
    catalog = tools.read(path, code)
    change(catalog, catalog[english])
    tools.write(catalog, path)


def test_a_whole_catalogue_passes(locale_copy):
    assert i18n.problems("de") == ()
    assert i18n.problems("es") == ("es: screens.po is missing (python -m game i18n update)",)


@pytest.mark.parametrize(("change", "said"), [
    (lambda catalog, m: setattr(m, "string", ""), "is untranslated"),
    (lambda catalog, m: m.flags.add("fuzzy"), "is fuzzy"),
    (lambda catalog, m: setattr(m, "string", "Zurück zu {spiel} bei {address}"), "placeholders ['address', 'spiel']"),
    (lambda catalog, m: setattr(m, "string", "Zurück zu {game bei {address}"), "no valid format string"),
    (lambda catalog, m: catalog.delete(m.id), "is missing"),
])
def test_the_check_finds_each_kind_of_fault(locale_copy, change, said):
    _spoil(locale_copy, "de", "screens", "Rejoin {game} at {address}", change)
    problems = i18n.problems("de")
    assert len(problems) == 1 and said in problems[0] and "Rejoin {game} at {address}" in problems[0], problems


def test_a_message_means_one_thing_in_each_language_whichever_catalogue_holds_it():
    """The app looks a message up in each domain's catalogue in turn and shows the first translation it
    finds: a message (its English and context) translated otherwise in a later catalogue is never read
    there (the Kittens rules pages' heading "Your turn", "Dein Zug", was Herding's and Kombat's "Du bist
    am Zug" until c7e0ba5). Where it means the same, one translation; where not, a context of its own."""
    found = [line for code in i18n.LANGUAGES if code != i18n.SOURCE for line in i18n.collisions(code)]
    assert found == [], "\n".join(found)


def _second_domain(copy, monkeypatch, *messages) -> None:
    """The small locale gains a "table" domain holding `messages` ((context, English, German)),
    looked up after "screens"."""
    from babel.messages.catalog import Catalog

    monkeypatch.setattr(i18n, "DOMAINS", ("screens", "table"))
    template, german = Catalog(fuzzy=False), Catalog(locale="de", fuzzy=False)
    for context, english, translated in messages:
        template.add(english, context=context)
        german.add(english, translated, context=context)
    tools.write(template, copy / "table.pot")
    tools.write(german, copy / "de" / "LC_MESSAGES" / "table.po")
    i18n.problems.cache_clear()


def test_the_check_finds_a_message_translated_otherwise_in_another_catalogue(locale_copy, monkeypatch):
    _second_domain(locale_copy, monkeypatch, (None, "Quick game", "Schnellspiel"),
                   (None, "Rejoin {game} at {address}", "Zurück zu {game} bei {address}"),
                   ("button", "Quick game", "Schnell"), (None, "{n} seconds", "{n} Sekunden"))
    said = ("de: 'Quick game' is translated 'Schnelles Spiel' in screens.po but 'Schnellspiel' in table.po; "
            "the app shows the first everywhere: one translation, or a context of its own (pgettext)")
    assert i18n.collisions("de") == [said] and i18n.problems("de") == (said,)
    i18n.set_language("de")  # as the check says: the second catalogue's is never read (each test ends in English)
    assert i18n._("Quick game") == "Schnelles Spiel" and i18n.pgettext("button", "Quick game") == "Schnell"


def test_the_check_finds_a_message_a_plural_in_one_catalogue_and_not_in_another(locale_copy, monkeypatch):
    _second_domain(locale_copy, monkeypatch, (None, "{n} second", "{n} Sekunde"))
    [said] = i18n.collisions("de")
    assert said.startswith("de: '{n} second' is translated '{n} Sekunde / {n} Sekunden' in screens.po but "
                           "'{n} Sekunde' in table.po; a plural in one catalogue, not in another"), said


def test_a_plural_translation_must_keep_the_placeholders(locale_copy):
    _spoil(locale_copy, "de", "screens", "{n} second", lambda catalog, m: setattr(m, "string", ("eine", "{x}")))
    assert "placeholders ['x'] differ" in i18n.problems("de")[0]
    _spoil(locale_copy, "de", "screens", "{n} second", lambda catalog, m: setattr(m, "string", ("eine", "{n}")))
    assert i18n.problems.cache_clear() is None and i18n.problems("de") == ()  # "eine Sekunde": the 1 may go


def test_the_check_finds_a_message_of_the_code_missing_from_the_templates(monkeypatch):
    real = tools.extract

    def more(domain):
        catalog = real(domain)
        if domain == "screens":
            catalog.add("A sentence nobody extracted", locations=[("game/ui/x.py", 1)])
        return catalog

    monkeypatch.setattr(tools, "extract", more)
    assert tools.code_problems() == ["screens.pot lacks 'A sentence nobody extracted' (python -m game i18n extract)"]


@pytest.mark.parametrize(("source", "said"), [
    ('from game.i18n import _\nx = _(f"Hello {name}")\n', "_() needs string literals"),
    ('from game.i18n import _\nx = _("Hello " + name)\n', "_() needs string literals"),
    ('from game.i18n import _\nx = _("Hello {name}".format(name=n))\n', "_() needs string literals"),
    ('from game.i18n import N_\nX = N_(WORDS)\n', "N_() needs string literals"),
    ('from game.i18n import _\nx = f"{_(\'Hello\')}!"\n', "inside an f-string"),
    ('from game.i18n import _\nfor _ in range(3):\n    pass\n', "'_' is the translation function"),
])
def test_marks_babel_would_miss_are_refused(tmp_path, monkeypatch, source, said):
    monkeypatch.setattr(tools, "GAME_DIR", tmp_path)
    path = tmp_path / "ui" / "x.py"
    path.parent.mkdir()
    path.write_text(source, encoding="utf-8")
    [problem] = tools.marking_problems(path)
    assert said in problem


def test_a_constant_marked_with_N_and_translated_where_shown_is_right(tmp_path, monkeypatch):
    monkeypatch.setattr(tools, "GAME_DIR", tmp_path)
    path = tmp_path / "x.py"
    path.write_text('from game.i18n import N_, _\nWORDS = N_("Colours")\nshown = _(WORDS)\n', encoding="utf-8")
    assert tools.marking_problems(path) == []


def test_placeholders_are_read_by_name():
    assert i18n.placeholders("{name} played {card} on {n:d} of {you[0]}") == {"name", "card", "n", "you"}
    assert i18n.placeholders("{{braces}} only") == set()
    assert i18n.placeholders("{broken") is None


def test_the_pseudo_language_is_longer_accented_bracketed_and_keeps_placeholders():
    english = "{name} played {card} on you, and you take 2 turns"
    shown = i18n.pseudo(english)
    assert shown.startswith("[") and shown.endswith("]")
    assert i18n.placeholders(shown) == {"name", "card"}
    assert shown.format(name="Bea", card="Attack").startswith("[Bea plàýéd Attack öñ ýöü")
    assert 1.3 <= len(shown) / len(english) <= 1.5
    assert len(i18n.pseudo("On")) > len("On") + 2


def test_a_change_of_language_applies_at_once_and_tells_every_listener(locale_copy, monkeypatch):
    monkeypatch.setenv(i18n.DEV_ENV, "1")
    heard = []
    callback = i18n.on_change(lambda: heard.append(i18n.current()))
    try:
        i18n.set_language("de")
        assert i18n._("Quick game") == "Schnelles Spiel"
        assert i18n.ngettext("{n} second", "{n} seconds", 2).format(n=2) == "2 Sekunden"
        assert i18n.ngettext("{n} second", "{n} seconds", 1).format(n=1) == "1 Sekunde"
        assert i18n._("Not in any catalogue") == "Not in any catalogue"
        i18n.set_language("qps")
        assert i18n._("Quick game").startswith("[Qüîçk gàmé")
        i18n.set_language("en")
        assert i18n._("Quick game") == "Quick game"
    finally:
        i18n.forget(callback)
    assert heard == ["de", "qps", "en"]
    with pytest.raises(ValueError):
        i18n.set_language("xx")


def test_catalogues_compile_at_start_up_into_the_cache_when_the_package_folder_is_read_only(locale_copy, tmp_path,
                                                                                            monkeypatch):
    monkeypatch.setattr(i18n.os, "access", lambda path, mode: False)
    mo = i18n.mo_path("de", "screens")
    assert mo == tmp_path / "home" / "cache" / "locale" / "de" / "LC_MESSAGES" / "screens.mo" and mo.exists()
    assert not (locale_copy / "de" / "LC_MESSAGES" / "screens.mo").exists()
    assert i18n.mo_path("de", "screens") == mo  # fresh: used as it is
    monkeypatch.undo()
    monkeypatch.setattr(i18n, "LOCALE_DIR", locale_copy)
    beside = i18n.mo_path("de", "screens")
    assert beside == locale_copy / "de" / "LC_MESSAGES" / "screens.mo" and beside.exists()


def test_only_released_complete_languages_are_offered_and_the_system_language_is_picked(monkeypatch):
    monkeypatch.delenv(i18n.DEV_ENV, raising=False)
    monkeypatch.setenv("LANGUAGE", "de_AT:fr")
    assert i18n.system_languages() == ["de", "fr"]
    monkeypatch.setattr(i18n, "RELEASED", ())
    assert i18n.offered() == ["en"] and i18n.resolve("") == "en" and i18n.resolve("de") == "en"
    monkeypatch.setattr(i18n, "RELEASED", ("de", "es"))
    assert i18n.offered() == ["en", "de", "es"]
    assert i18n.resolve("") == "de" and i18n.resolve("es") == "es" and i18n.resolve("es", "en") == "en"
    monkeypatch.setenv(i18n.DEV_ENV, "1")
    assert i18n.offered() == ["en", "de", "es", "qps"]


def test_the_released_languages_are_complete():
    """German and Spanish are offered to players: the check holds them complete (a gap fails here,
    before a release, rather than on a player's start)."""
    assert set(i18n.RELEASED) == {"de", "es"}
    assert {code: i18n.problems(code) for code in i18n.RELEASED} == {"de": (), "es": ()}


def test_a_released_language_with_a_gap_fails_the_check_and_one_without_catalogues_is_not_offered(
        locale_copy, monkeypatch):
    monkeypatch.setattr(i18n, "RELEASED", ("de",))
    assert i18n.offered() == ["en", "de"]
    _spoil(locale_copy, "de", "screens", "Quick game", lambda catalog, m: setattr(m, "string", ""))
    i18n.problems.cache_clear()
    assert any("Quick game" in problem for problem in i18n.problems("de"))
    (locale_copy / "de" / "LC_MESSAGES" / "screens.po").unlink()
    assert i18n.offered() == ["en"]


def test_english_starts_without_babel():
    """Start-up in English imports no Babel: the app, the title screen and a frame."""
    code = ("import sys; from game.settings import Settings; from game.ui.app import App; "
            "from game.ui.scenes.title import TitleScene; app = App(Settings(first_run_done=True, language='en'), "
            "persist=False, fps=0); app.push(TitleScene(app)); app.frame(1 / 60); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'babel'))")
    ran = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                         env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    assert ran.returncode == 0 and ran.stdout.strip().splitlines()[-1] == "[]", ran.stdout + ran.stderr


def _game(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, timeout=120,
                          env={**os.environ, **(env or {})})


def test_lang_on_the_command_line():
    unknown = _game("--lang", "xx", "games")
    assert unknown.returncode == 2 and "no language 'xx'; choose one of en (English)" in unknown.stderr
    released = _game("games", "--lang", "de")
    assert released.returncode == 0 and "exploding-kittens: Exploding Kittens, 2-5 Spieler" in released.stdout
    unreleased = _game("games", "--lang", "qps")  # the pseudo-language: only with the developer switch
    assert unreleased.returncode == 2 and "is not complete yet; NINE_LIVES_DEV_LANGUAGES=1" in unreleased.stderr
    checked = _game("i18n", "check", "--lang", "de", env={i18n.DEV_ENV: "1"})  # its own words in German
    assert checked.returncode == 0 and checked.stdout.strip() == "Jeder Katalog ist vollständig.", checked.stdout


def test_two_starts_compiling_at_once_do_not_write_into_one_file(locale_copy):
    """Each compile writes a part file of its own: another start's half-written one is left alone
    (xdist workers, or two windows opened at once, compile the same catalogue together)."""
    others = locale_copy / "de" / "LC_MESSAGES" / "screens.mo.part"
    others.write_bytes(b"another start is writing this")
    mo = i18n.mo_path("de", "screens")
    assert others.read_bytes() == b"another start is writing this"
    assert mo.exists() and not list(mo.parent.glob(f"*.{os.getpid()}.part"))


def test_german_says_kombat_treasure_as_its_glossary_does():
    """The glossary's treasure is 'Schatz', one for each player ('erbeuteter Schatz', 'aus Beas
    Schatz'): no German message that speaks of treasure says the plural 'Schätze' (the rules'
    Goal did: 'Gewinne Kämpfe, um Schätze zu erbeuten')."""
    from babel.messages.pofile import read_po

    assert "| Schatz |" in (i18n.LOCALE_DIR / "de" / "glossary.md").read_text(encoding="utf-8")
    plural = []
    for domain in i18n.DOMAINS:
        with open(i18n.po_path("de", domain), "rb") as po:
            for message in read_po(po):
                english = " ".join(message.id) if isinstance(message.id, tuple) else message.id
                german = " ".join(message.string) if isinstance(message.string, tuple) else message.string
                if "treasure" in english.lower() and "Schätze" in german:
                    plural.append(german)
    assert plural == []


def test_spanish_says_card_id_as_its_glossary_does():
    """The glossary's card id is 'id de carta' ('una lista de ids de cartas'), one term in every
    Spanish catalogue: Herding's scenario messages said 'identificadores de carta' beside its own
    and the others' 'ids de cartas'."""
    from babel.messages.pofile import read_po

    assert "| id de carta, ids de cartas |" in (i18n.LOCALE_DIR / "es" / "glossary.md").read_text(encoding="utf-8")
    other = []
    for domain in i18n.DOMAINS:
        with open(i18n.po_path("es", domain), "rb") as po:
            for message in read_po(po):
                english = " ".join(message.id) if isinstance(message.id, tuple) else message.id
                spanish = " ".join(message.string) if isinstance(message.string, tuple) else message.string
                if "card id" in english.lower() and not ("id de carta" in spanish or "ids de cartas" in spanish):
                    other.append(spanish)
    assert other == []
