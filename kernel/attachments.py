"""A download's file name, in any script (RFC 6266): a league named in Persian downloads
its table as its own name says, `filename*=UTF-8''…` (RFC 8187), with a plain ASCII
`filename="…"` first for the clients that read no other."""

from urllib.parse import quote

from django.utils.http import content_disposition_header
from django.utils.text import slugify


def attachment(filename: str) -> str:
    """The Content-Disposition of a download saved as `filename`."""
    stem, dot, extension = filename.rpartition(".")
    fallback = f"{slugify(stem) or 'download'}{dot}{extension}"
    if fallback == filename:
        return content_disposition_header(True, filename)
    return f"attachment; filename=\"{fallback}\"; filename*=UTF-8''{quote(filename)}"
