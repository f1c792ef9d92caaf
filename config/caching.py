"""What a shared cache (a proxy or CDN in front of the site) may keep.

Pages everyone sees alike, the live game page and the league pages, may be kept for a few
seconds when the visitor is anonymous (`@shareable`): a league night's spectators then cost
the site one request per few seconds, not one each. Anything personal stays `private`.

A shared copy must never carry something meant for one visitor: `SharedCacheGuard` runs last
on every response and lets `public` through only when the response sets no cookie (a session
or CSRF token) and its Content Security Policy has no nonce (a nonce must never be served
twice). Otherwise the page is marked private, whatever the view asked for."""

from functools import wraps

from django.utils.cache import patch_cache_control

SHARED_SECONDS = 5


def shareable(view):
    """Mark a page that anonymous visitors all see alike as keepable by a shared cache."""

    @wraps(view)
    def wrapped(request, *args, **kwargs):
        anonymous = not request.user.is_authenticated
        request.public_page = anonymous  # base.html then leaves out the CSRF token
        response = view(request, *args, **kwargs)
        response.shareable = anonymous and response.status_code == 200
        return response

    return wrapped


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
        else:
            patch_cache_control(response, private=True)
        return response
