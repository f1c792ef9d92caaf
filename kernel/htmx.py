"""django-htmx's middleware, with `request.htmx` reading the few htmx headers a view asks
about straight from the WSGI environ.

django-htmx reads them through `request.headers`, which Django builds whole on first use:
every name in the environ looked at and rewritten, about a sixth of what a spectator's
304 poll costs beyond a bare SELECT (measured inside gunicorn, issue 37). What each header
answers is django-htmx's own, unchanged (tests/test_htmx_details.py). `header` reads any
other header a hot path asks about the same way (the outbox's, on every hand saved)."""

from urllib.parse import unquote

from django_htmx import middleware


def header(request, name: str) -> str | None:
    """The request's header `name` (as sent: "HX-Target"), read from the environ without
    building `request.headers`; None when it was not sent."""
    return request.META.get("HTTP_" + name.upper().replace("-", "_"))


class HtmxDetails(middleware.HtmxDetails):
    def _get_header_value(self, name: str) -> str | None:
        value = header(self.request, name) or None
        if value and header(self.request, name + "-URI-AutoEncoded") == "true":
            value = unquote(value)
        return value


class HtmxMiddleware(middleware.HtmxMiddleware):
    def __call__(self, request):
        if self.async_mode:
            return self.__acall__(request)
        request.htmx = HtmxDetails(request)
        return self.get_response(request)

    async def __acall__(self, request):
        request.htmx = HtmxDetails(request)
        return await self.get_response(request)
