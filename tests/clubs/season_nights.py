"""A club's season made straight in the database, through the club's door, for the tests of
its season standings and players' pages: nights of random tables with typed results (some
corrected: a second version), individual and pair nights, some players missing some nights;
and the season counted from the stored rows by a plain loop (`season_by_loop`)."""

import datetime
import random

from clubs.models import Attendance, ClubPlayer, ClubTable, Night, Pair, Round, TableResult
from tests.clubs.nights import NAMES

FIRST = datetime.date(2026, 1, 8)


def players(club, count: int) -> list[ClubPlayer]:
    with club.changing() as club:
        return [ClubPlayer.objects.create(club=club, name=name) for name in NAMES[:count]]


def played_night(club, date, present, night_format="individual", rounds=3, rng=None):
    """A night of `rounds` rounds among `present` (players), tables of two sides of two
    players (or of one pair each), whoever does not fill a table sitting out, every table
    with a typed result and every third corrected by a second version."""
    rng = rng or random.Random(str(date))
    with club.changing() as club:
        night = Night.objects.create(
            club=club, date=date, format=night_format, rounds_planned=rounds
        )
        for player in present:
            Attendance.objects.create(night=night, player=player)
        keys = [str(player.pk) for player in present]
        if night_format != "individual":
            keys = [
                str(Pair.objects.create(night=night, number=n, first=a, second=b).pk)
                for n, (a, b) in enumerate(zip(present[::2], present[1::2], strict=False), 1)
            ]
        per_table = 2 if night_format != "individual" else 4
        for number in range(1, rounds + 1):
            _a_round(night, number, rng.sample(keys, len(keys)), per_table, rng)
    return night


def _a_round(night, number, keys, per_table, rng):
    seated = len(keys) - len(keys) % per_table
    drawn = Round.objects.create(night=night, number=number, sitting_out=keys[seated:])
    half = per_table // 2
    for table_number, start in enumerate(range(0, seated, per_table), 1):
        group = keys[start : start + per_table]
        sides = [group[:half], group[half:]]
        table = ClubTable.objects.create(round=drawn, number=table_number, sides=sides)
        for version in (1, 2) if table_number % 3 == 0 else (1,):
            points = [rng.randrange(0, 20), rng.randrange(0, 20)]
            winner = None if points[0] == points[1] else int(points[1] > points[0])
            TableResult.objects.create(table=table, version=version, points=points, winner=winner)


def a_season(club, count=10, nights=5, seed=51):
    """`nights` nights a week apart from FIRST among `count` players, each night missing some
    of them; every fourth night a Swiss of pairs."""
    rng = random.Random(seed)
    everyone = players(club, count)
    made = []
    for week in range(nights):
        present = sorted(rng.sample(everyone, rng.randrange(count - 3, count + 1)), key=str)
        night_format = "swiss" if week % 4 == 3 else "individual"
        date = FIRST + datetime.timedelta(weeks=week)
        made.append(played_night(club, date, present, night_format, rng=rng))
    return everyone, made


# -- The count by a plain loop ----------------------------------------------------------------


def night_by_loop(night: Night) -> dict[str, dict[str, int]]:
    """Each player's night from the stored rows: a table's newest typed version; a pair's
    result is each of its players'; a round sat out a game won with no points."""
    pairs = {str(p.pk): [str(p.first_id), str(p.second_id)] for p in night.pairs.all()}
    tally: dict[str, dict[str, int]] = {}

    def add(key, **counts):
        for player in pairs.get(key, [key]):
            row = tally.setdefault(player, {"played": 0, "won": 0, "for": 0, "against": 0})
            for name, value in counts.items():
                row[name] += value

    for drawn in Round.objects.filter(night=night):
        for key in drawn.sitting_out:
            add(key, played=1, won=1)
        for table in ClubTable.objects.filter(round=drawn):
            newest = TableResult.objects.filter(table=table).order_by("-version").first()
            for index, side in enumerate(table.sides):
                mine = newest.points[index]
                for key in side:
                    add(key, played=1, won=int(newest.winner == index), **{"for": mine})
                    add(key, against=sum(newest.points) - mine)
    return tally


STEPS = {  # each order step, as a value of a player's counts (more is better)
    "games_won": lambda row: row["won"],
    "points_difference": lambda row: row["for"] - row["against"],
    "points_for": lambda row: row["for"],
}
DEFAULT = ("games_won", "points_difference", "points_for")


def season_by_loop(nights, kind: str, count: int, order=DEFAULT):
    """Each player's season: their nights judged by the order's steps (an earlier night first
    when level), the rule's nights kept and added up; and the positions, level rows sharing
    one. Returns {player: (position, totals, kept dates)}."""
    held = len(nights)
    keep = {"all": held, "best": count, "drop_worst": held - count if held > count else held}[kind]
    theirs: dict[str, list] = {}
    for night in sorted(nights, key=lambda n: n.date):
        for player, row in night_by_loop(night).items():
            theirs.setdefault(player, []).append((night.date, row))

    def level(row):
        return tuple(STEPS[step](row) for step in order)

    totals = {}
    for player, rows in theirs.items():
        judged = sorted(rows, key=lambda item: (tuple(-v for v in level(item[1])), item[0]))
        kept = judged[:keep]
        sums = {name: sum(row[name] for _, row in kept) for name in ("played", "won", "for")}
        sums["against"] = sum(row["against"] for _, row in kept)
        totals[player] = (sums, {date for date, _ in kept})
    return {
        player: (
            1 + sum(level(other[0]) > level(sums) for other in totals.values()),
            sums,
            kept,
        )
        for player, (sums, kept) in totals.items()
    }
