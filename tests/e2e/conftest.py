"""Real-browser journeys: Playwright driving Debian's Chromium.

Playwright cannot download its own browser here, so the launch points at /usr/bin/chromium.
Without it the journeys are skipped on a developer's machine, but CI (CI=true) fails instead:
`.ci/run` installs chromium, and a journey that silently did not run proves nothing."""

import os
import shutil
from pathlib import Path

import pytest
from django.core.cache import caches

from tests.in_flight import wait_until_idle

# Playwright's sync API runs an asyncio loop in the main thread, so Django's async-safety
# guard would refuse every ORM call in these tests; the ORM really is synchronous here.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"
PHONE = {"width": 390, "height": 844}


def pytest_collection_modifyitems(config, items):
    if shutil.which(CHROMIUM) or Path(CHROMIUM).exists():
        return
    if os.environ.get("CI"):
        raise pytest.UsageError(
            f"Chromium is missing at {CHROMIUM}: CI must run the browser journeys"
        )
    skip = pytest.mark.skip(reason=f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    for item in items:
        if "e2e" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "viewport": PHONE, "device_scale_factor": 1}


@pytest.fixture
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


@pytest.fixture
def console_errors(page):
    """Errors the browser logs (a script blocked by the CSP shows up here)."""
    errors = []
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    return errors


@pytest.fixture(autouse=True)
def server_idle_before_the_database_is_emptied(transactional_db):
    """Set up before the browser's page and torn down after it: once the page is closed, wait
    for the answers still in hand before the test's tables are flushed."""
    yield
    wait_until_idle()


@pytest.fixture(autouse=True)
def a_fresh_count_of_each_address(transactional_db):
    """Every journey is a new evening for the per-address limits (kernel/limits.py): their
    counts live in a cache table that flushing the test's tables leaves alone, and every
    browser here comes from 127.0.0.1, so the session's journeys together would otherwise
    pass the sign-ins one address may make in an hour."""
    caches["limits"].clear()
