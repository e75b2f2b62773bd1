"""Every link in README.md and docs/*.md leads somewhere a reader who downloaded the project has:
a file (or folder) inside the repository, a heading of that file, or an outside web address.
Nothing points outside the repository (such as the design notes that were never part of it)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]

FENCE = re.compile(r"^(```|~~~).*?^\1", re.M | re.S)
INDENTED = re.compile(r"(?:^(?: {4}|\t).*\n?)+", re.M)  # an indented code block
CODE_SPAN = re.compile(r"(`+)[^`]*?\1")
INLINE = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+[\"'(][^)]*)?\)")
DEFINITION = re.compile(r"^ {0,3}\[([^\]]+)\]:\s*<?(\S+?)>?(?:\s.*)?$", re.M)
REFERENCE = re.compile(r"\[([^\[\]]+)\](?:\[([^\[\]]*)\])?(?![(:])")
EXTERNAL = ("http://", "https://", "mailto:")


def prose(text: str) -> str:
    """The page without its code: links are not read inside code blocks or code spans."""
    text = FENCE.sub("", text)
    text = "\n".join(INDENTED.sub("", block) if not block.lstrip().startswith(("-", "*", "|")) else block
                     for block in re.split(r"\n\s*\n", text))
    return CODE_SPAN.sub("", text)


def slug(heading: str) -> str:
    """A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens."""
    words = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return words.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    return {slug(m.group(1)) for m in re.finditer(r"^#{1,6}\s+(.+?)\s*#*\s*$", FENCE.sub("", page.read_text()), re.M)}


def links(page: Path) -> list[str]:
    """Every link target on a page: inline links and images, and references (a reference with no
    definition is kept as its label when the label looks like a path, since it is meant as one)."""
    text = prose(page.read_text(encoding="utf-8"))
    defined = {m.group(1).lower(): m.group(2) for m in DEFINITION.finditer(text)}
    found = [m.group(1) for m in INLINE.finditer(text)]
    found += list(defined.values())
    for m in REFERENCE.finditer(DEFINITION.sub("", INLINE.sub("", text))):
        label = (m.group(2) or m.group(1)).lower()
        if label in defined:
            continue
        if "/" in label or label.endswith(".md"):
            found.append(m.group(2) or m.group(1))
    return found


def problem(page: Path, target: str) -> str | None:
    """What is wrong with one link target, or None."""
    if not target:
        return "an empty link"
    if target.startswith(EXTERNAL):
        return "a link to the shared design notes" if "/shared/" in target else None
    path, _, anchor = target.partition("#")
    where = (page.parent / path).resolve() if path else page
    if not where.is_relative_to(ROOT):
        return "points outside the repository"
    if not where.exists():
        return "no such file in the repository"
    if anchor and where.suffix == ".md" and anchor.lower() not in anchors(where):
        return f"{where.name} has no heading '#{anchor}'"
    return None


@pytest.mark.parametrize("page", PAGES, ids=[p.relative_to(ROOT).as_posix() for p in PAGES])
def test_every_link_resolves_in_the_repository(page: Path) -> None:
    broken = {t: why for t in links(page) if (why := problem(page, t))}
    assert not broken, broken


@pytest.mark.parametrize("page", PAGES, ids=[p.relative_to(ROOT).as_posix() for p in PAGES])
def test_no_page_sends_readers_to_the_shared_folder(page: Path) -> None:
    assert "../shared" not in page.read_text(encoding="utf-8")


def test_the_checker_finds_what_it_should(tmp_path: Path) -> None:
    """Broken links of every kind are found; code, outside web pages and good links are not."""
    docs = ROOT / "docs"
    page = docs / "x.md"
    found = [
        problem(page, t) for t in ("architecture.md", "../README.md#how-it-is-built", "https://pyga.me",
                                   "../shared/DESIGN.md", "missing.md", "architecture.md#no-such-part")
    ]
    assert found[:3] == [None, None, None] and all(found[3:]), found
    sample = tmp_path / "sample.md"
    sample.write_text("See [the notes](a.md), [b/c.md] and [ref][r] and ![pic](d.png).\n\n"
                      "[r]: e.md\n\n    [not](code.md)\n\nand `[not](span.md)` [Tense music]\n")
    assert sorted(links(sample)) == ["a.md", "b/c.md", "d.png", "e.md"]
