"""The Kombat family: Kombat Kittens."""

from .games import KOMBAT_KITTENS

__all__ = ["KOMBAT_KITTENS"]
