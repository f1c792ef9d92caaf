"""Template filters for showing scores."""

import re

from django import template
from django.utils.html import conditional_escape, format_html, format_html_join
from django.utils.safestring import mark_safe
from django.utils.translation import gettext, gettext_lazy, pgettext_lazy

from leagues.rules.table import DRAWN, LOST, WON

register = template.Library()

MINUS = "\u2212"  # a real minus sign: a hyphen reads as a dash and breaks across lines


@register.filter
def signed(points) -> str:
    """Points won or lost as a player reads them: "+8", "−8", "0", in the colour of a gain or
    a loss, isolated so the sign stays beside its number in right-to-left text."""
    if points is None or points == "":
        return ""
    kind = "gain" if points > 0 else "loss" if points < 0 else "nil"
    text = f"+{points}" if points > 0 else f"{MINUS}{abs(points)}" if points < 0 else "0"
    return format_html('<span class="points {}" dir="ltr">{}</span>', kind, text)


@register.filter
def timeuntil_minutes(delta) -> str:
    """A pause as people say it: "15 minutes", "1 minute", "2 hours"."""
    minutes = round(delta.total_seconds() / 60) if hasattr(delta, "total_seconds") else 0
    if minutes >= 120 and minutes % 60 == 0:
        return f"{minutes // 60} hours"
    return "1 minute" if minutes == 1 else f"{minutes} minutes"


@register.filter
def isolate_names(line: str, names) -> str:
    """A hand line with each side's name in <bdi>, so a name in Persian or Urdu does not
    scramble the English around it ("High to علی و مریم" stays in order)."""
    text = conditional_escape(line)
    escaped = sorted({conditional_escape(name) for name in names if name}, key=len, reverse=True)
    if not escaped:
        return text
    pattern = re.compile(r"(?<!\w)(" + "|".join(re.escape(name) for name in escaped) + r")(?!\w)")
    return mark_safe(pattern.sub(r"<bdi>\1</bdi>", text))


@register.filter
def chip_input(choice) -> str:
    """One choice of a chip field as its <input>: the HTML of Django's input.html and
    attrs.html templates, written here. An entry form has about a hundred chips, and rendering
    each through the widget templates was the largest cost of saving a hand."""
    data = choice.data
    parts = [
        f'type="{conditional_escape(data["type"])}"',
        f'name="{conditional_escape(data["name"])}"',
    ]
    if data["value"] is not None:
        parts.append(f'value="{conditional_escape(str(data["value"]))}"')
    for name, value in data["attrs"].items():
        if value is True:
            parts.append(name)
        elif value is not False:
            parts.append(f'{name}="{conditional_escape(str(value))}"')
    return mark_safe(f"<input {' '.join(parts)}>")


# A league result in the page's language: the rules core says W, D or L.
OUTCOMES = {
    WON: (pgettext_lazy("a result, in one letter", "W"), gettext_lazy("won")),
    DRAWN: (pgettext_lazy("a result, in one letter", "D"), gettext_lazy("drawn")),
    LOST: (pgettext_lazy("a result, in one letter", "L"), gettext_lazy("lost")),
}


@register.filter
def outcome_letter(outcome: str) -> str:
    """A league result (W, D, L) as the form guide shows it, in one letter."""
    return OUTCOMES[outcome][0] if outcome in OUTCOMES else ""


@register.filter
def outcome_word(outcome: str) -> str:
    """A league result (W, D, L) in words, for screen readers and tooltips."""
    return OUTCOMES[outcome][1] if outcome in OUTCOMES else ""


@register.filter
def form_guide(form) -> str:
    """A team's last results (W, D, L, oldest first) as letters on a tint, read out as words.
    Written here rather than as an included template: the season page has one per team,
    and forty includes were a third of its rendering."""
    if not form:
        return ""
    spoken = ", ".join(str(outcome_word(letter)) for letter in form)
    letters = format_html_join(
        "",
        '<abbr class="{}" aria-hidden="true" title="{}">{}</abbr>',
        ((letter, outcome_word(letter), outcome_letter(letter)) for letter in form),
    )
    return format_html(
        '<span class="form"><span class="visually-hidden">{} {}</span>{}</span>',
        gettext("Form, oldest first:"),
        spoken,
        letters,
    )
