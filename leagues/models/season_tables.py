"""How a season's tables are counted (docs/league.md, "The table"): the results its cards
give, the table, and each division's table and story, kept by the season's version
(leagues/models/_kept.py). Never stored: leagues/rules computes them from the confirmed cards.

A mixin of Season (as card_answers.py is of MatchCard): it needs of the season only its rules
and its relations (teams, adjustments, divisions, fixtures), whose managers hold the queries
(FixtureQuerySet.results_in, DivisionQuerySet.split), so it imports no model."""

from collections.abc import Iterable

from leagues.models import _kept
from leagues.rules import Table, standings
from leagues.rules.table import season_story


class SeasonTables:
    """A season's tables, counted from its cards and adjustments (a mixin of Season)."""

    def table(self, provisional: bool = False) -> Table:
        """The table from the confirmed cards; with `provisional`, also the card of fixtures
        awaiting confirmation, marked as such. Four queries at any size (teams, cards, their
        games, adjustments)."""
        teams = dict(self.teams.values_list("code", "name"))
        adjustments = [a.rule() for a in self.adjustments.select_related("team")]
        return standings(teams, self.results(provisional), self.rules, adjustments)

    def tables(self, provisional: bool = False) -> list[tuple]:
        """Each division's table, the top division first: (division, Table)."""
        stories = self.stories(self.results(provisional), self.adjustments.rules())
        return [(division, story.table) for division, story in stories]

    def kept_key(self, *shown) -> str:
        """The key a page showing this season as it was read is kept under (kernel.caching's
        `kept_page`), naming `shown`, what it shows besides: its story's key too."""
        return _kept.season_key((self.pk, self.created, self.version), *shown)

    @staticmethod
    def kept_key_of(state: tuple, *shown) -> str:
        """The same from a season's (pk, created, version) as a query read them: a page's
        validator, asked before the season is read."""
        return _kept.season_key(state, *shown)

    def league_kept_key(self, *shown) -> str:
        """The key of a page showing every season of this one's league (a team's, with its
        other seasons): each season's, in one query. A league-wide change counts each
        season's version."""
        states = self.league.seasons.order_by("pk").values_list("pk", "created", "version")
        return "|".join(_kept.season_key(state) for state in states) + repr(shown)

    def kept_stories(self, provisional: bool, adjustments: Iterable) -> list[tuple]:
        """Each division's story as of the version the season was read at, kept in this
        process until the next change counts a new version (leagues/models/_kept.py).
        `adjustments` (as the table counts them) are walked only when it is not kept."""
        return _kept.story_of(self, provisional, adjustments)

    def stories(self, results: list, adjustments: Iterable) -> list[tuple]:
        """Each division's table and each team's position after every match night, in one
        pass (the season page's tables and their charts), from the results and adjustments
        (as the table counts them: leagues.rules.table.Adjustment) the page has: (division,
        Story), the top division first."""
        rules = list(adjustments)
        return [
            (division, season_story(teams, played, self.rules, adjusted))
            for division, teams, played, adjusted in self.divisions.split(self, results, rules)
        ]

    def results(self, provisional: bool = False) -> list:
        """The results the table counts (FixtureQuerySet.results_in): the confirmed cards;
        with `provisional`, also the cards awaiting confirmation, marked."""
        return self.fixtures.results_in(self, provisional)
