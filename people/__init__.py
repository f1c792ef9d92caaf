"""Persons across teams, seasons, leagues and clubs, and their ratings (docs/ratings.md)."""
