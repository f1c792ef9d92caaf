"""Template filters for showing scores."""

import functools
import re

from django import template
from django.utils.html import conditional_escape, format_html, format_html_join, json_script
from django.utils.safestring import mark_safe
from django.utils.translation import (
    get_language,
    gettext,
    gettext_lazy,
    ngettext,
    pgettext_lazy,
)

from leagues.rules.table import DRAWN, LOST, WON
from scoring import sheets
from scoring.rules.words import Said

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
        hours = minutes // 60
        return ngettext("%(n)s hour", "%(n)s hours", hours) % {"n": hours}
    return ngettext("%(n)s minute", "%(n)s minutes", minutes) % {"n": minutes}


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
    and forty includes were a third of its rendering. The same results read the same in a
    language, so each is written once (there are at most 3^5 of them)."""
    if not form:
        return ""
    return _form_guide(tuple(form), get_language())


@functools.lru_cache(maxsize=1024)
def _form_guide(form: tuple[str, ...], language: str) -> str:
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


@register.filter
def scores_listed(totals) -> str:
    """Each side's total as a sentence lists them ("Red Lion 9, Crown 7"), the names isolated
    (a Persian name in an English line, or the other way round) and the language's comma."""
    return format_html_join(sheets.list_separator(), "<bdi>{}</bdi> {}", totals)


@register.filter
def in_words(words: Said) -> str:
    """What a rules core says (a note, a refusal) in the page's language."""
    return sheets.in_words(words)


@register.filter
def without_full_stop(sentence) -> str:
    """A sentence without its closing full stop (Latin or Urdu), for a status line that
    carries on after it: "Hand 4 saved" + ": Red Lion 9, Crown 7"."""
    return str(sentence).rstrip(".\u06d4")


@register.simple_tag
def phone_words() -> str:
    """What the scorer page's scripts say (static/js/outbox.js, pegboard.js), in the page's
    language, as JSON in the page: it is there offline too. "{n}" is a hand's number. (The
    entry form's heading carries its own "Hand {n}", data-words, for both scripts.)"""
    words = {
        "kept": gettext("Hand {n} is kept on this phone, not sent yet: {reason}"),
        "not_kept": gettext(
            "Not saved: this phone would not keep the hand (storage is full or private "
            "browsing). Write it down."
        ),
        "put_back": gettext("Hand {n} is back in the form: fix it and save it again."),
        "throw_away_question": gettext("Throw away hand {n}? It was never saved."),
        "thrown_away": gettext("Hand {n} thrown away."),
        "outbox_heading": gettext("On this phone, not sent yet"),
        "hand_refused": gettext("Hand {n} · not saved"),
        "hand_waiting": gettext("Hand {n} · waiting"),
        "refused_why": gettext("The site refused it: {reason}"),
        "waiting_why": gettext(
            "Not sent yet: {reason} It will be sent by itself when the phone is back online."
        ),
        "put_back_button": gettext("Put it back in the form"),
        "throw_away_button": gettext("Throw it away"),
        "sending_kept": gettext("Sending the hands kept on this phone…"),
        "kept_saved_one": gettext("The kept hand is saved."),
        "kept_saved_many": gettext("The {n} kept hands are saved."),
        "kept_saved_some": gettext("{n} kept hand(s) saved; the rest are still waiting."),
        "still_waiting": gettext("Still not sent: see the hands kept on this phone."),
        "in_order": gettext("earlier hands are still waiting, and hands are sent in order."),
        "no_signal": gettext("no signal."),
        "sending": gettext("Sending…"),
        "not_done": gettext(
            "Not done: {reason} Nothing was changed. Try again when the phone has a signal."
        ),
        "timeout": gettext("the site did not answer in time."),
        "server_error": gettext("the site could not do it just now (error {status})."),
        "not_accepted": gettext(
            "The site did not accept it from this page: put it back in the form and save it again."
        ),
    }
    return json_script(words, "phone-words")
