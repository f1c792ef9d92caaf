"""The address a request came from, for sign-in throttling (django-axes) and the per-address
limits.

X-Forwarded-For is written by whoever sends the request, so it is believed only as far as the
proxies the deployment names in TRUSTED_PROXIES (addresses or networks; none by default): from
the right, each hop a trusted proxy appended is passed over, and the first address no trusted
proxy vouches for is the client. A request that reaches the site from anywhere else (gunicorn
reached directly) is taken at its socket's address, whatever its headers say.

What is counted is `counted_address`: an IPv6 client is counted by its /64, since one home or
one phone is given a whole /64 and can speak from any of its 2**64 addresses (RFC 6177 and
the providers' practice); an IPv4 address (mapped into IPv6 or not) is counted as itself."""

import ipaddress
from functools import cache

from django.conf import settings


# Kept by the setting's own value: a pure parse of it, one per value the process sees.
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


IPV6_SUBNET_OF_ONE_CLIENT = 64


def counted_address(request) -> str | None:
    """The client as the limits and sign-in throttling count it: its IPv4 address, or the first
    address of its IPv6 /64 (an address, so django-axes can keep it in its address field)."""
    address = client_ip(request)
    try:
        ip = ipaddress.ip_address(address or "")
    except ValueError:
        return address
    if ip.version == 4:
        return str(ip)
    if ip.ipv4_mapped:
        return str(ip.ipv4_mapped)
    return str(ipaddress.ip_network(f"{ip}/{IPV6_SUBNET_OF_ONE_CLIENT}", strict=False)[0])
