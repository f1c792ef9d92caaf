import io
import json
from pathlib import Path

import pytest
from hypothesis import settings

# `make mutants` runs the rule tests on a machine busy with other work: a generated example
# taking past hypothesis's 200 ms deadline there failed the clean run (and would count a slow
# mutant as killed), so its runs (pyproject.toml, [tool.mutmut]) use this profile.
settings.register_profile("mutants", deadline=None)

REPO = Path(__file__).resolve().parent.parent
# The worked examples (game records with their expected results, a league file with its table),
# copied into the repository so a clone stands alone.
EXAMPLES = REPO / "tests" / "data"


def example_files(pattern: str) -> list[Path]:
    files = sorted((EXAMPLES / "games").glob(pattern))
    if not files:
        # A missing example must fail the run, never silently test nothing.
        raise FileNotFoundError(f"no example matches {pattern} under {EXAMPLES}")
    return files


def load_example(path: Path) -> dict:
    return json.loads(path.read_text())


@pytest.fixture
def examples_dir() -> Path:
    return EXAMPLES


def import_example_league():
    """The example league (three pubs, a season with cards) through `importleague`, as a
    secretary would load it; its season."""
    from django.core.management import call_command

    from leagues.models import Season

    call_command(
        "importleague", str(EXAMPLES / "leagues" / "three-pubs.json"), stdout=io.StringIO()
    )
    return Season.objects.get()


@pytest.fixture(autouse=True)
def _site_language():
    """Each test starts in the site's default language: a request in Persian or Italian
    leaves its language active in the thread (LocaleMiddleware activates, nothing resets),
    and a later test reading str() of a fixture would see "A contro B"."""
    from django.conf import settings
    from django.utils import translation

    if not settings.configured:  # the rule tests, run without Django (make test, make mutants)
        yield
        return
    translation.activate(settings.LANGUAGE_CODE)
    yield
    translation.deactivate()
