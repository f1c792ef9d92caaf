"""The database that DATABASE_URL names (SQLite by default, PostgreSQL in CI) is migrated and
usable, and the models match their migrations."""

import io
import os

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from django.db import connection


@pytest.mark.django_db
def test_the_database_is_migrated_and_writable():
    User.objects.create_user("secretary", password="not-used-here-1234")
    assert User.objects.filter(username="secretary").exists()
    assert connection.vendor in {"sqlite", "postgresql"}


@pytest.mark.django_db
def test_models_have_their_migrations():
    call_command("makemigrations", "--check", "--dry-run", stdout=io.StringIO())


def test_it_uses_the_database_that_database_url_names():
    url = os.environ.get("DATABASE_URL", "sqlite://")
    expected = "postgresql" if url.startswith(("postgres://", "postgresql://")) else "sqlite"
    assert connection.vendor == expected
