"""The Bela / Klaberjass hand: maker and trump, the runs declared, bela, card points (the
other side's worked out where all 32 cards are played), the last trick, or a claim."""

from django import forms
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from kernel.numbers import WholeNumber
from scoring.entry.base import HandEntry
from scoring.rules.bela import facts

MELD_ROWS = 4  # runs a hand form offers; more than four declared runs is no real hand
RUN_PARTS = ("side", "length", "top", "suit")
RANKS_NEEDED = _("Both sides declared runs of the same value: give each run's top card and suit.")


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
        # A run is two taps, its cards then its side (left empty: the maker's); its top card
        # and suit only when the runs must be compared (facts.ranks_needed).
        for row in range(MELD_ROWS):
            self.fields[f"run_{row}_length"] = forms.ChoiceField(
                label=_("Run: cards in a row (points)"),
                required=False,
                widget=forms.RadioSelect,
                choices=[("", _("No run"))]
                + [(str(n), f"{n} ({facts.run_value(n)})") for n in facts.RUN_LENGTHS],
            )
            self.fields[f"run_{row}_side"] = forms.ChoiceField(
                label=_("Declared by"),
                help_text=_("Left empty: the maker."),
                required=False,
                widget=forms.RadioSelect,
                choices=named,
            )
            self.fields[f"run_{row}_top"] = forms.ChoiceField(
                label=_("Top card"),
                required=False,
                widget=forms.RadioSelect,
                choices=[(r, r) for r in facts.run_ranks(options)],
            )
            self.fields[f"run_{row}_suit"] = forms.ChoiceField(
                label=_("Suit"), required=False, widget=forms.RadioSelect, choices=suits
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
        """Each run's fields: (cards, side), then (top card, suit)."""
        return [
            (
                [self[f"run_{row}_length"], self[f"run_{row}_side"]],
                [self[f"run_{row}_top"], self[f"run_{row}_suit"]],
            )
            for row in range(MELD_ROWS)
        ]

    @property
    def ranks_asked(self) -> bool:
        """The top cards and suits are shown open: given, or asked for."""
        return any(
            self[f"run_{row}_{part}"].value() or self[f"run_{row}_{part}"].errors
            for row in range(MELD_ROWS)
            for part in ("top", "suit")
        )

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
        self._runs_filled_in(data)
        return data

    def _runs_filled_in(self, data) -> None:
        """A run's side left empty is the maker's. Its top card and suit matter only when the
        runs are compared (facts.ranks_needed): then every run needs them; otherwise a run left
        without them is written from the ace, each in a suit of its own, which scores the same
        (the record needs a real run)."""
        rows = [row for row in range(MELD_ROWS) if data.get(f"run_{row}_length")]
        self.maker_runs = [row for row in rows if not data.get(f"run_{row}_side")]
        for row in self.maker_runs:
            data[f"run_{row}_side"] = data.get("maker") or ""
        runs = [(data[f"run_{row}_side"], int(data[f"run_{row}_length"])) for row in rows]
        if facts.ranks_needed(runs):
            for row in rows:
                if not (data.get(f"run_{row}_top") and data.get(f"run_{row}_suit")):
                    self.add_error(f"run_{row}_top", RANKS_NEEDED)
            return
        for row in rows:
            data[f"run_{row}_top"] = data.get(f"run_{row}_top") or facts.run_ranks(self.options)[0]
            data[f"run_{row}_suit"] = data.get(f"run_{row}_suit") or facts.SUITS[row]

    def assumed(self) -> list[str]:
        if getattr(self, "maker_runs", None) and self.cleaned_data.get("maker"):
            return [gettext("the run taken as the maker's (no side was tapped for it)")]
        return []

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
    is row n, where the engine's problem with melds[n] is shown. A row without its number of
    cards is no run (its "No run" chip clears it)."""
    given = [[data.get(f"run_{row}_{part}", "") for part in RUN_PARTS] for row in range(MELD_ROWS)]
    blank = [""] * len(RUN_PARTS)
    filled = [row for row in given if row[RUN_PARTS.index("length")]]
    rows = filled + [blank] * (MELD_ROWS - len(filled))
    if rows == given:
        return data
    data = data.copy()
    for number, row in enumerate(rows):
        for part, value in zip(RUN_PARTS, row, strict=True):
            data[f"run_{number}_{part}"] = value
    return data
