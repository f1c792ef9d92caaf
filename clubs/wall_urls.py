"""A night on the wall and on paper: its live page, the round's draw and the night's results
to print, and the results as CSV and JSON (clubs/wall_views.py)."""

from django.urls import path

from clubs import wall_views

NIGHT = "<str:slug>/nights/<int:night>/"

urlpatterns = [
    path(f"{NIGHT}live/", wall_views.night_live, name="clubs-night-live"),
    path(f"{NIGHT}rounds/<int:number>/print/", wall_views.round_print, name="clubs-round-print"),
    path(f"{NIGHT}results/print/", wall_views.results_print, name="clubs-results-print"),
    path(f"{NIGHT}results.csv", wall_views.results_csv, name="clubs-results-csv"),
    path(f"{NIGHT}standings.csv", wall_views.standings_csv, name="clubs-standings-csv"),
    path(f"{NIGHT}results.json", wall_views.results_json, name="clubs-results-json"),
]
