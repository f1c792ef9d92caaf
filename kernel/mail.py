"""The site's mail: every link in it starts with SITE_URL, and it is sent after the answer.

A link in a mail is built from settings.SITE_URL, never from the request's Host header (which
whoever asks writes: a reset asked with "Host: evil.example" must not mail a link there).

A mail is a task of Django's tasks framework (django.tasks), run by the AfterTheAnswer
backend: Django's own immediate backend, except that a task enqueued while a request is being
answered waits until the answer has been sent (the response closed: a WSGI server, gunicorn's
sync worker included, closes it once its last byte is written, and Django then sends
request_finished). So the asker is answered before a mail server is spoken to, and a reset
for a known address answers as soon as one for an unknown address. A task enqueued outside a
request (a management command) runs when its transaction commits, at once in autocommit.
The test client closes each response before it returns it, so under tests the mail is in
mail.outbox when the request returns, as before."""

from functools import partial

from asgiref.local import Local
from django.conf import settings
from django.core.mail import EmailMessage
from django.core.signals import request_finished, request_started
from django.db import transaction
from django.dispatch import receiver
from django.tasks.backends.immediate import ImmediateBackend

# The tasks waiting for this thread's answer to be sent; None outside a request.
_answering = Local()


def site_link(path: str) -> str:
    """The address of one of the site's pages, as a mail gives it (path: from reverse())."""
    return settings.SITE_URL + path


def site_mail(subject: str, paragraphs: list[str], to: str) -> EmailMessage:
    """One of the site's own mails: its paragraphs apart by a blank line, signed "Pegboard"."""
    return EmailMessage(subject, "\n\n".join([*paragraphs, "Pegboard"]) + "\n", to=[to])


class AfterTheAnswer(ImmediateBackend):
    """Django's immediate backend, holding a task enqueued during a request until the answer
    has been sent (settings.TASKS)."""

    def _execute_task(self, task_result):
        run = partial(super()._execute_task, task_result)
        waiting = getattr(_answering, "tasks", None)
        if waiting is None:
            transaction.on_commit(run)
        else:
            waiting.append(run)


@receiver(request_started, dispatch_uid="kernel.mail.answer_begins")
def _answer_begins(**kwargs) -> None:
    # A response never closed (a test calling a handler by hand) leaves no task behind.
    _answer_sent()
    _answering.tasks = []


@receiver(request_finished, dispatch_uid="kernel.mail.answer_sent")
def _answer_sent(**kwargs) -> None:
    waiting = getattr(_answering, "tasks", None) or []
    _answering.tasks = None
    for run in waiting:
        run()  # the backend records and logs a failure: the next one is still sent
