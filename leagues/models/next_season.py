"""A season's next season (docs/league.md "Divisions"): its teams, players, captains, venues,
rules and house rules carried over, each division's top teams promoted and bottom teams
relegated by the league's rule (leagues/rules/movements.py). Started once: the old season's
door is taken first, so two confirms queue up and the second finds the season started."""

from dataclasses import dataclass

from django.core.exceptions import PermissionDenied, ValidationError
from django.utils.translation import gettext

from leagues.models.divisions import Division
from leagues.models.league import Season, season_fields
from leagues.models.teams import Player, Team
from leagues.rules.facts import LONGEST_SEASON_NAME
from leagues.rules.movements import Movement, movements, next_divisions
from leagues.rules.table import Table

CARRIED = ("match_time", "leaderboard_min_games", "house_variant", "house_options")


@dataclass(frozen=True)
class Preview:
    """What starting the next season would do: each division's table, the lines between
    them, and each division's teams next season (codes), the top division first."""

    tables: list[tuple[Division | None, Table]]
    lines: list[Movement]
    divisions: list[list[str]]
    finished: bool  # every fixture has its confirmed card

    def names(self) -> dict[str, str]:
        return {row.team: row.name for _, table in self.tables for row in table.rows}


def preview(season: Season, moves: int | None = None) -> Preview:
    """The movements the league's rule (or `moves` each way) makes from the season's tables
    as they stand (confirmed cards only)."""
    tables = season.tables()
    moves = season.league.moves if moves is None else moves
    lines = movements([table for _, table in tables], moves)
    unsettled = season.fixtures.in_league().exclude(cards__status="confirmed").exists()
    return Preview(tables, lines, next_divisions([t for _, t in tables], lines), not unsettled)


def start_next_season(season: Season, by, name: str, moves: int | None = None):
    """The next season of `season`, named `name`, with the movements applied: (the season,
    its Preview) when it is started now, (the season started before, None) when it was
    already. `by` runs the league (None: the command line). Raises PermissionDenied for
    anyone else and ValidationError for a name that is no season's name or is taken."""
    name = name.strip()
    Season._meta.get_field("name").run_validators(name)
    if not name or len(name) > LONGEST_SEASON_NAME:
        raise ValidationError({"name": gettext("Give the season a name.")})
    # The league's door (every season's): the league's moves may change, and the next season
    # is one more season of the league's history.
    with season.league.changing(), season.changing() as season:
        league = season.league
        if by is not None and not league.is_run_by(by):
            raise PermissionDenied(gettext("Only the league secretary can change the season."))
        started = Season.objects.filter(follows=season).first()
        if started is not None:
            return started, None
        if league.seasons.filter(name=name).exists():
            raise ValidationError({"name": gettext("That season exists already.")})
        if moves is not None and moves != league.moves:
            league.moves = moves
            league.save(update_fields=["moves"])
        plan = preview(season, moves)
        fields = season_fields(season.rules) | {field: getattr(season, field) for field in CARRIED}
        slug = Season.free_slug(league.name, name)  # another league's alike: numbered
        following = Season.objects.create(
            league=league, name=name, slug=slug, follows=season, **fields
        )
        with following.changing() as following:
            _carry_teams(season, following, plan)
    return following, plan


def _carry_teams(season: Season, following: Season, plan: Preview) -> None:
    """Each division again, and each team into its division of the next season, with its
    pub, captains and players."""
    again = {
        old.pk: Division.objects.create(season=following, name=old.name, order=old.order)
        for old in season.divisions.all()
    } or {None: Division.objects.first_of(following.pk)}
    old_teams = {
        team.code: team
        for team in season.teams.select_related("venue").prefetch_related("captains", "players")
    }
    for (old, _), codes in zip(plan.tables, plan.divisions, strict=True):
        for code in codes:
            team = old_teams[code]
            carried = Team.objects.create(
                season=following,
                code=code,
                name=team.name,
                venue=team.venue,
                division=again[old.pk if old else None],
            )
            carried.captains.set(team.captains.all())
            Player.objects.bulk_create(
                Player(
                    team=carried,
                    name=player.name,
                    user_id=player.user_id,
                    person_id=player.person_id,
                )
                for player in team.players.all()
            )
