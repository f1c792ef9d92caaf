"""The league's models: the league and its seasons (league.py), teams and players (teams.py);
fixtures (fixtures.py) and their versioned match cards (cards.py), with the card lifecycle.

The modules import in one direction (tests/test_layers.py), each only modules below it; no
model is looked up in Django's registry. From the bottom:

1. the pieces that name no model: house_rules, nights, cup_winner, no_shows, card_answers,
   card_lines, cup_file, _kept; season_tables (a season's table, counted);
2. league (League, Venue, Season: every change's door, so every module above needs it);
3. divisions; then teams (Team, Player, Adjustment);
4. cards (MatchCard, CardGame), rated_cards (their games as rated results), mail (Reminder,
   Invitation), next_season;
5. registration, card_checks, card_offers, team_changes; then fixtures (Fixture: a card's
   changes);
6. cup_bracket, waiting; cup_changes; cups (Cup, CupRound); history, from_file (a league
   file put into the database); fixture_games (a fixture's games scored on phones);
   moves (FixtureMove: a fixture moved between its captains).

A model lower down reaches one above it through a relation (`season.fixtures.results_in`,
`season.divisions`, `season.cups.rounds()`, `team.invitations`), whose manager holds the
query; a change that needs models of both ends lives in a module above both
(team_changes.py, from_file.py). A mixin is a subject of its own, named for it, and needs of
its model only its fields and relations: answering a card (card_answers.py), counting a
season's tables (season_tables.py), putting a drawn cup right (cup_changes.py)."""

from leagues.models.card_lines import CardLine
from leagues.models.cards import CardGame, MatchCard
from leagues.models.cups import Cup, CupRound
from leagues.models.divisions import Division
from leagues.models.fixture_games import FixtureGame
from leagues.models.fixtures import Fixture
from leagues.models.league import (
    League,
    Season,
    Venue,
    default_tie_breakers,  # named by migration 0001
)
from leagues.models.mail import Invitation, Reminder
from leagues.models.moves import FixtureMove
from leagues.models.teams import Adjustment, Player, PlayerRequest, Team

__all__ = [
    "Adjustment",
    "CardGame",
    "CardLine",
    "Cup",
    "CupRound",
    "Division",
    "Fixture",
    "FixtureGame",
    "FixtureMove",
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
