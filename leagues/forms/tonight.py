"""The captain's form that starts a game of the match on the phone (leagues/tonight_views.py):
which game of the card it is, and the two pairs; the house rules are the season's."""

from django import forms
from django.utils.translation import gettext_lazy as _

from scoring.rules.limits import LONGEST_NAME


class FixtureGameForm(forms.Form):
    home_pair = forms.CharField(
        label=_("Home pair"),
        max_length=LONGEST_NAME,
        help_text=_("The two players: Ann & Bo."),
        widget=forms.TextInput(attrs={"list": "home-pairs"}),  # the team's earlier pairs
    )
    away_pair = forms.CharField(
        label=_("Away pair"),
        max_length=LONGEST_NAME,
        help_text=_("The two players: Cy & Di."),
        widget=forms.TextInput(attrs={"list": "away-pairs"}),
    )

    def __init__(self, *args, games: int, **kwargs):
        super().__init__(*args, **kwargs)
        # As many games as the season's card holds (a cup tie's extra game is typed on its card).
        self.fields = {
            "number": forms.IntegerField(label=_("Game on the card"), min_value=1, max_value=games),
            **self.fields,
        }
