"""The night's live page for the club room's wall: every table of the round as it stands (the
game's score while it is played, its result once it has one), who sits out and the standings;
for anyone, with no table's scorer's link; its polls answered 304 while nothing it shows has
changed, and in full once a hand is scored at a table or a result typed. The night page's poll
of its rounds (`clubs-night-rounds`, every 15 s from the room's phones) is answered the same
way (`Night.kept_key`); a signed-in visitor's rounds (an organiser's carry the tables' links)
are never validated nor kept."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils.html import escape

from clubs.models.results import type_result
from tests.clubs.nights import a_club, a_night, win_for_side_a
from tests.clubs.wall_nights import (
    draw_round,
    night,
    night_url,
    tables_of,
    unchanged_poll_answered_304,
    users,
)
from tests.scoring_helpers import post_hand

pytestmark = pytest.mark.django_db
POLL = {"HX-Request": "true", "HX-Target": "wall"}
ROUNDS_POLL = {"HX-Request": "true", "HX-Target": "rounds"}
__all__ = ["night", "users"]  # the fixtures


def test_the_wall_shows_the_round_its_tables_who_sits_out_and_the_standings(client, night):
    first, second = tables_of(night)
    win_for_side_a(first.game)
    page = client.get(night_url("clubs-night-live", night)).content.decode()
    assert "Round 1 of 4" in page and "Table 1" in page and "Table 2" in page
    out = night.club.players.get(pk=int(night.rounds.get().sitting_out[0])).name
    assert "Sitting out:" in page and f"<bdi>{out}</bdi>" in page
    winners = escape(first.game.sides[0]["name"])
    assert f"<bdi>{winners}</bdi> won" in page and "Being played" in page
    # Those with a result; the one sitting out counts once the round is played.
    assert "Standings" in page and page.count('<td class="team">') == 4
    assert 'hx-get="' + night_url("clubs-night-live", night) + '"' in page
    for table in (first, second):
        assert table.game.secret not in page


def test_an_unchanged_poll_is_answered_304_and_a_hand_scored_changes_it(client, night):
    url = night_url("clubs-night-live", night)
    first = unchanged_poll_answered_304(client, url, POLL)
    etag = first["ETag"]
    assert 'id="wall"' in first.content.decode()
    table = tables_of(night)[1]
    assert post_hand(client, table.game).status_code == 302  # scored on the table's phone
    changed = client.get(url, headers={**POLL, "If-None-Match": etag})
    assert changed.status_code == 200 and changed["ETag"] != etag
    board = changed.content.decode().split("Table 2", 1)[1]
    assert '<strong class="wall-score">2</strong>' in board  # High and Game: 2 to 1
    # A whole page has a validator of its own (a poll's answer is the section alone).
    assert client.get(url)["ETag"] != changed["ETag"]


def test_a_result_typed_by_the_organiser_changes_the_walls_validator(client, users, night):
    url = night_url("clubs-night-live", night)
    etag = client.get(url, headers=POLL)["ETag"]
    outcome, _ = type_result(tables_of(night)[0], users["organiser"], [7, 3], 0, 0)
    assert outcome.changed
    answer = client.get(url, headers={**POLL, "If-None-Match": etag})
    assert answer.status_code == 200 and answer["ETag"] != etag
    assert '<strong class="wall-score">7</strong>' in answer.content.decode()


def test_the_wall_stops_polling_once_the_night_is_finished(client, users, night):
    with night.club.changing():
        night.finished = True
        night.save(update_fields=["finished"])
    page = client.get(night_url("clubs-night-live", night), headers=POLL).content.decode()
    assert "hx-trigger" not in page and "The night is finished." in page


def _queries(client, night) -> int:
    url = night_url("clubs-night-live", night)
    client.get(url, headers={"Accept-Language": "nl"})  # each game's score read once
    with CaptureQueriesContext(connection) as asked:
        answer = client.get(url, headers={"Accept-Language": "it"})  # not kept yet
    assert answer.status_code == 200
    return len(asked)


def test_the_wall_costs_the_same_queries_for_two_tables_or_eight(client, users):
    small = a_night(a_club(users["organiser"]), present=8)
    big = a_night(a_club(users["other_organiser"], slug="the-anchor"), present=32)
    draw_round(client, small, users["organiser"])
    draw_round(client, big, users["other_organiser"])
    assert (len(tables_of(small)), len(tables_of(big))) == (2, 8)
    for table in tables_of(small)[:1] + tables_of(big)[:3]:
        win_for_side_a(table.game)
    assert _queries(client, small) == _queries(client, big)


@pytest.mark.parametrize(
    "path",
    [
        "/clubs/the-crown/nights/0/live/",
        "/clubs/nowhere/nights/{pk}/live/",
        "/clubs/the-crown/nights/99999999999999999999/live/",
        "/clubs/%C3%A9%00/nights/{pk}/live/",
    ],
)
def test_a_wall_address_that_names_no_night_is_not_found(client, night, path):
    # PostgreSQL refuses a NUL in a text: the request's fault, 400 (kernel/outage.py, the
    # handler a real server answers with, where the test client would raise).
    client.raise_request_exception = False
    answer = client.get(path.format(pk=night.pk))
    assert answer.status_code == 404 or ("%00" in path and answer.status_code == 400)
    assert client.head(path.format(pk=night.pk)).status_code == answer.status_code


def test_the_wall_answers_head(client, night):
    answer = client.head(night_url("clubs-night-live", night))
    assert answer.status_code == 200 and answer["ETag"] and not answer.content


def test_the_night_pages_poll_of_its_rounds_is_answered_304_as_the_walls(client, night):
    url = night_url("clubs-night-rounds", night)
    first = unchanged_poll_answered_304(client, url, ROUNDS_POLL)
    etag = first["ETag"]
    assert 'id="rounds"' in first.content.decode()
    assert first["Cache-Control"] == "public, max-age=5"
    assert post_hand(client, tables_of(night)[1].game).status_code == 302  # on its phone
    changed = client.get(url, headers={**ROUNDS_POLL, "If-None-Match": etag})
    assert changed.status_code == 200 and changed["ETag"] != etag
    assert client.get(url)["ETag"] != changed["ETag"]  # the whole page: its own validator


def test_a_result_typed_or_a_round_drawn_changes_the_rounds_validator(client, users, night):
    url = night_url("clubs-night-rounds", night)
    etag = client.get(url, headers=ROUNDS_POLL)["ETag"]
    for table in tables_of(night):
        outcome, _ = type_result(table, users["organiser"], [7, 3], 0, 0)
        assert outcome.changed
    typed = client.get(url, headers={**ROUNDS_POLL, "If-None-Match": etag})
    assert typed.status_code == 200 and typed["ETag"] != etag
    draw_round(client, night, users["organiser"], 2)
    drawn = client.get(url, headers={**ROUNDS_POLL, "If-None-Match": typed["ETag"]})
    assert drawn.status_code == 200 and "Round 2" in drawn.content.decode()


def test_an_organisers_rounds_are_never_validated_nor_kept(client, users, night):
    client.force_login(users["organiser"])
    answer = client.get(night_url("clubs-night-rounds", night))
    assert answer.status_code == 200 and not answer.has_header("ETag")
    assert tables_of(night)[0].game.secret in answer.content.decode()


def test_a_rounds_poll_for_no_such_night_is_not_found(client, night):
    assert client.get(night_url("clubs-night-rounds", night)[:-1] + "x/").status_code == 404
    other = night_url("clubs-night-rounds", night).replace(f"/{night.pk}/", "/999999/")
    assert client.get(other, headers=ROUNDS_POLL).status_code == 404
