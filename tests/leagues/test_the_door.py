"""Every league write goes through the season's one door (SeasonQuerySet.changing, from
kernel/doors.py's AggregateDoors): it counts the season's version first, in the change's own
transaction, and nothing else counts it. Each kind of change, made through its model method,
enters the door and the version moves by exactly the number of times it did; the door's
rules are decided inside it."""

import ast
import datetime
import json
from contextlib import contextmanager
from pathlib import Path

import pytest
from django.core.exceptions import PermissionDenied, ValidationError
from django.urls import reverse

from leagues.importing import import_league
from leagues.models import CardLine, League, Season
from leagues.models.divisions import DivisionQuerySet
from leagues.models.league import SeasonQuerySet
from leagues.rules.league_file import read_league_file
from tests.conftest import EXAMPLES, REPO
from tests.leagues.cards import SLUG
from tests.leagues.house_rules import no_cards_yet

pytestmark = pytest.mark.django_db
LINES = [CardLine(home, away) for home, away in [(15, 9), (15, 3), (14, 15), (15, 12)]]


@pytest.fixture
def door(monkeypatch):
    """The door, watched: how many times it was entered, and whether it is open now."""
    real = SeasonQuerySet.changing
    watched = {"entered": 0, "open": 0}

    @contextmanager
    def changing(queryset, pk):
        watched["entered"] += 1
        with real(queryset, pk) as season:
            watched["open"] += 1
            try:
                yield season
            finally:
                watched["open"] -= 1

    monkeypatch.setattr(SeasonQuerySet, "changing", changing)
    return watched


def version(season) -> int:
    return Season.objects.get(pk=season.pk).version


def changes(league):
    """Each kind of league write, as the site (or a league file) makes it."""
    season, fixture, people = league
    played = season.fixtures.get(home__code="crown", away__code="swan")
    data = json.loads((EXAMPLES / "leagues" / "three-pubs.json").read_text())["league"]
    data["matches"][0]["games"][1] = [15, 9]
    data = read_league_file(data)
    no_cards_yet(season)  # the game may change until the first card

    return {
        "add a team": lambda: season.add_team("The Duke", "The Duke", [], ["Ann", "Bob"]),
        "add a captain": lambda: season.teams.get(code="bull").add_captain(people["player"]),
        "rearrange": lambda: played.rearrange(datetime.date(2026, 12, 3), False),
        "postpone": lambda: fixture.rearrange(None, True),
        "adjust": lambda: season.adjust("bull", -2, "late card"),
        "house rules": lambda: season.set_house_rules("trinidad", {}),
        "no house rules": lambda: season.set_house_rules("", {}),
        "leaderboard": lambda: season.set_leaderboard_min(5),
        "send a card": lambda: fixture.send_card(people["home_captain"], LINES),
        "confirm": lambda: fixture.cards.get().confirm(people["away_captain"]),
        "correct": lambda: fixture.send_card(people["secretary"], LINES[:3] + LINES[:1], "", 1),
        "league file card": lambda: played.record_from_league_file([(15, 0)] * 4),
        "import": lambda: import_league(data),
    }


def test_every_kind_of_change_counts_through_the_door_and_only_there(league, door):
    season = league[0]
    for name, change in changes(league).items():
        before, entered = version(season), door["entered"]
        change()
        assert door["entered"] > entered, name
        assert version(season) - before == door["entered"] - entered, name


def test_a_dispute_counts_through_the_door(league, door):
    season, fixture, people = league
    fixture.send_card(people["home_captain"], LINES)
    before = version(season)
    fixture.cards.get().dispute(people["away_captain"], "game 3 was 15-14")
    assert version(season) == before + 1 and door["entered"] == 2


def test_a_refused_change_counts_nothing(league):
    season = league[0]
    before = version(season)
    with pytest.raises(ValidationError):
        season.add_team("Crown", "", [], [])  # the code "crown" is taken
    assert version(season) == before


def counted_in_the_database(value: ast.expr) -> bool:
    """`F("version") + 1` (or `models.F(...)`): an aggregate's version counted where it is
    stored. (A new row's own number, such as a typed result's `version=replaces + 1`, is not.)"""
    if not (isinstance(value, ast.BinOp) and isinstance(value.left, ast.Call)):
        return False
    called = value.left.func
    return (called.attr if isinstance(called, ast.Attribute) else getattr(called, "id", "")) == "F"


def test_only_the_door_counts_the_version():
    """Nothing in leagues/ (nor the club's app, nor the kernel) but the door writes an
    aggregate's version, a season's or a club's (grep-free: the parsed code's every `version=`
    keyword given an F() expression, and every `.version` assigned).
    A data migration is the one other writer: it runs on historical models, which have no
    door, and counts the version for the door's reason (what was kept is read afresh)."""
    writers = []
    paths = [path for app in ("leagues", "clubs", "kernel") for path in (REPO / app).rglob("*.py")]
    for path in sorted(paths):
        if path.parent.name == "migrations":
            continue
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef):
                for inner in ast.walk(node):
                    counts = isinstance(inner, ast.keyword) and inner.arg == "version"
                    counts = counts and counted_in_the_database(inner.value)
                    assigns = isinstance(inner, ast.Attribute) and inner.attr == "version"
                    assigns = assigns and isinstance(inner.ctx, ast.Store)
                    if counts or assigns:
                        writers.append((Path(path).relative_to(REPO).as_posix(), node.name))
    assert writers == [("kernel/doors.py", "changing")]


def test_fixtures_are_generated_only_when_the_door_is_open_and_no_card_is_in(league, door):
    season = league[0]
    asked = []
    real = Season.can_generate_fixtures

    def asking(self):
        asked.append(door["open"])
        return real(self)

    Season.can_generate_fixtures = asking
    try:
        with pytest.raises(PermissionDenied):
            season.generate_fixtures(datetime.date(2026, 9, 1), 3)
    finally:
        Season.can_generate_fixtures = real
    assert asked == [1]  # decided inside the door, on the season as it is then
    assert not season.can_generate_fixtures()


def test_the_manage_page_offers_fixtures_exactly_when_they_can_be_made(client, league):
    season, _, people = league
    client.force_login(people["secretary"])
    page = client.get(reverse("leagues-manage", args=[SLUG]))
    assert page.context["can_generate"] is False  # the example league's cards are in
    fresh = Season.start(people["secretary"], season.league.name, "2027-28")
    fresh.add_team("Swan", "", [], [])
    fresh.add_team("Crown", "", [], [])
    page = client.get(reverse("leagues-manage", args=[fresh.slug]))
    assert page.context["can_generate"] is True
    fixtures = fresh.generate_fixtures(datetime.date(2027, 9, 2), 3)
    assert len(fixtures) == 2 and fresh.can_generate_fixtures()


def test_a_refused_new_season_leaves_no_league_behind(league, monkeypatch):
    season, _, people = league
    # Another league whose name makes the same address as an existing season's is given
    # an address of its own (tests/leagues/test_every_script.py), not refused;
    alike = season.league.name.replace(" ", "-")
    assert Season.start(people["other_secretary"], alike, season.name).slug == f"{SLUG}-2"

    # a season refused once its new league is made takes the league back with it.
    def refuse(divisions, season_pk):
        raise ValidationError({"season": "refused"})

    monkeypatch.setattr(DivisionQuerySet, "first_of", refuse)  # (season.divisions' too)
    with pytest.raises(ValidationError):
        Season.start(people["other_secretary"], "A League Refused", season.name)
    assert not League.objects.filter(name="A League Refused").exists()


def test_a_new_season_of_someone_elses_league_is_refused(league):
    season, _, people = league
    with pytest.raises(ValidationError) as refused:
        Season.start(people["outsider"], season.league.name, "2027-28")
    assert "league" in refused.value.message_dict
    assert season.league.seasons.count() == 1
