"""The site as production runs it, for tests: `make serve` (gunicorn, DEBUG off, the collected
static files under the manifest storage, `check --deploy`) behind a small proxy that does what
the README asks of the real one (it sets X-Forwarded-Proto and appends the client to
X-Forwarded-For). The browser reaches it at http://localhost:PORT, which it treats as a secure
origin, so service workers and secure cookies work as they do over HTTPS.

The site has a database of its own: a SQLite file, or a fresh PostgreSQL database on the
cluster DATABASE_URL names, dropped afterwards."""

import contextlib
import http.client
import http.server
import os
import signal
import socket
import subprocess
import threading
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
HOP_BY_HOP = {"connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Proxy(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, upstream_port: int):
        self.upstream_port = upstream_port
        super().__init__(("127.0.0.1", 0), ProxyHandler)


class ProxyHandler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args) -> None:  # gunicorn's access log says it all
        pass

    def _forward(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else None
        headers = {k: v for k, v in self.headers.items() if k.lower() not in HOP_BY_HOP}
        forwarded = self.headers.get("X-Forwarded-For")
        client = self.client_address[0]
        headers["X-Forwarded-For"] = f"{forwarded}, {client}" if forwarded else client
        headers["X-Forwarded-Proto"] = "https"
        upstream = http.client.HTTPConnection("127.0.0.1", self.server.upstream_port, timeout=60)
        try:
            upstream.request(self.command, self.path, body=body, headers=headers)
            answer = upstream.getresponse()
            data = answer.read()
        except OSError:
            self.send_error(502)
            return
        finally:
            upstream.close()
        self.send_response_only(answer.status, answer.reason)
        for name, value in answer.getheaders():
            if name.lower() not in HOP_BY_HOP | {"content-length"}:
                self.send_header(name, value)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)

    do_GET = do_POST = do_HEAD = do_PUT = do_DELETE = _forward


@contextlib.contextmanager
def own_database(tmp: Path):
    """A database URL for the site: a new PostgreSQL database beside the tests' own when they
    run on PostgreSQL, else a SQLite file."""
    url = os.environ.get("DATABASE_URL", "")
    if not url.startswith("postgres"):
        yield f"sqlite:///{tmp / 'site.sqlite3'}"
        return
    import psycopg

    name = f"pegboard_serve_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield url.rsplit("/", 1)[0] + "/" + name
    finally:
        with psycopg.connect(url, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def wait_for(url: str, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while True:
        try:
            with urllib.request.urlopen(url, timeout=5):
                return
        except urllib.error.HTTPError:
            return
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.3)


@contextlib.contextmanager
def production_site(tmp: Path, **environ: str):
    """`make serve` behind the proxy; yields the address the browser uses."""
    with production_server(tmp, **environ) as (address, _port):
        yield address


@contextlib.contextmanager
def production_server(tmp: Path, **environ: str):
    """`make serve` behind the proxy; yields the proxy's address and gunicorn's own port (for
    what a client reaching gunicorn directly can do)."""
    port = free_port()
    proxy = Proxy(port)
    address = f"http://localhost:{proxy.server_address[1]}"
    with own_database(tmp) as database:
        env = {
            "PATH": os.environ["PATH"],
            "HOME": os.environ.get("HOME", "/root"),
            "SECRET_KEY": "production-test-" + "x" * 50,
            "ALLOWED_HOSTS": "localhost,127.0.0.1",
            "EMAIL_HOST": "127.0.0.1",  # nothing is mailed while these tests run
            "DEFAULT_FROM_EMAIL": "pegboard@localhost",
            "CSRF_TRUSTED_ORIGINS": address,
            "SECURE_PROXY_SSL_HEADER": "1",
            "TRUSTED_PROXIES": "127.0.0.1",
            "DATABASE_URL": database,
            "PORT": str(port),
            "WEB_CONCURRENCY": "2",
            **environ,
        }
        log = open(tmp / "serve.log", "wb")  # noqa: SIM115 (closed below, after the server)
        server = subprocess.Popen(
            ["make", "--no-print-directory", "serve"],
            cwd=REPO,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        threading.Thread(target=proxy.serve_forever, daemon=True).start()
        try:
            wait_for(f"http://127.0.0.1:{port}/health/", seconds=180)
            yield address, port
        finally:
            proxy.shutdown()
            os.killpg(server.pid, signal.SIGTERM)
            server.wait(timeout=60)
            log.close()
