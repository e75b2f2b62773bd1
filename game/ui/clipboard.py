"""The system clipboard, for text (an invite copied in the lobby, pasted in Join).

Through pygame-ce's `pygame.scrap`, which uses SDL's clipboard (with SDL's dummy video driver,
one kept inside the program, so headless tests copy and paste for real). A clipboard that cannot
be used says so by returning False or None: the screen then shows the text instead.
"""

from __future__ import annotations

import pygame

PASTE_LIMIT = 4096  # characters read from the clipboard: more is no invite or address


def copy(text: str) -> bool:
    """Put `text` on the clipboard; whether it could be."""
    try:
        pygame.scrap.put_text(text)
        return pygame.scrap.get_text() == text
    except (pygame.error, AttributeError, NotImplementedError):
        return False


def paste() -> str | None:
    """The clipboard's text (None when it holds none or cannot be read)."""
    try:
        text = pygame.scrap.get_text() if pygame.scrap.has_text() else ""
    except (pygame.error, AttributeError, NotImplementedError):
        return None
    return text[:PASTE_LIMIT] if text else None
