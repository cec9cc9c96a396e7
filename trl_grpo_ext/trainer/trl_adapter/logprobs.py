"""The loss's log-probabilities: from the completion's positions only where TRL would score every position, and
kept for the loss override when it asks for them."""

from __future__ import annotations

import inspect

from trl_grpo_ext.trainer.trl_adapter.loss import CAPTURE
from trl_grpo_ext.trainer.trl_adapter.versions import TEXT_LOGPROB_PARAMS


class LogprobHooks:
    """TRL's per-token log-probabilities, from :func:`completion_logprobs` where it applies."""

    def _get_per_token_logps_and_entropies(self, model, *args, **kwargs):
        out = completion_logprobs(self, model, *args, **kwargs)
        if out is None:
            out = super()._get_per_token_logps_and_entropies(model, *args, **kwargs)
        if self._loss_logps is CAPTURE:
            self._loss_logps = out[0]  # the loss's first call: the policy, with gradient
        return out


def completion_logprobs(trainer, model, *args, **kwargs):
    """The loss's log-probabilities and entropies from the completion's positions only, or ``None`` for TRL's path.

    Off a Triton device, trl 1.16's fused LM head scores every position of the batch (the prompt's and the
    padding's too) with the vocabulary projection's backward in fp32: on a CPU that was about 5 of the 15
    seconds of a step of the demo. Here the backbone runs each distinct prompt once for the completions that
    share it (:mod:`trl_grpo_ext.trainer.shared_prompt`), and only the positions that predict completion tokens go
    through the head, under the same autocast, a chunk of positions at a time (so
    full-vocabulary logits never exist for the whole batch). Text-only batches of an unwrapped causal LM
    (peft adapters included) without an auxiliary loss take this path; everything else (a DDP, FSDP or
    DeepSpeed wrapper, images, MoE losses) keeps TRL's. On a Triton device, whose TRL head already scores only the
    completion's positions, this path is taken only where the repeated prompts are worth a second backbone call:
    without gradient checkpointing, with repeated prompts' positions at least
    ``shared_prompt.MIN_REPEATED_SHARE_ON_GPU`` of the batch's.
    """
    import torch

    from trl_grpo_ext.trainer import shared_prompt
    from trl_grpo_ext.trainer.shared_prompt import repeated_share, shared_prompt_hidden
    from trl_grpo_ext.core.training_memory import chunked_logprobs_and_entropy

    if not trainer.trl_minor.logprobs_score_every_position_off_triton:
        return None
    from trl import GRPOTrainer
    from trl.trainer.utils import _use_triton

    call = inspect.signature(GRPOTrainer._get_per_token_logps_and_entropies).bind(trainer, model, *args, **kwargs)
    call.apply_defaults()
    a = call.arguments
    extra = {k: v for k, v in a.items() if k not in ("self", *TEXT_LOGPROB_PARAMS)}
    if a["compute_aux_loss"] or any(v is not None for v in extra.values()):
        return None
    lm = trainer.accelerator.unwrap_model(model)
    if lm is not model:  # DDP and friends prepare their gradient hooks in their own forward: keep it
        return None
    lm = lm.get_base_model() if hasattr(lm, "get_base_model") else lm
    head = lm.get_output_embeddings()
    input_ids, attention_mask, keep = a["input_ids"], a["attention_mask"], a["logits_to_keep"]
    if type(head) is not torch.nn.Linear or not hasattr(lm, "base_model"):
        return None
    if _use_triton(input_ids.device):  # TRL's Triton head scores only the completion's positions already
        share = repeated_share(lm.base_model, input_ids, attention_mask, keep)
        if not share or share < shared_prompt.MIN_REPEATED_SHARE_ON_GPU:
            return None

    batch_size = a["batch_size"] or input_ids.size(0)
    logps, entropies = [], []
    for start in range(0, input_ids.size(0), batch_size):
        ids, mask = input_ids[start : start + batch_size], attention_mask[start : start + batch_size]
        with trainer.accelerator.autocast():
            hidden = shared_prompt_hidden(lm.base_model, ids, mask, keep)
            if hidden is None:
                hidden = lm.base_model(input_ids=ids, attention_mask=mask, use_cache=False).last_hidden_state
                hidden = hidden[:, -keep - 1 : -1]
            lp, ent = chunked_logprobs_and_entropy(
                hidden, head.weight, ids[:, -keep:], trainer.temperature, bias=head.bias
            )
        scored = mask[:, -keep:].bool()  # TRL's labels are -100 (log-prob 0) where the mask is 0
        logps.append(lp.masked_fill(~scored, 0.0))
        entropies.append(ent.masked_fill(~scored, 0.0))
    return torch.cat(logps), (torch.cat(entropies) if a["compute_entropy"] else None), None
