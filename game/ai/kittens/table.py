"""The Kittens family's CPU players, as the level factory looks them up."""

from __future__ import annotations

from ...rules.kittens.determinize import determinize
from ..ismcts import SearchHooks
from .belief import KittensBelief
from .easy import easy_policy
from .medium import medium_policy
from .search import playout_policy, prune
from .shrewd import shrewd_policy

EASY = easy_policy
MEDIUM = medium_policy
HOOKS = SearchHooks(
    determinize=determinize, playout=playout_policy, prune=prune, prior=shrewd_policy, belief=KittensBelief
)
