"""The middle of the Herding Cats table: the claim spot (the card played face down under its
declared identity, a presented Laser Pointer, the card a challenge turned over) and every
player's cell: name and score, the herd as small cards (face-down backs; the viewer's own carry
a mark of their identity, seen by them alone; face-up cards with a shield, protected) and the
discard pile, whose count is written on it."""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ....i18n import N_, _, format_number, ngettext, on_change
from ....rules.herding.cards import ORDER, title
from ....rules.herding.scoring import hand_bonus
from ... import cards_art, draw, text
from ...layout import Metrics
from ...table.hud import whole_words
from ...theme import Palette
from .cards import CARDS, FAMILY
from .layout import CELL_INSET_H, Cell, HerdLayout, card_in, chips, compute
from .shown import HerdingShown
from .words import you

if TYPE_CHECKING:
    from ...table.scene import TableScene

FACE_MIN = 56  # narrower herd cards are drawn as an icon on a card, not a whole face


def layout(table: TableScene) -> HerdLayout:
    return compute(table.app.metrics, table.geo, table.match.config.players, table.seen_as)


def draw_centre(surface: pygame.Surface, table: TableScene, focus: int | None, hover: int | None) -> None:
    shown = table.shown
    assert isinstance(shown, HerdingShown)
    lay = layout(table)
    draw_claims(surface, table, shown, lay)
    for seat, cell in lay.cells.items():
        draw_cell(surface, table, shown, lay, seat, cell, seat == focus, seat == hover)


# ---- cards ---------------------------------------------------------------------------------------
def mini(card: str | None, w: int, pal: Palette) -> pygame.Surface:
    """A small card: a back (None), a whole face when wide enough, else the picture on a card."""
    if card is None:
        return cards_art.back(w, pal.name)
    if w >= FACE_MIN:
        return cards_art.face(card, w, pal.name, FAMILY)
    return _icon_card(card, w, pal.name)


_ICON_CARDS: dict[tuple[str, int, str], pygame.Surface] = {}


def _icon_card(card: str, w: int, palette_name: str) -> pygame.Surface:
    key = (card, w, palette_name)
    if key not in _ICON_CARDS:
        from ...theme import palette

        pal = palette(palette_name)
        h = round(w * cards_art.ASPECT)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        r = cards_art.radius(w)
        pygame.draw.rect(surf, CARDS.colour(card), surf.get_rect(), border_radius=r)
        inner = surf.get_rect().inflate(-max(4, w // 6), -max(4, w // 6))
        pygame.draw.rect(surf, pal.card_face, inner, border_radius=max(2, r - 2))
        pygame.draw.rect(surf, pal.card_ink, surf.get_rect(), 1, border_radius=r)
        art = cards_art.icon(card, max(8, inner.width - 2), palette_name, family=FAMILY)
        surf.blit(art, art.get_rect(center=inner.center))
        _ICON_CARDS[key] = surf
    return _ICON_CARDS[key]


def mark(surface: pygame.Surface, card: str, rect: pygame.Rect, pal: Palette) -> None:
    """The owner's mark on a face-down card: its identity's picture in a round badge."""
    d = max(10, round(rect.width * 0.72))
    centre = (rect.centerx, rect.bottom - d // 2 - max(2, rect.width // 12))
    pygame.draw.circle(surface, pal.card_face, centre, d // 2)
    pygame.draw.circle(surface, CARDS.colour(card), centre, d // 2, max(2, d // 10))
    art = cards_art.icon(card, max(8, round(d * 0.7)), pal.name, family=FAMILY)
    surface.blit(art, art.get_rect(center=centre))


def shield(surface: pygame.Surface, rect: pygame.Rect, pal: Palette) -> None:
    """Protected: a shield on the card's top right corner (its shape says it, not its colour)."""
    s = max(8, rect.width // 3)
    x, y = rect.right - s - max(1, s // 6), rect.top + max(1, s // 6)
    pts = [(x, y), (x + s, y), (x + s, y + s * 0.55), (x + s / 2, y + s * 1.1), (x, y + s * 0.55)]
    pygame.draw.polygon(surface, pal.good, pts)
    pygame.draw.polygon(surface, pal.card_ink, pts, max(1, s // 8))


# ---- the claim spot ------------------------------------------------------------------------------
def draw_claims(surface: pygame.Surface, table: TableScene, shown: HerdingShown, lay: HerdLayout) -> None:
    app = table.app
    m, pal = app.metrics, app.palette
    small = m.font("small")
    w = lay.play.width
    play = shown.play
    if play is None:
        pygame.draw.rect(surface, pal.panel_edge, lay.play, max(2, m.px(2)), border_radius=cards_art.radius(w))
    else:
        face = play.card if play.revealed else None
        draw.shadow(surface, lay.play, cards_art.radius(w), m.px(3), alpha=70)
        surface.blit(mini(face, w, pal), lay.play)
        if face is None and play.card is not None:
            mark(surface, play.card, lay.play, pal)  # the player's own card: what it really is
    claim = shown.claim
    if claim is not None:
        face = "laser_pointer" if claim.face_up else (claim.card if claim.revealed else None)
        surface.blit(mini(face, w, pal), lay.claim)
        if face is None and claim.card is not None:
            mark(surface, claim.card, lay.claim, pal)
    words = claim_words(table, shown) or empty_spot_words(small, lay.words.width)
    colour = pal.text if shown.play is not None else pal.text_dim
    for k, line in enumerate(whole_words(words, small, lay.words.width, 2) if words else []):
        text.blit_text(surface, line, small, colour, (lay.words.centerx, lay.words.top + k * text.line_height(small)),
                       "midtop")


# TRANSLATORS: under the empty spot where cards are played, on at most two short lines (longest first).
EMPTY_SPOT_WORDS = (N_("Cards are played here, face down"), N_("Cards are played here"), N_("Played here"))


def empty_spot_words(size: int, width: int) -> str:
    """The words under the claim spot while nothing is played: what the empty outline is for,
    the longest that fits whole on two lines."""
    for english in EMPTY_SPOT_WORDS:
        words = _(english)
        lines = text.wrap(words, size, width, break_words=False)
        if len(lines) <= 2 and all(text.width(line, size) <= width for line in lines):
            return words
    return ""


def claim_words(table: TableScene, shown: HerdingShown) -> str:
    """The line under the claim spot: the declared identity, then the picked card ("" with
    nothing played)."""
    play = shown.play
    if play is None:
        return ""
    if shown.selected is not None:
        _target, position, in_herd = shown.selected
        number = format_number(position + 1)
        return (_("Picked: herd card {position}") if in_herd else _("Picked: card {position}")).format(position=number)
    if shown.claim is not None:
        return _("Laser Pointer?")
    if play.revealed:
        return title(play.identity)
    # TRANSLATORS: the card a player declared, under the face-down card, while it may be challenged.
    return _("{card}?").format(card=title(play.identity))


# ---- a player's cell -----------------------------------------------------------------------------
# A cell's name line, longest first: the score's unit in full, short, then left out (`fit_name`),
# without and with the winner's words. A score with a + (`HIDDEN_SCORE`) has some of its herd face
# down to the viewer.
HIDDEN_SCORE = "{points}+"


def name_forms(points: int, wins: bool) -> list[str]:
    """The name line's forms for a score of `points`, longest first (each starts with the name)."""
    # TRANSLATORS: a player's name line on their cell: keep {name} first ({score} may read "7+");
    # "pt"/"pts" is the short form of "point(s)", used where the cell is narrow.
    if wins:
        return [ngettext("{name} · {score} point · wins", "{name} · {score} points · wins", points),
                ngettext("{name} · {score} pt · wins", "{name} · {score} pts · wins", points),
                _("{name} · {score} · wins")]
    return [ngettext("{name} · {score} point", "{name} · {score} points", points),
            ngettext("{name} · {score} pt", "{name} · {score} pts", points),
            "{name} · {score}"]


@dataclass(frozen=True)
class NameLine:
    """What a cell's name line says: whose cell, its score (complete or not), whether it won."""

    name: str
    points: int
    complete: bool
    wins: bool

    def forms(self, name: str | None = None) -> list[str]:
        """The line's words, longest first (with `name` in place of the seat's, if given)."""
        number = format_number(self.points)
        score = number if self.complete else HIDDEN_SCORE.format(points=number)
        return [form.format(name=self.name if name is None else name, score=score)
                for form in name_forms(self.points, self.wins)]

    @property
    def words(self) -> str:
        return self.forms()[0]


def name_words(table: TableScene, shown: HerdingShown, seat: int) -> NameLine:
    """ "You · 11 points", "Bea · 7+ points" (a + when some of the herd is hidden from the viewer),
    "Cal · 1 point", "wins" at the end (`fit_name` shortens the unit where there is no room for it)."""
    points, complete = shown.score(seat)
    who = you() if seat == table.viewer else table.names[seat]
    return NameLine(who, points, complete, seat in shown.winners)


def score_tip(table: TableScene, shown: HerdingShown, seat: int) -> tuple[str, str]:
    """What a cell's score means: how it is made, and what its + says."""
    points, complete = shown.score(seat)
    cards = shown.counts[seat]
    bonus = hand_bonus(cards)
    score = format_number(points) if complete else HIDDEN_SCORE.format(points=format_number(points))
    if seat == table.viewer:
        heading = ngettext("Your score: {score} point", "Your score: {score} points", points).format(score=score)
    else:
        heading = ngettext("{name}'s score: {score} point", "{name}'s score: {score} points", points).format(
            name=table.names[seat], score=score)
    if complete:
        how = ngettext("{herd} for the herd's cards, plus {bonus} for {n} card in hand (1 point for every 2, "
                       "rounded up).", "{herd} for the herd's cards, plus {bonus} for {n} cards in hand (1 point "
                       "for every 2, rounded up).", cards)
    else:
        how = ngettext("{herd} for the herd's cards you can see, plus {bonus} for {n} card in hand (1 point for "
                       "every 2, rounded up).", "{herd} for the herd's cards you can see, plus {bonus} for {n} cards "
                       "in hand (1 point for every 2, rounded up).", cards)
    words = [how.format(herd=format_number(points - bonus), bonus=format_number(bonus), n=format_number(cards))]
    if not complete:
        words.append(_("The + means some of the herd is face down and unknown to you, so it may be worth more."))
    words.append(_("The most points at the end wins. Choose the herd to see its cards and discards."))
    return heading, " ".join(words)


@dataclass(frozen=True)
class Chip:
    """Cards of one kind in a grouped herd: an identity (None: face down, unknown to the viewer)
    and how many; face up (protected), shown face up at the end, or face down."""

    identity: str | None
    count: int
    up: bool = False
    final: bool = False
    picked: bool = False  # the card an Animal Control picked is one of these


def herd_chips(shown: HerdingShown, seat: int) -> list[Chip]:
    """A herd as chips: the face-down cards the viewer can name (its own, or known to be in
    there) by identity, then those it cannot, then the face-up cards by identity."""
    row = shown.face_down(seat)
    final = bool(shown.final) and None not in row
    picked = shown.selected[1] if shown.selected is not None and shown.selected[0] == seat and shown.selected[2] \
        else None
    named = [c for c in row if c is not None] if None not in row else list(shown.known[seat])
    picked_as = row[picked] if picked is not None and picked < len(row) else None
    chips = [Chip(card, named.count(card), final=final, picked=picked is not None and card == picked_as)
             for card in ORDER if card in named]
    unknown = len(row) - len(named)
    if unknown > 0:
        chips.append(Chip(None, unknown, picked=picked is not None and picked_as is None))
    chips += [Chip(card, shown.up[seat].count(card), up=True) for card in ORDER if card in shown.up[seat]]
    return chips


_CELLS: OrderedDict[tuple, pygame.Surface] = OrderedDict()
CELLS_KEPT = 48


def _forget_cells() -> None:
    """A change of language draws every cell again (their words are in the drawn surfaces)."""
    _CELLS.clear()


on_change(_forget_cells)


def draw_cell(surface: pygame.Surface, table: TableScene, shown: HerdingShown, lay: HerdLayout, seat: int,
              cell: Cell, focused: bool, hovered: bool) -> None:
    """A player's cell, drawn once per look (most redraws change one cell, or none)."""
    app = table.app
    m, pal = app.metrics, app.palette
    look = cell_look(table, shown, seat, cell)
    key = (m, pal.name, tuple(cell.rect), tuple(cell.name), tuple(cell.row), tuple(cell.discard),
           None if cell.tags is None else tuple(cell.tags), cell.grouped, cell.chip_h, lay.chip_w, look)
    drawn = _CELLS.get(key)
    if drawn is None:
        drawn = _CELLS[key] = _cell_surface(app.metrics, pal, cell, lay.chip_w, look)
        if len(_CELLS) > CELLS_KEPT:
            _CELLS.popitem(last=False)
    else:
        _CELLS.move_to_end(key)
    surface.blit(drawn, cell.rect)
    if focused:
        draw.focus_ring(surface, cell.rect, pal, m.px(10), max(2, m.px(3)))
    elif hovered:
        pygame.draw.rect(surface, pal.focus, cell.rect, max(2, m.px(2)), border_radius=m.px(10))


def cell_look(table: TableScene, shown: HerdingShown, seat: int, cell: Cell) -> tuple:
    """Everything a cell shows, as a key: its words, whose turn, the discard pile and the herd."""
    current = seat == shown.current and not shown.winners
    pile = shown.discards[seat]
    head = (name_words(table, shown, seat), seat in shown.winners, current, len(pile), tuple(pile[-1:]),
            shown.counts[seat])
    if cell.grouped:
        return (*head, tuple(herd_chips(shown, seat)))
    row = shown.face_down(seat)
    own = seat == shown.viewer or bool(shown.final)
    picked = shown.selected[1] if shown.selected is not None and shown.selected[0] == seat and shown.selected[2] \
        else None
    tags = tuple(sorted(shown.known[seat])) if seat != shown.viewer and not shown.final else ()
    return (*head, tuple(row), tuple(shown.up[seat]), own, bool(shown.final), picked, tags)


def _cell_surface(m: Metrics, pal: Palette, cell: Cell, chip_w: int, look: tuple) -> pygame.Surface:
    """The cell drawn on a transparent surface of its size."""
    surface = pygame.Surface(cell.rect.size, pygame.SRCALPHA)
    dx, dy = -cell.rect.left, -cell.rect.top
    local = Cell(cell.rect.move(dx, dy), cell.name.move(dx, dy), cell.row.move(dx, dy), cell.discard.move(dx, dy),
                 None if cell.tags is None else cell.tags.move(dx, dy), cell.grouped, cell.chip_h)
    words, winner, current, piled, top, hand = look[:6]
    small = m.font("small")
    draw.panel(surface, local.rect, pal, m.px(10), alpha=150, edge=pal.accent if current else pal.panel_edge)
    if current:
        pygame.draw.rect(surface, pal.accent, local.rect, max(2, m.px(3)), border_radius=m.px(10))
    colour = pal.accent if winner else pal.text
    room = local.name.width
    # TRANSLATORS: a short label over a player's discard pile, at the end of their name line.
    label = _("discards")
    if not cell.grouped and text.width(words.words, small) + text.width(label, small) + small <= room:
        text.blit_text(surface, label, small, pal.text_dim, local.name.topright, "topright")
    text.blit_text(surface, fit_name(words, small, room), small, colour, local.name.topleft)
    if cell.grouped:
        _discard_chip(surface, m, pal, piled, top[0] if top else None, local.discard)
        _draw_chips(surface, m, pal, local, look[6], hand)
    else:
        _draw_cards(surface, m, pal, local, chip_w, look[6:], hand)
        _discard(surface, m, pal, piled, top[0] if top else None, local.discard)
    return surface


def fit_name(line: NameLine, size: int, room: int) -> str:
    """ "Name · score" in `room`: the unit is shortened, then left out, before the name is cut
    short (names stay whole where there is room); the score is never cut."""
    forms = line.forms()
    for words in forms:
        if text.width(words, size) <= room:
            return words
    tails = [form.removeprefix(line.name) for form in forms]  # (each form starts with the name)
    for tail in tails:  # the name cut short, with the longest unit that leaves a few of its letters
        if text.width(line.name[:3] + "...", size) + text.width(tail, size) <= room or tail == tails[-1]:
            return text.ellipsize(line.name, size, max(0, room - text.width(tail, size))) + tail
    return forms[-1]


MORE_WORDS = "+ {hand}"  # after a herd's cards: what the hand adds


def _hand_forms(points: int, cards: int) -> list[str]:
    """The hand's part of a score, longest first: "3 for 6 cards in hand", "3 for 6 in hand"."""
    n, bonus = format_number(cards), format_number(points)
    # TRANSLATORS: what the cards in hand add to a score: "3 for 6 cards in hand" (points, then cards).
    forms = [ngettext("{points} for {n} card in hand", "{points} for {n} cards in hand", cards),
             ngettext("{points} for {n} in hand", "{points} for {n} in hand", cards)]
    return [form.format(points=bonus, n=n) for form in forms]


def hand_words(points: int, cards: int, herd: bool, size: int, room: int, lines: int = 1) -> list[str]:
    """What the hand adds to a score, on at most `lines` lines of `room` (whole words; [] where
    nothing fits): after the herd's cards "+ 3 for 6 cards in hand", with no herd "No herd yet: 4
    for 7 cards in hand", else "No herd" (so a score with no herd, and one that drops as cards
    leave the hand, explains itself)."""
    frame = MORE_WORDS if herd else _("No herd yet: {hand}")
    tried = [frame.format(hand=form) for form in _hand_forms(points, cards)]
    for most in range(1, lines + 1):  # the fewest lines, then the longest words
        for words in tried:
            wrapped = text.wrap(words, size, room, break_words=False)
            if len(wrapped) <= most and all(text.width(line, size) <= room for line in wrapped):
                return wrapped
    return [] if herd or text.width(_("No herd"), size) > room else [_("No herd")]


def _draw_cards(surface: pygame.Surface, m: Metrics, pal: Palette, cell: Cell, w: int, herd: tuple,
                hand: int) -> None:
    """The herd as a row of small cards (backs with the owner's mark, faces with a shield), then
    what the `hand` cards in hand add to the score where there is room."""
    row, up_cards, own, final, picked, tags = herd
    pygame.draw.line(surface, pal.panel_edge, (cell.discard.left - w // 6, cell.discard.top),
                     (cell.discard.left - w // 6, cell.discard.bottom), max(1, m.px(2)))
    cards: list[tuple[str | None, bool]] = [(c, False) for c in row] + [(c, True) for c in up_cards]
    for i, (card, up) in enumerate(cards):
        r = card_in(cell, w, i, len(cards))
        if up or (own and final):
            surface.blit(mini(card, w, pal), r)
            if up:
                shield(surface, r, pal)
        else:
            surface.blit(mini(None, w, pal), r)
            if card is not None:
                mark(surface, card, r, pal)
        if picked is not None and i == picked:
            pygame.draw.rect(surface, pal.focus, r.inflate(m.px(6), m.px(6)), max(2, m.px(3)),
                             border_radius=cards_art.radius(w))
    if cards:  # after the herd's cards, on their line
        left = card_in(cell, w, len(cards) - 1, len(cards)).right + m.px(8)
        after = pygame.Rect(left, cell.row.top, cell.row.right - left, cell.row.height)
        _hand_words(surface, m, pal, hand, True, after)
    else:  # no herd (so no tags either): the cell's room under the row too
        below = cell.rect.bottom - m.px(CELL_INSET_H) // 2 - cell.row.bottom
        _hand_words(surface, m, pal, hand, False, cell.row, below)
    if cell.tags is not None and tags:
        _tags(surface, pal, list(tags), cell.tags)


def _draw_chips(surface: pygame.Surface, m: Metrics, pal: Palette, cell: Cell, herd: tuple[Chip, ...],
                hand: int) -> None:
    """A grouped herd: a chip per identity with its count, "+N" for chips that do not fit; then
    what the `hand` cards in hand add to the score where there is room."""
    small = m.font("small")
    if not herd:
        first = pygame.Rect(cell.row.left, cell.row.top, cell.row.width, cell.chip_h)  # the first line of chips
        _hand_words(surface, m, pal, hand, False, first, cell.row.height - cell.chip_h)
        return
    places, left = chips(m, cell, [c.count for c in herd])
    for chip, r in zip(herd, places, strict=False):
        _chip(surface, m, pal, chip, r)
    if left:
        at = (places[-1].right + m.px(4), places[-1].centery) if places else (cell.row.left, cell.row.centery)
        text.blit_text(surface, f"+{left}", small, pal.accent, at, "midleft", bold=True)
    elif places:
        left = places[-1].right + m.px(8)
        _hand_words(surface, m, pal, hand, True, pygame.Rect(left, places[-1].top, cell.row.right - left, cell.chip_h))


def _hand_words(surface: pygame.Surface, m: Metrics, pal: Palette, hand: int, herd: bool, row: pygame.Rect,
                below: int = 0) -> None:
    """`hand_words` in `row` (centred on it), or from its top down `below` pixels more where it
    needs the lines."""
    small = m.font("small")
    line = text.line_height(small)
    lines = hand_words(hand_bonus(hand), hand, herd, small, row.width, max(1, (row.height + below) // line))
    block = len(lines) * line
    top = row.centery - block // 2 if block <= row.height else row.top
    for k, words in enumerate(lines):
        text.blit_text(surface, words, small, pal.text_dim, (row.left, top + k * line), "topleft")


def _chip(surface: pygame.Surface, m: Metrics, pal: Palette, chip: Chip, r: pygame.Rect) -> None:
    """One chip: face-down ones on the card back's colour, face-up ones on the face's, the
    identity's picture on a light disc (a small card back when unknown), its count, a shield
    when protected, a ring when the picked card is among them."""
    face = chip.up or chip.final
    fill, ink = (pal.card_face, pal.card_ink) if face else (pal.card_back, pal.card_back_ink)
    edge = CARDS.colour(chip.identity) if chip.identity is not None else pal.card_back_ink
    radius = max(3, r.height // 5)
    pygame.draw.rect(surface, fill, r, border_radius=radius)
    pygame.draw.rect(surface, edge, r, max(2, r.height // 12), border_radius=radius)
    pic = pygame.Rect(r.left + m.px(3), r.top, r.height, r.height).inflate(-m.px(4), -m.px(4))
    if chip.identity is None:
        back = cards_art.back(max(8, round(pic.height / cards_art.ASPECT)), pal.name)
        surface.blit(back, back.get_rect(center=pic.center))
    else:
        pygame.draw.circle(surface, pal.card_face, pic.center, pic.height // 2)
        art = cards_art.icon(chip.identity, max(8, round(pic.height * 0.8)), pal.name, family=FAMILY)
        surface.blit(art, art.get_rect(center=pic.center))
    if chip.count > 1:
        text.blit_text(surface, f"x{chip.count}", m.font("small"), ink, (pic.right + m.px(3), r.centery), "midleft",
                       bold=True)
    if chip.up:
        shield(surface, pygame.Rect(pic.left, pic.top, pic.width * 3 // 4, pic.height), pal)
    if chip.picked:
        pygame.draw.rect(surface, pal.focus, r.inflate(m.px(6), m.px(6)), max(2, m.px(3)), border_radius=radius)


def _discard_chip(surface: pygame.Surface, m: Metrics, pal: Palette, count: int, top: str | None,
                  rect: pygame.Rect) -> None:
    """A grouped cell's discard pile, at the end of its name line: the top card's picture and the count."""
    pygame.draw.rect(surface, pal.panel, rect, border_radius=rect.height // 3)
    pygame.draw.rect(surface, pal.panel_edge, rect, max(1, m.px(2)), border_radius=rect.height // 3)
    pic = pygame.Rect(rect.left, rect.top, rect.height, rect.height).inflate(-m.px(4), -m.px(4))
    if top is not None:
        surface.blit(cards_art.icon(top, pic.height, pal.name, family=FAMILY), pic)
    else:
        pygame.draw.rect(surface, pal.panel_edge, pic, max(1, m.px(2)), border_radius=m.px(4))
    text.blit_text(surface, str(count), m.font("small"), pal.text, (pic.right + m.px(4), rect.centery), "midleft")


def _discard(surface: pygame.Surface, m: Metrics, pal: Palette, count: int, top: str | None,
             rect: pygame.Rect) -> None:
    """The top of a discard pile with its count on a badge (an empty outline when there is none)."""
    if top is not None:
        surface.blit(mini(top, rect.width, pal), rect)
    else:
        pygame.draw.rect(surface, pal.panel_edge, rect, max(1, m.px(2)), border_radius=cards_art.radius(rect.width))
    small = m.font("small")
    words = str(count)
    box = pygame.Rect(0, 0, text.width(words, small) + small // 2, text.line_height(small))
    box.midtop = (rect.centerx, rect.top + max(0, (rect.height - box.height) // 2))
    pygame.draw.rect(surface, pal.panel, box, border_radius=box.height // 2)
    pygame.draw.rect(surface, pal.panel_edge, box, 1, border_radius=box.height // 2)
    text.blit_text(surface, words, small, pal.text, box.center, "center")


def _tags(surface: pygame.Surface, pal: Palette, known: list[str], rect: pygame.Rect) -> None:
    """Identities the viewer knows are somewhere in that face-down row (not where): icons."""
    size = rect.height
    x = rect.left
    for card in sorted(known):
        if x + size > rect.right:
            break
        surface.blit(cards_art.icon(card, size, pal.name, family=FAMILY), (x, rect.top))
        x += size + max(2, size // 6)
