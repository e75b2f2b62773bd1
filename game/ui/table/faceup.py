"""Every card face up: each seat's hand drawn in its plate. The replay viewer's face-up
viewpoint and a person who is out watching with every card face up both draw it (the table's
viewer is then `EVERYONE`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..cards_art import ASPECT

if TYPE_CHECKING:
    from .scene import TableScene


def every_hand(table: TableScene) -> list[tuple[str, ...]]:
    """Each seat's hand, from each seat's own view."""
    return [tuple(table.kit.shown(table.match.view(seat)).hand) for seat in range(table.match.config.players)]


def draw_hands(table: TableScene, surface: pygame.Surface, hands: list[tuple[str, ...]]) -> None:
    """Each seat's hand over the backs in its plate (under the plate in the compact layout,
    which draws no backs)."""
    m = table.app.metrics
    g = table.geo
    w = g.plate_card_w if not g.compact else max(m.px(24), min(m.px(48), g.plate_card_w))
    h = round(w * ASPECT)
    for seat, cards in enumerate(hands):
        plate = g.plates.get(seat)
        if plate is None or not cards:
            continue
        room = plate.width - 2 * m.px(10) - w
        step = min(w + m.px(2), room // max(1, len(cards) - 1)) if len(cards) > 1 else w
        x = plate.left + m.px(10)
        y = plate.bottom + m.px(4) if g.compact else plate.bottom - m.px(10) - h
        for card in cards:
            surface.blit(table.kit.cards.face(card, w, table.app.palette.name), (x, y))
            x += step
