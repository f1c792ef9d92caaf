"""A confirmed card's pair games are rated results of the players' persons (issue 52):
recorded when the card is confirmed, corrected by a newer version, withdrawn when no
confirmed card says them, each named "league:fixture:<pk>:game:<number>" on the fixture's
date, through the one door every card change takes (Fixture._changing)."""

import datetime
import io

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from django.utils import timezone
from django.utils.timezone import localdate

from leagues.models import CardLine, Player, Season
from people.models import PersonRating, RatedResult
from people.models.results import RatedResultQuerySet

pytestmark = pytest.mark.django_db

DAY = datetime.date(2026, 9, 3)


@pytest.fixture
def played():
    """A season of two teams of four players, its first fixture on DAY; the secretary, the
    fixture, each side's players and a captain of each side."""
    secretary = User.objects.create_user("sec")
    captains = [User.objects.create_user(name) for name in ("home", "away")]
    season = Season.start(secretary, "Calder League", "2026")
    teams = (("Swan", ["Ann", "Bob", "Eve", "Fay"]), ("Crown", ["Cal", "Dee", "Gus", "Hal"]))
    for (name, players), captain in zip(teams, captains, strict=True):
        season.add_team(name, "", [], players).add_captain(captain)
    season.generate_fixtures(DAY, DAY.weekday())
    fixture = season.fixtures.select_related("home", "away").order_by("week", "pk").first()
    home = tuple(fixture.home.players.order_by("name").values_list("pk", flat=True))
    away = tuple(fixture.away.players.order_by("name").values_list("pk", flat=True))
    captain = {fixture.home_id: captains[0], fixture.away_id: captains[1]}
    return secretary, fixture, home, away, (captain[fixture.home_id], captain[fixture.away_id])


def named(home, away, *scores, picked=2):
    """A match's four games, `scores` first: both sides' pairs picked from the players in
    the first `picked` (the first two players of each side, then the next two), none in the
    rest, which are not rated."""
    pairs = [(home[:2], away[:2]), (home[2:], away[2:])]
    scores = [*scores, *[(15, 0)] * (4 - len(scores))]
    return [
        CardLine(h, a, "", "", *(pairs[number] if number < picked else ((), ())))
        for number, (h, a) in enumerate(scores)
    ]


def stored():
    return {
        result.source: (localdate(result.when), result.points, result.winner)
        for result in RatedResult.objects.order_by("source")
    }


def test_a_card_counts_for_the_ratings_once_confirmed(played):
    _, fixture, home, away, (home_captain, away_captain) = played
    _, card = fixture.send_card(home_captain, named(home, away, (15, 9), (3, 15)))
    assert stored() == {}  # awaiting the other captain: not rated yet
    assert card.confirm(away_captain).changed
    source = f"league:fixture:{fixture.pk}:game:"
    assert stored() == {f"{source}1": (DAY, [15, 9], 0), f"{source}2": (DAY, [3, 15], 1)}
    result = RatedResult.objects.get(source=f"{source}1")
    persons = fixture.home.players.order_by("name").values_list("person", flat=True)
    assert result.sides[0] == [str(pk) for pk in persons[:2]]
    assert PersonRating.objects.filter(games=1).count() == 8


def test_a_corrected_card_corrects_and_a_walkover_withdraws(played):
    secretary, fixture, home, away, _ = played
    fixture.send_card(secretary, named(home, away, (15, 9), (3, 15)))
    source = f"league:fixture:{fixture.pk}:game:"
    fixture.send_card(secretary, named(home, away, (15, 9), picked=1), replaces=1)
    assert stored() == {f"{source}1": (DAY, [15, 9], 0)}
    fixture.send_card(secretary, named(home, away, (9, 15), picked=1), replaces=2)
    assert stored() == {f"{source}1": (DAY, [9, 15], 1)}
    fixture.send_card(secretary, [], walkover_to="home", replaces=3)
    assert stored() == {}
    assert not PersonRating.objects.exists()


def test_a_fixture_moved_moves_its_rated_games(played):
    secretary, fixture, home, away, _ = played
    fixture.send_card(secretary, named(home, away, (15, 9), picked=1))
    later = DAY + datetime.timedelta(days=7)
    fixture.rearrange(later, postponed=False)
    assert stored() == {f"league:fixture:{fixture.pk}:game:1": (later, [15, 9], 0)}


def test_a_card_sent_twice_rates_its_games_once(played):
    secretary, fixture, home, away, _ = played
    lines = named(home, away, (15, 9), picked=1)
    fixture.send_card(secretary, lines)
    fixture.send_card(secretary, lines, replaces=0)  # the same POST again
    assert len(stored()) == 1
    assert PersonRating.objects.get(person__league_players=home[0]).games == 1


def test_cards_confirmed_before_the_ratings_are_rated_by_the_command(played):
    secretary, fixture, home, away, _ = played
    fixture.send_card(secretary, named(home, away, (15, 9), (3, 15)))
    RatedResult.objects.withdraw(f"league:fixture:{fixture.pk}:game:1")  # as if never rated
    out = io.StringIO()
    call_command("ratecards", fixture.season.slug, stdout=out)
    assert len(stored()) == 2 and out.getvalue().startswith("rated results added: 1;")
    call_command("ratecards", stdout=io.StringIO())  # again: nothing changes
    assert len(stored()) == 2


def test_a_late_card_rates_the_history_again_once_and_as_a_rebuild_would(played, monkeypatch):
    secretary, fixture, home, away, _ = played
    later = timezone.now() + datetime.timedelta(days=400)  # a club night after the match, say
    # (the players' persons: a player's pk is a person's only by chance, in a fresh database)
    persons = Player.objects.filter(pk__in=[home[0], away[0]]).values_list("pk", "person")
    person_of = dict(persons)
    sides = [[person_of[home[0]]], [person_of[away[0]]]]
    RatedResult.objects.record("club:table:1", later, sides, [11, 4], 0)
    rebuilds = []
    kept = RatedResultQuerySet.rebuild_in
    monkeypatch.setattr(
        RatedResultQuerySet, "rebuild_in", lambda self, book: rebuilds.append(1) or kept(self, book)
    )
    fixture.send_card(secretary, named(home, away, (15, 9), (3, 15)))
    assert len(rebuilds) == 1 and len(stored()) == 3
    ratings = {row.person_id: (row.mu, row.sigma, row.games) for row in PersonRating.objects.all()}
    RatedResult.objects.rebuild()
    again = {row.person_id: (row.mu, row.sigma, row.games) for row in PersonRating.objects.all()}
    assert ratings == again
