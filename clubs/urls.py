"""The club's pages (docs/clubs.md): the organiser's (a club, its players, a night, who is
present) here; a night's rounds, tables and results in clubs/round_urls.py."""

from django.urls import path

from clubs import manage_views, night_views, views
from clubs.round_urls import urlpatterns as round_urls

NIGHT = "<uslug:slug>/nights/<int:pk>/"

urlpatterns = [
    path("", views.clubs, name="clubs-list"),
    path("new/", views.new_club, name="clubs-new"),
    path("<uslug:slug>/", views.club, name="clubs-club"),
    path("<uslug:slug>/manage/", manage_views.manage, name="clubs-manage"),
    path("<uslug:slug>/manage/players/", manage_views.add_player, name="clubs-add-player"),
    path(
        "<uslug:slug>/manage/players/<int:pk>/",
        manage_views.rename_player,
        name="clubs-rename-player",
    ),
    path(
        "<uslug:slug>/manage/players/<int:pk>/remove/",
        manage_views.remove_player,
        name="clubs-remove-player",
    ),
    path(
        "<uslug:slug>/manage/house-rules/", manage_views.set_house_rules, name="clubs-house-rules"
    ),
    path("<uslug:slug>/manage/organisers/", manage_views.add_organiser, name="clubs-add-organiser"),
    path("<uslug:slug>/nights/new/", manage_views.new_night, name="clubs-new-night"),
    path(NIGHT, night_views.night, name="clubs-night"),
    path(f"{NIGHT}present/", night_views.presence, name="clubs-presence"),
    path(f"{NIGHT}walk-in/", night_views.walk_in, name="clubs-walk-in"),
    path(f"{NIGHT}pairs/", night_views.make_pair, name="clubs-pair"),
    path(f"{NIGHT}pairs/<int:number>/part/", night_views.part_pair, name="clubs-part-pair"),
    *round_urls,
]
