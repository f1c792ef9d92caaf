"""What a shared cache (a proxy or CDN in front of the site) may keep.

Pages everyone sees alike, the live game page and the league pages, may be kept for a few
seconds when the visitor is anonymous (`@shareable`): a league night's spectators then cost
the site one request per few seconds, not one each. Anything personal stays `private`.

A shared copy must never carry something meant for one visitor: `SharedCacheGuard` runs last
on every response and lets `public` through only when the response sets no cookie (a session
or CSRF token) and its Content Security Policy has no nonce (a nonce must never be served
twice). Otherwise the page is marked private, whatever the view asked for."""

import hashlib
import itertools
import logging
import os
import secrets
from contextlib import contextmanager, suppress
from functools import cache, wraps
from importlib import import_module
from pathlib import Path

from django.apps import apps
from django.conf import settings
from django.core.cache import cache as kept_answers
from django.core.cache import caches
from django.core.cache.backends.filebased import FileBasedCache
from django.http import HttpRequest, HttpResponse
from django.middleware.csp import get_nonce
from django.middleware.gzip import GZipMiddleware, re_accepts_gzip
from django.utils.cache import patch_cache_control, patch_vary_headers
from django.utils.text import compress_string
from django.utils.translation import get_language

logger = logging.getLogger(__name__)

SHARED_SECONDS = 5
# How long a process, and the machine's folder of rendered answers, each keep an answer it may
# give everyone: a version outlives its readers by far less, and a page with a date relative
# to today is never more than twice this old.
KEPT_SECONDS = 120


def shareable(view):
    """Mark a page that anonymous visitors all see alike as keepable by a shared cache."""

    @wraps(view)
    def wrapped(request, *args, **kwargs):
        anonymous = not signed_in(request)
        request.public_page = anonymous  # base.html then leaves out the CSRF token
        response = view(request, *args, **kwargs)
        response.shareable = anonymous and response.status_code in (200, 304)
        return response

    return wrapped


def signed_in(request: HttpRequest) -> bool:
    """Whether the visitor is signed in. Without a session cookie nobody is: a spectator's
    poll then costs no session or user lookup (sign-in lives in the session alone)."""
    if settings.SESSION_COOKIE_NAME not in request.COOKIES:
        return False
    return request.user.is_authenticated


def same_for_everyone(request: HttpRequest, response: HttpResponse) -> bool:
    """Nothing in the answer is meant for this visitor alone: it succeeded, set no cookie (a
    session or CSRF token) and used no Content Security Policy nonce (which must never be
    served twice)."""
    return response.status_code == 200 and not response.cookies and not get_nonce(request)


def kept_answer(request: HttpRequest, key: str | None, make) -> HttpResponse:
    """The answer kept under `key` in this process, else `make()`'s, kept there when it holds
    nothing meant for this visitor alone (no key: made afresh, never kept). The key is its
    aggregate's (`kept_page` for a season's pages, `Game.kept_key` for a game's board): it
    names everything the answer depends on. Kept at most KEPT_SECONDS in memory and in the
    folder: within that bound a key names one version, so nothing older is ever served."""
    if key is None:
        return make()
    if (content := _kept(key)) is not None:
        response = HttpResponse(content)
    else:
        response = make()
        if not same_for_everyone(request, response):
            return response
        kept_answers.set(key, response.content, KEPT_SECONDS)
        with _folder_as_it_may_be():
            caches["rendered"].set(key, response.content, KEPT_SECONDS)
    response.kept_under = key  # its compressed form is kept too (KeptGZipMiddleware)
    return response


def _kept(key: str) -> bytes | None:
    """The answer this process keeps under `key`, else the one another worker of this machine
    rendered (settings.CACHES["rendered"], files in a folder of the site's own): on a league
    night each version of a board is rendered once per machine, not once per worker. Read
    from the files only when this process has none, so once per version and worker."""
    if (content := kept_answers.get(key)) is None:
        with _folder_as_it_may_be():
            content = caches["rendered"].get(key)
        if content is not None:
            kept_answers.set(key, content, KEPT_SECONDS)
    return content


@contextmanager
def _folder_as_it_may_be():
    """A folder that cannot be written or read (a read-only disk, a full one) costs the other
    workers a render, never the visitor an answer: it is said in the log and passed over."""
    try:
        yield
    except OSError as problem:
        logger.warning("The folder of rendered answers (KEPT_DIR) is not usable: %s", problem)


def rendered_key(key: str, key_prefix: str, version: int) -> str:
    """The folder's KEY_FUNCTION (settings.CACHES["rendered"]). Files outlive the server,
    unlike each worker's memory: they are filed under the site's code (what a deploy changes)
    and the folder's generation (what `manage.py restore` renews, as it sets the database's
    versions back), never under a process: a server restarted with the same process ids (as
    in a container) would read what was kept before a restore."""
    return f"{code_version()}:{generation()}:{key_prefix}:{version}:{key}"


GENERATION = "GENERATION"  # the folder's token, beside its answers (never culled: no .djcache)


@cache
def generation() -> str:
    """The folder's generation, shared by the workers of the machine: made by the first that
    asks, renewed by `renew_generation`. Read once per process: a restore is made with the
    site stopped, so whatever serves after it started after it. A folder that cannot be used
    gives a token of this process alone (nothing shared, nothing old read)."""
    path = Path(settings.CACHES["rendered"]["LOCATION"]) / GENERATION
    try:
        if not path.exists():
            path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            made = _written(path.with_name(f".{GENERATION}-{secrets.token_hex(8)}"))
            try:
                with suppress(FileExistsError):  # another worker made it first: theirs it is
                    os.link(made, path)
            finally:
                made.unlink()
        return path.read_text()
    except OSError as problem:
        logger.warning("The folder of rendered answers (KEPT_DIR) is not usable: %s", problem)
        return "process-" + secrets.token_hex(8)


def renew_generation() -> None:
    """Empty the folder of rendered answers and give it a new generation, and forget this
    process's own: what `manage.py restore` does once the database is set back (its versions
    count again from the backup's, so a version's number no longer names what was kept
    under it). Raises OSError when the folder cannot be emptied."""
    caches["rendered"].clear()
    path = Path(settings.CACHES["rendered"]["LOCATION"]) / GENERATION
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    os.replace(_written(path.with_name(f".{GENERATION}-{secrets.token_hex(8)}")), path)
    generation.cache_clear()
    kept_answers.clear()


def _written(path: Path) -> Path:
    """A new file of the folder's own holding a new token, to be put in place whole."""
    path.write_text(secrets.token_hex(8))
    return path


def kept_page(request: HttpRequest, shown: str, make) -> HttpResponse:
    """An anonymous visitor's page of a `@shareable` view, made by `make()` once per process,
    what it shows, language and deploy and then handed to every anonymous visitor until what
    it shows moves on. `shown` is its aggregate's key (`Season.kept_key`: the season's
    version and what the page shows of it besides), never composed by the page. Signed-in
    visitors' pages carry their own token and are made afresh."""
    if not getattr(request, "public_page", False):
        return make()
    named = f"{request.get_full_path()}|{shown}|{get_language()}|{templates_version()}"
    return kept_answer(request, "page:" + hashlib.sha256(named.encode()).hexdigest(), make)


# The code's and templates' hashes, and the folder's generation, are read once per process: a
# deploy and a restore are each made with the site stopped or restarted, so a process that
# serves after either started after it.
@cache
def code_version() -> str:
    """A hash of the site's own code (its apps' Python and templates): what a deploy changes."""
    digest = hashlib.sha256(templates_version().encode())
    for folder in _code_folders():
        for path in sorted(folder.rglob("*.py")):
            digest.update(path.read_bytes())
    return digest.hexdigest()[:10]


def _code_folders() -> list[Path]:
    """The site's own code, as the project says it: the folder of its settings and URLs, and
    each installed app's folder beside it (the app registry's; the libraries' live elsewhere)."""
    project = Path(import_module(settings.ROOT_URLCONF).__file__).resolve().parent
    ours = [Path(app.path).resolve() for app in apps.get_app_configs()]
    return [project, *(folder for folder in ours if folder.parent == settings.BASE_DIR)]


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


class KeptGZipMiddleware(GZipMiddleware):
    """Django's GZipMiddleware, except that an answer kept for everyone (`kept_answer`) is
    compressed once per process and key, not once per request: a league night's changed
    polls and arrivals are each one of a few boards and pages. It holds nothing meant for one
    visitor (no token, no nonce), so it needs none of the random padding that guards a page
    with a secret in it (BREACH); any other answer goes through Django's own."""

    def process_response(self, request, response):
        key = getattr(response, "kept_under", None)
        if key is None or len(response.content) < 200 or response.has_header("Content-Encoding"):
            return super().process_response(request, response)
        patch_vary_headers(response, ("Accept-Encoding",))
        if not re_accepts_gzip.search(request.META.get("HTTP_ACCEPT_ENCODING", "")):
            return response
        packed_key = f"{key}|gzip"
        if (packed := kept_answers.get(packed_key)) is None:
            packed = compress_string(response.content)
            kept_answers.set(packed_key, packed, KEPT_SECONDS)
        response.content = packed
        response.headers["Content-Length"] = str(len(packed))
        if (etag := response.get("ETag")) and etag.startswith('"'):
            response.headers["ETag"] = "W/" + etag  # as Django's does (RFC 9110 8.8.1)
        response.headers["Content-Encoding"] = "gzip"
        return response


class RenderedFiles(FileBasedCache):
    """Django's file cache (settings.CACHES["rendered"]), looking at the folder's size once
    every CULL_EVERY writes of this process instead of at each: the look lists the whole
    folder, about 80% of a write's time with 600 files in it (0.7 ms of a board's render,
    issue 37). Between looks the folder can grow past MAX_ENTRIES by CULL_EVERY files a
    worker, which the next look culls."""

    CULL_EVERY = 50
    _writes = itertools.count()  # this process's, whichever thread writes

    def _cull(self):
        if next(self._writes) % self.CULL_EVERY == 0:
            super()._cull()
