"""The league rules core: plain Python, no Django (rules/league.md). Match points from a
card, who may play in it, the table with its ordered tie-breakers, and double round-robin
fixtures."""

from .cards import check_card
from .fixtures import Fixture
from .lineup import LineupProblem, check_lineup
from .nights import double_round_robin
from .table import LeagueRules, MatchResult, Row, Table, match_points, standings

__all__ = [
    "Fixture",
    "LeagueRules",
    "LineupProblem",
    "MatchResult",
    "Row",
    "Table",
    "check_card",
    "check_lineup",
    "double_round_robin",
    "match_points",
    "standings",
]
