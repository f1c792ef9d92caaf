from django.apps import AppConfig


class KernelConfig(AppConfig):
    """The site's own kernel, below the scorer and the league: accounts, the installable app,
    charts, CSV files, template tags, digits, caching and outage answers, backup and restore.
    It imports neither app (tests/test_layers.py keeps it so)."""

    name = "kernel"
    verbose_name = "Site"
