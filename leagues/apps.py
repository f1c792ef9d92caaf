from django.apps import AppConfig
from django.urls import register_converter

from leagues.addresses import UnicodeSlug


class LeaguesConfig(AppConfig):
    name = "leagues"
    verbose_name = "Leagues"

    def ready(self):
        # `<uslug:...>`, the league pages' addresses in any script (leagues/addresses.py):
        # registered once, before any URLconf (leagues/urls.py and cup_urls.py) is read.
        register_converter(UnicodeSlug, "uslug")
