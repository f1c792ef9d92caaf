"""The site's URLs plus the yardsticks: a bare view that does one INSERT, and one that does one
SELECT, on the same server and database. They live here, never in the app."""

from django.db import connection, transaction
from django.http import HttpResponse
from django.urls import path
from django.utils import timezone
from django.views.decorators.csrf import csrf_exempt

from config import urls as site


def make_bench_table() -> None:
    """The bare views' table, made afresh (a run on a PostgreSQL database of the user's own may
    find one from an earlier run): an id the database numbers by itself, on either database."""
    serial = "SERIAL" if connection.vendor == "postgresql" else "INTEGER"
    with connection.cursor() as cursor:
        cursor.execute("DROP TABLE IF EXISTS bench_row")
        cursor.execute(f"CREATE TABLE bench_row (id {serial} PRIMARY KEY, value TEXT)")


@csrf_exempt
def bare_insert(request):
    with connection.cursor() as cursor:
        cursor.execute("INSERT INTO bench_row (value) VALUES (%s)", [request.POST.get("v", "x")])
    return HttpResponse("ok")


@csrf_exempt
def bare_hand_statements(request):
    """A hand save's round trips to the database with none of its Python: in one transaction
    (BEGIN and COMMIT are round trips too) the version counted (which reads the game's state
    back; its unchanging fields are kept by the process), the audit trail read, the hand and
    its audit entry written (in one statement on PostgreSQL, as scoring/models/_statements.py
    writes them). The floor under the hand POST on this machine's database."""
    value = request.POST.get("v", "x")
    with connection.cursor() as cursor, transaction.atomic():
        cursor.execute("UPDATE bench_row SET value = %s WHERE id = 1 RETURNING id", [value])
        cursor.execute("SELECT id, value FROM bench_row WHERE id >= 1 ORDER BY id LIMIT 2")
        if connection.vendor == "postgresql":
            cursor.execute(
                "WITH r0 AS (INSERT INTO bench_row (value) VALUES (%s) RETURNING id)"
                " INSERT INTO bench_row (value) VALUES (%s) RETURNING id,"
                " (SELECT id FROM r0)",
                [value, value],
            )
        else:
            cursor.execute("INSERT INTO bench_row (value) VALUES (%s)", [value])
            cursor.execute("INSERT INTO bench_row (value) VALUES (%s)", [value])
    return HttpResponse("ok")


def bare_select(request):
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        cursor.fetchone()
    return HttpResponse("ok")


def bare_night(request, pk):
    """The night page's floor: one SELECT of the night's tables (each with its round, sides and
    game), none of the page's Python, a two-byte answer."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT r.number, t.number, t.sides, t.game_id FROM clubs_clubtable t"
            " JOIN clubs_round r ON t.round_id = r.id WHERE r.night_id = %s",
            [pk],
        )
        cursor.fetchall()
    return HttpResponse("ok")


def bare_tonight(request, pk):
    """The tonight page's floor: one SELECT of the season's games of tonight (each with its
    fixture, number and game's version), none of the page's Python, a two-byte answer."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT f.id, fg.number, g.public_id, g.version FROM leagues_fixturegame fg"
            " JOIN leagues_fixture f ON fg.fixture_id = f.id"
            " JOIN scoring_game g ON fg.game_id = g.id"
            " WHERE f.season_id = %s AND f.date = %s",
            [pk, timezone.localdate()],
        )
        cursor.fetchall()
    return HttpResponse("ok")


handler500 = site.handler500
# The site's own patterns follow the yardsticks as they are, not under an include of
# config.urls: a page is then found through as many levels of patterns as in production (an
# include would add a level to Pegboard's requests alone, not to the yardsticks').
urlpatterns = [
    path("bench/insert/", bare_insert),
    path("bench/select/", bare_select),
    path("bench/hand-statements/", bare_hand_statements),
    path("bench/night/<int:pk>/", bare_night, name="bench-night"),
    path("bench/tonight/<int:pk>/", bare_tonight, name="bench-tonight"),
    *site.urlpatterns,
]
