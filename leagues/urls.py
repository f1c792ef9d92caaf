from django.urls import path

from leagues import views

urlpatterns = [
    path("", views.leagues, name="leagues-list"),
    path("<slug:slug>/", views.season, name="leagues-season"),
    path("<slug:slug>/table.csv", views.table_csv, name="leagues-table-csv"),
    path("<slug:slug>/results.csv", views.results_csv, name="leagues-results-csv"),
    path("<slug:slug>/fixtures/<int:pk>/", views.fixture, name="leagues-fixture"),
    path("<slug:slug>/fixtures/<int:pk>/card/", views.enter_card, name="leagues-enter-card"),
    path(
        "<slug:slug>/fixtures/<int:pk>/cards/<int:version>/confirm/",
        views.confirm_card,
        name="leagues-confirm-card",
    ),
    path(
        "<slug:slug>/fixtures/<int:pk>/cards/<int:version>/dispute/",
        views.dispute_card,
        name="leagues-dispute-card",
    ),
    path("<slug:slug>/teams/<slug:code>/", views.team, name="leagues-team"),
    path(
        "<slug:slug>/teams/<slug:code>/fixtures.ics",
        views.team_calendar,
        name="leagues-team-calendar",
    ),
]
