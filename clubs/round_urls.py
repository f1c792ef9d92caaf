"""A night's rounds: the draw, the tables and their games, the results typed for a table."""

urlpatterns = []
