"""A season's pages say what its pair games are played to in the players' words: a points
game's target, a boom's deals (a Klaverjas boom has no points target to show)."""

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from leagues.models import Season
from leagues.models.house_rules import change_house_rules
from tests.doors import new_league, new_season

pytestmark = pytest.mark.django_db


def a_season(variant: str, options: dict) -> Season:
    secretary = User.objects.create_user("sec")
    league = new_league("Kroeg", slug="kroeg", secretary=secretary)
    season = new_season(league, name="2026", slug="kroeg-2026")
    with season.changing():
        change_house_rules(season, variant, options)
    return season


@pytest.mark.parametrize(
    "variant, options, said",
    [
        ("bela:croatian", {}, "The pair games are Croatian Bela (four-handed), played to 1001."),
        ("bela:klaverjas", {"end": "boom"}, "Klaverjas (Dutch, four-handed), played to 16 deals."),
        ("bela:klaverjas", {"end": "points"}, "Klaverjas (Dutch, four-handed), played to 1500."),
    ],
)
def test_the_manage_and_season_pages_say_what_a_game_is_played_to(client, variant, options, said):
    season = a_season(variant, options)
    client.force_login(season.league.secretary)
    manage = client.get(reverse("leagues-manage", args=[season.slug])).content.decode()
    assert said in manage
    season_page = client.get(reverse("leagues-season", args=[season.slug])).content.decode()
    assert f"games to {said.rsplit('played to ', 1)[1].rstrip('.')}" in season_page
