"""The desktop app (pygame): the loop and scene stack, scenes, widgets, card art, animations.

Nothing outside this package imports it, except the command line that starts it.
"""
