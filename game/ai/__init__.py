"""CPU players. They see only their seat's view and its redacted events. No pygame.

- `bot.py`: the Bot protocol, `PolicyBot` (Easy, Medium, Random).
- `levels.py`: `make_bot(level, seat, ruleset, seed)`, the one factory.
- `ismcts.py`: the generic Hard search; `hard.py`: the Hard bot around it (anytime API).
- `games.py`: which module holds each game's policies and search hooks.
- `kittens/`: Easy, Medium, and Hard's pieces for the Exploding and Imploding Kittens games:
  its belief (where others put Kittens, who holds a Defuse), its own judgement (`shrewd`, the
  move the search must beat), the playout policy and pruning (the sampler is the ruleset's
  `determinize`).
"""
