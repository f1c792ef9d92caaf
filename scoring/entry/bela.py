"""The Bela / Klaberjass hand: maker and trump, the runs declared, bela, card points (the
other side's worked out where all 32 cards are played), the last trick, or a claim."""

from django import forms
from django.utils.translation import gettext_lazy as _

from kernel.numbers import WholeNumber
from scoring.entry.base import HandEntry
from scoring.rules.bela import facts

MELD_ROWS = 4  # runs a hand form offers; more than four declared runs is no real hand
RUN_PARTS = ("side", "length", "top", "suit")


# The suits as the players say them (the engine knows them by id).
SUIT_NAMES = {
    "clubs": _("Clubs"),
    "diamonds": _("Diamonds"),
    "hearts": _("Hearts"),
    "spades": _("Spades"),
}


class BelaEntry(HandEntry):
    fields_template = "scoring/_bela_fields.html"
    passed = forms.BooleanField(label=_("Nobody took trumps (thrown in)"), required=False)
    maker = forms.ChoiceField(label=_("Maker"), required=False, widget=forms.RadioSelect)
    trump = forms.ChoiceField(label=_("Trumps"), required=False, widget=forms.RadioSelect)
    bela = forms.ChoiceField(
        label=_("Bela (trump king and queen)"), required=False, widget=forms.RadioSelect
    )
    last_trick = forms.ChoiceField(label=_("Last trick"), required=False, widget=forms.RadioSelect)
    big = forms.BooleanField(label=_("The maker went big"), required=False)
    claim_side = forms.ChoiceField(label=_("Claimed by"), required=False, widget=forms.RadioSelect)
    claim_points = WholeNumber(
        label=_("Points claimed"), required=False, min_value=0, max_value=facts.claim_limit()
    )

    problem_fields = {
        **{name: name for name in ("passed", "maker", "trump", "bela", "last_trick", "big")},
        "card_points.{side}": "points_{side}",
        "card_points": "points_{last}",
        "melds[{n}]": "run_{n}_side",  # the filled rows are moved up, so run n is melds[n]
        "melds": "run_0_side",
        "claim.trick": "claim_trick",
        "claim.side": "claim_side",
        "claim": "claim_points",
    }

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if self.is_bound:
            self.data = _runs_moved_up(self.data)
        self.four_handed = facts.all_cards_played(self.variant)

    def shape(self) -> None:
        named, variant, options = self.named, self.variant, self.options
        suits = [(suit, SUIT_NAMES[suit]) for suit in facts.SUITS]
        self.fields["trump"].choices = suits + (
            [(facts.NO_TRUMP, _("No trumps"))] if facts.no_trump_allowed(options) else []
        )
        self.fields["claim_trick"] = WholeNumber(
            label=_("After trick"), required=False, min_value=1, max_value=facts.tricks(variant)
        )
        for name in ("maker", "last_trick", "claim_side"):
            self.fields[name].choices = named
        self.fields["bela"].choices = [("", _("Nobody")), *named]
        self.add_side_numbers("points", _("{name}'s card points"), facts.PACK_CARD_POINTS)
        for row in range(MELD_ROWS):
            self.fields[f"run_{row}_side"] = forms.ChoiceField(
                label=_("Declared by"), required=False, choices=[("", "—"), *named]
            )
            self.fields[f"run_{row}_length"] = forms.ChoiceField(
                label=_("Cards"),
                required=False,
                choices=[("", "—")] + [(str(n), str(n)) for n in facts.RUN_LENGTHS],
            )
            self.fields[f"run_{row}_top"] = forms.ChoiceField(
                label=_("Top card"),
                required=False,
                choices=[("", "—")] + [(r, r) for r in facts.run_ranks(options)],
            )
            self.fields[f"run_{row}_suit"] = forms.ChoiceField(
                label=_("Suit"), required=False, choices=[("", "—"), *suits]
            )
        if not facts.maker_may_go_big(variant):
            del self.fields["big"]
        if not facts.claims_allowed(options):
            for name in ("claim_side", "claim_points", "claim_trick"):
                del self.fields[name]

    @property
    def points_fields(self):
        return self.side_numbers("points")

    @property
    def run_rows(self):
        return [[self[f"run_{row}_{part}"] for part in RUN_PARTS] for row in range(MELD_ROWS)]

    @property
    def worked_out_field(self) -> str | None:
        return f"points_{self.side_ids[-1]}" if self.four_handed else None

    def clean(self):
        data = super().clean()
        points = {side: data.get(f"points_{side}") for side in self.side_ids}
        blank = [side for side, value in points.items() if value is None]
        if self.four_handed and len(blank) == 1:
            # All 32 cards are played four-handed, so the pack's points are shared (V-BE-1).
            total = facts.card_points_total(data.get("trump"))
            rest = total - sum(value for value in points.values() if value is not None)
            if rest >= 0:
                data[f"points_{blank[0]}"] = rest
        return data

    def hand_record(self) -> dict:
        data = self.cleaned_data
        if data.get("passed"):
            return {"passed": True}
        hand = {key: data[key] for key in ("maker", "trump", "bela", "last_trick") if data.get(key)}
        melds = []
        for row in range(MELD_ROWS):
            parts = [data.get(f"run_{row}_{part}") for part in RUN_PARTS]
            if any(parts):
                side, length, top, suit = parts
                melds.append(
                    {
                        "side": side or None,
                        "length": int(length) if length else None,
                        "top": top or None,
                        "suit": suit or None,
                    }
                )
        if melds:
            hand["melds"] = melds
        points = {side: data.get(f"points_{side}") for side in self.side_ids}
        given = {side: value for side, value in points.items() if value is not None}
        if given:
            hand["card_points"] = given
        if data.get("big"):
            hand["big"] = True
        if data.get("claim_side") or data.get("claim_points") is not None:
            claim = {"side": data.get("claim_side"), "points": data.get("claim_points")}
            if data.get("claim_trick"):
                claim["trick"] = data["claim_trick"]
            hand["claim"] = claim
        return hand

    @staticmethod
    def initial_from(hand: dict) -> dict:
        if hand.get("passed"):
            return {"passed": True}
        initial = {
            key: hand[key] for key in ("maker", "trump", "bela", "last_trick") if hand.get(key)
        }
        initial.update(
            {f"points_{side}": value for side, value in (hand.get("card_points") or {}).items()}
        )
        for row, meld in enumerate(hand.get("melds", [])[:MELD_ROWS]):
            initial.update({f"run_{row}_{part}": str(meld[part]) for part in RUN_PARTS})
        if hand.get("big"):
            initial["big"] = True
        if claim := hand.get("claim"):
            initial.update(
                claim_side=claim["side"],
                claim_points=claim["points"],
                claim_trick=claim.get("trick"),
            )
        return initial


def _runs_moved_up(data):
    """The posted runs with the empty rows taken out from between them, so the n-th run given
    is row n, where the engine's problem with melds[n] is shown."""
    rows = [[data.get(f"run_{row}_{part}", "") for part in RUN_PARTS] for row in range(MELD_ROWS)]
    filled = [row for row in rows if any(row)]
    if filled == rows[: len(filled)]:
        return data
    data = data.copy()
    for number, row in enumerate(filled + [[""] * len(RUN_PARTS)] * (MELD_ROWS - len(filled))):
        for part, value in zip(RUN_PARTS, row, strict=True):
            data[f"run_{number}_{part}"] = value
    return data
