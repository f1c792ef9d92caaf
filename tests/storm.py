"""Many requests at the same moment, each from its own phone (client and database
connection), for the concurrency tests. PostgreSQL only: SQLite lets one writer in at a time,
so nothing races there."""

import threading

import pytest
from django.db import connection
from django.test import Client


def storm(requests: list[tuple]) -> list[int]:
    """Send the requests at once: each is (path, body) or (path, body, user signed in). The
    status of each, in the order given; 500 for any exception a view let out."""
    if connection.vendor != "postgresql":
        pytest.skip("simultaneous requests are tested on PostgreSQL (CI's second run)")
    barrier, statuses = threading.Barrier(len(requests)), [0] * len(requests)

    def phone(n, path, body, user=None):
        try:
            client = Client()
            if user is not None:
                client.force_login(user)
            barrier.wait()
            statuses[n] = client.post(path, body, HTTP_HX_REQUEST="true").status_code
        except Exception:
            statuses[n] = 500
        finally:
            connection.close()

    threads = [threading.Thread(target=phone, args=(n, *r)) for n, r in enumerate(requests)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return statuses


def all_at_once(*jobs) -> None:
    """Run the functions at once, each in its own thread and database connection (PostgreSQL
    only, as `storm`); an exception any of them raised fails the test."""
    if connection.vendor != "postgresql":
        pytest.skip("simultaneous writes are tested on PostgreSQL (CI's second run)")
    barrier, failed = threading.Barrier(len(jobs)), []

    def run(job):
        try:
            barrier.wait()
            job()
        except Exception as error:  # reported in the test's own thread, below
            failed.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(job,)) for job in jobs]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not failed, failed
