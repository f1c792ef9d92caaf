"""The organiser's paper result form for a table: each side's points and, when they are level,
who won or that it was drawn; only the club's organiser may open or send it; a form sent
twice is kept once, a correction over a superseded version writes nothing, and nothing a
phone sends answers 5xx."""

import pytest
from django.urls import reverse

from clubs.models import TableResult
from tests.clubs.nights import a_club, a_night, a_table, people

pytestmark = pytest.mark.django_db


@pytest.fixture
def world():
    users = people()
    a_club(users["other_organiser"], slug="the-anchor")
    night = a_night(a_club(users["organiser"]))
    return users, night, a_table(night, users["organiser"])


def result_url(night, table) -> str:
    return reverse("clubs-table-result", args=[night.club.slug, night.pk, 1, table.number])


def posted(points, winner="", replaces=0) -> dict:
    body = {f"points_{index}": value for index, value in enumerate(points)}
    return {**body, "winner": winner, "replaces": replaces}


@pytest.mark.parametrize("who", [None, "stranger", "other_organiser"])
def test_only_the_clubs_organiser_types_a_result(client, world, who):
    users, night, table = world
    if who:
        client.force_login(users[who])
    for answer in (
        client.get(result_url(night, table)),
        client.post(result_url(night, table), posted([2, 1])),
    ):
        assert answer.status_code == (302 if who is None else 403)
    assert not TableResult.objects.exists()


def test_the_organiser_types_and_corrects_a_paper_result(client, world):
    users, night, table = world
    client.force_login(users["organiser"])
    form = client.get(result_url(night, table)).content.decode()
    assert "Points: Ann &amp; Cy" in form and "Points: Bo &amp; Di" in form
    saved = client.post(result_url(night, table), posted([9, 4]))
    assert saved.status_code == 302
    assert client.post(result_url(night, table), posted([9, 4])).status_code == 302  # twice
    corrected = client.post(result_url(night, table), posted([4, 9], replaces=1), follow=True)
    assert "result version 2 saved" in corrected.content.decode()
    late = client.post(result_url(night, table), posted([5, 5], "draw", replaces=1))
    assert late.status_code == 409 and "came in meanwhile" in late.content.decode()
    assert list(TableResult.objects.values_list("version", "points", "winner")) == [
        (2, [4, 9], 1),
        (1, [9, 4], 0),
    ]


def test_level_points_ask_who_won_or_a_draw(client, world):
    users, night, table = world
    client.force_login(users["organiser"])
    asked = client.post(result_url(night, table), posted([5, 5]))
    assert asked.status_code == 400 and "tap who won" in asked.content.decode()
    assert client.post(result_url(night, table), posted([5, 5], "1")).status_code == 302
    assert TableResult.objects.get().winner == 1
    wrong = client.post(result_url(night, table), posted([6, 5], "1", replaces=1))
    assert wrong.status_code == 400 and "most points" in wrong.content.decode()
    assert (
        client.post(result_url(night, table), posted([5, 5], "draw", replaces=1)).status_code == 302
    )
    assert TableResult.objects.first().winner is None


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"points_0": "x", "points_1": "\x00", "replaces": "0"},
        {"points_0": "1" * 40, "points_1": "2", "replaces": "-1"},
        {"points_0": "1", "points_1": "2", "replaces": "0", "winner": "7"},
        {"points_0": "1", "points_1": "1", "replaces": "abc", "winner": ["0", "1"]},
    ],
)
def test_a_malformed_result_is_refused_not_a_server_error(client, world, body):
    users, night, table = world
    client.force_login(users["organiser"])
    assert client.post(result_url(night, table), body).status_code == 400
    assert not TableResult.objects.exists()


def test_a_table_not_in_the_night_is_not_found(client, world):
    users, night, table = world
    client.force_login(users["organiser"])
    url = reverse("clubs-table-result", args=[night.club.slug, night.pk, 2, table.number])
    assert client.get(url).status_code == 404
    other = reverse("clubs-table-result", args=["the-anchor", night.pk, 1, table.number])
    assert client.get(other).status_code == 404
