"""A league season's rules and what a league may hold, said once (rules/league.md): the
season's fields, its form and the league file read their defaults, choices and bounds here."""

from dataclasses import dataclass
from enum import StrEnum

from kernel.said import named

# Ranking steps after league points, in the default order (league.md "The table").
DEFAULT_TIE_BREAKERS = ("games_won", "points_difference", "points_for", "head_to_head")


class AggregateTie(StrEnum):
    """Who takes the aggregate points when both teams' aggregates are equal (OQ-AF-12)."""

    SPLIT = "split"  # half each, as league.md plays it
    NONE = "none"
    MORE_GAMES = "more_games"


AGGREGATE_TIE_NAMES = {  # named: the secretary's form says them translated
    AggregateTie.SPLIT: named("1 point each"),
    AggregateTie.NONE: named("no points"),
    AggregateTie.MORE_GAMES: named("to the team with more games"),
}


@dataclass(frozen=True)
class LeagueRules:
    target: int = 15
    games_per_match: int = 4
    game_win_points: int = 2
    aggregate_points: int = 2
    aggregate_tie: str = AggregateTie.SPLIT.value
    walkover_points: int | None = None  # None: every point of a match (match_total)
    tie_breakers: tuple[str, ...] = DEFAULT_TIE_BREAKERS

    @property
    def match_total(self) -> int:
        return self.games_per_match * self.game_win_points + self.aggregate_points

    @property
    def walkover(self) -> int:
        return self.match_total if self.walkover_points is None else self.walkover_points


DEFAULT_RULES = LeagueRules()

# What a league can hold: bounds every number takes, from a form or a league file, so nothing
# overflows the database and a slip of the thumb (150 for 15) is caught.
# A pair game is played to the season's target: 15 in Heckmondwike, 1001 in Croatian Bela,
# 1500 in Klaverjas (leagues.rules.house); a Klaverjas boom of 16 deals ends near 2,500 a team.
MAX_TARGET = 2_000
MAX_GAME_SCORE = 20_000
MAX_GAMES_PER_MATCH = 12
MAX_MATCH_POINTS = 100  # league points per game or aggregate
# A walkover can give at most every point of the largest match.
MAX_WALKOVER_POINTS = MAX_MATCH_POINTS * (MAX_GAMES_PER_MATCH + 1)
# Each rule's bounds, as a form field's min_value and max_value (tie-breakers are a choice).
RULE_BOUNDS = {
    "target": (1, MAX_TARGET),
    "games_per_match": (1, MAX_GAMES_PER_MATCH),
    "game_win_points": (0, MAX_MATCH_POINTS),
    "aggregate_points": (0, MAX_MATCH_POINTS),
    "walkover_points": (0, MAX_WALKOVER_POINTS),
}

# Characters of a league's, a season's and a team's name (the database's columns too).
LONGEST_LEAGUE_NAME = 120
LONGEST_SEASON_NAME = 40
LONGEST_TEAM_NAME = 120
LONGEST_NAME_OF_ONE = 120  # a player's name, a pair as a card writes it, a pub's name
LONGEST_TEAM_ID = 60  # a team's id in a league file and its page's address
LONGEST_DIVISION_NAME = 60  # "Premier", "First Division", "Division Two (North)"
MOST_MOVES = 99  # teams up and down between two divisions: what a form or a file may ask

# A season's knockout cups (league.md "The cup"), as a form or a league file may make them.
LONGEST_CUP_NAME = LONGEST_LEAGUE_NAME  # "Calder Valley Challenge Cup": the Cup's column
MAX_SEED = 999_999  # a draw number is short enough to read out
MOST_CUPS = 20  # cups in a season: a challenge cup, a plate, a shield … with room to spare
MOST_CUP_ROUNDS = 10  # a cup of up to 1,024 teams
