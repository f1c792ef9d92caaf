"""Plain forms for starting and importing a game. The hand entry forms are in scoring/entry/."""

import json
import re
import uuid

from django import forms
from django.utils.translation import gettext, ngettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from kernel.numbers import WholeNumber
from kernel.sizes import LARGEST_UPLOAD
from kernel.words import listed_or
from scoring.option_fields import EndingFields, option_field
from scoring.rules import find_variant, games, limits, unwrap_example
from scoring.rules.names import name_key


def variant_choices() -> list[tuple[str, str]]:
    return [
        (f"{game.id}:{variant.id}", f"{gettext(variant.title)} — {gettext(variant.summary)}")
        for game in games().values()
        for variant in game.variants.values()
    ]


SIDE_KEYS = "abcdef"
SIDE_IDS = "ABCDEF"
# Each name field's label, whole, for each word a variant uses for a side (translators need
# the whole phrase: an ordinal agrees with its noun in Italian, and follows it in Persian).
NAME_LABELS = {
    "side": (
        _("First side or player"),
        _("Second side or player"),
        _("Third side or player"),
        _("Fourth side or player"),
        _("Fifth side or player"),
        _("Sixth side or player"),
    ),
    "team": (
        _("First team"),
        _("Second team"),
        _("Third team"),
        _("Fourth team"),
        _("Fifth team"),
        _("Sixth team"),
    ),
    "player": (
        _("First player"),
        _("Second player"),
        _("Third player"),
        _("Fourth player"),
        _("Fifth player"),
        _("Sixth player"),
    ),
}
NUMBER_WORDS = (
    pgettext_lazy("how many", "no"),
    pgettext_lazy("how many", "one"),
    pgettext_lazy("how many", "two"),
    pgettext_lazy("how many", "three"),
    pgettext_lazy("how many", "four"),
    pgettext_lazy("how many", "five"),
    pgettext_lazy("how many", "six"),
)
HOW_MANY = {
    "side": _("%(how_many)s sides"),
    "team": _("%(how_many)s teams"),
    "player": _("%(how_many)s players"),
}


def number_word(n: int) -> str:
    return str(NUMBER_WORDS[n]) if 0 <= n < len(NUMBER_WORDS) else str(n)


def how_many(counts: tuple[int, ...], word: str) -> str:
    """(4,) -> "four players"; (2, 3) -> "two or three sides"; (3, 4, 5, 6) -> "three to six
    players"."""
    words = [number_word(n) for n in counts]
    if len(counts) > 2 and list(counts) == list(range(counts[0], counts[-1] + 1)):
        phrase = gettext("%(first)s to %(last)s") % {"first": words[0], "last": words[-1]}
    else:
        phrase = listed_or(words)
    return HOW_MANY[word] % {"how_many": phrase}


NOT_PLAYING = {
    "side": _("That side is not playing: choose one who is."),
    "team": _("That team is not playing: choose one who is."),
    "player": _("That player is not playing: choose one who is."),
}
DIFFERENT_NAMES = {
    "side": _("Give each side a different name."),
    "team": _("Give each team a different name."),
    "player": _("Give each player a different name."),
}


def default_name(word: str, index: int) -> str | None:
    """Ready names for a two-sided game between teams ("Us", "Them"); players are named."""
    if word == "player":
        return None
    return {0: gettext("Us"), 1: gettext("Them")}.get(index)


def field_for_problem(form: forms.Form, record_field: str) -> str | None:
    """The form field an engine problem about a new game belongs beside: options.X on the
    option's field (or the target's), one side's name or players on that side's field, the
    sides as a whole on the last side's; None (the form's top) when the form has no such
    field."""
    head, _, key = record_field.partition(".")
    one_side = re.fullmatch(r"sides\[(\d+)\]", head)
    if head == "options":
        field = "target" if key == "target" else f"option_{key}"
    elif one_side and int(one_side[1]) < len(SIDE_KEYS):
        kind = "players" if key.startswith("players") else "side"
        field = f"{kind}_{SIDE_KEYS[int(one_side[1])]}"
    else:
        field = "side_c" if head == "sides" else None
    return field if field in form.fields else None


class StartGameForm(forms.Form):
    """A new game of a chosen variant: up to six sides (Amerikaner has up to six players), the
    target and the variant's house rules with their defaults, and the first dealer. The
    engine then checks the sides and options for the variant."""

    variant = forms.CharField(widget=forms.HiddenInput)
    target = WholeNumber(
        label=_("Play to"), min_value=1, max_value=limits.LARGEST_OPTION, required=False
    )
    # Chosen among the sides named, by name (choices set in __init__; the page's script
    # follows the names as they are typed); none chosen, the first named deals.
    first_dealer = forms.ChoiceField(
        label=_("First dealer"),
        required=False,
        widget=forms.RadioSelect,
        help_text=_("Tap who deals first. If nobody is tapped, the first name deals."),
    )

    def __init__(self, *args, spec=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.spec = spec
        word = spec.side_word if spec else "side"
        for index, key in enumerate(SIDE_KEYS[: max(spec.side_counts) if spec else 6]):
            self.fields[f"side_{key}"] = forms.CharField(
                label=NAME_LABELS[word][index],
                max_length=limits.LONGEST_NAME,
                required=False,
                initial=default_name(word, index),
            )
            if word != "player":  # a player has no players; a side or team may list them
                self.fields[f"players_{key}"] = forms.CharField(
                    label=_("Players (optional)"),
                    max_length=120,
                    required=False,
                    help_text=_("Names, separated by commas"),
                )
        self.option_keys = []
        self.fields["first_dealer"].choices = [
            (side_id, self._name_given(key))
            for key, side_id in zip(SIDE_KEYS, SIDE_IDS, strict=True)
            if f"side_{key}" in self.fields
        ]
        self.fields["first_dealer"].error_messages["invalid_choice"] = NOT_PLAYING[word]
        if not self.is_bound and "first_dealer" not in self.initial:
            named = [side_id for side_id, name in self.fields["first_dealer"].choices if name]
            self.fields["first_dealer"].initial = named[0] if named else None
        if spec is not None:
            self.fields["variant"].initial = f"{spec.game}:{spec.id}"
            default_target = spec.defaults.get("target")
            self.fields["target"].initial = default_target
            self.fields["target"].help_text = (
                gettext("Default: %(value)s") % {"value": default_target}
                if default_target
                else gettext("Agree a target before you play")
            )
            for key, option in spec.options.items():
                field = None if key == "target" else option_field(option, spec.defaults.get(key))
                if field is not None:
                    self.fields[f"option_{key}"] = field
                    self.option_keys.append(key)
            self.ending = EndingFields(self, spec)

    def _name_given(self, key: str) -> str:
        """The name typed (or offered) for side `key`, as the dealer chips show it."""
        name = f"side_{key}"
        if self.is_bound:
            return (self.data.get(self.add_prefix(name)) or "").strip()
        return str(self.initial.get(name) or self.fields[name].initial or "").strip()

    @property
    def dealer_chips(self):
        """Each dealer chip, the name box it follows, and whether it is hidden (no name yet)."""
        return [
            (choice, self[f"side_{SIDE_KEYS[index]}"].auto_id, not choice.choice_label)
            for index, choice in enumerate(self["first_dealer"])
        ]

    @property
    def option_fields(self):
        """The house rules folded away: every option but those saying how the game ends."""
        ending = self.ending.names if self.spec else ()
        return [self[name] for key in self.option_keys if (name := f"option_{key}") not in ending]

    @property
    def ending_rows(self):
        """The target and the options it depends on or that depend on it, shown open."""
        return list(self.ending.rows())

    def clean_variant(self):
        if find_variant(self.cleaned_data["variant"]) is None:
            raise forms.ValidationError(gettext("Choose a game from the list."))
        return self.cleaned_data["variant"]

    def _name_rows(self, keys):
        return [
            (self[f"side_{k}"], self[f"players_{k}"] if f"players_{k}" in self.fields else None)
            for k in keys
            if f"side_{k}" in self.fields
        ]

    @property
    def usual_sides(self):
        """The name fields shown open: as many as the variant usually has."""
        return self._name_rows(SIDE_KEYS[: self.spec.sides_usually])

    @property
    def more_sides(self):
        """The further sides the variant allows, folded away."""
        return self._name_rows(SIDE_KEYS[self.spec.sides_usually :])

    def clean(self):
        data = super().clean()
        names = [(data.get(f"side_{key}") or "").strip() for key in SIDE_KEYS]
        word = self.spec.side_word if self.spec else "side"
        dealer = data.get("first_dealer")
        if dealer and not names[SIDE_IDS.index(dealer)]:
            self.add_error("first_dealer", NOT_PLAYING[word])
        elif not dealer:
            data["first_dealer"] = next(
                (side_id for side_id, name in zip(SIDE_IDS, names, strict=False) if name), None
            )
        named = [name for name in names if name]
        if len({name_key(name) for name in named}) != len(named):
            self.add_error("side_b", DIFFERENT_NAMES[word])
        if self.spec is not None:
            self._check_how_many(names, word)
            if "target" in self.spec.required_options and not data.get("target"):
                message = gettext("Agree a target for %(game)s and enter it here.")
                self.add_error("target", message % {"game": gettext(self.spec.title)})
            self.ending.check(data)
        return data

    def _check_how_many(self, names: list[str], word: str) -> None:
        """The variant's own count of sides or players, said as the players would say it."""
        counts, count = self.spec.side_counts, sum(1 for name in names if name)
        if count in counts:
            return
        first_empty = next(SIDE_KEYS[i] for i, name in enumerate(names) if not name)
        said = {"game": gettext(self.spec.title), "how_many": how_many(counts, word)}
        if count < min(counts):
            missing = min(counts) - count
            message = ngettext(
                "%(game)s is for %(how_many)s: add %(missing)s more name.",
                "%(game)s is for %(how_many)s: add %(missing)s more names.",
                missing,
            )
            said["missing"] = number_word(missing)
            self.add_error(f"side_{first_empty}", message % said)
        else:
            message = gettext("%(game)s is for %(how_many)s, not %(count)s.")
            said["count"] = number_word(count)
            self.add_error(f"side_{SIDE_KEYS[count - 1]}", message % said)

    # Made with the page, like Play again's (older pages send none): the same start sent
    # twice makes one game.
    start_key = forms.UUIDField(widget=forms.HiddenInput, required=False, initial=uuid.uuid4)

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
        for key in self.option_keys:
            value = data.get(f"option_{key}")
            # Only what differs from the variant's own rules goes into the record.
            if value not in (None, "") and value != self.spec.defaults.get(key):
                options[key] = value
        if "target" in options and options["target"] == self.spec.defaults.get("target"):
            del options["target"]
        return {"game": game, "variant": variant, "sides": sides, "options": options}


class ImportGameForm(forms.Form):
    """A pegboard-record/1 as a file or pasted: an exported game, or a paper sheet with start."""

    file = forms.FileField(label=_("Record file (.json)"), required=False)
    text = forms.CharField(
        label=_("Or paste the record"), required=False, widget=forms.Textarea(attrs={"rows": 6})
    )

    MAX_BYTES = LARGEST_UPLOAD

    def clean(self):
        data = super().clean()
        upload, text = data.get("file"), (data.get("text") or "").strip()
        if upload:
            if upload.size > self.MAX_BYTES:
                raise forms.ValidationError(gettext("That file is too big for a game record."))
            text = upload.read().decode("utf-8", errors="replace")
        if not text:
            raise forms.ValidationError(gettext("Choose a record file or paste one."))
        try:
            record = json.loads(text)
        except json.JSONDecodeError as error:
            message = gettext("That is not valid JSON (line %(line)s: %(why)s).")
            raise forms.ValidationError(
                message % {"line": error.lineno, "why": error.msg}
            ) from None
        except RecursionError:
            raise forms.ValidationError(
                gettext("That record is nested too deeply to be a game.")
            ) from None
        except ValueError:
            # Python refuses to read integers of thousands of digits (int_max_str_digits).
            raise forms.ValidationError(
                gettext("That record holds a number too long to be a score.")
            ) from None
        data["record"] = unwrap_example(record)
        return data


class HandTarget(forms.Form):
    """Which hand a change acts on, and the revision of it the phone showed: undo, edit and
    delete name their hand, so a resent request can never act on the hand before it."""

    hand = forms.UUIDField()
    revision = forms.IntegerField(required=False, min_value=0, max_value=2_147_483_647)


class PlayAgainForm(forms.Form):
    """The same sides again: the key its page made, so that the start sent twice makes one
    game."""

    start_key = forms.UUIDField(widget=forms.HiddenInput, initial=uuid.uuid4)
