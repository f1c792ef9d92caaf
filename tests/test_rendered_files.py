"""The workers' folder of rendered answers (kernel/caching.py, RenderedFiles) looks at its own
size once every CULL_EVERY writes, not at each: a write does not list the folder, and the
folder still stays within MAX_ENTRIES and one run of writes."""

from pathlib import Path

from kernel.caching import RenderedFiles
from tests.calls import calls_of


def test_the_folder_is_listed_once_a_run_of_writes_and_stays_bounded(tmp_path, monkeypatch):
    monkeypatch.setattr(RenderedFiles, "CULL_EVERY", 5)
    files = RenderedFiles(str(tmp_path), {"OPTIONS": {"MAX_ENTRIES": 10, "CULL_FREQUENCY": 2}})
    listed = calls_of(monkeypatch, RenderedFiles, "_list_cache_files")
    sizes = []
    for n in range(60):
        files.set(f"answer-{n}", b"<p>a board</p>", 120)
        sizes.append(len(list(Path(tmp_path).glob("*.djcache"))))
    assert len(listed) == 12  # one look every five writes, not sixty
    assert max(sizes) <= 10 + 5  # MAX_ENTRIES, and the run of writes since the last look
    assert files.get("answer-59") == b"<p>a board</p>"
