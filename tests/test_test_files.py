"""The test tree itself: pytest imports test modules by their file name (the folders are not
packages), so two test files with one name in different folders stop the whole run at collection."""

from collections import Counter
from pathlib import Path


def test_no_two_test_files_share_a_name():
    names = Counter(p.name for p in Path(__file__).parent.rglob("test_*.py"))
    assert [name for name, n in names.items() if n > 1] == []
