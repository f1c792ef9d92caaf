"""The deadlines' addresses (leagues/deadline_views.py), under the season's manage/."""

from django.urls import path

from leagues import deadline_views

urlpatterns = [
    path("<uslug:slug>/manage/deadlines/", deadline_views.deadlines, name="leagues-deadlines"),
    path(
        "<uslug:slug>/manage/deadlines/set/",
        deadline_views.set_deadlines,
        name="leagues-set-deadlines",
    ),
    path(
        "<uslug:slug>/manage/deadlines/late/<int:pk>/",
        deadline_views.settle,
        name="leagues-settle-late",
    ),
    path(
        "<uslug:slug>/manage/deadlines/ledger/<int:pk>/withdraw/",
        deadline_views.withdraw,
        name="leagues-withdraw-adjustment",
    ),
    path(
        "<uslug:slug>/manage/deadlines/ledger/<int:pk>/amend/",
        deadline_views.amend,
        name="leagues-amend-adjustment",
    ),
]
