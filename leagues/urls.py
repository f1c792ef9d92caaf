from django.urls import path

from leagues import (
    card_views,
    division_views,
    downloads,
    embed,
    invitation_views,
    printed,
    secretary_views,
    views,
)
from leagues.cup_urls import urlpatterns as cup_urls

# The secretary's pages, apart from the public ones.
secretary_urls = [
    path("new/", secretary_views.new_season, name="leagues-new-season"),
    path("import/", secretary_views.import_league_file, name="leagues-import"),
    path("<slug:slug>/manage/", secretary_views.manage, name="leagues-manage"),
    path("<slug:slug>/manage/cards/", secretary_views.waiting_cards, name="leagues-waiting-cards"),
    path("<slug:slug>/manage/teams/", secretary_views.add_team, name="leagues-add-team"),
    path(
        "<slug:slug>/manage/divisions/",
        division_views.add_division_view,
        name="leagues-add-division",
    ),
    path("<slug:slug>/manage/next/", division_views.next_season, name="leagues-next-season"),
    path(
        "<slug:slug>/manage/teams/<slug:code>/division/",
        division_views.move_team_view,
        name="leagues-move-team",
    ),
    path(
        "<slug:slug>/manage/teams/<slug:code>/", secretary_views.edit_team, name="leagues-edit-team"
    ),
    path(
        "<slug:slug>/manage/teams/<slug:code>/captains/",
        secretary_views.add_captain,
        name="leagues-add-captain",
    ),
    path(
        "<slug:slug>/manage/teams/<slug:code>/invite/",
        invitation_views.invite_captain,
        name="leagues-invite-captain",
    ),
    path(
        "<slug:slug>/manage/fixtures/",
        secretary_views.generate_fixtures,
        name="leagues-generate-fixtures",
    ),
    path(
        "<slug:slug>/manage/fixtures/<int:pk>/", secretary_views.rearrange, name="leagues-rearrange"
    ),
    path(
        "<slug:slug>/manage/house-rules/", secretary_views.house_rules, name="leagues-house-rules"
    ),
    path(
        "<slug:slug>/manage/leaderboard/",
        secretary_views.set_leaderboard,
        name="leagues-set-leaderboard",
    ),
    path(
        "<slug:slug>/manage/registration/",
        secretary_views.set_registration,
        name="leagues-set-registration",
    ),
    path(
        "<slug:slug>/manage/player-requests/<int:pk>/",
        secretary_views.answer_player_request,
        name="leagues-answer-player-request",
    ),
    path("<slug:slug>/teams/<slug:code>/ask/", card_views.ask_player, name="leagues-ask-player"),
    path(
        "<slug:slug>/manage/embedding/",
        secretary_views.set_embed_origins,
        name="leagues-set-embed-origins",
    ),
    path(
        "<slug:slug>/manage/adjustments/",
        secretary_views.add_adjustment,
        name="leagues-add-adjustment",
    ),
]

urlpatterns = [
    *secretary_urls,
    *cup_urls,
    path("", views.leagues, name="leagues-list"),
    path("invitations/<str:token>/", invitation_views.invitation, name="leagues-invitation"),
    path(
        "invitations/<str:token>/decline/",
        invitation_views.decline,
        name="leagues-invitation-decline",
    ),
    path("history/<slug:slug>/", views.league_history, name="leagues-history"),
    path("<slug:slug>/", views.season, name="leagues-season"),
    path("<slug:slug>/results/", views.results, name="leagues-results"),
    path("<slug:slug>/fixtures/", views.fixtures, name="leagues-fixtures"),
    path("<slug:slug>/table.csv", downloads.table_csv, name="leagues-table-csv"),
    path("<slug:slug>/results.csv", downloads.results_csv, name="leagues-results-csv"),
    path("<slug:slug>/fixtures/<int:pk>/", card_views.fixture, name="leagues-fixture"),
    path("<slug:slug>/embed/table/", embed.season_table, name="leagues-embed-table"),
    path("<slug:slug>/print/fixtures/", printed.fixture_list, name="leagues-print-fixtures"),
    path("<slug:slug>/fixtures/<int:pk>/print/", printed.blank_card, name="leagues-print-card"),
    path("<slug:slug>/fixtures/<int:pk>/card/", card_views.enter_card, name="leagues-enter-card"),
    path(
        "<slug:slug>/fixtures/<int:pk>/cards/<int:version>/confirm/",
        card_views.confirm_card,
        name="leagues-confirm-card",
    ),
    path(
        "<slug:slug>/fixtures/<int:pk>/cards/<int:version>/dispute/",
        card_views.dispute_card,
        name="leagues-dispute-card",
    ),
    path("<slug:slug>/teams/<slug:code>/", views.team, name="leagues-team"),
    path(
        "<slug:slug>/teams/<slug:code>/against/<slug:other>/",
        views.head_to_head_page,
        name="leagues-head-to-head",
    ),
    path("<slug:slug>/players/", views.leaderboard, name="leagues-leaderboard"),
    path("<slug:slug>/players.csv", downloads.leaderboard_csv, name="leagues-leaderboard-csv"),
    path("<slug:slug>/players/<int:pk>/", views.player, name="leagues-player"),
    path(
        "<slug:slug>/teams/<slug:code>/fixtures.ics",
        downloads.team_calendar,
        name="leagues-team-calendar",
    ),
]
