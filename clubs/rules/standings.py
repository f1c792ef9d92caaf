"""A club night's standings and a season's of nights (docs/clubs.md "The standings"): a row
per player (or per pair), ranked by the club's order of steps; rows level on every step
share a position. A season adds up each key's nights as the club's season rule counts them:
every night, the best N, or all but the worst."""

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import groupby
from typing import Any

from kernel.said import Said, named, said


@dataclass(frozen=True)
class Played:
    """One table's result as the standings read it."""

    round: int
    table: int
    sides: tuple[tuple[str, ...], ...]  # as drawn (player keys, or pair keys)
    points: tuple[int, ...]  # each side's final score
    winner: int | None  # the winning side's index (the engine decided), None for a draw


@dataclass(frozen=True)
class Bye:
    """How a round sat out counts (a Swiss bye, or a player's turn out): a won game with
    no points by default, as bridge and chess Swisses count a bye."""

    won: bool = True
    points: int = 0


@dataclass(frozen=True)
class Row:
    key: str
    played: int = 0  # games at a table, and the byes counted as won
    won: int = 0
    drawn: int = 0
    lost: int = 0
    points_for: int = 0
    points_against: int = 0  # the other sides' points, all told
    byes: int = 0
    nights: int = 0  # the nights counted (one on a night's row)
    position: int = 0
    shared: bool = False  # level with another row on every step of the order
    separated_by: str = ""  # the step that put this row below the one above ("" if none)

    @property
    def games_won(self) -> int:
        return self.won

    @property
    def points_difference(self) -> int:
        return self.points_for - self.points_against


ORDER_STEPS = {  # named: the club's form and the standings' notes say them translated
    "games_won": named("games won"),
    "points_difference": named("points difference"),
    "points_for": named("points for"),
}
DEFAULT_ORDER = ("games_won", "points_difference", "points_for")
COUNTED = ("played", "won", "drawn", "lost", "points_for", "points_against", "byes", "nights")


def night_standings(
    played: Sequence[Played],
    sitting_out: Mapping[int, Sequence[str]],
    order: Sequence[str] = DEFAULT_ORDER,
    bye: Bye = Bye(),
) -> list[Row]:
    """The night's rows: every key that played or sat a round out. Each player of a side
    takes the side's result; a round sat out counts as `bye` says."""
    tally: dict[str, dict[str, int]] = {}
    for result in played:
        for index, side in enumerate(result.sides):
            mine = result.points[index]
            outcome = (
                "drawn" if result.winner is None else "won" if result.winner == index else "lost"
            )
            for key in side:
                _add(
                    tally, key, played=1, points_for=mine, points_against=sum(result.points) - mine
                )
                _add(tally, key, **{outcome: 1})
    for keys in sitting_out.values():
        for key in keys:
            _add(tally, key, byes=1, points_for=bye.points)
            if bye.won:
                _add(tally, key, played=1, won=1)
    rows = [Row(key, **counts, nights=1) for key, counts in tally.items()]
    return ranked(rows, order)


def _add(tally: dict[str, dict[str, int]], key: str, **counts: int) -> None:
    row = tally.setdefault(key, dict.fromkeys(COUNTED[:-1], 0))
    for name, count in counts.items():
        row[name] += count


def ranked(rows: Sequence[Row], order: Sequence[str] = DEFAULT_ORDER) -> list[Row]:
    """The rows best first by the order's steps in turn, each step's higher value first;
    rows level on every step share a position (1, 2, 2, 4) and are listed by key."""
    unknown = [step for step in order if step not in ORDER_STEPS]
    if unknown:
        raise ValueError(f"no such step in a club's order: {', '.join(unknown)}")

    def values(row: Row) -> tuple[int, ...]:
        return tuple(getattr(row, step) for step in order)

    listed = sorted(rows, key=lambda row: (tuple(-value for value in values(row)), row.key))
    result, position, above = [], 1, None
    for level, group in groupby(listed, key=values):
        group = list(group)
        separated_by = "" if above is None else _first_difference(order, above, level)
        for number, row in enumerate(group):
            result.append(
                replace(
                    row,
                    position=position,
                    shared=len(group) > 1,
                    separated_by="" if number else separated_by,
                )
            )
        position, above = position + len(group), level
    return result


def ties_listed_by(rows: Sequence[Row], listed: Callable[[Row], Any]) -> list[Row]:
    """The ranked rows with the rows sharing a position listed by `listed` (their names as a
    page's language sorts them) rather than by key; what separated them from the rows above
    stays on the group's first row."""
    result = []
    for _position, group in groupby(rows, key=lambda row: row.position):
        group = list(group)
        for number, row in enumerate(sorted(group, key=listed)):
            result.append(replace(row, separated_by="" if number else group[0].separated_by))
    return result


def _first_difference(order: Sequence[str], above: tuple, level: tuple) -> str:
    return next(step for step, one, other in zip(order, above, level, strict=True) if one != other)


def order_notes(
    rows: Sequence[Row], name_of: Mapping[str, str], order: Sequence[str] = DEFAULT_ORDER
) -> list[Said]:
    """What the standings say under them, as a league's table does: where a row was level
    with the one above on the order's first steps, the step that separated them; and the
    rows level on every step, sharing their position. `rows` as `ranked` gives them."""
    notes, above = [], None
    for row in rows:
        if row.separated_by and row.separated_by != order[0] and above is not None:
            level = [said(ORDER_STEPS[step]) for step in order[: order.index(row.separated_by)]]
            notes.append(
                said(
                    "{names} were level on {level}: {step} separated them.",
                    names=_listed([name_of[above.key], name_of[row.key]]),
                    level=_listed(level),
                    step=said(ORDER_STEPS[row.separated_by]),
                )
            )
        above = row
    for position, group in groupby((row for row in rows if row.shared), lambda r: r.position):
        notes.append(
            said(
                "{names} could not be separated and share position {position}.",
                names=_listed([name_of[row.key] for row in group]),
                position=position,
            )
        )
    return notes


def _listed(words: Sequence) -> "Said | str":
    """Names or steps as a sentence joins them: "A", "A and B", "A, B and C"."""
    if len(words) == 1:
        return words[0]
    return said("{names} and {last}", names=_commas(words[:-1]), last=words[-1])


def _commas(words: Sequence) -> "Said | str":
    if len(words) == 1:
        return words[0]
    return said("{first}, {rest}", first=words[0], rest=_commas(words[1:]))


# -- A season of nights -------------------------------------------------------------------

SEASON_RULE_NAMES = {  # named: the club's form says them translated
    "all": named("Every night counts"),
    "best": named("Only the best nights count"),
    "drop_worst": named("The worst nights are dropped"),
}


@dataclass(frozen=True)
class SeasonRule:
    """Which of a key's nights count: "all"; "best", the best `count` of them; or
    "drop_worst", every night of the season but the worst `count` (a night missed is a
    worst night, dropped first; with no more nights than that, every night counts)."""

    kind: str = "all"
    count: int = 1

    def __post_init__(self):
        if self.kind not in SEASON_RULE_NAMES:
            raise ValueError(f"no such season rule: {self.kind}")
        if self.kind != "all" and self.count < 1:
            raise ValueError("a season rule counts or drops at least one night")

    def counted(self, nights_held: int) -> int:
        """How many of a key's nights count, the season having held `nights_held`."""
        if self.kind == "best":
            return self.count
        if self.kind == "drop_worst" and nights_held > self.count:
            return nights_held - self.count
        return nights_held


def season_standings(
    nights: Sequence[Sequence[Row]], rule: SeasonRule, order: Sequence[str] = DEFAULT_ORDER
) -> list[Row]:
    """The season's rows: each key's best nights as the rule counts them (a night's row
    judged by the club's order, an earlier night first when two are level), added up and
    ranked by the same order."""
    by_key: dict[str, list[Row]] = {}
    for night in nights:
        for row in night:
            by_key.setdefault(row.key, []).append(row)
    counted = rule.counted(len(nights))
    totals = []
    for key, rows in by_key.items():
        kept = [rows[index] for index in counting_nights(rows, counted, order)]
        totals.append(
            Row(key, **{name: sum(getattr(row, name) for row in kept) for name in COUNTED})
        )
    return ranked(totals, order)


def counting_nights(rows: Sequence[Row], counted: int, order: Sequence[str]) -> list[int]:
    """Which of a key's night rows (in the nights' order) count: the indexes of the best
    `counted` by the club's order, an earlier night kept when two are level; in the nights'
    order. A season's page strikes the others through."""

    def best_first(index: int) -> tuple[int, ...]:
        return tuple(-getattr(rows[index], step) for step in order)

    # sorted() keeps level nights in order, so the earlier of two level nights is kept.
    return sorted(sorted(range(len(rows)), key=best_first)[:counted])
