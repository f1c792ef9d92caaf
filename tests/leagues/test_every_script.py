"""Every script has its own address (docs/league.md, "Addresses"): leagues named in Persian,
Greek or Chinese, or with no letters at all, each keep their own season addresses, in their
own script, and "That season exists already" is said only of the league's own season. A
league named only in Persian works end to end: every page, download, feed and command."""

import io
import json
from urllib.parse import quote

import pytest
from django.contrib.auth.models import User
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.urls import reverse

from leagues.models import League, Season
from tests.leagues.test_secretary import SEASON

pytestmark = pytest.mark.django_db
PERSIAN = "لیگ چهاربرگ اصفهان"
ANOTHER_PERSIAN = "لیگ حکم شیراز"
GREEK = "Λίγκα Πρέφας Αθηνών"
CHINESE = "成都四张牌联赛"
NO_LETTERS = "♠♥♦♣"
GAMES = [[15, 9], [15, 3], [14, 15], [15, 12]]
# A league file in Persian alone: its league, season, teams (ids too), division and cup.
PERSIAN_FILE = {
    "format": "pegboard-league/2",
    "name": PERSIAN,
    "season": "۱۴۰۵",
    "rules": {"target": 15, "games_per_match": 4, "game_win_points": 2, "aggregate_points": 2},
    "divisions": [
        {
            "name": "دستهٔ برتر",
            "teams": [
                {"id": "تاج", "name": "میخانهٔ تاج"},
                {"id": "قو", "name": "قهوه‌خانهٔ قو"},
                {"id": "گاو", "name": "گاو سیاه"},
            ],
        }
    ],
    "matches": [
        {"home": "تاج", "away": "قو", "date": "2026-09-03", "games": GAMES},
        {"home": "قو", "away": "گاو", "date": "2026-09-10"},
    ],
    "cups": [
        {
            "name": "جام حذفی",
            "level_rule": "aggregate",
            "draw_mode": "drawn",
            "rounds": [
                {
                    "number": 1,
                    "date": "2026-10-07",
                    "draw_number": 1,
                    "ties": [
                        {"home": "گاو", "away": "تاج", "games": GAMES},
                        {"home": "قو", "away": None},
                    ],
                }
            ],
        }
    ],
}


def run(command, *args) -> str:
    out = io.StringIO()
    call_command(command, *args, stdout=out, stderr=io.StringIO())
    return out.getvalue()


def start(client, league: str, season: str = "2026-27"):
    form = {**SEASON, "league": league, "season": season}
    return client.post(reverse("leagues-new-season"), form)


@pytest.fixture
def secretary(client):
    user = User.objects.create_user("secretary", password="a long pass phrase")
    client.force_login(user)
    return user


def test_leagues_in_every_script_each_have_their_own_seasons_address(client, secretary):
    for league in (PERSIAN, ANOTHER_PERSIAN, GREEK, CHINESE, NO_LETTERS, "★★"):
        assert start(client, league).status_code == 302, league
    slugs = dict(Season.objects.values_list("league__name", "slug"))
    assert slugs == {
        PERSIAN: "لیگ-چهاربرگ-اصفهان-2026-27",
        ANOTHER_PERSIAN: "لیگ-حکم-شیراز-2026-27",
        GREEK: "λίγκα-πρέφας-αθηνών-2026-27",
        CHINESE: "成都四张牌联赛-2026-27",
        NO_LETTERS: "2026-27",  # no letters: the season's name alone, then numbered
        "★★": "2026-27-2",
    }
    assert len(set(League.objects.values_list("slug", flat=True))) == 6
    # Only the league's own season of that name is refused.
    assert "That season exists already." in start(client, GREEK).content.decode()
    assert Season.objects.count() == 6
    # A browser sends the address percent-encoded; it finds the league's own season.
    for league, slug in slugs.items():
        page = client.get(f"/leagues/{quote(slug)}/")
        assert page.status_code == 200 and league in page.content.decode()
        assert reverse("leagues-season", args=[slug]) == f"/leagues/{quote(slug)}/"


def test_leagues_whose_names_slug_alike_are_numbered_not_refused(client, secretary):
    for league in ("The Crown League", "The Crown League!", "the-crown-league"):
        assert start(client, league).status_code == 302, league
    assert sorted(Season.objects.values_list("slug", flat=True)) == [
        "the-crown-league-2026-27",
        "the-crown-league-2026-27-2",
        "the-crown-league-2026-27-3",
    ]
    # The next season too: another league's season at its address numbers it, not refuses it.
    assert start(client, "the-crown-league", "2027-28").status_code == 302
    first = Season.objects.get(slug="the-crown-league-2026-27")
    assert run("nextseason", first.slug, "2027-28").splitlines()[-1] == (
        "the-crown-league-2027-28-2"
    )
    # nor a page of its own: a season is never at /leagues/import/ or /leagues/new/
    assert start(client, "…", "import").status_code == 302
    assert Season.objects.get(name="import").slug == "import-2"


def test_teams_named_in_persian_or_with_no_letters_each_get_their_own_code(client, secretary):
    start(client, PERSIAN)
    slug = Season.objects.get().slug
    for name in ("میخانهٔ تاج", "قهوه‌خانهٔ قو", "♠", "♥"):
        answer = client.post(
            reverse("leagues-add-team", args=[slug]),
            {"name": name, "venue": "", "captains": "", "players": "علی, مریم"},
        )
        assert answer.status_code == 302, name
    codes = sorted(Season.objects.get().teams.values_list("code", flat=True))
    assert codes == sorted(["میخانه-تاج", "قهوهخانه-قو", "team", "team-2"])
    for code in codes:
        assert client.get(reverse("leagues-team", args=[slug, code])).status_code == 200


def persian_pages(season: Season) -> dict[str, str]:
    """Every page of the Persian league anyone may see, by its route's name."""
    slug, cup = season.slug, season.cups.get().pk
    played = season.fixtures.in_league().get(cards__isnull=False).pk
    with season.changing():
        player = season.teams.get(code="تاج").players.create(name="علی").pk
    routes = {
        "leagues-season": [slug],
        "leagues-results": [slug],
        "leagues-fixtures": [slug],
        "leagues-fixture": [slug, played],
        "leagues-team": [slug, "تاج"],
        "leagues-head-to-head": [slug, "تاج", "قو"],
        "leagues-leaderboard": [slug],
        "leagues-ratings": [slug],
        "leagues-player": [slug, player],
        "leagues-embed-table": [slug],
        "leagues-print-fixtures": [slug],
        "leagues-print-card": [slug, played],
        "leagues-cup": [slug, cup],
        "leagues-history": [season.league.slug],
    }
    return {name: reverse(name, args=args) for name, args in routes.items()}


def downloads(season: Season) -> dict[str, tuple[str, str]]:
    """Every download of the Persian league: its file name, and what it holds."""
    slug, cup, team = season.slug, season.cups.get().pk, "میخانهٔ تاج"
    routes = {
        "leagues-table-csv": ([slug], f"{slug}-table.csv", team),
        "leagues-results-csv": ([slug], f"{slug}-results.csv", team),
        "leagues-leaderboard-csv": ([slug], f"{slug}-players.csv", "position,player"),
        "leagues-team-calendar": ([slug, "تاج"], f"{slug}-تاج.ics", team),
        "leagues-cup-csv": ([slug, cup], f"{slug}-cup-{cup}.csv", team),
        "leagues-cup-calendar": ([slug, cup], f"{slug}-cup-{cup}.ics", team),
    }
    return {reverse(name, args=args): (file, held) for name, (args, file, held) in routes.items()}


def test_a_league_named_only_in_persian_works_end_to_end(client, secretary, tmp_path):
    file = SimpleUploadedFile("league.json", json.dumps(PERSIAN_FILE).encode())
    assert client.post(reverse("leagues-import"), {"file": file}).status_code == 302
    season = Season.objects.get()
    assert season.slug == "لیگ-چهاربرگ-اصفهان-۱۴۰۵" and season.league.slug == "لیگ-چهاربرگ-اصفهان"
    secretarys = {
        name: reverse(name, args=args)
        for name, args in {
            "leagues-manage": [season.slug],
            "leagues-waiting-cards": [season.slug],
            "leagues-edit-team": [season.slug, "تاج"],
            "leagues-next-season": [season.slug],
            "leagues-new-cup": [season.slug],
        }.items()
    }
    for name, url in secretarys.items():
        assert client.get(url).status_code == 200, name
    client.logout()
    for name, url in persian_pages(season).items():
        page = client.get(url)
        assert page.status_code == 200, name
        assert "میخانهٔ تاج" in page.content.decode() or PERSIAN in page.content.decode(), name
    for url, (filename, held) in downloads(season).items():
        answer = client.get(url)
        assert answer.status_code == 200 and held in answer.content.decode(), url
        assert answer["Content-Disposition"].endswith(f"filename*=UTF-8''{quote(filename)}")
        assert answer["Content-Disposition"].startswith('attachment; filename="')
    feed = client.get(reverse("leagues-team-calendar", args=[season.slug, "تاج"])).content
    assert quote(season.slug).encode() in feed.replace(b"\r\n ", b"")  # the fixture's link


def test_the_commands_take_a_persian_address(secretary, tmp_path):
    path = tmp_path / "league.json"
    path.write_text(json.dumps(PERSIAN_FILE), encoding="utf-8")
    slug = run("importleague", str(path)).splitlines()[-1]
    assert slug == "لیگ-چهاربرگ-اصفهان-۱۴۰۵"
    assert run("importleague", str(path)).splitlines()[-1] == slug  # imported again: kept
    for given in (slug, quote(slug)):  # as typed, or as copied from the address bar
        standings = json.loads(run("standings", given, "--format", "json"))
        assert standings["league"] == PERSIAN and standings["rows"][0]["name"] == "میخانهٔ تاج"
    assert "میخانهٔ تاج" in run("standings", slug)
    # Another Persian league with a season of the same name has an address of its own.
    path.write_text(json.dumps(PERSIAN_FILE | {"name": ANOTHER_PERSIAN}), encoding="utf-8")
    assert run("importleague", str(path)).splitlines()[-1] == "لیگ-حکم-شیراز-۱۴۰۵"
    following = run("nextseason", slug, "۱۴۰۶").splitlines()[-1]
    assert following == "لیگ-چهاربرگ-اصفهان-۱۴۰۶"
    assert Season.objects.get(slug=following).teams.filter(code="تاج").exists()


def test_a_kept_page_of_a_persian_address_is_filed_under_a_safe_name(client, settings, tmp_path):
    kept = tmp_path / "kept"
    settings.CACHES = {**settings.CACHES, "rendered": {**settings.CACHES["rendered"]}}
    settings.CACHES["rendered"]["LOCATION"] = str(kept)
    call_path = tmp_path / "league.json"
    call_path.write_text(json.dumps(PERSIAN_FILE), encoding="utf-8")
    slug = run("importleague", str(call_path)).splitlines()[-1]
    assert client.get(reverse("leagues-season", args=[slug])).status_code == 200
    names = [path.name for path in kept.rglob("*") if path.is_file()]
    assert names and all(name.isascii() and "/" not in name for name in names)
