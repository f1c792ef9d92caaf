"""The requests the test server is still answering, so a browser test waits for them before
its database is emptied: an answer still in hand while the tables are flushed (a service
worker's background fetch, say) would write its session after the flush, into the next test's
database, or wait on the flush's lock."""

import threading
import time

_lock = threading.Lock()
_answering = 0


class InFlight:
    """Test-only middleware (tests/settings.py): counts the requests being answered."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        global _answering
        with _lock:
            _answering += 1
        try:
            return self.get_response(request)
        finally:
            with _lock:
                _answering -= 1


def wait_until_idle(quiet: float = 0.1, timeout: float = 10.0) -> None:
    """Until no request has been in hand for `quiet` seconds (one accepted a moment ago may
    not have reached the middleware yet), or `timeout` has passed."""
    deadline, idle_since = time.monotonic() + timeout, None
    while time.monotonic() < deadline:
        with _lock:
            busy = _answering > 0
        now = time.monotonic()
        idle_since = None if busy else (idle_since or now)
        if idle_since is not None and now - idle_since >= quiet:
            return
        time.sleep(0.01)
