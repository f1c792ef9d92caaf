"""The All Fours hand, in the order it happens at the table: dealer, turn-up, beg and run,
then High, Low, Jack and Game, and the penalties the variant knows."""

from django import forms
from django.utils.text import format_lazy
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from scoring.entry.base import HandEntry
from scoring.rules.allfours import facts

# The cards turned after the first when the pack is run: up to six turn-ups in all (V-AF-12).
RUN_TURN_UPS = facts.turn_ups()[1:]


def _chips(label) -> forms.ChoiceField:
    """An answer tapped on one chip, or left out."""
    return forms.ChoiceField(label=label, required=False, widget=forms.RadioSelect)


class AllFoursEntry(HandEntry):
    """One deal attempt of All Fours, in the order it happens at the table."""

    fields_template = "scoring/_allfours_fields.html"
    dealer = forms.ChoiceField(label=_("Dealer"), widget=forms.RadioSelect)

    @classmethod
    def next_hand_initial(cls, game, hands: list[dict] | None) -> dict:
        if hands is None:  # who deals next depends on the last hand only
            hands = list(game.hands.order_by("-position").values_list("data", flat=True)[:1])
        return {
            "dealer": facts.next_dealer(game.side_ids, game.first_dealer or game.side_ids[0], hands)
        }

    def dealer_after(self) -> dict[str, dict[str, str]]:
        # Each answer is the rules core's (facts.next_dealer) for the record this form builds
        # (_record) from the dealer alone, or with one box ticked: the phone only looks up.
        sides = tuple(self.side_ids)

        def after(box: str) -> dict[str, str]:
            hands = {side: self._record({"dealer": side, box: True}) for side in sides}
            return {side: facts.next_dealer(sides, side, [hands[side]]) for side in sides}

        boxes = [
            name for name, field in self.fields.items() if isinstance(field, forms.BooleanField)
        ]
        tables = {box: after(box) for box in ["", *boxes]}
        return {box: table for box, table in tables.items() if box == "" or table != tables[""]}

    def assumed(self) -> list[str]:
        data = self.cleaned_data
        trump_in_play = data.get("high") not in (None, "", "none") and not data.get("misdeal")
        if trump_in_play and not data.get("jack") and data.get("turned") != "J":
            return [gettext("the jack taken as not in play (nothing was tapped for it)")]
        return []

    turned = forms.ChoiceField(
        label=_("Turned up"),
        required=False,
        widget=forms.RadioSelect,
        choices=[(rank, rank) for rank in facts.RANKS],
    )
    beg = forms.ChoiceField(
        label=_("Beg"),
        required=False,
        widget=forms.RadioSelect,
        choices=[("stand", _("Stand")), ("give", _("Give one")), ("run", _("Run the pack"))],
    )
    redeal = forms.BooleanField(label=_("The pack ran out (deal again)"), required=False)
    high = _chips(_("High"))
    low = _chips(_("Low"))
    low_won = _chips(_("Low captured by"))
    jack = _chips(_("Jack held by"))
    jack_won = _chips(_("Jack won by"))
    game = _chips(_("Game"))
    misdeal = forms.BooleanField(label=_("Misdeal"), required=False)
    looked = _chips(_("Looked too early"))
    revoke = _chips(_("Revoke"))
    revoke_honour = _chips(_("Revoke holding a top-five trump (loses the game)"))

    problem_fields = {
        **{name: name for name in ("dealer", "turned", "beg", "redeal", "high", "low", "jack")},
        "game": "game",
        "penalties": "penalties",  # the penalties as a whole: beside all of them
    }
    group_labels = {"penalties": _("Penalties")}

    def shape(self) -> None:
        turn_up, penalties = facts.turns_up(self.variant), facts.penalties(self.variant)
        named = self.named
        self.fields["dealer"].choices = named
        self.fields["high"].choices = [*named, ("none", _("No trump in play"))]
        self.fields["low"].choices = [*named, ("none", _("No trump in play"))]
        self.fields["low_won"].choices = [("", _("Its holder")), *named]
        self.fields["jack"].choices = [("none", _("Not in play")), *named]
        self.fields["jack_won"].choices = [("", _("Its holder's side")), *named]
        self.fields["game"].choices = [*named, ("tie", _("Level"))]
        for penalty in ("looked", "revoke", "revoke_honour"):
            self.fields[penalty].choices = [("", _("Nobody")), *named]
        for n in RUN_TURN_UPS:
            self.fields[f"turned_{n}"] = forms.ChoiceField(
                label=format_lazy(_("Turn-up {n}"), n=n),
                required=False,
                widget=forms.RadioSelect,
                choices=[(rank, rank) for rank in facts.RANKS],
            )
        self.add_side_numbers("points", _("{name}'s game points"), facts.MOST_GAME_POINTS)
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
        return self._record(self.cleaned_data)

    def _record(self, data: dict) -> dict:
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
        return self.side_numbers("points")

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
