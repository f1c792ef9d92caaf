"""A season's divisions (docs/league.md "Divisions"): the top one first (the Premier, in
the reader's language, until the secretary names it), each with its teams,
and so its own fixtures, results and table. Every season has at least one; a season of one
division looks as a season always did."""

from collections.abc import Iterator

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext, pgettext

from leagues.doors import GuardedQuerySet, SeasonOwned
from leagues.models.league import Season, one_line
from leagues.rules.divisions import default_division_name, split_by_division
from leagues.rules.facts import LONGEST_DIVISION_NAME
from scoring.rules.names import name_key


class DivisionQuerySet(GuardedQuerySet):
    def first_of(self, season_id: int) -> "Division":
        """The season's top division, made (as the Premier) if the season has none yet."""
        division = self.filter(season=season_id).order_by("order").first()
        if division is None:
            division = self.create(season_id=season_id, name="", order=1)  # (the default)
        return division

    def from_file(self, season: Season, data) -> dict[str, dict]:
        """A league file's divisions (leagues.rules.league_file.LeagueFile) in the season, by
        name, in the file's order, and its number up and down for the league: each team's
        division, as the fields to update it with. A file of one division places nothing."""
        if data.moves is not None and data.moves != season.league.moves:
            season.league.moves = data.moves
            season.league.save(update_fields=["moves"])
        placed = {}
        for order, (name, codes) in enumerate(data.divisions, start=1):
            name = "" if name == default_division_name(order) else name  # kept unnamed
            division = self.filter(season=season, name=name).first()
            if division is None:
                taken = self.filter(season=season, order=order).first()
                if taken is not None:  # a division renamed in the file: it keeps its place
                    taken.name = name
                    taken.save(update_fields=["name"])
                division = taken or self.create(season=season, name=name, order=order)
            placed |= {code: {"division": division} for code in codes}
        return placed

    def teams_of_each(self, teams) -> list[list[str]]:
        """Each division's team codes, the top division first, for its fixtures. Raises
        ValidationError when there are not two teams, or a division has fewer."""
        divisions = {}
        for team in teams:
            divisions.setdefault(team.division, []).append(team.code)
        short = [division for division, codes in divisions.items() if len(codes) < 2]
        if not divisions or (short and len(divisions) == 1):
            raise ValidationError(gettext("Add at least two teams first."))
        if short:
            raise ValidationError(
                gettext("Each division needs at least two teams: %(division)s has one.")
                % {"division": short[0]}
            )
        return [divisions[division] for division in sorted(divisions, key=by_order)]

    def split(self, season: Season, results: list, adjustments: list) -> Iterator[tuple]:
        """Each division of the season with a team, the top one first, with its teams (code
        -> name), results and adjustments (one query: the teams with their divisions)."""
        teams = season.teams.values_list(
            "code", "name", "division", "division__name", "division__order"
        )
        divisions = {}
        for *_, pk, name, order in teams:  # a division once, not once a team (40 on the bench)
            if pk not in divisions:
                divisions[pk] = Division(pk=pk, season=season, name=name, order=order)
        split = split_by_division({code: pk for code, _, pk, *_ in teams}, results, adjustments)
        for division in sorted(divisions.values(), key=by_order) or [None]:
            pk = division.pk if division else None
            played, adjusted = split.get(pk, ([], []))
            teams_in = {code: name for code, name, of, *_ in teams if of == pk}
            yield division, teams_in, played, adjusted


class Division(SeasonOwned):
    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="divisions")
    # Empty: the default name of its place, said in the reader's language (shown_name).
    name = models.CharField(max_length=LONGEST_DIVISION_NAME, blank=True, validators=[one_line])
    order = models.PositiveSmallIntegerField(help_text="1 is the top division, 2 the next …")

    objects = DivisionQuerySet.as_manager()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["season", "order"], name="one_division_per_place"),
            models.UniqueConstraint(
                fields=["season", "name"], condition=~Q(name=""), name="one_division_name"
            ),
        ]
        ordering = ["season", "order"]

    def __str__(self) -> str:
        return self.shown_name

    @property
    def shown_name(self) -> str:
        """The secretary's name for it, else the default of its place in the reader's
        language: the Premier on top, then "Division 2" …"""
        if self.name:
            return self.name
        if self.order == 1:
            return pgettext("the top division of a league", "Premier")
        return gettext("Division %(number)s") % {"number": self.order}

    @property
    def file_name(self) -> str:
        """Its name in the files (`standings`, a league file): a default in English."""
        return self.name or default_division_name(self.order)


def add_division(season: Season, name: str) -> Division:
    """A division below the season's last (through the season's door). Raises
    ValidationError when the season has one of that name."""
    name = name.strip()
    with season.changing() as season:
        Division.objects.first_of(season.pk)
        _refuse_a_name_taken(season.divisions.all(), name)
        order = season.divisions.aggregate(models.Max("order"))["order__max"] + 1
        return season.divisions.create(name=name, order=order)


def rename_division(season: Season, pk: int, name: str) -> Division:
    """The division's new name ("": the default of its place), through the season's door.
    Raises ValidationError when another division of the season is called that."""
    name = name.strip()
    with season.changing() as season:
        division = season.divisions.get(pk=pk)
        if name:
            _refuse_a_name_taken(season.divisions.exclude(pk=pk), name)
        division.name = name
        division.save(update_fields=["name"])
        return division


def _refuse_a_name_taken(divisions, name: str) -> None:
    """A division may not be called as another of the season is, as named or by default."""
    key = name_key(name)  # (as names are compared: an unseen character makes no new one)
    if key in {name_key(other.shown_name) for other in divisions}:
        raise ValidationError({"name": gettext("There is a division of that name already.")})


def by_order(division: Division) -> int:
    return division.order


def can_move_teams(season: Season) -> bool:
    """Teams change divisions only before the fixtures are made: a division's fixtures are
    between its own teams. The manage page asks this, as the move does inside the door."""
    return not season.fixtures.in_league().exists()


def move_team(season: Season, code: str, division_pk: int) -> None:
    """The team (by code) into another division of the season. Raises PermissionDenied once
    the season has fixtures."""
    with season.changing() as season:
        if not can_move_teams(season):
            raise PermissionDenied(
                gettext("Teams change divisions only before the fixtures are generated.")
            )
        division = season.divisions.get(pk=division_pk)
        season.teams.filter(code=code).update(division=division)
