"""A night's results as files (docs/record-format.md, "Club night files"): the
`pegboard-club-night/1` JSON, and the rows of its two CSVs (the tables' results, the
standings). Public, as a league's are: names and scores, never a game's link."""

from clubs.club_ratings import NightRatings
from clubs.night_sheets import NightSheet, TableSheet

FORMAT = "pegboard-club-night/1"

RESULT_COLUMNS = ["round", "table", "side", "players", "points", "result", "source", "version"]
STANDING_COLUMNS = [
    "position",
    "shared",
    "name",
    "played",
    "won",
    "drawn",
    "lost",
    "points for",
    "points against",
    "byes",
    "separated by",
]


def night_record(sheet: NightSheet) -> dict:
    night = sheet.night
    rated = NightRatings(night, [table for drawn in sheet.rounds for table in drawn.tables])
    return {
        "format": FORMAT,
        "club": night.club.name,
        "club_slug": night.club.slug,
        "night": night.pk,
        "date": night.date.isoformat(),
        "title": night.title,
        "variant": night.club.variant,
        "night_format": night.format,
        "finished": night.finished,
        "rounds": [
            {
                "number": drawn.number,
                "closed": drawn.closed,
                "sitting_out": drawn.sitting_out,
                "tables": [_table(table, rated) for table in drawn.tables],
            }
            for drawn in sheet.rounds
        ],
        "standings": [
            {
                "position": each.row.position,
                "shared": each.row.shared,
                "players": each.players,
                "played": each.row.played,
                "won": each.row.won,
                "drawn": each.row.drawn,
                "lost": each.row.lost,
                "points_for": each.row.points_for,
                "points_against": each.row.points_against,
                "byes": each.row.byes,
                "separated_by": each.row.separated_by or None,
            }
            for each in sheet.standings
        ],
    }


def _table(table: TableSheet, rated: "NightRatings") -> dict:
    score = table.score
    # A handicapped club's table has its starts; any other began level at 0.
    starts = [start for _side, start in table.starts] or [0] * len(table.sides)
    return {
        "number": table.number,
        "sides": [
            {"players": side.players, "start": start, "points": side.points, **rated.side(keys)}
            for side, keys, start in zip(table.sides, table.keys, starts, strict=True)
        ],
        "winner": score.winner if score else None,
        "result": table.source or None,
        "version": score.version if score else None,
        "rated": rated.source(table),
    }


def result_rows(sheet: NightSheet) -> list[list]:
    """A row for each side of each table: its players, its points, whether it won, lost or
    drew (empty while the table has no result), and where the result comes from."""
    rows = []
    for drawn in sheet.rounds:
        for table in drawn.tables:
            version = table.score.version if table.score and table.score.version else ""
            for side in table.sides:
                rows.append(
                    [
                        drawn.number,
                        table.number,
                        side.letter,
                        side.name,
                        "" if side.points is None else side.points,
                        _outcome(table, side),
                        table.source,
                        version,
                    ]
                )
    return rows


def _outcome(table: TableSheet, side) -> str:
    if table.score is None:
        return ""
    if table.score.winner is None:
        return "drawn"
    return "won" if side.won else "lost"


def standing_rows(sheet: NightSheet) -> list[list]:
    return [
        [
            each.row.position,
            "yes" if each.row.shared else "",
            each.name,
            each.row.played,
            each.row.won,
            each.row.drawn,
            each.row.lost,
            each.row.points_for,
            each.row.points_against,
            each.row.byes,
            each.row.separated_by,
        ]
        for each in sheet.standings
    ]
