"""An address receives reminders only once its owner has shown it is theirs (issue 47): a
profile's new address is mailed a link, signed by Django's signing with the site's secret and
open for three days, naming the account and the address. Followed by that account, signed
in, it confirms the address; a link for an address the account has since changed confirms
nothing. Someone who types another's address into their own profile cannot follow the link
mailed there, so they cannot aim the reminders at it."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.contrib.auth.views import redirect_to_login
from django.core import signing
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext
from django.views.decorators.http import require_http_methods, require_POST

from kernel.confirmations import LINK_OPEN, SALT, send_confirmation
from kernel.models import Profile


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
