from django.apps import AppConfig


class ClubsConfig(AppConfig):
    name = "clubs"
    verbose_name = "Clubs"

    def ready(self):
        # A table's game finished (or corrected) on its phone is rated (clubs/models/results.py);
        # the clubs' places are where persons play (people/places.py).
        from clubs.models.results import table_game_changed
        from clubs.places import ClubPlaces
        from people import places
        from scoring import followers

        followers.follow(table_game_changed)
        places.register(ClubPlaces())
