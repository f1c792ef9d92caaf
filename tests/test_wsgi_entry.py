"""The WSGI entry point moves what it loaded out of the garbage collector's sight, so each
collection in a worker scans only what its requests made (issue 37, bench/README.md)."""

import gc
import importlib

import config.wsgi


def test_the_loaded_site_is_frozen_out_of_the_collectors_sight():
    gc.unfreeze()
    try:
        importlib.reload(config.wsgi)
        assert gc.get_freeze_count() > 10_000  # the whole of Django and the site
    finally:
        gc.unfreeze()
