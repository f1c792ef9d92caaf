"""Template filters every page may use: numbers, names beside numbers, lists, chips. The
scorer's and the league's own tags are in their apps (`scorer`, `league`)."""

import re
from functools import lru_cache

from django import template
from django.utils.html import conditional_escape, format_html
from django.utils.safestring import mark_safe
from django.utils.translation import gettext, ngettext, pgettext

from kernel.numbers import NumberChips
from kernel.words import list_separator

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
    # (written out, not format_html: a board's every line has one; `kind` is ours, `text`
    # escaped)
    return mark_safe(f'<span class="points {kind}" dir="ltr">{conditional_escape(text)}</span>')


@register.simple_tag
def sep() -> str:
    """What stands between the parts of a line ("3 Sep · confirmed"): a middle dot in English
    and Italian; Persian and Urdu put their comma, as a dot beside digits reads as a zero."""
    return pgettext("between the parts of a line", " · ")


@register.filter
def score(points) -> str:
    """A score as a player reads it: "14", or "−6" with a real minus (a hyphen reads as a
    dash: "10 – -6"), kept left of its digits in right-to-left text."""
    if isinstance(points, int) and points < 0:
        return format_html('<span dir="ltr">{}{}</span>', MINUS, abs(points))
    return conditional_escape(points)


@register.filter
def scores_joined(scores) -> str:
    """Each side's score of a hand, "10 – −6". Persian and Urdu put their comma between them
    ("۱۰، −۶"): in their fonts a dash and a minus are one stroke each, and "– −۶" reads as a
    dash too many (issue 48)."""
    separator = conditional_escape(pgettext("between the scores of a hand's sides", " – "))
    return mark_safe(separator.join(score(points) for points in scores))  # each one escaped


@register.filter
def timeuntil_minutes(delta) -> str:
    """A pause as people say it: "15 minutes", "1 minute", "2 hours"."""
    minutes = round(delta.total_seconds() / 60) if hasattr(delta, "total_seconds") else 0
    if minutes >= 120 and minutes % 60 == 0:
        hours = minutes // 60
        return ngettext("%(n)s hour", "%(n)s hours", hours) % {"n": hours}
    return ngettext("%(n)s minute", "%(n)s minutes", minutes) % {"n": minutes}


@register.filter
def bdi(name) -> str:
    """A name (a team, a player, a side, a league, a season) inside running text, isolated:
    a name in Persian or Urdu, or one ending in a neutral, leaves the order of the sentence
    around it alone (docs/security.md, "Names and hostile files"). For a variable of a
    blocktranslate (`with team=team.name|bdi`), so the message stays as translated."""
    return format_html("<bdi>{}</bdi>", name)


@register.filter
def isolate_names(line: str, names) -> str:
    """A hand line with each side's name in <bdi>, so a name in Persian or Urdu does not
    scramble the English around it ("High to علی و مریم" stays in order)."""
    text = conditional_escape(line)
    pattern = _names_pattern(tuple(names))
    return text if pattern is None else mark_safe(pattern.sub(r"<bdi>\1</bdi>", text))


# Kept by the names themselves (a pattern of them, nothing read from the database), 256 at most.
@lru_cache(maxsize=256)
def _names_pattern(names: tuple[str, ...]) -> re.Pattern | None:
    """The sides' names, escaped as the line is, longest first (a name inside another), made
    once per game's names: every line of a board is looked through with them."""
    escaped = sorted({conditional_escape(name) for name in names if name}, key=len, reverse=True)
    if not escaped:
        return None
    return re.compile(r"(?<!\w)(" + "|".join(re.escape(name) for name in escaped) + r")(?!\w)")


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


@register.filter
def scores_listed(totals) -> str:
    """Each side's total as a sentence lists them ("Red Lion 9, Crown 7"), the names isolated
    (a Persian name in an English line, or the other way round) and the language's comma."""
    separator = conditional_escape(list_separator())
    listed = (f"<bdi>{conditional_escape(name)}</bdi> {score(points)}" for name, points in totals)
    return mark_safe(separator.join(listed))


@register.filter
def without_full_stop(sentence) -> str:
    """A sentence without its closing full stop (Latin or Urdu), for a status line that
    carries on after it: "Hand 4 saved" + ": Red Lion 9, Crown 7"."""
    return str(sentence).rstrip(".\u06d4")


@register.filter
def typed_box(field) -> str:
    """The box beside a number's chips (NumberChips) for typing it instead."""
    widget = field.field.widget
    if not isinstance(widget, NumberChips):
        return ""
    label = gettext("%(field)s, typed") % {"field": field.label}
    return widget.typed(field.html_name, field.value(), f"{field.auto_id}_typed", label)
