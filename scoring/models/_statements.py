"""The statements of a league night's busiest request, a hand saved: SQL of our own, and as
few of them as it can be.

Measured on this project's machine (bench/README.md), the ORM spent about 0.3 ms building
each statement, more than the database took to answer it. So a save's statements are
written here once, in SQL both databases speak (the hand and its audit entry in a single
statement on PostgreSQL), and the rest of the app keeps the ORM. Values go through the model
fields' own `pre_save` and `get_db_prep_save` (a date's time zone, a UUID on SQLite, JSON),
and what is read through the fields' own converters (or `Manager.raw`, which applies them),
so a row written or read here is the row the ORM would write or read. A game's unchanging
fields are kept by its public id, so a save does not read its game first: the count reads
its state back, under the lock."""

import copy
import threading
from collections import OrderedDict
from functools import cache

from django.db import connection, models
from django.utils import timezone


def insert(*rows: models.Model) -> None:
    """Write a new row for each of `rows` (their automatic dates filled as `save()` fills
    them) and give each its id: on PostgreSQL in one statement (all but the last in a WITH
    of their own), elsewhere one statement each. No signals are sent: none of our models has
    a receiver."""
    if connection.vendor != "postgresql":
        for row in rows:
            _run_insert(_insert_sql(type(row)), _values(row), [row])
        return
    *first, last = rows
    ahead = ", ".join(f"r{n} AS ({_insert_sql(type(row))})" for n, row in enumerate(first))
    their_ids = "".join(
        f", (SELECT {_pk_column(type(row))} FROM r{n})" for n, row in enumerate(first)
    )
    sql = f"{'WITH ' + ahead + ' ' if first else ''}{_insert_sql(type(last))}{their_ids}"
    values = [value for row in (*first, last) for value in _values(row)]
    _run_insert(sql, values, [last, *first])


def _values(row: models.Model) -> list:
    fields = _insertable(type(row))
    return [field.get_db_prep_save(field.pre_save(row, True), connection) for field in fields]


def _run_insert(sql: str, values: list, rows: list) -> None:
    """Run an insert that returns the ids of `rows`, in that order."""
    with connection.cursor() as cursor:
        cursor.execute(sql, values)
        ids = cursor.fetchone()
    for row, pk in zip(rows, ids, strict=True):
        row.pk = pk
        row._state.adding, row._state.db = False, connection.alias


def count_change(game, open_only: bool, look: "AuditLook | None" = None) -> bool:
    """One more on the game's version (the row's lock until the transaction ends), and the
    game's version and status as they now are on `game`; False if there is no such game, or
    it is closed and `open_only`. With a `look` at the audit trail, that is read too, after
    the lock is taken: on PostgreSQL in the same round trip (the two statements go as one
    query string, and each statement takes its own snapshot, so the look sees every change
    committed before the count could lock the row). Django's PostgreSQL cursors bind values
    on the client unless told otherwise (settings.py does not), so two statements can go as
    one string; one that bound on the server would refuse it."""
    now = timezone.now()
    updated = type(game)._meta.get_field("updated").get_db_prep_save(now, connection)
    sql, params = _count_sql(type(game)), [updated, game.pk]
    if open_only:
        sql += " AND status = %s"
        params.append(game.Status.LIVE)
    sql += " RETURNING version, status"
    with connection.cursor() as cursor:
        if look is not None and connection.vendor == "postgresql":
            cursor.execute(f"{sql}; {look.sql}", params + look.params)
            counted = cursor.fetchone()
            cursor.nextset()
            look.read(cursor)
        else:
            cursor.execute(sql, params)
            counted = cursor.fetchone()
            if look is not None and counted is not None:
                look.run(cursor)
    if counted is None:
        return False
    (game.version, game.status), game.updated = counted, now
    if game.status == game.Status.LIVE:  # (a live game has no finishing time)
        game.finished_at = None
    return True


def forget_count(game) -> None:
    """The count was taken back (rolled back): its values on `game` are read again when
    asked."""
    for name in ("version", "updated"):
        game.__dict__.pop(name, None)


AUDIT_READ = ("id", "created", "action", "position", "after", "client_id")


class AuditLook:
    """A look at a game's audit trail: its entries from `since_pk` on (every one for None),
    and any that names the hand `hand_id`, oldest first, as `rows` once read: their (id,
    created, action, position, after, client_id), each value as its field reads it from the
    database. A save sends it with its count (`count_change`)."""

    def __init__(self, game, since_pk: int | None, hand_id) -> None:
        self.model = game.audit.model
        client_id = self.model._meta.get_field("client_id").get_db_prep_save(hand_id, connection)
        self.sql, self.params = _audit_sql(self.model), [game.pk, since_pk or 0, client_id]
        self.rows: list[tuple] | None = None

    def run(self, cursor) -> None:
        cursor.execute(self.sql, self.params)
        self.read(cursor)

    def read(self, cursor) -> None:
        converters = _converters(self.model, AUDIT_READ)
        self.rows = [
            tuple(_converted(value, column) for value, column in zip(row, converters, strict=True))
            for row in cursor.fetchall()
        ]


def audit_since(game, since_pk: int | None, hand_id) -> list[tuple]:
    """The rows of an AuditLook, read now."""
    look = AuditLook(game, since_pk, hand_id)
    with connection.cursor() as cursor:
        look.run(cursor)
    return look.rows


def _converted(value, converters):
    column, functions = converters
    for convert in functions:
        value = convert(value, column, connection)
    return value


# This module's @cache'd functions are kept by model class: SQL and fields of the code itself.
@cache
def _converters(model, names: tuple) -> list:
    """Each column's conversions from the database's value to the field's, as the ORM applies
    them (the backend's, then the field's own: a date's time zone, a UUID, JSON)."""
    found = []
    for name in names:
        column = model._meta.get_field(name).get_col(model._meta.db_table)
        functions = connection.ops.get_db_converters(column) + column.get_db_converters(connection)
        found.append((column, functions))
    return found


# A game's fields that never change once it is made (nothing writes them after the insert;
# the admin shows them read-only), kept in this process by its public id, so a save need not
# read its game before it changes it. Its state (status, version, times) is left deferred:
# the change's count reads it back under the lock, and anything that asks before then has it
# loaded from the database. The owner is not among them: deleting a user sets it to null
# behind any process's back, so it is read from the database when asked.
UNCHANGING = ("id", "public_id", "secret", "game", "variant", "options", "sides", "start")
UNCHANGING += ("first_dealer", "created")
# Holds without a version: nothing those fields could go stale against is ever written (a
# restore stops the site, so no process keeps them across one). KEPT_GAMES at most.
KEPT_GAMES = 1024
_lock = threading.Lock()
_unchanging: OrderedDict[str, tuple] = OrderedDict()


def game_named(games, public_id: str):
    """The game a link names, or None: the read every save, poll and page of a game begins
    with. Its unchanging fields are kept for `game_to_change`."""
    table = connection.ops.quote_name(games.model._meta.db_table)
    found = games.raw(f"SELECT * FROM {table} WHERE public_id = %s", [public_id])
    game = next(iter(found), None)
    if game is not None:
        values = _copied(tuple(getattr(game, name) for name in _kept_names(type(game))))
        with _lock:
            _unchanging[public_id] = values
            _unchanging.move_to_end(public_id)
            while len(_unchanging) > KEPT_GAMES:
                _unchanging.popitem(last=False)
    return game


def state_of(games, public_id: str) -> tuple | None:
    """A game's (version, status, secret): what every spectator's poll reads, 400 times a
    second on a league night, before it is answered 304. The ORM took longer to build this
    query than the database took to answer it."""
    with connection.cursor() as cursor:
        cursor.execute(_state_sql(games.model), [public_id])
        return cursor.fetchone()


def game_to_change(games, public_id: str):
    """The game a link names, to change it: from its kept unchanging fields, or read."""
    with _lock:
        values = _unchanging.get(public_id)
    if values is None:
        return game_named(games, public_id)
    return games.model.from_db(connection.alias, _kept_names(games.model), _copied(values))


def _copied(values: tuple) -> tuple:
    """The values with their JSON (sides, options, start) copied, so the kept ones are never
    changed through a game that was given them (threads of this process share them)."""
    return tuple(copy.deepcopy(v) if isinstance(v, dict | list) else v for v in values)


@cache
def _kept_names(game_model) -> tuple:
    """The unchanging fields in the model's own order, the order `Model.from_db` reads."""
    concrete = [field.attname for field in game_model._meta.concrete_fields]
    return tuple(name for name in concrete if name in UNCHANGING)


@cache
def _audit_sql(audit_model) -> str:
    table = connection.ops.quote_name(audit_model._meta.db_table)
    return (
        f"SELECT {', '.join(AUDIT_READ)} FROM {table}"
        " WHERE game_id = %s AND (id >= %s OR client_id = %s) ORDER BY id"
    )


@cache
def _insertable(model) -> list:
    return [field for field in model._meta.concrete_fields if not field.primary_key]


@cache
def _insert_sql(model) -> str:
    quote = connection.ops.quote_name
    columns = ", ".join(quote(field.column) for field in _insertable(model))
    places = ", ".join(["%s"] * len(_insertable(model)))
    table = quote(model._meta.db_table)
    return f"INSERT INTO {table} ({columns}) VALUES ({places}) RETURNING {_pk_column(model)}"


def _pk_column(model) -> str:
    return connection.ops.quote_name(model._meta.pk.column)


@cache
def _count_sql(game_model) -> str:
    table = connection.ops.quote_name(game_model._meta.db_table)
    return f"UPDATE {table} SET version = version + 1, updated = %s WHERE id = %s"


@cache
def _state_sql(game_model) -> str:
    table = connection.ops.quote_name(game_model._meta.db_table)
    return f"SELECT version, status, secret FROM {table} WHERE public_id = %s"
