"""Plain forms for starting and importing a game. The hand forms are in hand_forms.py."""

import json

from django import forms

from scoring.rules import games


def variant_choices() -> list[tuple[str, str]]:
    return [
        (f"{game.id}:{variant.id}", f"{variant.title} — {variant.summary}")
        for game in games().values()
        for variant in game.variants.values()
    ]


SIDE_KEYS = "abcdef"
SIDE_IDS = "ABCDEF"
ORDINALS = ("First", "Second", "Third", "Fourth", "Fifth", "Sixth")


class StartGameForm(forms.Form):
    """A new game: the variant, up to six sides (Amerikaner has up to six players), the target
    and the first dealer. The engine then checks the sides and options for the variant."""

    variant = forms.ChoiceField(choices=variant_choices, widget=forms.RadioSelect)
    target = forms.IntegerField(
        label="Play to",
        min_value=1,
        max_value=10_000,
        required=False,
        help_text="Leave empty for the variant's own target (Kani needs one)",
    )
    first_dealer = forms.ChoiceField(
        label="First dealer",
        initial="A",
        widget=forms.RadioSelect,
        choices=list(zip(SIDE_IDS, ORDINALS, strict=True)),
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for index, key in enumerate(SIDE_KEYS):
            required = index < 2
            self.fields[f"side_{key}"] = forms.CharField(
                label=f"{ORDINALS[index]} side or player",
                max_length=40,
                required=required,
                initial={0: "Us", 1: "Them"}.get(index),
            )
            self.fields[f"players_{key}"] = forms.CharField(
                label="Players (optional)",
                max_length=120,
                required=False,
                help_text="Names, separated by commas",
            )

    @property
    def more_sides(self):
        return [(self[f"side_{key}"], self[f"players_{key}"]) for key in SIDE_KEYS[2:]]

    def clean(self):
        data = super().clean()
        names = [(data.get(f"side_{key}") or "").strip() for key in SIDE_KEYS]
        dealer = data.get("first_dealer")
        if dealer and not names[SIDE_IDS.index(dealer)]:
            self.add_error("first_dealer", "That side is not playing.")
        named = [name for name in names if name]
        if len({name.casefold() for name in named}) != len(named):
            self.add_error("side_b", "Give each side a different name.")
        return data

    def game_fields(self) -> dict:
        """The Game model's fields from the form."""
        data = self.cleaned_data
        game, variant = data["variant"].split(":")
        sides = []
        for key, side_id in zip(SIDE_KEYS, SIDE_IDS, strict=True):
            name = (data.get(f"side_{key}") or "").strip()
            if name:
                players = [
                    p.strip() for p in (data.get(f"players_{key}") or "").split(",") if p.strip()
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
