"""The benchmark's settings: the production settings (DEBUG off), on a database of its own,
with the bare yardstick views added to the URLs."""

import os
import tempfile

os.environ.setdefault("SECRET_KEY", "bench-only-" + "x" * 50)
os.environ.setdefault("SECURE_SSL_REDIRECT", "0")
os.environ.setdefault("ALLOWED_HOSTS", "testserver")
os.environ.setdefault("DATABASE_URL", f"sqlite:///{tempfile.gettempdir()}/pegboard-bench.sqlite3")

from config.settings import *  # noqa: F403

ROOT_URLCONF = "bench.urls"
STORAGES["staticfiles"]["BACKEND"] = "django.contrib.staticfiles.storage.StaticFilesStorage"  # noqa: F405
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
