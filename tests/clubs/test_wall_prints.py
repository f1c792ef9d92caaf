"""The round's draw and the night's results to print. The organiser's printed draw carries
each table's scorer's link and its QR code for the table's phone; nobody else's print, nor
any other public page or file of the night, carries a game's secret."""

import re

import pytest
from django.urls import reverse
from django.utils.html import escape

from clubs.models import ClubPlayer
from tests.clubs.nights import a_club, win_for_side_a
from tests.clubs.wall_nights import draw_round, night, night_url, tables_of, users

pytestmark = pytest.mark.django_db
__all__ = ["night", "users"]  # the fixtures
PUBLIC = [
    ("clubs-night-live",),
    ("clubs-round-print", 1),
    ("clubs-results-print",),
    ("clubs-results-csv",),
    ("clubs-standings-csv",),
    ("clubs-results-json",),
    ("clubs-night-rounds",),
]


def test_the_organisers_printed_draw_has_each_tables_link_and_qr(client, users, night):
    client.force_login(users["organiser"])
    page = client.get(night_url("clubs-round-print", night, 1)).content.decode()
    for table in tables_of(night):
        assert reverse("scoring-scorer", args=[table.game.public_id, table.game.secret]) in page
    assert page.count('class="qr"') == 2 and "Score this table:" in page


@pytest.mark.parametrize("who", [None, "stranger", "other_organiser"])
def test_no_public_page_or_file_of_the_night_carries_a_games_secret(client, users, night, who):
    a_club(users["other_organiser"], slug="the-anchor")
    if who:
        client.force_login(users[who])
    secrets = [table.game.secret for table in tables_of(night)]
    for name, *more in PUBLIC:
        answer = client.get(night_url(name, night, *more))
        assert answer.status_code == 200, name
        body = answer.content.decode("utf-8-sig")
        assert not any(secret in body for secret in secrets), name
        assert 'class="qr"' not in body and "Score this table" not in body, name


def test_a_table_card_seats_partners_opposite(client, night):
    page = client.get(night_url("clubs-round-print", night, 1)).content.decode()
    names = dict(ClubPlayer.objects.values_list("pk", "name"))
    for table in tables_of(night):
        (a1, a2), (b1, b2) = table.sides
        card = page.split(f"<h1>Table {table.number}</h1>", 1)[1].split("</ol>", 1)[0]
        seated = re.findall(
            r'Seat (\d) \(side ([AB])\)</span> <bdi class="seat-name">([^<]+)<', card
        )
        expected = [(a1, "A"), (b1, "B"), (a2, "A"), (b2, "B")]
        assert seated == [
            (str(n), side, escape(names[int(key)])) for n, (key, side) in enumerate(expected, 1)
        ]
    assert "partners sit opposite each other" in page


def test_the_printed_draw_lists_the_tables_and_who_sits_out(client, night):
    page = client.get(night_url("clubs-round-print", night, 1)).content.decode()
    listed = page.split('class="paper-card draw-list"', 1)[1].split("</article>", 1)[0]
    for table in tables_of(night):
        for side in table.game.sides:
            assert f"<td><bdi>{escape(side['name'])}</bdi></td>" in listed
    out = ClubPlayer.objects.get(pk=int(night.rounds.get().sitting_out[0])).name
    assert f"Sitting out: <bdi>{escape(out)}</bdi>" in listed
    assert 'href="/static/css/printed.css"' in page or "printed" in page


def test_a_round_not_drawn_has_no_draw_to_print(client, night):
    assert client.get(night_url("clubs-round-print", night, 2)).status_code == 404
    assert client.get(night_url("clubs-round-print", night, 0)).status_code == 404


def test_the_printed_results_give_every_round_and_the_standings(client, users, night):
    for table in tables_of(night):
        win_for_side_a(table.game)
    draw_round(client, night, users["organiser"], 2)
    win_for_side_a(tables_of(night, 2)[0].game)
    page = client.get(night_url("clubs-results-print", night)).content.decode()
    assert "Round 1" in page and "Round 2" in page and "Standings" in page
    standings = page.split("night-standings", 1)[1].split("</table>", 1)[0]
    assert standings.count("<tr>") == 1 + 9  # the heading, and everyone present
    for number in (1, 2):
        for table in tables_of(night, number):
            assert escape(table.game.sides[0]["name"]) in page
    assert page.count("(won)") == 3


def test_the_rounds_page_links_to_the_wall_the_prints_and_the_files(client, night):
    page = client.get(night_url("clubs-night-rounds", night)).content.decode()
    for name, *more in PUBLIC[:-1]:
        assert f'href="{night_url(name, night, *more)}"' in page, name


@pytest.mark.parametrize(
    ("language", "table", "side"),
    [("en-gb", "Table", "Side A"), ("hr", "Stol", "Strana A"), ("nl", "Tafel", "Kant A")],
)
def test_the_printed_lists_name_a_card_table_not_a_league_table(
    client, night, language, table, side
):
    for name, *more in [("clubs-round-print", 1), ("clubs-results-print",)]:
        answer = client.get(night_url(name, night, *more), headers={"Accept-Language": language})
        page = answer.content.decode()
        assert f'<th scope="col" class="number">{table}</th>' in page, name
        assert f'<th scope="col">{side}</th>' in page, name


@pytest.mark.parametrize(("name", "more"), [(name, more) for name, *more in PUBLIC])
def test_every_page_and_file_of_the_night_answers_head(client, night, name, more):
    url = night_url(name, night, *more)
    head = client.head(url)
    assert head.status_code == 200 and head.content == b""
    assert head["Content-Type"] == client.get(url)["Content-Type"]
