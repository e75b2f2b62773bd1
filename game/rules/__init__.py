"""Game rules, one package per family. Importing this registers every game."""

from . import kittens  # noqa: F401
from . import kombat  # noqa: F401
from . import herding  # noqa: F401
