"""Putting a read league file into the database: create or update one season, in one
transaction, so a file that fails half-way imports nothing."""

from django.db import transaction

from leagues.models import Fixture, League, Season, Team
from leagues.models.league import season_fields
from leagues.rules.league_file import LeagueFile


@transaction.atomic
def import_league(data: LeagueFile) -> Season:
    """Run again with the same league and season, it updates that season: rules, team names,
    fixture dates, and a new confirmed card version where a match's games changed."""
    league, _ = League.objects.get_or_create(name=data.name)
    season, _ = Season.objects.update_or_create(
        league=league,
        name=data.season,
        defaults={"slug": Season.slug_for(data.name, data.season), **season_fields(data.rules)},
    )
    teams = {}
    for code, name in data.teams.items():
        teams[code], _ = Team.objects.update_or_create(
            season=season, code=code, defaults={"name": name}
        )
    for match in data.matches:
        fixture, _ = Fixture.objects.update_or_create(
            season=season,
            home=teams[match.home],
            away=teams[match.away],
            defaults={"date": match.date},
        )
        if match.games:
            fixture.record_from_league_file(match.games)
    season.count_change()  # its rules, team names and fixture dates may have changed
    return season
