"""How a game changes: the one change path (Game._change) that the six changes share (a hand
added, edited, deleted or undone; the game closed or reopened), each returning its GameOutcome,
and the creation of a game from a record. A game is changed only here."""

import uuid
from dataclasses import dataclass, replace

from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext, gettext_lazy

from kernel.doors import opened
from kernel.outcomes import Outcome
from scoring import followers
from scoring.models import _kept, _statements
from scoring.models.hands import AuditEntry, Hand
from scoring.rules import GameResult, Record, parse_record
from scoring.rules.fold import Fold

HAND_GONE = gettext_lazy("That hand was removed since: nothing was changed.")


class GameClosed(Exception):
    """The game was confirmed as finished: reopen it before changing a hand."""


class GameNotFinished(Exception):
    """Only a game the engine says is finished can be closed."""


@dataclass(frozen=True)
class GameOutcome(Outcome):
    """What a game's change did (kernel/outcomes.py). It also says the hand it acted on (a
    hand saved, or found saved before), and the game's record and result as the change left
    it (`standing`, when it changed), so nothing is read again for the answer."""

    hand: "Hand | None" = None
    standing: "tuple[Record, GameResult] | None" = None


@dataclass(frozen=True)
class _Decided:
    """What a change decided under the lock: its outcome, and unless nothing changed, what
    its audit entry says (its action, the hand, before and after) and the game's fold after
    it; `new_hand` when the hand is new and still to be written (with the entry)."""

    outcome: GameOutcome
    action: str | None = None
    hand: "Hand | None" = None
    before: dict | None = None
    after: dict | None = None
    fold: Fold | None = None
    new_hand: bool = False


class GameChanges:
    """Game's changes (a mixin of Game, which has the fields they change)."""

    # Every change goes through `_change`, the one change path: it counts the game's version
    # first (the UPDATE ... RETURNING takes the row lock, so two phones queue up, and finds a
    # closed or deleted game), decides inside the lock, writes, leaves an audit entry and keeps
    # the game's new score once the change commits; a change that finds nothing to do takes
    # its count back. Each change names what it acts on (a hand by its id, never by a position
    # that may have moved) and checks the whole record with the engine before writing: asked
    # twice, it happens once and then says so. Each returns its GameOutcome.

    def add_hand(self, data: dict, client_id: uuid.UUID, actor=None) -> GameOutcome:
        """Append a hand. A client id already used finds the hand it saved (`hand` of the
        outcome, not changed), so a double tap, a resent request or a phone's outbox sending
        again never records a hand twice; a hand saved and removed since is not saved again
        (no `hand`). Raises RecordError or GameClosed.

        The hot path of a league night, so it takes the fewest round trips: with the count
        (in its round trip on PostgreSQL), one look at the audit trail both tells a new hand
        (every saved hand left an entry with its id) and brings the kept score up to date,
        only the new hand is scored, and the hand and its audit entry are written together."""
        client_id = uuid.UUID(str(client_id))
        look = _kept.looking_for(self, client_id)  # sent with the count

        def decide() -> _Decided:
            fold = _kept.with_hand(self, client_id, data, look)
            if fold is None:
                return _Decided(_saved_before(self.hands.filter(client_id=client_id).first()))
            hand = Hand(game=self, position=len(fold.hands), data=data, client_id=client_id)
            saved = GameOutcome(
                True, gettext("Hand %(n)s saved.") % {"n": hand.position}, hand=hand
            )
            return _Decided(saved, AuditEntry.Action.ADD, hand, None, data, fold, new_hand=True)

        try:
            return self._change(decide, actor, look=look.audit)
        except IntegrityError:
            # The same client id committed by a concurrent request first: that hand stands.
            return _saved_before(self.hands.get(client_id=client_id))

    def edit_hand(self, hand_id: uuid.UUID, revision: int, data: dict, actor=None) -> GameOutcome:
        """Replace a hand's entries, if it is still as the phone saw it (its revision)."""

        def decide() -> _Decided:
            hands = self._hand_list()
            hand = next((h for h in hands if h.client_id == hand_id), None)
            if hand is None:
                return _Decided(GameOutcome(False, HAND_GONE, True))
            if hand.data == data:
                message = gettext("Hand %(n)s is saved as it is.")
                return _Decided(GameOutcome(False, message % {"n": hand.position}))
            if hand.revision != revision:
                message = gettext(
                    "Hand %(n)s was changed on another phone since you opened it: here it is "
                    "now. Make your change again if it is still needed."
                )
                return _Decided(GameOutcome(False, message % {"n": hand.position}, True))
            fold = _kept.replay(self, [data if h.pk == hand.pk else h.data for h in hands])
            before, hand.data, hand.revision = hand.data, data, hand.revision + 1
            hand.save(update_fields=["data", "revision"])
            message = gettext("Hand %(n)s changed; the later hands were scored again.")
            changed = GameOutcome(True, message % {"n": hand.position}, hand=hand)
            return _Decided(changed, AuditEntry.Action.EDIT, hand, before, data, fold)

        return self._change(decide, actor)

    def delete_hand(self, hand_id: uuid.UUID, actor=None) -> GameOutcome:
        """Delete a hand; the later hands move up one place."""
        return self._remove(hand_id, AuditEntry.Action.DELETE, actor)

    def undo_hand(self, hand_id: uuid.UUID, actor=None) -> GameOutcome:
        """Take back the last hand, if the hand named is still the last one: a resent undo
        finds it gone and says so, instead of taking back the hand before it."""
        return self._remove(hand_id, AuditEntry.Action.UNDO, actor)

    def _remove(self, hand_id: uuid.UUID, action: str, actor) -> GameOutcome:
        undo = action == AuditEntry.Action.UNDO

        def decide() -> _Decided:
            hands = self._hand_list()
            removed = next((h for h in hands if h.client_id == hand_id), None)
            if removed is None:
                gone = self.audit.filter(client_id=hand_id, position__isnull=False).last()
                return _Decided(GameOutcome(False, _already_removed(gone and gone.position, undo)))
            if undo and removed is not hands[-1]:
                message = gettext(
                    "Hand %(n)s is no longer the last hand (hand %(last)s was added since): "
                    "nothing was undone."
                ) % {"n": removed.position, "last": len(hands)}
                return _Decided(GameOutcome(False, message, True))
            fold = _kept.replay(self, [h.data for h in hands if h.pk != removed.pk])
            position = removed.position
            removed.delete()
            for later in hands[position:]:  # in order, so no two hands share a place
                later.position -= 1
                later.save(update_fields=["position"])
            removed.position = position
            message = gettext("Hand %(n)s undone.") if undo else gettext("Hand %(n)s deleted.")
            changed = GameOutcome(True, message % {"n": position}, hand=removed)
            return _Decided(changed, action, removed, removed.data, None, fold)

        return self._change(decide, actor)

    def confirm_finished(self, actor=None) -> GameOutcome:
        """Close the game once the engine says it is finished and the scorer confirms. Raises
        GameNotFinished."""

        def decide() -> _Decided:
            if not self.is_open:
                return _Decided(GameOutcome(False, gettext("The game was already closed.")))
            fold = _kept.current(self)
            if not fold.winners:
                raise GameNotFinished
            self._set_status(self.Status.FINISHED, timezone.now())
            closed = GameOutcome(True, gettext("The game is closed."))
            return _Decided(closed, AuditEntry.Action.FINISH, fold=fold)  # the same hands

        return self._change(decide, actor, open_only=False)

    def reopen(self, actor=None) -> GameOutcome:
        def decide() -> _Decided:
            if self.is_open:
                return _Decided(GameOutcome(False, gettext("The game is open already.")))
            fold = _kept.current(self)
            self._set_status(self.Status.LIVE, None)
            message = gettext("The game is open again: correct the hand, then close it again.")
            return _Decided(GameOutcome(True, message), AuditEntry.Action.REOPEN, fold=fold)

        return self._change(decide, actor, open_only=False)

    def _change(self, decide, actor, open_only: bool = True, look=None) -> GameOutcome:
        """The one change path: count (and lock), decide, write, audit, keep. `decide` runs
        under the lock and writes the change itself; it returns what it decided, and raises
        what refuses the change (the transaction is then rolled back whole). A `look` at the
        audit trail (an AuditLook) is read with the count, for `decide`. The game's door is
        open for the block: its hands and audit entries refuse a write anywhere else."""
        with transaction.atomic(), opened(("game", self.pk)):
            if not _statements.count_change(self, open_only, look):
                raise GameClosed  # (or deleted since: the count found no row)
            decided = decide()
            if decided.action is None:
                transaction.set_rollback(True)  # nothing changed: the count is taken back
                _statements.forget_count(self)
                return decided.outcome
            audit = self._write_audit(
                decided.action, actor, decided.hand, decided.before, decided.after, decided.new_hand
            )
            fold = decided.fold
            # The new score is kept once the change is committed (rolled back, nothing is).
            transaction.on_commit(lambda: _kept.keep(self, fold, audit))
            result = fold.result()
            followers.after_change(self.pk, decided.action, result.finished)
        return replace(decided.outcome, standing=(fold.record, result))

    def _hand_list(self) -> list["Hand"]:
        return list(self.hands.order_by("position"))

    def _set_status(self, status: str, finished_at) -> None:
        self.status, self.finished_at = status, finished_at
        self.save(update_fields=["status", "finished_at", "updated"])

    def _write_audit(
        self, action: str, actor, hand=None, before=None, after=None, new_hand=False
    ) -> "AuditEntry":
        """The change's audit entry, written with the new `hand` first if the change made one
        (in one statement where the database can)."""
        audit = AuditEntry(
            game=self,
            action=action,
            position=hand.position if hand else None,
            client_id=hand.client_id if hand else None,
            before=before,
            after=after,
            actor=actor if actor is not None and actor.is_authenticated else None,
        )
        _statements.insert(*([hand] if new_hand else []), audit)
        return audit

    @classmethod
    def from_record(cls, data: dict, owner=None):
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
            with opened(("game", game.pk)):  # its door, for the hands it is created with
                game.hands.bulk_create(
                    Hand(game=game, position=n, data=hand, client_id=uuid.uuid4())
                    for n, hand in enumerate(hands, start=1)
                )
                _statements.count_change(game, open_only=True)  # (its version: 1)
                game._write_audit(AuditEntry.Action.IMPORT, owner, after={"hands": len(hands)})
        return game


def _saved_before(hand: "Hand | None") -> GameOutcome:
    """A hand sent again: the hand it saved, or none when that hand was removed since."""
    if hand is None:
        return GameOutcome(False, gettext("This hand was saved before and then undone: not again."))
    message = gettext("Hand %(n)s was saved already.") % {"n": hand.position}
    return GameOutcome(False, message, hand=hand)


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
