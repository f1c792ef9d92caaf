"""What a person's page shows (templates/people/person.html), read through the models'
managers: the rating and its band, their rated results (their own and those of every person
merged into them), and the partners and opponents they met, with the chance to win against
each as the ratings stand (people.rules.chance_to_win); the leagues and clubs they play in
(people.places) and the persons merged into them, each with its undo for whoever may."""

from collections import Counter
from dataclasses import dataclass
from datetime import datetime

from django.utils.formats import date_format
from django.utils.timezone import localtime
from django.utils.translation import get_language_bidi, gettext

from kernel.charts import LineChart, line_chart
from people import places
from people.models import Alias, Person, PersonRating, RatedResult, Seat
from people.rules import PROVISIONAL_GAMES, Rating, chance_to_win, surviving

LATEST_RESULTS = 30  # the rated results listed, newest first (the count says how many in all)
MOST_MET = 12  # partners, and opponents, listed: those met most often
CHARTED = 60  # the latest rated games the chart draws (its table has a row each)


@dataclass(frozen=True)
class ResultLine:
    """A rated result as the person's page says it: their side's points first."""

    when: datetime
    partners: list[Person]
    opponents: list[Person]
    own: int
    other: int
    outcome: str  # "won", "lost", "drawn"


@dataclass(frozen=True)
class Met:
    """A partner or an opponent: the games with (or against) them, those won, and the chance
    to win against them now (opponents only)."""

    person: Person
    games: int
    won: int
    chance: int | None = None  # percent


@dataclass(frozen=True)
class MergeLine:
    """A person merged into this one, by whom and when, and whether the viewer may undo it."""

    merged: Person
    by: str
    when: datetime
    may_undo: bool


def person_page(person: Person, user=None) -> dict:
    """The page's context for a person not merged into another, as `user` sees it (the
    merges' buttons for whoever may use them)."""
    me = str(person.pk)
    aliases = Alias.objects.mapping()
    identities = {me, *(m for m in aliases if surviving(m, aliases) == me)}
    results = RatedResult.objects.filter(seats__person__in=[int(i) for i in identities])
    rows = (
        results.distinct()
        .order_by("-when", "-source")
        .values_list("when", "sides", "points", "winner")
    )
    rows = [
        (when, _as_kept(sides, aliases), points, winner) for when, sides, points, winner in rows
    ]
    everyone = {p for _, sides, _, _ in rows for side in sides for p in side} | {me}
    names = Person.objects.named(everyone)
    stored = PersonRating.objects.filter(person=person).first()
    rating = stored.as_rating() if stored else None
    lines = [_line(me, row, names) for row in rows]
    return {
        "person": person,
        "rating": rating,
        "provisional_games": PROVISIONAL_GAMES,
        "results": lines[:LATEST_RESULTS],
        "results_count": len(lines),
        "partners": _met(lines, "partners"),
        "opponents": _with_chances(me, _met(lines, "opponents")),
        "chart": rating_chart([int(i) for i in identities]),
        "places": places.places_of([int(i) for i in identities]),
        "merges": merges_into(person, user),
        "may_merge": person.pk in places.managed_by(user, {person.pk}),
    }


def merges_into(person: Person, user) -> list[MergeLine]:
    """The persons merged into this one while it stands, oldest first."""
    standing = Alias.objects.standing().filter(into=person).select_related("merged", "by")
    managed = places.managed_by(user, {person.pk, *(alias.merged_id for alias in standing)})
    return [
        MergeLine(
            merged=alias.merged,
            by=alias.by.get_username() if alias.by else "",
            when=alias.created,
            may_undo={person.pk, alias.merged_id} <= managed,
        )
        for alias in standing
    ]


def in_brief(person: Person) -> dict:
    """A person as a merge's confirmation shows them: rating, rated games and places."""
    identities = person.identities()
    stored = PersonRating.objects.filter(person=person).first()
    return {
        "person": person,
        "rating": stored.as_rating() if stored else None,
        "games": Seat.objects.filter(person__in=identities).values("result").distinct().count(),
        "places": places.places_of(identities),
    }


def _as_kept(sides, aliases) -> list[list[str]]:
    """The sides with each person as the merges say; empty if one person is on it twice."""
    kept = [[surviving(person, aliases) for person in side] for side in sides]
    everyone = [person for side in kept for person in side]
    return kept if len(set(everyone)) == len(everyone) else []


def _line(me: str, row, names) -> ResultLine:
    when, sides, points, winner = row
    own = next(index for index, side in enumerate(sides) if me in side)
    others = [index for index in range(len(sides)) if index != own]
    outcome = "drawn" if winner is None else "won" if winner == own else "lost"
    return ResultLine(
        when=when,
        partners=[names[p] for p in sides[own] if p != me],
        opponents=[names[p] for index in others for p in sides[index]],
        own=points[own],
        other=max(points[index] for index in others),
        outcome=outcome,
    )


def _met(lines: list[ResultLine], who: str) -> list[Met]:
    games, won = Counter(), Counter()
    for line in lines:
        for person in getattr(line, who):
            games[person] += 1
            won[person] += line.outcome == "won"
    return [Met(person, count, won[person]) for person, count in games.most_common(MOST_MET)]


def _with_chances(me: str, opponents: list[Met]) -> list[Met]:
    keys = [me, *(str(met.person.pk) for met in opponents)]
    ratings: dict[str, Rating] = PersonRating.objects.of(keys)
    return [
        Met(
            met.person,
            met.games,
            met.won,
            round(100 * chance_to_win(ratings, ((me,), (str(met.person.pk),)))[0]),
        )
        for met in opponents
    ]


def rating_chart(identities: list[int]) -> LineChart | None:
    """The rating and the conservative rating after each of the latest CHARTED rated games
    (read from the seats: no game is rated again); None before two games."""
    seats = (
        Seat.objects.filter(person__in=identities, mu_after__isnull=False)
        .order_by("-result__when", "-result__source")
        .values_list("result__when", "mu_after", "sigma_after")[:CHARTED]
    )
    points = list(reversed(seats))
    if len(points) < 2:
        return None
    rated = [round(mu, 1) for _, mu, _ in points]
    conservative = [round(mu - 3 * sigma, 1) for _, mu, sigma in points]
    lowest = min(0, *conservative)
    highest = max(50, *rated)
    names = {gettext("Rating"): rated, gettext("Conservative rating"): conservative}
    summary = gettext(
        "Over the latest %(games)s rated games the rating went from %(first)s to %(last)s; "
        "the conservative rating is now %(low)s."
    )
    told = {"games": len(points), "first": rated[0], "last": rated[-1], "low": conservative[-1]}
    return line_chart(
        title=gettext("Rating after each rated game"),
        summary=summary % told,
        x_labels=[date_format(localtime(when), "SHORT_DATE_FORMAT") for when, _, _ in points],
        series=names,
        lowest=lowest,
        highest=highest,
        y_labels=sorted({lowest, 25, highest}),
        right_to_left=get_language_bidi(),
    )
