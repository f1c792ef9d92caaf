"""A cup's draw seeded by rating (issue 52 point 4, docs/league.md "The cup": seeding): the
strongest teams by their players' ratings are kept apart, the top two in opposite halves,
the next two in the other quarters, and given the byes first; a draw without seeds falls as
it always did. The secretary asks for it on the draw's form, sees the seeds in the preview,
and the cup's page names them."""

import datetime
import re

import pytest
from django.core.exceptions import ValidationError
from django.urls import reverse
from django.utils import timezone
from hypothesis import given
from hypothesis import strategies as st

from leagues.models import Cup, Player
from leagues.ratings import seeds_by_rating
from leagues.rules.cup import bracket_size, first_round, next_round, seed_count
from people.models import RatedResult
from tests.leagues.cards import SLUG, as_
from tests.leagues.cups import CODES, WON, drawn_cup

TEAMS = [f"t{number:02}" for number in range(64)]


def place_of(pairs, team) -> int:
    return next(place for place, pair in enumerate(pairs) if team in (pair.home, pair.away))


@given(st.integers(2, 64), st.integers(1, 10**6))
def test_seeds_are_kept_apart_and_given_the_byes_first(count, seed):
    teams = TEAMS[:count]
    seeds = teams[: seed_count(count)]
    pairs = first_round(teams, seed, seeds)
    half = len(pairs) // 2
    assert sorted(t for p in pairs for t in (p.home, p.away) if t) == sorted(teams)
    places = [place_of(pairs, team) for team in seeds]
    assert len(set(places)) == len(seeds)  # no two seeds meet in round one
    assert all(pairs[place].home == team for place, team in zip(places, seeds, strict=True))
    if len(pairs) > 1:  # the top two in opposite halves: they can meet only in the final
        assert (places[0] < half) != (places[1] < half)
    if len(seeds) >= 4:  # the top four in four quarters
        assert len({place // (len(pairs) // 4) for place in places[:4]}) == 4
    byes = bracket_size(count) - count
    assert all(pairs[place].bye for place in places[:byes])  # the strongest rest first


def test_a_draw_without_seeds_falls_as_it_always_did():
    # Draw number 1234 of eleven teams, as the cup drew it before seeding was offered.
    before = [["t02", None], ["t10", None], ["t03", None], ["t05", "t08"], ["t04", None]]
    before += [["t06", "t09"], ["t00", None], ["t01", "t07"]]
    assert [[p.home, p.away] for p in first_round(TEAMS[:11], 1234, ())] == before
    assert seed_count(2) == 1 and seed_count(8) == 2 and seed_count(16) == 4
    assert seed_count(32) == 8


def rate(winners, losers, times=6):
    """The winners' players beat the losers' at a club night, `times` times."""
    start = timezone.now() - datetime.timedelta(days=40)
    ours, theirs = (
        list(Player.objects.filter(team=t).values_list("person", flat=True))
        for t in (winners, losers)
    )
    for number in range(times):
        sides = [ours[:2], theirs[:2]]
        when = start + datetime.timedelta(days=number, hours=winners.pk)
        RatedResult.objects.record(
            f"club:table:{winners.pk}-{losers.pk}-{number}", when, sides, [11, 4], 0
        )


@pytest.fixture
def rated(league):
    """The example league's teams with two players each: the Crown beat the Swan, who beat
    the Bull."""
    season, _, people = league
    teams = {team.code: team for team in season.teams.all()}
    with season.changing():
        for team in teams.values():
            for number in range(2):
                Player.objects.create(team=team, name=f"{team.code} {number}")
    return season, people, teams


@pytest.mark.django_db
def test_teams_are_seeded_by_their_players_ratings(rated):
    _season, _people, teams = rated
    assert seeds_by_rating(list(teams.values()), 2) == []  # nobody rated: no seeds
    rate(teams["crown"], teams["swan"])
    rate(teams["swan"], teams["bull"], times=2)
    assert seeds_by_rating(list(teams.values()), 2) == ["crown", "swan"]
    assert seeds_by_rating([teams["bull"], teams["swan"]], 1) == ["swan"]


@pytest.mark.django_db
def test_the_secretary_seeds_the_draw_and_the_cup_page_names_the_seeds(client, rated):
    season, people, teams = rated
    rate(teams["crown"], teams["swan"])
    rate(teams["swan"], teams["bull"], times=2)
    _, cup = Cup.start(season, people["secretary"], "Challenge Cup", "aggregate", "bracket")
    url = reverse("leagues-cup-draw", args=[SLUG, cup.pk])
    as_(client, people, "secretary")
    assert 'name="seeded"' in client.get(url).content.decode()
    preview = client.get(url, {"teams": CODES, "seeded": "on"}).content.decode()
    seed = int(re.search(r'name="seed" value="(\d+)"', preview)[1])
    assert re.search(r'class="cup-seeds"><li><bdi>The Crown</bdi></li><li><bdi>The Swan', preview)
    confirm = {"teams": CODES, "seed": seed, "seeded": "on", "seeds": ["crown", "swan"]}
    assert client.post(url, confirm).status_code == 302
    made = cup.rounds.get()
    assert made.seeds == ["crown", "swan"]
    assert made.draw == [[p.home, p.away] for p in first_round(CODES, seed, ["crown", "swan"])]
    assert made.draw[0] == ["crown", None]  # the top seed has the bye
    page = client.get(reverse("leagues-cup", args=[SLUG, cup.pk])).content.decode()
    assert re.search(r"Seeded by rating, the strongest first: <bdi>The Crown</bdi>.*The Swan", page)


@pytest.mark.django_db
def test_seeds_moved_since_the_preview_are_previewed_again_not_drawn(client, rated):
    season, people, teams = rated
    rate(teams["crown"], teams["swan"])
    _, cup = Cup.start(season, people["secretary"], "Challenge Cup", "aggregate", "drawn")
    url = reverse("leagues-cup-draw", args=[SLUG, cup.pk])
    as_(client, people, "secretary")
    stale = {"teams": CODES, "seed": 7, "seeded": "on", "seeds": ["swan", "crown"]}
    answer = client.post(url, stale).content.decode()
    assert "The ratings changed since your preview" in answer and not cup.rounds.exists()
    plain = client.post(url, {"teams": CODES, "seed": 7})  # not seeded: drawn from the hat
    assert plain.status_code == 302 and cup.rounds.get().seeds == []
    page = client.get(reverse("leagues-cup", args=[SLUG, cup.pk])).content.decode()
    assert "Seeded by rating" not in page


@pytest.mark.django_db
def test_a_round_drawn_afresh_may_be_seeded_too(client, rated):
    season, people, teams = rated
    rate(teams["bull"], teams["swan"])
    cup, tie = drawn_cup(season, people)
    tie.send_card(people["secretary"], WON)  # the Swan through, to meet the Bull (a bye)
    url = reverse("leagues-cup-next", args=[SLUG, cup.pk])
    as_(client, people, "secretary")
    assert "Seed this round by rating" in client.get(url).content.decode()
    preview = client.get(url, {"seeded": "on"}).content.decode()
    assert re.search(r'class="cup-seeds"><li><bdi>The Black Bull</bdi></li></ol>', preview)
    assert 'name="seeds" value="bull"' in preview and "Draw without seeds" in preview
    # A number that, from the hat alone, has the Swan at home: seeded, the Bull is.
    swan_home = next(
        s for s in range(1, 99) if next_round(["bull", "swan"], "drawn", s)[0].home == "swan"
    )
    moved = client.post(url, {"after": 1, "seed": swan_home, "seeded": "on"})  # no seeds sent
    assert "The ratings changed since your preview" in moved.content.decode()
    assert cup.rounds.count() == 1
    sent = {"after": 1, "seed": swan_home, "seeded": "on", "seeds": ["bull"]}
    assert client.post(url, sent).status_code == 302
    final = cup.rounds.get(number=2)
    assert (final.draw, final.seeds) == ([["bull", "swan"]], ["bull"])


@pytest.mark.django_db
def test_a_bracket_fixed_in_advance_is_not_seeded_again(rated):
    season, people, _teams = rated
    cup, tie = drawn_cup(season, people, draw_mode="bracket")
    tie.send_card(people["secretary"], WON)
    with pytest.raises(ValidationError):
        Cup.objects.get(pk=cup.pk).draw_next(people["secretary"], 1, 5, None, ["bull"])
    _, plate = Cup.start(season, people["secretary"], "Plate", "aggregate", "drawn")
    for seeds in (["bull", "crown", "swan"], ["bull", "otter"]):  # a quarter, of the cup's
        with pytest.raises(ValidationError):
            plate.make_draw(people["secretary"], CODES, 5, None, seeds)
    assert not plate.rounds.exists()


@pytest.mark.django_db
def test_a_cup_of_unrated_teams_says_it_is_drawn_from_the_hat(client, rated):
    season, people, _teams = rated
    _, cup = Cup.start(season, people["secretary"], "Challenge Cup", "aggregate", "drawn")
    url = reverse("leagues-cup-draw", args=[SLUG, cup.pk])
    as_(client, people, "secretary")
    client.cookies["django_language"] = "it"
    preview = client.get(url, {"teams": CODES, "seeded": "on"}).content.decode()
    assert "il sorteggio è solo dall'urna" in preview and "cup-seeds" not in preview
    assert 'name="seeds"' not in preview and 'name="seeded" value="on"' in preview
    assert re.search(r'name="seeded"[^>]* checked>', preview)  # asked again, still ticked
