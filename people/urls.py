from django.urls import path

from people import game_views, merge_views, views

urlpatterns = [
    path("", views.index, name="people-index"),
    path("<int:pk>/", views.person, name="people-person"),
    path("<int:pk>/merge/", merge_views.merge_search, name="people-merge-search"),
    path("<int:pk>/merge/<int:other_pk>/", merge_views.merge_confirm, name="people-merge-confirm"),
    path("merge/", merge_views.merge, name="people-merge"),
    path("<int:pk>/undo-merge/", merge_views.undo_merge, name="people-undo-merge"),
    path("games/<str:public_id>/<str:secret>/", game_views.game_rating, name="people-game-rating"),
    path(
        "games/<str:public_id>/<str:secret>/stop/",
        game_views.stop_game_rating,
        name="people-stop-game-rating",
    ),
]
