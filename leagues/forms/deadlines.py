"""The secretary's deadlines (leagues/deadlines.py): the hours a card waits for its answer,
and what a card not in by its deadline offers them."""

from django import forms
from django.utils.translation import gettext_lazy as _

from kernel.forms import SaysWhatIsMissing
from kernel.numbers import WholeNumber
from leagues.forms.secretary import AdjustmentForm
from leagues.models.league import LateCard

LONGEST_WAIT = 24 * 28  # hours: four weeks, past any league's deadline (a typing slip beyond)


class DeadlinesForm(SaysWhatIsMissing):
    confirm_after_hours = WholeNumber(
        label=_("Hours a card waits for the other captain before it confirms itself"),
        min_value=1,
        max_value=LONGEST_WAIT,
        required=False,
        help_text=_("Empty: a card waits for its answer for ever."),
    )
    late_card = forms.ChoiceField(
        label=_("When a card is not in by 10:00 the morning after the match"),
        choices=LateCard.choices,
    )
    late_card_points = WholeNumber(
        label=_("Points a late card's penalty takes"), min_value=1, max_value=99
    )
    no_show_points = WholeNumber(
        label=_("Points a walkover takes from the team that did not turn up"),
        min_value=1,
        max_value=99,
        required=False,
        help_text=_("Empty: a no-show costs only the match."),
    )


class AmendForm(SaysWhatIsMissing):
    """A ledger entry's next version: its points and reason (its team and day stay)."""

    points = AdjustmentForm.base_fields["points"]
    reason = AdjustmentForm.base_fields["reason"]
