"""`manage.py standings SLUG --format json`: the season's table as pegboard-standings/1, with
every cup's rounds and winner."""

import json

from django.core.management.base import BaseCommand, CommandError

from leagues.models import Season
from leagues.rules.table import ROW_COLUMNS

STANDINGS_FORMAT = "pegboard-standings/1"


class Command(BaseCommand):
    help = "Print a season's table in ranking order."

    def add_arguments(self, parser):
        parser.add_argument("slug")
        parser.add_argument("--format", choices=["json", "text"], default="text")

    def handle(self, *args, slug: str, format: str, **options):
        season = Season.objects.select_related("league").filter(slug=slug).first()
        if season is None:
            raise CommandError(f"no season with slug {slug!r}", returncode=2)
        table = season.table()
        rows = [{column: getattr(row, column) for column in ROW_COLUMNS} for row in table.rows]
        if format == "json":
            payload = {
                "format": STANDINGS_FORMAT,
                "league": season.league.name,
                "season": season.name,
                "rows": rows,
            }
            if cups := [cup.as_standing() for cup in season.cups.all()]:
                payload["cups"] = cups  # (a season without a cup prints as it always did)
            self.stdout.write(json.dumps(payload, indent=2, ensure_ascii=False))
            return
        self.stdout.write(f"{season.league.name} {season.name}")
        for row in rows:
            record = f"P{row['played']} W{row['won']} D{row['drawn']} L{row['lost']}"
            games = f"G{row['games_won']}-{row['games_lost']}"
            aggregate = f"{row['points_for']}-{row['points_against']}"
            line = f"{row['position']:>3} {row['name']:<30} {record} {games} {aggregate}"
            self.stdout.write(f"{line} {row['league_points']} pts")
        for note in table.notes:
            self.stdout.write(f"  {note}")
