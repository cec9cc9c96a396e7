"""Each distinct prompt run once in the loss's forward: the same hidden states and gradients as the full pass."""

from __future__ import annotations

import pytest
import torch
from transformers import LlamaConfig, LlamaForCausalLM

from trl_grpo_ext.trainer.shared_prompt import repeated_share, shared_prompt_hidden

PAD = 0


@pytest.fixture
def model():
    torch.manual_seed(0)
    config = LlamaConfig(vocab_size=40, hidden_size=16, intermediate_size=32, num_hidden_layers=2,
                         num_attention_heads=2, num_key_value_heads=1, max_position_embeddings=64, pad_token_id=PAD)
    return LlamaForCausalLM(config).train()


def group_batch(keep: int = 4):
    """Two prompts x 3 completions, one prompt left-padded, completions of several lengths right-padded."""
    gen = torch.Generator().manual_seed(1)
    prompts = [[5, 6, 7, 8, 9], [PAD, PAD, 11, 12, 13]]
    ids, mask = [], []
    for prompt in prompts:
        for length in (keep, min(2, keep), 1):
            completion = torch.randint(1, 40, (keep,), generator=gen).tolist()
            completion[length:] = [PAD] * (keep - length)
            ids.append(prompt + completion)
            mask.append([int(t != PAD) for t in prompt] + [1] * length + [0] * (keep - length))
    return torch.tensor(ids), torch.tensor(mask)


def hidden_and_grads(model, hidden_fn, ids, mask, keep):
    model.zero_grad()
    hidden = hidden_fn(model.model, ids, mask, keep)
    (hidden * mask[:, -keep:, None]).pow(2).sum().backward()
    return hidden.detach(), {n: p.grad.clone() for n, p in model.named_parameters() if p.grad is not None}


def full_pass(backbone, ids, mask, keep):
    return backbone(input_ids=ids, attention_mask=mask, use_cache=False).last_hidden_state[:, -keep - 1 : -1]


@pytest.mark.parametrize("keep", [4, 1])
def test_prompts_run_once_give_the_full_pass_hidden_states_and_gradients(model, keep):
    ids, mask = group_batch(keep)
    full = hidden_and_grads(model, full_pass, ids, mask, keep)
    shared = hidden_and_grads(model, shared_prompt_hidden, ids, mask, keep)
    scored = mask[:, -keep:].bool()
    torch.testing.assert_close(shared[0][scored], full[0][scored], rtol=1e-5, atol=1e-5)
    assert shared[1].keys() == full[1].keys() and full[1]
    for name, grad in shared[1].items():  # the rows' shares of a prompt are summed in another order
        torch.testing.assert_close(grad, full[1][name], rtol=1e-4, atol=1e-4 * full[1][name].abs().max().item(),
                                   msg=name)


def test_it_runs_the_backbone_over_distinct_prompts_only(model, monkeypatch):
    ids, mask = group_batch()
    rows = []
    forward = model.model.forward
    monkeypatch.setattr(model.model, "forward", lambda *a, **k: rows.append(k["input_ids"].shape) or forward(*a, **k))
    shared_prompt_hidden(model.model, ids, mask, 4)
    assert rows == [(2, 5), (6, 3)]  # two prompts of 5 positions, then 6 completions minus their last token


def test_nothing_to_share_or_checkpointing_keeps_the_full_pass(model):
    ids, mask = group_batch()
    assert shared_prompt_hidden(model.model, ids[::3], mask[::3], 4) is None  # one row per prompt
    model.gradient_checkpointing_enable()
    assert shared_prompt_hidden(model.model, ids, mask, 4) is None


@pytest.mark.parametrize("rows, keep, share", [
    (slice(None), 4, 4 * 5 / (6 * 9)),  # 2 prompts of 5 positions x 3 rows: 4 rows' prompts not run
    (slice(None), 1, 4 * 5 / (6 * 6)),  # shorter completions: the prompts are more of the batch
    (slice(None, None, 3), 4, 0.0),     # one row per prompt
])
def test_the_repeated_share_counts_the_prompt_positions_not_run(model, rows, keep, share):
    ids, mask = group_batch(keep)
    assert repeated_share(model.model, ids[rows], mask[rows], keep) == pytest.approx(share)


def test_under_checkpointing_nothing_is_shared(model):
    ids, mask = group_batch()
    model.gradient_checkpointing_enable()
    assert repeated_share(model.model, ids, mask, 4) == 0.0
