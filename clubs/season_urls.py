"""A club's seasons, its players' pages and its ratings, public (docs/clubs.md)."""

from django.urls import path

from clubs import rating_views, season_views

CLUB = "<str:slug>/"

urlpatterns = [
    path(f"{CLUB}seasons/", season_views.seasons, name="clubs-seasons"),
    path(f"{CLUB}seasons/<int:year>/", season_views.season, name="clubs-season"),
    path(
        f"{CLUB}seasons/<int:year>/standings.csv", season_views.season_csv, name="clubs-season-csv"
    ),
    path(f"{CLUB}players/<int:player>/", season_views.player, name="clubs-player"),
    path(f"{CLUB}ratings/", rating_views.ratings, name="clubs-ratings"),
]
