"""Before `make serve` starts the production server: refuse, in one plain line naming the
variable, a configuration that would serve a public site unsafely. It never falls back to the
development secret. Run as `python -m config.preflight`; exit status 1 when refused."""

import contextlib
import ipaddress
import os
import sys

TRUE = {"1", "true", "yes", "on"}


def problem(environ=os.environ) -> str | None:
    """What is wrong with the environment for a production run, or None."""
    if not (environ.get("SECRET_KEY") or environ.get("SECRET_KEY_FILE")):
        return "SECRET_KEY is not set: set it (or SECRET_KEY_FILE) to a long random secret."
    if not environ.get("ALLOWED_HOSTS"):
        return (
            "ALLOWED_HOSTS is not set: set it to the site's host name, e.g. pegboard.example.org."
        )
    if "*" in environ["ALLOWED_HOSTS"]:
        return (
            "ALLOWED_HOSTS holds *: name the site's host names, e.g. pegboard.example.org "
            "(with * any Host a stranger writes is taken for the site's)."
        )
    if environ.get("DEBUG", "").lower() in TRUE:
        return (
            "DEBUG is on: unset it; `make serve` is the production run (`make run` is for trying)."
        )
    if not environ.get("EMAIL_HOST"):
        return (
            "EMAIL_HOST is not set: without a mail server, password-reset links and reminders "
            "would be printed to the log; set EMAIL_HOST (and EMAIL_PORT, EMAIL_HOST_USER, ...)."
        )
    hosts = [host.strip() for host in environ["ALLOWED_HOSTS"].split(",") if host.strip()]
    if not environ.get("SITE_URL") and (not hosts or hosts[0] == "*"):
        return (
            "SITE_URL is not set and ALLOWED_HOSTS does not name the site first: set SITE_URL "
            "to the address the mail's links start with, e.g. https://pegboard.example.org."
        )
    if not environ.get("DEFAULT_FROM_EMAIL"):
        return (
            "DEFAULT_FROM_EMAIL is not set: set it to the address the site's mail comes from, "
            "e.g. Pegboard <pegboard@example.org>."
        )
    return _untrusted_loopback_proxy(environ)


def _untrusted_loopback_proxy(environ) -> str | None:
    """Listening on loopback means a proxy on this machine connects for every visitor: unless
    it is trusted, everyone is counted as that one address, so a stranger's five wrong
    passwords pause every sign-in and every per-address limit is the whole site's."""
    bind = environ.get("BIND", "127.0.0.1")  # (config/gunicorn.py's default)
    address = _loopback(bind)
    if address is None or any(address in network for network in _networks(environ)):
        return None
    return (
        f"BIND is {bind} (a proxy on this machine) but TRUSTED_PROXIES does not name it: "
        f"every visitor would be counted as the proxy; set TRUSTED_PROXIES={address}."
    )


def _loopback(bind: str):
    """The loopback address a proxy on this machine connects from, or None (not loopback)."""
    if bind == "localhost":
        return ipaddress.ip_address("127.0.0.1")
    try:
        address = ipaddress.ip_address(bind.strip("[]"))
    except ValueError:
        return None
    return address if address.is_loopback else None


def _networks(environ) -> list:
    networks = []
    for name in environ.get("TRUSTED_PROXIES", "").split(","):
        with contextlib.suppress(ValueError):
            networks.append(ipaddress.ip_network(name.strip(), strict=False))
    return networks


def main() -> int:
    if message := problem():
        print(f"make serve: {message}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
