"""The loss's forward pass with each distinct prompt run once for all the completions that share it.

A GRPO batch holds ``num_generations`` completions of every prompt, and the prompt's positions cost as much
in the forward and backward passes as the completion's: in the CPU demo a prompt is 37 tokens and a
completion at most 20, so two thirds of the batch's positions repeat a prompt already computed. Here the
backbone runs once over the distinct prompts with a cache, the prompts' keys and values are gathered to
every row, and the completions run over that cache. Mathematically nothing changes (the prompt's positions
never attend to the completion's); gradients reach the weights through the gathered keys and values, summed
over the rows that read them, as in the unshared pass.

Position ids stay those of the unshared pass (``arange`` over the padded row, what the model takes when none
are given), so left-padded prompts are handled as TRL's own forward handles them.
"""

from __future__ import annotations

import inspect

import torch

__all__ = ["MIN_REPEATED_SHARE_ON_GPU", "repeated_share", "shared_prompt_hidden"]

# On a GPU the alternative to this pass is TRL's own, whose fused head already scores only the completion's positions,
# so sharing saves only the repeated prompts' positions, and it costs a second backbone call (its launches: a 7B
# prompt's eager forward alone takes about 0.1 s) and attention over a cache under an explicit mask. At 7B, 8 x 256,
# 32-64-token prompts (12% of the positions repeated), no gradient checkpointing, on an H100: loss forward + backward
# 0.33 + 0.46 s a step through this pass, 0.17 + 0.21 s through TRL's
# (bench/results/rollout_speed_7b_8x256_h100_lora_in_launch.json, ..._trl_loss_pass.json). So on a GPU it runs only
# where the repeated positions are at least half of the batch's: prompts longer than the completions.
MIN_REPEATED_SHARE_ON_GPU = 0.5


def checkpointing(backbone) -> bool:
    """Gradient checkpointing in training turns the cache off: the prompt cannot be run once for its rows."""
    return backbone.training and any(getattr(m, "gradient_checkpointing", False) for m in backbone.modules())


def repeated_share(backbone, input_ids: torch.Tensor, attention_mask: torch.Tensor, keep: int) -> float:
    """The share of the batch's positions that :func:`shared_prompt_hidden` would not run, the repeated prompts'
    (before it looks at the cache): 0 where it would run every row (every prompt distinct, gradient checkpointing)."""
    prompt_len = input_ids.size(1) - keep
    if prompt_len < 1 or checkpointing(backbone):
        return 0.0
    prompts = torch.cat([input_ids[:, :prompt_len], attention_mask[:, :prompt_len]], dim=1)
    repeats = input_ids.size(0) - torch.unique(prompts, dim=0).size(0)
    return repeats * prompt_len / input_ids.numel()


def shared_prompt_hidden(backbone, input_ids: torch.Tensor, attention_mask: torch.Tensor,
                         keep: int) -> torch.Tensor | None:
    """The last hidden states of the ``keep`` positions that predict the completion tokens, prompts run once.

    Args:
        backbone: the decoder without its LM head (``model.model`` of a transformers causal LM, adapters
            injected or not).
        input_ids, attention_mask: ``[rows, prompt + keep]``, prompts left-padded, completions right-padded.
        keep: completion length (the ``logits_to_keep`` of TRL's call).

    Returns:
        ``[rows, keep, hidden]``, the states at positions ``prompt - 1`` to ``prompt + keep - 2``; or ``None``
        when sharing would save nothing or cannot be done (every prompt distinct, gradient checkpointing, which
        turns the cache off in training, or a cache other than a plain dynamic one).
    """
    from transformers import DynamicCache

    if checkpointing(backbone):
        return None
    prompt_len = input_ids.size(1) - keep
    if prompt_len < 1:
        return None
    # A prompt is its padded ids and mask: rows that differ only in padding are different prompts.
    prompts = torch.cat([input_ids[:, :prompt_len], attention_mask[:, :prompt_len]], dim=1)
    distinct, row_of = torch.unique(prompts, dim=0, return_inverse=True)
    if distinct.size(0) == input_ids.size(0):
        return None

    cache = DynamicCache(config=backbone.config)
    if any(type(layer).__name__ != "DynamicLayer" for layer in cache.layers):
        return None  # sliding-window or other layer kinds keep TRL's pass
    # transformers renamed `past_key_values` to `cache` (5.2x).
    cache_kw = "cache" if "cache" in inspect.signature(backbone.forward).parameters else "past_key_values"
    out = backbone(input_ids=distinct[:, :prompt_len], attention_mask=distinct[:, prompt_len:], use_cache=True,
                   **{cache_kw: cache})
    for layer in cache.layers:
        layer.keys = layer.keys.index_select(0, row_of)
        layer.values = layer.values.index_select(0, row_of)
    last_prompt = out.last_hidden_state[:, -1:].index_select(0, row_of)  # predicts the first completion token
    if keep == 1:
        return last_prompt
    # The last completion token predicts nothing that is scored: it is not run.
    completion = backbone(input_ids=input_ids[:, prompt_len:-1], attention_mask=attention_mask[:, :-1],
                          use_cache=True, **{cache_kw: cache}).last_hidden_state
    return torch.cat([last_prompt, completion], dim=1)
