"""A scored game is its entered hand records in order, plus an audit trail. Nothing derived
(totals, winners) is stored: the engine in scoring/rules computes it from the hands."""

import secrets
import uuid
from dataclasses import dataclass

from django.conf import settings
from django.db import IntegrityError, models, transaction
from django.utils import timezone
from django.utils.translation import gettext, gettext_lazy

from scoring import scored, statements
from scoring.rules import GameResult, Record, parse_record, score_record
from scoring.rules.fold import Fold
from scoring.rules.record import RECORD_FORMAT


def new_public_id() -> str:
    """The live link's id: readable by anyone who has it, never enough to change anything."""
    return secrets.token_urlsafe(8)


def new_secret() -> str:
    """The scorer's secret: 144 random bits in the scorer's link."""
    return secrets.token_urlsafe(18)


HAND_GONE = gettext_lazy("That hand was removed since: nothing was changed.")


class GameClosed(Exception):
    """The game was confirmed as finished: reopen it before changing a hand."""


class GameNotFinished(Exception):
    """Only a game the engine says is finished can be closed."""


@dataclass(frozen=True)
class Outcome:
    """What a change did, in the players' words. `changed` is False when the change had
    already been made (a resent or doubled request) or its target has moved on since the
    phone last saw the game; either way nothing was changed twice. `conflict` marks the second
    kind: the phone should look at the board again before trying."""

    changed: bool
    message: str
    conflict: bool = False


class GameQuerySet(models.QuerySet):
    def live(self):
        return self.filter(status=Game.Status.LIVE)

    def finished(self):
        return self.filter(status=Game.Status.FINISHED)

    def named(self, public_id: str) -> "Game | None":
        """The game its link names (in SQL of our own: scoring/statements.py)."""
        return statements.game_named(self, public_id)

    def to_change(self, public_id: str) -> "Game | None":
        """The same, to change: its state is read by the change itself, under the lock."""
        return statements.game_to_change(self, public_id)

    def started_on(self, public_ids, user=None):
        """The games this phone started (their ids kept in its session), and a signed-in
        user's own games, newest first."""
        mine = models.Q(public_id__in=list(public_ids))
        if user is not None and user.is_authenticated:
            mine |= models.Q(owner=user)
        return self.filter(mine).order_by("-created")


class Game(models.Model):
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
    # One more on every change (hand added, edited, removed; closed; reopened): what a phone
    # last saw, and the validator for conditional requests.
    version = models.PositiveIntegerField(default=0)

    objects = GameQuerySet.as_manager()

    def __str__(self) -> str:
        return " v ".join(side["name"] for side in self.sides)

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
        fold = scored.current(self)
        return fold.record, fold.result()

    # Every change goes through the methods below. Each names what it acts on (a hand by its
    # id, never by a position that may have moved), locks the game row so two phones queue
    # up, decides inside the lock, checks the whole record with the engine before writing,
    # and leaves an audit entry. Asked twice, a change happens once and then says so.

    def add_hand(self, data: dict, client_id: uuid.UUID, actor=None) -> tuple["Hand | None", bool]:
        """Append a hand. A client id already used returns the hand it saved, so a double tap,
        a resent request or a phone's outbox sending again never records a hand twice; a hand
        saved and removed since returns None. Raises RecordError or GameClosed.

        The hot path of a league night, so it takes the fewest round trips: the version is
        counted first (the UPDATE holds the row lock, and finds a closed game), one look at
        the audit trail both tells a new hand (every saved hand left an entry with its id) and
        brings the kept score up to date, and only the new hand is scored. `self.after_add`
        keeps the game as this hand left it, for the answer."""
        client_id = uuid.UUID(str(client_id))
        try:
            with transaction.atomic():
                self._count_change(only_if_live=True)
                fold = scored.with_hand(self, client_id, data)
                if fold is None:
                    transaction.set_rollback(True)  # saved before: the count is taken back
                else:
                    hand = Hand(game=self, position=len(fold.hands), data=data, client_id=client_id)
                    # The hand and its audit entry, in one statement where the database can.
                    self._write_audit(AuditEntry.Action.ADD, hand, None, data, actor, also=hand)
                    self._keep_on_commit(fold)
                    self.after_add = (fold.record, fold.result())
        except IntegrityError:
            # The same client id committed by a concurrent request first: that hand stands.
            return self.hands.get(client_id=client_id), False
        if fold is None:  # that hand, or None if undone or deleted since (not again)
            return self.hands.filter(client_id=client_id).first(), False
        return hand, True

    def edit_hand(self, hand_id: uuid.UUID, revision: int, data: dict, actor=None) -> Outcome:
        """Replace a hand's entries, if it is still as the phone saw it (its revision)."""
        with transaction.atomic():
            game = self._locked()
            hands = game._hand_list()
            hand = next((h for h in hands if h.client_id == hand_id), None)
            if hand is None:
                return Outcome(False, HAND_GONE, True)
            if hand.data == data:
                return Outcome(
                    False, gettext("Hand %(n)s is saved as it is.") % {"n": hand.position}
                )
            if hand.revision != revision:
                message = gettext(
                    "Hand %(n)s was changed on another phone since you opened it: here it is "
                    "now. Make your change again if it is still needed."
                ) % {"n": hand.position}
                return Outcome(False, message, True)
            fold = game._check([data if h.pk == hand.pk else h.data for h in hands])
            before, hand.data, hand.revision = hand.data, data, hand.revision + 1
            hand.save(update_fields=["data", "revision"])
            game._audit(AuditEntry.Action.EDIT, hand, before, data, actor)
            game._keep_on_commit(fold)
            message = gettext("Hand %(n)s changed; the later hands were scored again.")
            return Outcome(True, message % {"n": hand.position})

    def delete_hand(self, hand_id: uuid.UUID, actor=None) -> Outcome:
        """Delete a hand; the later hands move up one place."""
        return self._remove(hand_id, AuditEntry.Action.DELETE, actor)

    def undo_hand(self, hand_id: uuid.UUID, actor=None) -> Outcome:
        """Take back the last hand, if the hand named is still the last one: a resent undo
        finds it gone and says so, instead of taking back the hand before it."""
        return self._remove(hand_id, AuditEntry.Action.UNDO, actor)

    def _remove(self, hand_id: uuid.UUID, action: str, actor) -> Outcome:
        undo = action == AuditEntry.Action.UNDO
        with transaction.atomic():
            game = self._locked()
            hands = game._hand_list()
            removed = next((h for h in hands if h.client_id == hand_id), None)
            if removed is None:
                gone = game.audit.filter(client_id=hand_id, position__isnull=False).last()
                return Outcome(False, _already_removed(gone.position if gone else None, undo))
            if action == AuditEntry.Action.UNDO and removed is not hands[-1]:
                message = gettext(
                    "Hand %(n)s is no longer the last hand (hand %(last)s was added since): "
                    "nothing was undone."
                ) % {"n": removed.position, "last": len(hands)}
                return Outcome(False, message, True)
            fold = game._check([h.data for h in hands if h.pk != removed.pk])
            position = removed.position
            removed.delete()
            for later in hands[position:]:  # in order, so no two hands share a place
                later.position -= 1
                later.save(update_fields=["position"])
            removed.position = position
            game._audit(action, removed, removed.data, None, actor)
            game._keep_on_commit(fold)
            message = gettext("Hand %(n)s undone.") if undo else gettext("Hand %(n)s deleted.")
            return Outcome(True, message % {"n": position})

    def confirm_finished(self, actor=None) -> Outcome:
        """Close the game once the engine says it is finished and the scorer confirms."""
        with transaction.atomic():
            game = self._locked(allow_closed=True)
            if game.status == Game.Status.FINISHED:
                return Outcome(False, gettext("The game was already closed."))
            fold = scored.current(game)
            if not fold.winners:
                raise GameNotFinished
            game.status, game.finished_at = Game.Status.FINISHED, timezone.now()
            game.save(update_fields=["status", "finished_at", "updated"])
            game._audit(AuditEntry.Action.FINISH, None, None, None, actor)
            game._keep_on_commit(fold)  # the same hands, as of this change
        self.status, self.finished_at = game.status, game.finished_at
        return Outcome(True, gettext("The game is closed."))

    def reopen(self, actor=None) -> Outcome:
        with transaction.atomic():
            game = self._locked(allow_closed=True)
            if game.status == Game.Status.LIVE:
                return Outcome(False, gettext("The game is open already."))
            fold = scored.current(game)
            game.status, game.finished_at = Game.Status.LIVE, None
            game.save(update_fields=["status", "finished_at", "updated"])
            game._audit(AuditEntry.Action.REOPEN, None, None, None, actor)
            game._keep_on_commit(fold)
        self.status, self.finished_at = game.status, None
        message = gettext("The game is open again: correct the hand, then close it again.")
        return Outcome(True, message)

    @classmethod
    def from_record(cls, data: dict, owner=None) -> "Game":
        """A stored game from a pegboard-record/1 (an exported game, or a paper score sheet
        carried on with `start`). Raises RecordError if the engine refuses it."""
        record = parse_record(data)
        record.game.score(record)  # the whole record must score before anything is stored
        sides = [
            {"id": side.id, "name": side.name, "players": list(side.players)}
            for side in record.sides
        ]
        hands = data["hands"]
        with transaction.atomic():
            game = cls.objects.create(
                game=data["game"],
                variant=data["variant"],
                options=data.get("options") or {},
                sides=sides,
                start=data.get("start") or {},
                owner=owner,
                first_dealer=hands[0].get("dealer", "")
                if hands and isinstance(hands[0], dict)
                else "",
            )
            game.hands.bulk_create(
                Hand(game=game, position=n, data=hand, client_id=uuid.uuid4())
                for n, hand in enumerate(hands, start=1)
            )
            game._audit(AuditEntry.Action.IMPORT, None, None, {"hands": len(hands)}, owner)
            game.refresh_from_db(fields=["version"])
        return game

    def _locked(self, allow_closed: bool = False) -> "Game":
        game = Game.objects.select_for_update().get(pk=self.pk)
        if game.status == Game.Status.FINISHED and not allow_closed:
            raise GameClosed
        return game

    def _hand_list(self) -> list["Hand"]:
        return list(self.hands.order_by("position"))

    def _check(self, hands: list[dict]) -> Fold:
        """The whole record with these hands, scored: raises RecordError if impossible."""
        return scored.replay(self, hands)

    def _keep_on_commit(self, fold: Fold) -> None:
        """Keep the fold for the game's new state once the change is committed (a change
        rolled back leaves nothing behind)."""
        audit = self._last_audit
        transaction.on_commit(lambda: scored.keep(self, fold, audit))

    def _audit(self, action, hand, before, after, actor) -> None:
        """Leave an audit entry for the change, and count it in the game's version."""
        self._write_audit(action, hand, before, after, actor)
        self._count_change()

    def _count_change(self, only_if_live: bool = False) -> None:
        if not statements.count_change(self, only_if_live):
            raise GameClosed

    def _write_audit(self, action, hand, before, after, actor, also=None) -> None:
        """Write the audit entry, and the new row `also` first if given."""
        actor = actor if actor is not None and actor.is_authenticated else None
        self._last_audit = AuditEntry(
            game=self,
            action=action,
            position=hand.position if hand else None,
            client_id=hand.client_id if hand else None,
            before=before,
            after=after,
            actor=actor,
        )
        statements.insert(*([also] if also is not None else []), self._last_audit)


class Hand(models.Model):
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="hands")
    position = models.PositiveIntegerField()
    data = models.JSONField(help_text="the hand record as entered (spec/record-format.md)")
    client_id = models.UUIDField(help_text="made by the phone, so a resent hand is saved once")
    revision = models.PositiveIntegerField(default=0, help_text="one more at every edit")
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["position"]
        constraints = [
            models.UniqueConstraint(fields=["game", "position"], name="one_hand_per_place"),
            models.UniqueConstraint(fields=["game", "client_id"], name="one_hand_per_client_id"),
        ]

    def __str__(self) -> str:
        return f"hand {self.position} of {self.game}"


class AuditEntry(models.Model):
    """Who changed what, when: every hand added, edited, deleted or undone, and every close."""

    class Action(models.TextChoices):
        ADD = "add"
        EDIT = "edit"
        DELETE = "delete"
        UNDO = "undo"
        FINISH = "finish"
        REOPEN = "reopen"
        IMPORT = "import"

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="audit")
    action = models.CharField(max_length=10, choices=Action)
    position = models.PositiveIntegerField(null=True, blank=True)
    client_id = models.UUIDField(
        null=True, blank=True, help_text="the hand changed, so a resent change can be recognised"
    )
    before = models.JSONField(null=True, blank=True)
    after = models.JSONField(null=True, blank=True)
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created", "pk"]
        verbose_name_plural = "audit entries"
        indexes = [models.Index(fields=["game", "client_id"], name="audit_by_hand")]

    def __str__(self) -> str:
        where = f" hand {self.position}" if self.position else ""
        return f"{self.action}{where} of {self.game} at {self.created:%Y-%m-%d %H:%M}"


def _already_removed(position: int | None, undo: bool) -> str:
    """A resent undo or delete: the hand it named went with the first request."""
    if position is None:
        return (
            gettext("That hand was already undone.")
            if undo
            else gettext("That hand was already deleted.")
        )
    message = (
        gettext("Hand %(n)s was already undone.")
        if undo
        else gettext("Hand %(n)s was already deleted.")
    )
    return message % {"n": position}
