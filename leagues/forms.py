"""Plain forms for match cards. A card's scores are checked by leagues/rules.check_card."""

from django import forms

from leagues.rules import check_card


class MatchCardForm(forms.Form):
    """The four games of a match: each side's pair and the final score, or a walkover."""

    walkover_to = forms.ChoiceField(label="Walkover", required=False, widget=forms.RadioSelect)

    def __init__(self, *args, fixture, rules, **kwargs):
        super().__init__(*args, **kwargs)
        self.rules = rules
        self.fields["walkover_to"].choices = [
            ("", "No: the match was played"),
            ("home", f"To {fixture.home}, who turned up"),
            ("away", f"To {fixture.away}, who turned up"),
        ]
        for n in range(1, rules.games_per_match + 1):
            self.fields[f"home_pair_{n}"] = forms.CharField(
                label=f"{fixture.home} pair", required=False, max_length=120
            )
            self.fields[f"away_pair_{n}"] = forms.CharField(
                label=f"{fixture.away} pair", required=False, max_length=120
            )
            self.fields[f"home_score_{n}"] = forms.IntegerField(
                label=f"{fixture.home}", required=False, min_value=0
            )
            self.fields[f"away_score_{n}"] = forms.IntegerField(
                label=f"{fixture.away}", required=False, min_value=0
            )

    @property
    def game_rows(self):
        return [
            (
                n,
                self[f"home_pair_{n}"],
                self[f"away_pair_{n}"],
                self[f"home_score_{n}"],
                self[f"away_score_{n}"],
            )
            for n in range(1, self.rules.games_per_match + 1)
        ]

    def clean(self):
        data = super().clean()
        if data.get("walkover_to"):
            data["games"] = []
            return data
        games = [
            [data.get(f"home_score_{n}"), data.get(f"away_score_{n}")]
            for n in range(1, self.rules.games_per_match + 1)
        ]
        for n, game in enumerate(games, start=1):
            if None in game:
                self.add_error(f"home_score_{n}", f"Give both final scores of game {n}.")
        if not self.errors:
            for problem in check_card(games, self.rules):
                number = (
                    int(problem.split(":")[0].split()[1]) if problem.startswith("game ") else None
                )
                self.add_error(
                    f"home_score_{number}" if number else None,
                    problem[0].upper() + problem[1:] + ".",
                )
        data["games"] = games
        data["pairs"] = [
            [data.get(f"home_pair_{n}", ""), data.get(f"away_pair_{n}", "")]
            for n in range(1, self.rules.games_per_match + 1)
        ]
        return data


class DisputeForm(forms.Form):
    reason = forms.CharField(
        label="What is wrong with this card?",
        max_length=500,
        widget=forms.Textarea(attrs={"rows": 3}),
    )
