"""Pegboard's rules core: plain Python, no Django. A pegboard-record/1 goes in, is checked
against its game's rules and folded hand by hand to a pegboard-result/1.

    from scoring.rules import score_record, RecordError
    result = score_record(json.load(file))       # a GameResult; result.to_json() for the spec
"""

from .errors import Problem, RecordError
from .record import Record, Side, parse_record, score_record, unwrap_example
from .registry import GameSpec, VariantSpec, find_game, find_variant, games, variants_first
from .result import GameResult, HandResult, Item

__all__ = [
    "GameResult",
    "GameSpec",
    "HandResult",
    "Item",
    "Problem",
    "Record",
    "RecordError",
    "Side",
    "VariantSpec",
    "find_game",
    "find_variant",
    "games",
    "parse_record",
    "score_record",
    "unwrap_example",
    "variants_first",
]
