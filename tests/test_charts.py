"""The charts: coordinates worked out in plain Python (kernel/charts.py), a season's
positions night by night (leagues/rules/table.py), and the pages that draw them with their
text alternatives."""

import datetime
import re
import uuid
from fractions import Fraction

import pytest
from django.urls import reverse
from hypothesis import given
from hypothesis import strategies as st

from kernel.charts import BOTTOM, HEIGHT, LEFT, MOST_X_LABELS, RIGHT, TOP, WIDTH, line_chart
from leagues.rules import LeagueRules, MatchResult, standings
from leagues.rules.table import positions_by_night, season_story
from scoring.models import Game

RULES = LeagueRules()
WIN = ((15, 3), (15, 4), (2, 15), (15, 9))
TEAMS = {"a": "Anchor", "b": "Bell", "c": "Crown"}


def night(n: int) -> datetime.date:
    return datetime.date(2026, 9, 3) + datetime.timedelta(days=7 * n)


def test_positions_after_each_night_the_undated_last():
    results = [
        MatchResult("c", "a", WIN, played_on=night(1)),
        MatchResult("a", "b", WIN, played_on=night(0)),
        MatchResult("b", "c", WIN),  # undated: one last step
        MatchResult("a", "c", WIN, played_on=night(1)),  # the same night as c v a
    ]
    nights = positions_by_night(TEAMS, results, RULES)
    assert [when for when, _ in nights] == [night(0), night(1), None]
    assert nights[0][1] == {"a": 1, "b": 2, "c": 3}  # b and c level on 0: b won a game
    assert nights[1][1] == {"a": 1, "c": 2, "b": 3}  # a and c split the night, a has more games
    assert nights[2][1] == {row.team: row.position for row in standings(TEAMS, results, RULES).rows}


matches = st.lists(
    st.tuples(
        st.sampled_from(list(TEAMS)),
        st.sampled_from(list(TEAMS)),
        st.lists(st.tuples(st.integers(0, 14), st.booleans()), min_size=4, max_size=4),
        st.none() | st.integers(0, 5),
    ).filter(lambda m: m[0] != m[1]),
    max_size=12,
)


@given(matches)
def test_the_last_night_is_the_table(drawn):
    results = [
        MatchResult(
            home,
            away,
            tuple((15, loser) if home_won else (loser, 15) for loser, home_won in games),
            played_on=None if week is None else night(week),
        )
        for home, away, games, week in drawn
    ]
    nights = positions_by_night(TEAMS, results, RULES)
    whole = standings(TEAMS, results, RULES)
    table = {row.team: row.position for row in whole.rows}
    assert (nights[-1][1] if nights else table) == table
    assert len(nights) == len({result.played_on for result in results})
    # The season page takes its table from the story's last night, notes and all.
    story = season_story(TEAMS, results, RULES).table
    assert [row.team for row in story.rows] == [row.team for row in whole.rows]
    assert story.notes == whole.notes


def test_a_chart_puts_the_values_in_its_box():
    chart = line_chart(
        "Positions",
        "summary",
        ["3 Sep", "10 Sep", "17 Sep"],
        {"Anchor": [1, 2, 3], "Bell": [3, 1, 1]},
        lowest=1,
        highest=3,
        downward=True,
        emphasis=["Bell"],
        y_labels=[1, 3],
    )
    bell, anchor = {line.name: line for line in chart.lines}["Bell"], chart.lines[0]
    assert anchor.name == "Anchor" and anchor.style == ""  # the background is drawn first
    assert bell.style == "a" and chart.lines[-1] is bell
    middle = (LEFT + WIDTH - RIGHT) / 2
    assert bell.points == f"{LEFT},{HEIGHT - BOTTOM} {middle:g},{TOP} {WIDTH - RIGHT},{TOP}"
    assert chart.y_ticks == ((TOP, "1"), (HEIGHT - BOTTOM, "3"))
    assert chart.columns == ("Bell",) and chart.rows[1] == ("10 Sep", (1,))


def test_a_right_to_left_chart_runs_from_the_right():
    """On a Persian or Urdu page the first night is at the right and the values' labels stand
    at the right; the last label still ends at its point (its end is its left edge there)."""
    both = {
        rtl: line_chart(
            "t", "s", ["a", "b", "c"], {"x": [1, 2, 3]}, 1, 3, y_labels=[1, 3], right_to_left=rtl
        )
        for rtl in (False, True)
    }
    ltr_points = [point.split(",") for point in both[False].lines[0].points.split()]
    rtl_points = [point.split(",") for point in both[True].lines[0].points.split()]
    assert [(WIDTH - float(x), y) for x, y in ltr_points] == [(float(x), y) for x, y in rtl_points]
    assert both[True].x_ticks[0][0] == WIDTH - LEFT and both[True].x_ticks[-1][2] == "end"
    assert both[False].y_label_x < LEFT and both[True].y_label_x > WIDTH - LEFT
    assert (both[True].left, both[True].right_edge) == (RIGHT, WIDTH - LEFT)


def test_a_long_chart_labels_a_few_nights_and_always_the_last():
    labels = [str(n) for n in range(1, 79)]
    chart = line_chart("t", "s", labels, {"x": list(range(78))}, 0, 77)
    shown = [label for _, label, _ in chart.x_ticks]
    assert chart.x_ticks[-1][2] == "end" and chart.x_ticks[0][2] == "middle"
    assert len(shown) <= MOST_X_LABELS + 1 and shown[0] == "1" and shown[-1] == "78"
    assert chart.lines[0].style == "a"  # no emphasis asked: every line is drawn in a style


def test_half_points_and_a_single_night_are_drawn():
    chart = line_chart("t", "s", ["start"], {"x": [Fraction(45, 2)]}, 0, 45, guide=30)
    middle = ((LEFT + WIDTH - RIGHT) / 2, (TOP + HEIGHT - BOTTOM) / 2)
    assert chart.lines[0].points == f"{middle[0]:g},{middle[1]:g}"
    assert chart.guide is not None and TOP < chart.guide < HEIGHT - BOTTOM


@pytest.mark.django_db
def test_the_season_and_team_pages_draw_the_positions_with_a_table_beside(client):
    from tests.conftest import import_example_league

    season = import_example_league()
    page = client.get(reverse("leagues-season", args=[season.slug])).content.decode()
    assert (
        '<svg viewBox="0 0 320 180" role="img" aria-labelledby="positions-title positions-desc"'
        in page
    )
    assert "League position after each match night" in page
    # The top three drawn over the rest, and they are the table's columns.
    assert (
        page.count('<polyline class="series series-') == 3 and '<th scope="row">17 Sep</th>' in page
    )
    team = client.get(reverse("leagues-team", args=[season.slug, "crown"])).content.decode()
    assert team.count('<polyline class="series series-a"') == 1
    assert '<polyline class="series"' in team
    assert "The Crown: 1, 1, 2." in team  # won on 3 Sep, led after the draw, then lost


@pytest.mark.django_db
def test_a_finished_game_shows_its_running_score(client):
    sides = [{"id": "A", "name": "Red Lion"}, {"id": "B", "name": "Crown"}]
    game = Game.objects.create(game="allfours", variant="trinidad", sides=sides, first_dealer="A")
    hand = {"turned": ["4"], "high": "A", "low": "B", "game": "A"}
    live = reverse("scoring-live", args=[game.public_id])
    for n in range(6):
        game.add_hand({**hand, "dealer": "AB"[n % 2]}, uuid.uuid4())
    assert "The score after each hand" not in client.get(live).content.decode()
    game.add_hand({**hand, "dealer": "B"}, uuid.uuid4())
    page = client.get(live).content.decode()
    assert "The score after each hand" in page and 'class="guide"' in page
    assert "The running score over 7 hands to 14: Red Lion 14, Crown 7." in page
    assert '<th scope="row">start</th><td>0</td><td>0</td>' in page


@pytest.mark.django_db
def test_a_klaverjas_boom_draws_no_target_across_its_points(client):
    """A boom of 16 deals ends after its deals, whatever the points: its chart's x axis ends at
    the 16th deal, and no level is drawn at 16 on the points' axis (issue 48)."""
    sides = [{"id": "A", "name": "Wij"}, {"id": "B", "name": "Zij"}]
    game = Game.objects.create(game="bela", variant="klaverjas", sides=sides, first_dealer="A")
    deal = {"maker": "A", "card_points": {"A": 100, "B": 62}, "roem": []}
    for _ in range(16):
        game.add_hand(deal, uuid.uuid4())
    page = client.get(reverse("scoring-live", args=[game.public_id])).content.decode()
    assert "The score after each hand" in page and 'class="guide"' not in page
    assert "The running score over 16 deals of a boom of 16: Wij 1600, Zij 992." in page
    ticks = re.findall(r'<text class="tick"[^>]*dominant-baseline="middle">([^<]+)<', page)
    assert ticks == ["0", "1600"]  # the points' axis, labelled by the points alone
