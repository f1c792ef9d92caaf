"""A game and what can be asked of it: its record, its result and standing, whether it takes
changes. How it changes is in changes.py (GameChanges, which Game is made of)."""

import re
import secrets

from django.conf import settings
from django.db import models
from django.utils.translation import pgettext

from scoring.models import _kept, _statements
from scoring.models.changes import GameChanges
from scoring.rules import GameResult, Record, score_record
from scoring.rules.again import next_game_dealer
from scoring.rules.record import RECORD_FORMAT


def new_public_id() -> str:
    """The live link's id: readable by anyone who has it, never enough to change anything."""
    return secrets.token_urlsafe(8)


def new_secret() -> str:
    """The scorer's secret: 144 random bits in the scorer's link."""
    return secrets.token_urlsafe(18)


# What new_public_id makes (token_urlsafe), within the field's length: a link naming anything
# else names no game, and is not sent to the database (PostgreSQL refuses a NUL in text).
PUBLIC_ID = re.compile(r"[A-Za-z0-9_-]{1,16}")


def _could_be_public_id(text: str) -> bool:
    return PUBLIC_ID.fullmatch(text) is not None


class GameQuerySet(models.QuerySet):
    def live(self):
        return self.filter(status=Game.Status.LIVE)

    def finished(self):
        return self.filter(status=Game.Status.FINISHED)

    def started_on(self, public_ids, user=None):
        """The games this phone started (their ids kept in its session), and a signed-in
        user's own games, newest first."""
        mine = models.Q(public_id__in=list(public_ids))
        if user is not None and user.is_authenticated:
            mine |= models.Q(owner=user)
        return self.filter(mine).order_by("-created")

    def variants_played(self, public_ids, user=None, most: int = 3) -> list[str]:
        """The variants ("game:variant") of the games started here, the newest first, each
        once: what the variant picker offers before the whole list."""
        recent = self.started_on(public_ids[:20], user).values_list("game", "variant")[:20]
        return list(dict.fromkeys(f"{game}:{variant}" for game, variant in recent))[:most]


class GameManager(models.Manager.from_queryset(GameQuerySet)):
    # The reads every request of a game begins with (a spectator's poll among them, hundreds a
    # second on a league night), asked of the manager itself: as queryset methods each first
    # built a QuerySet it never used.

    def state_of(self, public_id: str) -> tuple | None:
        """The (version, status, secret) of the game its link names: what its board's
        validator is made of, in one small query (SQL of our own: _statements.py)."""
        if not _could_be_public_id(public_id):
            return None
        return _statements.state_of(self, public_id)

    def named(self, public_id: str) -> "Game | None":
        """The game its link names (in SQL of our own: scoring/models/_statements.py)."""
        if not _could_be_public_id(public_id):
            return None
        return _statements.game_named(self, public_id)

    def to_change(self, public_id: str) -> "Game | None":
        """The same, to change: its state is read by the change itself, under the lock."""
        if not _could_be_public_id(public_id):
            return None
        return _statements.game_to_change(self, public_id)


class Game(GameChanges, models.Model):
    class Status(models.TextChoices):
        LIVE = "live", "live"
        FINISHED = "finished", "finished"

    public_id = models.CharField(max_length=16, unique=True, default=new_public_id)
    secret = models.CharField(max_length=40, default=new_secret)
    game = models.CharField(max_length=20)
    variant = models.CharField(max_length=20)
    options = models.JSONField(default=dict, blank=True)
    sides = models.JSONField(help_text="the record's sides: [{id, name, players}]")
    start = models.JSONField(default=dict, blank=True)
    first_dealer = models.CharField(max_length=20, blank=True)
    status = models.CharField(max_length=10, choices=Status, default=Status.LIVE)
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    # The key the phone gave the start (the form's, or Play again's): the same start sent
    # twice makes one game.
    start_key = models.UUIDField(null=True, blank=True, unique=True, editable=False)
    # One more on every change (hand added, edited, removed; closed; reopened): what a phone
    # last saw, and the validator for conditional requests.
    version = models.PositiveIntegerField(default=0)

    objects = GameManager()

    def __str__(self) -> str:
        against = pgettext("a match: one team against another", "v")  # as a fixture says it
        return f" {against} ".join(side["name"] for side in self.sides)

    @staticmethod
    def kept_key(public_id: str, state: tuple, *shown) -> str:
        """The key of what is kept of a game as it was read, and the validator (ETag) of its
        pages: the game by its public id, the (version, status) its change path counts at
        every change (a close and a reopen too), and what the page shows of it besides. Made
        from the one small row a poll reads (`Game.objects.state_of`), so a poll costs no
        more. (Its fold and its unchanging fields are kept by the game alone: _kept.py checks
        the fold against the audit trail at every read; _statements.py keeps only fields
        nothing writes after the game is made.)"""
        version, status = state
        return ":".join(map(str, ("game", public_id, version, status, *shown)))

    def kept_key_as_read(self, *shown) -> str:
        """`kept_key` of this game as it was read (its version and status read with it)."""
        return self.kept_key(self.public_id, (self.version, self.status), *shown)

    def record(self, hands: list[dict] | None = None) -> dict:
        """The game as a pegboard-record/1, with its stored hands or the ones given."""
        if hands is None:
            hands = [hand.data for hand in self.hands.all()]
        record = {
            "format": RECORD_FORMAT,
            "game": self.game,
            "variant": self.variant,
            "options": self.options,
            "sides": self.sides,
            "hands": hands,
        }
        if self.start:
            record["start"] = self.start
        return record

    def next_game(self, owner, start_key) -> "Game":
        """The same sides playing again, to the same house rules, the deal passed on (unsaved:
        it is started like any game)."""
        sides = [{**side, "players": list(side.get("players") or [])} for side in self.sides]
        dealer = next_game_dealer(
            self.game, self.variant, self.side_ids, self.first_dealer, self.result().winners
        )
        return Game(
            game=self.game,
            variant=self.variant,
            options=self.options,
            sides=sides,
            first_dealer=dealer,
            owner=owner,
            start_key=start_key,
        )

    @property
    def side_ids(self) -> tuple[str, ...]:
        return tuple(side["id"] for side in self.sides)

    def name_of(self, side_id: str) -> str:
        return next((side["name"] for side in self.sides if side["id"] == side_id), side_id)

    def result(self, hands: list[dict] | None = None) -> GameResult:
        """The engine's result: of the stored hands (kept per version), or of the hands given."""
        if hands is None:
            return self.standing()[1]
        return score_record(self.record(hands))

    def standing(self) -> tuple[Record, GameResult]:
        """The game's record envelope and its result as it now stands, from the score this
        process keeps (nothing replayed on a read)."""
        fold = _kept.current(self)
        return fold.record, fold.result()

    @property
    def is_open(self) -> bool:
        """Hands can be added, changed and removed (the change path asks the same in SQL)."""
        return self.status == Game.Status.LIVE
