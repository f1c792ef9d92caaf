"""Leagues, seasons, teams, fixtures and versioned match cards (rules/league.md). The table is
never stored: leagues/rules computes it from the confirmed cards."""

import dataclasses

from django.conf import settings
from django.db import models
from django.utils.text import slugify

from leagues.rules import LeagueRules, MatchResult, Table, standings
from leagues.rules.table import DEFAULT_TIE_BREAKERS
from leagues.rules.table import Adjustment as AdjustmentRule


class League(models.Model):
    """A league, run by its secretary."""

    name = models.CharField(max_length=120, unique=True)
    secretary = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="leagues_run",
    )

    def __str__(self) -> str:
        return self.name


class Venue(models.Model):
    """A pub. A pub may enter more than one team ("Crown A", "Crown B")."""

    name = models.CharField(max_length=120, unique=True)

    def __str__(self) -> str:
        return self.name


def default_tie_breakers() -> list[str]:
    return list(DEFAULT_TIE_BREAKERS)


class Season(models.Model):
    class AggregateTie(models.TextChoices):
        SPLIT = "split", "1 point each"
        NONE = "none", "no points"
        MORE_GAMES = "more_games", "to the team with more games"

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="seasons")
    name = models.CharField(max_length=40, help_text="e.g. 2026-27")
    slug = models.SlugField(max_length=180, unique=True)
    target = models.PositiveIntegerField(default=15)
    games_per_match = models.PositiveIntegerField(default=4)
    game_win_points = models.PositiveIntegerField(default=2)
    aggregate_points = models.PositiveIntegerField(default=2)
    aggregate_tie = models.CharField(
        max_length=12, choices=AggregateTie, default=AggregateTie.SPLIT
    )
    walkover_points = models.PositiveIntegerField(
        null=True, blank=True, help_text="empty: every point of a match"
    )
    tie_breakers = models.JSONField(default=default_tie_breakers)
    match_time = models.TimeField(
        null=True, blank=True, help_text="when a match night starts (for the calendar feeds)"
    )
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["league", "name"], name="one_season_name_per_league")
        ]
        ordering = ["-created"]

    def __str__(self) -> str:
        return f"{self.league} {self.name}"

    @staticmethod
    def slug_for(league_name: str, season_name: str) -> str:
        return slugify(f"{league_name} {season_name}")

    def table(self, provisional: bool = False, adjustments=None) -> Table:
        """The table from the confirmed cards; with `provisional`, also the latest card of
        fixtures awaiting confirmation, marked as such. Three queries at any size (teams,
        cards, adjustments; a page that has the adjustments passes them in): the cards are
        read as bare values, one row each, not as model objects."""
        teams = {code: name for code, name in self.teams.values_list("code", "name")}
        cards = MatchCard.objects.filter(fixture__season=self).order_by("fixture", "version")
        counting, latest = {}, {}
        for fixture, status, home, away, games, walkover in cards.values_list(
            "fixture",
            "status",
            "fixture__home__code",
            "fixture__away__code",
            "games",
            "walkover_to__code",
        ):
            result = MatchResult(home, away, tuple(map(tuple, games)), walkover_to=walkover)
            latest[fixture] = (status, result)
            if status == MatchCard.Status.CONFIRMED:
                counting[fixture] = result  # the newest confirmed version counts
        results = list(counting.values())
        if provisional:
            results += [
                dataclasses.replace(result, provisional=True)
                for fixture, (status, result) in latest.items()
                if fixture not in counting and status == MatchCard.Status.SUBMITTED
            ]
        if adjustments is None:
            adjustments = self.adjustments.select_related("team")
        rules = [adjustment.rule() for adjustment in adjustments]
        return standings(teams, results, self.rules, rules)

    @property
    def rules(self) -> LeagueRules:
        return LeagueRules(
            target=self.target,
            games_per_match=self.games_per_match,
            game_win_points=self.game_win_points,
            aggregate_points=self.aggregate_points,
            aggregate_tie=self.aggregate_tie,
            walkover_points=self.walkover_points,
            tie_breakers=tuple(self.tie_breakers),
        )


class Team(models.Model):
    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="teams")
    code = models.SlugField(max_length=60, help_text="the team's id in league files")
    name = models.CharField(max_length=120)
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


class Player(models.Model):
    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="players")
    name = models.CharField(max_length=120)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )

    def __str__(self) -> str:
        return self.name


class FixtureQuerySet(models.QuerySet):
    def with_cards(self):
        """Fixtures with their teams and every card version, in two queries however many."""
        return self.select_related("home", "away").prefetch_related("cards")

    def played(self):
        """Fixtures with a card in (confirmed or not)."""
        return self.filter(models.Exists(MatchCard.objects.filter(fixture=models.OuterRef("pk"))))

    def to_come(self):
        """Fixtures without a card yet, soonest first (those with no date last)."""
        return self.exclude(
            models.Exists(MatchCard.objects.filter(fixture=models.OuterRef("pk")))
        ).order_by(models.F("date").asc(nulls_last=True), "week", "pk")


class Fixture(models.Model):
    class Status(models.TextChoices):
        SCHEDULED = "scheduled"
        POSTPONED = "postponed"
        PLAYED = "played", "played, awaiting confirmation"
        CONFIRMED = "confirmed"

    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="fixtures")
    week = models.PositiveIntegerField(null=True, blank=True)
    date = models.DateField(null=True, blank=True)
    home = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="home_fixtures")
    away = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="away_fixtures")
    postponed = models.BooleanField(default=False)

    objects = FixtureQuerySet.as_manager()

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["season", "home", "away"], name="each_pair_once_at_each_venue"
            )
        ]
        ordering = ["date", "week", "pk"]

    def __str__(self) -> str:
        return f"{self.home} v {self.away}"

    def captain_side(self, user) -> str | None:
        """ "home" or "away" if the user captains one of the two teams, else None."""
        if not user.is_authenticated:
            return None
        if self.home.captains.filter(pk=user.pk).exists():
            return "home"
        if self.away.captains.filter(pk=user.pk).exists():
            return "away"
        return None

    def latest_card(self) -> "MatchCard | None":
        """The newest version (from prefetched cards when there are any)."""
        cards = list(self.cards.all())
        return max(cards, key=lambda card: card.version) if cards else None

    def counting_card(self) -> "MatchCard | None":
        """The card the table counts: the newest confirmed version."""
        confirmed = [card for card in self.cards.all() if card.status == MatchCard.Status.CONFIRMED]
        return max(confirmed, key=lambda card: card.version) if confirmed else None

    @property
    def status(self) -> str:
        card = self.latest_card()
        if card is not None and card.status == MatchCard.Status.CONFIRMED:
            return self.Status.CONFIRMED
        if card is not None:
            return self.Status.PLAYED
        return self.Status.POSTPONED if self.postponed else self.Status.SCHEDULED


class MatchCard(models.Model):
    """One version of a fixture's card. A new version replaces the last, never overwrites it."""

    class Status(models.TextChoices):
        SUBMITTED = "submitted", "awaiting the other captain"
        CONFIRMED = "confirmed"
        DISPUTED = "disputed"
        SUPERSEDED = "superseded"

    fixture = models.ForeignKey(Fixture, on_delete=models.CASCADE, related_name="cards")
    version = models.PositiveIntegerField()
    games = models.JSONField(default=list, help_text="[[home, away], ...] final scores")
    pairs = models.JSONField(default=list, blank=True, help_text="[[home pair, away pair], ...]")
    lineup = models.JSONField(
        default=list, blank=True, help_text="per game, [[home player ids], [away player ids]]"
    )
    scored_games = models.JSONField(
        default=list,
        blank=True,
        help_text="per game, the public id of the game scored on a phone, or empty",
    )
    walkover_to = models.ForeignKey(
        Team, null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    status = models.CharField(max_length=12, choices=Status, default=Status.SUBMITTED)
    entered_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    confirmed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    dispute_reason = models.TextField(blank=True)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["fixture", "version"], name="one_card_per_version")
        ]
        ordering = ["fixture", "version"]

    def __str__(self) -> str:
        return f"{self.fixture} card v{self.version}"

    def supersede_older(self) -> None:
        """Every earlier version stops counting once this one is recorded."""
        self.fixture.cards.exclude(pk=self.pk).exclude(status=MatchCard.Status.SUPERSEDED).update(
            status=MatchCard.Status.SUPERSEDED
        )

    @property
    def games_won(self) -> tuple[int, int]:
        """Games won by home and away ("3-1")."""
        home = sum(1 for h, a in self.games if h > a)
        return home, sum(1 for h, a in self.games if a > h)

    def result(self, provisional: bool = False) -> MatchResult:
        fixture = self.fixture
        return MatchResult(
            fixture.home.code,
            fixture.away.code,
            tuple(tuple(game) for game in self.games),
            walkover_to=self.walkover_to.code if self.walkover_to_id else None,
            provisional=provisional,
        )


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
