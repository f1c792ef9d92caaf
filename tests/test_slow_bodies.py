"""Bodies that trickle in, against the real production server (`make serve`: gunicorn's
gthread workers, reached directly, as a client that skips the proxy would): a body that says it
is larger than the cap is answered 413 at once without being waited for; bodies just under the
cap, sent a byte at a time, each hold one thread, not a worker, so /health/ still answers at
once; a body sent without its length (chunked) is answered, never read past the cap."""

import socket
import sys
import threading
import time

import pytest

from kernel.sizes import LARGEST_REQUEST
from tests.hosting.production import production_server

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="gunicorn runs on Linux here")
FIFTY_MB = 50_000_000
HEADERS = "Host: localhost\r\nX-Forwarded-Proto: https\r\n"  # as the proxy in front says


def start_post(port: int, headers: str) -> socket.socket:
    """A POST to /games/import/ whose headers are sent and whose body is not (yet)."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    sock.sendall(
        f"POST /games/import/ HTTP/1.1\r\n{HEADERS}"
        f"Content-Type: application/x-www-form-urlencoded\r\n{headers}\r\n".encode()
    )
    return sock


def status_of(sock: socket.socket) -> int:
    return int(sock.recv(4096).split(b" ", 2)[1])


def trickle(socks: list[socket.socket], stop: threading.Event) -> None:
    while not stop.wait(0.5):
        for sock in socks:
            try:
                sock.sendall(b"x")
            except OSError:
                return


def seconds_for_health(port: int) -> float:
    started = time.monotonic()
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(b"GET /health/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        assert status_of(sock) == 200
    return time.monotonic() - started


def test_slow_and_large_bodies_hold_no_worker(tmp_path):
    with production_server(tmp_path) as (_address, port):
        for _ in range(2):  # declared past the cap: refused at once, with nothing read
            with start_post(port, f"Content-Length: {FIFTY_MB}\r\n") as sock:
                sock.sendall(b"text=")
                started = time.monotonic()
                assert status_of(sock) == 413 and time.monotonic() - started < 2

        # Just under the cap, a byte every half second: two of them, as many as the server
        # has workers (with sync workers /health/ waited for gunicorn's 30 s timeout).
        slow = [start_post(port, f"Content-Length: {LARGEST_REQUEST - 10}\r\n") for _ in "ab"]
        stop = threading.Event()
        sender = threading.Thread(target=trickle, args=(slow, stop), daemon=True)
        sender.start()
        try:
            time.sleep(1)  # both are being read by now
            assert max(seconds_for_health(port) for _ in range(4)) < 1
        finally:
            stop.set()
            sender.join()
            for sock in slow:
                sock.close()

        with start_post(port, "Transfer-Encoding: chunked\r\n") as sock:
            chunk = b"x" * 65536
            sender = threading.Thread(target=send_chunks, args=(sock, chunk, 80), daemon=True)
            sender.start()  # 5 MB in all, if the server would take it
            assert status_of(sock) < 500  # the form saw nothing posted (no CSRF token: 403)
        assert seconds_for_health(port) < 1


def send_chunks(sock: socket.socket, chunk: bytes, count: int) -> None:
    try:
        for _ in range(count):
            sock.sendall(b"%x\r\n%s\r\n" % (len(chunk), chunk))
        sock.sendall(b"0\r\n\r\n")
    except OSError:
        pass  # the server answered and closed without reading the rest
