"""The club's pages (docs/clubs.md): the organiser's (a club, its players, a night, who is
present) here; a night's rounds, tables and results in clubs/round_urls.py."""

from clubs.round_urls import urlpatterns as round_urls

urlpatterns = [
    *round_urls,
]
