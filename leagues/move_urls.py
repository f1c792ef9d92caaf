"""The addresses of moving a fixture (leagues/move_views.py), included from leagues/urls.py."""

from django.urls import path

from leagues import move_views

urlpatterns = [
    path(
        "<uslug:slug>/fixtures/<int:pk>/move/", move_views.move_fixture, name="leagues-move-fixture"
    ),
    path(
        "<uslug:slug>/fixtures/<int:pk>/moves/<int:move>/",
        move_views.answer_move,
        name="leagues-answer-move",
    ),
    path("<uslug:slug>/manage/moves/", move_views.set_move_approval, name="leagues-move-approval"),
]
