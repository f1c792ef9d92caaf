"""An address receives reminders only once its owner has shown it is theirs (issue 47): a
profile's new address is mailed a link, signed by Django's signing with the site's secret and
open for three days, naming the account and the address. Followed by that account, signed
in, it confirms the address; a link for an address the account has since changed confirms
nothing. Someone who types another's address into their own profile cannot follow the link
mailed there, so they cannot aim the reminders at it."""

import datetime

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import get_user_model
from django.contrib.auth.decorators import login_required
from django.contrib.auth.views import redirect_to_login
from django.core import signing
from django.core.mail import EmailMessage
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.tasks import task
from django.urls import reverse
from django.utils import translation
from django.utils.translation import get_language, gettext
from django.views.decorators.http import require_http_methods, require_POST

from kernel.limits import mailbox_key, past_limit, wait_in_words
from kernel.mail import site_link, site_mail
from kernel.models import Profile

SALT = "kernel.addresses.confirmation"
LINK_OPEN = datetime.timedelta(days=3)


def confirmation_link(user) -> str:
    token = signing.dumps({"user": user.pk, "email": user.email}, salt=SALT)
    return site_link(reverse("confirm-address", args=[token]))


def confirmation_mail(user) -> EmailMessage:
    """The link to the user's address, in the language active when it is built."""
    words = {"username": user.get_username(), "email": user.email}
    paragraphs = [
        gettext(
            "The Pegboard account %(username)s gave %(email)s as its address for league "
            "reminders. If that is you, follow this link, signed in, to confirm it:"
        )
        % words,
        confirmation_link(user),
        gettext(
            "The link works for three days. If it is not you, ignore this mail: nothing "
            "is sent to this address until the link is followed."
        ),
    ]
    return site_mail(gettext("Confirm your address on Pegboard"), paragraphs, user.email)


@task
def mail_confirmation(user_id: int, email: str, language: str) -> None:
    """The link, mailed after the answer (kernel/mail.py) in the language of the page it was
    asked from; nothing when the address has changed again meanwhile. A refused mail is
    logged by the tasks framework, and the profile offers the link again."""
    user = get_user_model().objects.filter(pk=user_id, email=email).first()
    if user is not None:
        with translation.override(language):
            confirmation_mail(user).send()


def send_confirmation(request: HttpRequest, user) -> None:
    """Mails the link after the answer, and says so on the next page. Counted per inbox
    (LIMIT_CONFIRMATIONS_TO_ONE_ADDRESS), as resets and invitations are: accounts made from
    many client addresses, each giving one stranger's address, cannot fill that inbox."""
    rate = settings.LIMIT_CONFIRMATIONS_TO_ONE_ADDRESS
    if wait := past_limit(request, "confirmations-to", mailbox_key(user.email), rate):
        messages.warning(
            request,
            gettext(
                "%(email)s has had as many links as the site sends an address: "
                "ask for one again from your profile in %(wait)s."
            )
            % {"email": user.email, "wait": wait_in_words(wait)},
        )
        return
    mail_confirmation.enqueue(user.pk, user.email, get_language() or settings.LANGUAGE_CODE)
    messages.info(
        request,
        gettext("A link to confirm %(email)s is on its way: reminders go there once you follow it.")
        % {"email": user.email},
    )


@login_required
@require_POST
def confirm_again(request: HttpRequest) -> HttpResponse:
    """The profile's "send the link again": to the user's own address, not confirmed yet."""
    if request.user.email and not Profile.of(request.user).address_confirmed:
        send_confirmation(request, request.user)
    return redirect("profile")


@require_http_methods(["GET", "HEAD", "POST"])
def confirm(request: HttpRequest, token: str) -> HttpResponse:
    """The mailed link's page: signed in as the account it names, one tap confirms the
    address. Anyone else, an old or altered link, or an address changed since: it says so
    and confirms nothing."""
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    try:
        given = signing.loads(token, salt=SALT, max_age=LINK_OPEN)
    except signing.SignatureExpired:
        return _refused(request, gettext("This link has expired: send yourself a new one."))
    except signing.BadSignature:
        return _refused(request, gettext("This link is not one the site sent."), status=404)
    if given["user"] != request.user.pk:
        return _refused(
            request, gettext("This link confirms another account's address."), status=403
        )
    email = given["email"]
    if request.method == "POST":
        if not Profile.confirm(request.user, email):
            return _refused(
                request, gettext("Your address has changed since: this link confirms nothing.")
            )
        messages.success(request, gettext("%(email)s is confirmed.") % {"email": email})
        return redirect("profile")
    return render(request, "registration/confirm_address.html", {"email": email})


def _refused(request, refusal: str, status: int = 409) -> HttpResponse:
    return render(request, "registration/confirm_address.html", {"refusal": refusal}, status=status)
