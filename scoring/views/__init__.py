"""The scoring app's views, by what they are about: starting a game (start), its board
(board), the scorer's pages (scorer, edits) with the outbox's answers (outbox), and its
public pages (live). Who may see or change a game: access."""
