"""A season's teams, their players (one person across seasons: PlayerQuerySet), and the points
the secretary adjusts (docs/league.md)."""

from collections import Counter
from collections.abc import Iterable, Iterator, Mapping

from django.conf import settings
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import models, transaction
from django.utils import timezone
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from leagues.doors import GuardedQuerySet, SeasonOwned
from leagues.models.divisions import Division
from leagues.models.league import Season, Venue, one_line, writable
from leagues.rules.facts import LONGEST_NAME_OF_ONE, LONGEST_TEAM_ID, LONGEST_TEAM_NAME
from leagues.rules.table import Adjustment as AdjustmentRule
from people.models import Person
from scoring.rules.names import name_key

NOT_A_CAPTAIN_WHO_MAY_ASK = _(
    "Only the team's captains can ask for a player, in a league that lets them."
)
SHARED_CODE = _("Another team of the season has this code: each team needs its own.")


def named_alike(name: str, *rows: models.QuerySet) -> bool:
    """Whether any of the rows (players, teams, divisions) has the name, as names are compared
    (`name_key`: a zero-width space or a case does not make another name). Read in Python: a
    database compares neither way, and a season's rows of one kind are few."""
    key = name_key(name)
    return any(
        name_key(other) == key for found in rows for other in found.values_list("name", flat=True)
    )


class Team(SeasonOwned):
    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="teams")
    code = models.SlugField(
        max_length=LONGEST_TEAM_ID, allow_unicode=True, help_text="the team's id in league files"
    )
    name = models.CharField(max_length=LONGEST_TEAM_NAME, validators=[one_line])
    venue = models.ForeignKey(
        Venue, null=True, blank=True, on_delete=models.SET_NULL, related_name="teams"
    )
    division = models.ForeignKey(Division, on_delete=models.CASCADE, related_name="teams")
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

    def save(self, *args, **kwargs):
        """A team given no division plays in its season's top one (made if need be); a code
        changed (only the admin changes one) is carried into its season's cup draws."""
        if self.division_id is None:
            self.division = Division.objects.first_of(self.season_id)
        super().save(*args, **kwargs)
        was = getattr(self, "_stored_code", None)
        if was is not None and was != self.code:
            Team.carry_codes(self.season_id, {was: self.code})
        self._stored_code = self.code

    @classmethod
    def from_db(cls, db, field_names, values, *args, **kwargs):
        """The team as stored, remembering its code (a change to it is carried: save)."""
        team = super().from_db(db, field_names, values, *args, **kwargs)
        team._stored_code = team.__dict__.get("code")
        team._stored_season = team.__dict__.get("season_id")
        return team

    def doors(self) -> set:
        """Its season's door, and the one it was stored in if it moves (both pages change)."""
        stored = getattr(self, "_stored_season", None)
        return super().doors() | ({("season", stored)} if stored is not None else set())

    def clean(self) -> None:
        """A team that plays in its season (a fixture, a cup's draw: a bye too) stays in it,
        as the admin's form is told: its fixtures, cards and draws are that season's."""
        was = getattr(self, "_stored_season", None)
        if was is not None and was != self.season_id and self.plays_in(was):
            raise ValidationError(
                {
                    "season": gettext(
                        "The team plays in its season's fixtures or cups: it stays in that "
                        "season (add a team to the other one instead)."
                    )
                }
            )

    def plays_in(self, season_id: int) -> bool:
        """Whether the team has a fixture of the season, or is named in one of its cups'
        draws (which keep the teams by code, a bye with no fixture)."""
        season = Season.objects.get(pk=season_id)
        if season.fixtures.filter(models.Q(home=self.pk) | models.Q(away=self.pk)).exists():
            return True
        code = getattr(self, "_stored_code", self.code)
        return any(code in cup_round.entrants() for cup_round in season.cups.rounds())

    @staticmethod
    def carry_codes(season_id: int, moved: Mapping[str, str]) -> None:
        """Teams' codes changed (old to new, `moved`): each draw of their season's cups, which
        names the teams by code (cups.CupRound), names them by the new ones, all at once (two
        teams that swapped codes swap places, not both take one), through the season's door,
        so the bracket, the standings and the history read the same cup. A secretary who
        mends a code expects the cup to follow, as its fixtures and cards (by team) do."""
        with Season.objects.changing(season_id) as season:
            for cup_round in season.cups.rounds().select_for_update():
                draw = [[moved.get(code, code) for code in pair] for pair in cup_round.draw]
                if draw != cup_round.draw:
                    cup_round.draw = draw
                    cup_round.save(update_fields=["draw"])

    @staticmethod
    def shared_codes(season_id: int | None, given: Iterable[tuple[int | None, str]]) -> set[str]:
        """The codes two teams of the season would hold if the teams `given` (pk, or None for
        a new team; code) took theirs and the others kept theirs: none, or the change is
        refused (the season's one code a team). A swap, or a round of swaps, shares none."""
        given = list(given)
        others = Team.objects.filter(season=season_id).exclude(
            pk__in=[pk for pk, _ in given if pk is not None]
        )
        held = Counter([*others.values_list("code", flat=True), *(code for _, code in given)])
        return {code for code, teams in held.items() if teams > 1}

    @staticmethod
    def recode(teams: Iterable["Team"]) -> None:
        """Teams of one season given new codes at once (each with its `code` set, not saved
        yet), through the season's door: one team, or two swapping theirs, or a round of
        them. Each is first set aside under a code no slug can be, so the season's one code a
        team holds at every step, then given its new one; the draws are carried once by the
        whole change (carry_codes). Raises ValidationError, changing nothing, when two teams
        would share a code (the form that asks says so first: shared_codes)."""
        teams = [team for team in teams if team.pk is not None]
        if not teams:
            return
        (season_id,) = {team.season_id for team in teams}
        with Season.objects.changing(season_id):
            stored = dict(
                Team.objects.filter(pk__in=[t.pk for t in teams]).values_list("pk", "code")
            )
            moving = [team for team in teams if stored[team.pk] != team.code]
            if Team.shared_codes(season_id, [(team.pk, team.code) for team in moving]):
                raise ValidationError({"code": SHARED_CODE})
            for team in moving:
                Team.objects.filter(pk=team.pk).update(code=f"~{team.pk}")  # (not a slug)
            for team in moving:
                Team.objects.filter(pk=team.pk).update(code=team.code)
                team._stored_code = team.code  # (carried below, not again by its save)
            Team.carry_codes(season_id, {stored[team.pk]: team.code for team in moving})

    def add_captain(self, user) -> None:
        """Make a signed-up user a captain of the team (through its season's door)."""
        with Season.objects.changing(self.season_id):
            self.captains.add(user)

    def may_ask(self, user) -> bool:
        """Whether the user may ask the secretary to register a player for the team: one of
        its captains, in a league that lets captains ask."""
        return (
            user.is_authenticated
            and self.season.captains_ask
            and self.captains.filter(pk=user.pk).exists()
        )

    def ask_to_register(self, user, name: str) -> bool:
        """A captain's request to register a player, through the season's door. Raises
        PermissionDenied unless they may ask; False (nothing asked) when the player is
        registered or asked for already, so a doubled request is kept once."""
        name = " ".join(name.split())
        with Season.objects.changing(self.season_id) as season:
            team = season.teams.get(pk=self.pk)
            if not team.may_ask(user):
                raise PermissionDenied(NOT_A_CAPTAIN_WHO_MAY_ASK)
            if named_alike(name, team.players, team.player_requests):
                return False
            team.player_requests.create(name=name, asked_by=user)
        return True


class PlayerQuerySet(GuardedQuerySet):
    def same_person_as(self, player: "Player") -> list["Player"]:
        """The player in the league's other seasons: the same signed-up user or, for a player
        without an account, the same name (as names are compared, `name_key`) in a team of
        the same code."""
        if player.user_id is not None:
            person = models.Q(user=player.user_id)
        else:
            person = models.Q(team__code=player.team.code)
        others = (
            self.filter(person, team__season__league=player.team.season.league_id)
            .exclude(pk=player.pk)
            .select_related("team__season")
            .order_by("-team__season__created")
        )
        if player.user_id is not None:
            return list(others)
        return [other for other in others if name_key(other.name) == name_key(player.name)]

    def bulk_create(self, players, *args, **kwargs):
        """Players made many at once (a team added, carried into the next season, changed by
        the secretary) are each given their person first, as one made alone is (Player.save)."""
        players = list(players)
        with transaction.atomic():  # (refused outside the door: no person is left made)
            for player in players:
                player.find_person()
            return super().bulk_create(players, *args, **kwargs)


class Player(SeasonOwned):
    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="players")
    name = models.CharField(max_length=LONGEST_NAME_OF_ONE, validators=[one_line])
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )

    # The one person the player is across seasons, leagues and clubs (people/, issue 52):
    # their games on confirmed cards are rated as that person's (leagues/models/rated_cards.py).
    person = models.ForeignKey(
        Person, null=True, blank=True, on_delete=models.PROTECT, related_name="league_players"
    )

    objects = PlayerQuerySet.as_manager()
    door_path = "team__season"  # its season's door (leagues/doors.py)

    def __str__(self) -> str:
        return self.name

    def save(self, *args, **kwargs):
        """A new player is given their person (find_person); a player linked to an account
        later (the admin) becomes the account's person, or theirs is merged into it
        (Person.link_account, through the rating book's door, after the season's)."""
        was = self.person_id
        with transaction.atomic():  # (refused outside the door: no person is left made)
            self.find_person()
            if self.user_id is not None and self.person.user_id != self.user_id:
                self.person = self.person.link_account(self.user)
            if kwargs.get("update_fields") is not None and self.person_id != was:
                kwargs["update_fields"] = {*kwargs["update_fields"], "person"}  # (found: kept)
            super().save(*args, **kwargs)

    def find_person(self) -> None:
        """The person of a player not given one, by one rule: an account's player is the
        account's person; else the same player in the league's other seasons (same_person_as,
        as the player's page and registration read it) is the same person; else a new one."""
        if self.person_id is not None:
            return
        if self.user_id is not None:
            self.person = Person.objects.of_account(self.user, self.name)
            return
        earlier = (p for p in Player.objects.same_person_as(self) if p.person_id is not None)
        found = next(earlier, None)
        self.person = found.person if found else Person.objects.new(self.name)


class PlayerRequest(SeasonOwned):
    """A captain's request that the secretary register a player for their team, in a league
    that lets captains ask (Season.captains_ask): approved, the player is registered."""

    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="player_requests")
    name = models.CharField(max_length=LONGEST_NAME_OF_ONE, validators=[one_line])
    asked_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["team", "name"], name="one_request_per_player")
        ]
        ordering = ["created", "pk"]

    door_path = "team__season"  # its season's door (leagues/doors.py)

    def __str__(self) -> str:
        return f"{self.name} for {self.team}"

    def answer(self, approve: bool) -> bool:
        """The secretary's answer, through the season's door: approved, the player is
        registered for the team (once); either way the request is settled. False when it was
        settled already (a doubled answer changes nothing)."""
        with Season.objects.changing(self.team.season_id):
            found = PlayerRequest.objects.select_related("team").filter(pk=self.pk).first()
            if found is None:
                return False
            players = found.team.players
            if approve and not named_alike(found.name, players):
                players.create(name=found.name)
            found.delete()
        return True


class AdjustmentQuerySet(GuardedQuerySet):
    def rules(self) -> Iterator[AdjustmentRule]:
        """The adjustments as the table counts them, read when first walked (not at all when
        the season's story is kept): one query of bare values, no model a row (on a 40-team
        season with an adjustment a team, a millisecond less than the models and their
        teams)."""
        rows = self.values_list("team__code", "points", "reason", "house_rule")
        for code, points, reason, rule in rows:  # (in the generator: lazy)
            yield AdjustmentRule(code, points, reason or str(Adjustment.HouseRule(rule).label))


class StandingAdjustments(models.Manager.from_queryset(AdjustmentQuerySet)):
    """The entries that count: a withdrawn or amended one stays in the ledger (`ledger`), out
    of the table, its feeds and its files, which all read `season.adjustments`."""

    def get_queryset(self):
        return super().get_queryset().filter(withdrawn_at=None)


class Adjustment(SeasonOwned):
    """An entry of the season's ledger of points deducted or awarded (issue 53): by the
    secretary, or by a house rule (a late card, a no-show) for a fixture, on a date. Never
    deleted by the pages: withdrawn, or amended by a new entry replacing it (`replaces`), so
    the ledger keeps every version and who made it."""

    class HouseRule(models.TextChoices):
        LATE_CARD = "late_card", _("card late")
        NO_SHOW = "no_show", _("no-show")

    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="adjustments")
    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="adjustments")
    points = models.IntegerField()
    reason = models.CharField(max_length=200, blank=True, validators=[writable])
    on = models.DateField(default=timezone.localdate, help_text="the day it is for")
    house_rule = models.CharField(max_length=10, choices=HouseRule, blank=True)
    fixture = models.ForeignKey(
        "leagues.Fixture", null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    replaces = models.OneToOneField(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="replaced_by"
    )
    withdrawn_at = models.DateTimeField(null=True, blank=True)
    withdrawn_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created = models.DateTimeField(auto_now_add=True)

    objects = StandingAdjustments()
    ledger = AdjustmentQuerySet.as_manager()  # every entry, withdrawn and amended ones too

    class Meta:
        constraints = [
            # A house rule settles a fixture's team once, however often its tap is sent.
            models.UniqueConstraint(
                fields=["fixture", "team", "house_rule"],
                condition=models.Q(withdrawn_at=None, fixture__isnull=False),
                name="one_standing_house_rule_entry",
            )
        ]
        # (Django's plain base manager, not `ledger`, follows a relation to an entry: a user
        # deleted empties `by` below the models, as for every row, kernel/doors.py.)
        ordering = ["on", "pk"]

    def __str__(self) -> str:
        return f"{self.team}: {self.points:+d} ({self.said})"

    @property
    def said(self) -> str:
        """Its reason: the secretary's words, or the house rule's in the page's language."""
        return self.reason or str(self.get_house_rule_display())

    def rule(self) -> AdjustmentRule:
        return AdjustmentRule(self.team.code, self.points, self.said)

    def amend(self, points: int, reason: str, by) -> "Adjustment | None":
        """A new version of the entry in its place (the old one kept, withdrawn), through the
        season's door; None when it was withdrawn or amended meanwhile."""
        with Season.objects.changing(self.season_id):
            if not self.withdraw(by):
                return None
            return Adjustment.objects.create(
                season_id=self.season_id, team_id=self.team_id, points=points, reason=reason,
                on=self.on, house_rule=self.house_rule, fixture_id=self.fixture_id, by=by,
                replaces=self,
            )  # fmt: skip

    def withdraw(self, by) -> bool:
        """Takes the entry out of the table, through the season's door, keeping it in the
        ledger; False when it was withdrawn already (a doubled tap changes nothing)."""
        with Season.objects.changing(self.season_id):
            return bool(
                Adjustment.objects.filter(pk=self.pk).update(
                    withdrawn_at=timezone.now(), withdrawn_by=by
                )
            )
