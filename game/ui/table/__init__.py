"""The table: one match seen by one viewer, with its animations, decisions and seats."""
