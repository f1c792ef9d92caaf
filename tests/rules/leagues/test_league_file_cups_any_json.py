"""A league file's cups hold any JSON a file may hold: whatever is under "cups", or put in
place of any one value of the worked example's cup, is read or refused with problems, never
an error (leagues/rules/league_file_cups.py)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from leagues.rules.league_file import LeagueFileError, read_league_file
from tests.rules.leagues.test_league_file_cups import with_cup

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**6), 10**6) | st.text(max_size=8)
    | st.sampled_from(["fox", "goat", "swan", "aggregate", "bracket", "walkover", "2026-10-07"]),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(
        st.sampled_from(["name", "level_rule", "draw_mode", "rounds", "ties", "home", "away",
                         "games", "extra", "winner", "decided_by", "number", "date",
                         "draw_number"]),
        inner, max_size=6),
    max_leaves=30,
)  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(JSON)
def test_any_json_under_cups_is_read_or_refused_never_an_error(cups):
    league = with_cup()
    league["cups"] = cups
    try:
        read_league_file(league)
    except LeagueFileError as refused:
        assert refused.problems


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_any_json_in_the_worked_examples_cup_is_read_or_refused(data):
    """The worked example's cup with one value anywhere in it replaced by any JSON."""
    league = with_cup()
    places = []

    def walk(value, path):
        places.append(path)
        if isinstance(value, dict | list):
            for key, child in value.items() if isinstance(value, dict) else enumerate(value):
                walk(child, (*path, key))

    walk(league["cups"], ())
    path = data.draw(st.sampled_from(places[1:]))
    target = league["cups"]
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = data.draw(JSON)
    try:
        read_league_file(league)
    except LeagueFileError as refused:
        assert refused.problems
