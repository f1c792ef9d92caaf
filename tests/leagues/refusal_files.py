"""The league files the import page is given in the refusal walk (tests/leagues/
test_league_refusals.py): every wrong file of tests/leagues/test_league_file_in_words.py (they
meet every refusal the league core says), each wrong cup alone (the page shows a file's first
ten problems), and files that contradict a cup the season has drawn already."""

import copy
import json

from django.core.files.uploadedfile import SimpleUploadedFile

from leagues.importing import import_league
from leagues.models import Cup
from leagues.rules.league_file import read_league_file
from tests.leagues.refusal_cases import Case, page
from tests.leagues.test_league_file_in_words import WITH_CUP, WRONG, wrong_cups


def upload(content: bytes) -> dict:
    return {"file": SimpleUploadedFile("league.json", content, "application/json")}


def import_case(data, ready=None) -> Case:
    """The import page given `data` as a file (a fresh upload for each post)."""
    content = data if isinstance(data, bytes) else json.dumps(data).encode()
    return Case("secretary", page("leagues-import"), lambda s, f: upload(content), ready)


def cup_drawn(rounds_drawn: int = 3):
    """The file's league imported by the season's secretary, its cup drawn in the database;
    with fewer rounds in the file, the next one drawn on the cup's page."""

    def ready(season, fixture):
        league = copy.deepcopy(WITH_CUP)
        for later in league["cups"][0]["rounds"][rounds_drawn:]:
            later["ties"] = []
        secretary = season.league.secretary
        import_league(read_league_file(league), by=secretary)
        if rounds_drawn < 3:
            assert Cup.objects.get(name=CUP).draw_next(secretary, 1, 1, None).changed

    return ready


CUP = WITH_CUP["cups"][0]["name"]


def with_cup(change) -> dict:
    league = copy.deepcopy(WITH_CUP)
    change(league["cups"][0])
    return league


def other_ties(cup) -> None:
    """The Swan at home in round one: another draw than the database's."""
    ties = cup["rounds"][0]["ties"]
    ties[1] = {"home": "swan", "away": "goat", "games": [[9, 15], [11, 15], [15, 12], [15, 13]]}
    ties[3] = {
        "home": "crown",
        "away": "hare",
        "games": [[10, 15], [15, 10], [12, 15], [15, 12]],
        "extra": [15, 9],
    }


def others_through(cup) -> None:
    """Round one's cards send the Swan through, round two is drawn with who went before."""
    cup["rounds"][1]["ties"] = cup["rounds"][2]["ties"] = []
    cup["rounds"][0]["ties"][1]["games"] = [[9, 15], [11, 15], [15, 12], [15, 13]]


NOT_TEXT = b"\xff\xfe{\x00"
TEAM_NAME = {"format": "pegboard-league/1", "name": "N", "season": "S"}
TEAM_NAME |= {"teams": [{"id": "a", "name": "Calder\x1bValley"}, {"id": "b", "name": "B"}]}
FILE_CASES = [
    *(import_case(data) for data in WRONG),
    *(import_case({**WITH_CUP, "cups": [cup]}) for cup in wrong_cups()),
    import_case(NOT_TEXT),
    import_case(TEAM_NAME),
    import_case(with_cup(lambda cup: cup.update(level_rule="games")), cup_drawn()),
    import_case(with_cup(other_ties), cup_drawn()),
    import_case(with_cup(others_through), cup_drawn(rounds_drawn=1)),
]
