"""The import graph runs one way: the project (config) above the league and the club (siblings,
neither importing the other), both above the scorer, the scorer above the site's kernel, and
the three rules cores pure Python. An import against that direction (the kernel reaching for a
game, the scorer for a league) is the start of a circle, so it fails here, read from the
source with no module imported."""

import ast
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# Each package and the first-party packages it must never import.
NEVER = {
    "kernel": {"config", "scoring", "leagues", "clubs", "people"},
    "scoring": {"config", "leagues", "clubs", "people"},
    # The league and the club are siblings above the scorer: neither imports the other.
    "leagues": {"config", "clubs"},
    "clubs": {"config", "leagues"},
    # The persons and their ratings: below the league and the club, above the scorer.
    "people": {"config", "leagues", "clubs"},
}
FIRST_PARTY = {"config", "kernel", "scoring", "leagues", "clubs", "people"}


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


@pytest.mark.parametrize("core", ["scoring/rules", "leagues/rules", "clubs/rules", "people/rules"])
def test_rules_cores_are_plain_python(core):
    allowed = {"scoring.rules", PURE_KERNEL, core.replace("/", ".")}
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


def view_modules() -> set[str]:
    """The project's view modules: those whose functions the URL patterns route to (read from
    the URL resolver, so a new urls.py or a new route is counted as it comes)."""
    from django.urls import URLResolver, get_resolver

    def callbacks(patterns):
        for pattern in patterns:
            if isinstance(pattern, URLResolver):
                yield from callbacks(pattern.url_patterns)
            else:
                yield pattern.callback

    found = set()
    for view in callbacks(get_resolver().url_patterns):
        module = view.view_class.__module__ if hasattr(view, "view_class") else view.__module__
        found.add(module)
    return {module for module in found if module.split(".")[0] in FIRST_PARTY}


def imported_with_names(path: Path) -> set[str]:
    """As `imported`, and each name a `from package import name` takes (a module, maybe)."""
    names = imported(path)
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def test_the_view_modules_are_found():
    found = view_modules()
    assert {"leagues.views", "leagues.secretary_views", "scoring.views.scorer"} <= found
    assert "kernel.accounts" in found and not any(m.startswith("django") for m in found)


def test_no_view_module_imports_another():
    """A view module that imports another (for its access helper, or to render its page) ties
    two sets of addresses together: what they share lives in a module of its subject
    (leagues/access.py, scoring/boards.py, ...), which no URL routes to."""
    views = view_modules()
    wrong = [
        f"{module} imports {name}"
        for module in sorted(views)
        for name in imported_with_names(ROOT / (module.replace(".", "/") + ".py"))
        if name in views - {module}
    ]
    assert wrong == []


def app_words() -> set[str]:
    """What would name an app from the kernel: the apps' labels and folders, their URL names,
    and the fixed parts of their addresses ("/score/", "/leagues/invitations/")."""
    from django.apps import apps
    from django.urls import URLResolver, get_resolver

    theirs = {app.label for app in apps.get_app_configs() if Path(app.path).parent == ROOT}
    theirs.discard("kernel")
    words = set(theirs)

    def walk(patterns, prefix):
        for pattern in patterns:
            route = prefix + str(pattern.pattern)
            if isinstance(pattern, URLResolver):
                yield from walk(pattern.url_patterns, route)
            else:
                yield pattern.callback.__module__.split(".")[0] in theirs, pattern.name, route

    def fixed(route):
        return {f"/{part}/" for part in route.split("/") if part and "<" not in part}

    routes = list(walk(get_resolver().url_patterns, "/"))
    # A part the kernel's (or Django's) own addresses have too ("/confirm/") names no app; the
    # admin's name the apps ("/admin/leagues/season/"), so they are not counted.
    shared = set().union(
        *(fixed(route) for ours, _, route in routes if not ours and "/admin/" not in route)
    )
    for ours, name, route in routes:
        if ours:
            words |= {name, *(fixed(route) - shared)}
    return words


def test_the_kernel_names_no_apps_url_or_folder():
    """The kernel sits below the apps: where it needs one of their pages or folders (the start
    page, the links that carry a secret, the code a deploy changes) a setting or the app
    registry says it, so the strings of kernel/ name none of them."""
    words = app_words()
    assert {"scoring", "leagues", "leagues-list", "/score/", "/invitations/"} <= words
    wrong = [
        f"{path.relative_to(ROOT)}:{node.lineno} {node.value!r}"
        for path in sources("kernel")
        for node in _strings(path)
        if node.value in words or any(word in node.value for word in words if "/" in word)
    ]
    wrong += [
        f"{path.relative_to(ROOT)} {{% url {name} %}}"
        for path in sorted((ROOT / "templates" / "kernel").rglob("*.html"))
        for name in re.findall(r"{%\s*url\s+['\"]([^'\"]+)", path.read_text())
        if name in words
    ]
    assert wrong == []


def _strings(path: Path):
    """The string constants of a module, its docstrings left out (they may say where a thing
    is used)."""
    tree = ast.parse(path.read_text(), filename=str(path))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    return [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
    ]


# The kernel's vocabulary, which the apps take from the kernel, never from one another.
KERNEL_WORDS = {"Outcome", "Said", "said", "named", "either", "one_of", "in_words", "SESSION_GAMES"}


@pytest.mark.parametrize("package", ["scoring", "leagues", "clubs", "people"])
def test_the_kernels_vocabulary_is_taken_from_the_kernel(package):
    wrong = [
        f"{path.relative_to(ROOT)}:{node.lineno} takes {alias.name} from {node.module}"
        for path in sources(package)
        for node in ast.walk(ast.parse(path.read_text(), filename=str(path)))
        if isinstance(node, ast.ImportFrom)
        and (node.level > 0 or (node.module or "").split(".")[0] in FIRST_PARTY - {"kernel"})
        for alias in node.names
        if alias.name in KERNEL_WORDS
    ]
    assert wrong == []


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
