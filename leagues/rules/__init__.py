"""The league rules core: plain Python, no Django (rules/league.md). Match points from a
card, the table with its ordered tie-breakers, and double round-robin fixtures."""

from .fixtures import Fixture, double_round_robin
from .table import LeagueRules, MatchResult, Row, Table, check_card, match_points, standings

__all__ = [
    "Fixture",
    "LeagueRules",
    "MatchResult",
    "Row",
    "Table",
    "check_card",
    "double_round_robin",
    "match_points",
    "standings",
]
