"""The clubs' rules core is plain Python, as the other two are (tests/test_layers.py): no
Django, and of the project only its own modules, the kernel's `said` and the scorer's rules."""

from tests.test_layers import FIRST_PARTY, PURE_KERNEL, ROOT, imported, sources

ALLOWED = ("clubs.rules", PURE_KERNEL, "scoring.rules")


def test_the_clubs_rules_core_imports_no_django_and_no_other_part_of_the_project():
    wrong = [
        f"{path.relative_to(ROOT)} imports {name}"
        for path in sources("clubs/rules")
        for name in imported(path)
        if name.split(".")[0] in {"django", "clubs", *FIRST_PARTY} and not name.startswith(ALLOWED)
    ]
    assert wrong == []
