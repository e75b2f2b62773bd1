"""Write the app icons into assets/icons/: PNGs, a Windows .ico and a macOS .icns.

The picture is the one the window uses (game.ui.cards_art.app_icon), drawn in code. The .ico
and .icns containers simply hold PNG images, which both formats allow.

    python assets/make_icons.py
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "icons"
PNG_SIZES = (16, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 32, 48, 256)
ICNS_TYPES = {b"icp4": 16, b"icp5": 32, b"ic07": 128, b"ic08": 256, b"ic09": 512}


def render_pngs() -> dict[int, bytes]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    sys.path.insert(0, str(HERE.parent))
    import pygame

    from game.ui.cards_art import app_icon

    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    pngs = {}
    for size in PNG_SIZES:
        path = OUT / f"nine-lives-{size}.png"
        pygame.image.save(app_icon(size), str(path))
        pngs[size] = path.read_bytes()
    pygame.quit()
    return pngs


def ico(pngs: dict[int, bytes]) -> bytes:
    """An .ico whose entries are PNG images (Windows Vista and later)."""
    header = struct.pack("<HHH", 0, 1, len(ICO_SIZES))
    offset = 6 + 16 * len(ICO_SIZES)
    entries, blobs = b"", b""
    for size in ICO_SIZES:
        data = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    """An .icns whose elements are PNG images."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> None:
    OUT.mkdir(exist_ok=True)
    pngs = render_pngs()
    (OUT / "nine-lives.ico").write_bytes(ico(pngs))
    (OUT / "nine-lives.icns").write_bytes(icns(pngs))
    (OUT / "nine-lives.png").write_bytes(pngs[256])
    print(f"wrote {len(pngs) + 3} icon files to {OUT}")


if __name__ == "__main__":
    main()
