"""`python -m bench.ratings`: what recording a rated result costs as the history grows, and a
whole rebuild (issue 52; bench/README.md, "Ratings"). A new result after the last one reads
and writes only its own persons' ratings, so its cost must not grow with the history: it is
timed against 1,000 and 100,000 rated results and the ratio printed. Then the rebuild of
100,000 results (`manage.py ratings --rebuild`) in seconds. It reports; it asserts nothing.

In-process, on a SQLite file of its own (the settings of bench/settings.py); with
BENCH_RATINGS_DATABASE_URL on that database instead (PostgreSQL, say), refusing one that holds
rated results already (it would spoil them). `make bench` runs it after the in-process part."""

import gc
import os
import random
import statistics
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "bench.settings")
# Its own database, whatever DATABASE_URL names (make bench's may be the night's PostgreSQL,
# which the 100,000 results would fill): BENCH_RATINGS_DATABASE_URL names another.
OWN_FILE = "pegboard-bench-ratings.sqlite3"
os.environ["DATABASE_URL"] = os.environ.get(
    "BENCH_RATINGS_DATABASE_URL", f"sqlite:///{tempfile.gettempdir()}/{OWN_FILE}"
)
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import django  # noqa: E402

django.setup()

from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402
from django.test.utils import CaptureQueriesContext  # noqa: E402
from django.utils import timezone  # noqa: E402

from people.models import Person, RatedResult, RatingBook, Seat  # noqa: E402

PERSONS = 2_000  # a county's leagues and clubs
HISTORIES = (1_000, 100_000)
PROBES = 40  # results recorded one at a time at each size: the median is reported
START = timezone.now() - timedelta(days=3650)


def drawn_results(persons: list[int], count: int, seed: int = 52) -> list[tuple]:
    """`count` results among the persons, a minute apart: singles and pairs, some drawn."""
    chosen = random.Random(seed)
    results = []
    for number in range(count):
        size = chosen.choice([1, 2, 2])
        picked = [str(p) for p in chosen.sample(persons, 2 * size)]
        winner = chosen.choice([0, 1, None]) if number % 20 == 0 else chosen.choice([0, 1])
        points = [11, 11] if winner is None else [11 if s == winner else 6 for s in (0, 1)]
        when = START + timedelta(minutes=number)
        results.append((f"bench:{number}", when, [picked[:size], picked[size:]], points, winner))
    return results


def stored_whole(results: list[tuple]) -> None:
    """Results put in as a bulk load would (the history the probes are recorded after); the
    ratings are then rebuilt from them."""
    with RatingBook.objects.opened():
        for start in range(0, len(results), 5_000):
            batch = results[start : start + 5_000]
            made = RatedResult.objects.bulk_create(
                RatedResult(source=s, when=w, sides=sides, points=p, winner=won)
                for s, w, sides, p, won in batch
            )
            Seat.objects.bulk_create(
                (
                    Seat(result=row, person_id=int(person), side=index)
                    for row, (_, _, sides, _, _) in zip(made, batch, strict=True)
                    for index, side in enumerate(sides)
                    for person in side
                ),
                batch_size=5_000,
            )


def record_probes(persons: list[int], after, label: str) -> tuple[float, float, int]:
    """The median time of recording PROBES results one at a time, each after the last one
    rated (seconds apart, from `after`), this process's CPU time for it (the one to compare
    on a busy machine; on SQLite it holds the database's work too), and the statements it
    ran."""
    chosen, times, cpu = random.Random(label), [], []
    for number in range(PROBES):
        a, b, c, d = chosen.sample(persons, 4)
        when = after + timedelta(seconds=number + 1)
        started, cpu_started = time.perf_counter(), time.process_time()
        with CaptureQueriesContext(connection) as ran:
            RatedResult.objects.record(f"{label}:{number}", when, [[a, b], [c, d]], [11, 6], 0)
        times.append((time.perf_counter() - started) * 1000)
        cpu.append((time.process_time() - cpu_started) * 1000)
    return statistics.median(times), statistics.median(cpu), len(ran.captured_queries)


def settled(connection) -> None:
    """SQLite's write-ahead log emptied into the database after the bulk load, as a server's
    is long since: else the first commits after it pay for the load's checkpoint."""
    if connection.vendor == "sqlite":
        with connection.cursor() as cursor:
            cursor.execute("PRAGMA wal_checkpoint(TRUNCATE)")


def withdrawn_quietly(label: str) -> None:
    """The probes taken out again below the records' own path (which would rebuild)."""
    with RatingBook.objects.opened():
        RatedResult.objects.filter(source__startswith=f"{label}:").delete()


def main() -> None:
    database = Path(connection.settings_dict["NAME"])
    if connection.vendor == "sqlite" and database.name == OWN_FILE:
        database.unlink(missing_ok=True)
    call_command("migrate", verbosity=0)
    if RatedResult.objects.exists():
        sys.exit(f"{connection.settings_dict['NAME']} holds rated results: not spoiling them")
    persons = [
        p.pk for p in Person.objects.bulk_create(Person(name=f"P{n}") for n in range(PERSONS))
    ]
    results = drawn_results(persons, HISTORIES[-1])
    print(f"Ratings, one run. In-process, on {connection.vendor}; {PERSONS} persons:")
    recorded, held = {}, 0
    for size in HISTORIES:
        stored_whole(results[held:size])
        held = size
        started = time.perf_counter()
        RatedResult.objects.rebuild()
        rebuilt = time.perf_counter() - started
        # A worker holds no history in memory: the bench's own objects (the 100,000 results
        # drawn) are set aside from the garbage collector, whose passes over them would
        # otherwise be timed as the record's.
        gc.collect()
        gc.freeze()
        settled(connection)
        recorded[size] = record_probes(persons, results[size - 1][1], f"probe{size}")
        gc.unfreeze()
        withdrawn_quietly(f"probe{size}")
        wall, cpu, statements = recorded[size]
        print(
            f"record one result after {size:>7,} rated: {wall:6.2f} ms ({cpu:5.2f} ms CPU; "
            f"medians of {PROBES}), {statements} statements; a whole rebuild of {size:,}: "
            f"{rebuilt:.1f} s"
        )
    (small, small_cpu, _), (large, large_cpu, _) = (recorded[size] for size in HISTORIES)
    print(
        f"record one result, {HISTORIES[1]:,} v {HISTORIES[0]:,} rated: {large / small:.2f}x "
        f"({large_cpu / small_cpu:.2f}x CPU)"
    )


if __name__ == "__main__":
    main()
