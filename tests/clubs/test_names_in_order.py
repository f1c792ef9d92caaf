"""The club lists its players as the page's language lists names (kernel/collation.py):
Croatian files č, ć, đ, š, ž after c, d, s, z; elsewhere an accent files with its letter. The
club's page, its organiser's page, the night's presence ticks and who is here, and the rows
of the standings that share a position."""

import re

import pytest
from django.urls import reverse

from clubs.models import ClubPlayer
from tests.clubs.nights import a_club, a_night, people, win_for_side_a
from tests.clubs.wall_nights import draw_round, night_url, tables_of

pytestmark = pytest.mark.django_db
NAMES = ["Žarko", "Zoran", "Šime", "Sanja", "Čedo", "Cvita", "Đuro", "Dario"]
IN_CROATIAN = ["Cvita", "Čedo", "Dario", "Đuro", "Sanja", "Šime", "Zoran", "Žarko"]
IN_ENGLISH = ["Čedo", "Cvita", "Dario", "Đuro", "Sanja", "Šime", "Žarko", "Zoran"]


@pytest.fixture
def users():
    return people()


@pytest.fixture
def club(users):
    club = a_club(users["organiser"])
    for name in NAMES:
        club.add_player(users["organiser"], name)
    return club


def listed(client, url, language, pick) -> list[str]:
    client.cookies["django_language"] = language
    return [pick(item) for item in client.get(url).context["players"]]


@pytest.mark.parametrize(("language", "expected"), [("hr", IN_CROATIAN), ("en", IN_ENGLISH)])
def test_the_clubs_pages_list_its_players_as_the_language_does(
    client, users, club, language, expected
):
    client.force_login(users["organiser"])
    by_name = lambda player: player.name  # noqa: E731
    assert listed(client, reverse("clubs-club", args=[club.slug]), language, by_name) == expected
    manage = reverse("clubs-manage", args=[club.slug])
    assert listed(client, manage, language, by_name) == expected
    night = a_night(club, present=0)
    ticks = listed(client, night_url("clubs-night", night), language, lambda line: line[0].name)
    assert ticks == expected


def test_who_is_here_is_listed_by_name_too(client, users, club):
    night = a_night(club, present=0)
    for name in ("Žarko", "Cvita", "Čedo"):
        night.mark_present(users["organiser"], club.players.get(name=name).pk)
    client.cookies["django_language"] = "hr"
    page = client.get(night_url("clubs-night", night)).content.decode()
    here = page.split('class="game-links">', 1)[1].split("</ul>", 1)[0]
    assert re.findall(r"<bdi>([^<]+)</bdi>", here) == ["Cvita", "Čedo", "Žarko"]


def test_rows_sharing_a_position_are_listed_by_name(client, users):
    night = a_night(a_club(users["organiser"]), present=8)
    draw_round(client, night, users["organiser"])
    tables = tables_of(night)
    for table in tables:
        win_for_side_a(table.game)
    # The winners renamed so that their keys' order is not their names'.
    winners = [name for table in tables for name in table.game.sides[0]["players"]]
    renamed = dict(zip(winners, ["Žana", "Zora", "Čarna", "Cecilija"], strict=True))
    with night.club.changing():
        for old, new in renamed.items():
            ClubPlayer.objects.filter(name=old).update(name=new)
    client.cookies["django_language"] = "hr"
    standings = client.get(night_url("clubs-night-rounds", night)).context["standings"]
    assert [name for row, name in standings[:4]] == ["Cecilija", "Čarna", "Zora", "Žana"]
    assert all(row.position == 1 for row, _ in standings[:4])
