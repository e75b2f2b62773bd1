"""The sounds are found from the source tree and from a pip install's data files."""

import sysconfig

from game import storage


def test_source_tree_assets_are_found():
    assert storage.asset_path("sounds", "alert.wav").is_file()


def test_installed_data_files_are_found(tmp_path, monkeypatch):
    installed = tmp_path / "share" / "nine-lives" / "sounds"
    installed.mkdir(parents=True)
    (installed / "alert.wav").write_bytes(b"RIFF")
    monkeypatch.setattr(storage, "__file__", str(tmp_path / "site-packages" / "game" / "storage.py"))
    monkeypatch.setattr(sysconfig, "get_path", lambda name, scheme=None: str(tmp_path))
    assert storage.asset_path("sounds", "alert.wav") == installed / "alert.wav"
