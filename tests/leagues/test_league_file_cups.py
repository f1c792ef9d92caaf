"""A league file's knockout cups imported (issue 35): the worked example of two divisions and a
cup across them gives standings' cups as stored beside it; imported again, or given back what
standings printed, it changes nothing; a tie's changed games are a new card version; a cup the
file does not name is left alone; a file that contradicts a stored draw is refused, naming the
cup and the round, and imports nothing, from the command and from the import page."""

import copy
import datetime
import html
import io
import json

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from django.urls import reverse

from leagues.models import Cup, CupRound, Fixture, MatchCard, Season
from tests.conftest import EXAMPLES
from tests.doors import set_league
from tests.leagues.test_import_page import signed_in, upload

pytestmark = pytest.mark.django_db
EXAMPLE = EXAMPLES / "leagues" / "league-with-cup.json"
WORKED = json.loads(EXAMPLE.read_text())
SLUG = "holme-valley-all-fours-league-2026-27"
CUP = "Holme Valley Challenge Cup"


def run(command, *args) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    try:
        call_command(command, *args, stdout=out, stderr=err)
    except SystemExit as exit:
        return exit.code, out.getvalue(), err.getvalue()
    return 0, out.getvalue(), err.getvalue()


def imported(tmp_path, league: dict) -> tuple[int, str, str]:
    path = tmp_path / "league.json"
    path.write_text(json.dumps(league))
    return run("importleague", str(path))


def standings() -> dict:
    return json.loads(run("standings", SLUG, "--format", "json")[1])


def stored() -> list:
    """Everything an import writes for a cup: its rounds, ties and every card version."""
    return [
        list(CupRound.objects.values_list("cup__name", "number", "date", "seed", "draw")),
        list(Fixture.objects.values_list("cup_round", "home__code", "away__code", "date")),
        list(MatchCard.objects.values_list("fixture", "version", "status", "walkover_to")),
    ]


def test_the_worked_example_gives_each_divisions_table_and_its_cup():
    status, out, _ = run("importleague", str(EXAMPLE))
    assert status == 0 and out.splitlines()[-1] == SLUG
    assert standings() == WORKED["expect"]["standings"]


def test_an_imported_cup_keeps_its_winner_for_the_history():
    """The cup's stored winner (for the league's history, cup_winner.py) is the Final's, as the
    bracket and standings say: the file's rounds are made before its cards are recorded."""
    run("importleague", str(EXAMPLE))
    cup = Cup.objects.select_related("winner").get(name=CUP)
    assert cup.winner is not None
    assert cup.winner == cup.bracket().winner
    assert cup.winner.code == standings()["cups"][0]["winner"]
    cup = Cup.objects.get(name=CUP)
    assert cup.bracket().winner.code == "crown" and cup.ties().count() == 5
    walkover = cup.ties().get(home__code="bull").counting_card()
    assert walkover.walkover_to.code == "crown" and walkover.sent_by == "league"


def test_imported_again_or_given_back_what_standings_printed_it_changes_nothing(tmp_path):
    run("importleague", str(EXAMPLE))
    before, version = stored(), Season.objects.get().version
    run("importleague", str(EXAMPLE))
    league = copy.deepcopy(WORKED["league"])
    league["cups"] = standings()["cups"]  # its names, winners and what decided each tie too
    assert imported(tmp_path, league)[0] == 0
    assert stored() == before and Season.objects.get().version > version  # counted, unchanged
    assert standings() == WORKED["expect"]["standings"]


def test_a_ties_changed_games_are_a_new_card_version(tmp_path):
    run("importleague", str(EXAMPLE))
    league = copy.deepcopy(WORKED["league"])
    final = league["cups"][0]["rounds"][2]["ties"][0]
    final["games"][0] = [15, 14]  # The Crown still wins the Final, 2-2 and on the aggregate
    assert imported(tmp_path, league)[0] == 0
    cards = MatchCard.objects.filter(fixture__cup_round__number=3).order_by("version")
    assert [(card.version, card.status) for card in cards] == [(1, "superseded"), (2, "confirmed")]
    assert MatchCard.objects.filter(version=2).count() == 1
    assert standings()["cups"][0]["rounds"][2]["ties"][0]["decided_by"] == "aggregate"


def test_a_file_may_draw_and_play_the_rounds_after_the_ones_stored(tmp_path):
    league = copy.deepcopy(WORKED["league"])
    whole = copy.deepcopy(league["cups"][0]["rounds"])
    rounds = league["cups"][0]["rounds"]
    rounds[1]["ties"] = rounds[2]["ties"] = []
    for tie in rounds[0]["ties"]:
        tie.pop("games", None), tie.pop("extra", None)  # drawn, to play
    assert imported(tmp_path, league)[0] == 0
    assert Cup.objects.get().rounds.count() == 1 and not MatchCard.objects.filter(
        fixture__cup_round__isnull=False
    )
    league["cups"][0]["rounds"] = whole
    whole[0]["date"] = "2026-10-08"  # the round moved, and then played
    assert imported(tmp_path, league)[0] == 0
    first = CupRound.objects.get(number=1)
    assert first.date == datetime.date(2026, 10, 8)
    assert set(first.ties.values_list("date", flat=True)) == {datetime.date(2026, 10, 8)}
    assert standings()["cups"][0]["winner"] == "crown"


def test_a_cup_the_file_does_not_name_is_left_alone(tmp_path):
    run("importleague", str(EXAMPLE))
    season = Season.objects.get()
    secretary = User.objects.create_user("sec")
    set_league(season.league, secretary=secretary)
    _, plate = Cup.start(season, secretary, "Plate", "extra_game", "drawn")
    plate.make_draw(secretary, ["swan", "bull", "goat"], 5, None)
    league = copy.deepcopy(WORKED["league"])
    del league["cups"]
    before = stored()
    assert imported(tmp_path, league)[0] == 0  # a file without cups: both cups kept
    assert stored() == before and Cup.objects.count() == 2
    assert run("importleague", str(EXAMPLE))[0] == 0
    assert [cup["name"] for cup in standings()["cups"]] == [CUP, "Plate"]


def test_a_file_drawn_otherwise_is_refused_by_cup_and_round_and_imports_nothing(tmp_path):
    run("importleague", str(EXAMPLE))
    before = stored()
    league = copy.deepcopy(WORKED["league"])
    league["matches"][0]["games"][0] = [12, 15]  # a league card that would change
    first = league["cups"][0]["rounds"][0]["ties"]
    first[1], first[3] = (  # The Swan at home: another draw
        {"home": "swan", "away": "goat", "games": [[9, 15], [11, 15], [15, 12], [15, 13]]},
        {"home": "crown", "away": "hare", "games": [[10, 15], [15, 10], [12, 15], [15, 12]],
         "extra": [15, 9]},
    )  # fmt: skip
    status, _, err = imported(tmp_path, league)
    assert status == 2 and "Traceback" not in err
    assert err.strip() == (
        f'cup "{CUP}", round 1: it is drawn with other ties; a file cannot change a draw'
    )
    assert stored() == before and MatchCard.objects.filter(version=2).count() == 0


def test_a_stored_round_the_files_cards_would_not_send_through_is_refused(tmp_path):
    league = copy.deepcopy(WORKED["league"])
    cup = league["cups"][0]
    cup["rounds"][1]["ties"] = cup["rounds"][2]["ties"] = []
    imported(tmp_path, league)
    secretary = User.objects.create_user("sec")
    stored_cup = Cup.objects.get()
    set_league(stored_cup.season.league, secretary=secretary)
    assert stored_cup.draw_next(secretary, 1, 1, None).changed  # fox v goat, bull v crown
    cup["rounds"][0]["ties"][1]["games"] = [[9, 15], [11, 15], [15, 12], [15, 13]]  # the Swan
    before = stored()
    status, _, err = imported(tmp_path, league)
    assert status == 2 and err.strip() == (
        f'cup "{CUP}", round 2: it is drawn with the winners of round 1 as they were; the '
        "file's cards send others through"
    )
    assert stored() == before


def test_a_drawn_cups_level_rule_is_not_changed_by_a_file(tmp_path):
    league = copy.deepcopy(WORKED["league"])
    league["cups"][0]["rounds"] = []
    league["cups"][0]["level_rule"] = "extra_game"
    imported(tmp_path, league)  # a cup not drawn yet: the file sets its rules
    league["cups"][0]["level_rule"] = "aggregate"
    assert imported(tmp_path, league)[0] == 0
    assert Cup.objects.get().level_rule == "aggregate"
    run("importleague", str(EXAMPLE))
    league["cups"] = copy.deepcopy(WORKED["league"]["cups"])
    league["cups"][0]["level_rule"] = "games"  # games won first: the goat still wins
    status, _, err = imported(tmp_path, league)
    assert status == 2 and err.strip() == (
        f'cup "{CUP}": it is drawn with another level_rule or draw_mode; a file cannot change them'
    )
    assert Cup.objects.get().level_rule == "aggregate"


def test_the_import_page_brings_in_the_cup_and_says_a_contradiction_in_persian(client):
    user = signed_in(client)
    answer = upload(client, EXAMPLE.read_text())
    assert answer.status_code == 302 and Cup.objects.get().season.league.secretary == user
    league = copy.deepcopy(WORKED["league"])
    league["cups"][0]["level_rule"] = "games"
    page = upload(client, json.dumps(league), language="fa")
    assert page.status_code == 200
    body = html.unescape(page.content.decode())
    # The cup by its name, its rules by what the new-cup form asks, not by their keys.
    assert f"جام {CUP}: قرعه‌اش کشیده شده است" in body and "level_rule" not in body
    assert Cup.objects.get().level_rule == "aggregate"


def test_the_imported_cups_page_shows_its_bracket_and_no_draw_number_it_was_not_given(
    client, tmp_path
):
    league = copy.deepcopy(WORKED["league"])
    del league["cups"][0]["rounds"][0]["draw_number"]  # drawn from a hat at the pub
    imported(tmp_path, league)
    page = client.get(reverse("leagues-cup", args=[SLUG, Cup.objects.get().pk]))
    body = html.unescape(page.content.decode())
    assert page.status_code == 200 and "The Crown" in body and "The Hare" in body
    assert "draw number" not in body
    run("importleague", str(EXAMPLE))  # the draw's number given: the same draw, numbered
    body = html.unescape(client.get(page.request["PATH_INFO"]).content.decode())
    assert "draw number 1" in body and CupRound.objects.get(number=1).seed == 1
