"""Answering a card (docs/league.md, "Results and who may enter them"): the other side's
captain confirms or disputes a version; the secretary may do either, and settles a disputed
card by confirming it (or sending a corrected one). Each answer is decided inside the season's
door, from the card as it is then; the views ask answers_open_to, as the answer does, so a
button is shown exactly when its POST would succeed."""

from django.core.exceptions import PermissionDenied, ValidationError
from django.utils import timezone
from django.utils.formats import date_format
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from kernel.outcomes import Outcome
from leagues.models.no_shows import settle_no_show
from leagues.rules.reminders import confirms_itself_at

SIDES = ("home", "away")
SECRETARY = "secretary"
CONFIRM, DISPUTE = "confirm", "dispute"

NOT_TO_ANSWER = _("Only the other team's captain or the league secretary answers this card.")
OWN_SIDE = _("The other team's captain answers this card, not the side that sent it.")


def too_early_to_send(fixture, user) -> str | None:
    """Why a captain may not send this fixture's card yet: the match is on a later day (a
    card sent early is a guess, and confirming it would count it). None when they may; the
    secretary always may (a result agreed in advance, dates being corrected)."""
    if fixture.date is None or fixture.date <= timezone.localdate():
        return None
    if fixture.role_of(user) == SECRETARY:
        return None
    early = gettext("This match is on %(date)s: its card can be sent from that day.")
    return early % {"date": date_format(fixture.date, "DATE_FORMAT")}


def confirms_itself(card, hours: int | None, now) -> bool:
    """Whether the card, sent `hours` before `now` or longer ago, is due to confirm itself
    (never in a season with no such deadline)."""
    return hours is not None and confirms_itself_at(card.created, hours) <= now


class CardAnswers:
    """MatchCard's answers (a mixin: the card's fields and Status are the model's)."""

    # Answers: the other side's captain confirms or disputes a card; the secretary may do
    # either, and settles a disputed card by confirming it (or sending a corrected one).

    def answers_open_to(self, user) -> frozenset[str]:
        """What the user may answer to this version now: "confirm", "dispute", both, none."""
        fixture = self.fixture
        if fixture.season.league.is_run_by(user):
            if self.status == self.Status.SUBMITTED:
                return frozenset({CONFIRM, DISPUTE})
            return frozenset({CONFIRM}) if self.status == self.Status.DISPUTED else frozenset()
        sides = fixture.sides_of(user)
        if self.status != self.Status.SUBMITTED or not sides or self.sent_by in sides:
            return frozenset()
        if self.entered_by_id == user.pk:
            return frozenset()
        return frozenset({CONFIRM, DISPUTE})

    def can_be_answered_by(self, user) -> bool:
        return bool(self.answers_open_to(user))

    def confirm(self, by) -> Outcome:
        return self._answer(by, CONFIRM)

    def dispute(self, by, reason: str) -> Outcome:
        """Raises ValidationError without a reason (once the answer is known to be open)."""
        return self._answer(by, DISPUTE, reason.strip())

    def _answer(self, by, answer: str, reason: str = "") -> Outcome:
        with self.fixture._changing() as fixture:
            card = fixture.cards.get(pk=self.pk)  # as it is now, behind the lock
            card.fixture = fixture
            if answer not in card.answers_open_to(by):
                return card._not_open(by, answer, reason)
            now = timezone.now()
            if answer == CONFIRM:
                card._confirmed(fixture, by, now)
                if fixture.cup_round_id is not None:
                    return Outcome(True, gettext("Card confirmed: it decides the tie."))
                return Outcome(True, gettext("Card confirmed: it counts in the table."))
            if not reason:
                raise ValidationError({"reason": gettext("Say what is wrong with the card.")})
            card.status, card.disputed_by, card.answered_at = self.Status.DISPUTED, by, now
            card.dispute_reason = reason
            card.save(update_fields=["status", "disputed_by", "dispute_reason", "answered_at"])
            return Outcome(True, gettext("Card disputed: the league secretary will settle it."))

    def confirm_at_deadline(self, now) -> bool:
        """The card confirmed by itself, by no one, when it is still unanswered at its
        season's deadline (Season.confirm_after_hours after it was sent): decided inside the
        season's door from the card as it is then, so however many `remind` runs reach it at
        once, it is confirmed once; False when it is answered, superseded, or not due."""
        with self.fixture._changing() as fixture:
            card = fixture.cards.get(pk=self.pk)  # as it is now, behind the lock
            hours = fixture.season.confirm_after_hours
            if card.status != self.Status.SUBMITTED or not confirms_itself(card, hours, now):
                return False
            card._confirmed(fixture, None, now, at_deadline=True)
        return True

    def _confirmed(self, fixture, by, now, at_deadline: bool = False) -> None:
        # Only the newest version is live, so this supersedes nothing; except a card
        # confirmed before 0006 that a newer card was sent over: it stops counting now.
        fixture.cards.exclude(pk=self.pk).exclude(status=self.Status.SUPERSEDED).update(
            status=self.Status.SUPERSEDED
        )
        self.status, self.confirmed_by, self.answered_at = self.Status.CONFIRMED, by, now
        self.confirmed_at_deadline = at_deadline
        fields = ["status", "confirmed_by", "answered_at", "confirmed_at_deadline"]
        self.save(update_fields=fields)
        settle_no_show(fixture, self)

    def _not_open(self, by, answer: str, reason: str) -> Outcome:
        """Why an answer is not open: not theirs to give (PermissionDenied), given already
        (said calmly, nothing changed), or the card has moved on (a conflict)."""
        fixture = self.fixture
        role = fixture.role_of(by)
        if role is None:
            raise PermissionDenied(NOT_TO_ANSWER)
        if role != SECRETARY and (
            self.sent_by in fixture.sides_of(by) or self.entered_by_id == by.pk
        ):
            raise PermissionDenied(OWN_SIDE)
        Status = self.Status
        if answer == CONFIRM and self.status == Status.CONFIRMED:
            return Outcome(False, gettext("This card is confirmed already."))
        if answer == DISPUTE and self.status == Status.DISPUTED and self.dispute_reason == reason:
            return Outcome(False, gettext("This card is disputed already."))
        if self.status == Status.SUPERSEDED:
            newest = fixture.cards.order_by("-version").first()
            words = gettext("Card version %(version)s has come in since: answer that one.") % {
                "version": newest.version
            }
        elif self.status == Status.CONFIRMED:
            words = gettext(
                "This card was confirmed meanwhile: if it is wrong, ask the league secretary."
            )
        else:
            words = gettext("This card is disputed: the league secretary settles it.")
        return Outcome(False, words, conflict=True)
