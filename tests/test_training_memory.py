"""Training-side memory helpers: chunked log-probs/entropy equal the full computation, values and gradients;
gradient checkpointing is chosen from the activation estimate and the budget, which counts the optimizer state
still to come."""

from __future__ import annotations

import pytest
import torch
from transformers import LlamaConfig

from trl_grpo_ext.core.training_memory import (
    activation_budget,
    activation_bytes_per_token,
    choose_gradient_checkpointing,
    chunked_logprobs_and_entropy,
    unallocated_training_state_bytes,
)


def full(hidden, weight, bias, tokens, temperature):
    logits = torch.nn.functional.linear(hidden, weight, bias).float() / temperature
    logps = torch.log_softmax(logits, -1).gather(-1, tokens[..., None]).squeeze(-1)
    p = torch.softmax(logits, -1)
    entropy = -(p * torch.log_softmax(logits, -1)).sum(-1)
    return logps, entropy


@pytest.mark.parametrize("chunk", [1, 7, 64, 1000])
def test_chunked_equals_full_values_and_gradients(chunk):
    gen = torch.Generator().manual_seed(0)
    hidden = torch.randn(3, 11, 16, generator=gen, dtype=torch.float64, requires_grad=True)
    weight = torch.randn(50, 16, generator=gen, dtype=torch.float64, requires_grad=True)
    bias = torch.randn(50, generator=gen, dtype=torch.float64)
    tokens = torch.randint(0, 50, (3, 11), generator=gen)
    lp, ent = chunked_logprobs_and_entropy(hidden, weight, tokens, 0.7, bias=bias, chunk=chunk)
    ref_lp, ref_ent = full(hidden, weight, bias, tokens, 0.7)
    assert lp.shape == ent.shape == tokens.shape
    torch.testing.assert_close(lp, ref_lp, rtol=1e-5, atol=1e-5)  # both in float32, as the loss computes them
    torch.testing.assert_close(ent, ref_ent, rtol=1e-5, atol=1e-5)
    upstream = torch.randn(3, 11, generator=gen, dtype=torch.float64)
    grads = torch.autograd.grad(((lp * upstream).sum() + ent.sum()), (hidden, weight))
    ref_grads = torch.autograd.grad(((ref_lp * upstream).sum() + ref_ent.sum()), (hidden, weight))
    for g, r in zip(grads, ref_grads):
        torch.testing.assert_close(g, r, rtol=1e-5, atol=1e-5)


def test_checkpointing_only_when_activations_exceed_the_budget():
    config = LlamaConfig(hidden_size=3584, intermediate_size=18944, num_hidden_layers=28)
    per_token = activation_bytes_per_token(config)
    assert per_token == (6 * 3584 + 5 * 18944) * 28 * 2
    on, why = choose_gradient_checkpointing(config, 64 * 316, budget_bytes=40 * 1024**3)
    assert on and "exceed" in why
    off, why = choose_gradient_checkpointing(config, 8 * 316, budget_bytes=40 * 1024**3)
    assert not off and "fit" in why
    assert choose_gradient_checkpointing(config, 8, budget_bytes=None)[0]


def test_without_a_budget_the_caller_decides():
    config = LlamaConfig(hidden_size=64, intermediate_size=128, num_hidden_layers=2)
    on, why = choose_gradient_checkpointing(config, 8, budget_bytes=None, without_budget=False)
    assert not on and "no memory budget known" in why


def test_activation_budget_is_known_on_a_cpu_only_when_given():
    cpu = torch.device("cpu")
    assert activation_budget(cpu, None, None) is None
    assert activation_budget(cpu, 1.5, None, unallocated_bytes=10) == int(1.5 * 1024**3)  # given: taken as it is


def test_unallocated_state_counts_gradients_and_moments_until_the_first_step():
    model = torch.nn.Sequential(torch.nn.Linear(3, 4), torch.nn.Linear(4, 2))
    model[1].requires_grad_(False)
    optimizer = torch.optim.AdamW(model.parameters())
    assert unallocated_training_state_bytes(model, optimizer) == (3 * 4 + 4) * (4 + 8)
    model(torch.randn(5, 3)).sum().backward()
    assert unallocated_training_state_bytes(model, optimizer) == (3 * 4 + 4) * 8  # gradients exist
    optimizer.step()
    assert unallocated_training_state_bytes(model, optimizer) == 0


def test_an_architecture_without_the_estimates_sizes_is_named():
    from transformers import GPT2Config

    with pytest.raises(ValueError, match="no activation estimate for GPT2Config: it has no intermediate_size"):
        activation_bytes_per_token(GPT2Config())
