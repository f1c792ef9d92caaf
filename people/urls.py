from django.urls import path

from people import merge_views, views

urlpatterns = [
    path("", views.index, name="people-index"),
    path("<int:pk>/", views.person, name="people-person"),
    path("<int:pk>/merge/", merge_views.merge_search, name="people-merge-search"),
    path("<int:pk>/merge/<int:other>/", merge_views.merge_confirm, name="people-merge-confirm"),
    path("merge/", merge_views.merge, name="people-merge"),
    path("<int:pk>/undo-merge/", merge_views.undo_merge, name="people-undo-merge"),
]
