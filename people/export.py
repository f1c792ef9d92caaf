"""Every rated result as a file anyone can rate again (`manage.py ratings --export`, the
"pegboard-rated-games/1" format of docs/record-format.md): the results in the one order they
are rated in, the merges standing, each person's name, and the ratings the site holds, so a
reader can work the ratings out with openskill on their own (docs/ratings.md, "Checking it
yourself") and compare."""

from datetime import UTC

from people.models import Alias, Person, PersonRating, RatedResult

FORMAT = "pegboard-rated-games/1"


def rated_games_file() -> dict:
    """The whole book as one JSON document (docs/record-format.md, "Rated games")."""
    # Sorted here, not by the database: its collation may order the sources otherwise than
    # the rating's one order does (people.rules RatedGame.order, Python's string order).
    rows = sorted(
        RatedResult.objects.values_list("when", "source", "sides", "points", "winner"),
        key=lambda row: row[:2],
    )
    games = [
        {
            "source": source,
            "when": when.astimezone(UTC).isoformat(),
            "sides": sides,
            "points": points,
            "winner": winner,
        }
        for when, source, sides, points, winner in rows
    ]
    merges = [
        {"merged": str(merged), "into": str(into)}
        for merged, into in Alias.objects.standing().values_list("merged", "into")
    ]
    ratings = {
        str(row.person_id): {"mu": row.mu, "sigma": row.sigma, "games": row.games}
        for row in PersonRating.objects.order_by("person")
    }
    named = {person for game in games for side in game["sides"] for person in side}
    persons = dict(
        Person.objects.filter(pk__in=[int(pk) for pk in named])
        .order_by("pk")
        .values_list("pk", "name")
    )
    return {
        "format": FORMAT,
        "games": games,
        "merges": merges,
        "persons": {str(pk): name for pk, name in persons.items()},
        "ratings": ratings,
    }
