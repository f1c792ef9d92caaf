"""Every refusal of a league file is said in the page's language: the league core says each
with said(...) (it cannot import Django), and the import page and `manage.py importleague`
say it through the catalogues, the file's own keys ("format", "home") kept as they are typed."""

import ast
import copy
import html
import io
import json
import re
from pathlib import Path

import pytest
from django.core.management import call_command
from django.utils import translation

from kernel.said import Said, said
from kernel.words import in_words
from leagues.rules.league_file import LeagueFileError, read_league_file
from tests.leagues.test_import_page import signed_in, upload

RULES = Path(__file__).parents[2] / "leagues" / "rules"
SOURCES = [
    RULES / name
    for name in (
        "league_file.py",
        "league_file_cups.py",
        "league_file_ties.py",
        "league_file_divisions.py",
    )
]
WITH_CUP = json.loads(
    (Path(__file__).parents[1] / "data" / "leagues" / "league-with-cup.json").read_text()
)["league"]
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


def wrong_cups() -> list:
    """The worked example's cup, wrong in each way a cup can be (one cup each)."""
    cup = WITH_CUP["cups"][0]

    def wrong(change) -> dict:
        changed = copy.deepcopy(cup)
        change(changed, changed["rounds"])
        return changed

    def set_tie(number, place, **values):
        return lambda c, rounds: rounds[number]["ties"][place].update(values)

    cups = [
        5,
        {"name": "A\x1bB", "level_rule": "x", "draw_mode": "x", "rounds": 5},  # control in a name
        {"name": 5},
        cup,
        cup,
        wrong(lambda c, r: (r[0].update(number=2, date="x", draw_number=-1), r.__setitem__(1, 5))),
        wrong(lambda c, r: r[0].update(ties={})),
        wrong(lambda c, r: r[0]["ties"].__setitem__(0, {"home": "kite", "away": None})),
        wrong(lambda c, r: r[0]["ties"].append({"home": "fox", "away": None})),
        wrong(set_tie(0, 1, games=7)),
        wrong(set_tie(1, 1, winner="swan")),
        wrong(set_tie(0, 1, winner="swan")),
        wrong(set_tie(0, 1, games=[[15, 16], *cup["rounds"][0]["ties"][1]["games"][1:]])),
        wrong(set_tie(0, 3, extra=None)),
        wrong(lambda c, r: r[0].update(ties=[{"home": "fox", "away": None}])),
        wrong(lambda c, r: r[0]["ties"].pop(0)),
        wrong(lambda c, r: r[0]["ties"][1].pop("games")),
        wrong(set_tie(1, 0, away="swan")),
        wrong(lambda c, r: r[1]["ties"].reverse()),
        wrong(lambda c, r: r.append({"ties": []})),
    ]
    for number, each in enumerate(cups[5:], start=5):
        each["name"] = f"Cup {number}"
    return cups


# The second format's cups (issue 35).
WRONG += [{**WITH_CUP, "cups": 5}, {**WITH_CUP, "cups": wrong_cups()}]
# A first-format file with the second's divisions and cups: refused, not read without them.
WRONG += [{**WITH_CUP, "format": "pegboard-league/1"}]
# A lone surrogate or a direction control, as a value and as a key (issue 47).
WRONG += [{**WITH_CUP, "name": "Calder \u202eValley"}, {**WITH_CUP, "\ud800": 1}]
# A game's file brought to the league's import.
WRONG += [{"format": "pegboard-record/1", "game": "allfours", "hands": []}]


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
    in_source = {  # each said(...) message, a long one's lines joined as Python joins them
        call.args[0].value
        for source in SOURCES
        for call in ast.walk(ast.parse(source.read_text()))
        if isinstance(call, ast.Call) and getattr(call.func, "id", None) == "said"
        if isinstance(call.args[0], ast.Constant)
    }
    assert len(in_source) > 50
    met = messages_of(p for data in WRONG for p in problems_of(data))
    assert in_source <= met, in_source - met  # the files above meet every one
    with pytest.raises(TypeError):
        LeagueFileError(["format must be a string"])  # a plain string could not be translated


@pytest.mark.parametrize("language", ["fa", "ur", "it", "hr", "nl"])
def test_every_refusal_has_its_words_in_every_catalogue(language):
    from django.utils.translation import gettext

    met = messages_of(p for data in WRONG for p in problems_of(data))
    with translation.override(language):
        untranslated = {
            message  # one with no words of its own ("{first}, {rest}") needs none
            for message in met
            if gettext(message) == message and re.sub(r"\{\w+\}|\W", "", message)
        }
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
    # The place in the file and its choices in the new-season form's words, not its keys.
    assert "قوانین، مجموع برابر: هر تیم ۱ امتیاز، بی‌امتیاز یا به تیمی" in body
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
        ("fa", "rules باید یک شیء باشد"),
    ):
        err = io.StringIO()
        with translation.override(language), pytest.raises(SystemExit):
            call_command("importleague", str(path), stdout=io.StringIO(), stderr=err)
        assert words in err.getvalue()
    assert str(said("match {match}: {problem}", match=2, problem=said("x"))) == "match 2: x"
    assert in_words(said("matches must be a list")) == "matches must be a list"
    # The file's own terms on the command line, the place in words on a page.
    exact = said("The page's words.", in_the_file="format is {format}", format="x")
    assert str(exact) == "format is x" and in_words(exact) == "The page's words."
