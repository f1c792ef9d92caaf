"""A night on the wall: its live page (clubs/wall_views.py)."""

from django.urls import path

from clubs import wall_views

NIGHT = "<str:slug>/nights/<int:night>/"

urlpatterns = [
    path(f"{NIGHT}live/", wall_views.night_live, name="clubs-night-live"),
]
