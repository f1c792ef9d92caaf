"""django-htmx's middleware, with `request.htmx` reading the few htmx headers a view asks
about straight from the WSGI environ.

django-htmx reads them through `request.headers`, which Django builds whole on first use:
every name in the environ looked at and rewritten, about a sixth of what a spectator's
304 poll costs beyond a bare SELECT (measured inside gunicorn, issue 37). What each header
answers is django-htmx's own, unchanged (tests/test_htmx_details.py)."""

from urllib.parse import unquote

from django_htmx import middleware


class HtmxDetails(middleware.HtmxDetails):
    def _get_header_value(self, name: str) -> str | None:
        environ, key = self.request.META, "HTTP_" + name.upper().replace("-", "_")
        value = environ.get(key) or None
        if value and environ.get(key + "_URI_AUTOENCODED") == "true":
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
