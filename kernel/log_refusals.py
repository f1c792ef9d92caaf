"""A refusal is logged in one line. Django logs every 4xx it answers for an exception (a 403 for
PermissionDenied, a 400 for SuspiciousOperation) with the exception's whole traceback: a page
of stack for each stranger who tries a secretary's page, which buries the faults worth reading.
A refusal is the request's doing, not the site's, so its line keeps the answer, the path and
the exception's own words, and drops the stack. A 5xx keeps its traceback."""

import logging


class RefusalsInOneLine(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        status = getattr(record, "status_code", None)
        if record.exc_info and status is not None and 400 <= status < 500:
            error = record.exc_info[1]
            words = " ".join(str(error).split())  # one line, whatever the exception said
            cause = f"{type(error).__name__}: {words}" if words else type(error).__name__
            record.msg, record.args = f"{record.getMessage()} ({cause})", ()
            record.exc_info = record.exc_text = None
        return True
