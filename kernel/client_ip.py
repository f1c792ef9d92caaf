"""The address a request came from, for sign-in throttling (django-axes).

Behind the TLS proxy (SECURE_PROXY_SSL_HEADER set), every request reaches Django from the
proxy's address, so the client is the last address the proxy appended to X-Forwarded-For; an
earlier entry could have been written by the client itself, so it is never trusted. Without a
proxy the socket's address is the client's."""

from django.conf import settings


def client_ip(request) -> str | None:
    if getattr(settings, "SECURE_PROXY_SSL_HEADER", None):
        forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
        hops = [hop.strip() for hop in forwarded.split(",") if hop.strip()]
        if hops:
            return hops[-1]
    return request.META.get("REMOTE_ADDR")
