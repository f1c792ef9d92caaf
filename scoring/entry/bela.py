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
# A run's row as posted: its chip, "side:cards" ("B:3"), then its top card and suit.
POSTED = ("", "_top", "_suit")
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
        "melds[{n}]": "run_{n}",  # the filled rows are moved up, so run n is melds[n]
        "melds": "run_0",
        "claim.trick": "claim_trick",
        "claim.side": "claim_side",
        "claim": "claim_points",
    }

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if self.is_bound:
            self.data, self.maker_runs = _runs_moved_up(self.data)
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
        # A run is one tap: its cards, on the line of the side that declared it ("B:3");
        # its top card and suit only when the runs must be compared (facts.ranks_needed).
        for row in range(MELD_ROWS):
            self.fields[f"run_{row}"] = forms.ChoiceField(
                label=_("Run: cards in a row (points)"),
                required=False,
                widget=forms.RadioSelect,
                choices=[("", _("No run"))]
                + [
                    (f"{side}:{n}", f"{n} ({facts.run_value(n)})")
                    for side, _name in named
                    for n in facts.RUN_LENGTHS
                ],
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
        """Each run's chip field, its chips by side, then its (top card, suit) fields."""
        return [
            (
                self[f"run_{row}"],
                self._run_chips(row),
                [self[f"run_{row}_top"], self[f"run_{row}_suit"]],
            )
            for row in range(MELD_ROWS)
        ]

    def _run_chips(self, row: int) -> list:
        """The "No run" chip, then each side's name with its chips, one for each run's length."""
        chips = list(self[f"run_{row}"])
        by_side = {side: [] for side in self.side_ids}
        for chip in chips[1:]:
            by_side[str(chip.data["value"]).split(":")[0]].append(chip)
        return [chips[0], [(name, by_side[side]) for side, name in self.named]]

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
        """A run's chip is its side and its cards ("B:3"). Its top card and suit matter only
        when the runs are compared (facts.ranks_needed): then every run needs them; otherwise
        a run left without them is written from the ace, each in a suit of its own, which
        scores the same (the record needs a real run)."""
        for row in range(MELD_ROWS):
            side, _colon, length = (data.get(f"run_{row}") or "").rpartition(":")
            data[f"run_{row}_side"], data[f"run_{row}_length"] = side, length
        rows = [row for row in range(MELD_ROWS) if data.get(f"run_{row}_length")]
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
            initial.update(
                {f"run_{row}": f"{meld['side']}:{meld['length']}"},
                **{f"run_{row}_{part}": str(meld[part]) for part in ("top", "suit")},
            )
        if hand.get("big"):
            initial["big"] = True
        if claim := hand.get("claim"):
            initial.update(
                claim_side=claim["side"],
                claim_points=claim["points"],
                claim_trick=claim.get("trick"),
            )
        return initial


def _runs_moved_up(data) -> tuple:
    """The posted runs with the empty rows taken out from between them, so the n-th run given
    is row n, where the engine's problem with melds[n] is shown; and the rows whose side was
    taken as the maker's. A row without its chip's cards is no run ("No run" clears it). A
    run posted as its cards and side apart (run_0_length, run_0_side: a page of before, or a
    hand that waited on a phone meanwhile) is read as its chip, its side left empty the
    maker's."""
    given, makers = [], []
    for row in range(MELD_ROWS):
        chip = data.get(f"run_{row}") or ""
        if not chip and (length := data.get(f"run_{row}_length")):
            side = data.get(f"run_{row}_side") or ""
            if not side and data.get("maker"):
                side = data["maker"]
                makers.append(len([run for run in given if run[0]]))
            chip = f"{side}:{length}"
        given.append([chip, *(data.get(f"run_{row}{part}", "") for part in POSTED[1:])])
    filled = [row for row in given if row[0]]
    rows = filled + [[""] * len(POSTED)] * (MELD_ROWS - len(filled))
    if all(
        data.get(f"run_{n}{part}", "") == v
        for n, row in enumerate(rows)
        for part, v in zip(POSTED, row, strict=True)
    ):
        return data, makers
    data = data.copy()
    for number, row in enumerate(rows):
        for part, value in zip(POSTED, row, strict=True):
            data[f"run_{number}{part}"] = value
    return data, makers
