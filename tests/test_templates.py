"""Template hygiene that Django does not check for us."""

from pathlib import Path

import pytest

TEMPLATES = sorted((Path(__file__).resolve().parent.parent / "templates").rglob("*.html"))


@pytest.mark.parametrize("path", TEMPLATES, ids=lambda p: str(p.relative_to(p.parents[1])))
def test_no_comment_runs_over_a_line(path):
    # {# ... #} must close on its line; otherwise Django prints the comment into the page.
    for number, line in enumerate(path.read_text().splitlines(), start=1):
        assert line.count("{#") == line.count("#}"), f"{path.name}:{number}: use {{% comment %}}"
