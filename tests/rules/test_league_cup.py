"""The cup's rules as pure functions (leagues/rules/cup.py), with Hypothesis over cup sizes and
seeds: the draw and its byes, the rounds, the winner of a level match."""

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from leagues.rules.cup import (
    Decision,
    DrawMode,
    LevelRule,
    Pair,
    bracket_size,
    champion,
    cup_card_problems,
    first_round,
    next_round,
    round_count,
    round_name,
    shuffled,
    spread,
    through,
    tie_winner,
)
from leagues.rules.facts import LeagueRules
from leagues.rules.house import Finish

RULES = LeagueRules()  # four games to 15, 2 a game and 2 the aggregate
sizes = st.integers(2, 70)
seeds = st.integers(0, 2**32)


def teams(n):
    return [f"t{i:02}" for i in range(n)]


def test_the_bracket_is_the_next_power_of_two():
    assert [bracket_size(n) for n in (2, 3, 4, 5, 8, 9, 11, 16, 17)] == [
        2, 4, 4, 8, 8, 16, 16, 16, 32
    ]  # fmt: skip
    assert round_count(11) == 4 and round_count(2) == 1
    with pytest.raises(ValueError, match=r"^a cup needs two teams$"):
        bracket_size(1)


def test_rounds_are_named_from_the_last():
    names = [str(round_name(n, 5)) for n in range(1, 6)]
    assert names == ["Round 1", "Round 2", "Quarter-finals", "Semi-finals", "Final"]
    assert str(round_name(1, 1)) == "Final"


def test_byes_are_spread_over_the_halves():
    assert spread(8) == [0, 4, 2, 6, 1, 5, 3, 7]
    assert spread(1) == [0]


def test_eleven_teams_have_five_byes_and_three_ties():
    pairs = first_round(teams(11), seed=7)
    assert len(pairs) == 8
    assert sum(pair.bye for pair in pairs) == 5
    # Byes in pair places 0, 4, 2, 6, 1: three in the top half, two in the bottom.
    assert [pair.bye for pair in pairs] == [True, True, True, False, True, False, True, False]


@given(sizes, seeds)
def test_every_team_plays_once_in_round_one_or_has_a_bye(n, seed):
    pairs = first_round(teams(n), seed)
    drawn = Counter(team for pair in pairs for team in (pair.home, pair.away) if team)
    assert drawn == Counter(teams(n))
    assert len(pairs) == bracket_size(n) // 2 and n <= bracket_size(n) < 2 * n
    assert sum(pair.bye for pair in pairs) == bracket_size(n) - n  # never two byes in a pair


@given(sizes, seeds)
def test_byes_are_shared_evenly_down_the_bracket(n, seed):
    byes = [pair.bye for pair in first_round(teams(n), seed)]
    part = len(byes)
    while part >= 2:
        for start in range(0, len(byes), part):
            top = sum(byes[start : start + part // 2])
            bottom = sum(byes[start + part // 2 : start + part])
            assert abs(top - bottom) <= 1
        part //= 2


@given(sizes, seeds)
def test_a_draw_is_repeated_by_its_seed_whatever_the_order_of_the_teams(n, seed):
    listed = teams(n)
    assert first_round(listed, seed) == first_round(list(reversed(listed)), seed)


def test_another_seed_draws_otherwise():
    assert len({tuple(shuffled(teams(11), seed)) for seed in range(20)}) > 15


@given(sizes, seeds, st.randoms(use_true_random=False), st.sampled_from(list(DrawMode)))
def test_the_bracket_halves_each_round_and_has_one_winner(n, seed, chance, mode):
    rounds = [first_round(teams(n), seed)]
    winners = {}
    while True:
        number = len(rounds)
        won = {pair.home: chance.choice([pair.home, pair.away]) for pair in rounds[-1]}
        winners[number] = {pair.home: won[pair.home] for pair in rounds[-1] if not pair.bye}
        going_on = through(rounds[-1], won)
        assert going_on is not None and len(going_on) == len(rounds[-1])
        if len(going_on) == 1:
            break
        following = next_round(going_on, mode, seed + number)
        assert len(following) * 2 == len(rounds[-1])
        assert sorted(t for p in following for t in (p.home, p.away)) == sorted(going_on)
        assert not any(pair.bye for pair in following)
        rounds.append(following)
    assert len(rounds) == round_count(n)
    assert champion(rounds, winners) in teams(n)


def test_a_fixed_bracket_keeps_its_order_and_a_draw_reshuffles():
    winners = ["a", "b", "c", "d"]
    assert next_round(winners, DrawMode.BRACKET) == [Pair("a", "b"), Pair("c", "d")]
    assert next_round(winners, DrawMode.DRAWN, 3) == next_round(winners, DrawMode.DRAWN, 3)
    eight = [f"t{i}" for i in range(8)]
    assert next_round(eight, DrawMode.DRAWN, 3) == next_round(list(reversed(eight)), "drawn", 3)
    draws = {tuple(next_round(eight, DrawMode.DRAWN, seed)) for seed in range(1, 6)}
    assert len(draws) == 5  # each draw number its own draw, none the bracket's order
    assert tuple(next_round(eight, DrawMode.BRACKET)) not in draws
    for odd in (3, 5, 6, 7, 12):  # the winners of a whole round are a power of two
        with pytest.raises(ValueError, match=r"^a round after the first has a power of two"):
            next_round(teams(odd), DrawMode.BRACKET)


def test_a_team_is_drawn_once_and_a_round_needs_two():
    with pytest.raises(ValueError, match=r"^a team is drawn once$"):
        first_round(["a", "b", "a"], 1)
    for none_or_one in ([], ["a"]):
        with pytest.raises(ValueError, match=r"^a round after the first has a power of two"):
            next_round(none_or_one, DrawMode.DRAWN, 1)
    assert champion([], {}) is None


def test_no_winner_while_a_tie_is_to_play():
    pairs = [Pair("a", "b"), Pair("c")]
    assert through(pairs, {}) is None
    assert through(pairs, {"a": "b"}) == ["b", "c"]
    assert champion([pairs], {}) is None
    assert champion([pairs, [Pair("b", "c")]], {1: {"a": "b"}}) is None  # the Final to play


WON_ON_POINTS = [(15, 3), (15, 4), (2, 15), (15, 9)]  # 3-1 in games: 8-2
LEVEL_GAMES_MORE_POINTS = [(15, 3), (15, 4), (2, 15), (14, 15)]  # 2-2, aggregate 46-37: 6-4
LEVEL = [(15, 10), (10, 15), (15, 12), (12, 15)]  # 2-2 and 52-52: 5-5


def test_a_match_won_on_match_points_needs_no_rule():
    for level in LevelRule:
        assert tie_winner(WON_ON_POINTS, RULES, level).winner == "home"
    for level in LevelRule:
        walkover = tie_winner([], RULES, level, "away")
        assert (walkover.winner, walkover.by) == ("away", "walkover")


def test_level_on_match_points_goes_to_the_aggregate_then_an_extra_game():
    no_aggregate = LeagueRules(aggregate_points=0)  # match points are games alone: 4-4
    decision = tie_winner(LEVEL_GAMES_MORE_POINTS, no_aggregate, LevelRule.AGGREGATE_THEN_EXTRA)
    assert (decision.winner, decision.by) == ("home", "aggregate")
    decision = tie_winner(LEVEL_GAMES_MORE_POINTS, no_aggregate, LevelRule.GAMES_AGGREGATE_EXTRA)
    assert (decision.winner, decision.by) == ("home", "aggregate")  # 2-2 in games: level
    decision = tie_winner(LEVEL_GAMES_MORE_POINTS, no_aggregate, LevelRule.EXTRA_GAME)
    assert (decision.winner, decision.by) == (None, "extra_game")
    decision = tie_winner([*LEVEL_GAMES_MORE_POINTS, (9, 15)], no_aggregate, "extra_game")
    assert (decision.winner, decision.by) == ("away", "extra_game")
    decision = tie_winner(LEVEL, RULES, LevelRule.AGGREGATE_THEN_EXTRA)
    assert (decision.winner, decision.by) == (None, "extra_game")
    decision = tie_winner([*LEVEL, (15, 11)], RULES, LevelRule.AGGREGATE_THEN_EXTRA)
    assert (decision.winner, decision.by) == ("home", "extra_game")


def test_games_won_come_before_the_aggregate_when_the_league_says_so():
    # 3-1 in games but fewer points, and no points for games or the aggregate: level 0-0.
    rules = LeagueRules(game_win_points=0, aggregate_points=0)
    games = [(15, 14), (15, 14), (15, 14), (0, 15)]  # 45-57 on aggregate
    assert tie_winner(games, rules, LevelRule.GAMES_AGGREGATE_EXTRA).winner == "home"
    assert tie_winner(games, rules, LevelRule.GAMES_AGGREGATE_EXTRA).by == "games_won"
    assert tie_winner(games, rules, LevelRule.AGGREGATE_THEN_EXTRA).winner == "away"


def problems(games, level="aggregate", rules=RULES):
    return [str(problem) for problem in cup_card_problems(games, rules, level)]


def test_a_cup_card_has_an_extra_game_exactly_when_the_match_is_level():
    assert problems(WON_ON_POINTS) == []
    assert problems([*LEVEL, (15, 11)]) == []
    assert problems(LEVEL) == ["The match is level: give the extra game's score."]
    assert problems([*WON_ON_POINTS, (15, 11)]) == [
        "game 5: The match is not level: leave the extra game out."
    ]
    assert problems([*LEVEL, (15, 11), (15, 2)]) == ["A cup match has one extra game at most."]
    assert problems([(15, 15), *LEVEL[1:], (16, 16)]) == [
        "game 1: 15-15 is not a finished game to 15: exactly one side reaches the target.",
        "game 5: 16-16 is not a finished game to 15: exactly one side reaches the target.",
    ]
    assert problems([*LEVEL, (15, 15)]) == [
        "game 5: 15-15 is not a finished game to 15: exactly one side reaches the target."
    ]
    assert problems(WON_ON_POINTS[:3]) == ["A match has 4 games, not 3."]
    assert cup_card_problems([], RULES, "aggregate", walkover_to="home") == []


@given(st.lists(st.tuples(st.integers(0, 14), st.just(15)), min_size=4, max_size=4), st.booleans())
def test_every_card_the_rules_take_has_a_winner(games, swap):
    games = [(a, h) if swap and i % 2 else (h, a) for i, (h, a) in enumerate(games)]
    for level in LevelRule:
        card = games if not problems(games, level) else [*games, (15, 0)]
        assert problems(card, level) == []
        assert tie_winner(card, RULES, level).winner in ("home", "away")


def test_the_worked_example_by_the_rules_alone():
    """tests/data/leagues/cup-of-eleven.json without the database: the draw, each tie's
    winner and what decided it, the bracket's rounds and the winner."""
    import json
    from pathlib import Path

    example = json.loads(
        (Path(__file__).parents[1] / "data" / "leagues" / "cup-of-eleven.json").read_text()
    )
    cup, expect = example["cup"], example["expect"]
    rules = LeagueRules(**cup["rules"])
    pairs = first_round([team["id"] for team in cup["teams"]], cup["seed"])
    rounds = [pairs]
    winners = {}
    for number, (played, expected) in enumerate(
        zip(cup["rounds"], expect["rounds"], strict=True), start=1
    ):
        assert [[pair.home, pair.away] for pair in pairs] == expected["pairs"]
        assert str(round_name(number, round_count(len(cup["teams"])))) == expected["name"]
        won = {}
        for pair in pairs:
            if pair.bye:
                continue
            result = played["ties"][pair.home]
            games = [tuple(game) for game in result.get("games", [])]
            games += [tuple(result["extra"])] if "extra" in result else []
            walkover = result.get("walkover_to", "")
            assert cup_card_problems(games, rules, cup["level_rule"], walkover) == []
            decision = tie_winner(games, rules, cup["level_rule"], walkover)
            team = pair.home if decision.winner == "home" else pair.away
            won[pair.home] = [team, decision.by]
        assert won == expected["won"]
        winners[number] = {home: team for home, (team, _) in won.items()}
        going_on = through(pairs, winners[number])
        if len(going_on) > 1:
            pairs = next_round(going_on, cup["draw_mode"])
            rounds.append(pairs)
    assert champion(rounds, winners) == expect["winner"]


BOOM_LEVEL = [(2000, 1000), (1000, 2000), (2000, 1000), (1000, 2000)]  # 2-2 and 6000-6000


def test_a_cup_card_is_finished_as_the_house_rules_finish_a_game():
    """A Klaverjas boom has no target (league.md "House rules"): its match games and its
    extra game are finished by the higher score, where All Fours would have both sides past
    the target."""
    boom = [str(p) for p in cup_card_problems(BOOM_LEVEL, RULES, "aggregate", "", Finish.BOOM)]
    assert boom == ["The match is level: give the extra game's score."]
    card = [*BOOM_LEVEL, (1800, 1700)]
    assert cup_card_problems(card, RULES, "aggregate", finish=Finish.BOOM) == []
    assert tie_winner(card, RULES, "aggregate") == Decision("home", "extra_game")
    refused = [str(p) for p in cup_card_problems(card, RULES, "aggregate", "", Finish.TARGET)]
    assert refused[0].startswith("game 1: 2000-1000 is not a finished game to 15")
    drawn = [str(p) for p in cup_card_problems([*BOOM_LEVEL, (1800, 1800)], RULES, "aggregate",
                                               finish=Finish.BOOM)]  # fmt: skip
    assert drawn == ["game 5: 1800-1800 is a drawn boom: a card needs a winner in each game."]


def test_a_draw_without_a_number_is_the_draw_of_number_nought():
    """As a league file's round without a `draw_number` (record-format.md, "League files")."""
    eight = teams(8)
    assert next_round(eight, DrawMode.DRAWN) == next_round(eight, DrawMode.DRAWN, 0)
