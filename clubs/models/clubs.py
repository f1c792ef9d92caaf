"""A card club: its organisers, its registered players and its house rules (the game and
variant its tables play, the engine's options, the night's format and how its season is
ranked). The club is the aggregate its pages are kept by: every change to it, its players or
its nights goes through its door (`Club.changing`, clubs/doors.py)."""

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import IntegrityError, models, transaction
from django.utils.translation import gettext

from clubs.doors import ClubOwned
from clubs.house_rules import check_house_rules, handicap_target
from clubs.rules.standings import DEFAULT_ORDER, ORDER_STEPS
from kernel.doors import Aggregate, AggregateDoors, GuardedQuerySet, refuse_unless_open
from kernel.slugs import address_of, first_free
from kernel.words import in_words
from people.models import Person
from scoring.rules.limits import name_refusal

LONGEST_CLUB_NAME = 80
LONGEST_PLAYER_NAME = 60


def name_given(field: str, name: str, longest: int) -> str:
    """The name as it is kept (stripped), or ValidationError on `field` in the players'
    words: empty, too long, or not one line (scoring/rules/limits.py, as every name)."""
    name = name.strip()
    if not name:
        raise ValidationError({field: gettext("Give a name.")})
    if refusal := name_refusal(name, longest):
        raise ValidationError({field: in_words(refusal)})
    return name


def refused_unless_run_by(club, by) -> None:
    if not club.is_run_by(by):
        raise PermissionDenied(gettext("Only the club's organisers can change the club."))


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


def checked_rules(variant: str, options: dict, rules: dict) -> dict:
    """A club's house rules as kept (`format`, `season_rule`, `season_count`, `order`,
    defaults filled in), or ValidationError by field: the engine's refusal, fixed pairs at a
    game without partners, the best nights with no number, an order that is not every step
    of the standings once, a handicap at a game played to no target."""
    rules = {
        "format": NightFormat.INDIVIDUAL,
        "season_rule": SeasonRule.ALL,
        "order": list(DEFAULT_ORDER),
        **rules,
    }
    if sorted(rules["order"]) != sorted(ORDER_STEPS):
        raise ValidationError(
            {"order": gettext("Rank by games won, points difference and points for, each once.")}
        )
    check_house_rules(variant, options, rules["format"] != NightFormat.INDIVIDUAL)
    if rules["season_rule"] == SeasonRule.BEST and not rules.get("season_count"):
        raise ValidationError({"season_count": gettext("Say how many nights count.")})
    if rules["season_rule"] != SeasonRule.BEST:
        rules["season_count"] = None
    if rules.get("handicap") and handicap_target(variant, options) is None:
        raise ValidationError(
            {
                "handicap": gettext(
                    "A handicap start is a share of the target, and this game is not played "
                    "to a target score: choose a target, or play without a handicap."
                )
            }
        )
    return rules


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
    # The standings' order, its steps in turn (clubs/rules/standings.py); empty: the default.
    order = models.JSONField(default=list, blank=True)
    season_rule = models.CharField(max_length=20, choices=SeasonRule.choices, default="all")
    season_count = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="the nights that count (best N of them)"
    )
    # A Swiss night's first round drawn by rating, not by lot (clubs/models/draws.py).
    seed_by_rating = models.BooleanField(default=False)
    # A handicapped competition (issue 52): each drawn table's weaker sides start with a share
    # of the target from the ratings (clubs/models/draws.py, people.rules.handicap_start).
    handicap = models.BooleanField(default=False)
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

    @property
    def with_pairs(self) -> bool:
        return self.format != NightFormat.INDIVIDUAL

    @classmethod
    def start(cls, by, name: str, variant: str, options: dict, **rules) -> "Club":
        """A new club run by `by`, playing `variant` with the engine's `options`, its night's
        `format` and `season_rule`/`season_count` in `rules`. Raises ValidationError by
        field and then creates nothing. The same club started twice by its organiser (a
        doubled tap) is the one club."""
        name = name_given("name", name, LONGEST_CLUB_NAME)
        rules = checked_rules(variant, options, rules)
        if (same := cls.objects.filter(name=name).first()) is not None:
            if same.is_run_by(by):
                return same
            raise ValidationError({"name": gettext("There is a club of that name already.")})
        slug = first_free(address_of(name, 90) or "club", cls.objects, pages={"new"})
        try:
            with transaction.atomic():
                club = cls.objects.create(
                    name=name, slug=slug, variant=variant, options=options, **rules
                )
                with club.changing() as club:
                    club.organisers.add(by)
        except IntegrityError:  # the same name or address saved meanwhile
            raise ValidationError(
                {"name": gettext("There is a club of that name already.")}
            ) from None
        return club

    def set_house_rules(self, by, variant: str, options: dict, **rules) -> "Club":
        """The club's game and options, its nights' format and how its season counts them, as
        `start` takes them. The game and its options stay while a night is under way (a
        round drawn, the night not over): its tables play the game they were made for."""
        rules = checked_rules(variant, options, rules)
        with self.changing() as club:
            refused_unless_run_by(club, by)
            game_changes = (variant, options) != (club.variant, club.options)
            if game_changes and club.nights.filter(finished=False, rounds__isnull=False):
                raise ValidationError(
                    {"variant": gettext("A night is under way: change the game after it.")}
                )
            for field, value in {"variant": variant, "options": options, **rules}.items():
                setattr(club, field, value)
            club.save(update_fields=["variant", "options", *rules])
        return club

    def add_organiser(self, by, username: str):
        """Another signed-up user runs the club too. ValidationError when nobody has that
        username; one who runs it already stays so."""
        with self.changing() as club:
            refused_unless_run_by(club, by)
            user = get_user_model().objects.filter(username=username.strip()).first()
            if user is None:
                raise ValidationError(
                    {"username": gettext("Nobody has signed up with that username.")}
                )
            club.organisers.add(user)
        return user

    def add_player(self, by, name: str) -> tuple["ClubPlayer", bool]:
        """A registered player of that name (a walk-in of that name registered now), and
        whether they are new; one registered already is left as they are."""
        name = name_given("name", name, LONGEST_PLAYER_NAME)
        with self.changing() as club:
            refused_unless_run_by(club, by)
            player = club.players.filter(name=name).first()
            if player is None:
                return club.players.create(name=name), True
            if player.walk_in:
                player.walk_in = False
                player.save(update_fields=["walk_in"])
            return player, False

    def rename_player(self, by, pk: int, name: str) -> "ClubPlayer | None":
        """The player's new name (None: no such player any more). ValidationError when
        another player has it."""
        name = name_given("name", name, LONGEST_PLAYER_NAME)
        with self.changing() as club:
            refused_unless_run_by(club, by)
            player = club.players.filter(pk=pk).first()
            if player is None or player.name == name:
                return player
            if club.players.filter(name=name).exists():
                raise ValidationError({"name": gettext("Another player has that name.")})
            player.name = name
            player.save(update_fields=["name"])
            return player

    def remove_player(self, by, pk: int) -> "ClubPlayer | None":
        """The player taken off the club's list (None: gone already). ValidationError once
        they have been at a night: its standings name them."""
        with self.changing() as club:
            refused_unless_run_by(club, by)
            player = club.players.filter(pk=pk).first()
            if player is None:
                return None
            if not player.can_be_removed():
                raise ValidationError(
                    gettext("%(name)s has played at a night, so they stay on the list.")
                    % {"name": player.name}
                )
            player.delete()
            return player


class ClubPlayers(GuardedQuerySet):
    def with_nights_played(self):
        """The players, each with the nights they have been at (can_be_removed), by name: a
        grouped query leaves the model's own ordering out, so it is said again."""
        return self.annotate(nights_played=models.Count("attendances")).order_by("name")


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
    # The one player across leagues and clubs this player is (issue 52): the account's
    # person, else a person of their own, made as the player is (`save`).
    person = models.ForeignKey(
        "people.Person",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="club_players",
    )
    created = models.DateTimeField(auto_now_add=True)

    objects = ClubPlayers.as_manager()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["club", "name"], name="one_club_player_name")
        ]
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name

    def save(self, *args, **kwargs):
        """Every way a player is made (registered, a walk-in, the admin) gives them their
        person; an account given later (the admin) makes the player the account's person."""
        fields = kwargs.get("update_fields")
        # Refused outside the club's door before a person is made for a player never saved.
        refuse_unless_open(type(self), "save", self.doors(), new=self._state.adding)
        if fields is None or "user" in fields:
            self._take_person()
            if fields is not None:
                kwargs["update_fields"] = {*fields, "person"}
        super().save(*args, **kwargs)

    def _take_person(self) -> None:
        if self.person_id is None:
            self.person = (
                Person.objects.of_account(self.user, self.name)
                if self.user_id
                else Person.objects.new(self.name)
            )
        elif self.user_id and self.person.user_id is None:
            self.person = self.person.link_account(self.user)
        elif self.user_id and self.person.user_id != self.user_id:
            # Given to another account (a mistake put right): that account's person, and the
            # first account's person keeps its other games.
            self.person = Person.objects.of_account(self.user, self.name)

    def can_be_removed(self) -> bool:
        """A player who has been at a night stays: the night's standings name them. (A list
        read `with_nights_played` knows it already: no query per player.)"""
        played = getattr(self, "nights_played", None)
        return not self.attendances.exists() if played is None else played == 0
