"""A fixture's pair games scored on phones (issue 53, "tonight, live"): a captain (or the
secretary) starts each game of the match from the fixture's page, its pairs named and the
season's house rules filled in, and the game belongs to the fixture from then on: the
fixture's page and the season's "tonight" page follow it as it is played (leagues/tonight.py),
and its card is offered filled in once every game has ended (card_offers.py)."""

from django.conf import settings
from django.core.exceptions import PermissionDenied
from django.db import models

from leagues.doors import GuardedQuerySet, SeasonOwned
from leagues.models.fixtures import NOT_THEIRS, Fixture
from leagues.models.league import Season
from leagues.rules.house import TWO_SIDES, house_record
from scoring.models import Game
from scoring.rules.limits import LONGEST_NAME


class FixtureGameQuerySet(GuardedQuerySet):
    def of_night(self, season, date):
        """The games of the season's league matches on `date`, each with its fixture and game,
        in match and game order (one query)."""
        return (
            self.filter(fixture__season=season, fixture__date=date, fixture__cup_round=None)
            .select_related("game")
            .order_by("fixture__date", "fixture__week", "fixture", "number")
        )


class FixtureGame(SeasonOwned):
    """Game `number` of a fixture's card, scored on a phone: side A the home pair, side B the
    away pair, to the season's house rules."""

    fixture = models.ForeignKey(Fixture, on_delete=models.CASCADE, related_name="live_games")
    number = models.PositiveSmallIntegerField()
    game = models.OneToOneField(Game, on_delete=models.CASCADE, related_name="fixture_game")
    started_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    objects = FixtureGameQuerySet.as_manager()
    door_path = "fixture__season"

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["fixture", "number"], name="one_live_game_per_number")
        ]
        ordering = ["fixture", "number"]

    def __str__(self) -> str:
        return f"{self.fixture} game {self.number}"


def pair_game(season, home_pair: str, away_pair: str, owner) -> Game:
    """A new game (unsaved) of the season's pair game to its house rules, side A the home
    pair and side B the away pair, each named as its players are. Raises RecordError when the
    engine refuses the names."""
    record = house_record(season.house_variant, season.house_options, season.target)
    sides = []
    for side, pair in zip(TWO_SIDES, (home_pair, away_pair), strict=True):
        players = [name.strip() for name in pair.split("&") if name.strip()]
        # A pair of two is its players; a name alone (the captain's "Pair 1") names no one.
        named = players if len(players) > 1 else []
        sides.append({"id": side["id"], "name": pair.strip()[:LONGEST_NAME], "players": named})
    game = Game(
        game=record["game"],
        variant=record["variant"],
        options=record["options"],
        sides=sides,
        first_dealer=TWO_SIDES[0]["id"],
        owner=owner,
    )
    game.result([])  # the engine checks the sides and the house rules
    return game


def start_fixture_game(fixture, by, number: int, home_pair: str, away_pair: str):
    """Game `number` of the fixture started on the phone of `by` (either captain or the
    secretary), through the season's door: (the game, made now?). Started twice (a double
    tap, two captains at once), the game made first is the one: nothing more is made."""
    with Season.objects.changing(fixture.season_id) as season:
        fixture = Fixture.objects.select_related("home", "away").get(pk=fixture.pk)
        fixture.season = season
        if fixture.role_of(by) is None:
            raise PermissionDenied(NOT_THEIRS)
        made = fixture.live_games.filter(number=number).select_related("game").first()
        if made is not None:
            return made.game, False
        game = pair_game(season, home_pair, away_pair, by)
        game.save()
        FixtureGame.objects.create(fixture=fixture, number=number, game=game, started_by=by)
        return game, True
