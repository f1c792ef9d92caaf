"""The manage page's changes answered where they were made (issue 48): with htmx the part
changed alone (a fixture's line, a team's line, a section), saying what changed; without
scripts a redirect to the part's anchor, where the same words are said; a refusal comes back
in place as 422. Only the league's secretary may make them, htmx or not."""

import datetime

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from leagues.models import Fixture, PlayerRequest
from tests.leagues.cards import PERSONAS, SLUG, as_
from tests.leagues.test_divisions_nights import MONDAY, shared_league

pytestmark = pytest.mark.django_db
HTMX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture
def shared(client):
    secretary = User.objects.create_user("sec")
    season = shared_league(secretary)
    season.generate_fixtures(MONDAY, 0)
    client.force_login(secretary)
    return season


def a_clash_to_make(season):
    """Red Lion B's home fixture, and the night Red Lion A is at home on."""
    lion_a = season.fixtures.filter(home__name="Red Lion A").order_by("date").first()
    lion_b = season.fixtures.filter(home__name="Red Lion B").exclude(date=lion_a.date).first()
    return lion_b, lion_a.date


def test_a_rearrangement_is_answered_on_the_fixtures_line_with_its_clash(client, shared):
    fixture, night = a_clash_to_make(shared)
    url = reverse("leagues-rearrange", args=[shared.slug, fixture.pk])
    answer = client.post(url, {"date": night.isoformat()}, **HTMX)
    said = answer.content.decode()
    assert answer.status_code == 200
    assert said.lstrip().startswith(f'<li id="fixture-{fixture.pk}"')  # the line alone
    assert "<html" not in said and "Cards to settle" not in said
    day = night.strftime("%A")  # the secretary's night in words: "Monday 21 September"
    assert f"{fixture}</bdi> moved to <bdi>{day} {night.day}" in said.replace("September ", "")
    assert "Red Lion has more than one team at home on" in said
    fixture.refresh_from_db()
    assert fixture.date == night


def test_without_scripts_a_rearrangement_goes_back_to_its_line_saying_what_changed(client, shared):
    fixture, night = a_clash_to_make(shared)
    url = reverse("leagues-rearrange", args=[shared.slug, fixture.pk])
    answer = client.post(url, {"date": night.isoformat(), "postponed": "on"})
    manage = reverse("leagues-manage", args=[shared.slug])
    assert answer.status_code == 302 and answer["Location"] == f"{manage}#fixture-{fixture.pk}"
    page = client.get(manage).content.decode()
    line = page.split(f'<li id="fixture-{fixture.pk}"', 1)[1].split("</li>", 1)[0]
    assert "moved to" in line and "is postponed." in line
    assert "Red Lion has more than one team at home on" in line
    # Its week opens at the line; the other weeks stay folded; the words are said once.
    assert page.count('<details class="week-fold" open>') == 1
    assert "moved to" not in client.get(manage).content.decode()


def test_a_refused_date_comes_back_in_place_as_422(client, shared):
    fixture = shared.fixtures.first()
    url = reverse("leagues-rearrange", args=[shared.slug, fixture.pk])
    answer = client.post(url, {"date": "1999-01-01"}, **HTMX)
    said = answer.content.decode()
    assert answer.status_code == 422  # swapped by the page's htmx (base.html)
    assert said.lstrip().startswith(f'<li id="fixture-{fixture.pk}"')
    assert 'class="error"' in said and '<details class="more" open>' in said
    assert client.post(url, {"date": "1999-01-01"}).status_code == 400  # without scripts


def test_a_captain_asked_and_a_team_moved_answer_on_the_team_and_the_list(client, shared):
    User.objects.create_user("newcomer")
    swan = shared.teams.get(name="Swan")
    url = reverse("leagues-add-captain", args=[shared.slug, swan.code])
    said = client.post(url, {"username": "newcomer"}, **HTMX).content.decode()
    assert said.lstrip().startswith(f'<li id="team-{swan.code}"')
    assert "newcomer</bdi>" in said or "newcomer" in said
    assert "is asked to captain Swan" in said and '<details class="team-line" open>' in said
    refused = client.post(url, {"username": "nobody-here"}, **HTMX)
    assert refused.status_code == 422 and 'class="error"' in refused.content.decode()
    invite = reverse("leagues-invite-captain", args=[shared.slug, swan.code])
    said = client.post(invite, {"email": "cap@example.com"}, **HTMX).content.decode()
    assert "An invitation to captain <bdi>Swan</bdi> is on its way" in said


def test_a_team_moved_before_the_fixtures_answers_the_whole_list(client):
    secretary = User.objects.create_user("sec")
    season = shared_league(secretary)
    client.force_login(secretary)
    first = season.divisions.get(order=2)
    swan = season.teams.get(name="Swan")
    url = reverse("leagues-move-team", args=[season.slug, swan.code])
    said = client.post(url, {"division": first.pk}, **HTMX).content.decode()
    assert said.lstrip().startswith('<section id="teams"')
    assert "Swan</bdi> moved to <bdi>First Division</bdi>." in said
    answer = client.post(url, {"division": first.pk})
    assert answer["Location"].endswith("/manage/#teams")


def test_the_fixtures_generated_in_place_take_the_teams_moves_away(client):
    """Once the fixtures are made a team no longer changes divisions: its Move form, on the
    page since the page was opened, goes with the answer (else it was a tap answered 403,
    which the page's htmx shows nothing of)."""
    secretary = User.objects.create_user("sec")
    season = shared_league(secretary)
    client.force_login(secretary)
    swan = season.teams.get(name="Swan")
    move = reverse("leagues-move-team", args=[season.slug, swan.code])
    assert move in client.get(reverse("leagues-manage", args=[season.slug])).content.decode()
    url = reverse("leagues-generate-fixtures", args=[season.slug])
    answer = client.post(url, {"start": MONDAY.isoformat(), "weekday": 0}, **HTMX)
    said = answer.content.decode()
    assert answer.status_code == 200
    assert said.lstrip().startswith('<section id="fixtures"')
    assert "Fixtures generated: the first night is" in said
    assert '<section id="teams" class="manage-section"' in said and 'hx-swap-oob="true"' in said
    assert move not in said


def test_each_setting_says_what_it_now_is_in_place(client, shared):
    slug, first = shared.slug, shared.divisions.get(order=2).pk
    answers = {
        "leaderboard": client.post(
            reverse("leagues-set-leaderboard", args=[slug]), {"min_games": 3}, **HTMX
        ),
        "registration": client.post(
            reverse("leagues-set-registration", args=[slug]), {"guests": 2}, **HTMX
        ),
        "embed": client.post(
            reverse("leagues-set-embed-origins", args=[slug]),
            {"origins": "https://theswan.example"},
            **HTMX,
        ),
        "adjustment": client.post(
            reverse("leagues-add-adjustment", args=[slug]),
            {"team": "swan", "points": -2, "reason": "late"},
            **HTMX,
        ),
        "team": client.post(
            reverse("leagues-add-team", args=[slug]),
            {"name": "Fox", "venue": "", "captains": "", "players": "", "division": first},
            **HTMX,
        ),
    }
    said = {name: answer.content.decode() for name, answer in answers.items()}
    assert {answer.status_code for answer in answers.values()} == {200}
    assert said["leaderboard"].lstrip().startswith('<details id="leaderboard"')
    assert "ranks players with at least 3 games." in said["leaderboard"]
    assert "Each team may field 2 unregistered guests this season." in said["registration"]
    assert "Only these sites may show the table: <bdi>https://theswan.example" in said["embed"]
    assert "Adjustment recorded: <bdi>Swan: -2 (late)</bdi>." in said["adjustment"]
    assert said["team"].lstrip().startswith('<section id="teams"')
    assert "<bdi>Fox</bdi> added." in said["team"]


def test_a_division_renamed_answers_its_section_and_the_teams_with_it(client, shared):
    url = reverse("leagues-rename-division", args=[shared.slug, 2])
    said = client.post(url, {"name": "Championship"}, **HTMX).content.decode()
    assert said.lstrip().startswith('<section id="divisions"')
    assert "Division renamed: <bdi>Championship</bdi>." in said
    # The teams' headings name it too: they come along, swapped out of band.
    assert '<section id="teams"' in said and 'hx-swap-oob="true"' in said


def test_a_players_request_answered_says_so_in_place(client, shared):
    bell = shared.teams.get(name="Bell")
    with shared.changing():
        asked = PlayerRequest.objects.create(team=bell, name="Sam")
    url = reverse("leagues-answer-player-request", args=[shared.slug, asked.pk])
    said = client.post(url, {"answer": "approve"}, **HTMX).content.decode()
    assert said.lstrip().startswith('<section id="players"')
    assert "<bdi>Sam</bdi> registered for <bdi>Bell</bdi>." in said


@pytest.mark.parametrize("who", PERSONAS)
def test_only_the_secretary_changes_the_season_in_place(client, league, who):
    season, fixture, people = league
    as_(client, people, who)
    night = datetime.date(2026, 11, 24)
    answers = [
        client.post(reverse("leagues-rearrange", args=[SLUG, fixture.pk]), {"date": night}, **HTMX),
        client.post(reverse("leagues-set-leaderboard", args=[SLUG]), {"min_games": 9}, **HTMX),
    ]
    fixture = Fixture.objects.get(pk=fixture.pk)
    season.refresh_from_db()
    if who == "secretary":
        assert [answer.status_code for answer in answers] == [200, 200]
        assert fixture.date == night and season.leaderboard_min_games == 9
        return
    expected = 302 if who == "anonymous" else 403
    assert {answer.status_code for answer in answers} == {expected}
    assert fixture.date != night and season.leaderboard_min_games != 9
