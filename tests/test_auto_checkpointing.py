"""auto_gradient_checkpointing: the trainer turns checkpointing on where the activations exceed the budget and off
where they fit, once, at the first training micro-batch; the choice survives generation, is logged, and leaves
the LoRA gradients as they are.

The tiny random Llama of tests/fixtures trains on a CPU, where no memory budget is known, so the tests give
``auto_gradient_checkpointing_memory_gib``: 0 (nothing fits: on) or 1000 (everything fits: off).
"""

from __future__ import annotations

import logging

import pytest
import torch
from transformers import TrainerCallback

from trl_grpo_ext import GRPOExtConfig
from trl_grpo_ext.trainer import trl_adapter

ON, OFF = 0.0, 1000.0  # budgets in GiB


class CheckpointingRecorder(TrainerCallback):
    """The model's checkpointing after every generation batch and every optimizer step, and the LoRA
    gradients each optimizer step applies."""

    def __init__(self, trainer):
        self.trainer = trainer
        self.after_generation: list[bool] = []
        self.after_step: list[bool] = []
        self.grads: list[dict[str, torch.Tensor]] = []
        generate = trl_adapter.hook(trainer, "scoring")

        def generate_and_record(inputs):
            out = generate(inputs)
            self.after_generation.append(self.checkpointing())
            return out

        trl_adapter.replace_hook(trainer, "scoring", generate_and_record)
        trainer.add_callback(self)

    def checkpointing(self) -> bool:
        return self.trainer.model.is_activation_checkpointing

    def on_pre_optimizer_step(self, args, state, control, **kwargs):
        self.grads.append({
            name: p.grad.detach().clone() for name, p in self.trainer.model.named_parameters() if "lora_" in name
        })

    def on_step_end(self, args, state, control, **kwargs):
        self.after_step.append(self.checkpointing())


def train(tmp_path, model, **overrides):
    """Two LoRA steps (a generation each) on ``model``; returns the trainer and its recorder."""
    from fixtures.rewards import ParityReward, prompt_dataset
    from fixtures.trainer_runs import fast_args
    from peft import LoraConfig

    from trl_grpo_ext import GRPOExtTrainer

    torch.manual_seed(0)  # the LoRA initialisation
    trainer = GRPOExtTrainer(
        model=model, reward_funcs=[ParityReward()], args=fast_args(tmp_path / "out", **overrides),
        train_dataset=prompt_dataset(4), peft_config=LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"]),
    )
    recorder = CheckpointingRecorder(trainer)
    trainer.train()
    assert trainer.state.global_step == 2
    return trainer, recorder


def decisions_logged(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.getMessage().startswith("auto_gradient_checkpointing")]


# ---------------------------------------------------------------------------------------------- config
def test_config_fields_are_validated():
    args = GRPOExtConfig(output_dir="/tmp/x", use_cpu=True)
    # decided by memory by default, starting from TRL's default (on) where no budget is known
    assert args.auto_gradient_checkpointing is True and args.gradient_checkpointing is True
    assert GRPOExtConfig(output_dir="/tmp/x", use_cpu=True, auto_gradient_checkpointing=True,
                         auto_gradient_checkpointing_memory_gib=12).auto_gradient_checkpointing_memory_gib == 12
    with pytest.raises(ValueError, match="auto_gradient_checkpointing_margin_gib must be a non-negative number"):
        GRPOExtConfig(output_dir="/tmp/x", use_cpu=True, auto_gradient_checkpointing=True,
                      auto_gradient_checkpointing_margin_gib=-1)
    with pytest.raises(ValueError, match="auto_gradient_checkpointing_memory_gib needs auto_gradient_checkpointing"):
        GRPOExtConfig(output_dir="/tmp/x", use_cpu=True, auto_gradient_checkpointing=False,
                      auto_gradient_checkpointing_memory_gib=8)
    with pytest.raises(ValueError, match="auto_gradient_checkpointing must be True or False"):
        GRPOExtConfig(output_dir="/tmp/x", use_cpu=True, auto_gradient_checkpointing="auto")


# ---------------------------------------------------------------------------------------------- trainer
@pytest.mark.parametrize(("budget", "configured", "expected"), [(ON, False, True), (OFF, True, False)],
                         ids=["turned-on", "turned-off"])
def test_decision_holds_through_training_and_generation(tmp_path, tiny_model_dir, caplog, budget, configured,
                                                        expected):
    with caplog.at_level(logging.WARNING, logger="trl_grpo_ext"):
        trainer, recorder = train(
            tmp_path, tiny_model_dir, gradient_checkpointing=configured, auto_gradient_checkpointing=True,
            auto_gradient_checkpointing_memory_gib=budget,
        )
    # The first batch was generated as configured; the decision came with the first micro-batch's shape.
    assert recorder.after_generation == [configured, expected]
    assert recorder.after_step == [expected, expected]
    on, why = trainer.gradient_checkpointing_choice
    assert on is expected and ("exceed" if expected else "fit") in why
    # 8 rows of a 26-token prompt ("Question 0: say something.", one token a byte) and max_completion_length=8.
    assert "for 272 tokens" in why
    assert trainer.args.gradient_checkpointing is expected and trainer.args.activation_checkpointing is expected
    if expected:
        assert trainer.args.gradient_checkpointing_kwargs == {"use_reentrant": False}
    assert decisions_logged(caplog) == [f"auto_gradient_checkpointing: {'on' if expected else 'off'} ({why})"]
    assert [log["gradient_checkpointing"] for log in trainer.state.log_history if "gradient_checkpointing" in log] \
        == [float(expected)]


@pytest.mark.parametrize("configured", [True, False])
def test_turned_off_it_leaves_checkpointing_as_configured(tmp_path, tiny_model_dir, caplog, configured):
    with caplog.at_level(logging.WARNING, logger="trl_grpo_ext"):
        trainer, recorder = train(tmp_path, tiny_model_dir, gradient_checkpointing=configured,
                                  auto_gradient_checkpointing=False)
    assert recorder.after_generation == recorder.after_step == [configured, configured]
    assert trainer.gradient_checkpointing_choice is None and trainer.args.gradient_checkpointing is configured
    assert decisions_logged(caplog) == []
    assert not any("gradient_checkpointing" in log for log in trainer.state.log_history)


def test_without_a_budget_the_configured_setting_stays(tmp_path, tiny_model_dir, caplog):
    with caplog.at_level(logging.WARNING, logger="trl_grpo_ext"):
        trainer, recorder = train(tmp_path, tiny_model_dir, gradient_checkpointing=False,
                                  auto_gradient_checkpointing=True)
    assert recorder.after_step == [False, False]
    on, why = trainer.gradient_checkpointing_choice
    assert not on and "no memory budget known" in why and "kept as configured" in why
    assert len(decisions_logged(caplog)) == 1


def test_lora_gradients_are_the_same_with_checkpointing_turned_on_or_off_after_kbit_preparation(tmp_path,
                                                                                                 tiny_model_dir):
    """A frozen base prepared as for QLoRA (checkpointing on, non-reentrant), then LoRA adapters from TRL: turning
    checkpointing off must still train them, and both ways must give the same gradients."""
    from transformers import AutoModelForCausalLM

    from trl_grpo_ext.setup.qlora import QLORA_TRAINING_DEFAULTS, prepare_for_kbit_training

    grads = {}
    for budget, expected in [(ON, True), (OFF, False)]:
        model = prepare_for_kbit_training(AutoModelForCausalLM.from_pretrained(tiny_model_dir),
                                          upcast_non_quantized=False)
        assert model.is_activation_checkpointing
        trainer, recorder = train(
            tmp_path / str(expected), model, auto_gradient_checkpointing=True,
            auto_gradient_checkpointing_memory_gib=budget, **{**QLORA_TRAINING_DEFAULTS, "optim": "sgd"},
        )
        assert recorder.after_step == [expected, expected]
        grads[expected] = recorder.grads
    assert len(grads[True]) == len(grads[False]) == 2
    for on_step, off_step in zip(grads[True], grads[False]):
        assert on_step.keys() == off_step.keys() and len(on_step) == 4  # A and B of q_proj and v_proj
        for name in on_step:
            torch.testing.assert_close(on_step[name], off_step[name], rtol=1e-5, atol=1e-7)
    # B starts at zero, so A gets its first gradient at the second step; B gets one from the first.
    assert all(g.abs().sum() > 0 for name, g in grads[False][1].items())
    assert all(g.abs().sum() > 0 for name, g in grads[False][0].items() if "lora_B" in name)
