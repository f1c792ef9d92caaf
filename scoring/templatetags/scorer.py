"""The scorer page's template tags."""

from django import template
from django.utils.html import json_script
from django.utils.translation import gettext

register = template.Library()


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
        "not_counted_yet": gettext("not counted yet"),
        "provisional_totals": gettext(
            "Provisional totals: the hands waiting on this phone are not counted in them yet. "
            "They are counted when the site has them."
        ),
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
        "no_answer_yet": gettext("the site has not answered the hand yet."),
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
