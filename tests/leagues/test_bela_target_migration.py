"""Bela seasons stranded at 15 (issue 48): a season given Croatian Bela or Klaverjas after it
was made kept the All Fours target of 15, and its phone games were won after one hand. The
migration gives each its game's own target while no card is in, and leaves the rest alone.
Runs on PostgreSQL too (DATABASE_URL)."""

import datetime

import pytest
from django.contrib.auth.models import User

from leagues.models import CardLine, Season
from tests.leagues.test_card_rows_migration import AFTER, migrate

BEFORE = [("leagues", "0025_json_text_writable")]


def season_at(secretary, name: str, variant: str, target: int = 15) -> Season:
    """A season of `variant` whose stored target is `target`, as choosing the game left it."""
    season = Season.start(secretary, "Old League", name)
    season.set_house_rules(variant, {})
    with season.changing():
        Season.objects.filter(pk=season.pk).update(target=target)
    season.refresh_from_db()
    return season


@pytest.mark.django_db(transaction=True)
def test_bela_seasons_at_15_take_their_games_target_until_a_card_is_in():
    secretary = User.objects.create_user("sec")
    croatian = season_at(secretary, "2024-25", "bela:croatian")
    klaverjas = season_at(secretary, "2025-26", "bela:klaverjas")
    played = season_at(secretary, "2023-24", "bela:croatian")
    chosen = season_at(secretary, "2022-23", "bela:croatian", target=501)
    all_fours = season_at(secretary, "2021-22", "trinidad")
    for code in ("Crown", "Swan"):
        played.add_team(code, "", [], [f"{code} One", f"{code} Two"])
    played.generate_fixtures(datetime.date(2024, 9, 5), 1)
    games = [CardLine(15, 9), CardLine(16, 3), CardLine(15, 14), CardLine(20, 12)]
    played.fixtures.first().send_card(secretary, games)  # played to 15: its cards say so
    versions = dict(Season.objects.values_list("pk", "version"))
    try:
        migrate(BEFORE)
        migrate(AFTER)
        targets = dict(Season.objects.values_list("pk", "target"))
        assert targets[croatian.pk] == 1001 and targets[klaverjas.pk] == 1500
        assert targets[played.pk] == 15 and targets[chosen.pk] == 501
        assert targets[all_fours.pk] == 15
        assert Season.objects.get(pk=croatian.pk).version == versions[croatian.pk] + 1
        assert Season.objects.get(pk=played.pk).version == versions[played.pk]
    finally:
        migrate(AFTER)
