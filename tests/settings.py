"""Test settings: the one settings module (config.settings), with the environment a test run
needs set before it is read. Variables already set (DATABASE_URL in CI) win."""

import os

os.environ.setdefault("SECRET_KEY", "tests-only-not-a-secret-0123456789-abcdefghijklmnopqrstuvwxyz")
os.environ.setdefault("SECURE_SSL_REDIRECT", "0")  # the test client speaks plain HTTP

from config.settings import *  # noqa: F403

# The manifest needs collectstatic; tests serve static files the plain way.
STORAGES["staticfiles"]["BACKEND"] = "django.contrib.staticfiles.storage.StaticFilesStorage"  # noqa: F405
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]  # fast, tests only
# Serve static files straight from static/ (no collectstatic), as `make run` does.
WHITENOISE_USE_FINDERS = True
WHITENOISE_AUTOREFRESH = True
# Counts the requests in hand, so a browser test ends only when the server is idle.
MIDDLEWARE = ["tests.in_flight.InFlight", *MIDDLEWARE]  # noqa: F405
