"""Persons and rated results to test the people app with: a history drawn from a seeded
random source, so a test reads the same games every run."""

import datetime
import random

from django.utils import timezone

from people.models import Person, PersonRating, RatedResult, Seat
from people.rules import RatedGame

START = timezone.make_aware(datetime.datetime(2026, 1, 1, 19, 30))


def persons(*names: str) -> list[Person]:
    """New persons (a new person needs no door: people/doors.py)."""
    return [Person.objects.create(name=name) for name in names]


def at(day: int) -> datetime.datetime:
    return START + datetime.timedelta(days=day)


def history(players: list[Person], count: int, seed: int = 1) -> list[tuple]:
    """`count` results among `players` (singles and pairs, some drawn, a few on one evening),
    each as RatedResult.objects.record takes it: source, when, sides, points, winner."""
    chosen = random.Random(seed)
    results = []
    for number in range(count):
        size = chosen.choice([1, 2])
        picked = chosen.sample(players, 2 * size)
        sides = [[p.pk for p in picked[:size]], [p.pk for p in picked[size:]]]
        winner = chosen.choice([0, 1, 1, None])
        points = [11, 11] if winner is None else [11 if s == winner else 5 for s in (0, 1)]
        results.append((f"game:{number}", at(chosen.randrange(count)), sides, points, winner))
    return results


def record_all(results) -> None:
    for result in results:
        assert RatedResult.objects.record(*result).changed


def stored_ratings() -> dict:
    """Every stored rating, to the last digit, with the order of its person's last game."""
    return {
        row["person"]: row
        for row in PersonRating.objects.values(
            "person", "mu", "sigma", "games", "last_when", "last_source"
        )
    }


def as_games(results) -> list[RatedGame]:
    """The results as people.rules rates them, independently of the app's storing."""
    return [
        RatedGame(source, when, tuple(tuple(map(str, side)) for side in sides), tuple(points), w)
        for source, when, sides, points, w in results
    ]


def stored_seats() -> dict:
    """Every seat's rating after its game, by result source and person."""
    rows = Seat.objects.values_list("result__source", "person", "mu_after", "sigma_after")
    return {(source, person): after for source, person, *after in rows}
