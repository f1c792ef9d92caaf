"""A history people can read (README, "Commits"): from the commit that set the rule on, every
subject is at most 72 characters and is followed by a blank line and a body."""

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# The last commit before the rule: the subjects before it were written to other habits.
RULE_FROM = "5154ae5"


def _git(*args: str) -> str:
    done = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        pytest.skip(f"no git history here: {done.stderr.strip()}")
    return done.stdout


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_every_commit_since_the_rule_reads_as_subject_blank_line_body():
    _git("cat-file", "-e", f"{RULE_FROM}^{{commit}}")
    log = _git("log", "--format=%H%x00%B%x01", f"{RULE_FROM}..HEAD")
    wrong = []
    for entry in filter(str.strip, log.split("\x01")):
        sha, message = entry.strip().split("\x00", 1)
        subject, _, rest = message.partition("\n")
        if len(subject) > 72:
            wrong.append(f"{sha[:7]}: subject of {len(subject)} characters")
        elif not rest.startswith("\n") or not rest.strip():
            wrong.append(f"{sha[:7]}: no blank line and body after the subject")
    assert wrong == []
