"""The forms of moving a fixture (leagues/models/moves.py): the dates a captain asks for, and
the secretary's house rule on whether a move the captains agree waits for their approval."""

import datetime

from django import forms
from django.utils.translation import gettext_lazy as _

from kernel.forms import SaysWhatIsMissing
from leagues.forms.secretary import SEASON_DATES

PAST = _("Give a day from today on: a match is not moved into the past.")
SAME_DAY = _("The match is on this day already.")
GIVEN_TWICE = _("This date is given already.")


def _date_field(label, required: bool) -> forms.DateField:
    return forms.DateField(
        label=label,
        required=required,
        widget=forms.DateInput(attrs={"type": "date"}),
        validators=SEASON_DATES,
    )


class MoveDatesForm(SaysWhatIsMissing):
    """One to three dates, from today on, each once, none the fixture's own."""

    first = _date_field(_("A date"), required=True)
    second = _date_field(_("Another date"), required=False)
    third = _date_field(_("A third date"), required=False)

    def __init__(self, *args, today: datetime.date, now_on: datetime.date | None, **kwargs):
        super().__init__(*args, **kwargs)
        self.today, self.now_on = today, now_on

    def clean(self):
        data = super().clean()
        seen = set()
        for name in ("first", "second", "third"):
            day = data.get(name)
            if day is None:
                continue
            if day < self.today:
                self.add_error(name, PAST)
            elif day == self.now_on:
                self.add_error(name, SAME_DAY)
            elif day in seen:
                self.add_error(name, GIVEN_TWICE)
            seen.add(day)
        return data

    def dates(self) -> list[datetime.date]:
        """The dates asked for, in the order given."""
        days = (self.cleaned_data.get(name) for name in ("first", "second", "third"))
        return [day for day in days if day is not None]


class MoveApprovalForm(forms.Form):
    need_secretary = forms.BooleanField(
        label=_("A move the captains agree on waits for the secretary's approval"),
        required=False,
    )
