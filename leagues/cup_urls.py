"""The cups' addresses (leagues/cup_views.py), beside the season's: the public bracket and
downloads, and the secretary's pages under the season's manage/."""

from django.urls import path

from leagues import cup_views

urlpatterns = [
    path("<uslug:slug>/cups/<int:pk>/", cup_views.cup, name="leagues-cup"),
    path("<uslug:slug>/cups/<int:pk>/fixtures.csv", cup_views.cup_csv, name="leagues-cup-csv"),
    path(
        "<uslug:slug>/cups/<int:pk>/fixtures.ics",
        cup_views.cup_calendar,
        name="leagues-cup-calendar",
    ),
    path("<uslug:slug>/manage/cups/new/", cup_views.new_cup, name="leagues-new-cup"),
    path("<uslug:slug>/manage/cups/<int:pk>/draw/", cup_views.draw, name="leagues-cup-draw"),
    path("<uslug:slug>/manage/cups/<int:pk>/next/", cup_views.draw_next, name="leagues-cup-next"),
    path(
        "<uslug:slug>/manage/cups/<int:pk>/rounds/<int:number>/date/",
        cup_views.round_date,
        name="leagues-cup-round-date",
    ),
    path(
        "<uslug:slug>/manage/cups/<int:pk>/rounds/<int:number>/undo/",
        cup_views.undo_round,
        name="leagues-cup-undo-round",
    ),
    path(
        "<uslug:slug>/manage/cups/<int:pk>/withdraw/",
        cup_views.withdrawals,
        name="leagues-cup-withdrawals",
    ),
    path(
        "<uslug:slug>/manage/cups/<int:pk>/withdraw/<uslug:code>/",
        cup_views.withdraw,
        name="leagues-cup-withdraw",
    ),
]
