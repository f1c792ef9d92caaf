"""Promotion and relegation between a season's divisions (docs/league.md "Divisions"): the
top teams of each division go up to the one above it next season, the bottom ones of the one
above come down, as many each way (a league setting), so every division keeps its size.
Plain Python, no Django; each rule a small named function.

A line (between the last team that goes and the first that stays) that falls between teams
level on points is decided by the league's ordered tie-breakers, as the table ranks them; teams
level after every tie-breaker are taken in the order the table lists them (by name), and the
note says so [DEFAULT]: the league may settle it otherwise before the next season starts."""

from collections.abc import Sequence
from dataclasses import dataclass

from kernel.said import Said, said

from .table import TIE_BREAKER_NAMES, Row, Table

DEFAULT_MOVES = 2  # teams up and down between two divisions [DEFAULT]


@dataclass(frozen=True)
class Movement:
    """The teams that change places between a division (by its index, 0 the top) and the
    one below it, with what decided a close line."""

    upper: int
    down: tuple[str, ...]  # relegated from the upper division, highest placed first
    up: tuple[str, ...]  # promoted from the lower division, highest placed first
    notes: tuple[Said, ...] = ()


def places_moving(moves: int, sizes: Sequence[int]) -> list[int]:
    """How many teams go each way across each line between adjacent divisions of `sizes`
    teams (the top first): the league's `moves`, but never more than a division has, and a
    middle division (which loses teams at both ends) gives at most half its teams each way,
    so no team would be asked to go up and down at once [DEFAULT]."""

    def most(index: int) -> int:
        middle = 0 < index < len(sizes) - 1
        return sizes[index] // 2 if middle else sizes[index]

    return [max(0, min(moves, most(i), most(i + 1))) for i in range(len(sizes) - 1)]


def promoted(table: Table, count: int) -> tuple[str, ...]:
    """The top `count` teams of a division, in the table's order, go up."""
    return tuple(row.team for row in table.rows[:count])


def relegated(table: Table, count: int) -> tuple[str, ...]:
    """The bottom `count` teams of a division, in the table's order, go down."""
    return tuple(row.team for row in table.rows[len(table.rows) - count :])


def line_note(rows: Sequence[Row], cut: int, going_up: bool) -> Said | None:
    """What the table says about the line after its first `cut` rows, when the teams on it
    were level on points: the tie-breaker that separated them, or (level on every one) that
    the table's order by name took them. None when points alone decided it."""
    if not 0 < cut < len(rows):
        return None
    last, first = rows[cut - 1], rows[cut]
    mover, stayer = (last, first) if going_up else (first, last)
    if first.position == last.position:  # a shared place cut in two
        level = [row for row in rows if row.position == first.position]
        names = said("{names} and {last}", names=", ".join(r.name for r in level[:-1]),
                     last=level[-1].name)  # fmt: skip
        message = (
            "{names} could not be separated on the line: {team} goes up, as the table "
            "lists it higher (by name)."
            if going_up
            else "{names} could not be separated on the line: {team} goes down, as the table "
            "lists it lower (by name)."
        )
        return said(message, names=names, team=mover.name)
    if first.separated_by == "league_points":  # ("" is the top group's, never below a line)
        return None
    step = said(TIE_BREAKER_NAMES[first.separated_by])
    message = (
        "{team} goes up ahead of {other}, level on {points} points: {step} decided it."
        if going_up
        else "{team} goes down below {other}, level on {points} points: {step} decided it."
    )
    return said(message, team=mover.name, other=stayer.name, points=last.league_points, step=step)


def movements(tables: Sequence[Table], moves: int = DEFAULT_MOVES) -> list[Movement]:
    """Every line between adjacent divisions (their tables, the top first): who goes down
    from the upper one and up from the lower one, and the notes on close lines."""
    counts = places_moving(moves, [len(table.rows) for table in tables])
    lines = []
    for upper, count in enumerate(counts):
        above, below = tables[upper].rows, tables[upper + 1].rows
        notes = (line_note(above, len(above) - count, False), line_note(below, count, True))
        lines.append(
            Movement(
                upper,
                relegated(tables[upper], count),
                promoted(tables[upper + 1], count),
                tuple(note for note in notes if note is not None),
            )
        )
    return lines


def next_divisions(tables: Sequence[Table], lines: Sequence[Movement]) -> list[list[str]]:
    """Each division's teams next season (team codes, the top division first): its own
    teams that stay, in the table's order, then those promoted into it from below and
    relegated into it from above."""
    leaving = {team for line in lines for team in (*line.down, *line.up)}
    divisions = [[row.team for row in table.rows if row.team not in leaving] for table in tables]
    for line in lines:
        divisions[line.upper] += line.up
        divisions[line.upper + 1] += line.down
    return divisions


@dataclass(frozen=True)
class Zone:
    """A division's teams going up and down as its table stands, with what decided a close
    line at either end: what the season page says under the table."""

    up: tuple[str, ...] = ()
    down: tuple[str, ...] = ()
    notes: tuple[Said, ...] = ()


def zones(tables: Sequence[Table], moves: int = DEFAULT_MOVES) -> list[Zone]:
    """Each division's zone (its table, the top first), from the lines between them."""
    counts = places_moving(moves, [len(table.rows) for table in tables])
    found = []
    for index, table in enumerate(tables):
        up = counts[index - 1] if index > 0 else 0
        down = counts[index] if index < len(counts) else 0
        notes = (
            line_note(table.rows, up, going_up=True),
            line_note(table.rows, len(table.rows) - down, going_up=False),
        )
        found.append(
            Zone(promoted(table, up), relegated(table, down), tuple(n for n in notes if n))
        )
    return found
