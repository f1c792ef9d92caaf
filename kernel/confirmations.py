"""The link that confirms a profile's address (kernel/addresses.py, its pages), mailed after
the answer: signed by Django's signing with the site's secret, open for three days, naming
the account and the address. Sent when an account is made with an address (kernel/accounts.py)
and from the profile."""

import datetime

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import get_user_model
from django.core import signing
from django.core.mail import EmailMessage
from django.http import HttpRequest
from django.tasks import task
from django.urls import reverse
from django.utils import translation
from django.utils.translation import get_language, gettext

from kernel.limits import mailbox_key, past_limit, wait_in_words
from kernel.mail import site_link, site_mail

# The signing salt keeps the name of the module the links were first signed in: a link mailed
# before the move must still confirm.
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
