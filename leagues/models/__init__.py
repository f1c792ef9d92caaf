"""The league's models: the league and its seasons (league.py), teams and players (teams.py);
fixtures (fixtures.py) and their versioned match cards (cards.py), with the card lifecycle."""

from leagues.models.cards import CardGame, CardLine, MatchCard
from leagues.models.cups import Cup, CupRound
from leagues.models.divisions import Division
from leagues.models.fixtures import Fixture
from leagues.models.league import (
    League,
    Season,
    Venue,
    default_tie_breakers,  # named by migration 0001
)
from leagues.models.mail import Invitation, Reminder
from leagues.models.teams import Adjustment, Player, PlayerRequest, Team

__all__ = [
    "Adjustment",
    "CardGame",
    "CardLine",
    "Cup",
    "CupRound",
    "Division",
    "Fixture",
    "Invitation",
    "League",
    "MatchCard",
    "Player",
    "PlayerRequest",
    "Reminder",
    "Season",
    "Team",
    "Venue",
    "default_tie_breakers",
]
