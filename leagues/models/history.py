"""A league's seasons side by side: each season's table, results and whether it is over, for
the league's page (champions), and a team's history, from five queries however many seasons."""

from collections import defaultdict
from dataclasses import dataclass

from django.db.models import Count

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


def league_history(league, known: dict | None = None) -> list[SeasonStory]:
    """Every season of the league, the newest first. `known` are stories the caller already
    has (a season's pk -> its kept `Story`): their seasons' cards are not read again."""
    known = known or {}
    but = list(known)
    teams = defaultdict(dict)
    of_the_others = Team.objects.filter(season__league=league).exclude(season__in=but)
    for season_id, code, name in of_the_others.values_list("season", "code", "name"):
        teams[season_id][code] = name
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
    stories = []
    for season in league.seasons.all():
        fixtures, settled = counts.get(season.pk, (0, 0))
        if season.pk in known:
            table, played = known[season.pk].table, known[season.pk].results
            settled = len(played)  # a confirmed card a fixture: the results it counts
        else:
            played = results[season.pk]
            table = standings(teams[season.pk], played, season.rules, adjustments[season.pk])
        stories.append(SeasonStory(season, table, played, 0 < fixtures == settled))
    return stories


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
