"""Each page of a night's standings says, under them, which step of the club's order
separated a row from the one above when the first did not, and who shares a position, as a
league's table says its tie-breakers (clubs/rules/standings.py, order_notes): the night's
page, the wall, the printed results and the season's page."""

import csv
import io
import re

import pytest
from django.urls import reverse

from clubs.models import Club
from tests.clubs.nights import DATE, win_for_side_a
from tests.clubs.wall_nights import night, night_url, tables_of, users

pytestmark = pytest.mark.django_db
__all__ = ["night", "users"]  # the fixtures
SEPARATED = r"(\w+) and (\w+) were level on games won: points difference separated them\."
SHARED = r"(\w+), (\w+), (\w+) and (\w+) could not be separated and share position 1\."


@pytest.fixture
def played(night):
    """Round 1 played: two tables won alike by side A, and one player sitting out (a bye: a
    game won with no points, so level with the winners on games won)."""
    for table in tables_of(night):
        win_for_side_a(table.game)
    return night


def pages(night) -> dict:
    slug = night.club.slug
    return {
        "night": night_url("clubs-night-rounds", night),
        "wall": night_url("clubs-night-live", night),
        "print": night_url("clubs-results-print", night),
        "season": reverse("clubs-season", args=[slug, DATE.year]),
    }


@pytest.mark.parametrize("page", ["night", "wall", "print", "season"])
def test_the_standings_say_which_step_separated_whom(client, played, page):
    body = client.get(pages(played)[page]).content.decode()
    winners = {name for table in tables_of(played) for name in table.game.sides[0]["players"]}
    (sharing,) = re.findall(SHARED, body)
    assert set(sharing) == winners
    above, below = re.findall(SEPARATED, body)[0]
    assert above in winners and below not in winners  # the last winner, the one sitting out


def test_the_steps_follow_the_clubs_order(client, played):
    with played.club.changing():
        Club.objects.filter(pk=played.club.pk).update(order=["points_for", "games_won"])
    body = client.get(pages(played)["night"]).content.decode()
    assert not re.findall(SEPARATED, body)  # points for ranks first: the bye is not level
    assert re.findall(SHARED, body)


def test_the_files_say_the_step_by_its_key(client, played):
    record = client.get(night_url("clubs-results-json", played)).json()
    steps = [row["separated_by"] for row in record["standings"]]
    assert steps == [None, None, None, None, "points_difference", "games_won", None, None, None]
    answer = client.get(night_url("clubs-standings-csv", played)).content.decode("utf-8-sig")
    rows = list(csv.DictReader(io.StringIO(answer)))
    assert [row["separated by"] for row in rows] == [step or "" for step in steps]
