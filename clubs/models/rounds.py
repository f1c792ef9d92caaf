"""A night's rounds: each drawn once (one row per night and number), its tables with the sides
as drawn and the game made for each, and the results the organiser types (a paper table's, or
a correction): versions, the newest standing, as a match card's are. A table's result is its
newest typed version, else its finished game's (nothing typed again)."""

from django.conf import settings
from django.db import models

from clubs.doors import ClubOwned
from clubs.models.nights import Night
from scoring.models import Game


class Round(ClubOwned):
    door_path = "night__club"

    night = models.ForeignKey(Night, on_delete=models.CASCADE, related_name="rounds")
    number = models.PositiveSmallIntegerField()
    # The keys sitting the round out (players' pks, or a Swiss bye's pair pk), as drawn.
    sitting_out = models.JSONField(default=list, blank=True)
    drawn_at = models.DateTimeField(auto_now_add=True)
    drawn_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["night", "number"], name="one_round_number_a_night")
        ]
        ordering = ["night", "number"]

    def __str__(self) -> str:
        return f"{self.night} round {self.number}"


class ClubTable(ClubOwned):
    """One table of a round: its sides as drawn (each a list of keys, in seat order) and the
    game made for it, scored on the table's phone."""

    door_path = "round__night__club"

    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="tables")
    number = models.PositiveSmallIntegerField()
    sides = models.JSONField()
    game = models.OneToOneField(
        Game, null=True, blank=True, on_delete=models.SET_NULL, related_name="club_table"
    )

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["round", "number"], name="one_table_number_a_round")
        ]
        ordering = ["round", "number"]

    def __str__(self) -> str:
        return f"{self.round} table {self.number}"


class TableResult(ClubOwned):
    """A result typed for a table (a paper table's, or a correction): each side's points and
    the winning side (None: a draw)."""

    door_path = "table__round__night__club"

    table = models.ForeignKey(ClubTable, on_delete=models.CASCADE, related_name="results")
    version = models.PositiveSmallIntegerField()
    points = models.JSONField()
    winner = models.PositiveSmallIntegerField(null=True, blank=True)
    entered_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    entered_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["table", "version"], name="one_result_version")
        ]
        ordering = ["table", "-version"]

    def __str__(self) -> str:
        return f"{self.table} v{self.version}: {self.points}"
