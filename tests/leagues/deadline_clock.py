"""The clock and the runs of the deadline tests (tests/leagues/test_deadlines.py,
test_deadline_mail.py): the example league's match nights, `manage.py remind` run once or
several times at once, what its runs confirmed. The `clock` fixture is conftest.py's."""

import datetime
import io

from django.core.management import call_command
from django.db import connection
from django.utils import timezone

from leagues.models import CardLine, Fixture
from tests.storm import all_at_once

LOCAL = timezone.get_default_timezone()
LINES = [CardLine(15, 9), CardLine(15, 3), CardLine(14, 15), CardLine(15, 12)]
MATCH_NIGHT = datetime.date(2026, 10, 1)  # Swan v Crown, the example league's unplayed match
LATE_NIGHT = datetime.date(2026, 10, 8)  # Bull v Swan, added: its card never comes in


def at(day: datetime.date, hour: int, minute: int = 0) -> datetime.datetime:
    return datetime.datetime.combine(day, datetime.time(hour, minute), tzinfo=LOCAL)


def deadlines(season, hours=72, late_card="penalty", points=2, no_show=None):
    season.set_deadlines(hours, late_card, points, no_show)
    season.refresh_from_db()


def remind(*, runs: int = 1) -> list[str]:
    """`manage.py remind` run `runs` times at once (on PostgreSQL each in its own thread and
    connection, started together; on SQLite, which lets one writer in, one after another)."""

    def run() -> str:
        out = io.StringIO()
        call_command("remind", stdout=out)
        return out.getvalue()

    if connection.vendor != "postgresql" or runs == 1:
        return [run() for _ in range(runs)]
    outputs = all_at_once([run] * runs)
    assert all(isinstance(out, str) for out in outputs), outputs
    return outputs


def confirmed_by_runs(outputs: list[str]) -> int:
    said = "card(s) confirmed by themselves at the deadline."
    return sum(int(line.split()[0]) for out in outputs for line in out.splitlines() if said in line)


def late_fixture(season, home="bull", away="swan") -> Fixture:
    with season.changing():
        return Fixture.objects.create(
            season=season,
            home=season.teams.get(code=home),
            away=season.teams.get(code=away),
            date=LATE_NIGHT,
        )
