"""What the league mails (docs/league.md, "Reminders and invitations"): the reminders sent,
each recorded once so that no run of `manage.py remind` sends it again, and the invitations
the secretary sends to make someone a team's captain."""

import secrets

from django.conf import settings
from django.core.exceptions import PermissionDenied
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from kernel.words import with_names
from leagues.models.league import Season
from leagues.models.teams import Team
from leagues.rules.reminders import invitation_state
from scoring.models import Outcome

NOT_SECRETARY = _("Only the league secretary can invite a team's captain.")


class Reminder(models.Model):
    """A reminder sent: what about (a fixture's card, by version; 0: no card yet), to whom."""

    class Kind(models.TextChoices):
        UNSENT = "unsent", _("card not sent")
        UNANSWERED = "unanswered", _("card not answered")
        DISPUTED = "disputed", _("card disputed")

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


class Invitation(models.Model):
    """The secretary's invitation to a team's captaincy, sent to an e-mail address; its link
    (the token) makes whoever follows it that team's captain, once, while it is open."""

    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="invitations")
    email = models.EmailField()
    token = models.CharField(max_length=40, unique=True, default=new_token, editable=False)
    invited_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    created = models.DateTimeField(default=timezone.now)
    used_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    used_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"{self.email} to captain {self.team}"

    @property
    def state(self) -> str:
        """ "open", "used" or "expired" (leagues/rules/reminders.py)."""
        return invitation_state(self.created, self.used_at is not None, timezone.now())

    @classmethod
    def invite(cls, team: Team, email: str, by) -> tuple["Invitation", bool]:
        """An invitation for the address to captain the team, from the secretary, through the
        season's door; an open one to the same address is given again, not doubled (the bool
        says whether it is new)."""
        with Season.objects.changing(team.season_id) as season:
            if not season.league.is_run_by(by):
                raise PermissionDenied(NOT_SECRETARY)
            email = email.strip()
            for invitation in cls.objects.filter(team=team, email__iexact=email, used_at=None):
                if invitation.state == "open":
                    return invitation, False
            return cls.objects.create(team=team, email=email, invited_by=by), True

    def accept(self, user) -> Outcome:
        """The user becomes the team's captain, once, through the season's door: an invitation
        used (by them or anyone) or expired changes nothing and says so calmly."""
        with Season.objects.changing(self.team.season_id):
            invitation = (
                Invitation.objects.select_for_update(of=("self",))
                .select_related("team")
                .get(pk=self.pk)
            )
            team = invitation.team
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
        return Outcome(True, with_names(gettext("You are now %(team)s's captain."), team=team))
