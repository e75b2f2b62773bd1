"""Game rules, one package per family. Importing this registers every game."""

from . import kittens  # noqa: F401, I001 - registration order: the order games are listed in
from . import kombat  # noqa: F401
from . import herding  # noqa: F401
