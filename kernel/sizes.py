"""How large a request the site reads (docs/security.md): plain numbers, read by the settings
(Django's upload limits), the request cap (kernel/limits.py) and the import form."""

# The largest file a form takes (a game record), and the largest request body: the file and
# the rest of its form. A larger request is refused before its body is read.
LARGEST_UPLOAD = 1_000_000
LARGEST_REQUEST = LARGEST_UPLOAD + 64 * 1024
