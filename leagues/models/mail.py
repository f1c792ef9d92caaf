"""What the league mails (docs/league.md, "Reminders and invitations"): the reminders sent,
each recorded once so that no run of `manage.py remind` sends it again, and the invitations
the secretary sends to make someone a team's captain."""

import secrets

from django.conf import settings
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from kernel.limits import mailbox_key
from kernel.models import Profile
from kernel.outcomes import Outcome
from kernel.words import with_names
from leagues.models.league import Season
from leagues.models.teams import Team
from leagues.rules.reminders import invitation_state

NOT_SECRETARY = _("Only the league secretary can invite a team's captain.")
NOT_YOURS = _("This captaincy was offered to someone else.")
TOO_MANY_WAITING = _(
    "%(team)s has as many invitations waiting as a team may: wait until one is used or "
    "expires (14 days)."
)


class Reminder(models.Model):
    """A reminder sent: what about (a fixture's card, by version; 0: no card yet), to whom."""

    class Kind(models.TextChoices):
        UNSENT = "unsent", _("card not sent")
        UNANSWERED = "unanswered", _("card not answered")
        DISPUTED = "disputed", _("card disputed")
        # Issue 53's deadlines: a card confirmed by itself (to both teams' captains), a card
        # not in by its deadline awaiting the secretary's one tap (leagues/deadlines.py).
        CONFIRMED = "confirmed", _("card confirmed at the deadline")
        LATE = "late", _("card late")

    kind = models.CharField(max_length=12, choices=Kind)
    fixture = models.ForeignKey(
        "leagues.Fixture", on_delete=models.CASCADE, related_name="reminders"
    )
    version = models.PositiveIntegerField(help_text="the card's version; 0: no card yet")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    sent_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["kind", "fixture", "version", "user"], name="each_reminder_once"
            )
        ]

    def __str__(self) -> str:
        return f"{self.kind} {self.fixture} v{self.version} to {self.user}"


def new_token() -> str:
    return secrets.token_urlsafe(24)


class InvitationQuerySet(models.QuerySet):
    def name_captains(self, team: Team, users, by) -> None:
        """Inside the season's door: the users the secretary names as the team's captains (in
        place of the old). Captains named stay; the others named are asked (ask_captain);
        captains and offers no longer named are let go."""
        users = list(users)
        team.captains.remove(*team.captains.exclude(pk__in=[user.pk for user in users]))
        offers = self.filter(team=team, used_at=None, user__isnull=False)
        offers.exclude(user__in=users).delete()
        for user in users:
            Invitation.ask_captain(team, user, by)


class Invitation(models.Model):
    """The secretary's invitation to a team's captaincy: sent to an e-mail address, its link
    (the token) makes whoever follows it that team's captain, once, while it is open; offered
    to a signed-up user (`user`), only they accept it, from their Leagues page (issue 47:
    nobody is made a captain, and mailed its reminders, without their yes)."""

    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="invitations")
    email = models.EmailField(blank=True, help_text="where it was mailed; none for an offer")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="captaincies_offered",
        help_text="the signed-up user it is offered to; none for an invitation by mail",
    )
    token = models.CharField(max_length=40, unique=True, default=new_token, editable=False)
    invited_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    created = models.DateTimeField(default=timezone.now)
    used_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    used_at = models.DateTimeField(null=True, blank=True)

    objects = InvitationQuerySet.as_manager()

    def __str__(self) -> str:
        return f"{self.user or self.email} to captain {self.team}"

    @property
    def state(self) -> str:
        """ "open", "used" or "expired" (leagues/rules/reminders.py)."""
        return invitation_state(self.created, self.used_at is not None, timezone.now())

    @classmethod
    def invite(cls, team: Team, email: str, by) -> tuple["Invitation", bool]:
        """An invitation for the address to captain the team, from the secretary, through the
        season's door; an open one to the same address is given again, not doubled (the bool
        says whether it is new). A team with LIMIT_OPEN_INVITATIONS open is refused more
        (ValidationError), so a league is no relay of mail to strangers."""
        with Season.objects.changing(team.season_id) as season:
            if not season.league.is_run_by(by):
                raise PermissionDenied(NOT_SECRETARY)
            email = email.strip()
            waiting = [i for i in cls.objects.filter(team=team, used_at=None) if i.state == "open"]
            for invitation in waiting:
                if mailbox_key(invitation.email) == mailbox_key(email):
                    return invitation, False
            if len(waiting) >= settings.LIMIT_OPEN_INVITATIONS:
                # The league's ceiling: no more invitations waiting than a team has captains.
                raise ValidationError(TOO_MANY_WAITING, params={"team": team})
            return cls.objects.create(team=team, email=email, invited_by=by), True

    @classmethod
    def offer(cls, team: Team, user, by) -> "Invitation | None":
        """The secretary asks a signed-up user to captain the team, through the season's door
        (ask_captain)."""
        with Season.objects.changing(team.season_id) as season:
            if not season.league.is_run_by(by):
                raise PermissionDenied(NOT_SECRETARY)
            return cls.ask_captain(team, user, by)

    @classmethod
    def ask_captain(cls, team: Team, user, by) -> "Invitation | None":
        """Inside the season's door: the offer of the captaincy to the user, which waits for
        their yes; an open one is given again, not doubled. None when nobody need be asked:
        they captain it already, or are the secretary who names them (captain at once)."""
        if team.captains.filter(pk=user.pk).exists():
            return None
        if by is not None and user.pk == by.pk:
            team.captains.add(user)
            return None
        for offer in cls.objects.filter(team=team, user=user, used_at=None):
            if offer.state == "open":
                return offer
        return cls.objects.create(team=team, user=user, invited_by=by)

    def _refuse_unless_for(self, user) -> None:
        if self.user_id is not None and self.user_id != user.pk:
            raise PermissionDenied(NOT_YOURS)

    def decline(self, user) -> Outcome:
        """The captaincy refused, through the season's door: the invitation is gone (an offer
        only by the user it is offered to). One used or gone already changes nothing."""
        with Season.objects.changing(self.team.season_id):
            invitation = Invitation.objects.select_for_update(of=("self",)).filter(pk=self.pk)
            invitation = invitation.select_related("team").first()
            if invitation is None or invitation.used_at is not None:
                return Outcome(False, gettext("This invitation has been used already."))
            invitation._refuse_unless_for(user)
            invitation.delete()
        words = {"team": invitation.team}
        return Outcome(True, gettext("You declined to captain %(team)s.") % words)

    def take_back(self) -> None:
        """Its mail could not be sent: it goes (through the season's door), so the secretary
        can send it again."""
        with Season.objects.changing(self.team.season_id):
            Invitation.objects.filter(pk=self.pk, used_at=None).delete()

    def accept(self, user) -> Outcome:
        """The user becomes the team's captain, once, through the season's door: an invitation
        used (by them or anyone) or expired changes nothing and says so calmly."""
        with Season.objects.changing(self.team.season_id):
            invitation = (
                Invitation.objects.select_for_update(of=("self",))
                .select_related("team")
                .filter(pk=self.pk)
                .first()
            )
            if invitation is None:  # declined or withdrawn meanwhile
                return Outcome(False, gettext("This invitation is no longer open."))
            team = invitation.team
            invitation._refuse_unless_for(user)
            if invitation.used_at is not None:
                if invitation.used_by_id == user.pk:
                    return Outcome(
                        False, with_names(gettext("You are %(team)s's captain already."), team=team)
                    )
                return Outcome(False, gettext("This invitation has been used already."))
            if invitation.state == "expired":
                return Outcome(
                    False,
                    gettext("This invitation has expired: ask the league secretary for a new one."),
                )
            team.captains.add(user)
            invitation.used_by, invitation.used_at = user, timezone.now()
            invitation.save(update_fields=["used_by", "used_at"])
            if not user.email:  # the address the invitation came to gets the reminders
                user.email = invitation.email
                user.save(update_fields=["email"])
            if invitation.email:  # (its link, mailed there, proves the address)
                Profile.confirm(user, invitation.email)
        return Outcome(True, with_names(gettext("You are now %(team)s's captain."), team=team))
