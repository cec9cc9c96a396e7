"""GRPOExtConfig validation, reward resolution and the trl version guard: errors a user sees first."""

from __future__ import annotations

import pytest
import torch
from fixtures.rewards import LengthShare, ParityReward, prompt_dataset
from fixtures.trainer_runs import fast_args

from trl_grpo_ext import GRPOExtConfig, GRPOExtTrainer
from trl_grpo_ext.trainer.trl_adapter import SUPPORTED_TRL, UnsupportedTRLVersionError, check_trl_version
from trl_grpo_ext.registry import REWARDS, register_reward
from trl_grpo_ext.trainer.rewards import build_reward_functions, combine_reward_weights


def config(tmp_path, **kwargs):
    return GRPOExtConfig(output_dir=str(tmp_path), use_cpu=True, bf16=False, report_to="none", **kwargs)


# -- config ----------------------------------------------------------------------------------
def test_defaults(tmp_path):
    args = config(tmp_path)
    assert args.advantage_scheme == "grpo"
    assert args.scheme_kwargs == {}
    assert args.reward_plugins is None
    assert args.drop_zero_variance_groups is False
    assert args.log_completions_history is False  # no wandb in report_to
    assert args.save_strategy == "no"  # a short run leaves no checkpoint unless asked


def test_a_config_prints_no_warning_the_user_cannot_act_on(tmp_path):
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error", FutureWarning)
        args = config(tmp_path)
        off = config(tmp_path, gradient_checkpointing=False)
    assert args.gradient_checkpointing is True  # TRL's default, kept
    assert off.gradient_checkpointing is False


def test_unknown_scheme_lists_the_known_ones(tmp_path):
    with pytest.raises(ValueError, match="advantage_scheme='grpoo'") as info:
        config(tmp_path, advantage_scheme="grpoo")
    for name in ("grpo", "contrastive", "max_rl", "negative_weighted"):
        assert name in str(info.value)


def test_bad_scheme_kwargs_name_the_field(tmp_path):
    with pytest.raises(ValueError, match="scheme_kwargs=.*pass_at_k.*unknown parameter"):
        config(tmp_path, advantage_scheme="pass_at_k", scheme_kwargs={"kk": 2})
    with pytest.raises(ValueError, match="scheme_kwargs"):
        config(tmp_path, advantage_scheme="pass_at_k", scheme_kwargs={"k": 0})
    with pytest.raises(ValueError, match="scheme_kwargs must be a dict or a JSON object string"):
        config(tmp_path, advantage_scheme="pass_at_k", scheme_kwargs="{k: 2}")


def test_scheme_kwargs_from_the_command_line(tmp_path):
    from transformers import HfArgumentParser

    (args,) = HfArgumentParser(GRPOExtConfig).parse_args_into_dataclasses(
        [
            "--output_dir", str(tmp_path), "--use_cpu", "--bf16", "false", "--report_to", "none",
            "--advantage_scheme", "pass_at_k", "--scheme_kwargs", '{"k": 2}',
            "--reward_plugins", "math_accuracy",
        ]
    )  # fmt: skip
    assert args.scheme_kwargs == {"k": 2}
    assert args.reward_plugins == [{"name": "math_accuracy", "options": {}, "weight": None}]


def test_non_grpo_scheme_refuses_trl_scaling_options(tmp_path):
    with pytest.raises(ValueError, match="scale_rewards='none' has no effect with advantage_scheme='rloo'"):
        config(tmp_path, advantage_scheme="rloo", scale_rewards="none")
    with pytest.raises(ValueError, match="multi_objective_aggregation='normalize_then_sum'"):
        config(tmp_path, advantage_scheme="max_rl", multi_objective_aggregation="normalize_then_sum")
    # with grpo, TRL's own scaling options stay available
    assert config(tmp_path, scale_rewards="batch").scale_rewards == "batch"


def test_drop_zero_variance_groups_validation(tmp_path):
    with pytest.raises(ValueError, match="loss_type one of dapo, bnpo, cispo, vespo.*loss_type='grpo'"):
        config(tmp_path, drop_zero_variance_groups=True, loss_type="grpo")
    with pytest.raises(ValueError, match="baseline-free"):
        config(tmp_path, drop_zero_variance_groups=True, advantage_scheme="negative_weighted")
    with pytest.raises(ValueError, match="batch-level scaling"):
        config(tmp_path, drop_zero_variance_groups=True, scale_rewards="batch")
    assert config(tmp_path, drop_zero_variance_groups=True, loss_type="bnpo").drop_zero_variance_groups


def test_reward_plugins_validation(tmp_path):
    with pytest.raises(ValueError, match=r"reward_plugins\[0\]: unknown reward 'no_such_reward'. Known:"):
        config(tmp_path, reward_plugins=["no_such_reward"])
    with pytest.raises(ValueError, match=r"reward_plugins\[1\] has unknown key\(s\) \['weigth'\]"):
        config(tmp_path, reward_plugins=["math_accuracy", {"name": "math_accuracy", "weigth": 2}])
    with pytest.raises(ValueError, match=r"reward_plugins\[0\].weight must be a number"):
        config(tmp_path, reward_plugins=[{"name": "math_accuracy", "weight": "high"}])
    args = config(tmp_path, reward_plugins=["math_accuracy", {"name": "math_accuracy", "weight": 2}])
    assert args.reward_plugins[1] == {"name": "math_accuracy", "options": {}, "weight": 2.0}


def test_lora_validation(tmp_path):
    with pytest.raises(ValueError, match="lora_r must be a positive integer"):
        config(tmp_path, lora_r=0)
    with pytest.raises(ValueError, match="lora_dropout must be in"):
        config(tmp_path, lora_dropout=1.5)
    with pytest.raises(ValueError, match="lora_target_modules must be a list"):
        config(tmp_path, lora_target_modules="q_proj")


def test_qlora_applies_its_training_defaults_where_left_at_default(tmp_path):
    args = config(tmp_path, qlora=True)
    assert args.optim == "paged_adamw_8bit"
    assert args.gradient_checkpointing is True
    assert args.gradient_checkpointing_kwargs == {"use_reentrant": False}
    args = config(tmp_path, qlora=True, optim="adamw_torch", gradient_checkpointing_kwargs={"use_reentrant": True})
    assert args.optim == "adamw_torch"
    assert args.gradient_checkpointing_kwargs == {"use_reentrant": True}


def test_qlora_refuses_on_cpu_before_reading_weights(tmp_path, monkeypatch):
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)  # a machine without a GPU
    args = config(tmp_path, qlora=True)
    # a path that does not exist: reading weights would fail with OSError instead
    with pytest.raises(RuntimeError, match="QLoRA needs a CUDA GPU"):
        GRPOExtTrainer(model=str(tmp_path / "missing-model"), reward_funcs=[ParityReward()], args=args)


def test_log_completions_history_defaults_on_with_wandb(tmp_path, monkeypatch):
    monkeypatch.setenv("WANDB_MODE", "offline")
    args = GRPOExtConfig(output_dir=str(tmp_path), use_cpu=True, bf16=False, report_to=["wandb"])
    assert args.log_completions_history is True


# -- rewards -----------------------------------------------------------------------------------
def test_unknown_reward_name_is_a_clear_error():
    message = r"reward_funcs\[1\]='math_acuracy' is not a registered reward plugin"
    with pytest.raises(ValueError, match=message) as info:
        build_reward_functions([ParityReward(), "math_acuracy"], None, None)
    assert "math_accuracy" in str(info.value)  # the known names are listed


def test_bad_dotted_path_is_a_clear_error():
    with pytest.raises(ValueError, match="cannot import module 'no_such_module'"):
        build_reward_functions(["no_such_module:reward"], None, None)
    with pytest.raises(ValueError, match="has no attribute 'nope'"):
        build_reward_functions(["fixtures.rewards:nope"], None, None)


def test_registered_name_and_local_reward_model_dir(tiny_model_dir):
    register_reward("test_parity_cfg", ParityReward, override=True)
    try:
        rewards = build_reward_functions(["test_parity_cfg", tiny_model_dir], None, None)
    finally:
        REWARDS.reset()
    assert isinstance(rewards.funcs[0], ParityReward)
    assert rewards.funcs[1] == tiny_model_dir  # TRL loads it as a reward model
    assert [s["source"] for s in rewards.specs] == ["registry", "reward_model"]


def test_reward_weights_combination_errors():
    entries = [{"name": "a", "options": {}, "weight": 0.5}]
    with pytest.raises(ValueError, match="reward_weights has 3 entries; expected 1 .* or 2"):
        combine_reward_weights(1, entries, [1.0, 1.0, 1.0])
    message = r"reward_plugins\[0\] \('a'\) sets weight 0.5, but reward_weights gives it 2.0"
    with pytest.raises(ValueError, match=message):
        combine_reward_weights(1, entries, [1.0, 2.0])
    assert combine_reward_weights(1, entries, [1.0, 0.5]) == [1.0, 0.5]


def test_bad_plugin_options_name_the_plugin(tmp_path, tiny_model_dir):
    register_reward("test_length_cfg", LengthShare, override=True)
    try:
        args = config(tmp_path, reward_plugins=[{"name": "test_length_cfg", "options": {"no_such_option": 1}}])
        with pytest.raises(ValueError, match=r"reward_plugins\[0\]: cannot build reward plugin 'test_length_cfg'"):
            GRPOExtTrainer(
                model=tiny_model_dir, reward_funcs=[ParityReward()], args=args, train_dataset=prompt_dataset()
            )
    finally:
        REWARDS.reset()


def test_plain_grpo_config_is_refused(tmp_path, tiny_model_dir):
    from trl import GRPOConfig

    args = GRPOConfig(output_dir=str(tmp_path), use_cpu=True, bf16=False, report_to="none")
    with pytest.raises(TypeError, match="GRPOExtTrainer needs args=GRPOExtConfig"):
        GRPOExtTrainer(model=tiny_model_dir, reward_funcs=[ParityReward()], args=args)


# -- trl version guard ---------------------------------------------------------------------------
def test_version_guard_names_the_supported_range():
    for version in ("1.14.2", "1.15.0", "1.15.2", "1.16.0", "1.16.3", "1.16.0.dev0"):
        assert check_trl_version(version).tested.rsplit(".", 1)[0] == version[:4]
    for version in ("1.13.2", "1.17.0", "2.0.0"):
        with pytest.raises(UnsupportedTRLVersionError, match=f"supports trl{SUPPORTED_TRL}, but trl {version}"):
            check_trl_version(version)


def test_trainer_refuses_an_unsupported_trl(tmp_path, tiny_model_dir, monkeypatch):
    import trl

    monkeypatch.setattr(trl, "__version__", "1.17.0")
    with pytest.raises(UnsupportedTRLVersionError, match=r"supports trl>=1.14,<1.17"):
        GRPOExtTrainer(model=tiny_model_dir, reward_funcs=[ParityReward()], args=fast_args(tmp_path))


def test_qlora_config_reaches_the_loader(tmp_path, tiny_model_dir, monkeypatch):
    """With qlora=True the trainer loads the model through the QLoRA helper with the config's LoRA fields."""
    import trl_grpo_ext.setup.qlora as qlora
    from peft import PeftModel
    from transformers import AutoModelForCausalLM

    calls = []

    def fake_loader(model_id, **kwargs):  # stands in for the 4-bit load, which needs a CUDA GPU
        calls.append((model_id, kwargs))
        lora = {k: kwargs[k] for k in ("lora_r", "lora_alpha", "lora_dropout", "target_modules")}
        return AutoModelForCausalLM.from_pretrained(model_id), qlora.lora_config(**lora)

    monkeypatch.setattr(qlora, "require_cuda", lambda: None)
    monkeypatch.setattr(qlora, "qlora_model_and_peft_config", fake_loader)
    args = fast_args(tmp_path, qlora=True, optim="adamw_torch", lora_r=4, lora_alpha=8, lora_target_modules=["q_proj"])
    trainer = GRPOExtTrainer(
        model=tiny_model_dir, reward_funcs=[ParityReward()], args=args, train_dataset=prompt_dataset()
    )
    assert calls == [
        (tiny_model_dir, {"lora_r": 4, "lora_alpha": 8, "lora_dropout": 0.0, "target_modules": ["q_proj"]})
    ]
    assert isinstance(trainer.model, PeftModel)
    assert trainer.model.peft_config["default"].r == 4
    with pytest.raises(ValueError, match="pass either peft_config or qlora=True"):
        GRPOExtTrainer(
            model=tiny_model_dir, reward_funcs=[ParityReward()], args=args, peft_config=qlora.lora_config()
        )
