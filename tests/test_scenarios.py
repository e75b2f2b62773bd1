"""Every scenario file under tests/scenarios/ holds."""

from pathlib import Path

import pytest

from game.scenario import load, run

FILES = sorted((Path(__file__).parent / "scenarios").rglob("*.json"))


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(p.parents[1])) for p in FILES])
def test_scenario_holds(path):
    outcome = run(load(path))
    assert outcome.passed, "\n".join(outcome.differences + outcome.log)
