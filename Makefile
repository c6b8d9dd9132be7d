# fitcoach: `make run` serves on http://127.0.0.1:8000, `make test` runs the whole suite.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: install install-test run test lint format benchmarks clean help

help:  ## list the targets
	@grep -E '^[a-z-]+:.*##' $(MAKEFILE_LIST) | sed 's/:.*## /\t/'

$(BIN)/python:
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "fitcoach needs Python 3.11 or newer")'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e .
	@touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e '.[test]'
	@touch $@ $(VENV)/.installed

install: $(VENV)/.installed  ## create .venv and install fitcoach (idempotent)

install-test: $(VENV)/.installed-test  ## install fitcoach with the test and lint tools

run: install  ## migrate the default SQLite database and serve the API and web page
	$(BIN)/fitcoach serve --host $(HOST) --port $(PORT)

test: install-test  ## run the whole test suite (PostgreSQL too when FITCOACH_TEST_DATABASE_URL is set)
	$(BIN)/pytest -q

lint: install-test  ## ruff and mypy
	$(BIN)/ruff check src tests benchmarks scripts
	$(BIN)/ruff format --check src tests benchmarks scripts
	$(BIN)/mypy

format: install-test  ## apply ruff's formatting and fixes
	$(BIN)/ruff format src tests benchmarks scripts
	$(BIN)/ruff check --fix src tests benchmarks scripts

benchmarks: install-test  ## print the speed and accuracy figures (needs ../shared for the corpora)
	$(BIN)/python benchmarks/run_all.py

clean:  ## remove the virtualenv and caches (keeps ./data)
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
