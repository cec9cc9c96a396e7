"""Memory of the training forward: log-probs and entropy without full-vocabulary logits, and gradient
checkpointing only where the activations would not fit.

- ``chunked_logprobs_and_entropy``: per-token log-probs of the given tokens and the entropy of each
  position's distribution, computed from the last hidden states ``chunk`` positions at a time. Each
  chunk's ``[chunk, vocab]`` logits are rebuilt in backward (activation checkpointing per chunk), so
  the ``[tokens, vocab]`` float32 logits TRL materialises (12 GB at 64 × 316 tokens and a 152k
  vocabulary) never exist at once.
- ``choose_gradient_checkpointing``: like the rollout weight mode, a decision from an estimate and a
  budget, with its reason for the log: checkpointing costs a second forward in backward, so it is
  only worth it where the activations of a micro-batch would not fit.
"""

from __future__ import annotations

import torch
from torch.utils.checkpoint import checkpoint


def _chunk_stats(hidden, weight, bias, tokens, temperature):
    logits = torch.nn.functional.linear(hidden, weight, bias).float() / temperature
    logz = torch.logsumexp(logits, dim=-1)
    logps = logits.gather(-1, tokens[:, None]).squeeze(-1) - logz
    probs = torch.softmax(logits, dim=-1)
    entropy = logz - (probs * logits).sum(-1)
    return logps, entropy


def chunked_logprobs_and_entropy(
    hidden: torch.Tensor, weight: torch.Tensor, tokens: torch.Tensor, temperature: float = 1.0,
    bias: torch.Tensor | None = None, chunk: int = 1024,
) -> tuple[torch.Tensor, torch.Tensor]:
    """``log_softmax(hidden @ weight.T / T)`` at ``tokens`` and the entropy of each position, ``chunk`` positions
    at a time.

    Args:
        hidden: ``[..., hidden]`` last hidden states (the positions that predict ``tokens``).
        weight, bias: the LM head.
        tokens: ``[...]`` token ids, the shape of ``hidden`` without its last axis.
    Returns:
        ``(logps, entropy)``, both float32 of ``tokens``' shape. Gradients reach ``hidden`` (and the head's
        parameters, if they require them); each chunk's logits are recomputed in backward.
    """
    shape = tokens.shape
    flat_hidden = hidden.reshape(-1, hidden.shape[-1])
    flat_tokens = tokens.reshape(-1)
    logps, entropies = [], []
    for start in range(0, flat_tokens.numel(), chunk):
        args = (flat_hidden[start : start + chunk], weight, bias, flat_tokens[start : start + chunk], temperature)
        if torch.is_grad_enabled() and (hidden.requires_grad or weight.requires_grad):
            lp, ent = checkpoint(_chunk_stats, *args, use_reentrant=False)
        else:
            lp, ent = _chunk_stats(*args)
        logps.append(lp)
        entropies.append(ent)
    return torch.cat(logps).reshape(shape), torch.cat(entropies).reshape(shape)


def activation_bytes_per_token(config, dtype_bytes: int = 2) -> int:
    """Activations a decoder keeps for backward, per token, without checkpointing (a Llama/Qwen-style layer).

    Per layer: the inputs of the two norms and of the four attention projections' outputs (about 6 × hidden,
    counting q, k, v, the attention output and o_proj's input) and the MLP's gate, up, activation, product and
    down-projection input (5 × intermediate). An estimate, on the high side of what autograd keeps.
    """
    text = config.get_text_config() if hasattr(config, "get_text_config") else config
    sizes = ("hidden_size", "intermediate_size", "num_hidden_layers")
    missing = [name for name in sizes if not isinstance(getattr(text, name, None), int)]
    if missing:
        raise ValueError(f"no activation estimate for {type(text).__name__}: it has no {', '.join(missing)}")
    per_layer = 6 * text.hidden_size + 5 * text.intermediate_size
    return int(per_layer * text.num_hidden_layers * dtype_bytes)


def choose_gradient_checkpointing(config, tokens_per_micro_batch: int, budget_bytes: int | None,
                                  dtype_bytes: int = 2, without_budget: bool = True) -> tuple[bool, str]:
    """Whether to checkpoint, and why: on only if a micro-batch's activations exceed ``budget_bytes``
    (``None``: no budget known, e.g. on a CPU: ``without_budget``, by default on, the safe choice)."""
    need = activation_bytes_per_token(config, dtype_bytes) * tokens_per_micro_batch
    if budget_bytes is None:
        return without_budget, f"no memory budget known; activations would be {need / 1024**3:.1f} GiB"
    fits = need <= budget_bytes
    return (not fits), (
        f"activations {need / 1024**3:.1f} GiB for {tokens_per_micro_batch} tokens "
        f"{'fit' if fits else 'exceed'} the budget of {budget_bytes / 1024**3:.1f} GiB"
    )


def unallocated_training_state_bytes(model, optimizer) -> int:
    """Memory the first optimizer step will still allocate: the trainable parameters' gradients and, while the
    optimizer holds no state yet, AdamW's two float32 moments (an upper bound for 8-bit optimizers)."""
    moments = 0 if optimizer is not None and optimizer.state else 8
    return sum(p.numel() * ((p.element_size() if p.grad is None else 0) + moments)
               for p in model.parameters() if p.requires_grad)


def memory_budget(device: torch.device, budget_gib: float | None, margin_gib: float | None) -> int | None:
    """Bytes a rollout weight copy or a micro-batch's activations may use: ``budget_gib`` if given, else
    free memory minus a margin left for training (default: the larger of 4 GiB and 20% of the card).
    ``None`` off CUDA."""
    if budget_gib is not None:
        return int(budget_gib * 1024**3)
    if device.type != "cuda":
        return None
    free, total = torch.cuda.mem_get_info(device)
    return int(max(0, free - margin_bytes(margin_gib, total)))


def margin_bytes(margin_gib: float | None, card_bytes: int) -> int:
    """The memory left to training beside a budget: ``margin_gib``, by default the larger of 4 GiB and 20% of the
    card."""
    return int(margin_gib * 1024**3 if margin_gib is not None else max(4 * 1024**3, 0.2 * card_bytes))


def activation_budget(device: torch.device, budget_gib: float | None, margin_gib: float | None,
                      unallocated_bytes: int = 0) -> int | None:
    """Bytes a micro-batch's activations may take: ``budget_gib`` if given, else what
    :func:`memory_budget` leaves (free memory minus a margin), plus what
    PyTorch's allocator holds unused (generation's KV cache), minus ``unallocated_bytes``. ``None`` off CUDA."""
    budget = memory_budget(device, budget_gib, margin_gib)
    if budget_gib is not None or budget is None:
        return budget
    cached = torch.cuda.memory_reserved(device) - torch.cuda.memory_allocated(device)
    return max(0, budget + cached - unallocated_bytes)


# Bytes per parameter that ZeRO-3 shards over the processes with bf16/fp16 mixed precision and AdamW: the 16-bit
# partition (2), its float32 master (4), the float32 gradient partition (4) and the two moments (8).
ZERO3_SHARDED_BYTES_PER_PARAMETER = 18


def zero3_whole_elements(params: int, processes: int, card_bytes: int, margin_bytes: int, copy_bytes: int,
                         activation_bytes: int) -> int:
    """How many parameter elements ZeRO-3 may keep whole (16-bit, 2 bytes each) on every GPU between steps.

    What is left of the card after the margin, the sharded training state, the rollout copy and a micro-batch's
    activations, in elements, at most the whole model (``params``); 0 when nothing is left.
    """
    sharded = ZERO3_SHARDED_BYTES_PER_PARAMETER * params // max(processes, 1)
    room = card_bytes - margin_bytes - sharded - copy_bytes - activation_bytes
    return int(max(0, min(params, room // 2)))
