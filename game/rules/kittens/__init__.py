"""The Kittens family: Exploding, Imploding and Zombie Kittens share these rules."""

from .games import EXPLODING_KITTENS, IMPLODING_KITTENS, ZOMBIE_KITTENS

__all__ = ["EXPLODING_KITTENS", "IMPLODING_KITTENS", "ZOMBIE_KITTENS"]
