"""A night's rounds: the draw, the tables and their games, the results typed for a table."""

from django.urls import include, path

from clubs import round_views
from clubs.wall_urls import urlpatterns as wall_urls

NIGHT = "<uslug:slug>/nights/<int:night>/rounds/"

urlpatterns = [
    path(NIGHT, round_views.rounds_page, name="clubs-night-rounds"),
    path(f"{NIGHT}<int:number>/draw/", round_views.draw, name="clubs-draw-round"),
    path(
        f"{NIGHT}<int:number>/tables/<int:table>/result/",
        round_views.table_result,
        name="clubs-table-result",
    ),
    path("", include("clubs.season_urls")),  # a club's seasons and its players' pages
    *wall_urls,
]
