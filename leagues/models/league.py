"""Leagues, their seasons, teams and players (docs/league.md). The table is never stored:
leagues/rules computes it from the confirmed cards."""

import dataclasses
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from urllib.parse import unquote

from django.conf import settings
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import models, transaction
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from kernel.doors import ANY, Aggregate
from kernel.slugs import address_of, first_free
from kernel.words import in_words
from leagues.addresses import TAKEN_BY_PAGES
from leagues.doors import SeasonDoors, SeasonOwned
from leagues.models.house_rules import Finish, change_house_rules, game_finish, house_game
from leagues.models.nights import league_schedule
from leagues.models.season_tables import SeasonTables
from leagues.rules import LeagueRules
from leagues.rules.facts import (
    AGGREGATE_TIE_NAMES,
    DEFAULT_RULES,
    DEFAULT_TIE_BREAKERS,
    LONGEST_LEAGUE_NAME,
    LONGEST_NAME_OF_ONE,
    LONGEST_SEASON_NAME,
    LONGEST_TEAM_ID,
)
from leagues.rules.movements import DEFAULT_MOVES
from scoring.rules.limits import name_refusal
from scoring.rules.names import UNWRITABLE_VALUE, first_unwritable


def one_line(name: str) -> None:
    """A name is one line, with no control characters (scoring.rules.limits; its field bounds
    the length): on the model's fields, so the admin's forms refuse it too."""
    if refusal := name_refusal(name, longest=None):
        raise ValidationError(in_words(refusal), code="one_line")


def writable(value) -> None:
    """Every string of a JSON field, a key or a value, or a text (a reason), can be stored and
    shown: no lone surrogate (the admin's JSON box reads one from an escape such as
    "\\ud800"), no direction control (scoring/rules/names.py)."""
    if first_unwritable(value) is not None:
        raise ValidationError(in_words(UNWRITABLE_VALUE), code="writable")


class League(SeasonOwned):
    """A league, run by its secretary: its own fields are written through every season's
    door (League.changing)."""

    door_path, door_if_none = "seasons", ANY  # every season's door (none yet: any season's)

    name = models.CharField(max_length=LONGEST_LEAGUE_NAME, unique=True, validators=[one_line])
    slug = models.SlugField(
        max_length=140, unique=True, allow_unicode=True, help_text="the league's page address"
    )
    secretary = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="leagues_run",
    )
    # The sites that may show the league's tables in a frame (leagues/embed.py), as origins
    # ("https://theswan.example"); none: any site may.
    embed_origins = models.JSONField(default=list, blank=True, validators=[writable])
    moves = models.PositiveSmallIntegerField(
        default=DEFAULT_MOVES, help_text="teams that go up and down between two divisions"
    )

    def __str__(self) -> str:
        return self.name

    @contextmanager
    def changing(self) -> Iterator["League"]:
        """`with league.changing() as league:` every season's door (SeasonDoors.of_league),
        for the league's own fields, and the league's row, locked."""
        with Season.objects.of_league(self.pk):
            yield League.objects.select_for_update().get(pk=self.pk)

    def save(self, *args, **kwargs):
        if not self.slug:
            self.slug = League.free_slug(self.name)
        super().save(*args, **kwargs)

    @staticmethod
    def free_slug(name: str) -> str:
        """The name as an address in its own script, numbered when another league has it
        (or "league", numbered, when the name gives no letters)."""
        return first_free(address_of(name, 130) or "league", League.objects)

    def is_run_by(self, user) -> bool:
        """The secretary (or a site administrator) runs the league: sets it up, settles
        disputed cards and corrects any result."""
        # is_authenticated first: an anonymous pk (None) equals a league without a secretary.
        return user.is_authenticated and (user.is_superuser or self.secretary_id == user.pk)


class Venue(SeasonOwned):
    """A pub. A pub may enter more than one team ("Crown A", "Crown B"). Seasons share it: it
    is written through the door of every season its teams play in (their pages name it), and
    one no team plays at yet through any season's (added for a team, inside that door)."""

    door_path, door_if_none = "teams__season", ANY  # its teams' seasons' (none: any season's)

    name = models.CharField(max_length=LONGEST_NAME_OF_ONE, unique=True, validators=[one_line])

    def __str__(self) -> str:
        return self.name

    @classmethod
    def called(cls, name: str) -> "Venue | None":
        """The pub of that name, added if new; None for no name."""
        return cls.objects.get_or_create(name=name.strip())[0] if name.strip() else None


class LateCard(models.TextChoices):
    """What a card not in by its deadline offers the secretary, one tap (deadline_views.py)."""

    REMINDER = "reminder", _("A reminder only")
    WALKOVER = "walkover", _("A walkover")
    PENALTY = "penalty", _("A penalty")


def default_tie_breakers() -> list[str]:
    return list(DEFAULT_TIE_BREAKERS)


class SeasonQuerySet(SeasonDoors):  # the door: Season.objects.changing (leagues/doors.py)
    def at_address(self, slug: str) -> "Season | None":
        """The season at `slug` as typed, or percent-encoded as copied from a browser."""
        return self.select_related("league").filter(slug=unquote(slug)).first()


class Season(SeasonTables, SeasonOwned, Aggregate):
    door_path = "pk"  # its own door, for its fields
    # The season's rules are leagues.rules' LeagueRules, field for field (rules_of and
    # season_fields map the two): their defaults and choices are read from there.
    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="seasons")
    name = models.CharField(
        max_length=LONGEST_SEASON_NAME, help_text="e.g. 2026-27", validators=[one_line]
    )
    slug = models.SlugField(max_length=180, unique=True, allow_unicode=True)
    target = models.PositiveIntegerField(default=DEFAULT_RULES.target)
    games_per_match = models.PositiveIntegerField(default=DEFAULT_RULES.games_per_match)
    game_win_points = models.PositiveIntegerField(default=DEFAULT_RULES.game_win_points)
    aggregate_points = models.PositiveIntegerField(default=DEFAULT_RULES.aggregate_points)
    aggregate_tie = models.CharField(
        max_length=12,
        choices=[(tie.value, name) for tie, name in AGGREGATE_TIE_NAMES.items()],
        default=DEFAULT_RULES.aggregate_tie,
    )
    walkover_points = models.PositiveIntegerField(
        null=True, blank=True, help_text="empty: every point of a match"
    )
    tie_breakers = models.JSONField(default=default_tie_breakers, validators=[writable])
    match_time = models.TimeField(
        null=True, blank=True, help_text="when a match night starts (for the calendar feeds)"
    )
    leaderboard_min_games = models.PositiveSmallIntegerField(
        default=3, help_text="games a player needs to be ranked on the leaderboard"
    )
    # Registered players (leagues/rules/registration.py): the unregistered guests a team may
    # field a season; empty, only a player registered for another team is refused.
    guests_per_season = models.PositiveSmallIntegerField(null=True, blank=True)
    # Captains may ask the secretary to register a player (teams.PlayerRequest).
    captains_ask = models.BooleanField(default=False)
    # The house rules the pair games are played to (leagues/models/house_rules.py): an All
    # Fours variant and its options besides the target; no variant, no house rules.
    house_variant = models.CharField(max_length=20, blank=True)
    house_options = models.JSONField(default=dict, blank=True, validators=[writable])
    # Deadlines (issue 53, leagues/deadlines.py): a card left unanswered this many hours is
    # confirmed by itself (none: it waits for its answer); a card not in by its deadline
    # (leagues/rules/reminders.py) gives the secretary the league's choice, a penalty taking
    # `late_card_points`.
    confirm_after_hours = models.PositiveSmallIntegerField(null=True, blank=True)
    late_card = models.CharField(max_length=8, choices=LateCard, default=LateCard.REMINDER)
    late_card_points = models.PositiveSmallIntegerField(default=2)
    # The no-show house rule: a walkover that comes to count writes these points off the team
    # that did not turn up, on the ledger (leagues/models/no_shows.py); none: no penalty.
    no_show_points = models.PositiveSmallIntegerField(null=True, blank=True)
    # A fixture the two captains agree to move waits for the secretary's approval (moves.py).
    moves_need_secretary = models.BooleanField(default=False)
    created = models.DateTimeField(auto_now_add=True)
    # The season this one was started from (leagues/models/next_season.py): at most one each.
    follows = models.OneToOneField(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="next_season"
    )
    objects = SeasonQuerySet.as_manager()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["league", "name"], name="one_season_name_per_league")
        ]
        ordering = ["-created"]

    def __str__(self) -> str:
        return f"{self.league} {self.name}"

    @staticmethod
    def free_slug(league_name: str, season_name: str) -> str:
        """The league's and season's names as an address in their own script, numbered when
        another season has it (two leagues whose names slug alike, or give no letters: each
        season its own address) or a page of its own does (leagues.addresses)."""
        base = address_of(f"{league_name} {season_name}", 170) or "season"
        return first_free(base, Season.objects, pages=TAKEN_BY_PAGES)

    # Starting a season, and every change to one: each through the door, deciding inside it.

    @classmethod
    def start(cls, by, league_name: str, name: str, **fields) -> "Season":
        """A new season of a league the user runs, or of a new league they will run. Raises
        ValidationError (by field) and then creates nothing, not even the league."""
        league_name, name = league_name.strip(), name.strip()
        with transaction.atomic():
            league = League.objects.filter(name=league_name).first()
            if league is not None and not league.is_run_by(by):
                raise ValidationError(
                    {
                        "league": gettext(
                            "That league has a secretary already; ask them to add the season."
                        )
                    }
                )
            # Only the league's own season of that name is in the way: another league's
            # season with an address alike gets its own (free_slug).
            if league is not None and league.seasons.filter(name=name).exists():
                raise ValidationError({"season": gettext("That season exists already.")})
            if league is None:
                league = League.objects.create(name=league_name, secretary=by)
            slug = cls.free_slug(league_name, name)
            season = cls.objects.create(league=league, name=name, slug=slug, **fields)
            with season.changing() as season:
                season.divisions.first_of(season.pk)
            return season

    def add_team(self, name: str, venue: str, captains: Iterable, players, division=None, by=None):
        """A team, at its pub (by name; "" none), its captains (users, each asked by the
        secretary `by`: InvitationQuerySet.name_captains) and players' names, in a division of the
        season (its pk; None: the top one). Raises ValidationError when the season has a team
        of that name."""
        with self.changing() as season:
            # A name with no letters (only marks or emoji) is numbered, never refused.
            code = address_of(name, LONGEST_TEAM_ID) or first_free("team", season.teams, "code")
            if season.teams.filter(code=code).exists():
                raise ValidationError({"name": gettext("There is a team of that name already.")})
            if division is not None:
                division = season.divisions.get(pk=division)
            team = season.teams.create(
                code=code, name=name.strip(), venue=Venue.called(venue), division=division
            )
            team.invitations.name_captains(team, captains, by)
            team.players.bulk_create(
                team.players.model(team=team, name=player) for player in players
            )
        return team

    def can_generate_fixtures(self) -> bool:
        """Fixtures are generated only before any card is in: afterwards they are rearranged
        one by one. The manage page asks this, as the change does inside the door."""
        return not self.fixtures.in_league().filter(cards__isnull=False).exists()

    def generate_fixtures(self, start, weekday: int) -> list:
        """A double round robin in each division from its teams, dated from `start` on the
        match night, in place of any fixtures so far, a pub's teams never both at home on a
        night where any order allows it (nights.clashes says where none did). Raises
        ValidationError when a division has fewer than two teams and PermissionDenied once a
        card is in."""
        with self.changing() as season:
            teams = {team.code: team for team in season.teams.select_related("venue", "division")}
            divisions = season.divisions.teams_of_each(teams.values())  # refuses a short one
            if not season.can_generate_fixtures():
                raise PermissionDenied(
                    gettext("Cards are in: rearrange fixtures one by one instead.")
                )
            # Every division on the same nights, a pub's teams apart (cup ties counted).
            schedule = league_schedule(season, teams, divisions, start, weekday)
            season.fixtures.in_league().delete()  # (not the cups' ties)
            fixture = season.fixtures.model  # (fixtures.py imports this module)
            return fixture.objects.bulk_create(
                fixture(
                    season=season, week=f.week, date=f.date, home=teams[f.home], away=teams[f.away]
                )
                for f in schedule
            )

    def adjust(self, team_code: str, points: int, reason: str, by=None):
        """Points given to (or taken from) a team of the season by the secretary `by`, with
        the reason, dated today: an entry of the season's ledger (teams.Adjustment)."""
        with self.changing() as season:
            team = season.teams.get(code=team_code)
            return season.adjustments.create(team=team, points=points, reason=reason, by=by)

    def set_deadlines(
        self, confirm_after_hours: int | None, late_card: str, points: int, no_show: int | None
    ) -> None:
        """The season's deadlines (leagues/deadlines.py): the hours a card waits for its answer
        before confirming itself (None: for ever), what a late card offers the secretary, and
        the points a walkover takes from the team that did not turn up (None: none)."""
        with self.changing() as season:
            season.confirm_after_hours = confirm_after_hours
            season.late_card, season.late_card_points = late_card, points
            season.no_show_points = no_show
            fields = ["confirm_after_hours", "late_card", "late_card_points", "no_show_points"]
            season.save(update_fields=fields)

    def set_house_rules(self, variant: str, options: dict, target: int | None = None) -> None:
        """The game, options and target of the pair games (house_rules.change_house_rules)."""
        change_house_rules(self, variant, options, target)

    def set_leaderboard_min(self, games: int) -> None:
        """How many games a player needs before the leaderboard ranks them."""
        with self.changing() as season:
            season.leaderboard_min_games = games
            season.save(update_fields=["leaderboard_min_games"])

    def set_embed_origins(self, origins: list[str]) -> None:
        """The sites that may frame the league's tables ([]: any), through the league's door."""
        with self.league.changing() as league:
            league.embed_origins = origins
            league.save(update_fields=["embed_origins"])

    def set_registration(self, guests: int | None, captains_ask: bool) -> None:
        """The guests a team may field a season (None: not checked); may captains ask for one."""
        with self.changing() as season:
            season.guests_per_season, season.captains_ask = guests, captains_ask
            season.save(update_fields=["guests_per_season", "captains_ask"])

    def set_move_approval(self, needed: bool) -> None:
        """Whether a fixture the captains agree to move waits for the secretary's approval."""
        with self.changing() as season:
            season.moves_need_secretary = needed
            season.save(update_fields=["moves_need_secretary"])

    @property
    def rules(self) -> LeagueRules:
        return rules_of(self)

    @property
    def finish(self) -> Finish:
        """How a finished pair game looks on a card, by the house rules (All Fours without)."""
        return game_finish(self.house_variant, self.house_options)

    @property
    def pair_game(self) -> str:
        """The game the pair games are played to ("allfours" without house rules)."""
        return house_game(self.house_variant)[0] if self.house_variant else "allfours"


RULE_FIELDS = tuple(rule.name for rule in dataclasses.fields(LeagueRules))


def rules_of(season) -> LeagueRules:
    """A season's rules, from its fields (those of a Season as a migration sees it, too)."""
    fields = {name: getattr(season, name) for name in RULE_FIELDS}
    return LeagueRules(**{**fields, "tie_breakers": tuple(season.tie_breakers)})


def season_fields(rules: LeagueRules) -> dict:
    """The fields a season keeps its rules in (rules_of reads them back), to create or update
    a season with."""
    fields = {name: getattr(rules, name) for name in RULE_FIELDS}
    return {**fields, "tie_breakers": list(rules.tie_breakers)}
