"""Number boxes that keep the players' digits: a text box with a numeric keypad, never the
browser's number box, which throws away the Persian digits a Persian keyboard types (۴۰ left
an empty box). The value is shown in the page's digits and read back in any of them."""

from django import forms
from django.utils.functional import lazy
from django.utils.text import format_lazy
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _

from kernel.digits import OWN_DIGITS, western

# What a box takes, as the browser checks it (an <input pattern>, compiled with the "v" flag,
# where a literal minus is escaped): Western, Persian and Arabic-Indic digits, and a minus
# (hyphen or U+2212) where a number may be negative.
DIGITS = r"[0-9\u06F0-\u06F9\u0660-\u0669]+"  # escaped: the page's tags keep Western digits
WHOLE = DIGITS
SIGNED = rf"(\-|\u2212)?{DIGITS}"


def in_page_digits(value) -> str:
    """A number as the page writes its numbers (Persian digits on a Persian page)."""
    digits = OWN_DIGITS.get((get_language() or "").split("-")[0])
    text = str(value)
    return text.translate(digits) if digits else text


INVALID = _("{field}: type a whole number, in digits.")
TOO_MANY = _("{field}: type %(limit_value)s or less.")
TOO_FEW = _("{field}: type %(limit_value)s or more.")

_percent_kept = lazy(lambda label: str(label).replace("%", "%%"), str)


class NumberBox(forms.TextInput):
    """A text box the phone opens with its numeric keypad, its value in the page's digits."""

    def __init__(self, attrs=None, *, negative: bool = False):
        # autocomplete off: a browser offering last night's scores invites a wrong tap.
        defaults = {
            "inputmode": "numeric",
            "pattern": SIGNED if negative else WHOLE,
            "autocomplete": "off",
        }
        super().__init__({**defaults, **(attrs or {})})

    def format_value(self, value):
        value = super().format_value(value)
        return None if value is None else in_page_digits(western(value))


class WholeNumber(forms.IntegerField):
    """An IntegerField in a NumberBox. It reads Persian and Arabic-Indic digits and a real minus
    itself too, so a form reads them whichever way its data came (not only through the
    middleware), and its refusal names the field."""

    widget = NumberBox

    def __init__(self, *, label=None, **kwargs):
        negative = kwargs.get("min_value") is None or kwargs["min_value"] < 0
        kwargs.setdefault("widget", NumberBox(negative=negative))
        super().__init__(label=label, **kwargs)
        if label:
            # Beside its box, and at the page's top for a form that lists them: each names it.
            self.error_messages = {
                **self.error_messages,
                "invalid": format_lazy(INVALID, field=label),
                # These are filled with %(limit_value)s: a "%" in a side's name is kept as one.
                "max_value": format_lazy(TOO_MANY, field=_percent_kept(label)),
                "min_value": format_lazy(TOO_FEW, field=_percent_kept(label)),
            }

    def to_python(self, value):
        if isinstance(value, str):
            value = western(value.strip())
        return super().to_python(value)

    def widget_attrs(self, widget):
        # No min/max/step on a text box (the browser's number box reads them); maxlength keeps
        # a slip of the thumb from typing a page of digits.
        attrs = forms.Field.widget_attrs(self, widget)
        if not isinstance(widget, NumberBox):
            return attrs
        most = max(abs(self.max_value or 0), abs(self.min_value or 0))
        if most:
            signed = self.min_value is not None and self.min_value < 0
            attrs["maxlength"] = str(len(str(most)) + signed)
        return attrs


# A number with at most this many possible values is offered as chips (a tap each) before
# the keyboard: tricks 0-13, a pair game's score to 15.
FEW = 26


class NumberChips(forms.RadioSelect):
    """A number as chips 0..most, and a box to type it (a score past the target, or a phone
    whose player would rather type): both post under the field's name, the box last, and a
    number typed wins over a chip (the page's script clears the one when the other is used)."""

    def __init__(self, most: int, attrs=None):
        super().__init__(attrs, choices=[(str(n), str(n)) for n in range(most + 1)])
        self.box = NumberBox()

    def value_from_datadict(self, data, files, name):
        values = data.getlist(name) if hasattr(data, "getlist") else [data.get(name)]
        given = [str(value) for value in values if value is not None and str(value).strip()]
        return given[-1] if given else None

    def value_omitted_from_data(self, data, files, name):
        return name not in data

    def typed(self, name: str, value, box_id: str, label) -> str:
        """The box for typing the number; it shows a value that no chip shows."""
        shown = None if value in (None, "") or western(str(value)) in self.chip_values() else value
        return self.box.render(name, shown, {"id": box_id, "class": "typed", "aria-label": label})

    def chip_values(self) -> set[str]:
        return {value for value, _ in self.choices}


def number_field(label, most: int, *, chips_to: int | None = None, **kwargs) -> WholeNumber:
    """A whole number from 0 to `most`: chips (0 to `chips_to`, or to `most`) when they are
    few, and a box to type it."""
    chips_to = most if chips_to is None else min(chips_to, most)
    if chips_to + 1 <= FEW:
        kwargs["widget"] = NumberChips(chips_to)
    return WholeNumber(label=label, min_value=0, max_value=most, **kwargs)
