"""Template filters for showing scores."""

from django import template
from django.utils.html import format_html

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
