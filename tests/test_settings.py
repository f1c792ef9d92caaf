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
    # `check --deploy` refuses the console's mail backend, which serves only without a server.
    "EMAIL_HOST": "smtp.example.org",
    "DEFAULT_FROM_EMAIL": "pegboard@example.org",
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


def mail_settings(env: dict) -> list[str]:
    code = (
        "import django; django.setup(); from django.conf import settings as s; "
        "m = s.MAILERS['default']; o = m.get('OPTIONS', {}); "
        "print(m['BACKEND'], o.get('host', ''), o.get('port'), o.get('username'), "
        "o.get('password'), o.get('use_tls'), s.DEFAULT_FROM_EMAIL, s.SITE_URL, sep='|')"
    )
    done = run(["-c", code], {"DJANGO_SETTINGS_MODULE": "config.settings", **env})
    assert done.returncode == 0, done.stderr
    return done.stdout.strip().split("|")


def test_check_deploy_refuses_the_console_backend():
    done = run(["manage.py", "check", "--deploy"], {**PRODUCTION, "EMAIL_HOST": ""})
    assert done.returncode != 0 and "mail.E001" in done.stderr


def test_mail_goes_to_the_console_when_no_mail_server_is_named():
    backend, host, *_ = mail_settings({**PRODUCTION, "DEBUG": "1", "EMAIL_HOST": ""})
    assert backend == "django.core.mail.backends.console.EmailBackend" and host == ""


def test_mail_settings_come_from_the_environment_by_djangos_names(tmp_path):
    secret = tmp_path / "mail-password"
    secret.write_text("from-a-file\n")
    env = {
        **PRODUCTION,
        "EMAIL_HOST": "smtp.example.org",
        "EMAIL_PORT": "2525",
        "EMAIL_HOST_USER": "pegboard",
        "EMAIL_HOST_PASSWORD_FILE": str(secret),
        "EMAIL_USE_TLS": "1",
        "DEFAULT_FROM_EMAIL": "Pegboard <league@example.org>",
    }
    assert mail_settings(env) == [
        "django.core.mail.backends.smtp.EmailBackend",
        "smtp.example.org",
        "2525",
        "pegboard",
        "from-a-file",
        "True",
        "Pegboard <league@example.org>",
        "https://pegboard.example.org",
    ]
    assert mail_settings({**env, "EMAIL_PORT": "", "SITE_URL": "https://x.example/"})[2::5] == [
        "587",
        "https://x.example",
    ]
