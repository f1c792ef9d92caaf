"""`make bench`'s server over HTTP: a PostgreSQL to run on (DATABASE_URL, else a throwaway
cluster from Debian's PostgreSQL 15 when run as root, else SQLite), the games the load is
driven against (made in a child process, so this one stays free of Django), and gunicorn as
`make serve` starts it (config/gunicorn.py: gthread workers), with the production settings
(pinned with BENCH_SERVER_CPUS)."""

import contextlib
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
PGBIN = Path("/usr/lib/postgresql/15/bin")
TABLES = 40  # the league night's tables, each a game of its own


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextlib.contextmanager
def postgres():
    """A PostgreSQL URL to use, or None for SQLite."""
    given = os.environ.get("DATABASE_URL", "")
    if given.startswith("postgres"):
        yield given
        return
    if not (PGBIN / "initdb").exists() or os.geteuid() != 0:
        yield None
        return
    data, port = tempfile.mkdtemp(prefix="pegboard-bench-pg."), free_port()
    shutil.chown(data, "postgres")
    as_postgres = ["su", "postgres", "-c"]
    subprocess.run(
        [*as_postgres, f"{PGBIN}/initdb -D {data} -A trust -U postgres"],
        check=True,
        capture_output=True,
    )
    options = f"-c listen_addresses=127.0.0.1 -p {port} -k {data} -c max_connections=200"
    subprocess.run(
        [*as_postgres, f"{PGBIN}/pg_ctl -D {data} -l {data}/log -w -o '{options}' start"],
        check=True,
        capture_output=True,
    )
    try:
        yield f"postgres://postgres@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run(
            [*as_postgres, f"{PGBIN}/pg_ctl -D {data} -m fast -w stop"], capture_output=True
        )
        shutil.rmtree(data, ignore_errors=True)


def server_env(database_url: str | None) -> dict:
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "bench.settings", "ALLOWED_HOSTS": "127.0.0.1"}
    env["DATABASE_URL"] = (
        database_url or f"sqlite:///{tempfile.gettempdir()}/pegboard-night.sqlite3"
    )
    return env


def prepare(env: dict) -> dict:
    """A fresh database with the games the load needs (run in a child with the server's env)."""
    if env["DATABASE_URL"].startswith("sqlite"):
        Path(env["DATABASE_URL"].removeprefix("sqlite:///")).unlink(missing_ok=True)
    else:  # an empty schema, however the last run ended
        reset = "DROP SCHEMA public CASCADE; CREATE SCHEMA public;"
        subprocess.run(
            [PYTHON, "manage.py", "dbshell", "--", "-c", reset],
            cwd=ROOT,
            env=env,
            check=True,
            capture_output=True,
        )
    subprocess.run(
        [PYTHON, "manage.py", "migrate", "--noinput", "-v", "0"], cwd=ROOT, env=env, check=True
    )
    made = subprocess.run(
        [PYTHON, "-m", "bench.server"],
        cwd=ROOT,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    )
    return json.loads(made.stdout)


def make_games() -> dict:
    """(In the child.) The bare views' table, and the games: 40 tables at 10 hands (tonight's
    league matches too: bench/tonight.py), and one game each at the depths of bench/run.py
    for the single-request figures."""
    import django

    django.setup()

    from bench.run import DEPTHS, game_with
    from bench.urls import make_bench_table

    make_bench_table()

    from django.urls import reverse

    def ids(game):
        scorer = [game.public_id, game.secret]
        return {
            "live": reverse("scoring-live", args=[game.public_id]),
            "scorer": reverse("scoring-scorer", args=scorer),
            "add": reverse("scoring-add-hand", args=scorer),
            "hands": game.hands.count(),
        }

    from bench.tonight import night_for

    tables = [game_with(10) for _ in range(TABLES)]
    return {
        "tables": [ids(game) for game in tables],
        "depths": {depth: ids(game_with(depth)) for depth in DEPTHS},
        "tonight": night_for(tables),  # the tables' games are tonight's league matches
    }


@contextlib.contextmanager
def gunicorn(env: dict, port: int):
    """The server `make serve` starts, from the same definition (config/gunicorn.py: its
    workers, threads and settings), on a port of the bench's own. Its access log is written
    as in production and thrown away, so the bench's output stays readable."""
    command = [PYTHON, "-m", "gunicorn", "--config", "python:config.gunicorn"]
    cpus = os.environ.get("BENCH_SERVER_CPUS")
    if cpus and shutil.which("taskset"):
        command = ["taskset", "-c", cpus, *command]
    process = subprocess.Popen(
        command,
        cwd=ROOT,
        env={**env, "BIND": "127.0.0.1", "PORT": str(port), "PYTHONUNBUFFERED": "1"},
        stdout=subprocess.DEVNULL,
    )
    try:
        for _ in range(100):
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 0.2):
                break
            time.sleep(0.1)
        yield process.pid
    finally:
        process.terminate()
        process.wait(10)


def cpu_seconds(pid: int) -> float:
    """The CPU time (user and system) a process and its living descendants have used so far:
    gunicorn's master and its workers. Read from /proc (Linux); 0.0 where there is none.
    Unlike a latency, it hardly moves when another program shares the cores, so it compares
    runs made on a busy machine or on different days."""
    tick = os.sysconf("SC_CLK_TCK")
    total, pending = 0.0, [pid]
    while pending:
        current = pending.pop()
        with contextlib.suppress(OSError, IndexError, ValueError):
            # Fields after the command's closing bracket: utime and stime are the 12th and 13th.
            fields = Path(f"/proc/{current}/stat").read_text().rpartition(")")[2].split()
            total += (int(fields[11]) + int(fields[12])) / tick
            for task in Path(f"/proc/{current}/task").iterdir():
                pending += [int(n) for n in (task / "children").read_text().split()]
    return total


if __name__ == "__main__":  # the child that makes the games
    print(json.dumps(make_games()))
