"""Line charts drawn on the server as SVG (a game's running score, a season's positions):
the coordinates are worked out here, templates/_line_chart.html draws them with its text
alternative. No JavaScript, and the page's CSS colours them, so dark mode just works.

On a right-to-left page (Persian, Urdu) time runs from the right, as the page reads, and the
values' labels stand at the right. The labels keep their anchors: a text's "end" is its left
edge in a right-to-left page, so the last label still ends inside the picture."""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

WIDTH, HEIGHT = 320, 180
LEFT, RIGHT, TOP, BOTTOM = 30, 10, 10, 24  # room for the labels
MOST_X_LABELS = 6  # along the bottom: more would run into each other on a phone
STYLES = "abcd"
# The plot's edges and the values' labels on a right-to-left page: the room for the labels
# is at the right.
MIRRORED = {"left": RIGHT, "right_edge": WIDTH - LEFT, "y_label_x": WIDTH - LEFT + 4}


@dataclass(frozen=True)
class Line:
    name: str
    values: tuple  # as given: the text alternative's row
    points: str  # "x,y x,y ..." in the chart's box
    style: str  # "a", "b", "c", "d": told apart by dash as well as colour; "": in the background


@dataclass(frozen=True)
class LineChart:
    title: str
    summary: str  # what the picture shows, in a sentence (its description for screen readers)
    x_labels: tuple[str, ...]
    x_ticks: tuple[tuple[float, str, str], ...]  # x, label, and the label's anchor
    y_ticks: tuple[tuple[float, str], ...]
    lines: tuple[Line, ...]
    # The text alternative: a row per x label, a column per line (the emphasised ones only,
    # when some are: a team's own positions, not the whole league's).
    columns: tuple[str, ...] = ()
    rows: tuple[tuple[str, tuple], ...] = ()
    guide: float | None = None  # a level drawn across (a game's target), as y
    width: int = WIDTH
    height: int = HEIGHT
    left: int = LEFT  # where the grid lines start and end
    right_edge: int = WIDTH - RIGHT
    y_label_x: int = LEFT - 4  # where the values' labels stand (anchored at their end)
    floor: int = HEIGHT - BOTTOM

    @property
    def keyed(self) -> tuple[Line, ...]:
        """The lines drawn in a style of their own, named in the key under the picture (on a
        40-team season's chart, one line of 40)."""
        return tuple(line for line in self.lines if line.style)


@dataclass(frozen=True)
class _Scale:
    """Where a chart places its x labels (by index) and its values, in the picture's units."""

    count: int
    lowest: float
    highest: float
    downward: bool
    right_to_left: bool

    def x(self, index: int) -> float:
        count = self.count
        along = LEFT + (WIDTH - LEFT - RIGHT) * (index / (count - 1) if count > 1 else 0.5)
        return round(WIDTH - along if self.right_to_left else along, 1)

    def y(self, value: float) -> float:
        span = (self.highest - self.lowest) or 1
        share = float(value - self.lowest) / float(span)  # (three-handed Bela has half points)
        share = share if self.downward else 1 - share
        return round(TOP + (HEIGHT - TOP - BOTTOM) * share, 1)

    def x_ticks(self, x_labels: Sequence[str]) -> tuple:
        """Every step-th label, the last one always; the last ends at its point, so it stays
        inside the picture."""
        count = self.count
        step = max(1, -(-count // MOST_X_LABELS))
        shown = sorted({*range(0, count, step), count - 1}) if count else []
        return tuple(
            (self.x(i), x_labels[i], "end" if i == count - 1 and count > 1 else "middle")
            for i in shown
        )


def _drawn_lines(
    series: Mapping[str, Sequence[float]], scale: _Scale, emphasis: list[str]
) -> list[Line]:
    """Each series as a line of points, the emphasised ones last, so they lie on top, in the
    order asked for. Each x and each value is placed once: a 40-team season's chart has 40
    lines of 40 points each, over the same nights and the same 40 positions."""

    def style(name: str) -> str:
        return STYLES[emphasis.index(name) % len(STYLES)] if name in emphasis else ""

    xs = [f"{scale.x(i):g}," for i in range(scale.count)]
    every = {value for values in series.values() for value in values if value is not None}
    ys = {value: f"{scale.y(value):g}" for value in every}
    lines = [
        Line(
            name,
            tuple(values),
            " ".join([xs[i] + ys[v] for i, v in enumerate(values) if v is not None]),
            style(name),
        )
        for name, values in series.items()
    ]
    lines.sort(key=lambda line: (bool(line.style), line.style))
    return lines


def line_chart(
    title: str,
    summary: str,
    x_labels: Sequence[str],
    series: Mapping[str, Sequence[float]],
    lowest: float,
    highest: float,
    downward: bool = False,
    emphasis: Sequence[str] | None = None,
    guide: float | None = None,
    y_labels: Sequence[float] = (),
    right_to_left: bool = False,
) -> LineChart:
    """A chart of each series (a name and a value per x label) between `lowest` and
    `highest`; `downward` puts the lowest at the top (a league position: 1st is best).
    The series named in `emphasis` (every one, if None) are drawn in a style each, in that
    order, over the others; they are the text alternative's columns. `right_to_left` mirrors
    it for a right-to-left page."""
    scale = _Scale(len(x_labels), lowest, highest, downward, right_to_left)
    emphasis = list(series) if emphasis is None else list(emphasis)
    lines = _drawn_lines(series, scale, emphasis)
    in_table = [line for line in lines if line.style]
    return LineChart(
        title=title,
        summary=summary,
        x_labels=tuple(x_labels),
        x_ticks=scale.x_ticks(x_labels),
        y_ticks=tuple((scale.y(value), f"{value:g}") for value in y_labels),
        lines=tuple(lines),
        columns=tuple(line.name for line in in_table),
        rows=tuple(
            (label, tuple(line.values[i] for line in in_table)) for i, label in enumerate(x_labels)
        ),
        guide=scale.y(guide) if guide is not None else None,
        **(MIRRORED if right_to_left else {}),
    )
