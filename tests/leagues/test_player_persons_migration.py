"""The migration that gives every existing league player a person (0027) follows the rule a
new player does (Player.find_person): taken back before it and forward again, the players
fall into the same persons as the site made them, an account's players its one person.
Runs on PostgreSQL too (DATABASE_URL)."""

import pytest
from django.contrib.auth.models import User

from leagues.models import Player, Season
from leagues.models.next_season import start_next_season
from leagues.models.team_changes import change_team
from tests.leagues.test_card_rows_migration import AFTER, migrate

BEFORE = [("leagues", "0026_bela_seasons_own_target")]


def persons_as_groups() -> set[frozenset[int]]:
    """The players grouped by their person (which pk each person has does not matter)."""
    groups = {}
    for pk, person in Player.objects.values_list("pk", "person"):
        assert person is not None
        groups.setdefault(person, set()).add(pk)
    return {frozenset(group) for group in groups.values()}


@pytest.mark.django_db(transaction=True)
def test_existing_players_get_the_persons_a_new_player_would():
    secretary = User.objects.create_user("sec")
    pat = User.objects.create_user("pat")
    season = Season.start(secretary, "Old League", "2025")
    season.add_team("Swan", "", [], ["Ann", "Bob"])
    season.add_team("Crown", "", [], ["Ann"])  # another Ann: another team
    with season.changing():
        Player.objects.create(team=season.teams.get(code="swan"), name="Pat", user=pat)
    other = Season.start(secretary, "Other League", "2025")
    other.add_team("Swan", "", [], ["Bob"])  # another league's Bob
    with other.changing():
        Player.objects.create(team=other.teams.get(), name="Pat P", user=pat)
    following, _ = start_next_season(season, secretary, "2026")
    swan = following.teams.get(code="swan")
    change_team(swan, "Swan", "", [], {}, ["Cy"], by=secretary)
    made = persons_as_groups()
    try:
        migrate(BEFORE)
        migrate(AFTER)
        assert persons_as_groups() == made
        pats = Player.objects.filter(user=pat).values_list("person__user", flat=True)
        assert set(pats) == {pat.pk}
    finally:
        migrate(AFTER)
