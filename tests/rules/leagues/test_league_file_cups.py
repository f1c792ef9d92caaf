"""A league file's knockout cups (docs/record-format.md, "League files";
leagues/rules/league_file_cups.py): the worked example read, what standings prints read back as
the same cup, and every refusal said where the file has it; whatever JSON is under "cups", it is
read or refused with problems, never an error."""

import copy
import datetime
import json

import pytest

from leagues.rules.facts import MAX_SEED, MOST_CUP_ROUNDS, MOST_CUPS
from leagues.rules.league_file import LeagueFileError, read_league_file
from leagues.rules.league_file_cups import FileTie
from tests.conftest import EXAMPLES

WORKED = json.loads((EXAMPLES / "leagues" / "league-with-cup.json").read_text())
LEVEL = [[15, 10], [10, 15], [15, 12], [12, 15]]  # 2-2 in games, 52-52


def with_cup(change=None) -> dict:
    league = copy.deepcopy(WORKED["league"])
    if change is not None:
        change(league["cups"][0])
    return league


def refusals(league) -> list[str]:
    with pytest.raises(LeagueFileError) as refused:
        read_league_file(league)
    return [str(problem) for problem in refused.value.problems]


def test_the_worked_example_reads_its_cup_round_by_round():
    (cup,) = read_league_file(WORKED["league"]).cups
    assert (cup.name, cup.level_rule) == ("Holme Valley Challenge Cup", "aggregate")
    assert cup.draw_mode == "bracket"
    first, semis, final = cup.rounds
    assert (first.date, first.draw_number, semis.draw_number) == (datetime.date(2026, 10, 7), 1, 0)
    assert [(tie.home, tie.away) for tie in first.ties] == [
        ("fox", None), ("goat", "swan"), ("bull", None), ("hare", "crown")
    ]  # fmt: skip
    assert first.ties[3].games == ((15, 10), (10, 15), (15, 12), (12, 15), (9, 15))  # the extra
    assert semis.ties[1] == FileTie("bull", "crown", walkover_to="away")
    assert final.ties[0].played and not first.ties[0].played


def test_what_standings_prints_reads_back_as_the_same_cup():
    league = copy.deepcopy(WORKED["league"])
    league["cups"] = WORKED["expect"]["standings"]["cups"]  # names, winners and all
    assert read_league_file(league).cups == read_league_file(WORKED["league"]).cups


def test_a_cup_not_drawn_yet_or_drawn_in_part_reads():
    def started(cup):
        cup["rounds"] = []

    def first_round_only(cup):
        cup["rounds"][1]["ties"] = cup["rounds"][2]["ties"] = []
        for tie in cup["rounds"][0]["ties"][1:]:
            tie.pop("games", None), tie.pop("extra", None)  # drawn, not played

    assert read_league_file(with_cup(started)).cups[0].rounds == ()
    (read,) = read_league_file(with_cup(first_round_only)).cups
    assert len(read.rounds) == 1 and not any(tie.played for tie in read.rounds[0].ties)

    def without_ties_or_dates(cup):  # a round not drawn may leave its ties out, and any its date
        first_round_only(cup)
        cup["rounds"][1].pop("ties"), cup["rounds"][2].pop("ties")
        cup["rounds"][0]["date"] = None

    (read,) = read_league_file(with_cup(without_ties_or_dates)).cups
    assert len(read.rounds) == 1 and read.rounds[0].date is None


def test_a_first_format_file_with_cups_is_refused_not_read_without_them():
    league = with_cup()
    league["format"] = "pegboard-league/1"
    league["teams"] = [team for division in league.pop("divisions") for team in division["teams"]]
    league["matches"] = league["matches"][:3]
    assert refusals(league) == ['cups need the format "pegboard-league/2"']
    del league["cups"]
    assert read_league_file(league).cups == []


def test_a_cup_is_named_once_with_its_rules():
    def twice(league):
        league["cups"].append({**league["cups"][0], "name": " holme valley challenge CUP "})

    league = with_cup()
    twice(league)
    assert refusals(league) == ['cup 2: "holme valley challenge CUP" is listed twice']
    assert refusals({**with_cup(), "cups": 5}) == ["cups must be a list of at most 20 cups"]
    many = [{**with_cup()["cups"][0], "name": f"Cup {n}"} for n in range(MOST_CUPS + 1)]
    assert refusals({**with_cup(), "cups": many}) == ["cups must be a list of at most 20 cups"]
    wrong = {"name": "A\x1bB", "level_rule": "coin", "draw_mode": 1, "rounds": {}}
    assert refusals({**with_cup(), "cups": [wrong, 5, {"name": " "}]}) == [
        "Cup 1's name (name): a name is one line, with no control characters.",
        "cup 1: level_rule is one of aggregate, extra_game, games",
        "cup 1: draw_mode is one of drawn, bracket",
        "cup 1: rounds must be a list of at most 10",
        "cup 2: a cup is an object",
        "cup 3: name must be a non-empty string",
        "cup 3: level_rule is one of aggregate, extra_game, games",
        "cup 3: draw_mode is one of drawn, bracket",
    ]
    long = {**with_cup()["cups"][0], "name": "C" * 121}
    assert refusals({**with_cup(), "cups": [long]})[0].endswith("at most 120 characters.")
    rounds = {**with_cup()["cups"][0], "rounds": [{}] * (MOST_CUP_ROUNDS + 1)}
    assert refusals({**with_cup(), "cups": [rounds]}) == [
        "cup 1: rounds must be a list of at most 10"
    ]


def test_a_round_says_its_number_date_and_draw_number_as_standings_prints_them():
    def wrong(cup):
        cup["rounds"][0].update(number=2, date="7 October", draw_number=10**6)
        cup["rounds"][1] = 5

    assert refusals(with_cup(wrong)) == [
        "cup 1, round 1: number must be 1",
        "cup 1, round 1: date must be YYYY-MM-DD",
        "cup 1, round 1: draw_number is a whole number from 0 to 999999",
        "cup 1, round 2: a round is an object",
    ]


def test_a_ties_teams_are_the_files_each_once_in_a_round():
    def unknown(cup):
        ties = cup["rounds"][0]["ties"]
        ties[0]["home"], ties[1]["away"], ties[2] = "kite", "hare", 7
        cup["rounds"][0]["ties"] = [*ties, {"home": ["hare"], "away": "swan"}]

    assert refusals(with_cup(unknown)) == [
        "cup 1, round 1, tie 1: home and away must be team ids of this file (away null for a "
        "bye, in the first round only)",
        "cup 1, round 1, tie 3: home and away must be team ids of this file (away null for a "
        "bye, in the first round only)",
        "cup 1, round 1: hare is drawn twice",
        "cup 1, round 1, tie 5: home and away must be team ids of this file (away null for a "
        "bye, in the first round only)",
    ]

    def bye_later(cup):
        cup["rounds"][1]["ties"][1] = {"home": "crown", "away": None}

    assert refusals(with_cup(bye_later))[0].startswith("cup 1, round 2, tie 2: home and away")
    too_many = [{"home": "fox"}] * 513
    assert refusals(with_cup(lambda cup: cup["rounds"][0].update(ties=too_many))) == [
        "cup 1, round 1: ties must be a list of at most 512"
    ]


def test_the_first_round_is_a_bracket_with_its_byes():
    def a_bye_short(cup):
        del cup["rounds"][0]["ties"][0]  # five teams: eight places, three byes

    def one_team(cup):
        cup["rounds"][0]["ties"] = [{"home": "fox", "away": None}]

    def too_many_byes(cup):
        cup["rounds"][0]["ties"][1] = {"home": "goat", "away": None}
        cup["rounds"][0]["ties"].append({"home": "swan", "away": None})

    assert refusals(with_cup(a_bye_short)) == [
        "cup 1, round 1: 5 teams need 4 ties and byes (the places the next power of two), not 3"
    ]
    assert refusals(with_cup(one_team)) == ["cup 1, round 1: a draw needs two teams at least"]
    assert "6 teams need 4 ties and byes" in refusals(with_cup(too_many_byes))[0]


def test_each_ties_card_is_a_cup_card():
    def wrong_cards(cup):
        first = cup["rounds"][0]["ties"]
        first[1]["games"] = [[15, 9], [15, 11], [12, 15]]  # three games
        first[3].pop("extra")  # level, and no extra game
        cup["rounds"][1]["ties"][0]["extra"] = [15, 3]  # not level
        cup["rounds"][2]["ties"][0]["games"][0] = [15, 16]

    assert refusals(with_cup(wrong_cards)) == [
        "cup 1, round 1, tie 2: A match has 4 games, not 3.",
        "cup 1, round 1, tie 4: The match is level: give the extra game's score.",
        "cup 1, round 2, tie 1, game 5: The match is not level: leave the extra game out.",
        "cup 1, round 3, tie 1, game 1: 15-16 is not a finished game to 15: exactly one side "
        "reaches the target.",
    ]

    def shapes(cup):
        cup["rounds"][0]["ties"][0]["games"] = [[15, 3]]  # a bye plays no games
        cup["rounds"][0]["ties"][1]["games"] = 7
        cup["rounds"][0]["ties"][3]["extra"] = 15

    message = "games must be a list (none for a bye) and extra a game's score or null"
    assert refusals(with_cup(shapes)) == [f"cup 1, round 1, tie {n}: {message}" for n in (1, 2, 4)]


def test_a_walkover_goes_to_a_team_of_the_tie():
    def elsewhere(cup):
        cup["rounds"][1]["ties"][1]["winner"] = "swan"

    assert refusals(with_cup(elsewhere)) == [
        "cup 1, round 2, tie 2: a walkover's winner is its home or away team"
    ]


def test_a_winner_given_is_the_team_the_games_send_through():
    def wrong(cup):
        cup["rounds"][0]["ties"][0]["winner"] = "bull"  # a bye: the fox goes through
        cup["rounds"][0]["ties"][1]["winner"] = "swan"  # the goat won on the aggregate
        cup["rounds"][2]["ties"][0]["winner"] = ["crown"]

    assert refusals(with_cup(wrong)) == [
        'cup 1, round 1, tie 1: winner "bull" is not the team its games send through',
        'cup 1, round 1, tie 2: winner "swan" is not the team its games send through',
        "cup 1, round 3, tie 1: winner \"['crown']\" is not the team its games send through",
    ]


def test_a_later_round_is_drawn_from_the_winners_once_all_are_known():
    def early(cup):
        cup["rounds"][0]["ties"][1].pop("games")

    def not_winners(cup):
        cup["rounds"][1]["ties"][0]["away"] = "swan"  # the goat won round 1

    def gap(cup):
        cup["rounds"][1]["ties"] = []

    def out_of_order(cup):
        cup["rounds"][1]["ties"].reverse()  # fixed in advance: fox v goat first

    assert refusals(with_cup(early)) == [
        "cup 1, round 2: drawn before every tie of round 1 has its winner"
    ]
    assert refusals(with_cup(not_winners)) == [
        "cup 1, round 2: its teams are the winners of round 1: fox, goat, bull, crown"
    ]
    assert refusals(with_cup(gap)) == [
        "cup 1, round 3: drawn before every tie of round 2 has its winner"
    ]
    assert refusals(with_cup(out_of_order)) == [
        "cup 1, round 2: fixed in advance, its ties are fox v goat, bull v crown"
    ]

    def drawn_afresh(cup):
        out_of_order(cup)
        cup["draw_mode"] = "drawn"
        cup["rounds"][1]["ties"][0] = {"home": "crown", "away": "bull", "decided_by": "walkover",
                                       "winner": "crown"}  # fmt: skip
        cup["rounds"][2]["ties"][0] = {"home": "crown", "away": "fox", "games": LEVEL,
                                       "extra": [15, 2]}  # fmt: skip

    (cup,) = read_league_file(with_cup(drawn_afresh)).cups  # drawn, any pairs of the winners
    assert cup.rounds[2].ties[0].walkover_to == ""


def test_a_cup_has_the_rounds_of_its_size_and_no_more():
    def one_more(cup):
        cup["rounds"].append({"ties": []})

    def played_on(cup):
        cup["rounds"].append({"ties": [{"home": "crown", "away": "fox"}]})

    assert refusals(with_cup(one_more)) == ["cup 1: a cup of 6 teams has 3 rounds"]
    assert refusals(with_cup(played_on)) == [
        "cup 1, round 4: its teams are the winners of round 3: crown",
        "cup 1: a cup of 6 teams has 3 rounds",
    ]


def test_the_record_formats_example_cup_reads_with_the_worked_examples_teams():
    """docs/record-format.md's cup, as the page writes it, against the worked example."""
    doc = (EXAMPLES.parents[1] / "docs" / "record-format.md").read_text()
    block = doc.split('```json\n"cups": ')[1].split("```")[0]
    league = with_cup()
    league["cups"] = json.loads(block)
    (cup,) = read_league_file(league).cups
    assert len(cup.rounds) == 2 and cup.rounds[1].ties[1].walkover_to == "away"


def test_a_file_may_hold_as_many_cups_rounds_and_a_draw_number_as_the_most():
    """The bounds are the most allowed, not one past it (docs/record-format.md)."""
    most = [{**with_cup()["cups"][0], "name": f"Cup {n}"} for n in range(MOST_CUPS)]
    assert len(read_league_file({**with_cup(), "cups": most}).cups) == MOST_CUPS

    def every_round(cup):
        cup["rounds"] = [{}] * MOST_CUP_ROUNDS

    assert "cup 1: rounds must be a list of at most 10" not in _said(with_cup(every_round))

    def last_number(cup):
        cup["rounds"][0]["draw_number"] = MAX_SEED

    assert not any("draw_number" in text for text in _said(with_cup(last_number)))


def _said(league) -> list[str]:
    """What a league file is refused for, nothing if it is read."""
    try:
        read_league_file(league)
    except LeagueFileError as refused:
        return [str(problem) for problem in refused.problems]
    return []


def test_a_cup_card_is_finished_as_the_files_house_rules_finish_a_game():
    """In a Klaverjas boom league a cup card's games are booms (docs/league.md, "House
    rules"): the higher total wins, with no target to stop at."""
    booms = [[2000, 900], [1500, 1100], [1200, 1500], [1300, 1500]]  # 2-2, 6000-5000

    def boom_card(cup):
        cup["rounds"][0]["ties"][1]["games"] = booms

    league = {**with_cup(boom_card), "house_rules": {"variant": "bela:klaverjas"}}
    # The file's other cards as booms too: no 16 deals total under 2,592 (least_boom_total).
    for match in (match for match in league["matches"] if match.get("games")):
        match["games"] = [[home * 173, away * 173] for home, away in match["games"]]
    for tie in (tie for round_ in league["cups"][0]["rounds"] for tie in round_["ties"]):
        if tie.get("games") and tie["games"] is not booms:
            tie["games"] = [[home * 173, away * 173] for home, away in tie["games"]]
        if tie.get("extra"):
            tie["extra"] = [score * 173 for score in tie["extra"]]
    (cup,) = read_league_file(league).cups
    assert cup.rounds[0].ties[1].games == tuple(map(tuple, booms))
    assert any(
        said.startswith("cup 1, round 1, tie 2") for said in _said({**league, "house_rules": None})
    )


def test_a_cup_of_two_teams_is_its_final():
    def two(cup):
        cup["rounds"] = [{"number": 1, "ties": [{"home": "fox", "away": "goat"}]}]

    (cup,) = read_league_file(with_cup(two)).cups
    assert [(tie.home, tie.away) for tie in cup.rounds[0].ties] == [("fox", "goat")]


def test_no_round_is_drawn_before_the_round_before_it():
    def second_first(cup):
        cup["rounds"][0]["ties"] = cup["rounds"][2]["ties"] = []

    assert refusals(with_cup(second_first)) == [
        "cup 1, round 2: drawn before every tie of round 1 has its winner"
    ]


def test_a_walkovers_winner_is_one_of_its_teams_ids():
    def listed(cup):
        cup["rounds"][1]["ties"][1]["winner"] = ["crown"]

    assert refusals(with_cup(listed)) == [
        "cup 1, round 2, tie 2: a walkover's winner is its home or away team"
    ]
