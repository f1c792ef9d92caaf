from django.urls import path

from scoring import views

urlpatterns = [
    path("", views.home, name="scoring-home"),
    path("games/new/", views.new_game, name="scoring-new-game"),
    path("games/mine/", views.my_games, name="scoring-my-games"),
    path("games/import/", views.import_game, name="scoring-import"),
    path("g/<str:public_id>/", views.live, name="scoring-live"),
    path("g/<str:public_id>/qr.svg", views.live_qr, name="scoring-live-qr"),
    path("g/<str:public_id>/record.json", views.export_record, name="scoring-export-json"),
    path("g/<str:public_id>/hands.csv", views.export_csv, name="scoring-export-csv"),
    path("g/<str:public_id>/score/<str:secret>/", views.scorer, name="scoring-scorer"),
    path("g/<str:public_id>/score/<str:secret>/hands/", views.add_hand, name="scoring-add-hand"),
    path("g/<str:public_id>/score/<str:secret>/undo/", views.undo_hand, name="scoring-undo"),
    path(
        "g/<str:public_id>/score/<str:secret>/hands/<int:number>/",
        views.edit_hand,
        name="scoring-edit-hand",
    ),
    path(
        "g/<str:public_id>/score/<str:secret>/hands/<int:number>/delete/",
        views.delete_hand,
        name="scoring-delete-hand",
    ),
    path("g/<str:public_id>/score/<str:secret>/changes/", views.changes, name="scoring-changes"),
    path(
        "g/<str:public_id>/score/<str:secret>/finish/",
        views.confirm_finished,
        name="scoring-finish",
    ),
    path("g/<str:public_id>/score/<str:secret>/reopen/", views.reopen, name="scoring-reopen"),
]
