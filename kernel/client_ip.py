"""The address a request came from, for sign-in throttling (django-axes) and the per-address
limits.

X-Forwarded-For is written by whoever sends the request, so it is believed only as far as the
proxies the deployment names in TRUSTED_PROXIES (addresses or networks; none by default): from
the right, each hop a trusted proxy appended is passed over, and the first address no trusted
proxy vouches for is the client. A request that reaches the site from anywhere else (gunicorn
reached directly) is taken at its socket's address, whatever its headers say."""

import ipaddress
from functools import cache

from django.conf import settings


@cache
def _trusted(names: tuple[str, ...]) -> tuple:
    return tuple(ipaddress.ip_network(name.strip(), strict=False) for name in names if name)


def is_trusted_proxy(address: str) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return any(ip in network for network in _trusted(tuple(settings.TRUSTED_PROXIES)))


def client_ip(request) -> str | None:
    address = request.META.get("REMOTE_ADDR")
    if not address or not is_trusted_proxy(address):
        return address
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
    for hop in reversed([hop.strip() for hop in forwarded.split(",") if hop.strip()]):
        if not is_trusted_proxy(hop):
            return hop
        address = hop
    return address
