"""Captains by invitation (docs/league.md, "Reminders and invitations"): the secretary invites
an e-mail address to captain a team; the invitation's link signs its follower up or in and
makes them the team's captain, once. Both changes are decided by the Invitation model, inside
the season's door."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.mail import EmailMessage
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.formats import date_format
from django.utils.translation import gettext
from django.views.decorators.http import require_http_methods, require_POST

from kernel.words import with_names
from leagues.forms.invitations import InviteForm
from leagues.models import Invitation
from leagues.secretary_views import _manage_page, _season_for_secretary


@login_required
@require_POST
def invite_captain(request: HttpRequest, slug: str, code: str) -> HttpResponse:
    """The secretary mails an invitation to captain one of the season's teams; an open one to
    the same address is not sent twice."""
    season = _season_for_secretary(request, slug)
    team = get_object_or_404(season.teams, code=code)
    form = InviteForm(request.POST)
    if not form.is_valid():
        error = (team.code, form.errors["email"][0])
        return _manage_page(request, season, status=400, invite_error=error)
    invitation, new = Invitation.invite(team, form.cleaned_data["email"], request.user)
    words = {"email": invitation.email, "team": team}
    if not new:
        words["date"] = date_format(invitation.created, "SHORT_DATE_FORMAT")
        messages.info(
            request,
            with_names(gettext("%(email)s was invited to captain %(team)s on %(date)s."), **words),
        )
        return redirect("leagues-manage", slug=season.slug)
    try:
        _invitation_mail(request, invitation).send()
    except OSError:  # the mail server refused or is away: nothing is left half-done
        invitation.delete()
        messages.error(request, gettext("The mail could not be sent: try again later."))
    else:
        messages.success(
            request,
            with_names(
                gettext("An invitation to captain %(team)s is on its way to %(email)s."), **words
            ),
        )
    return redirect("leagues-manage", slug=season.slug)


def _invitation_mail(request, invitation: Invitation) -> EmailMessage:
    """In the secretary's language (the page's), with the link to accept."""
    team = invitation.team
    link = request.build_absolute_uri(reverse("leagues-invitation", args=[invitation.token]))
    words = {"secretary": request.user.get_username(), "team": team, "season": team.season}
    body = "\n\n".join(
        [
            gettext(
                "%(secretary)s invites you to captain %(team)s in %(season)s on Pegboard, "
                "to send in and confirm its match cards."
            )
            % words,
            gettext("Follow this link to sign up (or sign in) and become its captain:"),
            link,
            gettext("The link works once, within 14 days."),
            "Pegboard",
        ]
    )
    subject = gettext("Captain %(team)s on Pegboard") % words
    return EmailMessage(subject, body + "\n", to=[invitation.email])


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
    context = {"invitation": invitation, "state": invitation.state}
    return render(request, "leagues/invitation.html", context)
