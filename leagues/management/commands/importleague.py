"""`manage.py importleague FILE`: create or update a league season from a pegboard-league/2 (or /1)
file and print its slug last. An invalid file exits 2, names the match and game at fault,
and imports nothing; so does a file that is no league file at all (not JSON, nested past
reading, a number of thousands of digits): a message, never a traceback."""

from pathlib import Path

from django.core.management.base import BaseCommand
from django.db import IntegrityError

from kernel.words import in_words
from leagues.importing import NotALeagueFile, import_league, league_from_text
from leagues.rules.league_file import LeagueFileError

# The record format's contract: the command speaks English (docs/i18n.md).
NOT_A_LEAGUE_FILE = {
    "json": "not valid JSON (line {line}: {detail})",
    "nested": "not a league file: its JSON is nested too deeply to read",
    "digits": "not a league file: a number in it is thousands of digits long",
}


def in_file_terms(problem) -> str:
    """A file's refusal for whoever edits the file at the command line: in the file's keys
    and values where the league core gives them ('format must be "pegboard-league/2"'; the
    import page says the place in words), else in the active language (English, the
    settings' own, unless a caller chose one)."""
    return str(problem) if problem.in_the_file else in_words(problem)


class Command(BaseCommand):
    help = "Import a pegboard-league/2 (or /1) file; prints the season's slug last."

    def add_arguments(self, parser):
        parser.add_argument("file", help="a league file, or - to read standard input")

    def handle(self, *args, file: str, **options):
        import sys

        try:
            text = sys.stdin.read() if file == "-" else Path(file).read_text(encoding="utf-8")
            league = league_from_text(text)
        except (OSError, UnicodeDecodeError) as error:
            self._fail([f"cannot read {file}: {error}"])
        except NotALeagueFile as error:
            self._fail([NOT_A_LEAGUE_FILE[error.why].format(line=error.line, detail=error.detail)])
        except LeagueFileError as error:
            self._fail([in_file_terms(problem) for problem in error.problems])
        try:
            season = import_league(league)
        except IntegrityError:  # a league or season of the same name or address saved meanwhile
            self._fail([f"{league.name} {league.season}: another league was saved meanwhile"])
        except LeagueFileError as error:  # a cup drawn otherwise in the database
            self._fail([in_file_terms(problem) for problem in error.problems])
        self.stdout.write(
            f"Imported {season}: {season.teams.count()} teams, {season.fixtures.count()} fixtures."
        )
        self.stdout.write(season.slug)

    def _fail(self, problems: list):
        for problem in problems:
            self.stderr.write(str(problem))
        raise SystemExit(2)
