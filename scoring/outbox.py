"""Answers for the phone's outbox (static/js/outbox.js).

A hand saved with no signal waits on the phone and is sent later with the header
`X-Pegboard-Outbox: 1`. It is answered in JSON, not HTML, so the phone can tell "saved" (or
"saved already", after a lost answer) from "refused, and why" without reading a page:

    200 {"saved": true, "changed": true|false, "message": "Hand 4 saved."}
    409 {"saved": false, "message": "This game is closed. ..."}          the game moved on
    422 {"saved": false, "message": "...", "errors": {"turned": ["..."]}}  the hand as entered
"""

from django.http import HttpRequest, JsonResponse

from kernel.htmx import header

OUTBOX_HEADER = "X-Pegboard-Outbox"


def is_outbox(request: HttpRequest) -> bool:
    return header(request, OUTBOX_HEADER) == "1"  # (asked for every hand saved)


def outbox_answer(outcome) -> JsonResponse:
    return JsonResponse({"saved": True, "changed": outcome.changed, "message": outcome.message})


def outbox_refusal(form, status: int) -> JsonResponse:
    errors = {field: [str(e) for e in errors] for field, errors in form.errors.items()}
    first = next((messages[0] for messages in errors.values()), "The hand was refused.")
    return JsonResponse({"saved": False, "message": first, "errors": errors}, status=status)
