"""`manage.py ratings --rebuild`: every person's rating worked out again from every rated
result, with the merges standing (docs/ratings.md, "Where ratings are kept"). The same results
give the same ratings, so running it twice changes nothing the second time. Without
`--rebuild` it says what the book holds."""

import time

from django.core.management.base import BaseCommand

from people.models import PersonRating, RatedResult, RatingBook


class Command(BaseCommand):
    help = "Say what the ratings hold; --rebuild works every rating out again from the results."

    def add_arguments(self, parser):
        parser.add_argument(
            "--rebuild", action="store_true", help="rate every result again, in order"
        )

    def handle(self, *args, rebuild: bool, **options):
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
