"""The import graph runs one way: the project (config) above the league, the league above the
scorer, the scorer above the site's kernel, and the two rules cores pure Python. An import
against that direction (the kernel reaching for a game, the scorer for a league) is the start
of a circle, so it fails here, read from the source with no module imported."""

import ast
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


@pytest.mark.parametrize("core", ["scoring/rules", "leagues/rules"])
def test_rules_cores_are_plain_python(core):
    allowed = {"scoring.rules"} if core == "scoring/rules" else {"scoring.rules", "leagues.rules"}
    wrong = [
        f"{path.relative_to(ROOT)} imports {name}"
        for path in sources(core)
        for name in imported(path)
        if name.split(".")[0] == "django"
        or (name.split(".")[0] in FIRST_PARTY and not name.startswith(tuple(allowed)))
    ]
    assert wrong == []


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


def test_the_league_models_look_up_no_model_at_run_time():
    """A model looked up in Django's registry (`apps.get_model`) is an import hidden from the
    graph, and so a circle between the model modules that no test sees: a query that crosses
    models is on the manager of the model it returns, reached by a relation or an import."""
    looked_up = [
        f"{path.relative_to(ROOT)}:{node.lineno}"
        for path in sources("leagues/models")
        for node in ast.walk(ast.parse(path.read_text(), filename=str(path)))
        if isinstance(node, ast.Attribute | ast.Name)
        and (node.attr if isinstance(node, ast.Attribute) else node.id) == "get_model"
    ]
    assert looked_up == []


def model_imports() -> dict[str, set[str]]:
    """Each module of leagues/models and the modules of leagues/models it imports."""
    package = "leagues.models"
    graph = {}
    for path in sources("leagues/models"):
        name = f"{package}.{path.stem}" if path.stem != "__init__" else package
        tree = ast.parse(path.read_text(), filename=str(path))
        found = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module == package:
                found.update(f"{package}.{alias.name}" for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith(package):
                found.add(node.module)
        graph[name] = found
    return {name: {other for other in found if other in graph} for name, found in graph.items()}


def test_the_league_models_import_in_one_direction():
    """The model modules' imports draw no circle (the package's own __init__ aside: it only
    gathers the models), so each module may be read knowing only those below it: the order is
    leagues/models/__init__.py's."""
    graph = {name: found for name, found in model_imports().items() if name != "leagues.models"}
    done, walking = set(), []

    def walk(module: str) -> list[str]:
        if module in walking:
            return [*walking[walking.index(module) :], module]
        if module in done:
            return []
        walking.append(module)
        for other in sorted(graph[module]):
            if circle := walk(other):
                return circle
        walking.pop()
        done.add(module)
        return []

    circles = [circle for module in sorted(graph) if (circle := walk(module))]
    assert circles == []
