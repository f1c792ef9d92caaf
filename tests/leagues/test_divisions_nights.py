"""A pub's teams across the league's divisions and cup (issue 48): Red Lion A in the Premier
and Red Lion B in the First are never both at home on a night, a cup round dated on a league
night turns a tie about, and a rearrangement that puts two of a pub's teams at home is warned
about in the players' words, naming the pub."""

import datetime
from collections import Counter

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from leagues.models import Cup, Season
from leagues.models.divisions import add_division
from leagues.models.nights import clashes, teams_twice
from leagues.rules.cup import first_round

pytestmark = pytest.mark.django_db

MONDAY = datetime.date(2026, 9, 7)
PUBS = {"Red Lion": ("Red Lion A", "Red Lion B"), "Crown": ("Crown A", "Crown B")}


def shared_league(secretary) -> Season:
    """Two divisions of four: the Red Lion and the Crown each with an A team in the Premier
    and a B team in the First, and a cup of all eight drawn on the fifth league night."""
    season = Season.start(secretary, "Calder League", "2026-27")
    first = add_division(season, "First Division")
    for name in ("Red Lion A", "Crown A", "Swan", "Bull"):
        season.add_team(name, name.removesuffix(" A"), [], [])
    for name in ("Red Lion B", "Crown B", "Anchor", "Bell"):
        season.add_team(name, name.removesuffix(" B"), [], [], division=first.pk)
    return season


def home_teams_a_pub_a_night(season) -> Counter:
    return Counter(
        (fixture.date, fixture.home.venue.name)
        for fixture in season.fixtures.select_related("home__venue")
        if fixture.home.venue
    )


def test_generating_then_drawing_the_cup_keeps_every_pubs_teams_apart_every_night():
    secretary = User.objects.create_user("sec")
    season = shared_league(secretary)
    season.generate_fixtures(MONDAY, 0)
    cup = Cup.start(season, secretary, "League Cup", "aggregate", "drawn")[1]
    codes = list(season.teams.values_list("code", flat=True))
    cup_night = MONDAY + datetime.timedelta(weeks=2, days=2)  # a Wednesday between
    turned = 0
    for seed in range(1, 30):  # every draw, whoever comes out of the hat first
        with season.changing():
            cup.rounds.all().delete()
            season.fixtures.exclude(cup_round=None).delete()
        cup.make_draw(secretary, codes, seed, cup_night)
        assert set(home_teams_a_pub_a_night(season).values()) == {1}, seed
        made = cup.rounds.get()
        turned += made.draw != [[p.home, p.away] for p in first_round(codes, seed)]
    assert turned  # some draws put both Red Lion teams at home: a tie was turned about
    assert season.fixtures.filter(date=cup_night).count() == 4
    assert clashes(season) == []


def test_a_cup_dated_first_keeps_its_pubs_league_teams_away_that_night():
    # A Red Lion cup tie on the first Monday of a league the Red Lion A plays in alone.
    secretary = User.objects.create_user("sec")
    season = Season.start(secretary, "Spen League", "2026-27")
    for name in ("Red Lion A", "Swan", "Bull", "Duke"):
        season.add_team(name, name.removesuffix(" A"), [], [])
    cup = Cup.start(season, secretary, "League Cup", "aggregate", "drawn")[1]
    cup.make_draw(secretary, ["swan", "bull"], 1, MONDAY)  # one of them at home that night
    host = season.fixtures.get(date=MONDAY).home.venue.name
    season.generate_fixtures(MONDAY, 0)
    assert not season.fixtures.filter(date=MONDAY, cup_round=None, home__venue__name=host)
    assert clashes(season) == []


def test_the_secretarys_generate_and_rearrange_warn_of_a_clash_naming_the_pub(client):
    secretary = User.objects.create_user("sec")
    season = shared_league(secretary)
    client.force_login(secretary)
    page = client.post(
        reverse("leagues-generate-fixtures", args=[season.slug]),
        {"start": MONDAY.isoformat(), "weekday": 0},
        follow=True,
    )
    assert "more than one team at home" not in page.content.decode()
    assert set(home_teams_a_pub_a_night(season).values()) == {1}
    lion_a = season.fixtures.filter(home__name="Red Lion A").order_by("date").first()
    lion_b = season.fixtures.filter(home__name="Red Lion B").exclude(date=lion_a.date).first()
    page = client.post(
        reverse("leagues-rearrange", args=[season.slug, lion_b.pk]),
        {"date": lion_a.date.isoformat()},
        follow=True,
    )
    lion_b.refresh_from_db()
    assert lion_b.date == lion_a.date  # the secretary's call: some pubs have two rooms
    said = page.content.decode()
    assert "Red Lion has more than one team at home on" in said
    assert "Red Lion A and Red Lion B" in said and "move one of these matches" in said


def test_a_pub_that_cannot_keep_its_teams_apart_is_named_after_generating(client):
    secretary = User.objects.create_user("sec")
    season = Season.start(secretary, "Spen League", "2026-27")
    for name in ("Crown A", "Crown B", "Crown C", "Swan"):  # three at home in every two nights
        season.add_team(name, "Crown" if name != "Swan" else "Swan", [], [])
    client.force_login(secretary)
    page = client.post(
        reverse("leagues-generate-fixtures", args=[season.slug]),
        {"start": MONDAY.isoformat(), "weekday": 0},
        follow=True,
    )
    assert season.fixtures.count() == 12
    said = page.content.decode()
    assert "Crown has more than one team at home on" in said
    assert "No order of the fixtures keeps them apart" in said


def test_a_cup_drawn_on_a_league_night_warns_of_each_team_with_two_matches(client):
    """Every team plays a league match on the first Monday: a cup round dated then gives
    each of its teams a second match that night, whatever their pubs' rooms."""
    secretary = User.objects.create_user("sec")
    season = shared_league(secretary)
    season.generate_fixtures(MONDAY, 0)
    cup = Cup.start(season, secretary, "League Cup", "aggregate", "drawn")[1]
    client.force_login(secretary)
    codes = ["swan", "bull"]
    page = client.post(
        reverse("leagues-cup-draw", args=[season.slug, cup.pk]),
        {"teams": codes, "seed": 1, "date": MONDAY.isoformat()},
        follow=True,
    )
    assert season.fixtures.filter(date=MONDAY, cup_round__cup=cup).count() == 1
    said = page.content.decode()
    for team in ("Swan", "Bull"):
        assert f"{team} has more than one match on Monday 7 September 2026" in said
    assert "Crown A has more than one match" not in said
    assert "move one of them" in said


def test_a_postponed_match_leaves_its_night_free_for_another():
    secretary = User.objects.create_user("sec")
    season = shared_league(secretary)
    season.generate_fixtures(MONDAY, 0)
    first = season.fixtures.filter(date=MONDAY).first()
    later = season.fixtures.get(home=first.away, away=first.home)  # the return match
    later.rearrange(MONDAY, False)
    said = teams_twice(season)
    assert sorted(said) == sorted(
        f"{team.name} has more than one match on Monday 7 September 2026: move one of them."
        for team in (later.home, later.away)
    )
    first.rearrange(MONDAY, True)  # postponed: not played that night after all
    assert teams_twice(season) == []
