"""The league night live's addresses (leagues/tonight_views.py), included by leagues/urls.py."""

from django.urls import path

from leagues import tonight_views

urlpatterns = [
    path("<uslug:slug>/tonight/", tonight_views.tonight_page, name="leagues-tonight"),
    path(
        "<uslug:slug>/tonight/tv/",
        tonight_views.tonight_page,
        {"tv": True},
        name="leagues-tonight-tv",
    ),
    path(
        "<uslug:slug>/fixtures/<int:pk>/games/",
        tonight_views.fixture_games,
        name="leagues-fixture-games",
    ),
    path(
        "<uslug:slug>/fixtures/<int:pk>/games/new/",
        tonight_views.start_game,
        name="leagues-start-fixture-game",
    ),
]
