"""The organiser's form for a table's result: a paper table's, or a correction of any
table's. The game's engine is not asked: the organiser types what the table's paper says."""

from django import forms
from django.utils.translation import gettext, gettext_lazy

from kernel.numbers import WholeNumber

LARGEST_POINTS = 100_000  # past any card game's final score; a typing slip stops here
DRAWN = "draw"
DRAW_OR_WINNER = gettext_lazy("The points are level: tap who won, or that it was drawn.")
NOT_LEVEL = gettext_lazy("Only a side with the most points can have won.")


class TableResultForm(forms.Form):
    """Each side's points (named by the side's players) and, when the most points are
    shared, who won or that it was drawn; `replaces` names the version it corrects (0: none),
    so a form sent twice is saved once."""

    replaces = forms.IntegerField(min_value=0, max_value=10_000, widget=forms.HiddenInput)
    winner = forms.ChoiceField(
        label=gettext_lazy("Who won"),
        required=False,
        widget=forms.RadioSelect,
        help_text=gettext_lazy("Only when the points are level."),
    )

    def __init__(self, *args, side_names=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.side_names = list(side_names)
        for index, name in enumerate(self.side_names):
            label = gettext("Points: %(side)s") % {"side": name}
            self.fields[f"points_{index}"] = WholeNumber(
                label=label, min_value=-LARGEST_POINTS, max_value=LARGEST_POINTS
            )
        self.fields["winner"].choices = [
            *((str(index), name) for index, name in enumerate(self.side_names)),
            (DRAWN, gettext("A draw")),
        ]
        self.order_fields([*(f"points_{i}" for i in range(len(self.side_names))), "winner"])

    @property
    def point_fields(self):
        return [self[f"points_{index}"] for index in range(len(self.side_names))]

    def clean(self):
        """The winner is the side with the most points; only when they are level must the
        organiser say who won (a game's own tie-break decided it) or that it was drawn."""
        data = super().clean()
        points = [data.get(f"points_{index}") for index in range(len(self.side_names))]
        if any(value is None for value in points):
            return data
        top = max(points)
        leaders = [index for index, value in enumerate(points) if value == top]
        chosen = data.get("winner") or ""
        if len(leaders) == 1:
            if chosen not in ("", str(leaders[0])):
                self.add_error("winner", NOT_LEVEL)
            data["winner_index"] = leaders[0]
        elif chosen == DRAWN:
            data["winner_index"] = None
        elif chosen.isdigit() and int(chosen) in leaders:
            data["winner_index"] = int(chosen)
        else:
            self.add_error("winner", NOT_LEVEL if chosen else DRAW_OR_WINNER)
        data["points"] = points
        return data
