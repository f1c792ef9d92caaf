"""A club player's page (/clubs/<slug>/players/<id>/): their nights, partners and opponents
with the games together and how they went, their season lines; public; the same queries for 2
nights or 10; a player of another club named in the address is not found."""

import datetime

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from clubs.models import Attendance, ClubTable, Night, Round, TableResult
from tests.clubs.nights import a_club, people
from tests.clubs.season_nights import FIRST, played_night, players

pytestmark = pytest.mark.django_db


@pytest.fixture
def club():
    return a_club(people()["organiser"])


def player_url(club, player) -> str:
    return reverse("clubs-player", args=[club.slug, player.pk])


def two_rounds(club, ann, bo, cy, di):
    """Round 1: Ann & Cy beat Bo & Di 9–3; round 2: Ann & Bo lose to Cy & Di 2–7."""
    with club.changing():
        night = Night.objects.create(club=club, date=FIRST, format="individual")
        for player in (ann, bo, cy, di):
            Attendance.objects.create(night=night, player=player)
        for number, sides, points, winner in [
            (1, [[ann, cy], [bo, di]], [9, 3], 0),
            (2, [[ann, bo], [cy, di]], [2, 7], 1),
        ]:
            drawn = Round.objects.create(night=night, number=number)
            keys = [[str(p.pk) for p in side] for side in sides]
            table = ClubTable.objects.create(round=drawn, number=1, sides=keys)
            TableResult.objects.create(table=table, version=1, points=points, winner=winner)
    return night


def test_the_players_partners_opponents_and_night(client, club):
    ann, bo, cy, di = players(club, 4)
    two_rounds(club, ann, bo, cy, di)
    page = client.get(player_url(club, ann))
    assert page.status_code == 200
    shown = {(t.name, t.games, t.won, t.drawn, t.lost) for t in page.context["partners"]}
    assert shown == {("Cy", 1, 1, 0, 0), ("Bo", 1, 0, 0, 1)}
    against = [(t.name, t.games, t.won, t.lost) for t in page.context["opponents"]]
    assert against == [("Di", 2, 1, 1), ("Bo", 1, 1, 0), ("Cy", 1, 0, 1)]
    (night,) = page.context["nights"]
    assert (night.row.played, night.row.won, night.row.points_for) == (2, 1, 11)
    (year, line) = page.context["seasons"][0]
    assert year == FIRST.year and line.row.key == str(ann.pk)
    text = page.content.decode()
    assert reverse("clubs-player", args=[club.slug, di.pk]) in text
    assert reverse("clubs-season", args=[club.slug, FIRST.year]) in text


def test_a_pair_nights_partner_is_the_pair_and_the_opponents_the_other_pair(client, club):
    ann, bo, cy, di = players(club, 4)
    played_night(club, FIRST, [ann, bo, cy, di], "swiss", rounds=1)
    page = client.get(player_url(club, ann))
    assert [(t.name, t.games) for t in page.context["partners"]] == [("Bo", 1)]
    assert sorted(t.name for t in page.context["opponents"]) == ["Cy", "Di"]
    assert page.context["nights"][0].row.played == 1


def test_a_player_with_no_night_yet(client, club):
    (ann,) = players(club, 1)
    page = client.get(player_url(club, ann))
    assert page.status_code == 200
    assert page.context["nights"] == [] and page.context["seasons"] == []


def queries_for(client, club, nights: int, page: str) -> int:
    everyone = players(club, 9)
    for week in range(nights):
        played_night(club, FIRST + datetime.timedelta(weeks=week), everyone, rounds=3)
    url = (
        player_url(club, everyone[0])
        if page == "player"
        else reverse("clubs-season", args=[club.slug, FIRST.year])
    )
    with CaptureQueriesContext(connection) as queries:
        assert client.get(url).status_code == 200
    return len(queries)


@pytest.mark.parametrize("page", ["player", "season"])
def test_the_page_costs_the_same_queries_for_2_nights_or_10(client, club, page):
    organiser = club.organisers.get()
    two = queries_for(client, a_club(organiser, slug="two"), 2, page)
    ten = queries_for(client, a_club(organiser, slug="ten"), 10, page)
    assert two == ten <= 10


def test_a_player_of_another_club_is_not_found(client, club, django_user_model):
    other = a_club(django_user_model.objects.get(username="other_organiser"), slug="the-anchor")
    (theirs,) = players(other, 1)
    assert client.get(reverse("clubs-player", args=[club.slug, theirs.pk])).status_code == 404
    assert client.get(player_url(other, theirs)).status_code == 200
    assert client.head(player_url(other, theirs)).status_code == 200


@pytest.mark.parametrize("pk", ["0", "99999999", "99999999999999999999999", "x", "-1"])
def test_a_malformed_or_unknown_player_is_not_found(client, club, pk):
    assert client.get(f"/clubs/{club.slug}/players/{pk}/").status_code == 404


@pytest.mark.parametrize(
    ("language", "words"),
    [("nl", ["Tegenstanders", "Avonden", "individueel"]), ("hr", ["Protivnici", "Večeri"])],
)
def test_the_page_in_dutch_and_croatian(client, club, language, words):
    ann, bo, cy, di = players(club, 4)
    two_rounds(club, ann, bo, cy, di)
    client.cookies["django_language"] = language
    text = client.get(player_url(club, ann)).content.decode()
    assert all(word in text for word in words)
    assert "Opponents" not in text and "games won" not in text


def test_the_nights_standings_link_each_player_and_the_season(client, club):
    ann, bo, cy, di = players(club, 4)
    night = two_rounds(club, ann, bo, cy, di)
    text = client.get(reverse("clubs-night-rounds", args=[club.slug, night.pk])).content.decode()
    assert player_url(club, ann) in text and player_url(club, di) in text
    assert reverse("clubs-season", args=[club.slug, FIRST.year]) in text
