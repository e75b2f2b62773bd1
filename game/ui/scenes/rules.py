"""The rules, a page per game, as the registry gives them (every card and our rulings), with each
card's face beside its rule and a worked example.

A line of a rules section that starts with a card's title and a colon ("Skip: End one turn...")
is that card's rule: it is shown as a `CardRule`, the face at the left, the title, the rule and
the card's example (from its family's card art) at the right. Cards whose rule reads the same
(the cat cards) share one entry with all their faces, so the same line is never repeated; a card
ruled on again further down (a fuller ruling) shows its face there too, its example only once. The
page scrolls with Up/Down, Page Up/Down, Home/End and the mouse wheel.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ...engine import all_games, get
from ...i18n import _
from .. import cards_art, text
from ..widgets import Button, Label, Widget
from .menu import MenuScene, back_key

if TYPE_CHECKING:
    from ..app import App


@dataclass(frozen=True)
class CardEntry:
    """One rule for one or more cards of a family."""

    cards: tuple[str, ...]
    titles: tuple[str, ...]
    rule: str
    examples: tuple[str, ...]


def card_entries(body: str, art: cards_art.CardSet | None) -> list[CardEntry | str]:
    """A section's lines: a card's rule as a `CardEntry` (cards whose rules read the same merged,
    in order), any other line as text."""
    by_title = {art.title(card): card for card in art.looks} if art else {}  # as the language writes them
    out: list[CardEntry | str] = []
    for line in body.split("\n"):
        title, sep, rule = line.partition(": ")
        card = by_title.get(title) if sep else None
        if card is None:
            out.append(line)
            continue
        example = art.example(card) if art else ""
        last = out[-1] if out else None
        if isinstance(last, CardEntry) and last.rule == rule:
            examples = last.examples + ((example,) if example else ())
            out[-1] = CardEntry(last.cards + (card,), last.titles + (title,), rule, examples)
        else:
            out.append(CardEntry((card,), (title,), rule, (example,) if example else ()))
    return out


class CardRule(Widget):
    """A card's face (or a fan of faces) beside its title, rule and worked example."""

    focusable = False

    def __init__(self, entry: CardEntry, art: cards_art.CardSet):
        super().__init__()
        self.entry = entry
        self.art = art
        self.faces: list[pygame.Rect] = []  # where the faces were drawn (tests)
        self.words: pygame.Rect = pygame.Rect(0, 0, 0, 0)

    # ---- sizes -----------------------------------------------------------------------------
    def face_width(self, app: App) -> int:
        """Faces grow with the text size, so their titles stay readable beside the rule."""
        return max(app.metrics.px(72), round(app.metrics.font("body") * 3.2))

    def _fan(self, width: int, app: App) -> tuple[int, int, bool]:
        """(face width, step between faces, faces above the words instead of beside them)."""
        fw = self.face_width(app)
        n = len(self.entry.cards)
        step = max(fw // 3, round(fw * 0.55)) if n > 1 else 0
        fan = fw + step * (n - 1)
        above = fan > width * 0.36
        if above and fan > width:
            step = max(1, (width - fw) // max(1, n - 1))
        return fw, step, above

    def _paragraphs(self) -> list[tuple[str, str, bool, bool]]:
        """(words, font role, bold, dim) from top to bottom."""
        e = self.entry
        out = [(", ".join(e.titles), "body", True, False), (e.rule, "body", False, False)]
        for example in e.examples:
            # TRANSLATORS: a worked example under a card's rule
            out.append((_("Example: {example}").format(example=example), "small", False, True))
        return out

    def _words_width(self, width: int, app: App) -> int:
        fw, step, above = self._fan(width, app)
        if above:
            return width
        return width - (fw + step * (len(self.entry.cards) - 1)) - app.metrics.pad

    def _words_height(self, words_w: int, app: App) -> int:
        gap = app.metrics.px(6)
        return sum(text.wrapped_height(w, app.metrics.font(role), words_w, bold) + gap
                   for w, role, bold, _dim in self._paragraphs()) - gap

    def height_for(self, width: int, app: App) -> int:
        fw, _step, above = self._fan(width, app)
        face_h = cards_art.card_size(fw)[1]
        words = self._words_height(self._words_width(width, app), app)
        return face_h + app.metrics.pad // 2 + words if above else max(face_h, words)

    # ---- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        pal = app.palette
        fw, step, above = self._fan(self.rect.width, app)
        fh = cards_art.card_size(fw)[1]
        self.faces = []
        for k, card in enumerate(self.entry.cards):
            r = pygame.Rect(self.rect.left + k * step, self.rect.top, fw, fh)
            surface.blit(self.art.face(card, fw, pal.name), r)
            self.faces.append(r)
        words_w = self._words_width(self.rect.width, app)
        if above:
            top = self.rect.top + fh + app.metrics.pad // 2
            self.words = pygame.Rect(self.rect.left, top, words_w, self.rect.bottom - top)
        else:
            self.words = pygame.Rect(self.rect.right - words_w, self.rect.top, words_w, self.rect.height)
        y = self.words.top
        for words, role, bold, dim in self._paragraphs():
            box = pygame.Rect(self.words.left, y, words_w, self.rect.bottom - y)
            y += text.blit_wrapped(surface, words, app.metrics.font(role), pal.text_dim if dim else pal.text, box,
                                   bold=bold) + app.metrics.px(6)


class RulesScene(MenuScene):
    width_chars = 60

    def __init__(self, app: App, game_id: str, overlay: bool = False):
        super().__init__(app)
        self.game_id = game_id
        self.overlay = overlay

    @property
    def heading(self) -> str:  # type: ignore[override]
        # TRANSLATORS: the rules page's heading; {game} is a game's name
        return _("Rules: {game}").format(game=_(get(self.game_id).info.name))

    def _card_art(self) -> cards_art.CardSet | None:
        """The game's family's cards as drawn (None for a family with no card art)."""
        from ..games import load_kits

        load_kits()
        family = get(self.game_id).info.family
        return next((s for s in cards_art.card_sets() if s.family == family), None)

    def build(self) -> list[Widget]:
        info = get(self.game_id).info
        art = self._card_art()
        widgets: list[Widget] = []
        explained: set[str] = set()  # cards whose example is already on the page
        for ruleset in all_games():
            if ruleset.info.id != self.game_id and ruleset.info.rules:
                # TRANSLATORS: a button showing another game's rules; {game} is its name
                words = _("Show {game}").format(game=_(ruleset.info.name))
                widgets.append(Button(words, lambda g=ruleset.info.id: self._show(g)))
        widgets.append(Button(_("Back"), self.back, style="primary", hint=back_key()))
        if info.summary:
            widgets.append(Label(_(info.summary), dim=True))
        for heading, body in info.rules:  # the pages are made in the current language as they are read
            widgets.append(Label(heading, role="heading"))
            lines: list[str] = []
            for part in card_entries(body, art):
                if isinstance(part, str):
                    lines.append(part)
                    continue
                if lines:
                    widgets.append(Label("\n".join(lines)))
                    lines = []
                assert art is not None
                if explained.intersection(part.cards):  # a later, fuller ruling: the face, no example again
                    part = CardEntry(part.cards, part.titles, part.rule, ())
                explained.update(part.cards)
                widgets.append(CardRule(part, art))
            if lines:
                widgets.append(Label("\n".join(lines)))
        return widgets

    def _show(self, game_id: str) -> None:
        self.game_id = game_id
        self.group.scroll = 0
        self.rebuild()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP,
                                                          pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END):
            g = self.group
            page = g.viewport.height if g.viewport else 300
            step = {pygame.K_UP: -page // 6, pygame.K_DOWN: page // 6, pygame.K_PAGEUP: -page * 9 // 10,
                    pygame.K_PAGEDOWN: page * 9 // 10, pygame.K_HOME: -10**6, pygame.K_END: 10**6}[event.key]
            g.scroll_by(step)
            return True
        return super().handle_event(event)
