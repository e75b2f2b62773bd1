"""Start-up script for the packaged build: PyInstaller runs a script, not a package."""

import multiprocessing
import sys

from game.__main__ import main

if __name__ == "__main__":
    # Hard CPUs think in a spawned worker process; a frozen program must hand it over.
    multiprocessing.freeze_support()
    sys.exit(main())
