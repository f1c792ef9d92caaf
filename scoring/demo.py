"""The demo game on the home page: a bundled Trinidad record, scored by the engine like any
other, so a newcomer sees what Pegboard does before scoring a game of their own."""

import json
from functools import cache
from pathlib import Path

DEMO_RECORD = Path(__file__).parent / "demo" / "trinidad-evening.json"


# The demo's record is a file of the code: a deploy, which changes it, restarts the process.
@cache
def demo_record() -> dict:
    return json.loads(DEMO_RECORD.read_text())
