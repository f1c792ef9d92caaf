"""The league's template filters: a result as a letter or a word, a team's form guide, why a
captain gets no reminders."""

import functools

from django import template
from django.utils.html import format_html, format_html_join
from django.utils.translation import get_language, gettext, gettext_lazy, pgettext_lazy

from kernel import words as said_words
from kernel.models import NO_ADDRESS, NOT_CONFIRMED, reach
from kernel.said import Said
from kernel.words import listed
from leagues.rules.table import DRAWN, LOST, WON

register = template.Library()


# A league result in the page's language: the rules core says W, D or L.
OUTCOMES = {
    WON: (pgettext_lazy("a result, in one letter", "W"), gettext_lazy("won")),
    DRAWN: (pgettext_lazy("a result, in one letter", "D"), gettext_lazy("drawn")),
    LOST: (pgettext_lazy("a result, in one letter", "L"), gettext_lazy("lost")),
}


@register.filter
def of_team(adjustments, code: str) -> list:
    """The ledger's standing entries of one team (by code), to show beside it in the table."""
    return [adjustment for adjustment in adjustments if adjustment.team.code == code]


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


# Kept by the results and the language it is written from (nothing else is read), 1024 at most.
@functools.lru_cache(maxsize=1024)
def _form_guide(form: tuple[str, ...], language: str) -> str:
    spoken = listed(str(outcome_word(letter)) for letter in form)
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
def in_words(words: Said) -> str:
    """What a rules core says (a note, a refusal) in the page's language."""
    return said_words.in_words(words)


# Why a captain gets no reminders, as the secretary's page says it beside them (issue 47).
UNREACHED = {
    NO_ADDRESS: gettext_lazy("no address"),
    NOT_CONFIRMED: gettext_lazy("address not confirmed"),
}


@register.filter
def unreached(user) -> str:
    """ "no address" or "address not confirmed" for a user `manage.py remind` cannot mail;
    "" for one it can."""
    why = reach(user)
    return str(UNREACHED[why]) if why else ""
