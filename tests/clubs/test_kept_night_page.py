"""A night's page as anyone reads it (the room's phones, reloaded for the standings) is made
once per state of the night and then handed out kept (`Night.kept_key`, kernel.caching's
`kept_page`): a few queries however many rounds and tables it shows, and never a state behind
what the night's tables have saved, an organiser typed or a draw made."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from clubs.models.draws import draw_round
from clubs.models.results import type_result
from tests.clubs.nights import a_club, a_night, a_table, people, win_for_side_a

pytestmark = pytest.mark.django_db


@pytest.fixture
def night():
    everyone = people()
    night = a_night(a_club(everyone["organiser"]), present=8, rounds=6)
    return night, everyone["organiser"]


def page_of(night) -> str:
    return reverse("clubs-night", args=[night.club.slug, night.pk])


def read(client, night) -> tuple[str, int]:
    with CaptureQueriesContext(connection) as captured:
        response = client.get(page_of(night))
    assert response.status_code == 200
    return response.content.decode(), len(captured)


def played_round(night, organiser, number) -> None:
    assert draw_round(night, number, organiser).changed
    for table in night.rounds.get(number=number).tables.select_related("game"):
        win_for_side_a(table.game)


def test_the_page_costs_the_same_queries_however_many_rounds(client, night):
    night, organiser = night
    played_round(night, organiser, 1)
    _, afresh_one = read(client, night)
    _, after_one = read(client, night)
    for number in (2, 3, 4):
        played_round(night, organiser, number)
    page, afresh = read(client, night)
    kept, after_four = read(client, night)
    assert kept == page and "Round 4" in page
    # The club, the night and the key's one look at the night's games: nothing per table.
    assert after_one == after_four == 3 < afresh == afresh_one


def test_each_hand_a_table_saves_shows_at_once(client, night):
    night, organiser = night
    table = a_table(night, organiser)
    before, _ = read(client, night)
    assert "The game's own result" not in before
    win_for_side_a(table.game)
    after, _ = read(client, night)
    assert "The game's own result" in after


def test_a_result_typed_shows_at_once(client, night):
    night, organiser = night
    table = a_table(night, organiser)
    read(client, night)
    type_result(table, organiser, [7, 3], 0, 0)
    assert "Result typed (version 1)" in read(client, night)[0]


def test_a_game_deleted_shows_at_once(client, night):
    """Its table forgets it (below the club's door): no game's result, no live score."""
    night, organiser = night
    table = a_table(night, organiser)
    win_for_side_a(table.game)
    assert "The game's own result" in read(client, night)[0]
    table.game.delete()
    gone, _ = read(client, night)
    assert "The game's own result" not in gone and "Live score" not in gone


def test_an_organisers_page_is_never_the_one_kept_for_everyone(client, night):
    night, organiser = night
    a_table(night, organiser)
    assert "Type the result" not in read(client, night)[0]
    client.force_login(organiser)
    assert "Type the result" in read(client, night)[0]


def test_the_page_kept_carries_no_visitors_query(client, night):
    night, organiser = night
    a_table(night, organiser)
    first = client.get(page_of(night), {"x": '"><b>zq7hostile</b>', "next": "/zq7hostile/"})
    later = client.get(page_of(night))
    assert "zq7hostile" not in first.content.decode() + later.content.decode()
