"""The clubs' rules core: plain Python, no Django (docs/clubs.md). Each round's draw for a club
night (rotating partners, a Swiss of pairs, pairs all playing all) and the night's and the
season's standings."""

from .draws import (
    RoundDraw,
    Seating,
    TableDraw,
    all_play_all_rounds,
    draw_all_play_all,
    draw_individual,
    draw_swiss,
)
from .standings import (
    DEFAULT_ORDER,
    ORDER_STEPS,
    SEASON_RULE_NAMES,
    Bye,
    Played,
    Row,
    SeasonRule,
    counting_nights,
    night_standings,
    season_standings,
)

__all__ = [
    "DEFAULT_ORDER",
    "ORDER_STEPS",
    "SEASON_RULE_NAMES",
    "Bye",
    "Played",
    "RoundDraw",
    "Row",
    "SeasonRule",
    "Seating",
    "TableDraw",
    "all_play_all_rounds",
    "counting_nights",
    "draw_all_play_all",
    "draw_individual",
    "draw_swiss",
    "night_standings",
    "season_standings",
]
