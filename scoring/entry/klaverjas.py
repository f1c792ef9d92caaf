"""The Klaverjas deal: who played, the trumps, the players' card points (the others' worked out
from 162), the roem called as chips (its kind, then its team), stuk, pit, a revoke and kraken."""

from django import forms
from django.utils.translation import gettext_lazy as _

from scoring.entry.bela import SUIT_NAMES
from scoring.entry.whole_deal import WholeDealEntry
from scoring.rules.bela import facts

ROEM_ROWS = 4  # roem a deal form offers; a deal with more is entered as a pad's totals
SIDE_FIELDS = ("maker", "stuk", "pit", "verzaakt")

# The kinds of roem as the players say them, with what each is worth.
ROEM_WORDS = {
    "three": _("Three in a row"),
    "four": _("Four in a row"),
    "four_jacks": _("Four jacks"),
    "four_aces": _("Four aces"),
    "four_kings": _("Four kings"),
    "four_queens": _("Four queens"),
    "four_tens": _("Four tens"),
    "four_nines": _("Four nines"),
}
DOUBLING_WORDS = {2: _("Kraak ×2"), 4: _("Herkraak ×4"), 8: _("Superkraak ×8")}


class KlaverjasEntry(WholeDealEntry):
    fields_template = "scoring/_klaverjas_fields.html"
    maker = forms.ChoiceField(label=_("Played"), required=False, widget=forms.RadioSelect)
    trump = forms.ChoiceField(label=_("Trumps"), required=False, widget=forms.RadioSelect)
    stuk = forms.ChoiceField(
        label=_("Stuk (trump king and queen)"), required=False, widget=forms.RadioSelect
    )
    pit = forms.ChoiceField(label=_("Pit (every trick)"), required=False, widget=forms.RadioSelect)
    verzaakt = forms.ChoiceField(
        label=_("Verzaakt (revoked)"), required=False, widget=forms.RadioSelect
    )
    doubled = forms.ChoiceField(label=_("Kraken"), required=False, widget=forms.RadioSelect)

    problem_fields = {
        **{name: name for name in (*SIDE_FIELDS, "trump", "doubled")},
        "card_points.{side}": "points_{side}",
        "card_points": "points_{last}",
        "roem[{n}].side": "roem_{n}_side",  # its team's chips, not its kind's
        "roem[{n}]": "roem_{n}_kind",
        "roem": "roem_0_kind",
    }

    def shape(self) -> None:
        named, options = self.named, self.options
        self.fields["maker"].choices = named
        self.fields["trump"].choices = [(suit, SUIT_NAMES[suit]) for suit in facts.SUITS]
        for name in SIDE_FIELDS[1:]:
            self.fields[name].choices = [("", _("Nobody")), *named]
        self.fields["doubled"].choices = [("", _("No")), *DOUBLING_WORDS.items()]
        self.add_card_points()
        kinds = [
            (kind, f"{ROEM_WORDS[kind]} {facts.roem_value(kind)}")
            for kind in facts.kinds_counted(options)
            if kind != "stuk"
        ]
        for row in range(ROEM_ROWS):
            self.fields[f"roem_{row}_kind"] = forms.ChoiceField(
                label=_("Roem"), required=False, choices=kinds, widget=forms.RadioSelect
            )
            self.fields[f"roem_{row}_side"] = forms.ChoiceField(
                label=_("Called by"), required=False, choices=named, widget=forms.RadioSelect
            )

    @property
    def points_fields(self):
        return self.side_numbers("points")

    @property
    def roem_rows(self):
        return [(self[f"roem_{row}_kind"], self[f"roem_{row}_side"]) for row in range(ROEM_ROWS)]

    def clean(self):
        data = super().clean()
        self.work_out_the_rest(data)  # K1: every card is played
        return data

    def hand_record(self) -> dict:
        data = self.cleaned_data
        hand = {key: data[key] for key in (*SIDE_FIELDS, "trump") if data.get(key)}
        if given := self.card_points(data):
            hand["card_points"] = given
        roem = []
        for row in range(ROEM_ROWS):
            kind, side = data.get(f"roem_{row}_kind"), data.get(f"roem_{row}_side")
            if kind or side:
                roem.append({"side": side or None, "kind": kind or None})
        if roem:
            hand["roem"] = roem
        if data.get("doubled"):
            hand["doubled"] = int(data["doubled"])
        return hand

    @staticmethod
    def initial_from(hand: dict) -> dict:
        initial = {key: hand[key] for key in (*SIDE_FIELDS, "trump") if hand.get(key)}
        initial.update(
            {f"points_{side}": value for side, value in (hand.get("card_points") or {}).items()}
        )
        roem = hand.get("roem")
        if isinstance(roem, list):
            for row, called in enumerate(roem[:ROEM_ROWS]):
                initial.update(
                    {f"roem_{row}_kind": called["kind"], f"roem_{row}_side": called["side"]}
                )
        if hand.get("doubled", 1) != 1:
            initial["doubled"] = str(hand["doubled"])
        return initial
