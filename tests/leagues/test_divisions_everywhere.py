"""Every division everywhere (issue 48): the secretary names and renames divisions through
the season's door, an unnamed one is said in the reader's language; the league's history
lists the teams of every division, and the printed list labels divisions and cup rounds."""

import datetime

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from leagues.models import Cup, Season
from tests.leagues.divisions import FIRST, two_divisions

pytestmark = pytest.mark.django_db


def rename(client, season, division, name):
    url = reverse("leagues-rename-division", args=[season.slug, division.order])
    return client.post(url, {"name": name})


def test_the_secretary_renames_a_division_and_empties_it_back_to_the_default(client):
    season = two_divisions()
    top = season.divisions.get(order=1)
    client.force_login(season.league.secretary)
    version = Season.objects.get(pk=season.pk).version
    assert rename(client, season, top, "Gold Division").status_code == 302
    top.refresh_from_db()
    assert top.shown_name == "Gold Division"
    assert Season.objects.get(pk=season.pk).version == version + 1  # through the door
    refused = rename(client, season, top, "first division")
    assert refused.status_code == 400 and "division of that name" in refused.content.decode()
    rename(client, season, top, "")
    top.refresh_from_db()
    assert top.name == "" and top.shown_name == "Premier"


@pytest.mark.parametrize("persona", ["anonymous", "captain", "other secretary"])
def test_no_one_else_renames_a_division(client, persona):
    season = two_divisions()
    top = season.divisions.get(order=1)
    if persona == "captain":
        captain = User.objects.create_user("cap")
        season.teams.get(name=FIRST[0]).captains.add(captain)
        client.force_login(captain)
    elif persona == "other secretary":
        other = User.objects.create_user("other")
        Season.start(other, "Spen League", "2026-27")
        client.force_login(other)
    answer = rename(client, season, top, "Mine")
    assert answer.status_code in (302, 403)
    if answer.status_code == 302:
        assert "login" in answer["Location"]
    top.refresh_from_db()
    assert top.name == ""


@pytest.mark.parametrize(
    ("language", "premier"), [("fa", "برتر"), ("hr", "Prva liga"), ("en", "Premier")]
)
def test_an_unnamed_division_is_said_in_the_readers_language(client, language, premier):
    season = two_divisions()
    page = client.get(reverse("leagues-season", args=[season.slug]), HTTP_ACCEPT_LANGUAGE=language)
    body = page.content.decode()
    assert premier in body and "First Division" in body
    if language != "en":
        assert ">Premier<" not in body
    embed = client.get(reverse("leagues-embed-table", args=[season.slug]) + f"?lang={language}")
    assert premier in embed.content.decode()


def test_the_history_lists_the_teams_of_every_division(client):
    season = two_divisions()
    page = client.get(reverse("leagues-history", args=[season.league.slug]))
    body = page.content.decode()
    for name in FIRST:  # teams that only ever played in the First Division
        assert f'<th scope="row" class="team">{name}</th>' in body


def test_the_printed_list_labels_each_fixture_with_its_division_or_cup_round(client):
    season = two_divisions()
    secretary = season.league.secretary
    cup = Cup.start(season, secretary, "League Cup", "aggregate", "drawn")[1]
    codes = list(season.teams.values_list("code", flat=True))
    cup.make_draw(secretary, codes, 3, datetime.date(2026, 9, 9))
    body = client.get(reverse("leagues-print-fixtures", args=[season.slug])).content.decode()
    assert body.count("League Cup</bdi>, Quarter-finals") == 3  # seven teams: one bye
    assert ">Premier</bdi></small>" in body and ">First Division</bdi></small>" in body
