"""A handicapped club (issue 52, point 4): each drawn table's game starts with the weaker
sides ahead, by people.rules.handicap_start from the sides' persons' ratings as they stand at
the draw; shown on the night's page, the printed table cards and the club's page; the table's
rated result is the game as played (its start counted); a game played to no target refuses
the house rule, saying so on its field."""

import datetime
import uuid

import pytest
from django.urls import reverse
from django.utils import timezone

from clubs.models import Club, ClubTable
from clubs.models.draws import draw_round
from clubs.models.rated import rated_persons
from clubs.rules.standings import DEFAULT_ORDER
from people.models import RatedResult
from people.rules import handicap_start
from tests.clubs.nights import a_club, a_night, people

# Trinidad to 4: a third of it is 1.33, so a clear favourite's opponents start at 1, and one
# hand of High, Low and Game (3 points) then wins them the game only with their start.
TARGET = 4


def handicapped_night(handicap: bool = True):
    """A Swiss night of two pairs, Ann & Bo against Cy & Di, the first pair having beaten the
    second six times elsewhere (a league's games, say)."""
    users = people()
    club = a_club(users["organiser"], options={"target": TARGET})
    with club.changing():
        Club.objects.filter(pk=club.pk).update(handicap=handicap)
    night = a_night(Club.objects.get(pk=club.pk), present=4, night_format="swiss")
    person = {p.name: p.person_id for p in night.club.players.all()}
    for day in range(1, 7):
        when = timezone.make_aware(datetime.datetime(2026, 11, day, 20))
        sides = [[person["Ann"], person["Bo"]], [person["Cy"], person["Di"]]]
        RatedResult.objects.record(f"league:test:{day}", when, sides, [2, 0], 0)
    return night, users["organiser"]


def drawn_table(night, organiser) -> ClubTable:
    assert draw_round(night, 1, organiser).changed
    return ClubTable.objects.select_related("game").get(round__night=night)


def favourite_first(night, table: ClubTable) -> bool:
    """Whether the table's side A is Ann & Bo's pair, the favourite."""
    firsts = {str(pair.pk): pair.first.name for pair in night.pairs.select_related("first")}
    return firsts[table.sides[0][0]] == "Ann"


@pytest.mark.django_db
def test_a_handicapped_table_starts_the_weaker_side_ahead_by_the_ratings():
    night, organiser = handicapped_night()
    table = drawn_table(night, organiser)
    persons, ratings = rated_persons(night, [key for side in table.sides for key in side])
    sides = tuple(tuple(p for key in side for p in persons[key]) for side in table.sides)
    expected = handicap_start(ratings, sides, TARGET)
    weaker = "B" if favourite_first(night, table) else "A"
    assert table.game.start == dict(zip("AB", expected, strict=True))
    assert table.game.start[weaker] == 1 and sum(expected) == 1
    assert table.game.record()["start"] == table.game.start
    assert table.game.result().scores[weaker] == 1  # the game begins with the start


@pytest.mark.django_db
def test_without_the_house_rule_every_table_starts_level():
    night, organiser = handicapped_night(handicap=False)
    table = drawn_table(night, organiser)
    assert table.game.start == {}
    assert set(table.game.result().scores.values()) == {0}


@pytest.mark.django_db
def test_the_rated_result_is_the_game_as_played_its_start_counted(
    django_capture_on_commit_callbacks,
):
    night, organiser = handicapped_night()
    table = drawn_table(night, organiser)
    weaker, stronger = ("B", "A") if favourite_first(night, table) else ("A", "B")
    hand = {
        **{"dealer": table.game.first_dealer, "turned": ["4"], "beg": "stand", "jack": None},
        **{"high": weaker, "low": weaker, "game": {weaker: 30, stronger: 20}},
    }
    with django_capture_on_commit_callbacks(execute=True):
        assert table.game.add_hand(hand, uuid.uuid4()).changed
    assert table.game.result().finished  # 1 + 3: the start made it a win
    rated = RatedResult.objects.get(source=f"club:table:{table.pk}")
    weaker_index = "AB".index(weaker)
    assert rated.winner == weaker_index
    assert rated.points[weaker_index] == TARGET and rated.points[1 - weaker_index] == 0


@pytest.mark.django_db
def test_the_start_shows_on_the_club_nights_pages_cards_and_wall(client):
    night, organiser = handicapped_night()
    drawn_table(night, organiser)
    client.force_login(organiser)
    club = night.club
    page = client.get(reverse("clubs-night", args=[club.slug, night.pk])).content.decode()
    assert "Handicap start:" in page and "<strong>1</strong>" in page
    printed = client.get(reverse("clubs-round-print", args=[club.slug, night.pk, 1]))
    assert "Handicap start:" in printed.content.decode()
    assert "Handicapped:" in client.get(reverse("clubs-club", args=[club.slug])).content.decode()
    result = reverse("clubs-table-result", args=[club.slug, night.pk, 1, 1])
    assert "final points count its start" in client.get(result).content.decode()
    client.logout()
    wall = client.get(reverse("clubs-night-live", args=[club.slug, night.pk])).content.decode()
    assert "Handicap start:" in wall


def house_rules_sent(variant: str, target: str) -> dict:
    sent = {"variant": variant, "target": target, "format": "individual", "season_rule": "all"}
    sent |= dict(zip(("ranked_1", "ranked_2", "ranked_3"), DEFAULT_ORDER, strict=True))
    return {f"rules-{key}": value for key, value in sent.items()} | {"rules-handicap": "on"}


@pytest.mark.django_db
def test_the_organiser_sets_the_handicap_for_a_game_played_to_a_target(client):
    users = people()
    club = a_club(users["organiser"], variant="bela:croatian", options={})
    client.force_login(users["organiser"])
    sent = house_rules_sent("bela:croatian", "")
    response = client.post(reverse("clubs-house-rules", args=[club.slug]), sent)
    assert response.status_code == 302
    assert Club.objects.get(pk=club.pk).handicap


@pytest.mark.django_db
def test_a_game_played_to_no_target_refuses_the_handicap_on_its_field(client):
    users = people()
    club = a_club(users["organiser"], variant="bela:klaverjas", options={})
    client.force_login(users["organiser"])
    sent = house_rules_sent("bela:klaverjas", "")  # Klaverjas' own end: a boom of 16 deals
    response = client.post(reverse("clubs-house-rules", args=[club.slug]), sent)
    assert response.status_code == 400
    page = response.content.decode()
    assert "this game is not played to a target score" in page
    assert not Club.objects.get(pk=club.pk).handicap
    with_target = house_rules_sent("bela:klaverjas", "1500")  # a match to 1500: it has one
    response = client.post(reverse("clubs-house-rules", args=[club.slug]), with_target)
    assert response.status_code == 302 and Club.objects.get(pk=club.pk).handicap


@pytest.mark.django_db
def test_the_night_file_gives_each_sides_start(client):
    night, organiser = handicapped_night()
    table = drawn_table(night, organiser)
    address = reverse("clubs-results-json", args=[night.club.slug, night.pk])
    sides = client.get(address).json()["rounds"][0]["tables"][0]["sides"]
    assert [side["start"] for side in sides] == [table.game.start[s] for s in "AB"]
