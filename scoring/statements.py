"""The statements of a league night's busiest request, a hand saved, sent as SQL of our own.

Measured on this project's machine (bench/README.md), the ORM spends about 0.3 ms building
each statement, more than the database takes to answer it: a saved hand's five statements
cost 1.5 ms of query building against 1 ms at the database. So these few are written here
once, in SQL both databases speak, and the rest of the app keeps the ORM. Values go through
the model fields' own `pre_save` and `get_db_prep_save` (a date's time zone, a UUID on
SQLite, JSON), and reads through `Manager.raw`, which applies the fields' conversions, so a
row written or read here is the row the ORM would write or read."""

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


def count_change(game, only_if_live: bool) -> bool:
    """One more on the game's version (the row's lock until the transaction ends); False if
    there is no such game, or it is closed and `only_if_live`."""
    sql, params = _count_sql(type(game)), [_now_for_db(type(game)), game.pk]
    if only_if_live:
        sql += " AND status = %s"
        params.append(game.Status.LIVE)
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return cursor.rowcount > 0


def audit_since(game, since_pk: int | None, hand_id) -> list:
    """The game's audit entries from `since_pk` on (every one for None), and any that names
    the hand `hand_id`, oldest first: their id, time, action, position, `after` and hand id."""
    audit = game.audit.model
    client_id = audit._meta.get_field("client_id").get_db_prep_save(hand_id, connection)
    return list(audit.objects.raw(_audit_sql(audit), [game.pk, since_pk or 0, client_id]))


def game_named(games, public_id: str):
    """The game a link names, or None: the read every save, poll and page of a game begins
    with."""
    table = connection.ops.quote_name(games.model._meta.db_table)
    found = games.raw(f"SELECT * FROM {table} WHERE public_id = %s", [public_id])
    return next(iter(found), None)


@cache
def _audit_sql(audit_model) -> str:
    table = connection.ops.quote_name(audit_model._meta.db_table)
    return (
        f"SELECT id, created, action, position, after, client_id FROM {table}"
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


def _now_for_db(game_model):
    return game_model._meta.get_field("updated").get_db_prep_save(timezone.now(), connection)
