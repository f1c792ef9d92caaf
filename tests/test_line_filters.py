"""The filters every line of a board goes through (kernel/templatetags/pegboard.py) write
their HTML out by hand, for speed: they answer exactly what Django's format_html and a
pattern made afresh answered, for any name (markup, quotes, Persian, one name inside
another) and any points, in every language's list separator."""

import re

from django.utils import translation
from django.utils.html import conditional_escape, format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe
from hypothesis import given
from hypothesis import strategies as st

from kernel.templatetags.pegboard import (
    MINUS,
    isolate_names,
    score,
    scores_joined,
    scores_listed,
    signed,
)
from kernel.words import list_separator

NAMES = st.one_of(
    st.sampled_from(["Red Lion", "Crown", "Lion", "<b>&'\"", "علی و مریم", "", "A"]),
    st.text(max_size=12),
)
POINTS = st.integers(min_value=-10_000, max_value=10_000)
LANGUAGES = st.sampled_from(["en-gb", "fa", "ur", "it", "hr", "nl"])


def signed_by_format_html(points) -> str:
    kind = "gain" if points > 0 else "loss" if points < 0 else "nil"
    text = f"+{points}" if points > 0 else f"{MINUS}{abs(points)}" if points < 0 else "0"
    return format_html('<span class="points {}" dir="ltr">{}</span>', kind, text)


def isolated_afresh(line: str, names) -> str:
    text = conditional_escape(line)
    escaped = sorted({conditional_escape(name) for name in names if name}, key=len, reverse=True)
    if not escaped:
        return text
    pattern = re.compile(r"(?<!\w)(" + "|".join(re.escape(name) for name in escaped) + r")(?!\w)")
    return mark_safe(pattern.sub(r"<bdi>\1</bdi>", text))


@given(POINTS)
def test_signed_points(points):
    assert signed(points) == signed_by_format_html(points)
    assert isinstance(signed(points), SafeString)


@given(st.lists(POINTS, max_size=4))
def test_a_hands_scores(scores):
    expected = format_html_join(" – ", "{}", ((score(points),) for points in scores))
    assert scores_joined(scores) == expected and isinstance(scores_joined(scores), SafeString)


@given(st.lists(st.tuples(NAMES, POINTS), max_size=4), LANGUAGES)
def test_the_totals_in_a_sentence(totals, language):
    with translation.override(language):
        expected = format_html_join(
            list_separator(), "<bdi>{}</bdi> {}", ((n, score(p)) for n, p in totals)
        )
        assert scores_listed(totals) == expected


@given(st.lists(NAMES, max_size=4), st.lists(NAMES, min_size=1, max_size=4), st.text(max_size=8))
def test_names_isolated_in_a_line(names, said, between):
    line = between.join(["High to", *said])
    assert isolate_names(line, names) == isolated_afresh(line, names)
    assert isolate_names(line, names) == isolated_afresh(line, names)  # the pattern kept
