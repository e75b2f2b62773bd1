"""Shared test setup: keep every file the program writes inside a temporary home."""

import pytest


@pytest.fixture(autouse=True)
def _private_home(tmp_path, monkeypatch):
    monkeypatch.setenv("NINE_LIVES_HOME", str(tmp_path / "home"))
