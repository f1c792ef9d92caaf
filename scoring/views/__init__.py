"""The scoring app's views, by what they are about: starting a game (start), the scorer's pages
(scorer, edits) and the public pages (live). Each answers its own addresses and imports no
other: what they share is the app's (who may see or change a game: scoring/access.py; the
board and the answer after a change: scoring/boards.py; the outbox's answers:
scoring/outbox.py)."""
