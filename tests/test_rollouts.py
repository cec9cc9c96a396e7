"""fast_rollouts on CPU: the compiled loop samples what `generate` samples, from the policy being trained.

A 2-layer random Llama with a wide initialisation (so that its next-token distributions are far from
uniform and greedy outputs vary) stands in for the model; HF `generate` is the reference.
"""

from __future__ import annotations

import copy

import sys

import pytest
import torch
from transformers import GenerationConfig, LlamaConfig, LlamaForCausalLM

from trl_grpo_ext.rollouts import CompiledGenerator
from trl_grpo_ext.rollouts.settings import UnsupportedGeneration
from trl_grpo_ext.rollouts.settings import RolloutSettings
from trl_grpo_ext.rollouts.weights import build, build_copy, choose_mode, estimate_extra_bytes

PAD, BOS, EOS, VOCAB = 0, 1, 2, 300


def small_model(seed: int = 0, config_cls=LlamaConfig, model_cls=LlamaForCausalLM):
    torch.manual_seed(seed)
    config = config_cls(
        vocab_size=VOCAB, hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
        num_key_value_heads=2, max_position_embeddings=512, initializer_range=0.2, pad_token_id=PAD,
        bos_token_id=BOS, eos_token_id=EOS,
    )
    return model_cls(config).eval()


def prompts(lengths=(7, 3, 5, 1), seed: int = 1) -> list[list[int]]:
    gen = torch.Generator().manual_seed(seed)
    return [torch.randint(3, VOCAB, (n,), generator=gen).tolist() for n in lengths]


def left_pad(batch: list[list[int]]):
    width = max(map(len, batch))
    ids = torch.tensor([[PAD] * (width - len(p)) + p for p in batch])
    mask = torch.tensor([[0] * (width - len(p)) + [1] * len(p) for p in batch])
    return ids, mask


def hf_generate(model, batch, config) -> list[list[int]]:
    """Completions from `generate`, cut after the first EOS as TRL cuts them."""
    ids, mask = left_pad(batch)
    ids, mask = ids.to(model.device), mask.to(model.device)
    out = model.generate(input_ids=ids, attention_mask=mask, generation_config=config)[:, ids.shape[1]:]
    eos = config.eos_token_id if isinstance(config.eos_token_id, list) else [config.eos_token_id]
    rows = []
    for row in out.tolist():
        ends = [j + 1 for j, tok in enumerate(row) if tok in eos]
        rows.append(row[: ends[0]] if ends else row)
    return rows


def greedy(max_new=16, **kw):
    return GenerationConfig(**{"max_new_tokens": max_new, "do_sample": False, "pad_token_id": PAD,
                               "eos_token_id": EOS, **kw})


def sampling(max_new=16, **kw):
    kw = {"temperature": 0.8, "top_p": 0.95, "top_k": 50, "min_p": 0.0, "repetition_penalty": 1.1, **kw}
    return GenerationConfig(**{"max_new_tokens": max_new, "do_sample": True, "pad_token_id": PAD,
                               "eos_token_id": EOS, **kw})


def training_logprobs(model, batch, completions, temperature):
    """log softmax(logits / T) of each completion token from one teacher-forced forward: what TRL's loss uses."""
    rows = [p + c for p, c in zip(batch, completions)]
    ids, mask = left_pad(rows)
    position_ids = (mask.cumsum(-1) - 1).clamp(min=0)
    with torch.no_grad():
        logits = model(input_ids=ids, attention_mask=mask, position_ids=position_ids).logits.float()
    logps = torch.log_softmax(logits[:, :-1] / temperature, dim=-1).gather(2, ids[:, 1:, None]).squeeze(2)
    out = []
    for i, c in enumerate(completions):
        out.append(logps[i, ids.shape[1] - 1 - len(c):].tolist())
    return out


def lora_model(seed: int = 0, base=None):
    from peft import LoraConfig, get_peft_model

    model = (base or small_model)(seed)
    peft = get_peft_model(model, LoraConfig(r=4, lora_alpha=8, target_modules="all-linear", lora_dropout=0.0))
    # peft starts B at zero (a no-op adapter): give it weight so that the adapter matters.
    torch.manual_seed(seed + 1)
    with torch.no_grad():
        for name, p in peft.named_parameters():
            if "lora_B" in name:
                p.normal_(0, 0.3)
    return peft.eval()


def bump_adapters(peft_model, seed: int = 5) -> None:
    """An in-place change of every adapter weight, as an optimizer step makes it."""
    gen = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for name, p in peft_model.named_parameters():
            if "lora_" in name:
                p.add_(torch.randn(p.shape, generator=gen).to(p.device) * 0.3)


# ---------------------------------------------------------------------------------------------- greedy
@pytest.mark.parametrize("lengths", [(7, 3, 5, 1), (4, 4)], ids=["ragged", "equal"])
def test_greedy_equals_generate(lengths):
    model, batch = small_model(), prompts(lengths)
    expected = hf_generate(model, batch, greedy())
    result = CompiledGenerator(model, compile=False).generate(batch, greedy())
    assert result.completion_ids == expected
    assert any(len(set(row)) > 2 for row in expected), "degenerate reference: outputs do not vary"


@pytest.mark.parametrize("kernel", ["triton", "prefix"])  # "prefix": SDPA over the fill the host sets
def test_greedy_equals_generate_compiled(kernel):
    torch._dynamo.reset()  # no step traced with the other kernel is reused
    model, batch = small_model(), prompts()
    generator = CompiledGenerator(model, compile=True, decode_kernel=kernel)
    expected = hf_generate(model, batch, greedy())
    assert generator.generate(batch, greedy()).completion_ids == expected
    # A second batch with other prompt lengths reuses the cache bucket and the compiled step.
    batch2 = prompts((2, 6, 6, 4), seed=3)
    assert generator.generate(batch2, greedy()).completion_ids == hf_generate(model, batch2, greedy())


def test_compiled_prompts_give_generates_completions_with_one_compilation_for_every_length(monkeypatch):
    torch._dynamo.reset()
    model = small_model()
    generator = CompiledGenerator(model, compile=True)
    monkeypatch.setattr(generator, "_compiles_prompts", lambda: True)  # by default on CUDA only
    batch = prompts()
    assert generator.generate(batch, greedy()).completion_ids == hf_generate(model, batch, greedy())
    assert generator._prompt_forward is not generator._forward
    monkeypatch.setattr(torch._dynamo.config, "error_on_recompile", True)  # other prompt lengths, same compilation
    for lengths, seed in [((2, 6, 6, 4), 3), ((9, 5, 8, 3), 4)]:
        batch = prompts(lengths, seed=seed)
        assert generator.generate(batch, greedy()).completion_ids == hf_generate(model, batch, greedy())


def test_eos_stops_a_row_and_pads_the_rest():
    model, batch = small_model(), prompts()
    # Make the 3rd greedy token of the first row an EOS token: that row must end there, the others go on.
    free = hf_generate(model, batch, greedy())
    stop = free[0][2]
    config = greedy(eos_token_id=[EOS, stop])
    result = CompiledGenerator(model, compile=False).generate(batch, config)
    assert result.completion_ids[0][-1] == stop and len(result.completion_ids[0]) <= 3
    assert result.completion_ids == hf_generate(model, batch, config)
    assert max(map(len, result.completion_ids)) == 16


# ---------------------------------------------------------------------------------------------- sampling
@pytest.mark.parametrize(
    "options",
    [{}, {"top_k": 5}, {"top_p": 0.5, "top_k": 0}, {"min_p": 0.2, "top_k": 0, "top_p": 1.0},
     {"repetition_penalty": 2.0, "temperature": 1.3}],
    ids=["default", "top_k", "top_p", "min_p", "repetition_penalty"],
)
def test_sampling_equals_generate_under_the_same_seed(options):
    # Same processors, same input_ids, same multinomial draws: the same tokens. In float64, so that the two
    # attention layouts (static vs growing cache) cannot round a probability across a draw's boundary.
    model, batch = small_model().double(), prompts()
    config = sampling(**options)
    torch.manual_seed(123)
    expected = hf_generate(model, batch, config)
    torch.manual_seed(123)
    got = CompiledGenerator(model, compile=False).generate(batch, config).completion_ids
    assert got == expected


def test_sampled_logprobs_match_the_training_forward():
    # Temperature alone: the sampling distribution is the training forward's log_softmax(logits / T).
    model, batch = small_model(), prompts() * 2
    config = sampling(temperature=0.7, top_p=1.0, top_k=0, repetition_penalty=1.0)
    torch.manual_seed(0)
    result = CompiledGenerator(model, compile=False).generate(batch, config)
    ref = training_logprobs(model, batch, result.completion_ids, 0.7)
    diffs = [abs(a - b) for row, ref_row in zip(result.logprobs, ref) for a, b in zip(row, ref_row)]
    assert len(diffs) == sum(map(len, result.completion_ids)) > 0
    assert max(diffs) < 1e-4


class RecordScores:
    """A logits processor that keeps a copy of the scores it sees and changes nothing."""

    def __init__(self):
        self.seen = []

    def __call__(self, input_ids, scores):
        self.seen.append(scores.clone())
        return scores


@pytest.mark.parametrize("options", [{"top_k": 5}, {"top_p": 0.5, "top_k": 0}, {"repetition_penalty": 2.0}],
                         ids=["top_k", "top_p", "repetition_penalty"])
def test_sampled_logprobs_are_the_processed_distributions(options):
    # What vLLM returns as processed log-probs and TRL's correction uses: log_softmax of the processed scores.
    model, batch = small_model().double(), prompts()
    config = sampling(**options)
    ids, mask = left_pad(batch)
    torch.manual_seed(3)
    out = model.generate(input_ids=ids, attention_mask=mask, generation_config=config, output_scores=True,
                         return_dict_in_generate=True)
    torch.manual_seed(3)
    result = CompiledGenerator(model, compile=False).generate(batch, config)
    sequences = out.sequences[:, ids.shape[1]:]
    expected = torch.log_softmax(torch.stack(out.scores, 1), -1).gather(2, sequences[:, :, None]).squeeze(2)
    for row, logps, want, drawn in zip(result.completion_ids, result.logprobs, expected, sequences):
        assert row == drawn[: len(row)].tolist()
        assert logps == pytest.approx(want[: len(row)].tolist(), abs=1e-5)  # float32 scores
    # Temperature alone would give other numbers here: the processing is part of the distribution.
    assert not all(abs(a) < 1e-12 for row in result.logprobs for a in row)


@pytest.mark.parametrize("lengths", [(6, 6, 6), (7, 3, 5, 1)], ids=["one-length", "padded"])
@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float32], ids=["bf16", "fp32"])
def test_decode_logits_are_generates_bit_for_bit(lengths, dtype):
    # The decode attention is transformers' SDPA call as generate makes it (over the filled prefix, no mask unless
    # a row is padded), so the logits of every step are generate's, to the bit.
    model, batch = small_model().to(dtype), prompts(lengths)
    ids, mask = left_pad(batch)
    seen_generate, seen_engine = RecordScores(), RecordScores()
    out = model.generate(input_ids=ids, attention_mask=mask, generation_config=greedy(max_new=12),
                         logits_processor=[seen_generate])
    result = CompiledGenerator(model, compile=False).generate(batch, greedy(max_new=12), logits_processor=[seen_engine])
    assert len(seen_engine.seen) == len(seen_generate.seen) == out.shape[1] - ids.shape[1]
    for step, (a, b) in enumerate(zip(seen_engine.seen, seen_generate.seen)):
        assert torch.equal(a, b), step


def test_unsupported_options_are_refused():
    with pytest.raises(UnsupportedGeneration, match="num_beams"):
        CompiledGenerator(small_model(), compile=False).generate(prompts(), greedy(num_beams=2))


# ---------------------------------------------------------------------------------------------- weight modes
@pytest.mark.parametrize("mode", ["model", "merged", "unmerged"])
def test_lora_update_reaches_the_engine(mode):
    peft = lora_model()
    batch = prompts()
    if mode == "model":
        weights = build(peft, "model")
    else:  # the bf16 and int4 copies' structure, in float32 so that greedy outputs compare exactly
        weights = build_copy(peft, dtype=torch.float32, merge_lora=(mode == "merged"))
    generator = CompiledGenerator(weights.model, compile=False)
    before = generator.generate(batch, greedy()).completion_ids
    assert before == hf_generate(peft, batch, greedy())
    bump_adapters(peft)
    if mode == "merged":
        assert weights.needs_refresh
        assert generator.generate(batch, greedy()).completion_ids == before  # stale until refreshed
        weights.refresh()
    after = generator.generate(batch, greedy()).completion_ids
    assert after == hf_generate(peft, batch, greedy())
    assert after != before


def test_full_fine_tuning_update_reaches_a_bf16_copy_after_refresh():
    model = small_model()  # every weight trained, no adapter: the copy holds a bf16 copy of each of them
    weights = build_copy(model, dtype=torch.bfloat16)
    copied = dict(weights.model.named_parameters())

    def stale() -> list[str]:
        return [n for n, p in model.named_parameters() if not torch.equal(copied[n], p.detach().to(torch.bfloat16))]

    assert weights.needs_refresh and not stale()
    gen = torch.Generator().manual_seed(5)
    with torch.no_grad():  # an optimizer step, in place
        for p in model.parameters():
            p.add_(torch.randn(p.shape, generator=gen) * 0.3)
    assert len(stale()) == len(copied)
    weights.refresh()
    assert not stale()


def one_lora_layer(fan_in_fan_out: bool, adapter_dtype: torch.dtype):
    from peft import LoraConfig, get_peft_model

    from transformers.pytorch_utils import Conv1D

    torch.manual_seed(0)
    # GPT-2's Conv1D keeps its weight transposed (peft's fan-in-fan-out layers).
    model = torch.nn.Sequential(Conv1D(12, 16) if fan_in_fan_out else torch.nn.Linear(16, 12, bias=False))
    if fan_in_fan_out:
        torch.nn.init.normal_(model[0].weight)
    config = LoraConfig(r=4, lora_alpha=8, target_modules=["0"], lora_dropout=0.0, fan_in_fan_out=fan_in_fan_out)
    layer = get_peft_model(model, config).base_model.model[0]
    with torch.no_grad():
        for adapter in (layer.lora_A, layer.lora_B):
            adapter["default"].weight.normal_(0, 0.3)
    layer.lora_A.to(adapter_dtype)
    layer.lora_B.to(adapter_dtype)
    return layer


@pytest.mark.parametrize("fan_in_fan_out,adapter_dtype,into_dtype", [
    (False, torch.float32, torch.float32),  # adapters in the copy's dtype: accumulated in the copy itself
    (False, torch.float32, torch.bfloat16),  # a float32 accumulation rounded once into the copy
    (False, torch.bfloat16, torch.float32),
    (True, torch.float32, torch.float32),  # a transposed layer: through peft's own delta
])
def test_the_one_lora_merge_gives_peft_merged_weight(fan_in_fan_out, adapter_dtype, into_dtype):
    from trl_grpo_ext.rollouts.layers import merge_lora_into

    layer = one_lora_layer(fan_in_fan_out, adapter_dtype)
    base = layer.get_base_layer().weight.detach().clone()
    delta = layer.scaling["default"] * layer.lora_B["default"].weight.double() @ layer.lora_A["default"].weight.double()
    expected = (base.double() + (delta.T if fan_in_fan_out else delta)).to(into_dtype)
    read = []
    into = torch.empty(base.shape, dtype=into_dtype)
    merge_lora_into(layer, into, whole=lambda t: (read.append(t), t)[1])
    torch.testing.assert_close(into, expected)
    assert torch.equal(layer.get_base_layer().weight, base)  # the training weight is only read
    assert read  # every tensor is read through `whole` (under sharding: gathered)


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16], ids=["fp32", "bf16"])
@pytest.mark.parametrize("merge", [True, False], ids=["merged", "unmerged"])
def test_copy_logprobs_match_the_training_forward(dtype, merge):
    peft = lora_model()
    weights = build_copy(peft, dtype=dtype, merge_lora=merge)
    batch = prompts() * 2
    torch.manual_seed(0)
    config = sampling(temperature=1.0, top_p=1.0, top_k=0, repetition_penalty=1.0)
    result = CompiledGenerator(weights.model, compile=False).generate(batch, config)
    ref = training_logprobs(peft, batch, result.completion_ids, 1.0)
    diffs = torch.tensor([abs(a - b) for row, r in zip(result.logprobs, ref) for a, b in zip(row, r)])
    # fp32 copies compute what the training model computes; bf16 weights round to 8 bits of mantissa.
    assert diffs.max() < (1e-4 if dtype == torch.float32 else 0.25)
    assert diffs.mean() < (1e-5 if dtype == torch.float32 else 0.03)


def small_qwen2(seed: int = 0):
    from transformers import Qwen2Config, Qwen2ForCausalLM

    return small_model(seed, Qwen2Config, Qwen2ForCausalLM)


@pytest.mark.parametrize("arch", ["llama", "qwen2"])
def test_fused_projections_give_the_unfused_copys_logits_and_follow_a_remerge(arch):
    from trl_grpo_ext.rollouts.fused import ColumnsOf

    peft = lora_model(base=small_qwen2 if arch == "qwen2" else small_model)
    plain = build_copy(peft, dtype=torch.float32, merge_lora=True)
    fused = build_copy(peft, dtype=torch.float32, merge_lora=True, fuse=True)
    for layer in fused.model.model.layers:  # q/k/v and gate/up each became one layer (Qwen2: with the biases)
        assert isinstance(layer.self_attn.k_proj, ColumnsOf) and isinstance(layer.mlp.up_proj, ColumnsOf)
        assert (layer.self_attn.fused_proj.bias is not None) == (arch == "qwen2")
    ids, mask = left_pad(prompts())
    for _ in range(2):
        with torch.no_grad():
            want = plain.model(input_ids=ids, attention_mask=mask).logits
            got = fused.model(input_ids=ids, attention_mask=mask).logits
        torch.testing.assert_close(got, want, rtol=1e-5, atol=1e-5)
        assert CompiledGenerator(fused.model, compile=False).generate(prompts(), greedy()).completion_ids == (
            hf_generate(peft, prompts(), greedy()))
        bump_adapters(peft)  # the second round checks that a re-merge reaches the stacked weights
        plain.refresh()
        fused.refresh()


def test_fusion_leaves_the_training_models_own_weights_alone():
    # A bf16 copy of a trained bf16 model shares its weights: stacking them would cut the link (and duplicate them).
    model = small_model().to(torch.bfloat16)
    weights = build_copy(model, dtype=torch.bfloat16, merge_lora=True, fuse=True)
    attention = weights.model.model.layers[0].self_attn
    assert not hasattr(attention, "fused_proj")
    assert attention.q_proj.weight.data_ptr() == model.model.layers[0].self_attn.q_proj.weight.data_ptr()


def test_fused_copy_of_a_fully_fine_tuned_model_follows_each_step():
    # A bf16 copy of a trained fp32 model holds copies, stacked into q/k/v and gate/up; each refresh writes the
    # trained weights into the stacked ones, so the copy stays the model rounded to bf16, parameter by parameter.
    from trl_grpo_ext.rollouts.fused import ColumnsOf

    model = small_qwen2()
    weights = build_copy(model, dtype=torch.bfloat16, merge_lora=True, fuse=True)
    attention = weights.model.model.layers[0].self_attn
    assert isinstance(attention.k_proj, ColumnsOf) and attention.fused_proj.bias is not None

    def stale() -> list[str]:
        def copy_of(name):
            module, _, attr = name.rpartition(".")
            return getattr(weights.model.get_submodule(module), attr)
        return [n for n, p in model.named_parameters() if not torch.equal(copy_of(n), p.detach().to(torch.bfloat16))]

    assert weights.needs_refresh and not stale()
    gen = torch.Generator().manual_seed(5)
    with torch.no_grad():  # an optimizer step, in place
        for p in model.parameters():
            p.add_(torch.randn(p.shape, generator=gen) * 0.3)
    assert len(stale()) == len(list(model.parameters()))
    weights.refresh()
    assert not stale()
    ids, mask = left_pad(prompts())
    plain = build_copy(model, dtype=torch.bfloat16)
    with torch.no_grad():
        torch.testing.assert_close(weights.model(input_ids=ids, attention_mask=mask).logits,
                                   plain.model(input_ids=ids, attention_mask=mask).logits, atol=2e-2, rtol=0)


def test_copy_shares_nothing_it_should_not_and_counts_its_bytes():
    peft = lora_model()
    weights = build_copy(peft, dtype=torch.bfloat16, merge_lora=True)
    # Every weight of this fp32 model is copied to bf16: half its bytes (LoRA merged, not copied).
    base = sum(p.numel() for n, p in peft.named_parameters() if "lora_" not in n)
    assert weights.extra_bytes == base * 2
    assert estimate_extra_bytes(peft, "bf16") == base * 2
    train_ptrs = {p.data_ptr() for p in peft.parameters()}
    assert not any(p.data_ptr() in train_ptrs for p in weights.model.parameters())
    # The unmerged copy uses the training model's adapter parameters themselves.
    unmerged = build_copy(peft, dtype=torch.bfloat16, merge_lora=False)
    lora_ptrs = {p.data_ptr() for n, p in peft.named_parameters() if "lora_" in n}
    assert lora_ptrs <= {p.data_ptr() for p in unmerged.model.parameters()}


def test_auto_takes_the_model_itself_on_cpu():
    mode, why = choose_mode(lora_model(), RolloutSettings())
    assert mode == "model" and "auto" in why


# ---------------------------------------------------------------------------------------------- trainer
def test_config_field_is_validated():
    from trl_grpo_ext import GRPOExtConfig

    assert GRPOExtConfig(output_dir="/tmp/x", use_cpu=True).fast_rollouts == "off"
    # On by default for QLoRA (a CUDA-only path, hence bf16 off here), where it was measured to win.
    assert GRPOExtConfig(output_dir="/tmp/x", use_cpu=True, bf16=False, qlora=True).fast_rollouts == "auto"
    assert GRPOExtConfig(output_dir="/tmp/x", use_cpu=True, bf16=False, qlora=True,
                         fast_rollouts="off").fast_rollouts == "off"
    with pytest.raises(ValueError, match="fast_rollouts must be one of"):
        GRPOExtConfig(output_dir="/tmp/x", use_cpu=True, fast_rollouts="fast")
    with pytest.raises(ValueError, match="fast_rollouts_memory_gib"):
        GRPOExtConfig(output_dir="/tmp/x", use_cpu=True, fast_rollouts="auto", fast_rollouts_memory_gib=-1)
    with pytest.raises(ValueError, match="fast_rollouts_decode_attention must be one of triton, prefix"):
        GRPOExtConfig(output_dir="/tmp/x", use_cpu=True, fast_rollouts_decode_attention="flash-attn")


def test_each_engine_decodes_with_its_own_kernel_and_gives_the_model_back(monkeypatch):
    from trl_grpo_ext.rollouts import attention

    seen = []
    ops = {"prefix": "decode_attention_prefix", "triton": "decode_attention"}

    def spy(op, original):
        return lambda *args: (seen.append(op), original(*args))[1]

    for op in ops.values():
        monkeypatch.setattr(attention, op, spy(op, getattr(attention, op)))
    model = small_model()
    engines = {kernel: CompiledGenerator(model, compile=False, decode_kernel=kernel) for kernel in ops}
    for kernel in ("prefix", "triton", "prefix"):  # one engine's calls leave nothing behind for the other's
        seen.clear()
        engines[kernel].generate(prompts(), greedy(max_new=3))
        assert seen and set(seen) == {ops[kernel]}
        assert model.config._attn_implementation == "sdpa"  # the model's own, back after the call


@pytest.mark.parametrize("peft", [False, True], ids=["full", "lora"])
def test_trainer_runs_two_steps_with_fast_rollouts(tmp_path, tiny_model_dir, peft):
    from fixtures.rewards import ParityReward, prompt_dataset
    from fixtures.trainer_runs import fast_args
    from peft import LoraConfig

    from trl_grpo_ext import GRPOExtTrainer

    args = fast_args(tmp_path / "out", fast_rollouts="auto", fast_rollouts_compile=False)
    trainer = GRPOExtTrainer(
        model=tiny_model_dir, reward_funcs=[ParityReward()], args=args, train_dataset=prompt_dataset(4),
        peft_config=LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"]) if peft else None,
    )
    calls = []
    original = trainer._fast_rollouts_engine

    def engine(model):
        calls.append(trainer.state.global_step)
        return original(model)

    trainer._fast_rollouts_engine = engine
    trainer.train()
    assert trainer.state.global_step == 2
    assert calls == [0, 1], "the compiled loop did not generate each step's batch"
    assert trainer._fast_rollouts_mode == "model"
    # The loop's log-probs reached TRL, and its importance-sampling correction ran (on by default).
    logged = [entry for entry in trainer.state.log_history if "sampling/importance_sampling_ratio/mean" in entry]
    assert len(logged) == 2
    for entry in logged:
        # the engine computes what the loss computes here (float32, eager): the ratio is 1 up to rounding
        assert entry["sampling/sampling_logp_difference/mean"] < 1e-4
        assert entry["sampling/importance_sampling_ratio/mean"] == pytest.approx(1.0, abs=1e-3)


def test_trainer_falls_back_for_unsupported_generation_kwargs(tmp_path, tiny_model_dir):
    from fixtures.rewards import ParityReward, prompt_dataset
    from fixtures.trainer_runs import fast_args

    from trl_grpo_ext import GRPOExtTrainer

    args = fast_args(
        tmp_path / "out", fast_rollouts="model", max_steps=1, generation_kwargs={"max_time": 600.0},
    )
    trainer = GRPOExtTrainer(
        model=tiny_model_dir, reward_funcs=[ParityReward()], args=args, train_dataset=prompt_dataset(4),
        processing_class=None,
    )
    trainer.train()
    assert trainer._fast_rollouts is None  # TRL's path generated


def test_trainer_remerges_the_bf16_copy_after_each_optimizer_step(tmp_path, tiny_model_dir):
    from fixtures.rewards import ParityReward, prompt_dataset
    from fixtures.trainer_runs import fast_args
    from peft import LoraConfig

    from trl_grpo_ext import GRPOExtTrainer

    args = fast_args(tmp_path / "out", fast_rollouts="bf16", fast_rollouts_compile=False, max_steps=3)
    trainer = GRPOExtTrainer(
        model=tiny_model_dir, reward_funcs=[ParityReward()], args=args, train_dataset=prompt_dataset(4),
        peft_config=LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"]),
    )
    refreshed_at = []
    original = trainer._fast_rollouts_engine

    def engine(model):
        weights, generator = original(model)
        if not hasattr(weights, "_counted"):
            refresh = weights.refresh
            weights.refresh = lambda: (refreshed_at.append(trainer.state.global_step), refresh())[1]
            weights._counted = True
        return weights, generator

    trainer._fast_rollouts_engine = engine
    trainer.train()
    assert refreshed_at == [1, 2]  # before the 2nd and 3rd batches: the adapters had changed
    weights, _ = trainer._fast_rollouts
    weights.refresh()
    lm = trainer.accelerator.unwrap_model(trainer.model).get_base_model()
    q_copy = weights.model.model.layers[0].self_attn.q_proj.weight
    q_train = lm.model.layers[0].self_attn.q_proj
    expected = q_train.base_layer.weight + q_train.get_delta_weight("default")
    torch.testing.assert_close(q_copy.float(), expected.to(torch.bfloat16).float())


def test_int4_mode_without_torchao_names_the_extra_to_install(monkeypatch):
    from trl_grpo_ext.rollouts.weights import int4_quantizer

    monkeypatch.setitem(sys.modules, "torchao", None)  # an import of torchao now fails as if it were absent
    with pytest.raises(ImportError, match=r"trl-grpo-ext\[int4\]"):
        int4_quantizer()


def test_trainer_with_dora_adapters_falls_back_to_trls_generation(tmp_path, tiny_model_dir):
    from fixtures.rewards import ParityReward, prompt_dataset
    from fixtures.trainer_runs import fast_args
    from peft import LoraConfig

    from trl_grpo_ext import GRPOExtTrainer

    args = fast_args(tmp_path / "out", fast_rollouts="model", max_steps=1, fast_rollouts_compile=False)
    trainer = GRPOExtTrainer(
        model=tiny_model_dir, reward_funcs=[ParityReward()], args=args, train_dataset=prompt_dataset(4),
        peft_config=LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"], use_dora=True),
    )
    trainer.train()
    assert trainer.state.global_step == 1
    assert trainer._fast_rollouts is None
    assert "DoRA" in trainer._fast_rollouts_disabled_reason


# ---------------------------------------------------------------------------------------------- decode attention
def explicit_attention(q, k, v, valid, scale):
    """Softmax attention written out in float64, each query head on its key/value head, masked positions -inf."""
    group = q.shape[1] // k.shape[1]
    k, v = k.double().repeat_interleave(group, 1), v.double().repeat_interleave(group, 1)
    scores = torch.einsum("bhd,bhld->bhl", q.double(), k) * scale
    scores = scores.masked_fill(~valid[:, None, :], float("-inf"))
    return torch.einsum("bhl,bhld->bhd", scores.softmax(-1), v)


def random_attention_inputs(batch, heads, kv_heads, length, dim, dtype, device, seed):
    gen = torch.Generator(device=device).manual_seed(seed)
    q = torch.randn(batch, heads, dim, generator=gen, device=device, dtype=dtype)
    k = torch.randn(batch, kv_heads, length, dim, generator=gen, device=device, dtype=dtype)
    v = torch.randn(batch, kv_heads, length, dim, generator=gen, device=device, dtype=dtype)
    valid = torch.zeros(batch, length, dtype=torch.bool, device=device)
    for b in range(batch):  # left padding, then the written part, then slots not yet written
        start = int(torch.randint(0, length // 3, (1,), generator=gen, device=device))
        end = int(torch.randint(length // 2, length + 1, (1,), generator=gen, device=device))
        valid[b, start:end] = True
    return q, k, v, valid


@pytest.mark.parametrize("lengths", [(9, 9, 9), (9, 4, 7)], ids=["one-length", "padded"])
def test_the_hosts_fill_gives_what_reading_the_mask_gives(lengths):
    # A decode loop tells the attention its fill from the host (nothing read back from a GPU); the result is the
    # same call, bit for bit, and the fill it is told is the one it uses.
    from trl_grpo_ext.rollouts import attention

    gen = torch.Generator().manual_seed(0)
    batch, filled, capacity = len(lengths), max(lengths) + 3, 32
    q, k, v = (torch.randn(batch, heads, *rest, generator=gen).to(torch.bfloat16)
               for heads, rest in ((8, (16,)), (2, (capacity, 16)), (2, (capacity, 16))))
    valid = torch.zeros(batch, capacity, dtype=torch.bool)
    for b, n in enumerate(lengths):  # left padding, the prompt and three decoded positions
        valid[b, max(lengths) - n : filled] = True
    read = attention.decode_attention_reference(q, k, v, valid, 0.25)
    padded = len(set(lengths)) > 1
    try:
        attention.set_decode_fill((filled, padded))
        assert torch.equal(attention.decode_attention_prefix(q, k, v, valid, 0.25), read)
        attention.set_decode_fill((filled - 1, padded))
        assert not torch.equal(attention.decode_attention_reference(q, k, v, valid, 0.25), read)
    finally:
        attention.set_decode_fill(None)


def assert_each_equals_generate(generator, model, padded, equal):
    """Batches of each kind a decode step is recorded for, one after another: rows padded or not, two temperatures."""
    for rows, config in ((padded, greedy()), (equal, greedy()), (padded, sampling(temperature=0.7)), (equal, greedy()),
                         (padded, greedy())):
        torch.manual_seed(3)
        expected = hf_generate(model, rows, config)
        torch.manual_seed(3)
        assert generator.generate(rows, config).completion_ids == expected


class _Replayed:
    """A recording that runs its work again at each replay, on the tensors it was given: a CUDA graph's contract."""

    def __init__(self, work):
        self.replay = work


def test_graphs_per_fill_write_where_the_engine_reads_for_every_kind_of_batch(monkeypatch):
    # The bookkeeping of `rollouts.fill_graphs` on the CPU: what each graph reads and writes is bound when it is
    # recorded, so a graph that kept writing an output buffer the engine no longer reads would show here.
    from trl_grpo_ext.rollouts.fill_graphs import FillGraphs

    monkeypatch.setattr(FillGraphs, "_capture", lambda self, work: _Replayed(work))
    monkeypatch.setattr(CompiledGenerator, "_graphs_per_fill", lambda self: True)
    monkeypatch.setattr(torch, "compile", lambda fn, **options: fn)  # the bookkeeping, not inductor, is under test
    model = small_model()
    generator = CompiledGenerator(model, compile=True, decode_kernel="prefix")
    padded, equal = prompts((7, 3, 5, 1)), prompts((5, 5, 5, 5), seed=4)
    assert_each_equals_generate(generator, model, padded, equal)
    graphs = generator._fill_graphs
    assert {key[1:] for key in graphs.graphs} == {(True, 1.0), (False, 1.0), (True, 0.7)}  # (padded, temperature)
    # A batch that needs a longer cache gets one; a shorter batch after it keeps it, and the graphs with it.
    long = prompts((120, 3, 5, 1), seed=5)  # 136 positions: past the first bucket of 128
    assert generator.generate(long, greedy()).completion_ids == hf_generate(model, long, greedy())
    cache, recorded = generator._cache, dict(graphs.graphs)
    assert generator._cache_key == (4, 256)
    assert generator.generate(padded, greedy()).completion_ids == hf_generate(model, padded, greedy())
    assert generator._cache is cache and all(graphs.graphs[key] is graph for key, graph in recorded.items())
    recorded = dict(graphs.graphs)
    with torch.no_grad():
        model.lm_head.weight.data = model.lm_head.weight.data.clone()  # a weight at a new address
    assert generator.generate(padded, greedy()).completion_ids == hf_generate(model, padded, greedy())
    assert not set(map(id, graphs.graphs.values())) & set(map(id, recorded.values()))


def test_the_engine_forgets_the_fill_after_a_call():
    from trl_grpo_ext.rollouts import attention

    CompiledGenerator(small_model(), compile=False).generate(prompts(), greedy(max_new=3))
    assert attention._FILL is None  # a later call outside a decode loop reads the mask again


def test_decode_attention_reads_only_valid_positions():
    from trl_grpo_ext.rollouts.attention import decode_attention

    q, k, v, valid = random_attention_inputs(3, 8, 2, 40, 16, torch.float64, "cpu", seed=0)
    out = decode_attention(q, k, v, valid, 0.25)
    torch.testing.assert_close(out, explicit_attention(q, k, v, valid, 0.25), rtol=1e-12, atol=1e-12)
    # What sits at masked positions (padding, unwritten cache slots) does not matter.
    k2, v2 = k.clone(), v.clone()
    k2[~valid[:, None, :].expand_as(k[..., 0])] = 1e4
    v2[~valid[:, None, :].expand_as(v[..., 0])] = -1e4
    torch.testing.assert_close(decode_attention(q, k2, v2, valid, 0.25), out, rtol=1e-12, atol=1e-12)


def test_shared_prompt_prefill_and_sdpa_decode_give_the_same_completions():
    model = small_model()
    batch = [p for p in prompts((7, 3, 5)) for _ in range(3)]  # three groups of three completions
    expected = hf_generate(model, batch, greedy())
    for options in ({}, {"share_prompts": False}, {"decode_attention": False}):
        assert CompiledGenerator(model, compile=False, **options).generate(batch, greedy()).completion_ids == expected
    config = sampling()
    got = []
    for share in (True, False):
        torch.manual_seed(7)
        got.append(CompiledGenerator(model.double(), compile=False, share_prompts=share).generate(batch, config))
    assert got[0].completion_ids == got[1].completion_ids
    assert sum(got[0].logprobs, []) == pytest.approx(sum(got[1].logprobs, []), abs=1e-12)


def test_a_head_every_prompt_shares_is_prefilled_once_with_the_same_completions(monkeypatch):
    model = small_model()
    head = prompts((6,), seed=3)[0]  # a system message, say
    batch = [head + tail for tail in prompts((4, 4, 4), seed=4) for _ in range(2)]
    engine = CompiledGenerator(model, compile=False)
    rows = []
    forward = engine._forward
    monkeypatch.setattr(engine, "_forward", lambda ids, *a: rows.append(tuple(ids.shape)) or forward(ids, *a))
    assert engine.generate(batch, greedy(max_new=4)).completion_ids == hf_generate(model, batch, greedy(max_new=4))
    assert rows[:2] == [(1, 6), (3, 4)]  # the head once, then each distinct prompt's own tokens
    config = sampling()
    got = []
    for share in (True, False):
        torch.manual_seed(7)
        got.append(CompiledGenerator(model.double(), compile=False, share_prompts=share).generate(batch, config))
    assert got[0].completion_ids == got[1].completion_ids
    assert sum(got[0].logprobs, []) == pytest.approx(sum(got[1].logprobs, []), abs=1e-12)


def test_engine_leaves_the_models_attention_setting_as_it_was():
    model = small_model()
    before = model.config._attn_implementation
    CompiledGenerator(model, compile=False).generate(prompts(), greedy(max_new=2))
    assert model.config._attn_implementation == before


# ---------------------------------------------------------------------------------------------- on a GPU
gpu = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")


@pytest.mark.gpu
@gpu
@pytest.mark.parametrize("dtype,tolerance", [(torch.bfloat16, 1e-2), (torch.float32, 1e-5)], ids=["bf16", "fp32"])
@pytest.mark.parametrize("shape", [(5, 28, 4, 700, 128), (3, 12, 2, 300, 64), (2, 9, 3, 1000, 80)],
                         ids=["qwen7b-heads", "group6", "dim80"])
@pytest.mark.parametrize("kernel", ["triton", "efficient", "flash"])
def test_decode_attention_kernel_matches_float64(shape, dtype, tolerance, kernel):
    from trl_grpo_ext.rollouts.attention import decode_attention

    for seed in range(3):  # fresh inputs each time; float32 runs the Triton kernel whatever the name
        q, k, v, valid = random_attention_inputs(*shape, dtype, "cuda", seed)
        ref = explicit_attention(q, k, v, valid, shape[-1] ** -0.5)
        out = decode_attention(q, k, v, valid, shape[-1] ** -0.5, kernel)
        assert not out.isnan().any()
        assert float((out.double() - ref).norm() / ref.norm()) < tolerance


@pytest.mark.gpu
@gpu
@pytest.mark.parametrize("kernel", ["triton", "prefix"])
def test_compiled_engine_on_gpu_equals_generate(kernel):
    torch._dynamo.reset()
    model = small_model().cuda()
    batch = [p for p in prompts((7, 3, 5, 1)) for _ in range(2)]
    generator = CompiledGenerator(model, decode_kernel=kernel)
    assert generator.generate(batch, greedy()).completion_ids == hf_generate(model, batch, greedy())
    # Seeded sampling: the draws happen outside the compiled step, as in generate.
    config = sampling()
    torch.manual_seed(5)
    expected = hf_generate(model, batch, config)
    torch.manual_seed(5)
    assert generator.generate(batch, config).completion_ids == expected


@pytest.mark.gpu
@gpu
def test_fused_copy_compiled_on_gpu_equals_generate_and_follows_a_remerge():
    peft = lora_model().cuda()
    batch = [p for p in prompts((7, 3, 5, 1)) for _ in range(2)]
    # float32 so that greedy outputs compare exactly; the bf16 mode builds the same tree in bf16.
    weights = build_copy(peft, dtype=torch.float32, merge_lora=True, fuse=True)
    generator = CompiledGenerator(weights.model)
    assert generator.generate(batch, greedy()).completion_ids == hf_generate(peft, batch, greedy())
    bump_adapters(peft)
    weights.refresh()  # in place: the recorded CUDA graph reads the new stacked weights
    assert generator.generate(batch, greedy()).completion_ids == hf_generate(peft, batch, greedy())


@pytest.mark.gpu
@gpu
def test_stacked_copy_of_a_fully_fine_tuned_model_compiled_on_gpu_follows_each_step():
    from trl_grpo_ext.rollouts.fused import ColumnsOf

    # Trained in float64, sampled from a float32 copy: the copy holds copies of every weight, q/k/v and gate/up
    # stacked, and greedy outputs compare exactly with generate on the model cast to float32.
    model = small_qwen2().double().cuda()
    batch = [p for p in prompts((7, 3, 5, 1)) for _ in range(2)]
    weights = build_copy(model, dtype=torch.float32, merge_lora=True, fuse=True)
    assert isinstance(weights.model.model.layers[0].mlp.up_proj, ColumnsOf)
    generator = CompiledGenerator(weights.model)

    def expected():
        return hf_generate(copy.deepcopy(model).float(), batch, greedy())

    before = generator.generate(batch, greedy()).completion_ids
    assert before == expected()
    gen = torch.Generator(device="cuda").manual_seed(3)
    with torch.no_grad():  # an optimizer step, in place
        for p in model.parameters():
            p.add_(torch.randn(p.shape, generator=gen, device="cuda", dtype=p.dtype) * 0.5)
    weights.refresh()  # in place: the recorded CUDA graphs read the new stacked weights
    after = generator.generate(batch, greedy()).completion_ids
    assert after == expected() and after != before


@pytest.mark.gpu
@gpu
def test_graphs_per_fill_are_replayed_and_recorded_again_when_a_weight_moves():
    torch._dynamo.reset()
    peft = lora_model().cuda()
    batch = [p for p in prompts((7, 3, 5, 1)) for _ in range(2)]
    generator = CompiledGenerator(peft, decode_kernel="prefix")
    assert generator.generate(batch, greedy()).completion_ids == hf_generate(peft, batch, greedy())
    graphs = generator._fill_graphs
    # One per fill but the first step's, which compiled the step (the last token needs no step).
    assert len(graphs.graphs) == greedy().max_new_tokens - 2
    generator.generate(batch, greedy())
    recorded = dict(graphs.graphs)
    assert len(recorded) == greedy().max_new_tokens - 1
    bump_adapters(peft)  # in place, as an optimizer step: the same graphs read the new weights
    assert generator.generate(batch, greedy()).completion_ids == hf_generate(peft, batch, greedy())
    assert graphs.graphs == recorded
    for name, p in peft.named_parameters():  # a weight at a new address: every graph is recorded again
        if "lora_A" in name:
            p.data = p.data.clone()
            break
    assert generator.generate(batch, greedy()).completion_ids == hf_generate(peft, batch, greedy())
    assert len(graphs.graphs) == greedy().max_new_tokens - 2
    assert not set(map(id, graphs.graphs.values())) & set(map(id, recorded.values()))
    # Batches of another kind (no row padded, another temperature) between padded ones: every kind's graphs
    # write where the engine reads.
    assert_each_equals_generate(generator, peft, batch, [p for p in prompts((5, 5, 5, 5), seed=4) for _ in range(2)])
