"""WSGI entry point. Refuses to serve a production site with the development secret key."""

import os

from django.core.exceptions import ImproperlyConfigured
from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

application = get_wsgi_application()

from django.conf import settings  # noqa: E402  (settings are configured by the line above)

if not settings.DEBUG and settings.SECRET_KEY == settings.INSECURE_DEVELOPMENT_KEY:
    raise ImproperlyConfigured("Set SECRET_KEY (or SECRET_KEY_FILE) before serving Pegboard.")
