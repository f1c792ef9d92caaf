"""A league file put into the database (docs/record-format.md, "League files"): its season,
divisions, teams, fixtures and cards, then its cups (cup_file.py), in one transaction through
the season's door. Above every model it writes, so it imports them (leagues/importing.py
reads the file and calls it)."""

from contextlib import nullcontext

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils.translation import gettext

from leagues.models.cup_file import cups_from_file
from leagues.models.cup_winner import settle_every_cup
from leagues.models.divisions import Division
from leagues.models.league import League, Season
from leagues.rules.league_file import LeagueFile


def season_from_file(data: LeagueFile, fields: dict, by=None) -> Season:
    """The league file's season, created or brought up to date (its `fields`, team names,
    fixture dates, cups, and a new confirmed card version where a match's games changed), in
    one transaction: a file that fails half-way imports nothing. Imported by a user (`by`,
    from the import page), a new league is theirs to run, and a league someone else runs is
    refused as Season.start refuses it (ValidationError)."""
    with transaction.atomic():
        league = League.objects.filter(name=data.name).first()
        if by is not None and league is not None and not league.is_run_by(by):
            raise ValidationError(
                gettext("That league has a secretary already; ask them to add the season.")
            )
        if league is None:
            league = League.objects.create(name=data.name, secretary=by)
        season = league.seasons.filter(name=data.season).first() or Season.objects.create(
            league=league,
            name=data.season,
            slug=Season.free_slug(data.name, data.season),  # kept when imported again
            **fields,
        )
        moving = data.moves is not None and data.moves != league.moves  # every season's
        with league.changing() if moving else nullcontext(), season.changing() as season:
            for field, value in fields.items():
                setattr(season, field, value)
            season.save(update_fields=list(fields))
            placed = Division.objects.from_file(season, data)
            teams = {
                code: season.teams.update_or_create(
                    code=code, defaults={"name": name} | placed.get(code, {})
                )[0]
                for code, name in data.teams.items()
            }
            for match in data.matches:
                fixture, _ = season.fixtures.update_or_create(
                    home=teams[match.home],
                    away=teams[match.away],
                    cup_round=None,  # the league's fixture, not a cup tie
                    defaults={"date": match.date},
                )
                if match.games:
                    fixture.record_from_league_file(match.games)
            cups_from_file(season, data.cups, teams)
            settle_every_cup(season)  # a cup match is won on the rules just read
    return season
