"""Test settings: the one settings module (config.settings), with the environment a test run
needs set before it is read. Variables already set (DATABASE_URL in CI) win."""

import atexit
import os
import shutil
import tempfile

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

# SQLite: the test database is a file of this run's own, not Django's default in-memory one.
# In memory, the live server of the browser tests answers every request on the test thread's
# one connection (Django's connections_override), and statements of two threads on one
# sqlite3 connection mix up: a page now and then answered 500 (IndexError in
# apply_converters, "bad parameter or other API misuse"). In a file every thread has its own
# connection, as each worker has in production. The file is deleted when the run ends.
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":  # noqa: F405
    DATABASES["default"]["TEST"] = {  # noqa: F405
        "NAME": os.path.join(tempfile.gettempdir(), f"pegboard-tests-{os.getpid()}.sqlite3")
    }

# The workers' shared folder of rendered answers (kernel/caching.py): one of this process's own,
# made private by mkdtemp, and removed when the process ends; or the one a test's processes
# share, as a machine's workers do (TESTS_KEPT_DIR, tests/test_backup.py).
if shared := os.environ.get("TESTS_KEPT_DIR"):
    CACHES["rendered"]["LOCATION"] = shared  # noqa: F405
else:
    CACHES["rendered"]["LOCATION"] = tempfile.mkdtemp(prefix="pegboard-tests-kept-")  # noqa: F405
    atexit.register(shutil.rmtree, CACHES["rendered"]["LOCATION"], True)  # noqa: F405
