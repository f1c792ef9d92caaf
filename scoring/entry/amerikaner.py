"""The Amerikaner and Kani hand: the bid, the called partner, and every player's tricks."""

from django import forms
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from scoring.entry.base import HandEntry
from scoring.rules.amerikaner import facts

IN_KITTY = "kitty"  # the partner answer for a called card that lay in the kitty


class AmerikanerEntry(HandEntry):
    """One Amerikaner or Kani hand: the bid, the called partner, and every player's tricks.
    Leave one player's tricks empty and they are worked out from the rest."""

    fields_template = "scoring/_amerikaner_fields.html"
    passed = forms.BooleanField(label=_("Everyone passed"), required=False)
    bidder = forms.ChoiceField(label=_("Bidder"), required=False, widget=forms.RadioSelect)
    bid = forms.ChoiceField(label=_("Bid"), required=False, widget=forms.RadioSelect)
    partner = forms.ChoiceField(
        label=_("Partner (held the called card)"), required=False, widget=forms.RadioSelect
    )

    problem_fields = {
        **{name: name for name in ("passed", "bidder", "bid", "partner")},
        "tricks.{side}": "tricks_{side}",
        "tricks": "tricks",  # the tricks as a whole: beside all of them
    }
    group_labels = {"tricks": _("Tricks won")}

    def __init__(self, *args, sides, variant, options, **kwargs):
        self.deal = facts.deal_for(variant.id, options, len(sides))
        self.kani = facts.is_kani(variant)
        super().__init__(*args, sides=sides, variant=variant, options=options, **kwargs)

    def shape(self) -> None:
        named = self.named
        self.fields["bidder"].choices = named
        bids = [(str(n), str(n)) for n in range(self.deal.min_bid, self.deal.max_bid + 1)]
        if self.kani:
            bids[-1] = (
                str(facts.KANI_TRICKS),
                gettext("%(bid)s (Kani)") % {"bid": facts.KANI_TRICKS},
            )
        else:
            bids.append((facts.AMERIKANER_BID, gettext("Amerikaner")))
        self.fields["bid"].choices = bids
        partners = (
            [(IN_KITTY, gettext("Nobody: the called card was in the kitty"))]
            if self.deal.kitty
            else []
        )
        self.fields["partner"].choices = [*named, *partners]
        self.add_side_numbers("tricks", gettext("{name}'s tricks"), self.deal.tricks)

    @property
    def tricks_fields(self):
        return self.side_numbers("tricks")

    @property
    def worked_out_field(self) -> str:
        return f"tricks_{self.side_ids[-1]}"

    def clean(self):
        data = super().clean()
        tricks = {side: data.get(f"tricks_{side}") for side in self.side_ids}
        blank = [side for side, count in tricks.items() if count is None]
        if len(blank) == 1 and not (data.get("passed") and len(blank) == len(tricks)):
            # The last player's tricks follow from the others' (V-AM-1).
            rest = self.deal.tricks - sum(count for count in tricks.values() if count is not None)
            if rest >= 0:
                data[f"tricks_{blank[0]}"] = rest
        number_bid = data.get("bid") and data["bid"] != facts.AMERIKANER_BID
        if number_bid and not data.get("passed") and not data.get("partner"):
            # Never guess "alone": a forgotten tap would score the bidder without a partner.
            if self.deal.kitty:
                message = gettext("Tap the partner, or Nobody if the called card was in the kitty.")
            else:
                message = gettext("Tap the partner.")
            self.add_error("partner", message)
        return data

    def hand_record(self) -> dict:
        data = self.cleaned_data
        tricks = {side: data.get(f"tricks_{side}") for side in self.side_ids}
        given = {side: count for side, count in tricks.items() if count is not None}
        if data.get("passed"):
            return {"passed": True, **({"tricks": given} if given else {})}
        hand = {}
        if data.get("bidder"):
            hand["bidder"] = data["bidder"]
        if data.get("bid"):
            hand["bid"] = data["bid"] if data["bid"] == facts.AMERIKANER_BID else int(data["bid"])
        if data.get("partner") and data["partner"] != IN_KITTY:
            hand["partner"] = data["partner"]
        if given:
            hand["tricks"] = {side: given.get(side) for side in self.side_ids if side in given}
        return hand

    @staticmethod
    def initial_from(hand: dict) -> dict:
        initial = {f"tricks_{side}": count for side, count in (hand.get("tricks") or {}).items()}
        if hand.get("passed"):
            return {**initial, "passed": True}
        initial.update({key: hand[key] for key in ("bidder", "partner") if hand.get(key)})
        if "bid" in hand:
            initial["bid"] = str(hand["bid"])
            if hand["bid"] != facts.AMERIKANER_BID and not hand.get("partner"):
                initial["partner"] = IN_KITTY
        return initial
