"""`manage.py nextseason SLUG NAME`: start the season after SLUG, named NAME, with its teams,
players, captains, venues, rules and house rules carried over and the league's promotions and
relegations applied (leagues/models/next_season.py); prints who moved, and the new season's
slug last. Run again, it starts nothing more and prints the slug of the season it started."""

from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError

from leagues.models import Season
from leagues.models.next_season import start_next_season


class Command(BaseCommand):
    help = "Start a season's next season with the promotions and relegations; prints its slug."

    def add_arguments(self, parser):
        parser.add_argument("slug", help="the season to start the next one from")
        parser.add_argument("name", help='the next season\'s name, e.g. "2027-28"')
        parser.add_argument(
            "--moves", type=int, help="teams up and down between two divisions (the league's)"
        )

    def handle(self, *args, slug: str, name: str, moves: int | None, **options):
        season = Season.objects.at_address(slug)
        if season is None:
            raise CommandError(f"no season with slug {slug!r}", returncode=2)
        if moves is not None and not 0 <= moves <= 99:
            raise CommandError("--moves is a whole number from 0 to 99", returncode=2)
        try:
            following, plan = start_next_season(season, None, name, moves)
        except ValidationError as refusal:
            raise CommandError(" ".join(refusal.messages), returncode=2) from None
        if plan is None:
            self.stderr.write(f"{season} has its next season already: {following.name}")
        else:
            names = plan.names()
            for line in plan.lines:
                upper, lower = plan.tables[line.upper][0], plan.tables[line.upper + 1][0]
                for team in line.up:
                    self.stdout.write(f"up: {names[team]} ({lower} to {upper})")
                for team in line.down:
                    self.stdout.write(f"down: {names[team]} ({upper} to {lower})")
                for note in line.notes:
                    self.stdout.write(f"  {note}")
        self.stdout.write(following.slug)
