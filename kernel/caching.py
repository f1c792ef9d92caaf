"""What a shared cache (a proxy or CDN in front of the site) may keep.

Pages everyone sees alike, the live game page and the league pages, may be kept for a few
seconds when the visitor is anonymous (`@shareable`): a league night's spectators then cost
the site one request per few seconds, not one each. Anything personal stays `private`.

A shared copy must never carry something meant for one visitor: `SharedCacheGuard` runs last
on every response and lets `public` through only when the response sets no cookie (a session
or CSRF token) and its Content Security Policy has no nonce (a nonce must never be served
twice). Otherwise the page is marked private, whatever the view asked for."""

import hashlib
from functools import cache, wraps
from pathlib import Path

from django.conf import settings
from django.utils.cache import patch_cache_control, patch_vary_headers

SHARED_SECONDS = 5


def shareable(view):
    """Mark a page that anonymous visitors all see alike as keepable by a shared cache."""

    @wraps(view)
    def wrapped(request, *args, **kwargs):
        anonymous = not request.user.is_authenticated
        request.public_page = anonymous  # base.html then leaves out the CSRF token
        response = view(request, *args, **kwargs)
        response.shareable = anonymous and response.status_code in (200, 304)
        return response

    return wrapped


@cache
def templates_version() -> str:
    """A hash of the site's templates, part of every page validator (ETag): a deploy that
    changes a page's markup must not be answered "not modified" from before it."""
    digest = hashlib.sha256()
    for folder in settings.TEMPLATES[0]["DIRS"]:
        for path in sorted(Path(folder).rglob("*.html")):
            digest.update(path.read_bytes())
    return digest.hexdigest()[:10]


class SharedCacheGuard:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if response.has_header("Cache-Control") and not getattr(response, "shareable", False):
            return response  # the view said how it may be kept (health, the service worker)
        policy = response.headers.get("Content-Security-Policy", "")
        if (
            getattr(response, "shareable", False)
            and not response.cookies
            and "nonce-" not in policy
        ):
            patch_cache_control(response, public=True, max_age=SHARED_SECONDS)
            # The page is in the visitor's language: the browser's (LocaleMiddleware adds
            # Accept-Language) or the one they chose, kept in a cookie.
            patch_vary_headers(response, ("Cookie",))
        else:
            patch_cache_control(response, private=True)
        return response
