"""`make serve` and `make bench`'s server start gunicorn from one definition,
config/gunicorn.py, so the bench measures what production runs (it ran 2 sync workers for a
season after `make serve` had moved to gthread workers, issue 49)."""

import contextlib
import re
import sys
from types import SimpleNamespace

import pytest
from gunicorn.app.wsgiapp import WSGIApplication

from bench import server as bench_server
from config import gunicorn as serving
from tests.conftest import REPO

SHARED = ["--config", "python:config.gunicorn"]


def loaded(monkeypatch, environ: dict):
    """gunicorn's settings as it reads them from the shared definition, in this environment."""
    for name in ("BIND", "PORT", "WEB_CONCURRENCY", "WEB_THREADS", "GUNICORN_CMD_ARGS"):
        monkeypatch.delenv(name, raising=False)
    for name, value in environ.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr(sys, "argv", ["gunicorn", *SHARED])
    monkeypatch.delitem(sys.modules, "config.gunicorn", raising=False)  # read afresh
    monkeypatch.chdir(REPO)
    return WSGIApplication().cfg


def test_every_name_in_the_definition_is_a_gunicorn_setting(monkeypatch):
    # gunicorn ignores a name it does not know: a misspelt setting would silently not hold.
    names = {name for name in vars(serving) if not name.startswith("_")} - {"os"}
    assert names <= set(loaded(monkeypatch, {}).settings)


def test_the_definition_is_gthread_workers_without_a_control_socket(monkeypatch):
    cfg = loaded(monkeypatch, {"WEB_CONCURRENCY": "3", "WEB_THREADS": "5", "PORT": "8123"})
    assert (cfg.worker_class_str, cfg.workers, cfg.threads) == ("gthread", 3, 5)
    assert cfg.bind == ["127.0.0.1:8123"] and cfg.wsgi_app == "config.wsgi:application"
    assert cfg.control_socket_disable and cfg.accesslog == "-"
    assert cfg.logger_class.__name__ == "AccessLogWithoutSecrets"
    defaults = loaded(monkeypatch, {})
    assert (defaults.workers, defaults.threads, defaults.bind) == (2, 4, ["127.0.0.1:8000"])


def test_make_serve_starts_gunicorn_from_the_definition_alone():
    recipe = (REPO / "Makefile").read_text().split("\nserve:")[1].split("\n\n")[0]
    started = re.findall(r"gunicorn\b(.*)", recipe)
    assert [line.split() for line in started] == [SHARED]


def test_the_bench_starts_the_same_gunicorn_on_a_port_of_its_own(monkeypatch):
    started = {}

    def popen(command, **options):
        started.update(command=command, env=options["env"])
        return SimpleNamespace(pid=1, terminate=lambda: None, wait=lambda timeout: None)

    monkeypatch.setattr(bench_server.subprocess, "Popen", popen)
    monkeypatch.setattr(
        bench_server.socket, "create_connection", lambda *args: contextlib.nullcontext()
    )
    monkeypatch.delenv("BENCH_SERVER_CPUS", raising=False)
    given = {"WEB_CONCURRENCY": "2", "WEB_THREADS": "4", "DATABASE_URL": "sqlite:///x"}
    with bench_server.gunicorn(given, 8765):
        pass
    assert started["command"][-4:] == ["-m", "gunicorn", *SHARED]
    # Only the address is its own: the workers and threads are the environment's, as for
    # `make serve`, and nothing overrides the definition behind its back.
    environ = started["env"]
    assert (environ["BIND"], environ["PORT"]) == ("127.0.0.1", "8765")
    assert (environ["WEB_CONCURRENCY"], environ["WEB_THREADS"]) == ("2", "4")
    assert "GUNICORN_CMD_ARGS" not in environ


@pytest.mark.parametrize("module", ["bench/server.py", "bench/night.py"])
def test_the_bench_names_no_worker_setting_of_its_own(module):
    source = (REPO / module).read_text()
    for option in ("--workers", "--threads", "--worker-class", "--backlog", "--keep-alive"):
        assert option not in source
