"""No source file past 400 lines (the engineering standards): a module that long holds more
than one idea, and is split before it grows further. Counted here are the project's own Python,
templates, scripts and styles, read from the working tree with nothing imported. Left out: the
virtual environment and caches, migrations (written by makemigrations), the translation
catalogues, the worked examples of tests/data, and docs/, whose pages are prose (the rulebook
transcribes a printed book whole)."""

import ast
import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIMIT = 400
SOURCE = {".py", ".html", ".txt", ".js", ".css"}
# Directory names skipped wherever they are, and paths skipped from the root.
SKIPPED_NAMES = {".git", ".venv", "node_modules", "__pycache__", "migrations", "mutants"}
SKIPPED_NAMES |= {".pytest_cache", ".ruff_cache", ".hypothesis", "staticfiles", "artifacts"}
SKIPPED_PATHS = {Path("locale"), Path("tests/data"), Path("docs"), Path("build")}


def sources(root: Path) -> list[Path]:
    """The files the rule covers under root, as paths relative to it."""
    found = []
    for folder, names, files in os.walk(root):
        here = Path(folder).relative_to(root)
        names[:] = [n for n in names if n not in SKIPPED_NAMES and here / n not in SKIPPED_PATHS]
        found += [here / f for f in files if Path(f).suffix in SOURCE]
    return sorted(found)


def too_long(root: Path) -> list[str]:
    """Every covered file past the limit, with its length, for the failure to name them all."""
    lengths = {path: len((root / path).read_bytes().splitlines()) for path in sources(root)}
    return [f"{path} has {n} lines" for path, n in lengths.items() if n > LIMIT]


def test_no_source_file_is_past_400_lines():
    assert too_long(ROOT) == []


def test_the_walk_sees_the_source_and_skips_the_rest():
    found = set(sources(ROOT))
    for path in ("leagues/models/cards.py", "templates/base.html", "static/js/outbox.js"):
        assert Path(path) in found
    assert Path("static/css/pegboard.css") in found
    assert not any(p.parts[0] in {"locale", "docs", ".venv"} for p in found)
    assert not any("migrations" in p.parts for p in found)
    assert not any(p.is_relative_to("tests/data") for p in found)


def test_a_long_file_is_named_with_its_length(tmp_path):
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "long.py").write_text("x = 1\n" * (LIMIT + 1))
    (tmp_path / "pkg" / "fine.html").write_text("<p>\n" * LIMIT)
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "example.py").write_text("x = 1\n" * 1000)
    assert too_long(tmp_path) == ["pkg/long.py has 401 lines"]


# No production function past 60 lines: one that long does more than one thing, and its parts
# are named functions. The apps' and the kernel's own code, without tests or migrations.
FUNCTION_LIMIT = 60
PRODUCTION = ("config", "kernel", "scoring", "leagues", "clubs")


def long_functions(root: Path) -> list[str]:
    """Every function or method of the production code past FUNCTION_LIMIT lines (counted from
    its `def` to its last line, its decorators left out), named with its file and length."""
    found = []
    for path in sources(root):
        if path.suffix != ".py" or path.parts[0] not in PRODUCTION or "tests" in path.parts:
            continue
        for node in ast.walk(ast.parse((root / path).read_bytes())):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                length = node.end_lineno - node.lineno + 1
                if length > FUNCTION_LIMIT:
                    found.append(f"{path}:{node.lineno} {node.name} has {length} lines")
    return found


def test_no_production_function_is_past_60_lines():
    assert long_functions(ROOT) == []


def test_a_long_function_is_named_with_its_length(tmp_path):
    (tmp_path / "kernel").mkdir()
    body = "".join(f"    x{n} = {n}\n" for n in range(FUNCTION_LIMIT))
    (tmp_path / "kernel" / "long.py").write_text(
        f"def fine():\n{body[:-12]}\n\ndef long():\n{body}"
    )
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_long.py").write_text(f"def test_long():\n{body}")
    (tmp_path / "kernel" / "migrations").mkdir()
    (tmp_path / "kernel" / "migrations" / "0001_long.py").write_text(f"def forwards():\n{body}")
    assert long_functions(tmp_path) == ["kernel/long.py:63 long has 61 lines"]
