"""The house rules as form fields, and the fields that say how a game ends: an option that
counts only under another's value (Klaverjas's target only in a match to points) is shown
beside that option and follows it, so no visible box is overridden by a hidden rule."""

from django import forms
from django.utils.translation import gettext

from kernel.numbers import WholeNumber
from scoring.option_words import choice_words, value_words


def option_field(option, default) -> forms.Field | None:
    """A form field for a variant option, its default pre-selected; None for the options
    that need a record to set (kicks, stakes)."""
    kind = getattr(option.read, "kind", None)
    meaning = gettext(option.meaning)
    label = meaning[:1].upper() + meaning[1:]
    shown = value_words(option.key, default)
    hint = gettext("Default: %(value)s") % {"value": shown} if default is not None else ""
    if kind == "integer":
        return WholeNumber(
            label=label,
            required=False,
            initial=default,
            help_text=hint,
            min_value=option.read.minimum,
            max_value=option.read.maximum,
        )
    if kind == "choice":
        choices = [(value, choice_words(option.key, value)) for value in option.read.choices]
        return forms.ChoiceField(
            label=label,
            required=False,
            initial=default,
            help_text=hint,
            choices=choices,
            widget=forms.RadioSelect,
        )
    if kind == "boolean":
        # Yes/no rather than a checkbox: an unticked box and a missing answer look the same.
        return forms.TypedChoiceField(
            label=label,
            required=False,
            initial="yes" if default else "no",
            help_text=hint,
            choices=[("yes", gettext("yes")), ("no", gettext("no"))],
            coerce=lambda answer: answer == "yes",
            empty_value=None,
            widget=forms.RadioSelect,
        )
    return None


def form_value(value) -> str:
    """An option's value as the form sends it (a yes/no option as "yes" or "no")."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


class EndingFields:
    """For a start form: which fields say how the game ends, shown open, each with the option
    and value it counts under (the rules core's Option.only_when), and the check that a value
    changed in a field that does not count is said rather than dropped."""

    def __init__(self, form, spec):
        self.form = form
        self.when = {}  # field name -> (the governing field's name, the value it counts at)
        for key, option in spec.options.items():
            name = self.field_name(key)
            if option.only_when and name in form.fields:
                ruling, value = option.only_when
                self.when[name] = (f"option_{ruling}", form_value(value))
        ruling = {name for name, _value in self.when.values()}
        # The target first, unless it follows a rule: then in the options' order, after it.
        names = [self.field_name(key) for key in spec.options]
        if "target" not in self.when:
            names = ["target", *(name for name in names if name != "target")]
        self.names = [
            name
            for name in names
            if name in form.fields and (name == "target" or name in ruling or name in self.when)
        ]

    @staticmethod
    def field_name(key: str) -> str:
        return "target" if key == "target" else f"option_{key}"

    def counts(self, name: str, ruling_value) -> bool:
        return form_value(ruling_value) == self.when[name][1]

    def ruling_value(self, name: str, data=None):
        """The governing option's value: as sent (cleaned, when `data` is given), else as
        offered."""
        ruling = self.form[self.when[name][0]]
        value = data.get(ruling.name) if data is not None else ruling.value()
        return ruling.initial if value in (None, "") else value

    def rows(self):
        """Each field with what it counts under ((name, value, whether it counts now)), or
        None for a field that always counts. A field in error is shown whatever the rule."""
        for name in self.names:
            field = self.form[name]
            when = self.when.get(name)
            if when is not None:
                counting = self.counts(name, self.ruling_value(name)) or bool(field.errors)
                when = {"name": when[0], "value": when[1], "counts": counting}
            yield field, when

    def check(self, data) -> None:
        """A value typed where it does not count (1000 points under a boom) is refused, naming
        the rule it needs, rather than kept and ignored."""
        for name, (ruling, value) in self.when.items():
            given, kept = data.get(name), self.form[name].initial
            if given in (None, "") or form_value(given) == form_value(kept):
                continue
            if not self.counts(name, self.ruling_value(name, data)):
                rule = self.form.fields[ruling]
                message = gettext(
                    "“%(field)s” counts only when “%(rule)s” is “%(value)s”: choose that "
                    "too, or leave “%(field)s” at %(kept)s."
                )
                self.form.add_error(
                    name,
                    message
                    % {
                        "field": self.form.fields[name].label,
                        "rule": rule.label,
                        "value": dict(rule.choices).get(value, value),
                        "kept": kept,
                    },
                )
