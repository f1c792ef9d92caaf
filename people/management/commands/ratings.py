"""`manage.py ratings --rebuild`: every person's rating worked out again from every rated
result, with the merges standing (docs/ratings.md, "Where ratings are kept"). The same results
give the same ratings, so running it twice changes nothing the second time. `--export` writes
every rated result, in order, as "pegboard-rated-games/1" (docs/record-format.md), for anyone
to rate again. Without either it says what the book holds."""

import json
import time

from django.core.management.base import BaseCommand

from people.export import rated_games_file
from people.models import PersonRating, RatedResult, RatingBook


class Command(BaseCommand):
    help = (
        "Say what the ratings hold; --rebuild works every rating out again from the results; "
        "--export writes every rated result as JSON (pegboard-rated-games/1)."
    )

    def add_arguments(self, parser):
        what = parser.add_mutually_exclusive_group()
        what.add_argument(
            "--rebuild", action="store_true", help="rate every result again, in order"
        )
        what.add_argument(
            "--export",
            action="store_true",
            help="write every rated result, the merges and the ratings as JSON",
        )

    def handle(self, *args, rebuild: bool, export: bool, **options):
        if export:
            # Written alone, so the output is the file itself (`> rated-games.json`).
            self.stdout.write(json.dumps(rated_games_file(), indent=1, ensure_ascii=False))
            return
        if rebuild:
            started = time.perf_counter()
            done = RatedResult.objects.rebuild()
            seconds = time.perf_counter() - started
            self.stdout.write(
                f"Rated every result again in {seconds:.1f} s. Results: {done.results}, "
                f"of which rated: {done.rated} (the others are between persons merged into "
                f"one). Persons with a rating: {done.persons}."
            )
        book = RatingBook.objects.filter().first()
        last = book.last_source if book and book.last else "none"
        self.stdout.write(
            f"Results: {RatedResult.objects.count()}. Persons rated: "
            f"{PersonRating.objects.count()}. The last result rated: {last}."
        )
