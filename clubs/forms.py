"""The organiser's plain forms: a club and its house rules, its players and organisers, a
night, a walk-in and a pair. Each names its fields in its refusals (kernel/forms.py); what
the club allows is decided by the models' methods, which say it by field."""

import datetime
import uuid

from django import forms
from django.core.exceptions import ValidationError
from django.core.validators import MaxValueValidator, MinValueValidator
from django.utils import timezone
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from clubs.house_rules import club_variants, key_of, target_options
from clubs.models.clubs import LONGEST_CLUB_NAME, LONGEST_PLAYER_NAME, NightFormat, SeasonRule
from clubs.models.nights import LONGEST_TITLE, MOST_ROUNDS
from clubs.rules.standings import DEFAULT_ORDER, ORDER_STEPS
from kernel.forms import SaysWhatIsMissing
from kernel.numbers import WholeNumber
from scoring.rules import limits

FORMAT_NAMES = {
    NightFormat.INDIVIDUAL: _("Individual, partners drawn each round"),
    NightFormat.SWISS: _("Fixed pairs, Swiss"),
    NightFormat.ALL_PLAY_ALL: _("Fixed pairs, all play all"),
}
SEASON_RULE_NAMES = {
    SeasonRule.ALL: _("Every night counts"),
    SeasonRule.BEST: _("The best nights count"),
    SeasonRule.DROP_WORST: _("Every night but the worst counts"),
}
ORDER_CHOICES = [(step, _(name)) for step, name in ORDER_STEPS.items()]
# The "ranked by" choices, in the order the standings apply them (a league's tie-breakers'
# way: one plain choice a step, each step once).
RANKED_BY = [
    ("ranked_1", _("Ranked first by")),
    ("ranked_2", _("Then by")),
    ("ranked_3", _("And last by")),
]
NIGHT_DATES = [
    MinValueValidator(datetime.date(2000, 1, 1), _("Give a date from the year 2000 on.")),
    MaxValueValidator(datetime.date(2099, 12, 31), _("Give a date before the year 2100.")),
]


def refused_on(form: forms.Form, refusal) -> None:
    """A model's refusal (ValidationError) on its field, where the form has one, else at
    the form's top, the entries kept."""
    if hasattr(refusal, "error_dict"):
        for field, errors in refusal.error_dict.items():
            form.add_error(field if field in form.fields else None, errors)
    else:
        form.add_error(None, refusal)


# What `made` answers when the form or the change is refused (a change may make None).
REFUSED = object()


def made(form: forms.Form, change):
    """What `change(form.cleaned_data)` made, once the form is valid; REFUSED when the form
    or the change is (a ValidationError, said on the form's fields, the entries kept)."""
    if not form.is_valid():
        return REFUSED
    try:
        return change(form.cleaned_data)
    except ValidationError as refusal:
        refused_on(form, refusal)
        return REFUSED


def format_field(**kwargs) -> forms.ChoiceField:
    return forms.ChoiceField(
        label=_("The night's format"),
        choices=list(FORMAT_NAMES.items()),
        widget=forms.RadioSelect,
        **kwargs,
    )


def ranked_by_field(number: int) -> forms.ChoiceField:
    return forms.ChoiceField(
        label=RANKED_BY[number][1], choices=ORDER_CHOICES, initial=DEFAULT_ORDER[number]
    )


class HouseRulesForm(SaysWhatIsMissing):
    """A club's house rules: the game, the score it is played to, the night's format, how
    the season counts its nights and the order its standings rank by."""

    variant = forms.ChoiceField(label=_("Card game"))
    target = WholeNumber(
        label=_("Games played to"),
        min_value=1,
        max_value=limits.LARGEST_OPTION,
        required=False,
        help_text=_("Empty: the game's own"),
    )
    format = format_field(initial=NightFormat.INDIVIDUAL)
    season_rule = forms.ChoiceField(
        label=_("The club's season"),
        choices=list(SEASON_RULE_NAMES.items()),
        initial=SeasonRule.ALL,
        widget=forms.RadioSelect,
    )
    season_count = WholeNumber(
        label=_("Nights that count"),
        min_value=1,
        max_value=366,
        required=False,
        help_text=_("For the best nights: how many count"),
    )
    ranked_1 = ranked_by_field(0)
    ranked_2 = ranked_by_field(1)
    ranked_3 = ranked_by_field(2)
    # (issue 52) A Swiss night's first round by rating.
    seed_by_rating = forms.BooleanField(
        label=_("Swiss: the first round by rating"),
        required=False,
        help_text=_("Pairs of like strength meet from the first round, instead of by lot"),
    )
    # (issue 52) A handicapped competition: a start from the rating difference.
    handicap = forms.BooleanField(
        label=_("Handicap: the weaker side starts ahead"),
        required=False,
        help_text=_(
            "At each table the side less likely to win starts with its gap in chance to win "
            "times the target, at most a third of it, as the ratings stand at the draw"
        ),
    )

    def __init__(self, *args, language=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["variant"].choices = [
            (key_of(spec), gettext(spec.title)) for spec in club_variants(language)
        ]

    def clean(self):
        """Each step once: a step chosen twice is refused where it is chosen the second time."""
        data = super().clean()
        chosen = []
        for field, _label in RANKED_BY:
            step = data.get(field)
            if step is not None and step in chosen:
                self.add_error(
                    field,
                    gettext("Rank by each once: %(step)s is chosen above.")
                    % {"step": gettext(ORDER_STEPS[step])},
                )
            chosen.append(step)
        return data

    def options(self) -> dict:
        """The engine's options the club fixes: the target, when one is given."""
        return target_options(self.cleaned_data["variant"], self.cleaned_data.get("target"))

    def rules(self) -> dict:
        """The night's format, the season's rule, the standings' order, how a Swiss night's
        first round is drawn and the handicap, as Club.start and set_house_rules take them."""
        keys = ("format", "season_rule", "season_count", "seed_by_rating", "handicap")
        rules = {key: self.cleaned_data[key] for key in keys}
        return {**rules, "order": [self.cleaned_data[field] for field, _label in RANKED_BY]}


class ClubForm(HouseRulesForm):
    """A new club: its name and house rules."""

    name = forms.CharField(label=_("Club name"), max_length=LONGEST_CLUB_NAME)
    field_order = ["name"]


def house_rules_form(club, data=None, language=None) -> HouseRulesForm:
    """The club's house rules as they are, to change."""
    initial = {
        "variant": club.variant,
        "target": club.options.get("target"),
        "format": club.format,
        "season_rule": club.season_rule,
        "season_count": club.season_count,
        "seed_by_rating": club.seed_by_rating,
        "handicap": club.handicap,
        # (an order the admin kept shorter fills the first choices; the rest keep theirs)
        **dict(zip([field for field, _ in RANKED_BY], club.order or DEFAULT_ORDER, strict=False)),
    }
    return HouseRulesForm(data, initial=initial, language=language, prefix="rules")


class PlayerForm(SaysWhatIsMissing):
    name = forms.CharField(label=_("Player's name"), max_length=LONGEST_PLAYER_NAME)


class OrganiserForm(SaysWhatIsMissing):
    username = forms.CharField(label=_("Username"), max_length=150)


class NightForm(SaysWhatIsMissing):
    """A night: its date (today unless said), a title, its format and the rounds planned.
    Its hidden key makes it once, however often the form is sent."""

    key = forms.UUIDField(widget=forms.HiddenInput, initial=uuid.uuid4)
    date = forms.DateField(
        label=_("Date"),
        validators=NIGHT_DATES,
        # A date box takes the ISO date whatever the page's language writes dates as.
        widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
    )
    title = forms.CharField(label=_("Title"), max_length=LONGEST_TITLE, required=False)
    format = format_field()
    rounds_planned = WholeNumber(
        label=_("Rounds planned"), min_value=1, max_value=MOST_ROUNDS, initial=4
    )

    def __init__(self, *args, club, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["date"].initial = timezone.localdate
        self.fields["format"].initial = club.format


class PairForm(SaysWhatIsMissing):
    """Two present players in no pair yet."""

    first = forms.TypedChoiceField(label=_("First player"), coerce=int)
    second = forms.TypedChoiceField(label=_("Second player"), coerce=int)

    def __init__(self, *args, players, **kwargs):
        super().__init__(*args, **kwargs)
        choices = [("", "—")] + [(player.pk, player.name) for player in players]
        self.fields["first"].choices = self.fields["second"].choices = choices
