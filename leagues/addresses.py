"""The league pages' addresses keep the script their names are written in (docs/league.md,
"Addresses"; made by kernel/slugs.py, which the club's pages share): here, the addresses
under /leagues/ a season's may never be."""

# The addresses under /leagues/ that are pages of their own (leagues/urls.py): a season's
# address is never one of them, or its pages could not be reached.
TAKEN_BY_PAGES = frozenset({"new", "import", "history", "invitations"})
