"""A club's season (docs/clubs.md "A club's season"): the nights of one calendar year, each
read in bulk (a constant number of queries however many nights), their standings built as the
night's page builds them (`night_rows`), each player credited with their own row or their
pair's, and added up with the club's season rule (clubs/rules/standings.py)."""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import MAXYEAR, MINYEAR

from django.db.models import Prefetch, QuerySet
from django.http import Http404

from clubs.models import Club, ClubTable, Night, Round
from clubs.models.results import night_rows, played_at, score_of
from clubs.rules.standings import (
    DEFAULT_ORDER,
    Played,
    Row,
    SeasonRule,
    counting_nights,
    season_standings,
)


def order_of(club: Club) -> tuple[str, ...]:
    return tuple(club.order or DEFAULT_ORDER)


def rule_of(club: Club) -> SeasonRule:
    """The club's season rule; a rule that counts or drops nights with no number set counts
    every night (nothing is dropped that the club has not said)."""
    if club.season_rule == "all" or not club.season_count:
        return SeasonRule("all")
    return SeasonRule(club.season_rule, club.season_count)


def season_years(club: Club) -> list[int]:
    """The years the club has nights in, the latest first: its seasons."""
    return [day.year for day in club.nights.dates("date", "year", order="DESC")]


def year_or_404(year: int) -> int:
    """A year a date can have: any other (an address's 99999) is not found, never a 500."""
    if not MINYEAR <= year <= MAXYEAR:
        raise Http404
    return year


@dataclass(frozen=True)
class NightRead:
    """A night with a result, read: its standings by the night's keys, its tables' results,
    and the players each key stands for (a player's own key, or a pair's two)."""

    night: Night
    rows: list[Row]
    played: list[Played]
    players: dict[str, tuple[str, ...]]

    def player_rows(self) -> list[Row]:
        """The night's rows by player: a pair's row credited to each of its two players."""
        return [
            replace(row, key=player)
            for row in self.rows
            for player in self.players.get(row.key, (row.key,))
        ]


def read_nights(nights: QuerySet[Night], order: Sequence[str]) -> list[NightRead]:
    """The nights with at least one table's result, oldest first, each with its rounds, tables,
    results, games and pairs fetched in one query each, whatever their number."""
    tables = ClubTable.objects.select_related("game").prefetch_related("results")
    rounds = Round.objects.prefetch_related(Prefetch("tables", queryset=tables))
    fetched = nights.order_by("date", "pk").prefetch_related(
        Prefetch("rounds", queryset=rounds), "pairs"
    )
    read = []
    for night in fetched:
        drawn = list(night.rounds.all())
        scores = {table.pk: score_of(table) for each in drawn for table in each.tables.all()}
        played = played_at(drawn, scores)
        if not played:
            continue  # a night counts in its season once a table has its result
        read.append(NightRead(night, night_rows(drawn, scores, order), played, _keys(night)))
    return read


def _keys(night: Night) -> dict[str, tuple[str, ...]]:
    if not night.with_pairs:
        return {}  # a player's key is the player's own
    return {str(pair.pk): (str(pair.first_id), str(pair.second_id)) for pair in night.pairs.all()}


@dataclass(frozen=True)
class SeasonLine:
    """A player's line in the season: their totals as the rule counts them, and every night
    they played, each with whether it counts."""

    row: Row
    nights: list[tuple[NightRead, Row, bool]]

    @property
    def player_id(self) -> int:
        return int(self.row.key)

    @property
    def nights_played(self) -> int:
        return len(self.nights)


def season_lines(reads: Sequence[NightRead], rule: SeasonRule, order) -> list[SeasonLine]:
    """The season's standings (`season_standings`), each row with the player's nights and
    which of them count (`counting_nights`, the same choice the totals were made from)."""
    by_night = [read.player_rows() for read in reads]
    theirs: dict[str, list[tuple[NightRead, Row]]] = {}
    for read, rows in zip(reads, by_night, strict=True):
        for row in rows:
            theirs.setdefault(row.key, []).append((read, row))
    counted = rule.counted(len(reads))
    lines = []
    for total in season_standings(by_night, rule, order):
        nights = theirs[total.key]
        kept = set(counting_nights([row for _, row in nights], counted, order))
        lines.append(
            SeasonLine(total, [(read, row, i in kept) for i, (read, row) in enumerate(nights)])
        )
    return lines


def club_season(club: Club, year: int) -> list[SeasonLine]:
    """The season standings of the club's nights in `year`."""
    order = order_of(club)
    reads = read_nights(club.nights.filter(date__year=year), order)
    return season_lines(reads, rule_of(club), order)


def by_year(reads: Iterable[NightRead]) -> dict[int, list[NightRead]]:
    years: dict[int, list[NightRead]] = {}
    for read in reads:
        years.setdefault(read.night.date.year, []).append(read)
    return years


def names_of(club: Club) -> dict[str, str]:
    """Every player's name by key, in one query."""
    return {str(pk): name for pk, name in club.players.values_list("pk", "name")}
