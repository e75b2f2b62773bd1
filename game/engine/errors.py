"""Errors the engine raises."""


class IllegalAction(Exception):
    """An action the rules do not allow now. The state is left untouched."""


class ConfigError(ValueError):
    """A game configuration the rules do not allow (player count, option, seat)."""
