"""A league's seasons side by side: each season's table, results, cups and whether it is
over, for the league's page (champions of each division, cup winners), and a team's history,
from six queries however many seasons and cups."""

from collections import defaultdict
from dataclasses import dataclass, field

from django.db.models import Count

from leagues.models.cards import MatchCard
from leagues.models.cups import Cup
from leagues.models.divisions import Division, by_order
from leagues.models.fixtures import Fixture
from leagues.models.league import Season
from leagues.models.teams import Adjustment, Team
from leagues.rules import MatchResult, Row, Table, standings
from leagues.rules.divisions import split_by_division


@dataclass(frozen=True)
class SeasonStory:
    season: Season
    divisions: list[tuple[Division | None, Table]]  # each division's table, the top one first
    results: list[MatchResult]
    finished: bool  # every fixture has its confirmed card
    # The teams that went up ("up") or down ("down") into the season that follows this one.
    moved: dict[str, str] = field(default_factory=dict)
    # Its cups, the first started first, each with its winner (Cup.winner, None until the Final
    # is won) and season read with it.
    cups: list[Cup] = field(default_factory=list)

    def cups_won_by(self, code: str) -> list[Cup]:
        return [cup for cup in self.cups if cup.winner and cup.winner.code == code]

    @property
    def promoted(self) -> list[Row]:
        return self._went("up")

    @property
    def relegated(self) -> list[Row]:
        return self._went("down")

    def _went(self, way: str) -> list[Row]:
        rows = (row for _, table in self.divisions for row in table.rows)
        return [row for row in rows if self.moved.get(row.team) == way]

    @property
    def table(self) -> Table:
        """The top division's table (a one-division season's only one)."""
        return self.divisions[0][1]

    @property
    def leaders(self) -> list[Row]:
        """The team on top of the top division (more than one when they share first
        place); none before a result."""
        return self.champions[0][1] if self.results else []

    @property
    def champions(self) -> list[tuple[Division | None, list[Row]]]:
        """Each division with the teams on top of it (none before a result in it)."""
        return [
            (division, [row for row in table.rows if row.position == 1])
            if any(row.played for row in table.rows)
            else (division, [])
            for division, table in self.divisions
        ]

    def row_of(self, code: str) -> Row | None:
        return next(
            (row for _, table in self.divisions for row in table.rows if row.team == code), None
        )

    def table_of(self, code: str) -> tuple[Division | None, Table]:
        """The division the team played in that season, with its table."""
        return next(
            (
                (division, table)
                for division, table in self.divisions
                if any(row.team == code for row in table.rows)
            ),
            self.divisions[0],
        )


def league_history(league, known: dict | None = None) -> list[SeasonStory]:
    """Every season of the league, the newest first. `known` are stories the caller already
    has (a season's pk -> its kept stories, a division each: `Season.kept_stories`): their
    seasons' cards are not read again."""
    known = known or {}
    but = list(known)
    seasons = list(league.seasons.all())
    divisions, teams, places = defaultdict(dict), defaultdict(dict), defaultdict(dict)
    for season_id, code, name, *division in Team.objects.filter(season__league=league).values_list(
        "season", "code", "name", "division", "division__name", "division__order"
    ):
        pk, division_name, order = division
        if pk not in divisions[season_id]:  # a division once, not once a team
            divisions[season_id][pk] = Division(
                pk=pk, season_id=season_id, name=division_name, order=order
            )
        teams[season_id][code] = (name, pk)
        places[season_id][code] = order
    results = defaultdict(list)
    for season_id, status, result in MatchCard.objects.live_results(league=league, but=but):
        if status == MatchCard.Status.CONFIRMED:
            results[season_id].append(result)
    adjustments = defaultdict(list)
    for adjustment in (
        Adjustment.objects.filter(season__league=league).exclude(season__in=but)
    ).select_related("team"):
        adjustments[adjustment.season_id].append(adjustment.rule())
    counts = _fixtures_settled(league, but)
    cups = defaultdict(list)
    for cup in Cup.objects.filter(season__league=league).select_related("winner", "season"):
        cups[cup.season_id].append(cup)
    stories = []
    for season in seasons:
        fixtures, settled = counts.get(season.pk, (0, 0))
        if season.pk in known:
            tables = [(division, story.table) for division, story in known[season.pk]]
            played = [result for _, story in known[season.pk] for result in story.results]
            settled = len(played)  # a confirmed card a fixture: the results it counts
        else:
            played = results[season.pk]
            tables = _tables(season, teams[season.pk], divisions[season.pk], played, adjustments)
        moved = movements_into(season, seasons, places)
        finished = 0 < fixtures == settled
        stories.append(SeasonStory(season, tables, played, finished, moved, cups[season.pk]))
    return stories


def _tables(season: Season, teams: dict, divisions: dict, played: list, adjustments) -> list:
    """Each division's table of a season, the top first, from its teams (code -> (name,
    division pk)), results and adjustments."""
    split = split_by_division(
        {code: division for code, (_, division) in teams.items()}, played, adjustments[season.pk]
    )
    tables = []
    for division in sorted(divisions.values(), key=by_order) or [None]:
        pk = division.pk if division else None
        names = {code: name for code, (name, of) in teams.items() if of == pk}
        their_results, adjusted = split.get(pk, ([], []))
        tables.append((division, standings(names, their_results, season.rules, adjusted)))
    return tables


def movements_into(season: Season, seasons: list[Season], places: dict) -> dict[str, str]:
    """Who went up or down from the season into the one started from it, by the order of
    the division each team plays in (`places`: season pk -> team code -> order): none before
    the next season is started, nor for a team that is not in it."""
    following = next((other for other in seasons if other.follows_id == season.pk), None)
    if following is None:
        return {}
    moved = {}
    for code, then in places[season.pk].items():
        now = places[following.pk].get(code)
        if now is not None and now != then:
            moved[code] = "up" if now < then else "down"
    return moved


def _fixtures_settled(league, known: list[int]) -> dict[int, tuple[int, int]]:
    """Each season's fixtures, and those with a confirmed card (not counted for the seasons
    whose stories are known: their results say it), in two queries."""
    fixtures = Fixture.objects.filter(season__league=league).in_league()  # no cup tie
    every = dict(fixtures.values("season").annotate(n=Count("pk")).values_list("season", "n"))
    settled = dict(
        fixtures.exclude(season__in=known)
        .filter(cards__status=MatchCard.Status.CONFIRMED)
        .values("season")
        .annotate(n=Count("pk", distinct=True))
        .values_list("season", "n")
    )
    return {season: (count, settled.get(season, 0)) for season, count in every.items()}
