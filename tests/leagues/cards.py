"""A league with someone in every part, and the steps the card tests take through the site."""

from django.contrib.auth.models import User
from django.urls import reverse

from leagues.models import Fixture, League, Player, Season
from tests.conftest import import_example_league

SLUG = "calder-valley-all-fours-league-2026-27"
CARD = {
    "replaces": 0,
    "home_score_1": 15,
    "away_score_1": 9,
    "home_score_2": 15,
    "away_score_2": 3,
    "home_score_3": 14,
    "away_score_3": 15,
    "home_score_4": 15,
    "away_score_4": 12,
    "home_pair_1": "Ann & Bob",
    "away_pair_1": "Cal & Dee",
}
PERSONAS = [
    "home_captain",
    "home_cocaptain",
    "away_captain",
    "away_cocaptain",
    "other_captain",  # captains a team of another fixture
    "player",
    "secretary",
    "other_secretary",  # runs another league
    "outsider",
    "anonymous",
]
CAPTAINS = {"home_captain", "home_cocaptain", "away_captain", "away_cocaptain"}


def league_with_everyone():
    """The example league's unplayed Swan v Crown, with someone in every part: its season,
    the fixture and the people by persona (the `league` fixture)."""
    import_example_league()
    season = Season.objects.get(slug=SLUG)
    people = {
        name: User.objects.create_user(name, password="pegboard-test-pw") for name in PERSONAS[:-1]
    }
    season.league.secretary = people["secretary"]
    season.league.save()
    League.objects.create(name="Another league", secretary=people["other_secretary"])
    fixture = Fixture.objects.get(season=season, home__code="swan", away__code="crown")
    fixture.home.captains.add(people["home_captain"], people["home_cocaptain"])
    fixture.away.captains.add(people["away_captain"], people["away_cocaptain"])
    season.teams.get(code="bull").captains.add(people["other_captain"])
    Player.objects.create(team=fixture.home, name="Pat", user=people["player"])
    return season, fixture, people


def as_(client, people, who):
    client.logout()
    if who != "anonymous":
        client.force_login(people[who])
    return client


def enter_url(fixture):
    return reverse("leagues-enter-card", args=[SLUG, fixture.pk])


def answer_url(fixture, what, version=1):
    return reverse(f"leagues-{what}-card", args=[SLUG, fixture.pk, version])


def fixture_page(client, fixture) -> str:
    return client.get(reverse("leagues-fixture", args=[SLUG, fixture.pk])).content.decode()


def scores(card) -> list[tuple[int, int]]:
    return [(game.home_score, game.away_score) for game in card.games.all()]


def versions(fixture) -> list[tuple[int, str]]:
    return list(fixture.cards.order_by("version").values_list("version", "status"))
