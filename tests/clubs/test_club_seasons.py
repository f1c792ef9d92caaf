"""A club's season standings (/clubs/<slug>/seasons/<year>/ and its CSV): every night of the
year with a result, each player credited with their own row or their pair's, counted by the
club's rule, agreeing with a plain loop over the stored results (tests/clubs/season_nights.py);
public; an address naming no season of the club is not found, never a 500."""

import csv
import datetime
import io

import pytest
from django.urls import reverse

from clubs.models import Club, ClubTable, Round, TableResult
from tests.clubs.nights import a_club, a_night, a_table, people, win_for_side_a
from tests.clubs.season_nights import (
    DEFAULT,
    FIRST,
    a_season,
    played_night,
    players,
    season_by_loop,
)

pytestmark = pytest.mark.django_db
YEAR = FIRST.year


@pytest.fixture
def club():
    return a_club(people()["organiser"])


def season_url(club, year=YEAR) -> str:
    return reverse("clubs-season", args=[club.slug, year])


def set_rule(club, kind, count=None, order=()):
    with club.changing():
        Club.objects.filter(pk=club.pk).update(
            season_rule=kind, season_count=count, order=list(order)
        )


@pytest.mark.parametrize(
    ("kind", "count", "order"),
    [
        ("all", None, []),
        ("best", 3, []),
        ("drop_worst", 2, []),
        ("best", 4, ["points_for"]),
        ("drop_worst", 1, ["points_difference", "games_won"]),
    ],
)
def test_the_season_agrees_with_a_loop_over_the_stored_results(client, club, kind, count, order):
    _, nights = a_season(club, count=10, nights=6)
    set_rule(club, kind, count, order)
    expected = season_by_loop(nights, kind, count or 0, order or DEFAULT)
    page = client.get(season_url(club))
    assert page.status_code == 200
    shown = {
        line.row.key: (
            line.row.position,
            {
                "played": line.row.played,
                "won": line.row.won,
                "for": line.row.points_for,
                "against": line.row.points_against,
            },
            {read.night.date for read, _, counts in line.nights if counts},
        )
        for line, _ in page.context["lines"]
    }
    assert shown == expected
    if kind != "all":  # the rule really drops nights here, so the test can tell
        assert any(len(dates) < 6 for _, _, dates in expected.values())


def test_a_pair_nights_row_counts_for_both_its_players(client, club):
    ann, bo, cy, di = players(club, 4)
    played_night(club, FIRST, [ann, bo, cy, di], "swiss", rounds=1)
    lines = {line.row.key: line.row for line, _ in client.get(season_url(club)).context["lines"]}
    assert set(lines) == {str(p.pk) for p in (ann, bo, cy, di)}
    assert lines[str(ann.pk)].points_for == lines[str(bo.pk)].points_for
    assert lines[str(cy.pk)].won == lines[str(di.pk)].won


def test_a_dropped_night_is_struck_through_and_the_csv_says_so(client, club):
    _, nights = a_season(club, count=8, nights=4)
    set_rule(club, "best", 2)
    page = client.get(season_url(club)).content.decode()
    assert page.count("<del>") >= 1
    rows = list(
        csv.reader(
            io.StringIO(client.get(season_url(club) + "standings.csv").content.decode("utf-8-sig"))
        )
    )
    header, body = rows[0], rows[1:]
    expected = season_by_loop(nights, "best", 2)
    names = {str(p.pk): p.name for p in club.players.all()}
    by_name = {names[key]: value for key, value in expected.items()}
    for row in body:
        line = dict(zip(header, row, strict=True))
        position, totals, kept = by_name[line["player"]]
        assert int(line["position"]) == position
        assert int(line["points for"]) == totals["for"]
        assert int(line["nights counted"]) == len(kept)
        dropped = set(line["nights dropped"].split())
        played = int(line["nights played"])
        assert len(dropped) == played - len(kept)


def test_only_the_newest_result_version_counts(client, club):
    ann, bo, cy, di = players(club, 4)
    night = played_night(club, FIRST, [ann, bo, cy, di], rounds=1)
    table = ClubTable.objects.get(round__night=night)
    with club.changing():
        TableResult.objects.filter(table=table).delete()
        TableResult.objects.create(table=table, version=1, points=[1, 9], winner=1)
        TableResult.objects.create(table=table, version=2, points=[9, 1], winner=0)
    rows = {line.row.key: line.row for line, _ in client.get(season_url(club)).context["lines"]}
    seated = table.sides[0]
    assert all(rows[key].won == 1 and rows[key].points_for == 9 for key in seated)


def test_the_seasons_are_the_years_of_the_nights_and_a_year_is_its_own(client, club):
    ann, bo, cy, di = players(club, 4)
    played_night(club, FIRST, [ann, bo, cy, di], rounds=1)
    played_night(club, datetime.date(YEAR + 1, 2, 3), [ann, bo, cy, di], rounds=2)
    this_year = client.get(season_url(club))
    assert all(line.nights_played == 1 for line, _ in this_year.context["lines"])
    assert this_year.context["years"] == [YEAR + 1, YEAR]
    assert reverse("clubs-season", args=[club.slug, YEAR + 1]) in this_year.content.decode()


def test_the_clubs_seasons_list_links_each_year_and_is_public(client, club):
    seasons = reverse("clubs-seasons", args=[club.slug])
    assert "clubs/the-crown/seasons/" in seasons
    assert (
        reverse("clubs-season", args=[club.slug, YEAR]) not in client.get(seasons).content.decode()
    )
    played_night(club, FIRST, players(club, 4), rounds=1)
    page = client.get(seasons)
    assert page.status_code == 200 and client.head(seasons).status_code == 200
    assert page.context["years"] == [YEAR]
    assert reverse("clubs-season", args=[club.slug, YEAR]) in page.content.decode()
    assert client.get(reverse("clubs-seasons", args=["no-such-club"])).status_code == 404


def test_a_night_with_no_result_yet_is_not_in_its_season(client, club):
    ann, bo, cy, di = players(club, 4)
    played_night(club, FIRST, [ann, bo, cy, di], rounds=1)
    later = played_night(club, FIRST + datetime.timedelta(days=7), [ann, bo, cy, di], rounds=1)
    with club.changing():
        Round.objects.filter(night=later).delete()
    set_rule(club, "drop_worst", 1)
    lines = client.get(season_url(club)).context["lines"]
    assert all(line.nights_played == 1 and line.row.nights == 1 for line, _ in lines)


def test_the_season_is_public_and_answers_head(client, club):
    played_night(club, FIRST, players(club, 4), rounds=1)
    assert client.get(season_url(club)).status_code == 200
    assert client.head(season_url(club)).status_code == 200
    assert client.head(season_url(club) + "standings.csv").status_code == 200


@pytest.mark.parametrize("year", [0, 1, 2025, 9999, 10000, 99999999999999999999])
def test_a_year_the_club_has_no_night_in_is_not_found(client, club, year):
    played_night(club, FIRST, players(club, 4), rounds=1)
    assert client.get(f"/clubs/{club.slug}/seasons/{year}/").status_code == 404
    assert client.get(f"/clubs/{club.slug}/seasons/{year}/standings.csv").status_code == 404


def test_an_unknown_club_or_a_malformed_year_is_not_found(client, club):
    assert client.get(season_url(club).replace(club.slug, "no-such-club")).status_code == 404
    assert client.get(f"/clubs/{club.slug}/seasons/twenty/").status_code == 404
    assert client.post(season_url(club)).status_code == 405


def test_the_season_in_dutch(client, club):
    a_season(club, count=8, nights=3)
    set_rule(club, "best", 2)
    client.cookies["django_language"] = "nl"
    text = client.get(season_url(club)).content.decode()
    assert "De beste 2 avonden van elke speler tellen." in text
    assert "telt niet mee" in text and "seizoensstand (CSV)" in text


def test_a_table_scored_on_its_phone_counts_with_nothing_typed(client, club):
    night = a_night(club, present=4)
    table = a_table(night, club.organisers.get())
    assert client.get(season_url(club)).context["lines"] == []  # no result yet
    win_for_side_a(table.game)
    lines = {line.row.key: line.row for line, _ in client.get(season_url(club)).context["lines"]}
    winners, losers = table.sides
    assert all(lines[key].won == 1 and lines[key].position == 1 for key in winners)
    assert all(lines[key].lost == 1 and lines[key].position == 3 for key in losers)
