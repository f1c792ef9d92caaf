"""Pegboard's one settings module, configured only through environment variables.

The defaults are the safe production ones (DEBUG off, secure cookies, HSTS, HTTPS redirect,
a strict Content Security Policy). `make run` sets DEBUG=1 for local development, and
tests/settings.py sets the variables a test run needs before importing this module.

Variables: SECRET_KEY, DEBUG, ALLOWED_HOSTS, CSRF_TRUSTED_ORIGINS, DATABASE_URL, CONN_MAX_AGE,
SECURE_SSL_REDIRECT, SECURE_HSTS_SECONDS, SECURE_HSTS_PRELOAD, SECURE_PROXY_SSL_HEADER,
TRUSTED_PROXIES, AXES_FAILURE_LIMIT, AXES_COOLOFF_MINUTES, LOG_LEVEL, SITE_URL, KEPT_DIR, and
the mail's, by Django's own names: EMAIL_HOST, EMAIL_PORT, EMAIL_HOST_USER, EMAIL_HOST_PASSWORD,
EMAIL_USE_TLS, DEFAULT_FROM_EMAIL. A secret may also be read from a file named by <NAME>_FILE
(e.g. SECRET_KEY_FILE, EMAIL_HOST_PASSWORD_FILE).
"""

import datetime
import os
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured
from django.utils.csp import CSP

from kernel.sizes import LARGEST_REQUEST

BASE_DIR = Path(__file__).resolve().parent.parent

# Used only when SECRET_KEY is not set. `check --deploy` flags it (security.W009) and
# config/wsgi.py refuses to serve with it unless DEBUG is on.
INSECURE_DEVELOPMENT_KEY = "django-insecure-pegboard-development-key-never-use-in-production"


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    if value.lower() in {"1", "true", "yes", "on"}:
        return True
    if value.lower() in {"0", "false", "no", "off"}:
        return False
    raise ImproperlyConfigured(f"{name}={value!r}: expected 1/0, true/false, yes/no or on/off")


def env_int(name: str, default: int) -> int:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    try:
        return int(value)
    except ValueError:
        raise ImproperlyConfigured(f"{name}={value!r}: expected a whole number") from None


def env_list(name: str, default: str) -> list[str]:
    return [part.strip() for part in os.environ.get(name, default).split(",") if part.strip()]


def env_secret(name: str, default: str) -> str:
    """A secret from NAME, or from the file that NAME_FILE points at (Docker/systemd secrets)."""
    if path := os.environ.get(f"{name}_FILE"):
        return Path(path).read_text().strip()
    return os.environ.get(name) or default


DEBUG = env_bool("DEBUG", False)
SECRET_KEY = env_secret("SECRET_KEY", INSECURE_DEVELOPMENT_KEY)
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", "localhost,127.0.0.1,[::1]")
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", "")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django_htmx",
    "axes",
    "kernel",
    "scoring",
    # The persons and their ratings sit below the league and the club (which record results
    # into them) and above the scorer; the apps' order here only decides whose templates and
    # static files are found first, and people's names no other app's.
    "people",
    "leagues",
    "clubs",
]

MIDDLEWARE = [
    # First, so it sees every response last: only a page with no cookie and no nonce may be
    # kept by a shared cache (kernel/caching.py).
    "kernel.caching.SharedCacheGuard",
    # Pages are compressed here (whitenoise serves static files already compressed). A long
    # season page is a fifth of its size on one bar of signal. BREACH, the attack on secrets
    # in compressed pages: the only secrets in our pages are the CSRF token, masked afresh in
    # every response, and a scorer's link, shown only to its scorer; Django's middleware also
    # pads each response with random bytes ("Heal the Breach"). The README (Hosting) says more.
    # An answer kept for everyone (no token in it) is compressed once, not per request.
    "kernel.caching.KeptGZipMiddleware",
    # Persian pages show Persian digits (the answer only: nothing out here reads the body).
    "kernel.digits.LocaleDigitsMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    # The language: the visitor's choice (a cookie set by the language switch), else the
    # browser's Accept-Language, else English.
    "django.middleware.locale.LocaleMiddleware",
    # A request larger than any form takes is refused before it is read (kernel/limits.py):
    # no middleware above reads the body (request.POST, request.body), every one below may.
    "kernel.limits.RequestSizeCap",
    # Every form takes Persian and Arabic-Indic digits (kernel/digits.py).
    "kernel.digits.WesternDigitsInForms",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # How many games, imports, accounts and sign-ins one address may ask for (kernel/limits.py).
    "kernel.limits.PerAddressLimits",
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    "kernel.htmx.HtmxMiddleware",  # django-htmx's, reading the environ (kernel/htmx.py)
    # Last, as django-axes asks: it answers a locked-out sign-in with the lockout page.
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.template.context_processors.csp",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=env_int("CONN_MAX_AGE", 60),
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Writers take the lock when their transaction starts, so two phones saving a hand at
    # once queue up instead of failing with "database is locked" half-way through.
    DATABASES["default"]["OPTIONS"] = {
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
    }

AUTHENTICATION_BACKENDS = [
    # First, so a locked-out account or address is refused before its password is checked.
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]

# A form's fields (a pasted game record) at most the largest upload; a file is counted as it
# arrives and the upload stopped past it (kernel/limits.py).
DATA_UPLOAD_MAX_MEMORY_SIZE = LARGEST_REQUEST
FILE_UPLOAD_HANDLERS = [
    "kernel.limits.CappedUpload",
    "django.core.files.uploadhandler.MemoryFileUploadHandler",
    "django.core.files.uploadhandler.TemporaryFileUploadHandler",
]

# Per-address limits on the forms a stranger could flood (kernel/limits.py): POSTs an address
# may make to each, by URL name, counted in a table of the site's database that every app
# server shares. Far above a pub's busiest night from one connection.
PER_ADDRESS_LIMITS = {
    "scoring-new-game": os.environ.get("LIMIT_NEW_GAMES", "60/h"),
    "scoring-import": os.environ.get("LIMIT_IMPORTS", "30/h"),
    "signup": os.environ.get("LIMIT_SIGNUPS", "10/h"),
    # Each one may send a mail to an address the asker types.
    "password_reset": os.environ.get("LIMIT_RESETS", "10/h"),
    # A new address on the profile, and its link sent again: counted as sign-ups are.
    "profile": os.environ.get("LIMIT_SIGNUPS", "10/h"),
    "confirm-address-again": os.environ.get("LIMIT_SIGNUPS", "10/h"),
    "login": os.environ.get("LIMIT_SIGN_INS", "30/h"),
    # Captains' invitations from one address, whatever accounts it signs in as (each account
    # has its own count too: LIMIT_INVITATIONS below).
    "leagues-invite-captain": os.environ.get("LIMIT_INVITATIONS", "60/d"),
    "leagues-new-season": os.environ.get("LIMIT_NEW_SEASONS", "20/h"),
    "leagues-import": os.environ.get("LIMIT_NEW_SEASONS", "20/h"),
}
# Forms counted in another form's limit, by URL name: "Play again" starts a new game, so it
# shares LIMIT_NEW_GAMES's count (it once started 75 games in 0.6 s past it).
LIMITS_COUNTED_AS = {"scoring-play-again": "scoring-new-game"}
# The mail a stranger could aim at someone else (kernel/limits.py past_limit): password
# resets and address confirmations to one address, whoever asks; captains' invitations from
# one secretary's account and to one address, whichever league sends them; and the
# invitations one team may have waiting.
LIMIT_RESETS_TO_ONE_ADDRESS = os.environ.get("LIMIT_RESETS_TO_ONE_ADDRESS", "5/d")
LIMIT_CONFIRMATIONS_TO_ONE_ADDRESS = os.environ.get("LIMIT_CONFIRMATIONS_TO_ONE_ADDRESS", "3/d")
LIMIT_INVITATIONS = os.environ.get("LIMIT_INVITATIONS", "60/d")
LIMIT_INVITATIONS_TO_ONE_ADDRESS = os.environ.get("LIMIT_INVITATIONS_TO_ONE_ADDRESS", "3/d")
LIMIT_OPEN_INVITATIONS = env_int("LIMIT_OPEN_INVITATIONS", 2)  # a team's: captain, co-captain
CACHES = {
    # Each worker's memory of answers rendered for everyone: under keys naming the version of
    # the season or game they show (kernel/caching.py), each for KEPT_SECONDS at most.
    "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"},
    # Answers rendered for everyone (kernel/caching.py), shared by the workers of one machine
    # so each version of a page is rendered once, not once per worker: in a folder of the
    # site's own (KEPT_DIR), never a shared one such as /tmp, since what is kept there is
    # unpickled and served.
    "rendered": {
        "BACKEND": "kernel.caching.RenderedFiles",  # Django's file cache, culled less often
        "LOCATION": os.environ.get("KEPT_DIR", str(BASE_DIR / "kept")),
        "OPTIONS": {"MAX_ENTRIES": 600},
        "KEY_FUNCTION": "kernel.caching.rendered_key",
    },
    "limits": {
        "BACKEND": "django.core.cache.backends.db.DatabaseCache",
        "LOCATION": "pegboard_limits",  # made by kernel's migration 0001
        # A count must outlive its window. django-ratelimit adds one by reading and setting
        # it, and the set takes this timeout: Django's 300 s forgot a day's count after five
        # quiet minutes. Past MAX_ENTRIES the cache drops a third of its rows: Django's 300
        # forgot everyone's counts once 300 were kept. (Windows up to a week: `N/7d`.)
        "TIMEOUT": 8 * 24 * 3600,
        "OPTIONS": {"MAX_ENTRIES": 1_000_000},
    },
}
# django-ratelimit prefers memcached or Redis, whose increment is atomic; the database cache
# reads and writes a count, so two requests at one instant may count once. For a bound on
# abuse that is enough, and it needs no server beyond the database (kernel/limits.py).
RATELIMIT_USE_CACHE = "limits"

# Sign-in throttling (django-axes): after AXES_FAILURE_LIMIT wrong passwords for one account
# from one address, or from one address at any accounts, sign-in is refused there for
# AXES_COOLOFF_TIME. Never for an account from everywhere: a stranger guessing a secretary's
# password cannot lock the secretary out from their own phone.
AXES_FAILURE_LIMIT = env_int("AXES_FAILURE_LIMIT", 5)
AXES_COOLOFF_TIME = datetime.timedelta(minutes=env_int("AXES_COOLOFF_MINUTES", 15))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"], "ip_address"]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_TEMPLATE = "registration/locked_out.html"
AXES_CLIENT_IP_CALLABLE = "kernel.client_ip.counted_address"
AXES_VERBOSE = False

LOGIN_REDIRECT_URL = "/leagues/"  # also where signing up lands (kernel/accounts.py)
LOGOUT_REDIRECT_URL = "/"

# The apps' pages the kernel needs, said here so the kernel names none (tests/test_layers.py):
# where the installed app opens (its manifest's start_url: a URL name or a path), where the
# offline page sends a phone with no signal (the games kept on it), and the links
# that carry a key, which every log line is written without (kernel/log_secrets.py): a
# scorer's link, a password reset's and a captain's invitation, each as a pattern of the link
# up to its key, under a part a line must hold before the pattern is tried (the access log asks
# this of every value of every request).
START_URL = "scoring-home"
OFFLINE_GAMES_URL = "scoring-my-games"
LINKS_WITH_SECRETS = {
    "/score/": r"/g/[^/\s\"?#]+/score/",
    "/reset/": r"/accounts/reset/[^/\s\"?#]+/",
    "/invitations/": r"/leagues/invitations/",
}

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en-gb"
# The players' languages: the rules come to us in Persian, Urdu and Italian, and Croatian and
# Dutch tables play Bela and Klaverjas (docs/i18n.md).
LANGUAGES = [
    ("en-gb", "English"),
    ("fa", "فارسی"),
    ("ur", "اردو"),
    ("it", "Italiano"),
    ("hr", "Hrvatski"),
    ("nl", "Nederlands"),
]
LOCALE_PATHS = [BASE_DIR / "locale"]
FORMAT_MODULE_PATH = ["config.formats"]  # each language's dates, by kind
LANGUAGE_COOKIE_AGE = 365 * 24 * 3600  # the choice is remembered for a year
LANGUAGE_COOKIE_SECURE = not DEBUG
LANGUAGE_COOKIE_SAMESITE = "Lax"
LANGUAGE_COOKIE_HTTPONLY = True
TIME_ZONE = os.environ.get("TIME_ZONE", "Europe/London")
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": (
            "django.contrib.staticfiles.storage.StaticFilesStorage"
            if DEBUG
            else "whitenoise.storage.CompressedManifestStaticFilesStorage"
        )
    },
}

# Security: safe by default, relaxed only by DEBUG or explicit variables.
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", not DEBUG)
SECURE_REDIRECT_EXEMPT = [r"^health/$"]  # a load balancer probes over plain HTTP
SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 0 if DEBUG else 31_536_000)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", not DEBUG)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", not DEBUG)
# The proxies (addresses or networks) whose X-Forwarded-For is believed (kernel/client_ip.py).
TRUSTED_PROXIES = env_list("TRUSTED_PROXIES", "")
if env_bool("SECURE_PROXY_SSL_HEADER", False):
    # Only behind a proxy that sets this header itself and strips it from clients.
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SESSION_COOKIE_SECURE = not DEBUG
CSRF_COOKIE_SECURE = not DEBUG
SESSION_COOKIE_HTTPONLY = True
# No script of ours reads the CSRF cookie: htmx and the outbox send the token the page carries
# (base.html's hx-headers), so the cookie is kept from scripts as the session's is.
CSRF_COOKIE_HTTPONLY = True
X_FRAME_OPTIONS = "DENY"
SECURE_CSP = {
    "default-src": [CSP.SELF],
    "script-src": [CSP.SELF, CSP.NONCE],
    "style-src": [CSP.SELF, CSP.NONCE],
    "img-src": [CSP.SELF, "data:"],
    "connect-src": [CSP.SELF],
    "object-src": [CSP.NONE],
    "base-uri": [CSP.SELF],
    "form-action": [CSP.SELF],
    "frame-ancestors": [CSP.NONE],
}

# Mail (password resets, invitations, `manage.py remind`), read from the variables of Django's
# own names (EMAIL_HOST, EMAIL_PORT, EMAIL_HOST_USER, EMAIL_HOST_PASSWORD, EMAIL_USE_TLS) into
# Django 6.1's MAILERS, which replaces those settings. With no EMAIL_HOST the mail is printed
# on the console instead (`make run`); `make serve` refuses to start without one
# (config/preflight.py), since a reset link printed to a log is a key to an account.
EMAIL_USE_TLS_ = env_bool("EMAIL_USE_TLS", False)
MAILERS = {
    "default": (
        {
            "BACKEND": "django.core.mail.backends.smtp.EmailBackend",
            "OPTIONS": {
                "host": os.environ["EMAIL_HOST"],
                "port": env_int("EMAIL_PORT", 587 if EMAIL_USE_TLS_ else 25),
                "username": os.environ.get("EMAIL_HOST_USER", ""),
                "password": env_secret("EMAIL_HOST_PASSWORD", ""),
                "use_tls": EMAIL_USE_TLS_,
                # A mail server that hangs does not hold a reminder run for ever.
                "timeout": 20,
            },
        }
        if os.environ.get("EMAIL_HOST")
        else {"BACKEND": "django.core.mail.backends.console.EmailBackend"}
    )
}
del EMAIL_USE_TLS_
# Mail is sent after the answer (kernel/mail.py): Django's tasks framework, with the immediate
# backend held until the response has been sent. No queue or worker to run beside the site.
TASKS = {"default": {"BACKEND": "kernel.mail.AfterTheAnswer"}}
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "Pegboard <pegboard@localhost>")
SERVER_EMAIL = DEFAULT_FROM_EMAIL
# The site's address as a mail's links start (`manage.py remind` has no request to ask):
# by default the first of ALLOWED_HOSTS, over HTTPS unless DEBUG.
SITE_URL = os.environ.get("SITE_URL", "").rstrip("/") or (
    f"{'http' if DEBUG else 'https'}://{(ALLOWED_HOSTS or ['localhost'])[0].lstrip('.')}"
    + (":8000" if DEBUG else "")
)

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    # No line the site logs carries a scorer's secret (kernel/log_secrets.py), and a refusal
    # (a 403, a 400) is one line, not a traceback (kernel/log_refusals.py).
    "filters": {
        "refusals_in_one_line": {"()": "kernel.log_refusals.RefusalsInOneLine"},
        "without_secrets": {"()": "kernel.log_secrets.WithoutSecrets"},
    },
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "filters": ["refusals_in_one_line", "without_secrets"],
        }
    },
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
}
