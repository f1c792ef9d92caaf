"""A night as its public sheets read it, each table's sides named by its players: the wall's
live page, the printed draw and results, and the CSV and JSON of the night's results. Read in
a fixed number of queries however many tables the night has (`NightRounds` reads the rounds,
tables, typed results and games together; each unchanged game's score is kept per version,
clubs/models/results.py)."""

from dataclasses import dataclass
from itertools import zip_longest

from clubs.models import Night
from clubs.models.draws import NightRounds, players_of
from clubs.models.results import TableScore, live_scores
from clubs.models.table_games import SIDE_IDS, side_name, starts_of
from clubs.names import ties_by_name
from clubs.rules.standings import Row, order_notes
from kernel.words import in_words

TYPED, FROM_THE_GAME = "typed", "game"  # where a table's result comes from (the files say so)


@dataclass(frozen=True)
class SideSheet:
    letter: str  # A, B, ... in seat order, as its game names it
    players: list[str]
    name: str  # "Ann & Bo", as the table's game names the side
    points: int | float | None  # the table's result's; None while it has none
    playing: int | float | None  # its game's score so far, while the game is played
    won: bool


@dataclass(frozen=True)
class Seat:
    number: int  # 1, 2, ... round the table: partners opposite (clubs/rules/draws.py)
    side: str  # the side's letter, as its game names it: A, B, ...
    name: str


@dataclass(frozen=True)
class TableSheet:
    number: int
    sides: list[SideSheet]
    score: TableScore | None
    game: object  # the table's scoring Game, or None (deleted: a paper table)
    pk: int = 0  # the table's own (its rated result's name: clubs/models/rated.py)
    keys: tuple = ()  # each side's draw keys (players' or pairs' pks), as `sides`

    @property
    def source(self) -> str:
        """Where the result comes from: typed by the organiser, the game's own, or "" (none)."""
        if self.score is None:
            return ""
        return TYPED if self.score.version else FROM_THE_GAME

    @property
    def winner(self) -> SideSheet | None:
        won = [side for side in self.sides if side.won]
        return won[0] if won else None

    @property
    def starts(self) -> list[tuple[SideSheet, int]]:
        """Each side and its start at a handicapped club's table (none: begun level)."""
        return list(zip(self.sides, starts_of(self.game), strict=False))

    @property
    def seats(self) -> list[Seat]:
        """The seats round the table in the draw's order: side A's first player, side B's
        first, ..., then each side's second, so that partners sit opposite."""
        places = zip_longest(
            *([(side.letter, name) for name in side.players] for side in self.sides)
        )
        seated = [seat for place in places for seat in place if seat is not None]
        return [Seat(number, side, name) for number, (side, name) in enumerate(seated, 1)]


@dataclass(frozen=True)
class RoundSheet:
    number: int
    closed: bool  # every table has its result
    tables: list[TableSheet]
    sitting_out: list[str]  # the names of those who sit it out (a Swiss bye: its pair's)


@dataclass(frozen=True)
class StandingSheet:
    row: Row
    players: list[str]
    name: str


def standing_notes(rows, name_of: dict, order) -> list[str]:
    """What the standings say under them (`order_notes`: the step that separated two rows,
    the rows sharing a position) in the page's language."""
    return [in_words(note) for note in order_notes(rows, name_of, order)]


class NightSheet:
    """The night's rounds, each table with its sides named and scored, and its standings."""

    def __init__(self, night: Night):
        self.night = night
        read = NightRounds(night)
        self._names = players_of(night)
        self.rounds = [
            RoundSheet(
                number=drawn.number,
                closed=read.closed(drawn),
                tables=[self._table(table, read.scores[table.pk]) for table in drawn.tables.all()],
                sitting_out=[side_name(self.players([key])) for key in drawn.sitting_out],
            )
            for drawn in read.rounds
        ]
        rows = read.standings() if read.rounds else []
        rows = ties_by_name(rows, {row.key: side_name(self.players([row.key])) for row in rows})
        self.standings = [
            StandingSheet(row, self.players([row.key]), side_name(self.players([row.key])))
            for row in rows
        ]
        named = {each.row.key: each.name for each in self.standings}
        self.notes = standing_notes(rows, named, read.order)

    @property
    def current(self) -> RoundSheet | None:
        return self.rounds[-1] if self.rounds else None

    def players(self, keys) -> list[str]:
        """The players' names of a side's keys (a key no longer found, shown as itself)."""
        return [name for key in keys for name in self._names.get(key, [key])]

    def _table(self, table, score: TableScore | None) -> TableSheet:
        playing = None if score is not None else live_scores(table)
        sides = []
        for index, keys in enumerate(table.sides):
            players = self.players(keys)
            sides.append(
                SideSheet(
                    letter=SIDE_IDS[index],
                    players=players,
                    name=side_name(players),
                    points=score.points[index] if score else None,
                    playing=playing[index] if playing else None,
                    won=score is not None and score.winner == index,
                )
            )
        keys = tuple(tuple(side) for side in table.sides)
        return TableSheet(table.number, sides, score, table.game, table.pk, keys)
