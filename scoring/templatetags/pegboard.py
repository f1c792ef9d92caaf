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


@register.filter
def timeuntil_minutes(delta) -> str:
    """A pause as people say it: "15 minutes", "1 minute", "2 hours"."""
    minutes = round(delta.total_seconds() / 60) if hasattr(delta, "total_seconds") else 0
    if minutes >= 120 and minutes % 60 == 0:
        return f"{minutes // 60} hours"
    return "1 minute" if minutes == 1 else f"{minutes} minutes"
