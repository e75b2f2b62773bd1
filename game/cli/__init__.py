"""The command line: `python -m game SUBCOMMAND`. No pygame here."""
