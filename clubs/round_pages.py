"""What the night's page shows of its rounds (the draw, the tables, the standings), for the
night page's view to render in templates/clubs/_night_rounds.html."""


def night_rounds(night, user) -> dict:
    """The night page's context for its rounds: none drawn yet, nothing to show."""
    return {}
