"""A friendly game scored on the site counts for the ratings when its scorer says so and names
each seat's person (docs/ratings.md, "A scored game"): it is recorded as the rated result
"game:<public id>", once; named again with other persons it is corrected, and it can stop
counting. Only a closed game with its result counts: a game still being played has none."""

from django.utils.translation import gettext

from kernel.outcomes import Outcome
from people.models import RatedResult
from scoring.models import Game


def source_of(game: Game) -> str:
    return f"game:{game.public_id}"


def seats_of(game: Game) -> list[tuple[str, list[str]]]:
    """Each side's name and its players' names as the game has them (a side without named
    players is one player, called as the side)."""
    return [(side["name"], list(side.get("players") or [side["name"]])) for side in game.sides]


def countable(game: Game) -> bool:
    """Closed by its scorer with a result: a game still open may change, and one with no end
    has no winner."""
    return not game.is_open and game.result().finished


def count(game: Game, persons: list[list[int]]) -> Outcome:
    """The game rated with `persons` on its sides, or corrected to them if it counts already."""
    result = game.result()
    winner = game.side_ids.index(result.winners[0]) if len(result.winners) == 1 else None
    points = [round(result.scores[side]) for side in game.side_ids]
    when = game.finished_at or game.updated
    args = (source_of(game), when, persons, points, winner)
    if RatedResult.objects.filter(source=source_of(game)).exists():
        outcome = RatedResult.objects.correct(*args)
    else:
        outcome = RatedResult.objects.record(*args)
    if outcome.changed:
        return Outcome(True, gettext("The game counts for the players' ratings."))
    return outcome


def stop_counting(game: Game) -> Outcome:
    outcome = RatedResult.objects.withdraw(source_of(game))
    if outcome.changed:
        return Outcome(True, gettext("The game no longer counts for the ratings."))
    return outcome
