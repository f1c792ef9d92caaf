"""Links that open the new-game form filled in (a league fixture's: its house rules and its two
teams). Only a link the site made may fill the form: its fields travel signed, so an address
someone else wrote (a link, a QR code on a pub table) reaches no field of any form, and never
a hidden one such as the start's key (docs/security.md)."""

from urllib.parse import urlencode

from django.core.signing import BadSignature, Signer
from django.http import QueryDict

FILL = "fill"  # the one parameter of the new-game page that fills its form in
_SIGNER = Signer(salt="pegboard.new-game-fill")
_NEVER_FILLED = {"start_key", "variant"}  # hidden: the server's own, never a link's


def filled_in_query(query: str) -> str:
    """The new-game page's query for a form filled in as `query` says (its variant named
    plainly, so the page opens on it). Signed without a time, so a page keeping the link
    (a fixture's, kept for everyone) keeps one address."""
    variant = QueryDict(query).get("variant", "")
    return urlencode({"variant": variant, FILL: _SIGNER.sign(query)})


def filled_in(signed: str | None) -> dict:
    """The form's initial values from a link the site signed; nothing from any other."""
    try:
        query = _SIGNER.unsign(signed or "")
    except BadSignature:
        return {}
    return {key: value for key, value in QueryDict(query).items() if key not in _NEVER_FILLED}
