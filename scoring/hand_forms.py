"""Entry forms for a hand, one per game. Each builds the hand record of the spec from the taps
(hand_record), reads a stored record back for editing (initial_from), and shows the engine's
problems on the fields that entered them. The engine alone judges a hand."""

import re
import uuid

from django import forms

from scoring.rules import find_game
from scoring.rules.allfours.dealing import next_dealer
from scoring.rules.allfours.variants import RANKS
from scoring.rules.amerikaner.variants import AMERIKANER_BID, KANI_TRICKS, deal_for
from scoring.rules.bela.variants import NO_TRUMP, RUN_RANKS, SUITS


class HandForm(forms.Form):
    client_id = forms.UUIDField(widget=forms.HiddenInput)

    fields_template = ""
    # A record field (the first part of a problem's field) -> the form field that enters it.
    record_fields: dict[str, str] = {}

    def __init__(self, *args, sides: list[dict], **kwargs):
        super().__init__(*args, **kwargs)
        self.named = [(side["id"], side["name"]) for side in sides]  # the sides as choices
        self.side_ids = [side_id for side_id, _ in self.named]

    def add_engine_problems(self, problems) -> None:
        """Show each of the engine's problems on the field it names, so the entries stay."""
        for problem in problems:
            field = self.form_field_for(problem.field)
            self.add_error(field if field in self.fields else None, problem.message)

    def form_field_for(self, record_field: str) -> str | None:
        return self.record_fields.get(record_field.split(".")[0].split("[")[0])

    def dealer_after(self) -> dict[str, str]:
        """Who deals after an ordinary hand dealt by each side, for a phone entering hands with
        no signal; empty where the form does not ask for the dealer."""
        return {}

    # The field the form works out from the others when it is left empty, if any: left empty
    # when a hand is edited, so that it follows the values changed.
    worked_out_field: str | None = None

    def assumed(self) -> list[str]:
        """What the saved hand took as read because nothing was tapped, said after the save."""
        return []

    def described(self) -> list[str]:
        """The answers the form shows (its initial values), in its own words: "Turned up: 4",
        "High: Red Lion", as a player would read them back."""
        lines = []
        for name, field in self.fields.items():
            value = self.initial.get(name)
            if name == "client_id" or value in (None, "", False):
                continue
            label = field.label or name.replace("_", " ").capitalize()  # some are labelled in HTML
            if value is True:
                lines.append(str(label))
                continue
            choices = dict(getattr(field, "choices", ()))
            lines.append(f"{label}: {choices.get(value, choices.get(str(value), value))}")
        return lines


# Running the pack turns more cards: up to six turn-ups in all with two players (V-AF-12).
RUN_TURN_UPS = range(2, 7)


class AllFoursHandForm(HandForm):
    """One deal attempt of All Fours, in the order it happens at the table."""

    fields_template = "scoring/_allfours_fields.html"
    dealer = forms.ChoiceField(widget=forms.RadioSelect)

    def dealer_after(self) -> dict[str, str]:
        sides = tuple(self.side_ids)
        return {side: next_dealer(sides, side, [{"dealer": side}]) for side in sides}

    def assumed(self) -> list[str]:
        data = self.cleaned_data
        trump_in_play = data.get("high") not in (None, "", "none") and not data.get("misdeal")
        if trump_in_play and not data.get("jack") and data.get("turned") != "J":
            return ["the jack taken as not in play (nothing was tapped for it)"]
        return []

    turned = forms.ChoiceField(
        label="Turned up",
        required=False,
        widget=forms.RadioSelect,
        choices=[(rank, rank) for rank in RANKS],
    )
    beg = forms.ChoiceField(
        label="Beg",
        required=False,
        widget=forms.RadioSelect,
        choices=[("stand", "Stand"), ("give", "Give one"), ("run", "Run the pack")],
    )
    redeal = forms.BooleanField(label="The pack ran out (deal again)", required=False)
    high = forms.ChoiceField(label="High", required=False, widget=forms.RadioSelect)
    low = forms.ChoiceField(label="Low", required=False, widget=forms.RadioSelect)
    low_won = forms.ChoiceField(label="Low captured by", required=False, widget=forms.RadioSelect)
    jack = forms.ChoiceField(label="Jack held by", required=False, widget=forms.RadioSelect)
    jack_won = forms.ChoiceField(label="Jack won by", required=False, widget=forms.RadioSelect)
    game = forms.ChoiceField(label="Game", required=False, widget=forms.RadioSelect)
    misdeal = forms.BooleanField(label="Misdeal", required=False)
    looked = forms.ChoiceField(label="Looked too early", required=False, widget=forms.RadioSelect)
    revoke = forms.ChoiceField(label="Revoke", required=False, widget=forms.RadioSelect)
    revoke_honour = forms.ChoiceField(
        label="Revoke holding a top-five trump (loses the game)",
        required=False,
        widget=forms.RadioSelect,
    )

    record_fields = {
        "dealer": "dealer",
        "turned": "turned",
        "beg": "beg",
        "redeal": "redeal",
        "high": "high",
        "low": "low",
        "jack": "jack",
        "game": "game",
    }

    def __init__(self, *args, turn_up: bool, penalties: frozenset, **kwargs):
        super().__init__(*args, **kwargs)
        named = self.named
        self.fields["dealer"].choices = named
        self.fields["high"].choices = [*named, ("none", "No trump in play")]
        self.fields["low"].choices = [*named, ("none", "No trump in play")]
        self.fields["low_won"].choices = [("", "Its holder"), *named]
        self.fields["jack"].choices = [("none", "Not in play"), *named]
        self.fields["jack_won"].choices = [("", "Its holder's side"), *named]
        self.fields["game"].choices = [*named, ("tie", "Level")]
        for penalty in ("looked", "revoke", "revoke_honour"):
            self.fields[penalty].choices = [("", "Nobody"), *named]
        for n in RUN_TURN_UPS:
            self.fields[f"turned_{n}"] = forms.ChoiceField(
                label=f"Turn-up {n}",
                required=False,
                widget=forms.RadioSelect,
                choices=[(rank, rank) for rank in RANKS],
            )
        for side_id, name in named:
            self.fields[f"points_{side_id}"] = forms.IntegerField(
                label=f"{name}'s game points", required=False, min_value=0, max_value=80
            )
        removed = set()
        if not turn_up:
            removed |= {"turned", "beg", "redeal", *(f"turned_{n}" for n in RUN_TURN_UPS)}
        for penalty in ("misdeal", "looked", "revoke", "revoke_honour"):
            if penalty not in penalties:
                removed.add(penalty)
        for name in removed:
            del self.fields[name]

    def hand_record(self) -> dict:
        """The hand as a pegboard-record/1 All Fours hand. Left-out answers stay absent, so the
        engine can say which one it still needs."""
        data = self.cleaned_data
        hand = {"dealer": data["dealer"]}
        penalties = []
        if data.get("misdeal"):
            penalties.append({"kind": "misdeal", "side": data["dealer"]})
        for kind in ("looked", "revoke", "revoke_honour"):
            if data.get(kind):
                penalties.append({"kind": kind, "side": data[kind]})
        if penalties:
            hand["penalties"] = penalties
        if data.get("misdeal"):
            return hand
        if data.get("turned"):
            later = [data.get(f"turned_{n}") for n in RUN_TURN_UPS]
            hand["turned"] = [data["turned"], *(rank for rank in later if rank)]
        if data.get("beg"):
            hand["beg"] = data["beg"]
        if data.get("redeal"):
            hand["redeal"] = True
            return hand
        for field in ("high", "low"):
            if data.get(field):
                hand[field] = None if data[field] == "none" else data[field]
        if hand.get("low") and data.get("low_won") and data["low_won"] != hand["low"]:
            hand["low"] = {"held": hand["low"], "won": data["low_won"]}
        if data.get("jack") and data["jack"] != "none":
            won = data.get("jack_won") or data["jack"]
            hand["jack"] = (
                data["jack"] if won == data["jack"] else {"held": data["jack"], "won": won}
            )
        totals = {side: data.get(f"points_{side}") for side in self.side_ids}
        if any(value is not None for value in totals.values()):
            # The totals decide Game by the variant's own tie rule (V-AF-10).
            hand["game"] = {side: value or 0 for side, value in totals.items()}
        elif data.get("game"):
            hand["game"] = None if data["game"] == "tie" else data["game"]
        return hand

    @property
    def run_fields(self):
        return [self[f"turned_{n}"] for n in RUN_TURN_UPS if f"turned_{n}" in self.fields]

    @property
    def run_given(self) -> bool:
        return any(field.value() for field in self.run_fields) or bool(self["redeal"].value())

    @property
    def points_given(self) -> bool:
        return any(field.value() not in (None, "") for field in self.points_fields)

    @property
    def points_fields(self):
        return [self[f"points_{side}"] for side in self.side_ids]

    @staticmethod
    def initial_from(hand: dict) -> dict:
        """The form's answers for a stored hand record: the inverse of hand_record()."""
        initial = {"dealer": hand.get("dealer")}
        turned = hand.get("turned") or []
        if turned:
            initial["turned"] = turned[0]
            initial.update(
                {f"turned_{n}": rank for n, rank in zip(RUN_TURN_UPS, turned[1:], strict=False)}
            )
        if "beg" in hand:
            initial["beg"] = hand["beg"]
        initial["redeal"] = bool(hand.get("redeal"))
        for field in ("high", "low"):
            if field in hand:
                value = hand[field]
                if isinstance(value, dict):
                    initial[field], initial[f"{field}_won"] = value["held"], value["won"]
                else:
                    initial[field] = "none" if value is None else value
        jack = hand.get("jack")
        if isinstance(jack, dict):
            initial["jack"], initial["jack_won"] = jack["held"], jack["won"]
        elif "jack" in hand:
            initial["jack"] = jack or "none"
        game = hand.get("game", "")
        if isinstance(game, dict):
            initial.update({f"points_{side}": value for side, value in game.items()})
        elif "game" in hand:
            initial["game"] = "tie" if game is None else game
        for penalty in hand.get("penalties", []):
            if penalty["kind"] == "misdeal":
                initial["misdeal"] = True
            else:
                initial[penalty["kind"]] = penalty["side"]
        return initial


IN_KITTY = "kitty"  # the partner answer for a called card that lay in the kitty


class AmerikanerHandForm(HandForm):
    """One Amerikaner or Kani hand: the bid, the called partner, and every player's tricks.
    Leave one player's tricks empty and they are worked out from the rest."""

    fields_template = "scoring/_amerikaner_fields.html"
    passed = forms.BooleanField(label="Everyone passed", required=False)
    bidder = forms.ChoiceField(label="Bidder", required=False, widget=forms.RadioSelect)
    bid = forms.ChoiceField(label="Bid", required=False, widget=forms.RadioSelect)
    partner = forms.ChoiceField(
        label="Partner (held the called card)", required=False, widget=forms.RadioSelect
    )

    record_fields = {
        "passed": "passed",
        "bidder": "bidder",
        "bid": "bid",
        "partner": "partner",
    }

    def __init__(self, *args, variant, options: dict, **kwargs):
        super().__init__(*args, **kwargs)
        self.deal = deal_for(variant.id, options, len(self.side_ids))
        self.kani = variant.traits.kani
        named = self.named
        self.fields["bidder"].choices = named
        bids = [(str(n), str(n)) for n in range(self.deal.min_bid, self.deal.max_bid + 1)]
        if self.kani:
            bids[-1] = (str(KANI_TRICKS), f"{KANI_TRICKS} (Kani)")
        else:
            bids.append((AMERIKANER_BID, "Amerikaner"))
        self.fields["bid"].choices = bids
        partners = (
            [(IN_KITTY, "Nobody: the called card was in the kitty")] if self.deal.kitty else []
        )
        self.fields["partner"].choices = [*named, *partners]
        for side_id, name in named:
            self.fields[f"tricks_{side_id}"] = forms.IntegerField(
                label=f"{name}'s tricks", required=False, min_value=0, max_value=self.deal.tricks
            )

    def add_engine_problems(self, problems) -> None:
        """A problem with the tricks as a whole belongs beside the tricks, not at the top."""
        self.tricks_errors = [p.message for p in problems if p.field == "tricks"]
        super().add_engine_problems([p for p in problems if p.field != "tricks"])

    @property
    def tricks_fields(self):
        return [self[f"tricks_{side}"] for side in self.side_ids]

    def form_field_for(self, record_field: str) -> str | None:
        if record_field.startswith("tricks."):
            return f"tricks_{record_field.split('.', 1)[1]}"
        return super().form_field_for(record_field)

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
                tricks[blank[0]] = data[f"tricks_{blank[0]}"] = rest
        self.tricks = tricks
        number_bid = data.get("bid") and data["bid"] != AMERIKANER_BID
        if number_bid and not data.get("passed") and not data.get("partner"):
            # Never guess "alone": a forgotten tap would score the bidder without a partner.
            self.add_error(
                "partner",
                "Tap the partner"
                + (", or Nobody if the called card was in the kitty." if self.deal.kitty else "."),
            )
        return data

    def hand_record(self) -> dict:
        data = self.cleaned_data
        given = {side: count for side, count in self.tricks.items() if count is not None}
        if data.get("passed"):
            return {"passed": True, **({"tricks": given} if given else {})}
        hand = {}
        if data.get("bidder"):
            hand["bidder"] = data["bidder"]
        if data.get("bid"):
            hand["bid"] = data["bid"] if data["bid"] == AMERIKANER_BID else int(data["bid"])
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
            if hand["bid"] != AMERIKANER_BID and not hand.get("partner"):
                initial["partner"] = IN_KITTY
        return initial


MELD_ROWS = 4  # runs a hand form offers; more than four declared runs is no real hand


class BelaHandForm(HandForm):
    """One Bela / Klaberjass hand: maker and trump, the runs declared, bela, card points (the
    other side's filled in where all 32 cards are played), the last trick, or a claim."""

    fields_template = "scoring/_bela_fields.html"
    passed = forms.BooleanField(label="Nobody took trumps (thrown in)", required=False)
    maker = forms.ChoiceField(label="Maker", required=False, widget=forms.RadioSelect)
    trump = forms.ChoiceField(label="Trumps", required=False, widget=forms.RadioSelect)
    bela = forms.ChoiceField(
        label="Bela (trump king and queen)", required=False, widget=forms.RadioSelect
    )
    last_trick = forms.ChoiceField(label="Last trick", required=False, widget=forms.RadioSelect)
    big = forms.BooleanField(label="The maker went big", required=False)
    claim_side = forms.ChoiceField(label="Claimed by", required=False, widget=forms.RadioSelect)
    claim_points = forms.IntegerField(
        label="Points claimed", required=False, min_value=0, max_value=400
    )
    claim_trick = forms.IntegerField(label="After trick", required=False, min_value=1, max_value=9)

    record_fields = {
        "passed": "passed",
        "maker": "maker",
        "trump": "trump",
        "bela": "bela",
        "last_trick": "last_trick",
        "big": "big",
        "claim": "claim_points",
    }

    def __init__(self, *args, variant, options: dict, **kwargs):
        super().__init__(*args, **kwargs)
        named = self.named
        self.four_handed = variant.traits.players == 4
        self.options = options
        suits = [(suit, suit.capitalize()) for suit in SUITS]
        self.fields["trump"].choices = suits + (
            [(NO_TRUMP, "No trumps")] if options.get("no_trump") else []
        )
        for name in ("maker", "last_trick", "claim_side"):
            self.fields[name].choices = named
        self.fields["bela"].choices = [("", "Nobody"), *named]
        for side_id, name in named:
            self.fields[f"points_{side_id}"] = forms.IntegerField(
                label=f"{name}'s card points", required=False, min_value=0, max_value=152
            )
        for row in range(MELD_ROWS):
            self.fields[f"run_{row}_side"] = forms.ChoiceField(
                label="Declared by", required=False, choices=[("", "—"), *named]
            )
            self.fields[f"run_{row}_length"] = forms.ChoiceField(
                label="Cards",
                required=False,
                choices=[("", "—")] + [(str(n), str(n)) for n in range(3, 9)],
            )
            self.fields[f"run_{row}_top"] = forms.ChoiceField(
                label="Top card", required=False, choices=[("", "—")] + [(r, r) for r in RUN_RANKS]
            )
            self.fields[f"run_{row}_suit"] = forms.ChoiceField(
                label="Suit", required=False, choices=[("", "—"), *suits]
            )
        if variant.traits.players != 3:
            del self.fields["big"]
        if options.get("end_rule") == "play_out":
            for name in ("claim_side", "claim_points", "claim_trick"):
                del self.fields[name]

    @property
    def points_fields(self):
        return [self[f"points_{side}"] for side in self.side_ids]

    @property
    def run_rows(self):
        return [
            [self[f"run_{row}_{part}"] for part in ("side", "length", "top", "suit")]
            for row in range(MELD_ROWS)
        ]

    def form_field_for(self, record_field: str) -> str | None:
        if record_field.startswith("card_points"):
            side = record_field.partition(".")[2]
            return f"points_{side}" if side else f"points_{self.side_ids[-1]}"
        if record_field.startswith("melds"):
            row = re.search(r"\[(\d+)\]", record_field)
            rows = getattr(self, "_meld_rows", [])
            index = int(row.group(1)) if row else 0
            return f"run_{rows[index] if index < len(rows) else 0}_side"
        if record_field.startswith("claim"):
            return {"claim.trick": "claim_trick", "claim.side": "claim_side"}.get(
                record_field, "claim_points"
            )
        return super().form_field_for(record_field)

    @property
    def worked_out_field(self) -> str | None:
        return f"points_{self.side_ids[-1]}" if self.four_handed else None

    def clean(self):
        data = super().clean()
        points = {side: data.get(f"points_{side}") for side in self.side_ids}
        blank = [side for side, value in points.items() if value is None]
        if self.four_handed and len(blank) == 1:
            # All 32 cards are played four-handed: 152 card points, 120 without trumps (V-BE-1).
            total = 120 if data.get("trump") == NO_TRUMP else 152
            rest = total - sum(value for value in points.values() if value is not None)
            if rest >= 0:
                points[blank[0]] = data[f"points_{blank[0]}"] = rest
        self.card_points = points
        return data

    def hand_record(self) -> dict:
        data = self.cleaned_data
        if data.get("passed"):
            return {"passed": True}
        hand = {key: data[key] for key in ("maker", "trump", "bela", "last_trick") if data.get(key)}
        melds, self._meld_rows = [], []
        for row in range(MELD_ROWS):
            parts = [data.get(f"run_{row}_{part}") for part in ("side", "length", "top", "suit")]
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
                self._meld_rows.append(row)
        if melds:
            hand["melds"] = melds
        given = {side: value for side, value in self.card_points.items() if value is not None}
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
                {f"run_{row}_{part}": str(meld[part]) for part in ("side", "length", "top", "suit")}
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


def hand_form_for(game, data=None, initial=None, hands: list[dict] | None = None) -> HandForm:
    """The entry form for a stored game's next hand (or, with `initial`, for editing one)."""
    spec = find_game(game.game).variants[game.variant]
    if initial is None:
        initial = {}
        if game.game == "allfours":
            if hands is None:  # who deals next depends on the last hand only
                hands = list(game.hands.order_by("-position").values_list("data", flat=True)[:1])
            initial["dealer"] = next_dealer(
                game.side_ids, game.first_dealer or game.side_ids[0], hands
            )
    initial = {**initial, "client_id": uuid.uuid4()}
    if game.game == "allfours":
        return AllFoursHandForm(
            data,
            initial=initial,
            sides=game.sides,
            turn_up=spec.traits.turn_up,
            penalties=spec.traits.penalties,
        )
    if game.game == "amerikaner":
        options = {**spec.defaults, **game.options}
        return AmerikanerHandForm(
            data, initial=initial, sides=game.sides, variant=spec, options=options
        )
    if game.game == "bela":
        options = {**spec.defaults, **game.options}
        return BelaHandForm(data, initial=initial, sides=game.sides, variant=spec, options=options)
    raise LookupError(f"no entry form for {game.game}")
