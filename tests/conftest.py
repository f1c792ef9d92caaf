import json
import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
# shared/ sits beside the repository (in CI too); PEGBOARD_SHARED can point elsewhere.
SHARED = Path(os.environ.get("PEGBOARD_SHARED", REPO.parent / "shared"))
EXAMPLES = SHARED / "examples"


def example_files(pattern: str) -> list[Path]:
    files = sorted((EXAMPLES / "games").glob(pattern))
    if not files:
        # A missing shared/ must fail the run, never silently test nothing.
        raise FileNotFoundError(f"no example matches {pattern} under {EXAMPLES}")
    return files


def load_example(path: Path) -> dict:
    return json.loads(path.read_text())


@pytest.fixture
def shared_dir() -> Path:
    return SHARED
