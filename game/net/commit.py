"""Group commit: the journals of every table waiting for the disk, made durable together.

The contract:
- A table's driver `await`s `GroupCommit.commit(journal)` after applying what it received and
  before it acknowledges anything: when it returns, every action that journal holds is on disk.
- Journals that ask while a round is under way wait for the next round. A round writes every
  waiting journal (into the page cache, on the loop), then fsyncs them all at once on worker
  threads (the disk merges fsyncs that arrive together), and wakes every waiter with one
  callback: a burst from fifty tables costs about one flush of the disk, not fifty in a queue.
- Nothing here touches a game: a journal writes the actions its match already holds.
"""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

from ..saves import Journal

FSYNC_THREADS = 16  # fsyncs in flight at once in a round


class GroupCommit:
    def __init__(self) -> None:
        self._round = ThreadPoolExecutor(max_workers=1, thread_name_prefix="journal")
        self._fsync = ThreadPoolExecutor(max_workers=FSYNC_THREADS, thread_name_prefix="fsync")
        self._waiting: list[tuple[Journal, asyncio.Future[None]]] = []
        self._running: asyncio.Task[None] | None = None
        self.rounds = 0  # rounds run (for tests and figures)
        self.commits = 0  # journals committed, over all rounds

    async def commit(self, journal: Journal) -> None:
        """Return once every action `journal`'s match holds is written and fsynced."""
        loop = asyncio.get_running_loop()
        done: asyncio.Future[None] = loop.create_future()
        self._waiting.append((journal, done))
        if self._running is None or self._running.done():
            self._running = loop.create_task(self._rounds())
        await done

    async def _rounds(self) -> None:
        loop = asyncio.get_running_loop()
        while self._waiting:
            batch, self._waiting = self._waiting, []
            journals = list(dict.fromkeys(journal for journal, _ in batch))
            self.rounds += 1
            self.commits += len(journals)
            try:
                for journal in journals:
                    journal.write()  # into the page cache: quick (a journal that cannot write turns itself off)
                await loop.run_in_executor(self._round, self._durable, journals)
            finally:
                for _, done in batch:
                    if not done.done():
                        done.set_result(None)

    def _durable(self, journals: list[Journal]) -> None:
        """fsync every journal at once: this thread takes the first, the pool the others (each
        hand-off between threads costs a wait for a core on a busy machine)."""
        others = [self._fsync.submit(journal.durable) for journal in journals[1:]]
        journals[0].durable()
        for other in others:
            other.result()
        for journal in journals:
            if journal.behind:  # off after a failed write: its retry writes the whole game
                journal.sync()

    def shutdown(self) -> None:
        """Start no more rounds; wait for the one under way to finish."""
        if self._running is not None:
            self._running.cancel()
        self._round.shutdown(wait=True)
        self._fsync.shutdown(wait=True)
