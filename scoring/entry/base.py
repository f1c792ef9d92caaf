"""What every hand entry form shares: the sides as choices, the phone's id for the hand, and
the one way the engine's problems reach the fields that entered them."""

import json
import re
import threading
from functools import cache

from django import forms
from django.utils.translation import get_language

from kernel.numbers import number_field
from scoring.sheets import refusal_words


class HandEntry(forms.Form):
    """One hand as tapped in. A family's form builds the spec's hand record from the taps
    (`hand_record`), reads a stored record back for editing (`initial_from`, its inverse),
    and leaves every judgement to the engine."""

    client_id = forms.UUIDField(widget=forms.HiddenInput)

    fields_template = ""
    # Where the engine's problems land: the record field a problem names ("tricks.B",
    # "melds[1].top", "claim") -> the form field that entered it. In a pattern "{side}" and
    # "{n}" stand for a side's id and a list index, and a target may use them and "{last}"
    # (the last side). The longest pattern matching the start of the field wins; a target
    # that is not one of the form's fields is a group of fields (`group_errors`).
    problem_fields: dict[str, str] = {}
    # A group's words, as its template heads it, for a refusal named away from the form (the
    # game import page: "Hand 3, penalties").
    group_labels: dict = {}
    # The field worked out from the others when left empty, if any: left empty when a hand
    # is edited, so that it follows the values changed.
    worked_out_field: str | None = None

    def __init__(self, *args, sides: list[dict], variant, options: dict, **kwargs):
        self.named = [(side["id"], side["name"]) for side in sides]  # the sides as choices
        self.side_ids = [side_id for side_id, _ in self.named]
        self.variant, self.options = variant, options
        self.group_errors: dict[str, list[str]] = {}
        # A game's fields (their choices name its sides) are built once per shape of game
        # and language, then shared: every hand of a league night asks for the same form.
        shape = (type(self), variant.id, tuple(self.named), _options_key(options), get_language())
        shared = _shaped.get(shape)
        if shared is not None:
            self.base_fields = shared  # Django copies base_fields into self.fields
        super().__init__(*args, **kwargs)
        if shared is None:
            self.shape()
            _keep_shape(shape, self.fields)

    def shape(self) -> None:
        """Fit the fields to the game: the sides as choices, the variant's own fields. Runs
        once per shape of game; the fields are not changed after it, because they are shared
        by every form of that shape."""

    def add_side_numbers(self, prefix: str, label: str, most: int) -> None:
        """A whole-number field per side: `prefix`_A labelled `label` with the side's name, as
        chips where it has few values (tricks), else a box."""
        for side_id, name in self.named:
            self.fields[f"{prefix}_{side_id}"] = number_field(
                label.format(name=name), most, required=False
            )

    def side_numbers(self, prefix: str) -> list:
        """The per-side fields of `prefix`, bound, in the order of the sides."""
        return [self[f"{prefix}_{side}"] for side in self.side_ids]

    @classmethod
    def next_hand_initial(cls, game, hands: list[dict] | None) -> dict:
        """The answers a new hand starts with (All Fours knows who deals next)."""
        return {}

    def add_engine_problems(self, problems) -> None:
        """Show each of the engine's problems beside what entered it, so the entries stay."""
        names = dict(self.named)
        for problem in problems:
            target, words = self.form_field_for(problem.field), refusal_words(problem, names)
            if target in self.fields:
                self.add_error(target, words)
            elif target:
                self.group_errors.setdefault(target, []).append(words)
            else:
                self.add_error(None, words)

    def form_field_for(self, record_field: str) -> str | None:
        for pattern in sorted(self.problem_fields, key=len, reverse=True):
            if match := _compiled(pattern).match(record_field):
                target = self.problem_fields[pattern]
                return target.format(last=self.side_ids[-1], **match.groupdict())
        return None

    def place_words(self, record_field: str) -> str | None:
        """The words the form shows over what entered `record_field` (its field's label, or its
        group's heading), for a page that names the place without the form; None if nothing
        of the form entered it."""
        target = self.form_field_for(record_field)
        label = self.fields[target].label if target in self.fields else None
        label = label or self.group_labels.get(target)
        return str(label) if label else None

    def dealer_after(self) -> dict[str, dict[str, str]]:
        """Who deals next after a hand dealt by each side, for a phone entering hands with no
        signal (static/js/outbox.js): under "" after an ordinary hand, and under a box's name
        after a hand with that box ticked, for each box that changes the answer (All Fours: a
        misdeal, or the pack ran out, and the same dealer deals again). Empty where the form
        does not ask for the dealer.

        A table rather than the seat order and a count of hands: who deals next is a rule
        (scoring/rules), and a phone that rotated by itself would disagree with it after a
        misdeal. The table is the rules' own answers, so the phone restates nothing."""
        return {}

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


class SharedFields(dict):
    """A shape's fields, shared by its forms. Django deep-copies a form's base_fields so that
    one form may change its fields without touching another's; an entry form changes them only
    in `shape`, so each form gets its own dict of the same, unchanged, fields."""

    def __deepcopy__(self, memo) -> dict:
        return dict(self)


# Kept by everything the fields are made of (form, variant, sides, options, language: nothing
# read from the database), SHAPES_KEPT at most, then begun again.
_shaped: dict[tuple, SharedFields] = {}
_shaped_lock = threading.Lock()
SHAPES_KEPT = 512  # shapes of game per process; a league night has a few dozen


def _keep_shape(shape: tuple, fields: dict) -> None:
    with _shaped_lock:
        if len(_shaped) >= SHAPES_KEPT:
            _shaped.clear()
        _shaped[shape] = SharedFields(fields)


def _options_key(options: dict) -> str:
    return json.dumps(options, sort_keys=True, default=str)


@cache  # by the pattern alone, one of the code's few
def _compiled(pattern: str) -> re.Pattern:
    """A problem_fields pattern as a regular expression matching a record field's start."""
    regex = re.escape(pattern)
    regex = regex.replace(r"\{side\}", r"(?P<side>[^.\[\]]+)").replace(r"\{n\}", r"(?P<n>\d+)")
    return re.compile(regex + r"(?=$|[.\[])")
