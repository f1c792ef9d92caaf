"""The secretary edits a team on the manage page: name, pub, captains and players, through
the season's door; only the secretary may; a new name keeps the team's cards and history, and
every kept page shows the change at once."""

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from leagues.models import Player, Season, Team
from tests.leagues.cards import PERSONAS, SLUG, as_, with_pairs_named

pytestmark = pytest.mark.django_db
EDIT = reverse("leagues-edit-team", args=[SLUG, "swan"])


def form_for(team, **changes) -> dict:
    """The edit form as the page fills it in, with `changes`."""
    data = {
        "name": team.name,
        "venue": team.venue.name if team.venue else "",
        "captains": ", ".join(team.captains.values_list("username", flat=True)),
        "players": "",
    }
    data |= {f"player_{player.pk}": player.name for player in team.players.all()}
    return data | changes


def swan(season) -> Team:
    return season.teams.get(code="swan")


@pytest.mark.parametrize("who", PERSONAS)
def test_only_the_secretary_may_edit_a_team(client, league, who):
    season, _, people = league
    as_(client, people, who)
    before = Season.objects.get(pk=season.pk).version
    page = client.get(EDIT)
    sent = client.post(EDIT, form_for(swan(season), name="Taken Over"))
    if who == "secretary":
        assert page.status_code == 200 and sent.status_code == 302
        assert swan(season).name == "Taken Over"
    else:
        expected = 302 if who == "anonymous" else 403  # (anonymous: to sign in)
        assert (page.status_code, sent.status_code) == (expected, expected)
        assert swan(season).name == "The Swan"
        assert Season.objects.get(pk=season.pk).version == before


def test_the_manage_page_links_each_team_to_its_form(client, league):
    season, _, people = league
    client.force_login(people["secretary"])
    page = client.get(reverse("leagues-manage", args=[SLUG])).content.decode()
    for team in season.teams.all():
        assert f'href="{reverse("leagues-edit-team", args=[SLUG, team.code])}"' in page


def test_the_secretary_changes_name_pub_captains_and_players(client, league):
    season, _, people = league
    client.force_login(people["secretary"])
    team = swan(season)
    with team.season.changing():
        keep, rename, leave = (
            Player.objects.create(team=team, name=n) for n in ("Ann", "Bo", "Cy")
        )
    newcomer = User.objects.create_user("newcomer")
    before = Season.objects.get(pk=season.pk).version
    answer = client.post(
        EDIT,
        form_for(
            team,
            name="The Swan Inn",
            venue="Swan Inn, Brighouse",
            captains="newcomer, away_captain",
            players="Dee, Eve, ann",
            **{f"player_{rename.pk}": "Bob", f"player_{leave.pk}": ""},
        ),
    )
    assert answer.status_code == 302
    assert answer["Location"] == reverse("leagues-manage", args=[SLUG])
    team = Team.objects.get(pk=team.pk)
    assert (team.code, team.name) == ("swan", "The Swan Inn")
    assert team.venue.name == "Swan Inn, Brighouse"
    # The captains no longer named leave; those named are asked, and wait for their yes.
    assert not team.captains.exists()
    asked = {offer.user for offer in team.invitations.all()}
    assert asked == {newcomer, people["away_captain"]}
    names = dict(team.players.values_list("pk", "name"))
    assert names[keep.pk] == "Ann" and names[rename.pk] == "Bob" and leave.pk not in names
    # Ann is on the team already, whatever the case she is typed in.
    assert sorted(names.values()) == ["Ann", "Bob", "Dee", "Eve", "Pat"]
    assert Season.objects.get(pk=season.pk).version == before + 1


@pytest.mark.parametrize("name", ["the crown", "The\u200b Crown", "ＴＨＥ ＣＲＯＷＮ"], ids=ascii)
def test_a_name_another_team_has_is_refused_and_nothing_changes(client, league, name):
    """In any case, or written with an unseen character (issue 47: scoring/rules/names.py)."""
    season, _, people = league
    client.force_login(people["secretary"])
    answer = client.post(EDIT, form_for(swan(season), name=name, venue="Elsewhere"))
    assert answer.status_code == 400
    assert "There is a team of that name already." in answer.content.decode()
    assert swan(season).name == "The Swan" and swan(season).venue is None


def test_a_player_on_a_card_cannot_leave_and_nothing_changes(client, league):
    season, players, people = with_pairs_named(*league)
    client.force_login(people["secretary"])
    ann = players["Ann"]
    data = form_for(swan(season), name="Renamed", **{f"player_{ann.pk}": ""})
    answer = client.post(EDIT, data)
    assert answer.status_code == 400
    assert "Ann played on the team&#x27;s cards" in answer.content.decode()
    assert swan(season).name == "The Swan" and Player.objects.filter(pk=ann.pk).exists()


def test_an_unknown_captain_is_refused_on_the_field(client, league):
    season, _, people = league
    client.force_login(people["secretary"])
    answer = client.post(EDIT, form_for(swan(season), captains="nobody-at-all"))
    assert answer.status_code == 400
    assert "Nobody has signed up as nobody-at-all." in answer.content.decode()


def test_the_same_edit_sent_twice_changes_it_once(client, league):
    season, _, people = league
    client.force_login(people["secretary"])
    data = form_for(swan(season), name="The Swan Inn", players="Dee, Eve")
    assert client.post(EDIT, data).status_code == 302
    assert client.post(EDIT, data).status_code == 302
    assert sorted(swan(season).players.values_list("name", flat=True)) == ["Dee", "Eve", "Pat"]


def test_a_new_name_keeps_the_cards_and_history_and_shows_at_once(client, league):
    season, players, people = with_pairs_named(*league)
    season_page = reverse("leagues-season", args=[SLUG])
    embed = reverse("leagues-embed-table", args=[SLUG])
    team_page = reverse("leagues-team", args=[SLUG, "swan"])
    kept = [client.get(url).content.decode() for url in (season_page, embed, team_page)]
    assert all("The Swan" in page and "The Swan Inn" not in page for page in kept)
    as_(client, people, "secretary").post(EDIT, form_for(swan(season), name="The Swan Inn"))
    client.logout()
    for url in (
        season_page,
        embed,
        team_page,
        reverse("leagues-print-fixtures", args=[SLUG]),
        reverse("leagues-head-to-head", args=[SLUG, "swan", "crown"]),
        reverse("leagues-history", args=[season.league.slug]),
    ):
        assert "The Swan Inn" in client.get(url).content.decode(), url
    # Its cards are its own still: the team's results and a player's games under the new name.
    team = client.get(team_page).content.decode()
    assert team.count("fixtures/") >= 2
    ann = client.get(reverse("leagues-player", args=[SLUG, players["Ann"].pk])).content.decode()
    assert "The Crown" in ann and "15" in ann
    assert swan(season).home_fixtures.get(away__code="crown").cards.exists()
