"""Putting a read league file into the database: create or update one season, in one
transaction through the season's door (Season.from_league_file), so a file that fails
half-way imports nothing and the change is counted before it is made."""

from leagues.models import Season
from leagues.models.league import season_fields
from leagues.rules.league_file import LeagueFile


def import_league(data: LeagueFile) -> Season:
    """Run again with the same league and season, it updates that season: rules, team names,
    fixture dates, and a new confirmed card version where a match's games changed."""
    return Season.from_league_file(
        data, {"slug": Season.slug_for(data.name, data.season), **season_fields(data.rules)}
    )
