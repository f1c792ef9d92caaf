"""Each stored game's engine fold, kept in this process, so a page reads the totals without
replaying the hands and a new hand is scored alone.

A kept fold remembers the last audit entry it includes (every change writes one, in the
transaction that changes the hands). Reading a game asks for the audit entries from that one
on: none newer, and the fold is the game now; only hands added since (another app server or
worker took them), and those hands alone are added, as their audit entries recorded them (read
in the same query, so nothing can change between the two); anything else (an edit, a delete,
an undo, or the remembered entry gone or different, as after a restore) and the game is
replayed from its hands, once. Nothing is shared between processes or has to be invalidated.

Threads of a process (gunicorn's gthread workers, runserver) share the store, so a kept fold
is never changed once it is in it: a fold is changed only while no other thread can see it
(made afresh, or a copy of a kept one: `_advanced`), and the store swaps one kept fold for
another under its lock. A reader holding a fold a change has since replaced holds the game as
it was at that fold's audit entry, whole."""

import threading
import uuid
from collections import OrderedDict
from dataclasses import dataclass
from datetime import datetime
from typing import NamedTuple

from scoring.models import _statements
from scoring.rules import RecordError, parse_record
from scoring.rules.fold import Fold

KEPT = 256  # games per process: a league night is 40 tables
# Changes after which the fold only needs the hands added since (a close or a reopen adds none).
APPEND_ONLY = {"add", "finish", "reopen"}
_lock = threading.Lock()


@dataclass(frozen=True)
class Kept:
    fold: Fold  # never changed once kept
    audit_pk: int | None  # the last change the fold includes (None: the game has none)
    audit_created: datetime | None


# By game: its pk and when it was made (a pk SQLite gives again after a delete is another game).
# Not by its version: every read checks the fold against the game's audit trail (the version
# a fold was made for is its last audit entry), so none outlives a change unseen. KEPT at most.
_kept: OrderedDict[tuple, Kept] = OrderedDict()


def _game_key(game) -> tuple:
    return (game.pk, game.created)


def replay(game, hands: list) -> Fold:
    """A fresh fold of the game with the hands given. Raises RecordError."""
    record = parse_record(game.record([]))
    return record.game.fold(record).add_all(hands)


def current(game) -> Fold:
    """The game's fold now: kept, brought up to date (and kept), or replayed. Read it, never
    change it: it may be the kept one."""
    kept = _get(_game_key(game))
    return _up_to_date(game, kept, _changes_since(game, kept)[0])


class HandLook(NamedTuple):
    """What a save asks the audit trail (`looking_for`), sent with its count."""

    kept: Kept | None
    audit: _statements.AuditLook | None  # None when nothing is kept: the game is replayed


def looking_for(game, hand_id: uuid.UUID) -> HandLook:
    """The look a save of the hand `hand_id` takes at the audit trail, for the change's count
    to send with it (`_statements.count_change`): the changes since the fold kept now, and
    whether any entry names the hand."""
    kept = _get(_game_key(game))
    if kept is None:
        return HandLook(None, None)
    return HandLook(kept, _statements.AuditLook(game, kept.audit_pk, hand_id))


def with_hand(game, hand_id: uuid.UUID, raw, look: HandLook | None = None) -> Fold | None:
    """A new fold: the game now with the hand `raw` added, not kept (the change keeps it once
    it commits). None when the audit trail already names `hand_id`: that hand was saved
    before (a resent or doubled request), asked in the same query as the changes since the
    kept fold (`look`: read by the count, or read now). Raises RecordError. Call inside the
    transaction that holds the game's row lock."""
    look = look or looking_for(game, hand_id)
    rows = look.audit.rows if look.audit is not None else None
    changes, seen = _changes_since(game, look.kept, hand_id, rows)
    if seen:
        return None
    return _advanced(_up_to_date(game, look.kept, changes), [raw])


def keep(game, fold: Fold, audit) -> None:
    """Keep the fold as of the audit entry `audit` (once the change that wrote it has
    committed)."""
    _swap(_game_key(game), Kept(fold, audit.pk, audit.created))


def forget_all() -> None:
    """For tests: start with an empty store."""
    with _lock:
        _kept.clear()


def _get(key: tuple) -> Kept | None:
    with _lock:
        kept = _kept.get(key)
        if kept is not None:
            _kept.move_to_end(key)
        return kept


def _swap(key: tuple, kept: Kept, replacing: Kept | None = None) -> None:
    """Keep `kept` for the game, unless another thread has meanwhile kept one of a later audit
    entry than it (`replacing`, the kept fold `kept` was made from or found wrong, is always
    replaced)."""
    with _lock:
        now = _kept.get(key)
        if now is not None and now is not replacing and not _before(now, kept):
            return
        _kept[key] = kept
        _kept.move_to_end(key)
        while len(_kept) > KEPT:
            _kept.popitem(last=False)


def _before(one: Kept, other: Kept) -> bool:
    """`one` is as of an earlier audit entry than `other` (ids grow: each change writes its
    entry under the game's row lock)."""
    return other.audit_pk is not None and (one.audit_pk is None or one.audit_pk < other.audit_pk)


def _advanced(fold: Fold, hands: list) -> Fold:
    """A new fold: a copy of `fold` with `hands` added, `fold` itself left as it was (kept
    folds are read by other threads). Raises RecordError."""
    return fold.copy().add_all(hands)


def _up_to_date(game, kept: Kept | None, changes: list | None) -> Fold:
    """The kept fold brought up to date with the audit entries since it (`changes`, from
    _changes_since) and kept in its place, or the game replayed."""
    if changes is not None and not changes:
        return kept.fold
    added = _hands_added(kept, changes)
    if added is not None:
        try:
            fold = _advanced(kept.fold, added)
        except RecordError:
            fold = None  # not the hands the fold expected (a restore): replay below
        if fold is not None:
            _swap(_game_key(game), Kept(fold, changes[-1].pk, changes[-1].created), kept)
            return fold
    return _replayed(game, kept)


def _hands_added(kept: Kept | None, changes: list | None) -> list | None:
    """The hands that `changes` appended to the kept fold's, as their audit entries recorded
    them; None unless every change since only appended, each hand in the next place."""
    if changes is None or not {change.action for change in changes} <= APPEND_ONLY:
        return None
    adds = [change for change in changes if change.action == "add"]
    after = len(kept.fold.hands)
    if [change.position for change in adds] != list(range(after + 1, after + 1 + len(adds))):
        return None
    return [change.after for change in adds]


class Change(NamedTuple):
    """An audit entry as the store reads it."""

    pk: int
    created: datetime
    action: str
    position: int | None
    after: dict | None


def _changes_since(game, kept: Kept | None, hand_id: uuid.UUID | None = None, rows=None):
    """The audit entries after the kept fold's (as `Change`s), or None when the fold cannot be
    trusted (none kept, or its last entry is gone or different: a restore); and whether any
    audit entry names `hand_id`, asked in the same query (its `rows`, if already read)."""
    if kept is None:
        return None, hand_id is not None and game.audit.filter(client_id=hand_id).exists()
    # (kept.audit_pk None: the game had no change when it was kept, so every entry is new)
    if rows is None:
        rows = _statements.audit_since(game, kept.audit_pk, hand_id)
    seen = hand_id is not None and any(row[-1] == hand_id for row in rows)
    changes = [Change(*row[:-1]) for row in rows]
    if kept.audit_pk is None:
        return changes, seen
    entries = [change for change in changes if change.pk >= kept.audit_pk]
    if not entries or entries[0][:2] != (kept.audit_pk, kept.audit_created):
        return None, seen
    return entries[1:], seen


def _unchanged_since(game, last_pk: int) -> bool:
    """No change committed between reading the audit entries and reading the hands."""
    return not game.audit.filter(pk__gt=last_pk).exists()


def _replayed(game, kept: Kept | None) -> Fold:
    """The game replayed from its hands, and kept in place of `kept` (missing, or found
    wrong) when no change was committed meanwhile."""
    last = game.audit.order_by("-pk").values_list("pk", "created").first()
    fold = replay(game, list(game.hands.order_by("position").values_list("data", flat=True)))
    last_pk, last_created = last or (None, None)
    if _unchanged_since(game, last_pk or 0):
        _swap(_game_key(game), Kept(fold, last_pk, last_created), kept)
    return fold
