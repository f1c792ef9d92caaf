"""What the site keeps in a visitor's session, by key, for every app that reads it: the games
started on this phone are the scorer's My games and also what a captain's card offers to
fill its games from."""

SESSION_GAMES = "pegboard_games"  # public ids of the games started on this phone, newest first
