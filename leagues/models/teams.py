"""A season's teams, their players (one person across seasons: PlayerQuerySet), and the points
the secretary adjusts (docs/league.md)."""

from django.conf import settings
from django.db import models

from leagues.models.league import Season, Venue, one_line
from leagues.rules.facts import LONGEST_NAME_OF_ONE, LONGEST_TEAM_ID, LONGEST_TEAM_NAME
from leagues.rules.table import Adjustment as AdjustmentRule


class Team(models.Model):
    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="teams")
    code = models.SlugField(max_length=LONGEST_TEAM_ID, help_text="the team's id in league files")
    name = models.CharField(max_length=LONGEST_TEAM_NAME, validators=[one_line])
    venue = models.ForeignKey(
        Venue, null=True, blank=True, on_delete=models.SET_NULL, related_name="teams"
    )
    captains = models.ManyToManyField(
        settings.AUTH_USER_MODEL, blank=True, related_name="captain_of"
    )

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["season", "code"], name="one_team_code_per_season")
        ]
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name

    def add_captain(self, user) -> None:
        """Make a signed-up user a captain of the team (through its season's door)."""
        with Season.objects.changing(self.season_id):
            self.captains.add(user)


class PlayerQuerySet(models.QuerySet):
    def same_person_as(self, player: "Player"):
        """The player in the league's other seasons: the same signed-up user or, for a player
        without an account, the same name (in any case) in a team of the same code."""
        if player.user_id is not None:
            person = models.Q(user=player.user_id)
        else:
            person = models.Q(name__iexact=player.name, team__code=player.team.code)
        return (
            self.filter(person, team__season__league=player.team.season.league_id)
            .exclude(pk=player.pk)
            .select_related("team__season")
            .order_by("-team__season__created")
        )


class Player(models.Model):
    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="players")
    name = models.CharField(max_length=LONGEST_NAME_OF_ONE, validators=[one_line])
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )

    objects = PlayerQuerySet.as_manager()

    def __str__(self) -> str:
        return self.name


class Adjustment(models.Model):
    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="adjustments")
    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="adjustments")
    points = models.IntegerField()
    reason = models.CharField(max_length=200)
    created = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"{self.team}: {self.points:+d} ({self.reason})"

    def rule(self) -> AdjustmentRule:
        return AdjustmentRule(self.team.code, self.points, self.reason)
