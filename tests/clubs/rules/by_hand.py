"""The tests' own standings, by the plainest loops (apart from clubs/rules/standings.py):
a night's counts per key, positions shared by rows level on every step, and a season's
counted nights."""

STEPS = {
    "games_won": lambda row: row["won"],
    "points_difference": lambda row: row["points_for"] - row["points_against"],
    "points_for": lambda row: row["points_for"],
}


def night_by_hand(games, sat_out: dict[int, list[str]], bye_won=True) -> dict[str, dict]:
    """games: (sides, points, winner); every count per key in a dict."""
    rows = {}

    def row(key):
        if key not in rows:
            rows[key] = {"played": 0, "won": 0, "drawn": 0, "lost": 0}
            rows[key].update(points_for=0, points_against=0, byes=0)
        return rows[key]

    for sides, points, winner in games:
        for index, side in enumerate(sides):
            for key in side:
                r = row(key)
                r["played"] += 1
                r["points_for"] += points[index]
                for other in range(len(sides)):
                    if other != index:
                        r["points_against"] += points[other]
                if winner is None:
                    r["drawn"] += 1
                elif winner == index:
                    r["won"] += 1
                else:
                    r["lost"] += 1
    for keys in sat_out.values():
        for key in keys:
            r = row(key)
            r["byes"] += 1
            if bye_won:
                r["played"] += 1
                r["won"] += 1
    return rows


def positions_by_hand(rows: dict[str, dict], order) -> list[tuple[int, str]]:
    """(position, key) best first: a key's position is one more than the number of keys
    strictly better on the order's steps taken in turn."""

    def values(key):
        return [STEPS[step](rows[key]) for step in order]

    listed = []
    for key in rows:
        better = sum(1 for other in rows if values(other) > values(key))
        listed.append((better + 1, key))
    return sorted(listed)


def season_by_hand(nights: list[dict[str, dict]], kind: str, count: int, order) -> dict:
    """Each key's counted nights added up: all; the best `count`; all but the worst
    `count` of the season's nights (a night missed the worst)."""
    totals = {}
    keys = {key for night in nights for key in night}
    for key in keys:
        mine = [night[key] for night in nights if key in night]
        mine.sort(key=lambda row: [STEPS[step](row) for step in order], reverse=True)
        if kind == "best":
            mine = mine[:count]
        elif kind == "drop_worst" and len(nights) > count:
            mine = mine[: len(nights) - count]
        total = {name: 0 for name in mine[0]} if mine else {}
        for row in mine:
            for name, value in row.items():
                total[name] += value
        total["nights"] = len(mine)
        totals[key] = total
    return totals
