"""Captains by invitation (docs/league.md, "Reminders and invitations"): the secretary invites
an e-mail address to captain a team; the invitation's link signs its follower up or in and
makes them the team's captain, once. Both changes are decided by the Invitation model, inside
the season's door."""

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.core.mail import EmailMessage
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.tasks import task
from django.urls import reverse
from django.utils import translation
from django.utils.formats import date_format
from django.utils.translation import get_language, gettext
from django.views.decorators.http import require_http_methods, require_POST

from kernel.limits import mailbox_key, past_limit, wait_in_words
from kernel.mail import site_link, site_mail
from kernel.words import with_names
from leagues.access import season_for_secretary
from leagues.forms.invitations import InviteForm
from leagues.manage_page import answered, manage_page
from leagues.models import Invitation


@login_required
@require_POST
def invite_captain(request: HttpRequest, slug: str, code: str) -> HttpResponse:
    """The secretary mails an invitation to captain one of the season's teams; an open one to
    the same address is not sent twice. The mail goes after the answer (kernel/mail.py)."""
    season = season_for_secretary(request, slug)
    team = get_object_or_404(season.teams, code=code)
    line = f"team-{team.code}"  # (answered on the team's line)
    form = InviteForm(request.POST)
    if not form.is_valid():
        error = (team.code, form.errors["email"][0])
        return manage_page(request, season, status=400, part=line, invite_error=error)
    email = form.cleaned_data["email"]
    if refusal := _past_invitation_limits(request, email):
        error = (team.code, refusal)
        return manage_page(request, season, status=429, part=line, invite_error=error)
    try:
        invitation, new = Invitation.invite(team, email, request.user)
    except ValidationError as refusal:
        error = (team.code, refusal.messages[0])
        return manage_page(request, season, status=409, part=line, invite_error=error)
    words = {"email": invitation.email, "team": team}
    if new:
        mail_invitation.enqueue(invitation.pk, get_language() or settings.LANGUAGE_CODE)
        said = gettext("An invitation to captain %(team)s is on its way to %(email)s.")
        return answered(request, season, line, with_names(said, **words))
    words["date"] = date_format(invitation.created, "SHORT_DATE_FORMAT")
    said = gettext("%(email)s was invited to captain %(team)s on %(date)s.")
    return answered(request, season, line, with_names(said, **words), messages.INFO)


def _past_invitation_limits(request, email: str) -> str | None:
    """Why no invitation may be sent now, or None: each secretary's account, and each address
    invited (by anyone), has its number a day (LIMIT_INVITATIONS, ..._TO_ONE_ADDRESS)."""
    limits = [
        (
            "invitations-by",
            str(request.user.pk),
            settings.LIMIT_INVITATIONS,
            gettext("You have sent as many invitations as the site allows: try again in %(wait)s."),
        ),
        (
            "invitations-to",
            mailbox_key(email),
            settings.LIMIT_INVITATIONS_TO_ONE_ADDRESS,
            gettext(
                "%(email)s has had as many invitations as the site allows: try again in %(wait)s."
            ),
        ),
    ]
    for what, key, rate, refusal in limits:
        if seconds := past_limit(request, what, key, rate):
            return refusal % {"email": email, "wait": wait_in_words(seconds)}
    return None


@task
def mail_invitation(invitation_id: int, language: str) -> None:
    """The invitation's mail, after the answer (kernel/mail.py), in the secretary's language
    (the page's). One the mail server refuses is taken back, so the secretary can send it
    again (the failure is logged by the tasks framework)."""
    invitation = (
        Invitation.objects.select_related("team__season", "invited_by")
        .filter(pk=invitation_id, used_at=None)
        .first()
    )
    if invitation is None:
        return
    with translation.override(language):
        message = _invitation_mail(invitation)
    try:
        message.send()
    except OSError:
        invitation.take_back()
        raise


def _invitation_mail(invitation: Invitation) -> EmailMessage:
    """The link to accept starts with SITE_URL. The team's and the secretary's names are the
    secretary's words, so they are quoted in the body and kept out of the subject, where they
    could pass for the site's own request."""
    team = invitation.team
    link = site_link(reverse("leagues-invitation", args=[invitation.token]))
    secretary = invitation.invited_by.get_username() if invitation.invited_by else "?"
    words = {"secretary": secretary, "team": team, "season": team.season}
    paragraphs = [
        gettext(
            "The Pegboard user %(secretary)s invites you to captain the team "
            "“%(team)s” in “%(season)s”, to send in and confirm its match cards."
        )
        % words,
        gettext("Follow this link to sign up (or sign in) and become its captain:"),
        link,
        gettext("The link works once, within 14 days."),
        gettext(
            "The names above are the secretary's words. Pegboard never asks for your "
            "password by mail: if you did not expect this, do nothing."
        ),
    ]
    subject = gettext("An invitation to captain a team on Pegboard")
    return site_mail(subject, paragraphs, invitation.email)


@require_http_methods(["GET", "HEAD", "POST"])
def invitation(request: HttpRequest, token: str) -> HttpResponse:
    """The invitation's page: sign up or in first (then back here), then accept it with one
    tap. Used or expired, it says so and changes nothing."""
    invitation = get_object_or_404(
        Invitation.objects.select_related("team__season__league"), token=token
    )
    if request.method == "POST":
        if not request.user.is_authenticated:
            return redirect(f"{reverse('login')}?next={request.path}")
        outcome = invitation.accept(request.user)
        if outcome.changed:
            messages.success(request, outcome.message)
            return redirect("leagues-list")
        context = {"invitation": invitation, "refusal": outcome.message}
        return render(request, "leagues/invitation.html", context, status=409)
    state = invitation.state
    offered_to_another = invitation.user_id not in (None, request.user.pk)
    if state == "open" and request.user.is_authenticated and offered_to_another:
        state = "not yours"  # (an offer to a signed-up user: theirs alone to answer)
    context = {"invitation": invitation, "state": state}
    return render(request, "leagues/invitation.html", context)


@login_required
@require_POST
def decline(request: HttpRequest, token: str) -> HttpResponse:
    """The captaincy refused (an offer, only by the user it is offered to): it is gone, and
    the secretary's page no longer shows it asked."""
    invitation = get_object_or_404(Invitation.objects.select_related("team"), token=token)
    outcome = invitation.decline(request.user)
    messages.success(request, outcome.message)
    return redirect("leagues-list")
