"""Every page that answers GET answers HEAD (uptime monitors, link checkers), and every CSV
the site writes is safe to open in a spreadsheet."""

import pytest
from django.contrib.auth.models import User
from django.urls import URLPattern, get_resolver, reverse

from kernel.csv_files import spreadsheet_safe
from leagues.models import Fixture, Invitation, Player, Season
from scoring.models import Game
from tests.conftest import import_example_league
from tests.doors import set_league

pytestmark = pytest.mark.django_db
SLUG = "calder-valley-all-fours-league-2026-27"
HAND = {"dealer": "A", "turned": ["4"], "high": "A", "low": "B", "game": "A"}


@pytest.fixture
def site():
    """A league season and a game with one hand, and the league's secretary signed in."""
    import_example_league()
    season = Season.objects.get(slug=SLUG)
    secretary = User.objects.create_user("sec", password="pegboard-test-pw")
    set_league(season.league, secretary=secretary)
    game = Game.objects.create(
        game="allfours",
        variant="trinidad",
        sides=[{"id": "A", "name": "=1+2", "players": []}, {"id": "B", "name": "B", "players": []}],
    )
    game.add_hand(HAND, client_id="00000000-0000-0000-0000-000000000001")
    fixture = Fixture.objects.filter(season=season, cards__isnull=False).first()
    team = fixture.home
    with season.changing():
        ann = Player.objects.create(team=team, name="Ann")
    return {
        "secretary": secretary,
        "args": {
            "slug": SLUG,
            "code": team.code,
            "other": fixture.away.code,
            "public_id": game.public_id,
            "secret": game.secret,
            "number": 1,
            "version": 1,
            "order": 1,  # a division, by its place
            "night": 1,  # a club's night, and a table of its round (tests/clubs/ read them)
            "table": 1,
            "year": 2026,  # a club's season, and one of its players (tests/clubs/ read them)
            "player": 1,
            "other_pk": 1,  # the other person of a merge (people/urls.py)
            "move": 1,  # a fixture's request to move it (POST only)
            "token": Invitation.objects.create(team=team, email="captain@example.org").token,
        },
        "pk": {"leagues-player": ann.pk},
        "fixture": fixture.pk,
    }


def _named_patterns(resolver=None, prefix=""):
    for entry in (resolver or get_resolver()).url_patterns:
        if isinstance(entry, URLPattern):
            if entry.name and not entry.name.startswith(("admin", "password", "logout")):
                yield entry.name
        elif getattr(entry, "namespace", None) != "admin":
            yield from _named_patterns(entry)


def _url(name: str, site) -> str:
    possibilities = get_resolver().reverse_dict.getlist(name)[0][0][0][1]
    kwargs = {
        key: site["pk"].get(name, site["fixture"]) if key == "pk" else site["args"][key]
        for key in possibilities
    }
    return reverse(name, kwargs=kwargs)


def test_every_page_that_answers_get_answers_head(client, site):
    client.force_login(site["secretary"])
    checked = []
    for name in sorted(set(_named_patterns())):
        url = _url(name, site)
        if client.get(url).status_code != 200:
            continue  # a POST-only action, or a page that redirects
        head = client.head(url)
        assert head.status_code == 200, f"HEAD {url} answered {head.status_code}"
        checked.append(name)
    # The pages this must cover are really among them.
    assert {"scoring-home", "leagues-season", "leagues-fixture", "scoring-scorer"} <= set(checked)
    assert len(checked) >= 15


@pytest.mark.parametrize(
    ("cell", "safe"),
    [
        ('=HYPERLINK("http://x","x")', '\'=HYPERLINK("http://x","x")'),
        ("=1+2", "'=1+2"),
        ("+44 7700", "'+44 7700"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("-2+3", "'-2+3"),
        ("\tcmd", "'\tcmd"),
        ("-8", "-8"),
        ("+3", "+3"),
        ("-1.5", "-1.5"),
        ("The Crown", "The Crown"),
        ("علی و مریم", "علی و مریم"),
        (-8, -8),
        ("", ""),
    ],
)
def test_a_cell_a_spreadsheet_would_run_is_neutralised(cell, safe):
    assert spreadsheet_safe(cell) == safe


def test_the_game_csv_neutralises_a_formula_name_and_starts_with_a_bom(client, site):
    body = client.get(reverse("scoring-export-csv", args=[site["args"]["public_id"]])).content
    assert body.startswith("\ufeff".encode())
    text = body.decode("utf-8-sig")
    assert "'=1+2 points" in text and ",=1+2" not in text


def test_the_league_csvs_neutralise_formula_team_names(client, site):
    season = Season.objects.get(slug=SLUG)
    with season.changing():
        season.teams.filter(code="bull").update(name="=1+2")
    for name in ("leagues-table-csv", "leagues-results-csv"):
        body = client.get(reverse(name, args=[SLUG])).content
        text = body.decode("utf-8-sig")
        assert body.startswith("\ufeff".encode()) and "'=1+2" in text, name
        assert ",=1+2" not in text, name
