"""gunicorn's logger for `make serve`: its access log, with the scorers' secrets taken out of
every value it writes (the request line, the path, the Referer, any header asked for)."""

from gunicorn.glogging import Logger

from kernel.log_secrets import without_secrets


class AccessLogWithoutSecrets(Logger):
    def atoms(self, resp, req, environ, request_time):
        atoms = super().atoms(resp, req, environ, request_time)
        return {
            name: without_secrets(value) if isinstance(value, str) else value
            for name, value in atoms.items()
        }
