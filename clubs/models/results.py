"""A table's result, read, never copied: the newest version the organiser typed (a paper
table's, or a correction), else its game's once the engine says the game is won, else none.
Typing one is a new version (`type_result`), made once however often its form is sent."""

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from django.core.exceptions import PermissionDenied
from django.tasks import task
from django.utils.translation import gettext, gettext_lazy

from clubs.models.clubs import Club
from clubs.models.rated import rated_now
from clubs.models.rounds import ClubTable, Round, TableResult
from clubs.rules.standings import Played, Row, night_standings
from kernel.outcomes import Outcome
from scoring.rules.values import to_json_number

NOT_AN_ORGANISER = gettext_lazy(
    "Only the club's organisers can draw a round or type a table's result."
)


@dataclass(frozen=True)
class TableScore:
    """What a table scored: each side's points, in the order of its sides, and the winning
    side's index (None: a draw). `version` is the typed version standing, None when the
    table's own game says it."""

    points: tuple[int | float, ...]
    winner: int | None
    version: int | None = None


def typed_score(table: ClubTable) -> TableScore | None:
    """The newest version typed for the table (its results read with the table, newest
    first: `ClubTable.results` is ordered so), or None."""
    newest = next(iter(table.results.all()), None)
    if newest is None:
        return None
    return TableScore(tuple(newest.points), newest.winner, newest.version)


def game_score(table: ClubTable) -> TableScore | None:
    """The table's game's result once the engine says it is won: each side's score, and the
    one winner (winners sharing the top, as Amerikaner's joint winners do, are a draw)."""
    if table.game is None:
        return None
    finished, points, winners = _standing(table.game, table.game.version, table.game.created)
    if not finished:
        return None
    return TableScore(points, winners[0] if len(winners) == 1 else None)


def score_of(table: ClubTable) -> TableScore | None:
    return typed_score(table) or game_score(table)


def drawn_sides(sides) -> tuple[tuple[str, ...], ...]:
    """A table's sides as the draw made them (the JSON's lists, as the rules' tuples)."""
    return tuple(tuple(side) for side in sides)


def played_at(rounds: Iterable[Round], scores: Mapping[int, TableScore | None]) -> list[Played]:
    """Every table of the rounds that has its result (`scores`, by the table's pk), as the
    standings read it. The rounds' tables are read with them (prefetched)."""
    return [
        Played(drawn.number, table.number, drawn_sides(table.sides), score.points, score.winner)
        for drawn in rounds
        for table in drawn.tables.all()
        if (score := scores[table.pk]) is not None
    ]


def night_rows(
    rounds: Sequence[Round], scores: Mapping[int, TableScore | None], order: Sequence[str]
) -> list[Row]:
    """A night's standings (clubs/rules/standings.py) from its rounds and their tables'
    results: the one way the night's page, its next Swiss draw and the season read them. A
    round sat out counts (the bye's game won) once the round is played, as a table's result
    counts once it has one: not while the others are still at their tables."""
    sitting_out = {
        drawn.number: list(drawn.sitting_out)
        for drawn in rounds
        if all(scores[table.pk] is not None for table in drawn.tables.all())
    }
    return night_standings(played_at(rounds, scores), sitting_out, order)


def live_scores(table: ClubTable) -> tuple | None:
    """The table's game's score as it stands (every side's, in the order of its sides), for
    the night's page while the game is played."""
    if table.game is None:
        return None
    return _standing(table.game, table.game.version, table.game.created)[1]


@lru_cache(maxsize=1024)
def _standing(game, version: int, created) -> tuple[bool, tuple, tuple[int, ...]]:
    """A game's (finished, each side's points, the winning sides' indexes) as of `version`,
    the version read with its table: a night's page reads every table of every round, so a
    game unchanged since the last read costs no query (each read of a game's score asks its
    audit trail). The version moves on at every change, so nothing kept goes stale; a game
    made again under a pk SQLite gave before differs by `created`."""
    result = game.result()
    points = tuple(to_json_number(result.scores[side_id]) for side_id in game.side_ids)
    return result.finished, points, tuple(game.side_ids.index(s) for s in result.winners)


def type_result(
    table: ClubTable, by, points: list, winner: int | None, replaces: int
) -> tuple[Outcome, TableResult | None]:
    """The organiser's result for a table: a new version over version `replaces` (0: none
    typed yet), the newest standing. Sent twice, it is kept once; if another version came in
    meanwhile, nothing is written and the organiser is told to look at it first."""
    club_id = table.round.night.club_id
    with Club.objects.changing(club_id) as club:
        if not club.is_run_by(by):
            raise PermissionDenied(NOT_AN_ORGANISER)
        table = ClubTable.objects.get(pk=table.pk, round__night__club=club)
        latest = table.results.first()
        if (latest.version if latest else 0) != replaces:
            if latest and latest.entered_by_id == by.pk and _says(latest, points, winner):
                sent = gettext("Result version %(version)s was saved already.")
                return Outcome(False, sent % {"version": latest.version}), latest
            meanwhile = gettext(
                "Result version %(version)s came in meanwhile: nothing was saved. "
                "Look at it, then correct it if it needs it."
            )
            return Outcome(False, meanwhile % {"version": latest.version}, conflict=True), None
        typed = TableResult.objects.create(
            table=table, version=replaces + 1, points=points, winner=winner, entered_by=by
        )
        rated_now(table, typed_score(table))
    saved = gettext("Table %(table)s: result version %(version)s saved.")
    return Outcome(True, saved % {"table": table.number, "version": typed.version}), typed


def _says(result: TableResult, points: list, winner: int | None) -> bool:
    return list(result.points) == list(points) and result.winner == winner


def rate_table(table: ClubTable) -> Outcome:
    """The table's rated result made what its result is now, in the club's door."""
    with Club.objects.changing(table.round.night.club_id):
        table = ClubTable.objects.select_related("round__night__club", "game").get(pk=table.pk)
        return rated_now(table, score_of(table))


def table_game_changed(game_pk: int) -> None:
    """A game's result may have moved (scoring.followers, once the change is committed): a
    club table's rated result follows it, as a task run after the phone has its answer (a
    correction rates the whole history again, which the scorer should not wait for)."""
    if ClubTable.objects.filter(game_id=game_pk).exists():
        rate_table_of_game.enqueue(game_pk)


@task
def rate_table_of_game(game_pk: int) -> None:
    table = ClubTable.objects.select_related("round__night").filter(game_id=game_pk).first()
    if table is not None:  # (its round deleted meanwhile: nothing to rate)
        rate_table(table)
