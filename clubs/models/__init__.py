"""The club's models (docs/clubs.md). Import order: clubs (the aggregate and its players),
then nights (a night, who is present, its pairs), then rounds (a round, its tables and their
typed results)."""

from clubs.models.clubs import Club, ClubPlayer
from clubs.models.nights import Attendance, Night, Pair
from clubs.models.rounds import ClubTable, Round, TableResult

__all__ = [
    "Attendance",
    "Club",
    "ClubPlayer",
    "ClubTable",
    "Night",
    "Pair",
    "Round",
    "TableResult",
]
