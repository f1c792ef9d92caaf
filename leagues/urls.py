from django.urls import path

from leagues import (
    card_views,
    division_views,
    downloads,
    embed,
    invitation_views,
    printed,
    rating_views,
    secretary_views,
    views,
)
from leagues.cup_urls import urlpatterns as cup_urls
from leagues.deadline_urls import urlpatterns as deadline_urls
from leagues.move_urls import urlpatterns as move_urls
from leagues.tonight_urls import urlpatterns as tonight_urls

# The secretary's pages, apart from the public ones.
secretary_urls = [
    path("new/", secretary_views.new_season, name="leagues-new-season"),
    path("import/", secretary_views.import_league_file, name="leagues-import"),
    path("<uslug:slug>/manage/", secretary_views.manage, name="leagues-manage"),
    path("<uslug:slug>/manage/cards/", secretary_views.waiting_cards, name="leagues-waiting-cards"),
    path("<uslug:slug>/manage/teams/", secretary_views.add_team, name="leagues-add-team"),
    path(
        "<uslug:slug>/manage/divisions/",
        division_views.add_division_view,
        name="leagues-add-division",
    ),
    path(
        "<uslug:slug>/manage/divisions/<int:order>/name/",
        division_views.rename_division_view,
        name="leagues-rename-division",
    ),
    path("<uslug:slug>/manage/next/", division_views.next_season, name="leagues-next-season"),
    path(
        "<uslug:slug>/manage/teams/<uslug:code>/division/",
        division_views.move_team_view,
        name="leagues-move-team",
    ),
    path(
        "<uslug:slug>/manage/teams/<uslug:code>/",
        secretary_views.edit_team,
        name="leagues-edit-team",
    ),
    path(
        "<uslug:slug>/manage/teams/<uslug:code>/captains/",
        secretary_views.add_captain,
        name="leagues-add-captain",
    ),
    path(
        "<uslug:slug>/manage/teams/<uslug:code>/invite/",
        invitation_views.invite_captain,
        name="leagues-invite-captain",
    ),
    path(
        "<uslug:slug>/manage/fixtures/",
        secretary_views.generate_fixtures,
        name="leagues-generate-fixtures",
    ),
    path(
        "<uslug:slug>/manage/fixtures/<int:pk>/",
        secretary_views.rearrange,
        name="leagues-rearrange",
    ),
    path(
        "<uslug:slug>/manage/house-rules/", secretary_views.house_rules, name="leagues-house-rules"
    ),
    path(
        "<uslug:slug>/manage/leaderboard/",
        secretary_views.set_leaderboard,
        name="leagues-set-leaderboard",
    ),
    path(
        "<uslug:slug>/manage/registration/",
        secretary_views.set_registration,
        name="leagues-set-registration",
    ),
    path(
        "<uslug:slug>/manage/player-requests/<int:pk>/",
        secretary_views.answer_player_request,
        name="leagues-answer-player-request",
    ),
    path("<uslug:slug>/teams/<uslug:code>/ask/", card_views.ask_player, name="leagues-ask-player"),
    path(
        "<uslug:slug>/manage/embedding/",
        secretary_views.set_embed_origins,
        name="leagues-set-embed-origins",
    ),
    path(
        "<uslug:slug>/manage/adjustments/",
        secretary_views.add_adjustment,
        name="leagues-add-adjustment",
    ),
]

urlpatterns = [
    *secretary_urls,
    *cup_urls,
    *deadline_urls,
    *tonight_urls,
    *move_urls,
    path("", views.leagues, name="leagues-list"),
    path("invitations/<str:token>/", invitation_views.invitation, name="leagues-invitation"),
    path(
        "invitations/<str:token>/decline/",
        invitation_views.decline,
        name="leagues-invitation-decline",
    ),
    path("history/<uslug:slug>/", views.league_history, name="leagues-history"),
    path("<uslug:slug>/", views.season, name="leagues-season"),
    path("<uslug:slug>/results/", views.results, name="leagues-results"),
    path("<uslug:slug>/fixtures/", views.fixtures, name="leagues-fixtures"),
    path("<uslug:slug>/table.csv", downloads.table_csv, name="leagues-table-csv"),
    path("<uslug:slug>/results.csv", downloads.results_csv, name="leagues-results-csv"),
    path("<uslug:slug>/fixtures/<int:pk>/", card_views.fixture, name="leagues-fixture"),
    path("<uslug:slug>/embed/table/", embed.season_table, name="leagues-embed-table"),
    path("<uslug:slug>/print/fixtures/", printed.fixture_list, name="leagues-print-fixtures"),
    path("<uslug:slug>/fixtures/<int:pk>/print/", printed.blank_card, name="leagues-print-card"),
    path("<uslug:slug>/fixtures/<int:pk>/card/", card_views.enter_card, name="leagues-enter-card"),
    path(
        "<uslug:slug>/fixtures/<int:pk>/cards/<int:version>/confirm/",
        card_views.confirm_card,
        name="leagues-confirm-card",
    ),
    path(
        "<uslug:slug>/fixtures/<int:pk>/cards/<int:version>/dispute/",
        card_views.dispute_card,
        name="leagues-dispute-card",
    ),
    path("<uslug:slug>/teams/<uslug:code>/", views.team, name="leagues-team"),
    path(
        "<uslug:slug>/teams/<uslug:code>/against/<uslug:other>/",
        views.head_to_head_page,
        name="leagues-head-to-head",
    ),
    path("<uslug:slug>/players/", views.leaderboard, name="leagues-leaderboard"),
    path("<uslug:slug>/players.csv", downloads.leaderboard_csv, name="leagues-leaderboard-csv"),
    path("<uslug:slug>/players/<int:pk>/", views.player, name="leagues-player"),
    path("<uslug:slug>/ratings/", rating_views.ratings, name="leagues-ratings"),
    path(
        "<uslug:slug>/teams/<uslug:code>/fixtures.ics",
        downloads.team_calendar,
        name="leagues-team-calendar",
    ),
]
