"""One way to keep: every key a page is kept or validated under is its aggregate's, composed by
one helper (`Season.kept_key`, `Game.kept_key`), so a page names its season or game and what it
shows, never the parts of a key. A page that composed its own (its season's version and pk by
hand, as each once did) fails the first test, read from the source; the helpers' keys move
with the version and tell seasons and games apart."""

import ast
from pathlib import Path

import pytest

from leagues.models import Season
from scoring.models import Game

ROOT = Path(__file__).resolve().parent.parent
# What a key is made of: only the aggregates' helpers (in the models) read them for a key.
KEY_PARTS = {"version", "created"}


def _keeping_modules():
    """The page modules that keep an answer or validate one (ETag)."""
    for path in sorted([*(ROOT / "leagues").glob("*.py"), *(ROOT / "scoring/views").glob("*.py")]):
        text = path.read_text()
        if any(name in text for name in ("kept_page", "kept_answer", "etag_func")):
            yield path


def test_no_page_composes_a_key_from_its_aggregates_parts():
    paths = list(_keeping_modules())
    assert len(paths) >= 6  # the season, team, cup, printed and embedded pages, the live board
    composed = [
        f"{path.relative_to(ROOT)}:{node.lineno} reads .{node.attr}"
        for path in paths
        for node in ast.walk(ast.parse(path.read_text()))
        if isinstance(node, ast.Attribute) and node.attr in KEY_PARTS
    ]
    assert composed == []


def _season(user, name: str) -> Season:
    """A season of the one league, with a team, started and changed through its door."""
    season = Season.start(user, "Keys League", name)
    season.add_team("Crown", "", [], [])
    return Season.objects.get(pk=season.pk)


@pytest.mark.django_db
def test_a_seasons_key_names_it_its_version_and_what_is_shown(django_user_model):
    secretary = django_user_model.objects.create_user("sam", password="x")
    season = _season(secretary, "2026")
    key = season.kept_key("a.example")
    assert key == Season.kept_key_of((season.pk, season.created, season.version), "a.example")
    assert key != season.kept_key("b.example") and key != season.kept_key()
    season.adjust(season.teams.first().code, 2, "late start")
    season.refresh_from_db()
    assert season.kept_key("a.example") != key
    other = _season(secretary, "2027")
    assert other.kept_key("a.example") != season.kept_key("a.example")
    # A page of the league's every season moves with any one of them.
    whole = other.league_kept_key()
    other.adjust(other.teams.first().code, 1, "late start")
    assert season.league_kept_key() != whole


def test_a_games_key_names_it_its_version_status_and_what_is_shown():
    key = Game.kept_key("abc", (4, "live"), "board")
    assert key != Game.kept_key("abd", (4, "live"), "board")
    assert key != Game.kept_key("abc", (5, "live"), "board")
    assert key != Game.kept_key("abc", (4, "finished"), "board")
    assert key != Game.kept_key("abc", (4, "live"), "page")
