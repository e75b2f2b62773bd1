"""Network play: one host runs the only `Match` of each table; clients see only their seat.

No pygame here: the app's screens read a client as a `game.engine.feed.Feed`.
- `protocol.py`: the versioned JSON messages, their schemas and size limits.
- `codec.py`: views and pending decisions as JSON, through a whitelist of the game's records.
- `credentials.py`: join codes and seat tokens.
- `stream.py`: what one connection has been sent, and the update it lacks.
- `table.py`: one table: seats, the clock, windows, CPUs, stand-ins (no input or output).
- `host.py`: the websockets server, its tables' drivers, journals and `--continue`.
- `client.py`: `NetClient`, a seat's feed over the network, reconnecting by itself.
- `tickets.py`: the seats kept for Continue and Rejoin after a restart (read by the title
  without loading the network stack).
- `player.py`: a CPU playing a seat through a `NetClient` (`python -m game join`).
"""
