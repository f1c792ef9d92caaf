"""Where a club shows the ratings (clubs/club_ratings.py): its ranking by conservative rating
and its partnerships (/clubs/<slug>/ratings/), the chance to win at each table of the round
being played on the night's page, and a player's page linking to their person's."""

import re

import pytest
from django.urls import reverse

from clubs.club_ratings import percents
from clubs.models.results import type_result
from people.models import PersonRating
from people.rules import PARTNERSHIP_GAMES
from tests.clubs.nights import a_club, a_night, a_table, people

pytestmark = pytest.mark.django_db


@pytest.fixture
def night():
    users = people()
    return a_night(a_club(users["organiser"])), users["organiser"]


def ann_and_cy_win(night, organiser, rounds: int) -> None:
    """Ann & Cy beat Bo & Di at `rounds` tables, one a round, typed."""
    for number in range(1, rounds + 1):
        type_result(a_table(night, organiser, round_number=number), organiser, [2, 0], 0, 0)


def test_the_club_ranks_its_rated_players_by_conservative_rating(client, night):
    night, organiser = night
    ann_and_cy_win(night, organiser, 2)
    page = client.get(reverse("clubs-ratings", args=[night.club.slug])).content.decode()
    shown = [name for name in ("Ann", "Bo", "Cy", "Di") if f"<bdi>{name}</bdi>" in page]
    assert shown == ["Ann", "Bo", "Cy", "Di"]  # the four rated, the others not listed
    assert "<bdi>Ed</bdi>" not in page
    winners_first = page.index("<bdi>Ann</bdi>") < page.index("<bdi>Bo</bdi>")
    assert winners_first and page.index("<bdi>Cy</bdi>") < page.index("<bdi>Di</bdi>")
    ann = night.club.players.get(name="Ann")
    rating = PersonRating.objects.get(person=ann.person)
    assert f"{rating.as_rating().conservative:.1f}" in page
    assert reverse("people-person", args=[ann.person_id]) in page
    assert "No pair has played enough" in page  # two tables: no partnership yet
    assert client.post(reverse("clubs-ratings", args=[night.club.slug])).status_code == 405


def test_a_pair_who_played_enough_tables_together_is_a_partnership(client, night):
    night, organiser = night
    ann_and_cy_win(night, organiser, PARTNERSHIP_GAMES)
    page = client.get(reverse("clubs-ratings", args=[night.club.slug])).content.decode()
    ranked = page.split("Partnerships", 1)[1]
    assert ranked.index("<bdi>Ann</bdi>") < ranked.index("<bdi>Bo</bdi>")
    assert "<bdi>Cy</bdi>" in ranked and "<bdi>Di</bdi>" in ranked


def test_a_table_being_played_shows_each_sides_chance_to_win(client, night):
    night, organiser = night
    ann_and_cy_win(night, organiser, 3)
    a_table(night, organiser, round_number=4)  # the winners again, not yet played
    url = reverse("clubs-night", args=[night.club.slug, night.pk])
    page = client.get(url).content.decode()
    assert page.count("Chance to win, as the ratings stand") == 1  # earlier rounds: none
    chances = page.split("Chance to win, as the ratings stand:", 1)[1].split("</p>", 1)[0]
    ann_side, bo_side = (int(chance) for chance in re.findall(r"</bdi> (\d+)%", chances))
    assert ann_side > 50 > bo_side and ann_side + bo_side == 100


def test_chances_are_whole_percents_adding_up_to_100():
    assert percents((0.335, 0.335, 0.33)) == (34, 33, 33)
    assert percents((0.5, 0.5)) == (50, 50)
    assert sum(percents((0.1234, 0.4567, 0.4199))) == 100


def test_a_players_page_links_their_person_with_their_rating(client, night):
    night, organiser = night
    ann_and_cy_win(night, organiser, 1)
    ann = night.club.players.get(name="Ann")
    page = client.get(reverse("clubs-player", args=[night.club.slug, ann.pk])).content.decode()
    assert reverse("people-person", args=[ann.person_id]) in page
    assert "Rating 2" in page and "Provisional." in page


def test_the_nights_file_names_each_sides_persons_ratings_and_the_rated_result(client, night):
    night, organiser = night
    ann_and_cy_win(night, organiser, 1)
    unplayed = a_table(night, organiser, number=2, round_number=1)
    url = reverse("clubs-results-json", args=[night.club.slug, night.pk])
    played, waiting = client.get(url).json()["rounds"][0]["tables"]
    ann = night.club.players.get(name="Ann")
    assert played["sides"][0]["persons"][0] == ann.person_id
    conservative = PersonRating.objects.get(person=ann.person).as_rating().conservative
    assert played["sides"][0]["ratings"][0] == round(conservative, 2)
    assert played["rated"] == f"club:table:{played_table_pk(night)}"
    assert waiting["rated"] is None and unplayed.pk != played_table_pk(night)


def played_table_pk(night) -> int:
    return night.rounds.get(number=1).tables.get(number=1).pk
