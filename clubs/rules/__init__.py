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

__all__ = [
    "RoundDraw",
    "Seating",
    "TableDraw",
    "all_play_all_rounds",
    "draw_all_play_all",
    "draw_individual",
    "draw_swiss",
]
