# Pegboard: `make run` serves the site on SQLite, `make test` runs ruff and every test.
# Both set everything up first, so they work on a fresh clone.

PYTHON_VERSION := $(shell cat .python-version)
# pyenv's interpreter when it is there (this machine's default python3 is too old for Django 6.1).
PYTHON ?= $(shell command -v $(HOME)/.pyenv/versions/$(PYTHON_VERSION)/bin/python3 || command -v python$(basename $(PYTHON_VERSION)) || echo python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

.PHONY: install run serve test bench mutants lint format migrate demo messages clean

install: $(STAMP)

# Reinstall only when the dependencies change.
$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 13), f"Python 3.13+ needed, found {sys.version}"'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	@touch $(STAMP)

# The compiled catalogues of the players' languages (locale/, never committed), rebuilt when a
# catalogue changes, by msgfmt from Debian's gettext. Without it the pages stay in English
# (CI installs it, and fails without it).
CATALOGUES := $(patsubst %.po,%.mo,$(wildcard locale/*/LC_MESSAGES/django.po))
messages: $(CATALOGUES)
%.mo: %.po
	@if command -v msgfmt >/dev/null; then msgfmt --check-format -o $@ $<; \
	elif [ -n "$$CI" ]; then echo "msgfmt is missing: apt-get install gettext"; exit 1; \
	else echo "msgfmt is missing (apt-get install gettext): the pages stay in English"; fi

migrate: install
	$(BIN)/python manage.py migrate --noinput

demo: migrate
	$(BIN)/python manage.py demo

run: demo messages
	DEBUG=$${DEBUG:-1} $(BIN)/python manage.py runserver 127.0.0.1:8000

# The production run: checks the environment first (SECRET_KEY, ALLOWED_HOSTS, no DEBUG, a
# trusted proxy when BIND is loopback), then migrates, collects the static files, runs Django's
# deployment checks and starts gunicorn as config/gunicorn.py says (the one definition `make
# bench`'s server starts too): on BIND:PORT (127.0.0.1:8000) with WEB_CONCURRENCY workers (2)
# of WEB_THREADS threads (4), no control socket, the access log on stdout without the
# scorers' secrets. The defaults are there, read from the environment (or `make serve
# WEB_THREADS=8`, which make passes to the commands it runs).

serve: install messages
	@$(BIN)/python -m config.preflight
	$(BIN)/python manage.py migrate --noinput
	$(BIN)/python manage.py collectstatic --noinput --verbosity 0
	$(BIN)/python manage.py check --deploy --fail-level WARNING
	exec $(BIN)/gunicorn --config python:config.gunicorn

lint: install
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

format: install
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

# axe-core, for the accessibility check in the browser tests: from the npm registry, kept in
# the virtualenv (never committed). Without npm the check is skipped, except in CI.
AXE := $(VENV)/axe-core/node_modules/axe-core/axe.min.js
$(AXE): | $(STAMP)
	-command -v npm >/dev/null && npm install --silent --no-audit --no-fund --prefix $(VENV)/axe-core axe-core@4.14.1

# The rules cores' tests: the games', the club nights' and the ratings'.
PURE_TESTS := tests/rules tests/clubs/rules tests/people/rules

test: lint $(AXE) messages
	$(BIN)/python -m pytest $(addprefix --ignore=,$(PURE_TESTS)) $(PYTEST_ARGS)
	@# The rules cores and their tests need no Django, so they run without it (as make mutants
	@# runs them): a rule test that reached for Django would fail here.
	$(BIN)/python -m pytest -q -p no:django -W ignore::pytest.PytestConfigWarning $(PURE_TESTS)

# Benchmarks: report figures beside their yardsticks (bench/README.md); not part of make test.
bench: install
	$(BIN)/python -m bench.run

# Mutation testing of the rules core and the league rules against the rule tests
# (pyproject.toml, [tool.mutmut]); not part of make test or CI: the whole run takes over an
# hour on 2 cores. Name a module to run only its mutants, e.g. make mutants
# MUTANTS='scoring.rules.values*' (or 'leagues.rules*'). Prints the share killed per module
# and the survivors (mutmut show NAME shows one).
MUTANTS ?=
mutants: install
	$(BIN)/mutmut run $(MUTANTS)
	$(BIN)/python tools/mutants_report.py

clean:
	rm -rf $(VENV) .hypothesis mutants
