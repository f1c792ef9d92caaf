from django.apps import AppConfig


class ScoringConfig(AppConfig):
    name = "scoring"
    verbose_name = "Scoring"

    def ready(self):
        # How a page says the games' own words in a message (kernel/words.py `param_words`).
        from scoring import sheets  # noqa: F401
