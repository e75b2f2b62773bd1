"""Nine Lives: a desktop collection of kitten card games."""

__version__ = "0.1.0"
