"""The season's story as a picture: each team's league position after every match night
(kernel/charts.py draws it)."""

from django.utils.formats import date_format
from django.utils.translation import get_language_bidi, gettext

from kernel.charts import LineChart, line_chart
from kernel.words import listed, parts_separator
from leagues.rules.table import Night, Table

LEADERS = 3  # the season page draws the top three over the rest


def positions_chart(table: Table, nights: list[Night], emphasis: list[str]) -> LineChart | None:
    """Positions by match night (leagues.rules.table.season_story: no query); None before
    there are two nights to join. `emphasis`: the teams drawn over the rest."""
    names = {row.team: row.name for row in table.rows}
    if len(nights) < 2:
        return None
    undated = gettext("undated")
    labels = [date_format(night, "MONTH_DAY_FORMAT") if night else undated for night, _ in nights]
    series = {names[team]: [positions[team] for _, positions in nights] for team in names}
    teams = len(names)
    shown = [names[team] for team in emphasis]
    each = parts_separator().join(f"{name}: {listed(map(str, series[name]))}" for name in shown)
    summary = gettext("Positions from the first night to the last (1 is the top): %(each)s.")
    return line_chart(
        title=gettext("League position after each match night"),
        summary=summary % {"each": each},
        x_labels=labels,
        series=series,
        lowest=1,
        highest=teams,
        downward=True,
        emphasis=shown,
        y_labels=sorted({1, (teams + 1) // 2, teams}),
        right_to_left=get_language_bidi(),
    )
