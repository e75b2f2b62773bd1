"""The app's screens: title, new game, rules, settings, statistics, pause and dialogs."""
