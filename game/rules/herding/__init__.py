"""The Herding Cats family: the bluffing game of seed 004."""

from .games import HERDING_CATS

__all__ = ["HERDING_CATS"]
