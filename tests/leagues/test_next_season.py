"""The next season (issue 35): started from the command line or by the secretary after a
preview of who goes up and down, with everything carried over, and started once however
often it is confirmed."""

import io

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from django.urls import reverse

from leagues.models import Player, Season, history
from leagues.models.next_season import preview
from tests.leagues.divisions import two_divisions

pytestmark = pytest.mark.django_db


def divisions_of(season) -> list[set[str]]:
    return [set(d.teams.values_list("code", flat=True)) for d in season.divisions.all()]


def test_nextseason_applies_the_movements_and_carries_everything_over():
    season = two_divisions()  # (its first fixtures played: its game fixed, so set it behind)
    with season.changing():
        Season.objects.filter(pk=season.pk).update(house_variant="trinidad")
    captain = User.objects.create_user("cap")
    season.teams.get(code="fox").add_captain(captain)
    plan = preview(season)
    (line,) = plan.lines
    assert len(line.up) == len(line.down) == 2  # the league's two each way
    out = io.StringIO()
    call_command("nextseason", season.slug, "2027-28", stdout=out)
    printed = out.getvalue().splitlines()
    following = Season.objects.get(slug=printed[-1])
    assert (following.name, following.follows_id) == ("2027-28", season.pk)
    premier, first = divisions_of(season)
    assert divisions_of(following) == [
        premier - set(line.down) | set(line.up),
        first - set(line.up) | set(line.down),
    ]
    assert [d.shown_name for d in following.divisions.all()] == ["Premier", "First Division"]
    assert (following.house_variant, following.target) == ("trinidad", season.target)
    fox = following.teams.get(code="fox")
    assert list(fox.captains.all()) == [captain]
    assert sorted(fox.players.values_list("name", flat=True)) == ["Cy", "Dee"]
    assert following.teams.get(code="crown").venue.name == "The Crown"
    assert sum(line.startswith(("up: ", "down: ")) for line in printed) == 4
    assert not following.fixtures.exists()


def test_nextseason_run_again_starts_nothing_more():
    season = two_divisions()
    first, second = io.StringIO(), io.StringIO()
    call_command("nextseason", season.slug, "2027-28", stdout=first)
    call_command("nextseason", season.slug, "2027-28", stdout=second, stderr=io.StringIO())
    assert first.getvalue().splitlines()[-1] == second.getvalue().strip()
    assert season.league.seasons.count() == 2


def test_a_one_division_season_carries_over_with_nobody_moving(league):
    season, _, _ = league
    out = io.StringIO()
    call_command("nextseason", season.slug, "2027-28", stdout=out)
    following = Season.objects.get(slug=out.getvalue().strip())
    assert divisions_of(following) == divisions_of(season)
    assert (
        Player.objects.filter(team__season=following).count()
        == Player.objects.filter(team__season=season).count()
    )


def test_the_secretary_previews_then_starts_it_once_however_often_confirmed(client):
    season = two_divisions()
    client.force_login(season.league.secretary)
    url = reverse("leagues-next-season", args=[season.slug])
    page = client.get(url).content.decode()
    plan = preview(season)
    names = plan.names()
    for team in (*plan.lines[0].up, *plan.lines[0].down):
        assert names[team] in page
    assert 'value="2027-28"' in page  # the name it most likely has
    one = client.get(url, {"moves": 1}).content.decode()
    assert one.count("<bdi>") < page.count("<bdi>")
    assert season.league.moves == 2  # a preview writes nothing
    answers = [client.post(url, {"name": "2027-28", "moves": 1}) for _ in range(2)]
    following = Season.objects.get(follows=season)
    assert [a.status_code for a in answers] == [302, 302]
    assert {a["Location"] for a in answers} == {reverse("leagues-manage", args=[following.slug])}
    assert season.league.seasons.count() == 2
    assert sum(len(d) for d in divisions_of(following)) == 7
    season.league.refresh_from_db()
    assert season.league.moves == 1
    assert "is started" in client.get(url).content.decode()


@pytest.mark.parametrize(
    ("who", "status"),
    [("anonymous", 302), ("captain", 403), ("player", 403), ("other_secretary", 403)],
)
def test_nobody_but_the_secretary_sees_or_starts_the_next_season(client, who, status):
    season = two_divisions()
    people = {name: User.objects.create_user(name) for name in ("captain", "player", "other")}
    season.teams.get(code="crown").add_captain(people["captain"])
    with season.changing():
        Player.objects.create(team=season.teams.get(code="crown"), name="P", user=people["player"])
    Season.start(people["other"], "Other League", "2026-27")
    if who != "anonymous":
        client.force_login(people.get(who) or people["other"])
    url = reverse("leagues-next-season", args=[season.slug])
    assert client.get(url).status_code == status
    assert client.post(url, {"name": "2027-28", "moves": 2}).status_code == status
    assert not Season.objects.filter(follows=season).exists()


def test_a_name_taken_is_refused_in_words(client):
    season = two_divisions()
    client.force_login(season.league.secretary)
    url = reverse("leagues-next-season", args=[season.slug])
    answer = client.post(url, {"name": "2026-27", "moves": 2})
    assert answer.status_code == 400 and "That season exists already." in answer.content.decode()
    assert season.league.seasons.count() == 1


def test_the_leagues_history_keeps_champions_per_division_and_the_movements(client):
    season = two_divisions()
    plan = preview(season)
    (line,) = plan.lines
    call_command("nextseason", season.slug, "2027-28", stdout=io.StringIO())
    stories = {s.season.name: s for s in history.league_history(season.league)}
    old = stories["2026-27"]
    assert [(d.shown_name, [r.team for r in rows]) for d, rows in old.champions] == [
        ("Premier", [plan.tables[0][1].rows[0].team]),
        ("First Division", [plan.tables[1][1].rows[0].team]),
    ]
    assert old.moved == {
        **dict.fromkeys(line.up, "up"),
        **dict.fromkeys(line.down, "down"),
    }
    assert stories["2027-28"].moved == {}  # nothing after it yet
    page = client.get(reverse("leagues-history", args=[season.league.slug])).content.decode()
    names = plan.names()
    up = page.index("Up:")
    assert all(page.index(names[team], up) for team in line.up)
    assert "leading so far:" in page and "champions:" not in page  # not over yet
    assert page.count(">First Division</bdi>") >= 2  # its champions, and teams' places
    promoted = line.up[0]
    team = client.get(reverse("leagues-team", args=["calder-league-2027-28", promoted]))
    assert "First Division" in team.content.decode() and "promoted" in team.content.decode()
