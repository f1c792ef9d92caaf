"""A season's cups on the models (leagues/models/cups.py): the secretary's changes through the
season's door, once each; a cup tie carded as a league fixture; the league left as it was."""

import datetime

import pytest
from django.core.exceptions import PermissionDenied, ValidationError

from leagues.models import CardLine, Cup, Fixture, Season
from tests.leagues.cups import CODES, LEVEL, ROUND_ONE, SEED, WON, drawn_cup
from tests.leagues.test_the_door import door  # noqa: F401 (the door, watched)


def version(season) -> int:
    return Season.objects.get(pk=season.pk).version


def table_of(season):
    return [
        (row.team, row.played, row.league_points, row.form)
        for row in Season.objects.get(pk=season.pk).table().rows
    ]


def test_only_the_secretary_starts_a_cup_and_twice_is_once(league):
    season, _, people = league
    for who in ("home_captain", "other_secretary", "player"):
        with pytest.raises(PermissionDenied):
            Cup.start(season, people[who], "Challenge Cup", "aggregate", "drawn")
    before = version(season)
    first, cup = Cup.start(season, people["secretary"], "Challenge Cup", "aggregate", "drawn")
    again, same = Cup.start(season, people["secretary"], "Challenge Cup", "aggregate", "drawn")
    assert first.changed and not again.changed and same == cup
    assert season.cups.count() == 1
    assert version(season) == before + 2  # each through the door: counted, even the calm one


def test_the_draw_makes_round_one_with_its_bye_once(league):
    season, _, people = league
    cup, tie = drawn_cup(season, people)
    first = cup.rounds.get()
    assert (first.number, first.seed, first.date) == (1, SEED, ROUND_ONE)
    assert ["bull", None] in first.draw and ["swan", "crown"] in first.draw
    assert (tie.home.code, tie.away.code, tie.date, tie.cup_round) == (
        "swan",
        "crown",
        ROUND_ONE,
        first,
    )
    again = cup.make_draw(people["secretary"], list(reversed(CODES)), SEED, ROUND_ONE)
    assert not again.changed and not again.conflict
    other = cup.make_draw(people["secretary"], CODES, SEED + 1, ROUND_ONE)
    assert other.conflict and cup.rounds.count() == 1 and cup.ties().count() == 1
    with pytest.raises(PermissionDenied):
        cup.make_draw(people["home_captain"], CODES, SEED, ROUND_ONE)
    assert not cup.can_draw(people["secretary"])


def test_a_draw_needs_two_of_the_seasons_teams(league):
    season, _, people = league
    _, cup = Cup.start(season, people["secretary"], "Challenge Cup", "aggregate", "drawn")
    for codes in (["swan"], ["swan", "nobody"], ["swan", "swan"]):
        with pytest.raises(ValidationError):
            cup.make_draw(people["secretary"], codes, SEED, None)
    assert cup.can_draw(people["secretary"]) and not cup.can_draw(people["home_captain"])


def test_a_cup_tie_is_carded_as_a_league_match_and_leaves_the_table_alone(league):
    season, fixture, people = league
    table, results = table_of(season), season.results()
    cup, tie = drawn_cup(season, people)
    assert tie.pk != fixture.pk and (tie.home, tie.away) == (fixture.home, fixture.away)
    outcome, card = tie.send_card(people["home_captain"], WON)
    assert outcome.changed
    with pytest.raises(PermissionDenied):
        card.confirm(people["home_cocaptain"])  # the side that sent it
    assert card.confirm(people["away_captain"]).changed
    assert table_of(season) == table and season.results() == results
    assert tie not in season.fixtures.in_league()
    bracket = Cup.objects.get(pk=cup.pk).bracket()
    assert bracket.winners_of(1) == {"swan": "swan"} and bracket.winner is None
    played = next(tie for tie in bracket.rounds[0].ties if tie.fixture)
    assert played.decision.by == "match_points" and bracket.next_open


def test_a_level_cup_match_needs_its_extra_game(league):
    season, _, people = league
    _, tie = drawn_cup(season, people)
    with pytest.raises(ValidationError) as refused:
        tie.send_card(people["away_captain"], LEVEL)
    assert "The match is level: give the extra game's score." in refused.value.messages
    with pytest.raises(ValidationError):
        tie.send_card(people["away_captain"], [*WON, CardLine(15, 2)])
    outcome, card = tie.send_card(people["away_captain"], [*LEVEL, CardLine(9, 15)])
    assert outcome.changed and card.games.count() == 5


def test_the_next_round_waits_for_every_winner_then_is_made_once(league):
    season, _, people = league
    cup, tie = drawn_cup(season, people, draw_mode="bracket")
    secretary = people["secretary"]
    assert not cup.can_draw_next(secretary)
    (to_come,) = cup.bracket().rounds[1].to_come  # fixed in advance: the bye v tie 2's winner
    assert (to_come[0].code, to_come[1]) == ("bull", 2)
    with pytest.raises(ValidationError):
        cup.draw_next(secretary, 1, 5, None)
    tie.send_card(secretary, [*LEVEL, CardLine(9, 15)])  # the secretary's card counts at once
    cup = Cup.objects.get(pk=cup.pk)
    (to_come,) = cup.bracket().rounds[1].to_come
    assert [team.code for team in to_come] == ["bull", "crown"]
    assert cup.can_draw_next(secretary) and not cup.can_draw_next(people["away_captain"])
    final_day = datetime.date(2026, 12, 2)
    with pytest.raises(PermissionDenied):
        cup.draw_next(people["away_captain"], 1, 5, final_day)
    assert cup.draw_next(secretary, 1, 5, final_day).changed
    assert not cup.draw_next(secretary, 1, 5, final_day).changed
    final = cup.ties().get(cup_round__number=2)
    assert (final.home.code, final.away.code, final.date) == ("bull", "crown", final_day)
    bracket = Cup.objects.get(pk=cup.pk).bracket()
    assert [str(r.name) for r in bracket.rounds] == ["Semi-finals", "Final"]
    played = next(tie for tie in bracket.rounds[0].ties if tie.fixture)
    assert played.decision.by == "extra_game" and played.winner.code == "crown"
    assert bracket.winner is None and not bracket.next_open
    final.send_card(secretary, [], walkover_to="home")
    assert Cup.objects.get(pk=cup.pk).bracket().winner.code == "bull"


def test_a_rounds_date_moves_its_unplayed_ties(league):
    season, _, people = league
    cup, tie = drawn_cup(season, people)
    first = cup.rounds.get()
    later = datetime.date(2026, 11, 11)
    with pytest.raises(PermissionDenied):
        first.set_date(people["home_captain"], later)
    before = version(season)
    first.set_date(people["secretary"], later)
    assert Fixture.objects.get(pk=tie.pk).date == later and version(season) == before + 1


def test_league_fixtures_are_made_again_without_touching_the_cup(league):
    season, _, people = league
    with season.changing():
        Fixture.objects.filter(season=season).delete()  # no card in: fixtures can be generated
    _, tie = drawn_cup(season, people)
    tie.send_card(people["secretary"], WON)
    assert season.can_generate_fixtures()
    season.generate_fixtures(datetime.date(2026, 9, 2), 2)
    assert Fixture.objects.filter(pk=tie.pk).exists()
    assert season.fixtures.in_league().filter(home=tie.home, away=tie.away).exists()


def test_every_cup_change_counts_through_the_door(league, request):
    watched = request.getfixturevalue("door")
    season, _, people = league
    secretary = people["secretary"]
    cup = None

    def start():
        nonlocal cup
        cup = Cup.start(season, secretary, "Challenge Cup", "aggregate", "bracket")[1]

    def tie():
        return cup.ties().get()

    changes = {
        "start": start,
        "draw": lambda: cup.make_draw(secretary, CODES, SEED, ROUND_ONE),
        "date": lambda: cup.rounds.get().set_date(secretary, datetime.date(2026, 11, 5)),
        "send": lambda: tie().send_card(people["home_captain"], WON),
        "confirm": lambda: tie().cards.get().confirm(people["away_captain"]),
        "next": lambda: Cup.objects.get(pk=cup.pk).draw_next(secretary, 1, 9, None),
    }
    for name, change in changes.items():
        before, entered = version(season), watched["entered"]
        change()
        assert watched["entered"] == entered + 1, name
        assert version(season) == before + 1, name
    assert cup.rounds.count() == 2


def test_once_the_next_round_is_drawn_a_correction_keeps_the_winner(league):
    season, _, people = league
    cup, tie = drawn_cup(season, people)
    secretary = people["secretary"]
    tie.send_card(secretary, WON)  # the Swan through
    assert cup.draw_next(secretary, 1, 5, None).changed
    with pytest.raises(ValidationError) as refused:
        tie.send_card(secretary, [*LEVEL, CardLine(9, 15)], replaces=1)  # the Crown's
    assert "The next round is drawn with The Swan" in refused.value.messages[0]
    with pytest.raises(ValidationError):
        tie.send_card(secretary, [], walkover_to="away", replaces=1)
    outcome, card = tie.send_card(secretary, [*WON[:3], CardLine(15, 14)], replaces=1)
    assert outcome.changed and card.version == 2  # the same winner: corrected
    final = cup.ties().get(cup_round__number=2)
    assert final.send_card(secretary, WON)[0].changed  # a final's card: no round after it


def test_a_cup_tie_leaves_the_players_league_figures_alone(league):
    from leagues.leaderboards import leaderboard_of
    from leagues.models import CardGame, Player

    season, _, people = league
    _, tie = drawn_cup(season, people)
    with tie.season.changing():
        ann, bob = (Player.objects.create(team=tie.home, name=name) for name in ("Ann", "Bob"))
        cal, dee = (Player.objects.create(team=tie.away, name=name) for name in ("Cal", "Dee"))
    before = leaderboard_of(season, "win")
    lines = [CardLine(15, 9, home_players=(ann.pk, bob.pk), away_players=(cal.pk, dee.pk))]
    tie.send_card(people["secretary"], lines + WON[1:])
    assert tie.cards.get().games.filter(home_player_1=ann).exists()
    assert not CardGame.objects.played_by(ann).exists()
    assert leaderboard_of(season, "win") == before
