"""A night on the wall and on paper: its live page, the round's draw and the night's results
to print (clubs/wall_views.py)."""

from django.urls import path

from clubs import wall_views

NIGHT = "<str:slug>/nights/<int:night>/"

urlpatterns = [
    path(f"{NIGHT}live/", wall_views.night_live, name="clubs-night-live"),
    path(f"{NIGHT}rounds/<int:number>/print/", wall_views.round_print, name="clubs-round-print"),
    path(f"{NIGHT}results/print/", wall_views.results_print, name="clubs-results-print"),
]
