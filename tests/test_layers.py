"""The import graph runs one way: the project (config) above the league, the league above the
scorer, the scorer above the site's kernel, and the two rules cores pure Python. An import
against that direction (the kernel reaching for a game, the scorer for a league) is the start
of a circle, so it fails here, read from the source with no module imported."""

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# Each package and the first-party packages it must never import.
NEVER = {
    "kernel": {"config", "scoring", "leagues"},
    "scoring": {"config", "leagues"},
    "leagues": {"config"},
}
FIRST_PARTY = {"config", "kernel", "scoring", "leagues"}


def imported(path: Path) -> set[str]:
    """The dotted names a module imports, at its top or inside a function."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def sources(package: str):
    return sorted(path for path in (ROOT / package).rglob("*.py") if "migrations" not in path.parts)


@pytest.mark.parametrize("package", sorted(NEVER))
def test_no_import_runs_back_up(package):
    wrong = [
        f"{path.relative_to(ROOT)} imports {name}"
        for path in sources(package)
        for name in imported(path)
        if name.split(".")[0] in NEVER[package]
    ]
    assert wrong == []


# The one kernel module the rules cores may say their messages with (plain Python itself).
PURE_KERNEL = "kernel.said"


@pytest.mark.parametrize("core", ["scoring/rules", "leagues/rules"])
def test_rules_cores_are_plain_python(core):
    allowed = {"scoring.rules", PURE_KERNEL}
    if core == "leagues/rules":
        allowed.add("leagues.rules")
    wrong = [
        f"{path.relative_to(ROOT)} imports {name}"
        for path in sources(core)
        for name in imported(path)
        if name.split(".")[0] == "django"
        or (name.split(".")[0] in FIRST_PARTY and not name.startswith(tuple(allowed)))
    ]
    assert wrong == []


def test_the_kernel_module_the_rules_cores_use_imports_only_the_standard_library():
    path = ROOT / (PURE_KERNEL.replace(".", "/") + ".py")
    outside = {name for name in imported(path) if name.split(".")[0] not in sys.stdlib_module_names}
    assert outside == set()


def test_the_league_models_import_only_at_their_top():
    """A model module that imports another inside a function hides a circle between them (the
    season and the cards once did): every import of leagues/models is at its top."""
    hidden = []
    for path in sources("leagues/models"):
        tree = ast.parse(path.read_text(), filename=str(path))
        top = {id(node) for node in tree.body}
        hidden += [
            f"{path.relative_to(ROOT)}:{node.lineno}"
            for node in ast.walk(tree)
            if isinstance(node, ast.Import | ast.ImportFrom)
            and id(node) not in top
            and not _under_type_checking(tree, node)
        ]
    assert hidden == []


def _under_type_checking(tree, node) -> bool:
    return any(
        isinstance(block, ast.If)
        and getattr(block.test, "id", None) == "TYPE_CHECKING"
        and node in ast.walk(block)
        for block in tree.body
    )
