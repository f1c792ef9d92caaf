from django.apps import AppConfig


class LeaguesConfig(AppConfig):
    name = "leagues"
    verbose_name = "Leagues"

    def ready(self) -> None:
        """Say where persons play in the leagues (people/places.py: people never imports us)."""
        from leagues.places import LeaguePlaces
        from people.places import register

        register(LeaguePlaces())
