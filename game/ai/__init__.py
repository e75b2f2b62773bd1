"""CPU players. They see only their seat's view and its redacted events. No pygame."""
