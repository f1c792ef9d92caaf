"""Putting a read league file into the database: create or update one season, in one
transaction through the season's door (models/from_file.py), so a file that fails
half-way imports nothing and the change is counted before it is made. `manage.py
importleague` and the import page read a file's text the same way (`league_from_text`)."""

import json

from leagues.models import Season
from leagues.models.from_file import season_from_file
from leagues.models.league import season_fields
from leagues.rules.league_file import LeagueFile, read_league_file


class NotALeagueFile(ValueError):
    """Text that is no league file at all, by why: "json" (with the line and json's words),
    "nested" (past reading) or "digits" (a number of thousands of digits)."""

    def __init__(self, why: str, line: int = 0, detail: str = ""):
        self.why, self.line, self.detail = why, line, detail
        super().__init__(why)


def league_from_text(text: str) -> LeagueFile:
    """The league file a text holds. Raises NotALeagueFile, or LeagueFileError with the
    problems of a league file that is wrong."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise NotALeagueFile("json", error.lineno, error.msg) from None
    except RecursionError:
        raise NotALeagueFile("nested") from None
    except ValueError:  # json's only other refusal: an integer of over 4,300 digits
        raise NotALeagueFile("digits") from None
    if isinstance(data, dict) and "league" in data and "format" not in data:
        data = data["league"]  # a shared example: the league beside its expected table
    return read_league_file(data)


def import_league(data: LeagueFile, by=None) -> Season:
    """Run again with the same league and season, it updates that season: rules, team names,
    fixture dates, and a new confirmed card version where a match's games changed. Imported
    by a user (`by`), a new league is theirs to run, and a league run by someone else is
    refused (ValidationError)."""
    fields = {
        **season_fields(data.rules),
        "house_variant": data.house_variant,
        "house_options": data.house_options,
    }
    return season_from_file(data, fields, by)
