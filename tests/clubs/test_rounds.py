"""Drawing a night's round: the organiser's POST names the round it draws, inside the club's
door; a resent or doubled one draws once and answers calmly; the next round only once every
table has its result, which a game won on the scorer's page gives with nothing typed."""

import re

import pytest
from django.urls import reverse

from clubs.models import ClubPlayer, ClubTable, Round, TableResult
from clubs.models.draws import seating_of
from scoring.models import Game
from tests.clubs.nights import a_club, a_night, people, win_for_side_a
from tests.scoring_helpers import post_hand

pytestmark = pytest.mark.django_db


@pytest.fixture
def users():
    return people()


@pytest.fixture
def night(users):
    a_club(users["other_organiser"], slug="the-anchor")
    return a_night(a_club(users["organiser"]))


def draw_url(night, number: int) -> str:
    return reverse("clubs-draw-round", args=[night.club.slug, night.pk, number])


def rounds_url(night) -> str:
    return reverse("clubs-night-rounds", args=[night.club.slug, night.pk])


def night_url(night) -> str:
    return reverse("clubs-night", args=[night.club.slug, night.pk])


def signed_in(client, user):
    client.force_login(user)
    return client


@pytest.mark.parametrize(
    ("variant", "seating"),
    [
        ("bela:klaverjas", (2, 2)),
        ("bela:croatian", (2, 2)),
        ("allfours:trinidad", (2, 2)),
        ("bela:bela3", (3, 1)),
        ("amerikaner:amerikaner", (4, 1)),
    ],
)
def test_a_tables_seating_follows_the_engines_word_for_a_side(variant, seating):
    found = seating_of(variant)
    assert (found.sides, found.per_side) == seating


def test_the_organiser_draws_round_one_and_each_table_gets_its_game(client, users, night):
    answer = signed_in(client, users["organiser"]).post(draw_url(night, 1))
    assert answer.status_code == 302 and answer["Location"] == night_url(night) + "#rounds"
    drawn = Round.objects.get(night=night)
    tables = list(drawn.tables.select_related("game"))
    assert drawn.number == 1 and len(tables) == 2 and drawn.sitting_out == []
    names = dict(night.club.players.values_list("pk", "name"))
    seated = [key for table in tables for side in table.sides for key in side]
    assert sorted(seated) == sorted(str(pk) for pk in names)
    for table in tables:
        game = table.game
        assert [side["players"] for side in game.sides] == [
            [names[int(key)] for key in side] for side in table.sides
        ]
        assert game.owner == users["organiser"] and game.first_dealer == "A"
    page = client.get(rounds_url(night)).content.decode()
    assert "Table 1" in page and "Table 2" in page
    assert tables[0].game.secret in page and 'class="qr"' in page  # the organiser's links
    assert "Round 1 drawn: 2 tables." in page
    assert client.head(rounds_url(night)).status_code == 200
    assert "hx-trigger" not in page  # the organiser's QR codes stay open


def test_a_doubled_draw_draws_one_round_and_answers_calmly(client, users, night):
    client = signed_in(client, users["organiser"])
    client.post(draw_url(night, 1))
    again = client.post(draw_url(night, 1), follow=True)
    assert again.status_code == 200 and "Round 1 was drawn already." in again.content.decode()
    assert Round.objects.count() == 1 and ClubTable.objects.count() == Game.objects.count() == 2


@pytest.mark.parametrize("who", [None, "stranger", "other_organiser"])
def test_only_the_clubs_organiser_draws(client, users, night, who):
    if who:
        signed_in(client, users[who])
    answer = client.post(draw_url(night, 1))
    assert answer.status_code == (302 if who is None else 403)
    if who is None:
        assert answer["Location"].startswith(reverse("login"))
    assert not Round.objects.exists() and not Game.objects.exists()
    page = client.get(rounds_url(night)).content.decode()
    assert "Draw round" not in page


def test_the_next_round_waits_for_every_tables_result(client, users, night):
    client = signed_in(client, users["organiser"])
    client.post(draw_url(night, 1))
    early = client.post(draw_url(night, 2))
    assert early.status_code == 409 and "still being played" in early.content.decode()
    assert "Draw round 2" not in client.get(rounds_url(night)).content.decode()
    assert client.post(draw_url(night, 3)).status_code == 409
    first, last = (table.game for table in ClubTable.objects.order_by("number"))
    win_for_side_a(first)
    assert "Draw round 2" not in client.get(rounds_url(night)).content.decode()
    # The last table's game won on its scorer's page (the table's phone): the round closes.
    assert post_hand(client, last).status_code == 302
    page = client.get(rounds_url(night)).content.decode()
    assert "every table has its result" in page and "Draw round 2" in page
    assert client.post(draw_url(night, 2)).status_code == 302
    assert list(Round.objects.values_list("number", flat=True)) == [1, 2]
    assert not TableResult.objects.exists()  # nothing typed


def test_seven_present_one_table_and_three_sit_out(client, users):
    night = a_night(a_club(users["organiser"]), present=7)
    signed_in(client, users["organiser"]).post(draw_url(night, 1))
    drawn = Round.objects.get()
    assert drawn.tables.count() == 1 and len(drawn.sitting_out) == 3
    assert "Sitting out:" in client.get(rounds_url(night)).content.decode()


def standings_on(page: str) -> str:
    """The standings' part of a night's rounds (nothing when none is played yet)."""
    heading = "<h2>Standings</h2>"
    return page.split(heading, 1)[1] if heading in page else ""


def test_a_round_sat_out_counts_once_the_round_is_played(client, users):
    """The bye's game won shows in the standings with the tables' results, not before: while
    the round is played, those sitting out have played no more than anyone at a table."""
    night = a_night(a_club(users["organiser"]), present=5)
    signed_in(client, users["organiser"]).post(draw_url(night, 1))
    drawn = Round.objects.get()
    (sitter,) = drawn.sitting_out
    name = ClubPlayer.objects.get(pk=sitter).name
    assert name not in standings_on(client.get(rounds_url(night)).content.decode())
    win_for_side_a(drawn.tables.get().game)
    assert name in standings_on(client.get(rounds_url(night)).content.decode())


def test_too_few_for_a_table_draws_nothing(client, users):
    night = a_night(a_club(users["organiser"]), present=3)
    answer = signed_in(client, users["organiser"]).post(draw_url(night, 1))
    assert answer.status_code == 409 and "Too few" in answer.content.decode()
    assert not Round.objects.exists()
    assert "Draw round" not in client.get(rounds_url(night)).content.decode()


@pytest.mark.parametrize("night_format", ["swiss", "all_play_all"])
def test_the_pair_formats_seat_the_nights_pairs(client, users, night_format):
    night = a_night(a_club(users["organiser"]), night_format=night_format)
    signed_in(client, users["organiser"]).post(draw_url(night, 1))
    tables = list(Round.objects.get().tables.select_related("game"))
    pairs = {str(pair.pk): pair for pair in night.pairs.all()}
    assert len(tables) == 2
    for table in tables:
        assert all(len(side) == 1 and side[0] in pairs for side in table.sides)
        pair = pairs[table.sides[0][0]]
        assert table.game.sides[0]["name"] == f"{pair.first.name} & {pair.second.name}"


def test_the_nights_standings_from_the_tables_results(client, users, night):
    client = signed_in(client, users["organiser"])
    client.post(draw_url(night, 1))
    for table in ClubTable.objects.all():
        win_for_side_a(table.game)  # 2 to 1
    page = client.get(rounds_url(night)).content.decode().split("Standings", 1)[1]
    rows = re.findall(
        r"<tr><td>(\d+)=?</td><td class=\"team\">(?:<a [^>]+>)?<bdi>([^<]+)</bdi>(?:</a>)?</td>"
        r"<td>(\d+)</td><td>(\d+)</td><td>(\d+)</td><td>(\d+)</td><td>([^<]+)</td>",
        page,
    )
    names = dict(night.club.players.values_list("pk", "name"))
    winners = {names[int(key)] for table in ClubTable.objects.all() for key in table.sides[0]}
    assert len(rows) == 8
    assert {row[1] for row in rows[:4]} == winners
    assert {row[2:] for row in rows[:4]} == {("1", "1", "0", "0", "2–1")}
    assert {row[2:] for row in rows[4:]} == {("1", "0", "0", "1", "1–2")}


@pytest.mark.parametrize(
    "path",
    [
        "/clubs/the-crown/nights/0/rounds/1/draw/",
        "/clubs/nowhere/nights/1/rounds/1/draw/",
        "/clubs/the-crown/nights/1/rounds/0/draw/",
        "/clubs/the-crown/nights/1/rounds/99999/draw/",
    ],
)
def test_a_malformed_draw_is_never_a_server_error(client, users, night, path):
    path = path.replace("/nights/1/", f"/nights/{night.pk}/")
    answer = signed_in(client, users["organiser"]).post(path, {"junk": "\x00"})
    assert answer.status_code in (302, 404, 409)
    assert not Round.objects.exists()


def test_an_all_play_all_ends_when_every_pair_has_met_every_other(client, users):
    night = a_night(a_club(users["organiser"]), present=6, night_format="all_play_all")
    client = signed_in(client, users["organiser"])
    for number in (1, 2, 3):
        assert client.post(draw_url(night, number)).status_code == 302
        for table in ClubTable.objects.filter(round__number=number):
            win_for_side_a(table.game)
    page = client.get(rounds_url(night)).content.decode()
    assert "Draw round 4" not in page and "every other pair" in page
    assert client.post(draw_url(night, 4)).status_code == 409
    met = [frozenset(s[0] for s in t.sides) for t in ClubTable.objects.all()]
    assert len(met) == len(set(met)) == 3  # three pairs: each meets each once, one bye a round


@pytest.mark.parametrize(
    ("variant", "options", "present", "tables", "sides"),
    [
        ("bela:klaverjas", {}, 23, 5, 2),  # the judged night: 23 players, tables of four
        ("bela:croatian", {}, 9, 2, 2),
        ("bela:bela3", {}, 7, 2, 3),
        ("amerikaner:kani", {"target": 100}, 9, 2, 4),
    ],
)
def test_every_clubs_game_gets_its_tables_and_games(
    client, users, variant, options, present, tables, sides
):
    club = a_club(users["organiser"], variant=variant, options=options)
    night = a_night(club, present=present)
    signed_in(client, users["organiser"]).post(draw_url(night, 1))
    drawn = Round.objects.get()
    assert drawn.tables.count() == tables
    assert len(drawn.sitting_out) == present - tables * seating_of(variant).players
    for table in drawn.tables.select_related("game"):
        assert len(table.game.sides) == len(table.sides) == sides
        assert f"{table.game.game}:{table.game.variant}" == variant
        assert table.game.result().scores == {side["id"]: 0 for side in table.game.sides}


def test_a_late_arrival_is_drawn_from_their_first_round(client, users):
    night = a_night(a_club(users["organiser"]), present=9)
    late = night.attendances.get(player__name="Ivy")
    with night.club.changing():
        late.from_round = 2
        late.save()
    signed_in(client, users["organiser"]).post(draw_url(night, 1))
    drawn = Round.objects.get()
    seated = {key for table in drawn.tables.all() for side in table.sides for key in side}
    assert str(late.player_id) not in seated and drawn.sitting_out == []
    assert len(seated) == 8


def test_a_swiss_round_is_drawn_by_the_nights_standing(client, users):
    night = a_night(a_club(users["organiser"]), present=16, night_format="swiss")
    client = signed_in(client, users["organiser"])
    client.post(draw_url(night, 1))
    winners = set()
    for table in ClubTable.objects.all():
        win_for_side_a(table.game)
        winners.add(table.sides[0][0])
    assert client.post(draw_url(night, 2)).status_code == 302
    for table in ClubTable.objects.filter(round__number=2):
        pairs = {side[0] for side in table.sides}
        assert len(pairs & winners) in (0, 2)  # winners meet winners, losers losers


@pytest.mark.parametrize("who", [None, "stranger", "other_organiser"])
def test_only_the_organiser_sees_the_scorers_links(client, users, night, who):
    signed_in(client, users["organiser"]).post(draw_url(night, 1))
    client.logout()
    if who:
        signed_in(client, users[who])
    page = client.get(rounds_url(night)).content.decode()
    games = Game.objects.all()
    assert all(game.public_id in page and game.secret not in page for game in games)
    assert 'class="qr"' not in page and "Type the result" not in page
    assert "Table 2" in page and "Draw round" not in page
    assert 'hx-trigger="every 15s"' in page  # the wall's screen follows the games
    polled = client.get(rounds_url(night), headers={"HX-Request": "true"}).content.decode()
    assert polled.lstrip().startswith("<section") and "Table 2" in polled


@pytest.mark.parametrize(
    ("language", "words"),
    [("nl", ["Speelronde 1", "Tafel 1", "Tel deze tafel"]), ("hr", ["Kolo 1", "Stol 1"])],
)
def test_the_rounds_speak_the_players_language(client, users, night, language, words):
    client = signed_in(client, users["organiser"])
    client.post(draw_url(night, 1))
    page = client.get(rounds_url(night), headers={"Accept-Language": language})
    assert all(word in page.content.decode() for word in words)


def test_the_rounds_page_costs_the_same_however_many_tables(client, users):
    """Each game's score is read once per version (clubs/models/results.py): a page read
    again asks nothing of an unchanged game, so the wall's poll does not grow with the
    tables."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    counted = []
    for present in (8, 24):
        night = a_night(a_club(users["organiser"], slug=f"club-{present}"), present=present)
        signed_in(client, users["organiser"]).post(draw_url(night, 1))
        for table in ClubTable.objects.filter(round__night=night)[:1]:
            win_for_side_a(table.game)
        client.logout()
        client.get(rounds_url(night))
        with CaptureQueriesContext(connection) as queries:
            assert client.get(rounds_url(night)).status_code == 200
        counted.append(len(queries))
    assert counted[0] == counted[1], counted


def test_a_swiss_pair_leaving_early_is_not_drawn_after(client, users):
    night = a_night(a_club(users["organiser"]), present=10, night_format="swiss")
    leaving = night.attendances.get(player__name="Cy")  # of the pair Cy & Di
    with night.club.changing():
        leaving.until_round = 1
        leaving.save()
    client = signed_in(client, users["organiser"])
    client.post(draw_url(night, 1))
    for table in ClubTable.objects.all():
        win_for_side_a(table.game)
    client.post(draw_url(night, 2))
    second = Round.objects.get(number=2)
    drawn = {side[0] for table in second.tables.all() for side in table.sides}
    drawn |= set(second.sitting_out)
    pair = night.pairs.get(first__name="Cy")
    assert str(pair.pk) not in drawn and len(drawn) == 4


def test_a_night_taken_out_while_its_draw_waited_is_not_found(client, users, night, monkeypatch):
    from clubs import round_views

    stale = round_views.night_or_404(night.club.slug, night.pk)
    with night.club.changing():
        night.delete()
    monkeypatch.setattr(round_views, "night_or_404", lambda slug, pk: stale)
    answer = signed_in(client, users["organiser"]).post(draw_url(stale, 1))
    assert answer.status_code == 404 and not Round.objects.exists()
