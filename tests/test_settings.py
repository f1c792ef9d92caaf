"""The one settings module: safe production defaults, driven by the environment."""

import os
import subprocess
import sys

import pytest

from tests.conftest import REPO

PRODUCTION = {
    "SECRET_KEY": "a-long-random-production-secret-f8a9e7c6d5b4a3f2e1d0c9b8a7f6e5d4c3b2",
    "ALLOWED_HOSTS": "pegboard.example.org",
    "DEBUG": "0",
}
# What tests/settings.py puts in this process's environment must not reach the subprocesses.
TEST_ONLY = {
    "DJANGO_SETTINGS_MODULE",
    "SECRET_KEY",
    "DEBUG",
    "SECURE_SSL_REDIRECT",
    "DJANGO_ALLOW_ASYNC_UNSAFE",
}


def run(args: list[str], env: dict) -> subprocess.CompletedProcess:
    clean = {k: v for k, v in os.environ.items() if k not in TEST_ONLY}
    return subprocess.run(
        [sys.executable, *args],
        cwd=REPO,
        env={**clean, **env},
        capture_output=True,
        text=True,
        check=False,
    )


def test_check_deploy_with_production_variables_reports_nothing():
    done = run(["manage.py", "check", "--deploy", "--fail-level", "DEBUG"], PRODUCTION)
    assert done.returncode == 0, done.stderr
    assert "System check identified no issues" in done.stdout


def test_check_deploy_flags_the_development_key():
    env = {k: v for k, v in PRODUCTION.items() if k != "SECRET_KEY"}
    assert "security.W009" in run(["manage.py", "check", "--deploy"], env).stderr


def test_the_web_server_refuses_to_start_without_a_secret_key():
    done = run(["-c", "import config.wsgi"], {})
    assert done.returncode != 0 and "Set SECRET_KEY" in done.stderr


def test_the_web_server_starts_with_a_secret_key():
    assert run(["-c", "import config.wsgi"], PRODUCTION).returncode == 0


@pytest.mark.parametrize("value", ["maybe", "2"])
def test_a_bad_boolean_fails_loudly(value):
    done = run(["manage.py", "check"], {**PRODUCTION, "DEBUG": value})
    assert done.returncode != 0 and "expected 1/0" in done.stderr
