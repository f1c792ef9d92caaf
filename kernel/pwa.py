"""The installable, offline-first scorer: the web app manifest, the service worker and the page
shown when a page the phone has never opened is asked for with no signal.

The service worker is served from the site root (not /static/) so that its scope is the whole
site, and from a template so that its cache is named after the static files it keeps: a deploy
that changes any of them makes a new cache, and the old one is deleted when the new worker
takes over."""

import hashlib
import json
from functools import cache

from django.conf import settings
from django.contrib.staticfiles import finders
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render, resolve_url
from django.templatetags.static import PrefixNode, static
from django.urls import reverse
from django.utils.translation import get_language, get_language_bidi, gettext
from django.views.decorators.http import require_safe

# What the scorer needs with no signal, besides the pages it has opened: kept on install.
APP_SHELL = (
    "css/pegboard.css",
    "js/pegboard.js",
    "js/outbox-core.js",
    "js/outbox-form.js",
    "js/outbox.js",
    "django_htmx/htmx-2.min.js",
    "favicon.svg",
    "icons/icon-192.png",
)
THEME = "#0b6e4f"


def _shell_version() -> str:
    """A short hash of the app shell's contents (and of the worker's own template)."""
    digest = hashlib.sha256()
    for path in APP_SHELL:
        found = finders.find(path)
        digest.update(path.encode())
        if found:
            with open(found, "rb") as file:
                digest.update(file.read())
    for template_dir in settings.TEMPLATES[0]["DIRS"]:
        worker = template_dir / "kernel" / "sw.js"
        if worker.exists():
            digest.update(worker.read_bytes())
    return digest.hexdigest()[:12]


_cached_version = cache(_shell_version)


def shell_version() -> str:
    # Worked out once per process in production; afresh in development, where files change.
    return _shell_version() if settings.DEBUG else _cached_version()


@require_safe
def service_worker(request: HttpRequest) -> HttpResponse:
    offline_url = reverse("offline")
    # JSON is JavaScript: the URLs go in as JSON strings and lists, quoted and escaped.
    context = {
        "version": shell_version(),
        "shell": json.dumps([static(path) for path in APP_SHELL] + [offline_url]),
        "offline_url": json.dumps(offline_url),
        "sign_out_url": json.dumps(reverse("logout")),
        # The prefix itself, not static(""): the manifest storage of production has no entry
        # for an empty name (it answered 500 there, and the offline scorer never installed).
        "static_prefix": json.dumps(PrefixNode.handle_simple("STATIC_URL")),
        "outbox_core": json.dumps(static("js/outbox-core.js")),
    }
    response = render(request, "kernel/sw.js", context, content_type="text/javascript")
    response["Service-Worker-Allowed"] = "/"
    response["Cache-Control"] = "no-cache"  # the browser checks for a new worker every visit
    return response


@require_safe
def manifest(request: HttpRequest) -> JsonResponse:
    icons = [
        {"src": static("icons/icon-192.png"), "sizes": "192x192", "type": "image/png"},
        {"src": static("icons/icon-512.png"), "sizes": "512x512", "type": "image/png"},
        {
            "src": static("icons/icon-maskable-512.png"),
            "sizes": "512x512",
            "type": "image/png",
            "purpose": "maskable",
        },
        {"src": static("favicon.svg"), "sizes": "any", "type": "image/svg+xml"},
    ]
    data = {
        "name": "Pegboard",
        "short_name": "Pegboard",
        "description": gettext("Keeps score for real card games and runs pub leagues."),
        # The installed app's words are in the language the page asked it in.
        "lang": get_language(),
        "dir": "rtl" if get_language_bidi() else "ltr",
        "start_url": resolve_url(settings.START_URL),
        "scope": "/",
        "display": "standalone",
        "background_color": "#111312",
        "theme_color": THEME,
        "icons": icons,
    }
    return JsonResponse(data, content_type="application/manifest+json")


@require_safe
def offline(request: HttpRequest) -> HttpResponse:
    games_url = resolve_url(settings.OFFLINE_GAMES_URL)
    return render(request, "kernel/offline.html", {"games_url": games_url})
