"""The Kittens family: Exploding Kittens and Imploding Kittens share these rules."""

from .games import EXPLODING_KITTENS, IMPLODING_KITTENS

__all__ = ["EXPLODING_KITTENS", "IMPLODING_KITTENS"]
