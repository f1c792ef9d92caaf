"""A match card's games as a Django formset: one form a game (each side's pair, typed or
picked from the team's players, the final score, the phone game it was scored on), as many
as the season's games per match (and a cup tie's extra game), numbered as the card numbers
them: game n's fields are posted as `game-n-home_score` and so on. The checks across games
(the card's scores, the lineup, registration) are the card's (cards.py)."""

from django import forms
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from kernel.numbers import number_field
from leagues.models.cards import SIDES
from leagues.models.league import one_line
from leagues.rules.facts import LONGEST_NAME_OF_ONE, MAX_GAME_SCORE

PREFIX = "game"
# What a page out of step with its season (its games per match changed since it was opened,
# or a form sent without its games) is told: the same words as for a card out of date.
OUT_OF_DATE = _("This card form is out of date: open it again from the fixture.")


class CardGameForm(forms.Form):
    """Game `number` of a match card. `extra`: a cup tie's extra game, played (and filled
    in) only when the match is level."""

    def __init__(
        self, *args, number, extra, fixture, rules, players, phone_choices, earlier_pairs, **kwargs
    ):
        super().__init__(*args, **kwargs)
        self.number, self.extra = number, extra
        pair = gettext("%(team)s pair")
        for side in SIDES:
            self.fields[f"{side}_pair"] = forms.CharField(
                label=pair % {"team": getattr(fixture, side)},
                required=False,
                max_length=LONGEST_NAME_OF_ONE,
                validators=[one_line],
            )
            if earlier_pairs.get(side):  # the page's <datalist id="home-pairs"> (enter_card.html)
                self.fields[f"{side}_pair"].widget.attrs["list"] = f"{side}-pairs"
        # A score to the target is a tap; past it (a game that overshot) it is typed.
        for side in SIDES:
            self.fields[f"{side}_score"] = number_field(
                f"{getattr(fixture, side)}", MAX_GAME_SCORE, chips_to=rules.target, required=False
            )
        for side in SIDES:
            if players[side]:
                self.fields[f"{side}_players"] = forms.TypedMultipleChoiceField(
                    label=pair % {"team": getattr(fixture, side)},
                    required=False,
                    coerce=int,
                    choices=[(player.pk, player.name) for player in players[side]],
                    widget=forms.CheckboxSelectMultiple,
                )
        self.fields["phone_game"] = forms.ChoiceField(
            label=gettext("Scored on a phone"), required=False, choices=phone_choices
        )
        self.fields["phone_swap"] = forms.BooleanField(
            label=gettext("%(team)s's pair was the phone game's first side")
            % {"team": fixture.away},
            required=False,
        )

    @property
    def scores(self) -> tuple[int | None, int | None]:
        """The game's final scores as given (once cleaned), None where one is not."""
        return self.cleaned_data.get("home_score"), self.cleaned_data.get("away_score")

    def scored(self) -> bool:
        """Whether the game has a score given, typed or from a phone game."""
        return self.scores != (None, None) or bool(self.cleaned_data.get("phone_game"))

    def players(self, side: str) -> tuple[int, ...]:
        """The pks of the side's players picked for the game."""
        return tuple(self.cleaned_data.get(f"{side}_players") or ())


class CardGames(forms.BaseFormSet):
    """The card's games, numbered from 1 as the card numbers them, so game n's fields and the
    page's `card-game-n` say the same n; exactly as many as the fixture's card has."""

    default_error_messages = dict.fromkeys(
        ("missing_management_form", "too_many_forms", "too_few_forms"), OUT_OF_DATE
    )

    def add_prefix(self, index):
        return super().add_prefix(index + 1 if isinstance(index, int) else index)

    def get_form_kwargs(self, index):
        number = index + 1 if index is not None else None  # None: the formset's empty form
        extra = number is not None and number == self.extra_number
        return {**self.form_kwargs, "number": number, "extra": extra}

    def clean(self):
        if self.total_form_count() != self.min_num:
            raise forms.ValidationError(OUT_OF_DATE, code="too_few_forms")


def card_games(count: int, extra_number: int | None) -> type[CardGames]:
    """The formset of a card of `count` games (a cup tie's extra game among them, numbered
    `extra_number`): exactly that many, whatever the page posts (a page opened before the
    season's games per match changed is out of date, not read with games missing)."""
    formset = forms.formset_factory(
        CardGameForm,
        formset=CardGames,
        extra=0,
        min_num=count,
        max_num=count,
        absolute_max=count,
        validate_max=True,
    )
    formset.extra_number = extra_number
    return formset
