"""docs/mutants.md lists every line of the rules core that mutation testing leaves out, with
the reason, and nothing else: a pragma nobody explained, or a reason for a line that no longer
carries one, fails here."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# Where mutation testing looks, and how the list names a file there: the rules core's from
# scoring/rules/, the league rules' from the top.
RULES = {ROOT / "scoring" / "rules": "", ROOT / "leagues" / "rules": "leagues/rules/"}
PRAGMA = "# pragma: no mutate"


def lines_with_pragma() -> set[tuple[str, str]]:
    return {
        (prefix + path.relative_to(rules).as_posix(), line.partition(PRAGMA)[0].strip())
        for rules, prefix in RULES.items()
        for path in rules.rglob("*.py")
        for line in path.read_text(encoding="utf-8").splitlines()
        if PRAGMA in line
    }


def lines_listed() -> set[tuple[str, str]]:
    text = (ROOT / "docs" / "mutants.md").read_text(encoding="utf-8")
    return set(re.findall(r"^\| `([^`]+\.py)` \| `([^`]+)` \|", text, flags=re.MULTILINE))


def test_every_line_left_out_of_mutation_testing_is_listed_with_its_reason():
    assert lines_with_pragma() == lines_listed()
    assert lines_listed(), "the list is read (its table format changed?)"
