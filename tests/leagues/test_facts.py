"""Each league fact is said once, in leagues/rules/facts.py: the season's fields, the
secretary's form and the league file read their defaults, choices and bounds from there."""

import dataclasses

from hypothesis import given
from hypothesis import strategies as st

from leagues.forms import SeasonForm
from leagues.models import Season
from leagues.models.league import rules_of, season_fields
from leagues.rules.facts import (
    AGGREGATE_TIE_NAMES,
    DEFAULT_RULES,
    DEFAULT_TIE_BREAKERS,
    RULE_BOUNDS,
    AggregateTie,
    LeagueRules,
)
from leagues.rules.league_file import RULE_KEYS


def test_the_seasons_defaults_are_the_default_rules():
    assert rules_of(Season()) == DEFAULT_RULES
    choices = dict(Season._meta.get_field("aggregate_tie").choices)
    assert list(choices) == list(AggregateTie) == list(AGGREGATE_TIE_NAMES)


def test_the_season_form_starts_from_the_default_rules():
    form = SeasonForm()
    for name in RULE_BOUNDS:
        field = form.fields[name]
        # The target starts empty: left so, the season plays to its chosen game's own target.
        assert field.initial == (None if name == "target" else getattr(DEFAULT_RULES, name))
        assert (field.min_value, field.max_value) == RULE_BOUNDS[name]
    assert form.fields["aggregate_tie"].initial == DEFAULT_RULES.aggregate_tie
    assert [form.fields[f"breaker_{n}"].initial for n in range(1, 5)] == list(DEFAULT_TIE_BREAKERS)
    assert f"({DEFAULT_RULES.match_total} by default)" in str(
        form.fields["walkover_points"].help_text
    )


def test_the_league_file_knows_every_rule():
    assert {field.name for field in dataclasses.fields(LeagueRules)} == RULE_KEYS


rules = st.builds(
    LeagueRules,
    target=st.integers(*RULE_BOUNDS["target"]),
    games_per_match=st.integers(*RULE_BOUNDS["games_per_match"]),
    game_win_points=st.integers(*RULE_BOUNDS["game_win_points"]),
    aggregate_points=st.integers(*RULE_BOUNDS["aggregate_points"]),
    aggregate_tie=st.sampled_from([tie.value for tie in AggregateTie]),
    walkover_points=st.none() | st.integers(*RULE_BOUNDS["walkover_points"]),
    tie_breakers=st.permutations(DEFAULT_TIE_BREAKERS).map(tuple),
)


@given(rules)
def test_a_seasons_fields_give_back_its_rules(given_rules):
    assert rules_of(Season(**season_fields(given_rules))) == given_rules
