"""Before a cup tie, the cup's page gives each team's chance to win it from its players'
ratings (issue 52): the team whose players have won more is the favourite; a tie played is
not guessed at any more."""

import datetime

import pytest
from django.urls import reverse
from django.utils import timezone

from leagues.models import Player
from people.models import RatedResult
from tests.leagues.cups import WON, the_final

pytestmark = pytest.mark.django_db


def chances_on(client, season, cup) -> str:
    page = client.get(reverse("leagues-cup", args=[season.slug, cup.pk])).content.decode()
    return page.split("The chance to win each tie to come")[1] if "each tie to come" in page else ""


def test_the_stronger_team_is_the_favourite_before_the_tie(client, league):
    season, _fixture, people = league
    cup, tie = the_final(season, people)
    assert chances_on(client, season, cup) == ""  # the Crown has no players: nothing to say
    with season.changing():
        for team in (tie.home, tie.away):
            for number in range(4):
                Player.objects.create(team=team, name=f"{team.code} {number}")
    assert "50%" in chances_on(client, season, cup)  # nobody rated yet: even
    swan = list(Player.objects.filter(team=tie.home).values_list("person", flat=True))
    crown = list(Player.objects.filter(team=tie.away).values_list("person", flat=True))
    start = timezone.now() - datetime.timedelta(days=40)
    for number in range(6):  # the Swan's pairs beat the Crown's at a club night, say
        sides = [
            [swan[number % 2], swan[number % 2 + 2]],
            [crown[number % 2], crown[number % 2 + 2]],
        ]
        when = start + datetime.timedelta(days=number)
        RatedResult.objects.record(f"club:table:{number}", when, sides, [11, 4], 0)
    shown = chances_on(client, season, cup)
    home_chance = int(shown.split(f"{tie.home.name}</bdi> ")[1].split("%")[0])
    assert home_chance > 60
    tie.send_card(people["secretary"], WON)  # played: no chance shown any more
    assert chances_on(client, season, cup) == ""
