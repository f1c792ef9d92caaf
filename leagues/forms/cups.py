"""The secretary's cup forms: a new cup, its draw (previewed, then confirmed with the same draw
number), a round's date, the next round and a round's draw undone (leagues/cup_views.py)."""

import secrets

from django import forms
from django.utils.translation import gettext_lazy as _

from kernel.forms import SaysWhatIsMissing
from kernel.numbers import WholeNumber
from leagues.forms.secretary import SEASON_DATES
from leagues.models.league import one_line
from leagues.rules.cup import DRAW_MODE_NAMES, LEVEL_RULE_NAMES, DrawMode, LevelRule
from leagues.rules.facts import LONGEST_LEAGUE_NAME, MAX_SEED


def new_seed() -> int:
    """A draw number for a new preview, from 1 (short enough to read out)."""
    return secrets.randbelow(MAX_SEED) + 1


class CupForm(SaysWhatIsMissing):
    name = forms.CharField(
        label=_("Cup name"),
        max_length=LONGEST_LEAGUE_NAME,
        initial=_("Challenge Cup"),
        validators=[one_line],
    )
    level_rule = forms.ChoiceField(
        label=_("A match level on match points is won on"),
        initial=LevelRule.AGGREGATE_THEN_EXTRA.value,
        widget=forms.RadioSelect,
        choices=[(rule.value, _(name)) for rule, name in LEVEL_RULE_NAMES.items()],
    )
    draw_mode = forms.ChoiceField(
        label=_("The rounds after the first are"),
        initial=DrawMode.DRAWN.value,
        widget=forms.RadioSelect,
        choices=[(mode.value, _(name)) for mode, name in DRAW_MODE_NAMES.items()],
    )


def date_field(label, **kwargs) -> forms.DateField:
    return forms.DateField(
        label=label,
        widget=forms.DateInput(attrs={"type": "date"}),
        validators=SEASON_DATES,
        **kwargs,
    )


def seed_field(**kwargs) -> WholeNumber:
    return WholeNumber(label=_("Draw number"), min_value=1, max_value=MAX_SEED, **kwargs)


class SeedingForm(SaysWhatIsMissing):
    """Whether a draw is seeded by rating, and (when confirmed) the seeds its preview showed,
    among the season's `teams`."""

    seeded = forms.BooleanField(
        label=_("Seed the draw by rating"),
        help_text=_(
            "The strongest teams by their players' ratings are kept apart: the top two in "
            "opposite halves, so they can meet only in the final."
        ),
        required=False,
    )
    seeds = forms.MultipleChoiceField(required=False, widget=forms.MultipleHiddenInput)

    def __init__(self, *args, teams, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["seeds"].choices = [(team.code, team.name) for team in teams]


class DrawForm(SeedingForm):
    """Round one: the teams that enter (every team of the season to start with), the date,
    whether the strongest teams by rating are seeded (kept apart), the draw number (empty: a
    new one at each preview) and, when confirmed, the seeds the preview showed."""

    teams = forms.MultipleChoiceField(
        label=_("Teams in the cup"), widget=forms.CheckboxSelectMultiple
    )
    date = date_field(_("Round one is played on"), required=False)
    seed = seed_field(required=False)

    def __init__(self, *args, teams, **kwargs):
        super().__init__(*args, teams=teams, **kwargs)
        self.fields["teams"].choices = [(team.code, team.name) for team in teams]
        self.fields["teams"].initial = [team.code for team in teams]

    def clean_teams(self) -> list[str]:
        teams = self.cleaned_data["teams"]
        if len(teams) < 2:
            raise forms.ValidationError(_("Pick at least two of the season's teams."))
        return teams


class NextRoundForm(SeedingForm):
    """The next round, after the round the secretary saw (`after`): its date, the draw
    number its preview showed, and its seeds, if seeded."""

    after = forms.IntegerField(widget=forms.HiddenInput, min_value=1, max_value=64)
    date = date_field(_("The round is played on"), required=False)
    seed = seed_field(required=False)


class RoundDateForm(SaysWhatIsMissing):
    date = date_field(_("Date"), required=False)


class UndoRoundForm(SaysWhatIsMissing):
    """The round whose draw is undone, as the page showed it (its id: a round drawn again
    since is another)."""

    drawn = forms.IntegerField(widget=forms.HiddenInput, min_value=1, max_value=2**31 - 1)
