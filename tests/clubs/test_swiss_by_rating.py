"""A Swiss night's first round drawn by rating (a club's house rule, issue 52): the pairs in
order of their players' conservative ratings added up, read as the standing, so pairs of like
strength meet from the first round; without the rule round one is drawn by lot."""

import datetime
import re

import pytest
from django.urls import reverse
from django.utils import timezone

from clubs.models import Club, ClubTable
from clubs.models.draws import draw_round
from clubs.models.rated import by_rating
from clubs.rules.draws import draw_swiss
from clubs.rules.standings import DEFAULT_ORDER
from people.models import RatedResult
from tests.clubs.nights import a_club, a_night, people


def test_a_seeded_first_round_reads_the_order_as_the_standing():
    drawn = draw_swiss(["d", "a", "c", "b"], [], "any-seed", seeded=True)
    assert [table.sides for table in drawn.tables] == [(("d",), ("a",)), (("c",), ("b",))]


@pytest.fixture
def swiss_night(db):
    users = people()
    club = a_club(users["organiser"])
    with club.changing():
        Club.objects.filter(pk=club.pk).update(seed_by_rating=True)
    night = a_night(Club.objects.get(pk=club.pk), present=8, night_format="swiss")
    return night, users["organiser"]


def rate(night, names_a: list[str], names_b: list[str], day: int) -> None:
    """A rated game elsewhere (a league's, say): the first side beat the second."""
    person = {p.name: p.person_id for p in night.club.players.all()}
    when = timezone.make_aware(datetime.datetime(2026, 11, day, 20))
    sides = [[person[name] for name in names_a], [person[name] for name in names_b]]
    RatedResult.objects.record(f"league:test:{day}", when, sides, [2, 0], 0)


def test_the_pairs_come_best_rated_first(swiss_night):
    night, _ = swiss_night
    rate(night, ["Gus", "Hal"], ["Ann", "Bo"], 1)
    rate(night, ["Ed", "Flo"], ["Cy", "Di"], 2)
    pairs = {f"{p.first.name}": str(p.pk) for p in night.pairs.select_related("first")}
    order = by_rating(night, [pairs[name] for name in ("Ann", "Cy", "Ed", "Gus")])
    winners, losers = {pairs["Gus"], pairs["Ed"]}, {pairs["Ann"], pairs["Cy"]}
    assert set(order[:2]) == winners and set(order[2:]) == losers


def test_the_first_round_of_a_seeded_swiss_night_sets_like_against_like(swiss_night):
    night, organiser = swiss_night
    rate(night, ["Gus", "Hal"], ["Ann", "Bo"], 1)
    rate(night, ["Ed", "Flo"], ["Cy", "Di"], 2)
    assert draw_round(night, 1, organiser).changed
    first_names = {p.pk: p.first.name for p in night.pairs.select_related("first")}
    met = {
        frozenset(first_names[int(side[0])] for side in table.sides)
        for table in ClubTable.objects.filter(round__night=night)
    }
    assert met == {frozenset({"Gus", "Ed"}), frozenset({"Ann", "Cy"})}


def test_the_organiser_sets_the_house_rule(client, db):
    users = people()
    club = a_club(users["organiser"], variant="bela:klaverjas", options={})
    client.force_login(users["organiser"])
    sent = {"variant": "bela:klaverjas", "target": "", "format": "swiss", "season_rule": "all"}
    sent |= dict(zip(("ranked_1", "ranked_2", "ranked_3"), DEFAULT_ORDER, strict=True))
    sent = {f"rules-{key}": value for key, value in sent.items()} | {"rules-seed_by_rating": "on"}
    response = client.post(reverse("clubs-house-rules", args=[club.slug]), sent)
    assert response.status_code == 302
    assert Club.objects.get(pk=club.pk).seed_by_rating
    page = client.get(reverse("clubs-manage", args=[club.slug])).content.decode()
    box = re.search(r'<input[^>]*name="rules-seed_by_rating"[^>]*>', page).group(0)
    assert "checked" in box
