"""Many requests at the same moment, each from its own phone (client and database
connection), for the concurrency tests. PostgreSQL only: SQLite lets one writer in at a time,
so nothing races there."""

import threading

import pytest
from django.db import connection
from django.test import Client


def all_at_once(jobs: list) -> list:
    """Run the callables at the same moment, each in its own thread (and so its own database
    connection, closed after it): what each returned, in the order given, or the exception
    it raised in its place."""
    barrier, results = threading.Barrier(len(jobs)), [None] * len(jobs)

    def run(n, job):
        try:
            barrier.wait()
            results[n] = job()
        except Exception as error:
            results[n] = error
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(n, job)) for n, job in enumerate(jobs)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def storm(requests: list[tuple]) -> list[int]:
    """Send the requests at once: each is (path, body) or (path, body, user signed in). The
    status of each, in the order given; 500 for any exception a view let out."""
    if connection.vendor != "postgresql":
        pytest.skip("simultaneous requests are tested on PostgreSQL (CI's second run)")

    def phone(path, body, user=None):
        client = Client()
        if user is not None:
            client.force_login(user)
        return client.post(path, body, HTTP_HX_REQUEST="true").status_code

    answers = all_at_once([lambda r=r: phone(*r) for r in requests])
    return [500 if isinstance(answer, Exception) else answer for answer in answers]
