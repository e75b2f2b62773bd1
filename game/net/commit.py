"""Group commit: the journals of every table waiting for the disk, made durable together.

The contract:
- A table's driver `await`s `GroupCommit.commit(journal)` after applying what it received and
  before it acknowledges anything: when it returns, every action that journal holds is on disk.
- Journals that ask while a round is under way wait for the next round. A round writes every
  waiting journal (into the page cache, on the loop), appends the same lines to the host-wide
  log (hostlog.py) and fsyncs that one file, then wakes every waiter with one callback: a burst
  from fifty tables costs one fsync, not fifty. The journals' own files are fsynced at the log's
  checkpoints and when they close; a journal the log cannot hold (another directory, or the log
  failed) is fsynced in the round itself, all of them at once on worker threads.
- Nothing here touches a game: a journal writes the actions its match already holds.
"""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from ..saves import Journal, Written
from .hostlog import NAME, HostLog

FSYNC_THREADS = 16  # fsyncs in flight at once in a round


class GroupCommit:
    def __init__(self, directory: Path, log_name: str = NAME) -> None:
        self.log = HostLog(directory, log_name)  # the tables' journals in `directory` are logged there
        self._round = ThreadPoolExecutor(max_workers=1, thread_name_prefix="journal")
        self._fsync = ThreadPoolExecutor(max_workers=FSYNC_THREADS, thread_name_prefix="fsync")
        self._waiting: list[tuple[Journal, asyncio.Future[None]]] = []
        self._running: asyncio.Task[None] | None = None
        self.rounds = 0  # rounds run (for tests and figures)
        self.commits = 0  # journals committed, over all rounds

    def recover(self) -> list[str]:
        """Give every journal the lines an earlier run's log holds for it (before any table is
        reopened; done once); the journals' file names that got some."""
        self.log.open()
        return self.log.restored

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
                # into the page cache: quick (a journal that cannot write turns itself off)
                written = [(journal, journal.write()) for journal in journals]
                await loop.run_in_executor(self._round, self._durable, written)
            finally:
                for _, done in batch:
                    if not done.done():
                        done.set_result(None)

    def _durable(self, written: list[tuple[Journal, Written | None]]) -> None:
        """Append the round's lines to the host-wide log and fsync it once; fsync any journal it
        does not hold, all at once. Then a checkpoint, if the log is due one."""
        entries = [(journal, lines) for journal, lines in written if lines is not None and self.log.holds(journal)]
        held = set()
        if self.log.append(entries):
            for journal, _ in entries:
                journal.logged()
                held.add(journal)
        self._fsync_all([journal for journal, _ in written if journal not in held])
        for journal, _ in written:
            if journal.behind:  # off after a failed write: its retry writes the whole game
                journal.sync()
        self.log.checkpoint(self._settle)

    def _fsync_all(self, journals: list[Journal]) -> None:
        """fsync journals at once: this thread takes the first, the pool the others (each hand-off
        between threads costs a wait for a core on a busy machine)."""
        if not journals:
            return
        others = [self._fsync.submit(journal.durable) for journal in journals[1:]]
        journals[0].durable()
        for other in others:
            other.result()

    def _settle(self, journals: list[Journal]) -> list[bool]:
        """fsync the logged journals' files, at once (a checkpoint)."""
        return list(self._fsync.map(Journal.settle, journals))

    def shutdown(self) -> None:
        """Start no more rounds; wait for the one under way to finish."""
        if self._running is not None:
            self._running.cancel()
        self._round.shutdown(wait=True)

    def close(self) -> None:
        """After the journals are closed (each fsynced): the log is emptied and closed."""
        self.log.checkpoint(self._settle, force=True)
        self.log.close()
        self._fsync.shutdown(wait=True)
