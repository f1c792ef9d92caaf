"""A season's divisions (issue 35): each with its teams, fixtures, results and table, the
season page a table each under the league's heading; a season of one looks as before."""

import pytest
from django.contrib.auth.models import User
from django.core.exceptions import ValidationError
from django.urls import reverse

from leagues.models import Division, Season, Team
from leagues.models.divisions import add_division
from tests.doors import set_league
from tests.leagues.divisions import FIRST, PREMIER, two_divisions

pytestmark = pytest.mark.django_db


def test_a_new_season_has_one_division_and_its_teams_are_in_it():
    season = Season.start(User.objects.create_user("sec"), "Spen League", "2026-27")
    assert [d.shown_name for d in season.divisions.all()] == ["Premier"]
    team = season.add_team("Crown", "", [], [])
    assert team.division == season.divisions.get()
    # A team made any other way plays in the top division too.
    with season.changing():
        assert Team.objects.create(season=season, code="x", name="X").division == team.division


def test_each_division_plays_its_own_round_robin_and_has_its_own_table():
    season = two_divisions()
    for division, names in zip(season.divisions.all(), (PREMIER, FIRST), strict=True):
        fixtures = season.fixtures.filter(home__division=division)
        assert not fixtures.exclude(away__division=division).exists()
        assert fixtures.count() == len(names) * (len(names) - 1)
    tables = season.tables()
    assert [division.shown_name for division, _ in tables] == ["Premier", "First Division"]
    for (_, table), names in zip(tables, (PREMIER, FIRST), strict=True):
        assert sorted(row.name for row in table.rows) == sorted(names)
        assert table.rows[0].league_points == 8  # one home win each
        assert sum(row.played for row in table.rows) == 2


def test_a_division_is_added_through_the_door_and_named_once():
    season = Season.start(User.objects.create_user("sec"), "Spen League", "2026-27")
    version = Season.objects.get(pk=season.pk).version
    add_division(season, "First Division")
    assert Season.objects.get(pk=season.pk).version == version + 1
    assert [(d.shown_name, d.order) for d in season.divisions.all()] == [
        ("Premier", 1),
        ("First Division", 2),
    ]
    with pytest.raises(ValidationError):
        add_division(season, "first division")
    assert season.divisions.count() == 2


def test_a_division_short_of_two_teams_is_refused_its_fixtures():
    season = Season.start(User.objects.create_user("sec"), "Spen League", "2026-27")
    first = add_division(season, "First Division")
    season.add_team("Crown", "", [], [])
    season.add_team("Swan", "", [], [])
    season.add_team("Fox", "", [], [], division=first.pk)
    with pytest.raises(ValidationError, match="First Division"):
        season.generate_fixtures(None, 0)
    assert not season.fixtures.exists()


def test_the_season_page_shows_a_table_per_division(client):
    season = two_divisions()
    page = client.get(reverse("leagues-season", args=[season.slug])).content.decode()
    premier, first = page.index(">Premier</h2>"), page.index(">First Division</h2>")
    assert page.index("Calder League") < premier < first
    for name in PREMIER:
        assert premier < page.index(f"<span>{name}</span>") < first
    for name in FIRST:
        assert first < page.index(f"<span>{name}</span>")
    assert "<h2>Table</h2>" not in page


def test_a_season_of_one_division_shows_no_division(client, league):
    season, _, _ = league
    page = client.get(reverse("leagues-season", args=[season.slug])).content.decode()
    assert "<h2>Table</h2>" in page and "Premier" not in page


def test_a_teams_page_ranks_it_in_its_division(client):
    season = two_divisions()
    page = client.get(reverse("leagues-team", args=[season.slug, "fox"])).content.decode()
    assert "against <bdi>Anchor</bdi>" in page and "against <bdi>Crown</bdi>" not in page


@pytest.mark.parametrize(
    ("who", "status"), [("anonymous", 302), ("outsider", 403), ("other", 403), ("sec", 302)]
)
def test_only_the_secretary_adds_a_division(client, who, status):
    season = two_divisions()
    users = {name: User.objects.create_user(name) for name in ("outsider", "other")}
    Season.start(users["other"], "Other League", "2026-27")
    if who != "anonymous":
        client.force_login(users.get(who) or season.league.secretary)
    response = client.post(
        reverse("leagues-add-division", args=[season.slug]), {"division-name": "Two"}
    )
    assert response.status_code == status
    added = Division.objects.filter(season=season, name="Two").exists()
    assert added == (who == "sec")
    if who == "anonymous":
        assert "/accounts/login/" in response["Location"]


def test_the_secretary_puts_a_team_in_a_division_from_the_manage_page(client):
    season = two_divisions()
    client.force_login(season.league.secretary)
    page = client.get(reverse("leagues-manage", args=[season.slug])).content.decode()
    assert 'name="division"' in page and "First Division" in page
    first = season.divisions.get(order=2)
    form = {"name": "Goat", "venue": "", "captains": "", "players": "", "division": first.pk}
    assert client.post(reverse("leagues-add-team", args=[season.slug]), form).status_code == 302
    assert season.teams.get(code="goat").division == first
    twice = client.post(
        reverse("leagues-add-division", args=[season.slug]), {"division-name": "Premier"}
    )
    assert twice.status_code == 400 and "division of that name" in twice.content.decode()


def test_the_table_download_gives_each_divisions_table_with_its_name(client):
    season = two_divisions()
    lines = client.get(reverse("leagues-table-csv", args=[season.slug])).content.decode("utf-8-sig")
    header, *rows = [line.split(",") for line in lines.strip().splitlines()]
    assert header[:3] == ["division", "position", "team"]
    assert [row[0] for row in rows] == ["Premier"] * 4 + ["First Division"] * 3
    assert [row[1] for row in rows][4] == "1"  # each division ranked on its own


def test_the_season_pages_results_and_fixtures_say_their_division(
    client, django_assert_max_num_queries
):
    season = two_divisions()
    with django_assert_max_num_queries(12):
        page = client.get(reverse("leagues-season", args=[season.slug])).content.decode()
    latest = page[page.index("fixture-list") :]
    assert latest.count("<bdi>First Division</bdi>") == 1 + 2  # one result, two to come
    assert latest.count("<bdi>Premier</bdi>") >= 1


def test_the_secretary_moves_a_team_between_divisions_before_the_fixtures(client):
    season = Season.start(User.objects.create_user("sec"), "Spen League", "2026-27")
    first = add_division(season, "First Division")
    for name in ("Crown", "Swan", "Fox", "Bell"):
        season.add_team(name, "", [], [])
    client.force_login(season.league.secretary)
    manage = reverse("leagues-manage", args=[season.slug])
    assert 'action="/leagues/spen-league-2026-27/manage/teams/fox/division/"' in (
        client.get(manage).content.decode()
    )
    for code in ("fox", "bell"):
        url = reverse("leagues-move-team", args=[season.slug, code])
        assert client.post(url, {"division": first.pk}).status_code == 302
    assert set(first.teams.values_list("code", flat=True)) == {"fox", "bell"}
    season.generate_fixtures(None, 0)
    assert season.fixtures.count() == 4  # two divisions of two: each pair home and away
    assert "/division/" not in client.get(manage).content.decode()  # no more moves
    premier = season.divisions.get(order=1)
    url = reverse("leagues-move-team", args=[season.slug, "fox"])
    assert client.post(url, {"division": premier.pk}).status_code == 403
    assert season.teams.get(code="fox").division == first
    client.force_login(User.objects.create_user("outsider"))
    assert client.post(url, {"division": premier.pk}).status_code == 403


def test_the_season_page_says_who_goes_up_and_down_as_it_stands_and_why(client):
    season = two_divisions()
    set_league(season.league, moves=1)
    page = client.get(reverse("leagues-season", args=[season.slug])).content.decode()
    first = page.index(">First Division</h2>")
    assert page.index("Down as it stands:") < first < page.index("Up as it stands:")
    # The Premier's bottom two are level on no points: the page says how one was taken.
    assert "could not be separated on the line" in page[:first]


def test_the_table_on_other_sites_gives_each_division_its_rows(client):
    season = two_divisions()
    page = client.get(reverse("leagues-embed-table", args=[season.slug])).content.decode()
    premier = page.index('scope="rowgroup">Premier</th>')
    first = page.index('scope="rowgroup">First Division</th>')
    assert premier < page.index("<bdi>Crown</bdi>") < first < page.index("<bdi>Fox</bdi>")


def test_a_divisions_own_table_may_be_put_on_other_sites(client):
    """The pubs of one division show their division's table alone (?division=), named; the
    season page gives each division's snippet beside the whole season's."""
    season = two_divisions()
    first = season.divisions.get(name="First Division")
    url = reverse("leagues-embed-table", args=[season.slug])
    alone = client.get(url, {"division": first.pk})
    page = alone.content.decode()
    assert 'scope="rowgroup">First Division</th>' in page and "<bdi>Fox</bdi>" in page
    assert "Premier" not in page and "<bdi>Crown</bdi>" not in page
    whole = client.get(url)
    assert alone["ETag"] != whole["ETag"]  # a cache keeps each apart
    repeat = client.get(url, {"division": first.pk}, headers={"If-None-Match": alone["ETag"]})
    assert repeat.status_code == 304
    assert client.get(url, {"division": 999999}).status_code == 404
    other = Season.start(User.objects.create_user("other"), "Other League", "2026-27")
    assert client.get(url, {"division": other.divisions.get().pk}).status_code == 404
    season_page = client.get(reverse("leagues-season", args=[season.slug])).content.decode()
    assert f"division={first.pk}" in season_page and "<bdi>First Division</bdi> only" in season_page


def test_a_season_of_one_division_offers_one_snippet(client, league):
    season, _, _ = league
    page = client.get(reverse("leagues-season", args=[season.slug])).content.decode()
    assert "embed-snippet" in page and "division=" not in page


@pytest.mark.parametrize("division", ["abc", "", "1.5", "99999999999999999999", "-1"])
def test_a_move_to_a_division_that_is_no_number_or_none_of_the_seasons_is_refused(client, division):
    season = Season.start(User.objects.create_user("sec"), "Spen League", "2026-27")
    first = add_division(season, "First Division")
    season.add_team("Fox", "", [], [])
    other = Season.start(User.objects.create_user("other"), "Calder League", "2026-27")
    elsewhere = add_division(other, "Elsewhere")
    client.force_login(season.league.secretary)
    url = reverse("leagues-move-team", args=[season.slug, "fox"])
    for asked in (division, elsewhere.pk):
        answer = client.post(url, {"division": asked})
        assert answer.status_code == 400
        assert "choose one of the season&#x27;s divisions" in answer.content.decode()
    assert season.teams.get(code="fox").division != first
