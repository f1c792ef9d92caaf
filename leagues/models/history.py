"""A league's seasons side by side: each season's table, results and whether it is over, for
the league's page (champions), and a team's history, from five queries however many seasons."""

from collections import defaultdict
from dataclasses import dataclass

from django.db.models import Count, Q

from leagues.models.cards import MatchCard
from leagues.models.fixtures import Fixture
from leagues.models.league import Season
from leagues.models.teams import Adjustment, Team
from leagues.rules import MatchResult, Row, Table, standings


@dataclass(frozen=True)
class SeasonStory:
    season: Season
    table: Table  # from the confirmed cards
    results: list[MatchResult]
    finished: bool  # every fixture has its confirmed card

    @property
    def leaders(self) -> list[Row]:
        """The team on top (more than one when they share first place); none before a result."""
        if not self.results:
            return []
        return [row for row in self.table.rows if row.position == 1]

    def row_of(self, code: str) -> Row | None:
        return next((row for row in self.table.rows if row.team == code), None)


def league_history(league) -> list[SeasonStory]:
    """Every season of the league, the newest first."""
    seasons = list(league.seasons.all())
    teams = defaultdict(dict)
    for season_id, code, name in Team.objects.filter(season__league=league).values_list(
        "season", "code", "name"
    ):
        teams[season_id][code] = name
    results = defaultdict(list)
    for season_id, status, result in MatchCard.objects.live_results(league=league):
        if status == MatchCard.Status.CONFIRMED:
            results[season_id].append(result)
    adjustments = defaultdict(list)
    for adjustment in Adjustment.objects.filter(season__league=league).select_related("team"):
        adjustments[adjustment.season_id].append(adjustment.rule())
    counts = {
        row["season"]: row
        for row in Fixture.objects.filter(season__league=league)
        .in_league()
        .values("season")
        .annotate(
            fixtures=Count("pk", distinct=True),
            settled=Count("pk", distinct=True, filter=Q(cards__status=MatchCard.Status.CONFIRMED)),
        )
    }
    stories = []
    for season in seasons:
        count = counts.get(season.pk, {"fixtures": 0, "settled": 0})
        played = results[season.pk]
        table = standings(teams[season.pk], played, season.rules, adjustments[season.pk])
        finished = 0 < count["fixtures"] == count["settled"]
        stories.append(SeasonStory(season, table, played, finished))
    return stories
