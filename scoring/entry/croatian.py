"""The Croatian Bela hand as a scorepad takes it: who called, the calling side's card points
(the other side's worked out from 162), the declarations as chips (what, then whose), bela,
štiglja, kontra or rekontra; trumps and belot when they matter."""

from django import forms
from django.utils.translation import gettext_lazy as _

from scoring.entry.bela import SUIT_NAMES
from scoring.entry.whole_deal import WholeDealEntry
from scoring.rules.bela import facts

DECLARATION_ROWS = 4  # declarations a hand form offers; the first is always shown
SHOWN_ROWS = 1  # most hands have one declaration or none: the others are folded until needed

# The scorepad's declarations in the players' words, with what each is worth.
DECLARATION_WORDS = {
    "three": _("20: three in a row"),
    "four_in_a_row": _("50: four in a row"),
    "five_in_a_row": _("100: five or more in a row"),
    "four_jacks": _("200: four jacks"),
    "four_nines": _("150: four nines"),
    "four_aces": _("100: four aces"),
    "four_tens": _("100: four tens"),
    "four_kings": _("100: four kings"),
    "four_queens": _("100: four queens"),
}
DOUBLING = [("", _("No kontra")), ("kontra", _("Kontra ×2")), ("rekontra", _("Rekontra ×4"))]


class CroatianEntry(WholeDealEntry):
    fields_template = "scoring/_croatian_fields.html"
    caller = forms.ChoiceField(label=_("Called trumps"), required=False, widget=forms.RadioSelect)
    doubling = forms.ChoiceField(
        label=_("Kontra"), required=False, widget=forms.RadioSelect, choices=DOUBLING
    )
    bela = forms.ChoiceField(
        label=_("Bela (trump king and queen)"), required=False, widget=forms.RadioSelect
    )
    stiglja = forms.ChoiceField(
        label=_("Štiglja (every trick)"), required=False, widget=forms.RadioSelect
    )
    trump = forms.ChoiceField(label=_("Trumps"), required=False, widget=forms.RadioSelect)
    belot = forms.ChoiceField(
        label=_("Belot (all eight of a suit): the game is won"),
        required=False,
        widget=forms.RadioSelect,
    )

    problem_fields = {
        **{name: name for name in ("caller", "bela", "stiglja", "trump", "belot")},
        "kontra": "doubling",
        "rekontra": "doubling",
        "card_points.{side}": "points_{side}",
        "card_points": "points_{last}",
        "declarations[{n}].side": "decl_{n}_side",  # its side's chips, not its kind's
        "declarations[{n}]": "decl_{n}_kind",
        "declarations": "decl_0_kind",
    }

    def shape(self) -> None:
        named = self.named
        self.fields["caller"].choices = named
        for name in ("bela", "stiglja", "belot"):
            self.fields[name].choices = [("", _("Nobody")), *named]
        self.fields["trump"].choices = [(suit, SUIT_NAMES[suit]) for suit in facts.SUITS]
        self.add_card_points()
        kinds = [(kind, DECLARATION_WORDS[kind]) for kind in facts.PAD_DECLARATIONS]
        for row in range(DECLARATION_ROWS):
            self.fields[f"decl_{row}_kind"] = forms.ChoiceField(
                label=_("Declaration"), required=False, widget=forms.RadioSelect, choices=kinds
            )
            self.fields[f"decl_{row}_side"] = forms.ChoiceField(
                label=_("Declared by"), required=False, widget=forms.RadioSelect, choices=named
            )

    @property
    def points_fields(self):
        return self.side_numbers("points")

    @property
    def declaration_rows(self):
        rows = [(self[f"decl_{n}_kind"], self[f"decl_{n}_side"]) for n in range(DECLARATION_ROWS)]
        return rows[:SHOWN_ROWS], rows[SHOWN_ROWS:]

    @staticmethod
    def _given(rows) -> bool:
        """Whether any of these declarations holds a chip or a message (then it is open)."""
        return any(field.value() or field.errors for row in rows for field in row)

    @property
    def declarations_given(self) -> bool:
        shown, folded = self.declaration_rows
        return self._given(shown + folded)

    @property
    def more_declarations_given(self) -> bool:
        return self._given(self.declaration_rows[1])

    def clean(self):
        data = super().clean()
        if not data.get("stiglja"):  # (štiglja: the side with every trick has all 162)
            self.work_out_the_rest(data)
        return data

    def hand_record(self) -> dict:
        data = self.cleaned_data
        if data.get("belot"):
            return {"belot": data["belot"]}
        hand = {key: data[key] for key in ("caller", "trump") if data.get(key)}
        if given := self.card_points(data):
            hand["card_points"] = given
        declarations = []
        for row in range(DECLARATION_ROWS):
            kind, side = data.get(f"decl_{row}_kind"), data.get(f"decl_{row}_side")
            if kind or side:
                declarations.append({"side": side or None, **facts.PAD_DECLARATIONS.get(kind, {})})
        if declarations:
            hand["declarations"] = declarations
        for key in ("bela", "stiglja"):
            if data.get(key):
                hand[key] = data[key]
        if data.get("doubling"):
            hand["kontra"] = True
        if data.get("doubling") == "rekontra":
            hand["rekontra"] = True
        return hand

    @staticmethod
    def initial_from(hand: dict) -> dict:
        if hand.get("belot"):
            return {"belot": hand["belot"]}
        keys = ("caller", "trump", "bela", "stiglja")
        initial = {key: hand[key] for key in keys if hand.get(key)}
        initial.update(
            {f"points_{side}": value for side, value in (hand.get("card_points") or {}).items()}
        )
        for row, declaration in enumerate(hand.get("declarations", [])[:DECLARATION_ROWS]):
            initial[f"decl_{row}_kind"] = facts.pad_declaration(declaration)
            initial[f"decl_{row}_side"] = declaration.get("side")
        if hand.get("kontra"):
            initial["doubling"] = "rekontra" if hand.get("rekontra") else "kontra"
        return initial
