"""A club's seasons and its players' pages, public (docs/clubs.md "A club's season")."""

from django.urls import path

from clubs import season_views

CLUB = "<str:slug>/"

urlpatterns = [
    path(f"{CLUB}seasons/", season_views.seasons, name="clubs-seasons"),
    path(f"{CLUB}seasons/<int:year>/", season_views.season, name="clubs-season"),
    path(
        f"{CLUB}seasons/<int:year>/standings.csv", season_views.season_csv, name="clubs-season-csv"
    ),
    path(f"{CLUB}players/<int:player>/", season_views.player, name="clubs-player"),
]
