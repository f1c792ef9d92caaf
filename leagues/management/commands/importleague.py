"""`manage.py importleague FILE`: create or update a league season from a pegboard-league/1
file and print its slug last. An invalid file exits 2, names the match and game at fault,
and imports nothing; so does a file that is no league file at all (not JSON, nested past
reading, a number of thousands of digits): a message, never a traceback."""

import json
from pathlib import Path

from django.core.management.base import BaseCommand
from django.db import IntegrityError

from leagues.importing import import_league
from leagues.rules.league_file import LeagueFileError, read_league_file


class Command(BaseCommand):
    help = "Import a pegboard-league/1 file; prints the season's slug last."

    def add_arguments(self, parser):
        parser.add_argument("file", help="a league file, or - to read standard input")

    def handle(self, *args, file: str, **options):
        import sys

        try:
            text = sys.stdin.read() if file == "-" else Path(file).read_text(encoding="utf-8")
            data = json.loads(text)
            if isinstance(data, dict) and "league" in data and "format" not in data:
                data = data["league"]  # a shared example: the league beside its expected table
            league = read_league_file(data)
        except (OSError, UnicodeDecodeError) as error:
            self._fail([f"cannot read {file}: {error}"])
        except json.JSONDecodeError as error:
            self._fail([f"not valid JSON (line {error.lineno}: {error.msg})"])
        except RecursionError:
            self._fail(["not a league file: its JSON is nested too deeply to read"])
        except LeagueFileError as error:
            self._fail(error.problems)
        except ValueError:  # json's only other refusal: an integer of over 4,300 digits
            self._fail(["not a league file: a number in it is thousands of digits long"])
        try:
            season = import_league(league)
        except IntegrityError:  # another league's season has the address this one would take
            self._fail([f"{league.name} {league.season}: another season has this address"])
        self.stdout.write(
            f"Imported {season}: {season.teams.count()} teams, {season.fixtures.count()} fixtures."
        )
        self.stdout.write(season.slug)

    def _fail(self, problems: list):
        for problem in problems:
            self.stderr.write(str(problem))
        raise SystemExit(2)
