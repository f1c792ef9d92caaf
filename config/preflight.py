"""Before `make serve` starts the production server: refuse, in one plain line naming the
variable, a configuration that would serve a public site unsafely. It never falls back to the
development secret. Run as `python -m config.preflight`; exit status 1 when refused."""

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
    if environ.get("DEBUG", "").lower() in TRUE:
        return (
            "DEBUG is on: unset it; `make serve` is the production run (`make run` is for trying)."
        )
    return None


def main() -> int:
    if message := problem():
        print(f"make serve: {message}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
