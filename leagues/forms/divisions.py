"""The secretary's forms for a season's divisions and its next season (issue 35)."""

from django import forms
from django.utils.translation import gettext_lazy as _

from kernel.forms import SaysWhatIsMissing
from kernel.numbers import WholeNumber
from leagues.models.league import one_line
from leagues.rules.facts import LONGEST_DIVISION_NAME, LONGEST_SEASON_NAME, MOST_MOVES


class DivisionForm(SaysWhatIsMissing):
    # Its own names on the manage page, whose add-a-team form has a "name" too: one id each.
    prefix = "division"
    name = forms.CharField(
        label=_("Division name"),
        max_length=LONGEST_DIVISION_NAME,
        validators=[one_line],
        help_text=_("It goes below the divisions there are, e.g. First Division"),
    )


class RenameDivisionForm(SaysWhatIsMissing):
    name = forms.CharField(
        label=_("Division name"),
        max_length=LONGEST_DIVISION_NAME,
        validators=[one_line],
        required=False,  # (empty: the usual name of its place)
    )


class MoveTeamForm(forms.Form):
    """The division a team moves to, one of its season's: a number that names none (or no
    number at all, "abc") is refused with a message, not a 500."""

    def __init__(self, *args, season, **kwargs):
        super().__init__(*args, **kwargs)
        refusal = _("Division: choose one of the season's divisions to move the team to.")
        self.fields["division"] = forms.ModelChoiceField(
            queryset=season.divisions.all(),
            label=_("Division"),
            error_messages={"required": refusal, "invalid_choice": refusal},
        )


class NextSeasonForm(SaysWhatIsMissing):
    """The next season's name, and how many teams go up and down (the league's setting)."""

    name = forms.CharField(
        label=_("The next season's name"), max_length=LONGEST_SEASON_NAME, validators=[one_line]
    )
    moves = WholeNumber(
        label=_("Teams up and down between two divisions"), min_value=0, max_value=MOST_MOVES
    )
