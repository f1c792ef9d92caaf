"""The league's models: the league and its seasons, teams and players (league.py); fixtures
(fixtures.py) and their versioned match cards (cards.py), with the card lifecycle."""

from leagues.models.cards import CardGame, CardLine, MatchCard
from leagues.models.fixtures import Fixture
from leagues.models.league import (
    Adjustment,
    League,
    Player,
    Season,
    Team,
    Venue,
    default_tie_breakers,  # named by migration 0001
)

__all__ = [
    "Adjustment",
    "CardGame",
    "CardLine",
    "Fixture",
    "League",
    "MatchCard",
    "Player",
    "Season",
    "Team",
    "Venue",
    "default_tie_breakers",
]
