"""WSGI entry point. Refuses to serve a production site with the development secret key."""

import gc
import os

from django.core.exceptions import ImproperlyConfigured
from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

application = get_wsgi_application()

from django.conf import settings  # noqa: E402  (settings are configured by the line above)

if not settings.DEBUG and settings.SECRET_KEY == settings.INSECURE_DEVELOPMENT_KEY:
    raise ImproperlyConfigured("Set SECRET_KEY (or SECRET_KEY_FILE) before serving Pegboard.")

# Everything loaded so far (Django, the apps, the settings) lives as long as the worker: moved
# out of the garbage collector's sight, each collection scans only what requests made, not the
# whole loaded site again. The Python docs suggest gc.freeze() for processes that fork, as a
# server's workers are. Its gain on a league night is within the runs' spread so far (issue
# 37, bench/README.md).
gc.freeze()
