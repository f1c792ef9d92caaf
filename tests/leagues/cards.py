"""A league with someone in every part, and the steps the card tests take through the site."""

from django.contrib.auth.models import User
from django.urls import reverse

from leagues.models import CardLine, Fixture, Player, Season
from tests.conftest import import_example_league
from tests.doors import new_league, set_league

SLUG = "calder-valley-all-fours-league-2026-27"


def games_posted(count: int = 4) -> dict:
    """The card form's formset management fields, as the page posts them: how many games it
    holds (a league match's 4, a cup tie's 5 with its extra game)."""
    return {"game-TOTAL_FORMS": count, "game-INITIAL_FORMS": 0}


CARD = {
    "replaces": 0,
    **games_posted(),
    "game-1-home_score": 15,
    "game-1-away_score": 9,
    "game-2-home_score": 15,
    "game-2-away_score": 3,
    "game-3-home_score": 14,
    "game-3-away_score": 15,
    "game-4-home_score": 15,
    "game-4-away_score": 12,
    "game-1-home_pair": "Ann & Bob",
    "game-1-away_pair": "Cal & Dee",
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
    set_league(season.league, secretary=people["secretary"])
    new_league("Another league", secretary=people["other_secretary"])
    fixture = Fixture.objects.get(season=season, home__code="swan", away__code="crown")
    fixture.home.captains.add(people["home_captain"], people["home_cocaptain"])
    fixture.away.captains.add(people["away_captain"], people["away_cocaptain"])
    season.teams.get(code="bull").captains.add(people["other_captain"])
    with season.changing():
        Player.objects.create(team=fixture.home, name="Pat", user=people["player"])
    season.refresh_from_db()
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


def with_pairs_named(season, swan_crown, people):
    """Two matches with their pairs named: the Crown v the Swan of 3 Sep corrected by the
    secretary (the file's scores), and the Swan v the Crown of 1 Oct, sent and confirmed.
    Each player plays one game in each."""
    crown_swan = Fixture.objects.get(season=season, home__code="crown", away__code="swan")
    swan, crown = swan_crown.home, swan_crown.away
    with season.changing():
        players = {
            name: Player.objects.create(team=team, name=name)
            for team, names in (
                (swan, ["Ann", "Bob", "Cy", "Di"]),
                (crown, ["Cal", "Dee", "Eve", "Fay"]),
            )
            for name in names
        }

    def pair(*names):
        return tuple(players[name].pk for name in names)

    outcome, _ = crown_swan.send_card(
        people["secretary"],
        [
            CardLine(15, 12, home_players=pair("Cal", "Dee"), away_players=pair("Ann", "Cy")),
            CardLine(9, 15, home_players=pair("Eve", "Fay"), away_players=pair("Bob", "Di")),
            CardLine(15, 14),
            CardLine(15, 7),
        ],
        replaces=1,
    )
    assert outcome.changed
    outcome, card = swan_crown.send_card(
        people["home_captain"],
        [
            CardLine(15, 9, home_players=pair("Ann", "Bob"), away_players=pair("Cal", "Dee")),
            CardLine(15, 3, home_players=pair("Cy", "Di"), away_players=pair("Eve", "Fay")),
            CardLine(14, 15),
            CardLine(15, 12),
        ],
    )
    assert card.confirm(people["away_captain"]).changed
    season.set_leaderboard_min(2)  # everyone has played two games
    season.refresh_from_db()
    return season, players, people
