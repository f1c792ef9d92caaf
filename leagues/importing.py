"""Putting a read league file into the database: create or update one season, in one
transaction through the season's door (Season.from_league_file), so a file that fails
half-way imports nothing and the change is counted before it is made."""

from leagues.models import Season
from leagues.rules.league_file import LeagueFile


def import_league(data: LeagueFile) -> Season:
    """Run again with the same league and season, it updates that season: rules, team names,
    fixture dates, and a new confirmed card version where a match's games changed."""
    rules = data.rules
    return Season.from_league_file(
        data,
        {
            "slug": Season.slug_for(data.name, data.season),
            "target": rules.target,
            "games_per_match": rules.games_per_match,
            "game_win_points": rules.game_win_points,
            "aggregate_points": rules.aggregate_points,
            "aggregate_tie": rules.aggregate_tie,
            "walkover_points": rules.walkover_points,
            "tie_breakers": list(rules.tie_breakers),
        },
    )
