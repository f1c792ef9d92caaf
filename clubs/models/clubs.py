"""A card club: its organisers, its registered players and its house rules (the game and
variant its tables play, the engine's options, the night's format and how its season is
ranked). The club is the aggregate its pages are kept by: every change to it, its players or
its nights goes through its door (`Club.changing`, clubs/doors.py)."""

from django.conf import settings
from django.db import models

from clubs.doors import ClubOwned
from kernel.doors import Aggregate, AggregateDoors

LONGEST_CLUB_NAME = 80
LONGEST_PLAYER_NAME = 60


class NightFormat(models.TextChoices):
    """How a night's tables are drawn (clubs/rules/draws.py)."""

    INDIVIDUAL = "individual", "Individual, rotating partners"
    SWISS = "swiss", "Fixed pairs, Swiss"
    ALL_PLAY_ALL = "all_play_all", "Fixed pairs, all play all"


class SeasonRule(models.TextChoices):
    """Which nights count in the club's season standings (clubs/rules/standings.py)."""

    ALL = "all", "Every night"
    BEST = "best", "The best nights"
    DROP_WORST = "drop_worst", "Every night but the worst"


class Club(ClubOwned, Aggregate):
    """A club, run by its organisers (a site administrator may run any); its version counts
    every change to what its pages show (kernel/doors.py, Aggregate)."""

    door_path = "pk"  # its own door, for its fields

    name = models.CharField(max_length=LONGEST_CLUB_NAME, unique=True)
    slug = models.SlugField(max_length=100, unique=True, allow_unicode=True)
    organisers = models.ManyToManyField(settings.AUTH_USER_MODEL, related_name="clubs_run")
    # The house rules: "game:variant" as the engine names it (scoring/rules/registry.py) and
    # the engine's options besides it (the target, ...), as a new game's form takes them.
    variant = models.CharField(max_length=40)
    options = models.JSONField(default=dict, blank=True)
    format = models.CharField(
        max_length=20, choices=NightFormat.choices, default=NightFormat.INDIVIDUAL
    )
    # The standings' order steps after points (clubs/rules/standings.py); empty: its default.
    order = models.JSONField(default=list, blank=True)
    season_rule = models.CharField(max_length=20, choices=SeasonRule.choices, default="all")
    season_count = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="the nights that count (best N of them)"
    )
    created = models.DateTimeField(auto_now_add=True)

    objects = AggregateDoors.as_manager()  # the door: Club.objects.changing

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name

    @staticmethod
    def kept_key_of(state: tuple, *shown) -> str:
        """The key of a page showing a club as it was read, and its validator (ETag): the
        club by its (pk, created, version), as a query read them before the club itself is
        read, and what the page shows of it besides (a night, its tables' games' states). A
        pk SQLite gives again after a delete is another club: its creation time tells; the
        version is counted by its door at every change to its players, nights and rounds."""
        pk, created, version = state
        return "club:" + repr((pk, created.isoformat(), version, *shown))

    def is_run_by(self, user) -> bool:
        """An organiser (or a site administrator) runs the club: its players, its nights, the
        draw and any table's result."""
        if not user.is_authenticated:
            return False
        return user.is_superuser or self.organisers.filter(pk=user.pk).exists()


class ClubPlayer(ClubOwned):
    """A player of the club: registered by the organisers, or a walk-in named on a night."""

    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="players")
    name = models.CharField(max_length=LONGEST_PLAYER_NAME)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="club_players",
    )
    walk_in = models.BooleanField(default=False, help_text="first named on a night")
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["club", "name"], name="one_club_player_name")
        ]
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name
