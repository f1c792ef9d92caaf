"""`manage.py standings SLUG --format json`: the season's table as pegboard-standings/1, with
every cup's rounds and winner; a season of more than one division, every division's table (and
who would go up and down as the tables stand) as pegboard-standings/2 (docs/record-format.md)."""

import json

from django.core.management.base import BaseCommand, CommandError

from leagues.models import Season
from leagues.ratings import ranked_players
from leagues.rules.movements import movements
from leagues.rules.table import ROW_COLUMNS

STANDINGS_FORMAT = "pegboard-standings/1"
DIVISIONS_FORMAT = "pegboard-standings/2"


def rows_of(table) -> list[dict]:
    return [{column: getattr(row, column) for column in ROW_COLUMNS} for row in table.rows]


def ledger_entry(entry) -> dict:
    """A standing entry of the season's ledger of penalties (only a season with some prints
    them: one without reads as it always did)."""
    return {
        "team": entry.team.code,
        "points": entry.points,
        "reason": entry.said,
        "date": entry.on.isoformat(),
        "by": "house rule" if entry.house_rule else "secretary",
    }


class Command(BaseCommand):
    help = "Print a season's table in ranking order (each division's, if it has more than one)."

    def add_arguments(self, parser):
        parser.add_argument("slug")
        parser.add_argument("--format", choices=["json", "text"], default="text")

    def handle(self, *args, slug: str, format: str, **options):
        season = Season.objects.at_address(slug)
        if season is None:
            raise CommandError(f"no season with slug {slug!r}", returncode=2)
        tables = season.tables()
        if len(tables) == 1:
            tables = [(None, season.table())]  # a season of one division: as it always was
        payload = {"league": season.league.name, "season": season.name}
        if len(tables) == 1:
            payload = {"format": STANDINGS_FORMAT, **payload, "rows": rows_of(tables[0][1])}
        else:
            lines = movements([table for _, table in tables], season.league.moves)
            payload = {
                "format": DIVISIONS_FORMAT,
                **payload,
                "divisions": [
                    {"name": division.file_name, "rows": rows_of(table)}
                    for division, table in tables
                ],
                "movements": [
                    {
                        "between": [
                            tables[line.upper][0].file_name,
                            tables[line.upper + 1][0].file_name,
                        ],
                        "up": list(line.up),
                        "down": list(line.down),
                        "notes": [str(note) for note in line.notes],
                    }
                    for line in lines
                ],
            }
        if entries := list(season.adjustments.select_related("team")):
            payload["adjustments"] = [ledger_entry(entry) for entry in entries]
        if cups := [cup.as_standing() for cup in season.cups.all()]:
            payload["cups"] = cups  # (a season without a cup prints as it always did)
        players = ranked_players(season)
        if any(player.rating for player in players):  # (none rated: printed as it always was)
            payload["ratings"] = [player.as_record() for player in players]
        if format == "json":
            self.stdout.write(json.dumps(payload, indent=2, ensure_ascii=False))
            return
        self.stdout.write(f"{season.league.name} {season.name}")
        for division, table in tables:
            if division is not None:
                self.stdout.write(division.shown_name)
            for row in rows_of(table):
                record = f"P{row['played']} W{row['won']} D{row['drawn']} L{row['lost']}"
                games = f"G{row['games_won']}-{row['games_lost']}"
                aggregate = f"{row['points_for']}-{row['points_against']}"
                line = f"{row['position']:>3} {row['name']:<30} {record} {games} {aggregate}"
                self.stdout.write(f"{line} {row['league_points']} pts")
            for note in table.notes:
                self.stdout.write(f"  {note}")
        for line in payload.get("movements", []):
            self.stdout.write(f"{' / '.join(line['between'])}: up {', '.join(line['up'])}; "
                              f"down {', '.join(line['down'])}")  # fmt: skip
            for note in line["notes"]:
                self.stdout.write(f"  {note}")
