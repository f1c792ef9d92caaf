from django.urls import path

from scoring.views import edits, live, scorer, start

urlpatterns = [
    path("", start.home, name="scoring-home"),
    path("games/new/", start.new_game, name="scoring-new-game"),
    path("games/mine/", start.my_games, name="scoring-my-games"),
    path("games/import/", start.import_game, name="scoring-import"),
    path("g/<str:public_id>/", live.live, name="scoring-live"),
    path("g/<str:public_id>/qr.svg", live.live_qr, name="scoring-live-qr"),
    path("g/<str:public_id>/record.json", live.export_record, name="scoring-export-json"),
    path("g/<str:public_id>/hands.csv", live.export_csv, name="scoring-export-csv"),
    path("g/<str:public_id>/score/<str:secret>/", scorer.scorer, name="scoring-scorer"),
    path("g/<str:public_id>/score/<str:secret>/hands/", scorer.add_hand, name="scoring-add-hand"),
    path("g/<str:public_id>/score/<str:secret>/undo/", scorer.undo_hand, name="scoring-undo"),
    path(
        "g/<str:public_id>/score/<str:secret>/hands/<int:number>/",
        edits.edit_hand,
        name="scoring-edit-hand",
    ),
    path(
        "g/<str:public_id>/score/<str:secret>/hands/<int:number>/delete/",
        edits.delete_hand,
        name="scoring-delete-hand",
    ),
    path("g/<str:public_id>/score/<str:secret>/changes/", edits.changes, name="scoring-changes"),
    path(
        "g/<str:public_id>/score/<str:secret>/finish/",
        scorer.confirm_finished,
        name="scoring-finish",
    ),
    path("g/<str:public_id>/score/<str:secret>/reopen/", scorer.reopen, name="scoring-reopen"),
    path(
        "g/<str:public_id>/score/<str:secret>/again/", start.play_again, name="scoring-play-again"
    ),
]
