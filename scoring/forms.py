"""Plain forms for starting a game and entering an All Fours hand. A hand form builds the hand
record of the spec; the engine then judges it, and its problems are shown on these fields."""

import json

from django import forms

from scoring.rules import games
from scoring.rules.allfours.variants import RANKS

# The variants a phone can score now: those with an entry form below.
PLAYABLE_GAMES = ("allfours",)


def variant_choices() -> list[tuple[str, str]]:
    return [
        (f"{game.id}:{variant.id}", f"{variant.title} — {variant.summary}")
        for game in games().values()
        if game.id in PLAYABLE_GAMES
        for variant in game.variants.values()
    ]


class StartGameForm(forms.Form):
    variant = forms.ChoiceField(choices=variant_choices, widget=forms.RadioSelect)
    side_a = forms.CharField(label="First side", max_length=40, initial="Us")
    players_a = forms.CharField(
        label="Players (optional)",
        max_length=120,
        required=False,
        help_text="Names, separated by commas",
    )
    side_b = forms.CharField(label="Second side", max_length=40, initial="Them")
    players_b = forms.CharField(label="Players (optional)", max_length=120, required=False)
    side_c = forms.CharField(label="Third side (three-handed only)", max_length=40, required=False)
    players_c = forms.CharField(label="Players (optional)", max_length=120, required=False)
    target = forms.IntegerField(
        label="Play to",
        min_value=1,
        max_value=10_000,
        required=False,
        help_text="Leave empty for the variant's own target",
    )
    first_dealer = forms.ChoiceField(
        label="First dealer",
        choices=[("A", "First side"), ("B", "Second side"), ("C", "Third side")],
        initial="A",
        widget=forms.RadioSelect,
    )

    def clean(self):
        data = super().clean()
        names = [data.get(f"side_{key}", "").strip() for key in "abc"]
        if not names[2] and data.get("first_dealer") == "C":
            self.add_error("first_dealer", "There is no third side to deal.")
        named = [name for name in names if name]
        if len({name.casefold() for name in named}) != len(named):
            self.add_error("side_b", "Give each side a different name.")
        return data

    def game_fields(self) -> dict:
        """The Game model's fields from the form."""
        data = self.cleaned_data
        game, variant = data["variant"].split(":")
        sides = []
        for key, side_id in zip("abc", "ABC", strict=True):
            name = data.get(f"side_{key}", "").strip()
            if name:
                players = [
                    p.strip() for p in data.get(f"players_{key}", "").split(",") if p.strip()
                ]
                sides.append({"id": side_id, "name": name, "players": players})
        options = {"target": data["target"]} if data.get("target") else {}
        return {"game": game, "variant": variant, "sides": sides, "options": options}


class ImportGameForm(forms.Form):
    """A pegboard-record/1 as a file or pasted: an exported game, or a paper sheet with start."""

    file = forms.FileField(label="Record file (.json)", required=False)
    text = forms.CharField(
        label="Or paste the record", required=False, widget=forms.Textarea(attrs={"rows": 6})
    )

    MAX_BYTES = 1_000_000

    def clean(self):
        data = super().clean()
        upload, text = data.get("file"), (data.get("text") or "").strip()
        if upload:
            if upload.size > self.MAX_BYTES:
                raise forms.ValidationError("That file is too big for a game record.")
            text = upload.read().decode("utf-8", errors="replace")
        if not text:
            raise forms.ValidationError("Choose a record file or paste one.")
        try:
            record = json.loads(text)
        except json.JSONDecodeError as error:
            raise forms.ValidationError(
                f"That is not valid JSON (line {error.lineno}: {error.msg})."
            ) from None
        if isinstance(record, dict) and "record" in record and "format" not in record:
            record = record["record"]  # a shared example: the record beside its expected result
        data["record"] = record
        return data


class AllFoursHandForm(forms.Form):
    """One deal attempt of All Fours, in the order it happens at the table."""

    client_id = forms.UUIDField(widget=forms.HiddenInput)
    dealer = forms.ChoiceField(widget=forms.RadioSelect)
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
    run_turned = forms.CharField(
        label="Cards turned while running",
        required=False,
        max_length=40,
        help_text="In order, e.g. 7 A",
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

    NOT_GIVEN = ""

    def __init__(self, *args, sides: list[dict], turn_up: bool, penalties: frozenset, **kwargs):
        super().__init__(*args, **kwargs)
        named = [(side["id"], side["name"]) for side in sides]
        self.fields["dealer"].choices = named
        self.fields["high"].choices = [*named, ("none", "No trump in play")]
        self.fields["low"].choices = [*named, ("none", "No trump in play")]
        self.fields["low_won"].choices = [("", "Its holder"), *named]
        self.fields["jack"].choices = [("none", "Not in play"), *named]
        self.fields["jack_won"].choices = [("", "Its holder's side"), *named]
        self.fields["game"].choices = [*named, ("tie", "Level")]
        for penalty in ("looked", "revoke", "revoke_honour"):
            self.fields[penalty].choices = [("", "Nobody"), *named]
        for side_id, name in named:
            self.fields[f"points_{side_id}"] = forms.IntegerField(
                label=f"{name}'s game points", required=False, min_value=0, max_value=80
            )
        self.side_ids = [side_id for side_id, _ in named]
        removed = set()
        if not turn_up:
            removed |= {"turned", "beg", "run_turned", "redeal"}
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
            hand["turned"] = [data["turned"], *data.get("run_turned", "").upper().split()]
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
            initial["turned"], initial["run_turned"] = turned[0], " ".join(turned[1:])
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

    def add_engine_problems(self, problems) -> None:
        """Show each of the engine's problems on the field it names, so the entries stay."""
        for problem in problems:
            field = FIELD_FOR.get(problem.field.split(".")[0].split("[")[0])
            self.add_error(field if field in self.fields else None, problem.message)


# Record fields to the form fields that enter them.
FIELD_FOR = {
    "dealer": "dealer",
    "turned": "turned",
    "beg": "beg",
    "redeal": "redeal",
    "high": "high",
    "low": "low",
    "jack": "jack",
    "game": "game",
}
