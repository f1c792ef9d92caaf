"""Every refusal of a league file is said in the page's language: the league core says each
with said(...) (it cannot import Django), and the import page and `manage.py importleague`
say it through the catalogues, the file's own keys ("format", "home") kept as they are typed."""

import ast
import html
import io
import json
import re
from pathlib import Path

import pytest
from django.core.management import call_command
from django.utils import translation

from leagues.rules.league_file import LeagueFileError, read_league_file
from scoring.rules.words import Said, said
from scoring.sheets import in_words
from tests.leagues.test_import_page import signed_in, upload

SOURCE = Path(__file__).parents[2] / "leagues" / "rules" / "league_file.py"
TEAMS = [
    5,
    {"id": "a", "name": "Crown"},
    {"id": "a", "name": "Crown again"},
    {"id": "the crown", "name": "Crown"},
    {"id": "b", "name": "Red Lion"},
    {"id": "c", "name": "Calder\x1bValley"},
]
MATCHES = [
    5,
    {"home": "zz", "away": "a"},
    {"home": "a", "away": "a"},
    {"home": "a", "away": "b", "date": "3 September"},
    {"home": "a", "away": "b", "games": 7},
    {"home": "b", "away": "a", "games": [[10**6, 3]]},
    {"home": "b", "away": "a", "games": [[15, 3]]},  # b at home to a twice, and one game
]
# Between them, these files meet every refusal the league core says.
WRONG = [
    [],
    {"format": "x", "name": "", "season": 5, "rules": [], "teams": "x", "matches": "x"},
    {
        "format": "pegboard-league/1",
        "name": "Calder\x1b[2JValley",
        "season": "2026" * 11,
        "rules": {"bogus": 1, "aggregate_tie": "x", "tie_breakers": [{}], "target": 0},
        "teams": TEAMS,
        "matches": MATCHES,
        "house_rules": 5,
    },
    # The second format's divisions (issue 35).
    {"format": "pegboard-league/2", "name": "C", "season": "1", "divisions": 5, "moves": -1},
    {
        "format": "pegboard-league/2",
        "name": "Calder",
        "season": "2026",
        "divisions": [
            5,
            {"name": "Calder\x1bValley", "teams": TEAMS[1:2]},
            {"name": "Premier", "teams": TEAMS[1:2]},
            {"name": "premier", "teams": TEAMS[4:5]},
            {"name": "First", "teams": [{"id": "d", "name": "Duke"}]},
        ],
        "matches": [{"home": "a", "away": "d"}],
    },
]


def problems_of(data) -> list[Said]:
    with pytest.raises(LeagueFileError) as refused:
        read_league_file(data)
    return refused.value.problems


def messages_of(problems) -> set[str]:
    """The messages said, nested ones (a card's problem inside its match) included."""
    found = set()
    for problem in problems:
        found.add(problem.message)
        found |= messages_of(value for _, value in problem.params if isinstance(value, Said))
    return found


def test_every_refusal_of_the_file_itself_is_said_so_it_can_be_translated():
    said_here = set(
        re.findall(r'said\(\s*\n?\s*("(?:[^"\\]|\\.)*"|\'[^\']*\')', SOURCE.read_text())
    )
    in_source = {ast.literal_eval(literal) for literal in said_here}
    met = messages_of(p for data in WRONG for p in problems_of(data))
    assert in_source <= met, in_source - met  # the files above meet every one
    with pytest.raises(TypeError):
        LeagueFileError(["format must be a string"])  # a plain string could not be translated


@pytest.mark.parametrize("language", ["fa", "ur", "it", "hr", "nl"])
def test_every_refusal_has_its_words_in_every_catalogue(language):
    from django.utils.translation import gettext

    met = messages_of(p for data in WRONG for p in problems_of(data))
    with translation.override(language):
        untranslated = {message for message in met if gettext(message) == message}
    assert not untranslated


@pytest.mark.django_db
def test_the_import_page_says_a_wrong_file_in_persian(client):
    signed_in(client)
    data = {
        **WRONG[2],
        "name": "Calder",
        "season": "2026",
        "teams": TEAMS[1:2] + TEAMS[4:5],
        "matches": MATCHES[2:],
        "house_rules": None,
    }
    body = html.unescape(upload(client, json.dumps(data), language="fa").content.decode())
    assert "قاعده‌های ناشناخته: bogus" in body
    assert "rules.aggregate_tie یکی از این‌هاست: split, none, more_games" in body
    assert "تیمی با خودش بازی نمی‌کند" in body
    assert "date باید به شکل YYYY-MM-DD باشد" in body
    assert "بازی ۱: " in body  # a card's game inside its match
    errors = re.findall(r'<p class="error"[^>]*>(.*?)</p>|<li>(.*?)</li>', body)
    shown = " ".join(a or b for a, b in errors)
    assert "تیمی با خودش" in shown and "YYYY-MM-DD" in shown  # the refusals are read here
    for english in ("must be", "cannot play", "unknown rules", "match ", "is one of", "twice"):
        assert english not in shown, english


@pytest.mark.django_db
def test_the_command_says_them_in_its_language_english_unless_chosen(tmp_path):
    path = tmp_path / "league.json"
    path.write_text(json.dumps(WRONG[1]))
    for language, words in (
        ("en", 'format must be "pegboard-league/2" (or "pegboard-league/1")'),
        ("fa", "format باید"),
    ):
        err = io.StringIO()
        with translation.override(language), pytest.raises(SystemExit):
            call_command("importleague", str(path), stdout=io.StringIO(), stderr=err)
        assert words in err.getvalue()
    assert str(said("match {match}: {problem}", match=2, problem=said("x"))) == "match 2: x"
    assert in_words(said("matches must be a list")) == "matches must be a list"
