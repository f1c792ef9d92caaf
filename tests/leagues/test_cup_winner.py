"""The cup's winner kept on the cup (leagues/models/cup_winner.py): settled again from the
bracket, inside the season's door, by every change that can make or unmake it (the Final's
card sent, answered, corrected, a walkover; the season's rules changed), never by a league
fixture's change nor set by hand in the admin; and filled by its migration for the cups
already stored, as the bracket finds it."""

import json
from pathlib import Path

import pytest
from django.contrib.auth.models import User
from django.db import connection
from django.db.migrations.loader import MigrationLoader
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

import leagues.models.fixtures
from leagues.importing import import_league
from leagues.models import CardLine, Cup, Season
from leagues.rules.league_file import read_league_file
from tests.conftest import EXAMPLES, REPO
from tests.leagues.cups import WON, drawn_cup, the_final
from tests.leagues.test_card_rows_migration import AFTER, migrate

pytestmark = pytest.mark.django_db
LOST = [CardLine(9, 15), CardLine(3, 15), CardLine(15, 14), CardLine(12, 15)]  # the Crown's
# Three games to one for the Swan, the aggregate to the Crown (45-57): won on match points
# while a game counts two (6-4), level with the aggregate's two at one a game (3-3), and so
# the Crown's on the aggregate.
CLOSE = [CardLine(15, 14), CardLine(15, 14), CardLine(15, 14), CardLine(0, 15)]


def stored(cup) -> str | None:
    """The stored winner's code, checked against the bracket's and the standings'."""
    cup = Cup.objects.select_related("winner").get(pk=cup.pk)
    bracket = cup.bracket().winner
    assert cup.winner == bracket
    assert cup.as_standing()["winner"] == (bracket.code if bracket else None)
    return cup.winner.code if cup.winner else None


def test_the_finals_card_settles_the_winner_and_a_correction_changes_it(league):
    season, _, people = league
    cup, final = the_final(season, people)
    assert stored(cup) is None
    _, card = final.send_card(people["home_captain"], WON)
    assert stored(cup) is None  # awaiting the Crown's captain
    assert card.confirm(people["away_captain"]).changed
    assert stored(cup) == "swan"
    # The secretary corrects the confirmed card: the other team won the Final.
    outcome, _ = final.send_card(people["secretary"], LOST, replaces=1)
    assert outcome.changed and stored(cup) == "crown"
    final.send_card(people["secretary"], [], walkover_to="home", replaces=2)
    assert stored(cup) == "swan"


def test_a_disputed_final_has_no_winner_until_the_secretary_settles_it(league):
    season, _, people = league
    cup, final = the_final(season, people)
    _, card = final.send_card(people["away_captain"], LOST)
    assert card.dispute(people["home_captain"], "game 3 was ours").changed
    assert stored(cup) is None
    assert card.confirm(people["secretary"]).changed
    assert stored(cup) == "crown"


def test_only_a_change_to_the_finals_tie_settles_the_cup(league, monkeypatch):
    """A league fixture's change, and a cup tie's before the Final, read nothing of the cups;
    the Final's settles it."""
    season, fixture, people = league
    settled = []
    real = leagues.models.fixtures.settle_winner
    monkeypatch.setattr(
        leagues.models.fixtures,
        "settle_winner",
        lambda cup, season: (settled.append(cup.pk), real(cup, season)),
    )
    with CaptureQueriesContext(connection) as captured:
        fixture.send_card(people["secretary"], WON)
    read = " ".join(query["sql"] for query in captured.captured_queries)
    assert 'FROM "leagues_cup"' not in read and 'FROM "leagues_cupround"' not in read
    cup, tie = drawn_cup(season, people)  # three teams: Swan v Crown, the Bull's bye
    tie.send_card(people["secretary"], WON)
    assert settled == [] and stored(cup) is None
    assert cup.draw_next(people["secretary"], 1, 5, None).changed
    final = cup.ties().get(cup_round__number=2)
    final.send_card(people["secretary"], [], walkover_to="away")
    assert settled == [cup.pk] and stored(cup) == final.away.code


def test_a_league_file_that_changes_the_rules_settles_the_cups_again(league):
    season, _, people = league
    cup, final = the_final(season, people)
    final.send_card(people["secretary"], CLOSE)
    assert stored(cup) == "swan"  # 6-4 on match points
    data = json.loads((EXAMPLES / "leagues" / "three-pubs.json").read_text())["league"]
    data["rules"]["game_win_points"] = 1
    import_league(read_league_file(data))
    assert stored(cup) == "crown"  # 3-3, then the aggregate


@pytest.fixture
def admin_client(client):
    client.force_login(User.objects.create_superuser("admin", password="pegboard-test-pw"))
    return client


def posted(page) -> dict:
    """An admin change form as the browser posts it untouched, with its inlines."""
    forms = [page.context["adminform"].form]
    for inline in page.context["inline_admin_formsets"]:
        forms += [inline.formset.management_form, *inline.formset.forms]
    data = {}
    for form in forms:
        for field in form:
            value = field.value()
            if isinstance(value, (list, tuple)):
                data[field.html_name] = [str(item) for item in value]
            elif value is True:
                data[field.html_name] = "on"
            elif value not in (None, False):
                data[field.html_name] = str(value)
    return data


def test_the_admin_shows_the_winner_and_cannot_set_it(league, admin_client):
    season, _, people = league
    cup, final = the_final(season, people)
    final.send_card(people["secretary"], WON)
    path = reverse("admin:leagues_cup_change", args=[cup.pk])
    page = admin_client.get(path)
    html = page.content.decode()
    assert page.status_code == 200 and "The Swan" in html and 'name="winner"' not in html
    crown = season.teams.get(code="crown")
    before = Season.objects.get(pk=season.pk).version
    data = posted(page) | {"name": "The Challenge Cup", "winner": str(crown.pk)}
    assert admin_client.post(path, data).status_code == 302
    cup.refresh_from_db()
    assert cup.name == "The Challenge Cup" and stored(cup) == "swan"
    assert Season.objects.get(pk=season.pk).version > before  # through the door
    assert admin_client.get(reverse("admin:leagues_cup_add")).status_code == 403


def test_the_seasons_rules_changed_in_the_admin_settle_its_cups(league, admin_client):
    season, _, people = league
    cup, final = the_final(season, people)
    final.send_card(people["secretary"], CLOSE)
    assert stored(cup) == "swan"
    path = reverse("admin:leagues_season_change", args=[season.pk])
    data = posted(admin_client.get(path)) | {"game_win_points": "1"}
    assert admin_client.post(path, data).status_code == 302
    assert stored(cup) == "crown"


@pytest.mark.django_db(transaction=True)
def test_the_migration_fills_the_cups_stored_as_their_brackets_say(league):
    """Cups of every kind, taken back to before the winner was kept and migrated forward
    again: each cup's winner is its bracket's (a Final won on a card, a Final won on a
    walkover after a bye, a cup not drawn yet)."""
    season, _, people = league
    secretary = people["secretary"]
    bracket, tie = drawn_cup(season, people, draw_mode="bracket")  # the Bull's bye
    tie.send_card(secretary, WON)
    bracket.draw_next(secretary, 1, 1, None)
    bracket.ties().get(cup_round__number=2).send_card(secretary, [], "home")  # a walkover
    _, final = the_final(season, people, "Plate")
    final.send_card(secretary, LOST)
    Cup.start(season, secretary, "Shield", "games", "drawn")  # not drawn
    expected = {cup.pk: cup.bracket().winner for cup in Cup.objects.all()}
    home_of_final = bracket.ties().get(cup_round__number=2).home
    crown = season.teams.get(code="crown")
    assert list(expected.values()) == [home_of_final, crown, None]
    (path,) = (REPO / "leagues" / "migrations").glob("*_cupwin35_cup_winner.py")
    before = MigrationLoader(connection).get_migration("leagues", Path(path).stem).dependencies
    try:
        old = migrate(list(before))
        assert "winner" not in {f.name for f in old.get_model("leagues", "Cup")._meta.fields}
        migrate(AFTER)
        assert {cup.pk: cup.winner for cup in Cup.objects.all()} == expected
    finally:
        migrate(AFTER)
