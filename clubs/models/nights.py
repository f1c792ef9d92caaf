"""A club night: its format, the rounds it plans, the seed its draws are made from, who is
present (from which round, until which) and, for the pair formats, the fixed pairs."""

import secrets

from django.db import models

from clubs.doors import ClubOwned
from clubs.models.clubs import Club, ClubPlayer, NightFormat


def new_seed() -> str:
    """The night's own seed: its draws are made from it, so the same night drawn twice gives
    the same draw (clubs/rules/draws.py)."""
    return secrets.token_hex(8)


class Night(ClubOwned):
    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="nights")
    date = models.DateField()
    title = models.CharField(max_length=80, blank=True)
    format = models.CharField(max_length=20, choices=NightFormat.choices)
    rounds_planned = models.PositiveSmallIntegerField(default=4)
    seed = models.CharField(max_length=32, default=new_seed, editable=False)
    finished = models.BooleanField(default=False)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-date", "-pk"]

    def __str__(self) -> str:
        return f"{self.club} {self.date}"

    @property
    def with_pairs(self) -> bool:
        return self.format != NightFormat.INDIVIDUAL


class Attendance(ClubOwned):
    """A player present at a night: from round `from_round` (a late arrival's later), until
    the round `until_round` (an early leaver's last; none: to the end)."""

    door_path = "night__club"

    night = models.ForeignKey(Night, on_delete=models.CASCADE, related_name="attendances")
    player = models.ForeignKey(ClubPlayer, on_delete=models.CASCADE, related_name="attendances")
    from_round = models.PositiveSmallIntegerField(default=1)
    until_round = models.PositiveSmallIntegerField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["night", "player"], name="present_once_a_night")
        ]
        ordering = ["night", "player__name"]

    def __str__(self) -> str:
        return f"{self.player} at {self.night}"

    def plays_in(self, round_number: int) -> bool:
        return self.from_round <= round_number and (
            self.until_round is None or round_number <= self.until_round
        )


class Pair(ClubOwned):
    """Two players who play the night together (the pair formats)."""

    door_path = "night__club"

    night = models.ForeignKey(Night, on_delete=models.CASCADE, related_name="pairs")
    number = models.PositiveSmallIntegerField()
    first = models.ForeignKey(ClubPlayer, on_delete=models.CASCADE, related_name="+")
    second = models.ForeignKey(ClubPlayer, on_delete=models.CASCADE, related_name="+")

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["night", "number"], name="one_pair_number_a_night")
        ]
        ordering = ["night", "number"]

    def __str__(self) -> str:
        return f"{self.first} & {self.second}"
