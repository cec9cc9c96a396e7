"""The step's SDPA backends: cuDNN's attention is off inside every training step (generation, loss forward and
backward) unless ``cudnn_attention``, the other backends stay as the user left them, everything is back after the
step, and the LoRA gradients are those of the step without the switch.

On a CPU no backend builds plans, so the gradients must match bit for bit; what the switch saves on a GPU is
measured in docs/ROLLOUTS.md.
"""

from __future__ import annotations

import pytest
import torch
from transformers import TrainerCallback

from trl_grpo_ext.trainer import trl_adapter
from trl_grpo_ext.trainer.step_attention import sdpa_without_cudnn

BACKENDS = ("cudnn", "flash", "mem_efficient", "math")


def flags() -> dict[str, bool]:
    return {name: getattr(torch.backends.cuda, f"{name}_sdp_enabled")() for name in BACKENDS}


@pytest.fixture
def restore_backends():
    before = flags()
    yield
    for name, on in before.items():
        getattr(torch.backends.cuda, f"enable_{name}_sdp")(on)


# (backends switched off before the block, enabled, what the block switches, cuDNN inside)
CASES = [
    ((), True, True, False),  # the default: cuDNN off inside, the rest untouched
    ((), False, False, True),  # cudnn_attention=True: nothing changes
    (("cudnn",), True, False, False),  # off already: nothing to restore
    (("flash",), True, True, False),  # a user's own choice of the others stays
    (("flash", "mem_efficient", "math"), True, False, True),  # cuDNN is the only backend left: kept
]


@pytest.mark.parametrize(("off", "enabled", "switches", "cudnn_inside"), CASES,
                         ids=["default", "disabled", "cudnn-already-off", "flash-off-by-user", "cudnn-only-backend"])
def test_cudnn_is_off_inside_and_every_flag_is_back_after(restore_backends, off, enabled, switches, cudnn_inside):
    for name in off:
        getattr(torch.backends.cuda, f"enable_{name}_sdp")(False)
    before = flags()
    with sdpa_without_cudnn(enabled) as switched:
        inside = flags()
    assert switched is switches
    assert inside == {**before, "cudnn": cudnn_inside}
    assert flags() == before


def test_flags_are_back_after_an_error_inside(restore_backends):
    before = flags()
    with pytest.raises(RuntimeError, match="inside"):
        with sdpa_without_cudnn():
            raise RuntimeError("inside")
    assert flags() == before == {**before, "cudnn": True}


class BackendRecorder(TrainerCallback):
    """cuDNN's SDPA flag while the batch is generated and scored, while the loss runs, and after each step; and
    the LoRA gradients each optimizer step applies."""

    def __init__(self, trainer):
        self.trainer = trainer
        self.in_generation: list[bool] = []
        self.in_loss: list[bool] = []
        self.after_step: list[bool] = []
        self.grads: list[dict[str, torch.Tensor]] = []
        scoring, loss = trl_adapter.hook(trainer, "scoring"), trl_adapter.hook(trainer, "loss")

        def record_scoring(inputs):
            self.in_generation.append(torch.backends.cuda.cudnn_sdp_enabled())
            return scoring(inputs)

        def record_loss(model, inputs):
            self.in_loss.append(torch.backends.cuda.cudnn_sdp_enabled())
            return loss(model, inputs)

        trl_adapter.replace_hook(trainer, "scoring", record_scoring)
        trl_adapter.replace_hook(trainer, "loss", record_loss)
        trainer.add_callback(self)

    def on_pre_optimizer_step(self, args, state, control, **kwargs):
        self.grads.append({name: p.grad.detach().clone()
                           for name, p in self.trainer.model.named_parameters() if "lora_" in name})

    def on_step_end(self, args, state, control, **kwargs):
        self.after_step.append(torch.backends.cuda.cudnn_sdp_enabled())


def train(tmp_path, model, **overrides) -> BackendRecorder:
    from fixtures.rewards import ParityReward, prompt_dataset
    from fixtures.trainer_runs import fast_args
    from peft import LoraConfig

    from trl_grpo_ext import GRPOExtTrainer

    torch.manual_seed(0)  # the LoRA initialisation and the samples
    trainer = GRPOExtTrainer(
        model=model, reward_funcs=[ParityReward()], args=fast_args(tmp_path / "out", **overrides),
        train_dataset=prompt_dataset(4), peft_config=LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"]),
    )
    recorder = BackendRecorder(trainer)
    trainer.train()
    assert trainer.state.global_step == 2
    return recorder


def test_cudnn_attention_is_off_by_default():
    from trl_grpo_ext import GRPOExtConfig

    assert GRPOExtConfig(output_dir="/tmp/x", use_cpu=True).cudnn_attention is False


def test_the_step_runs_without_cudnn_and_its_gradients_are_those_with_it(tmp_path, tiny_model_dir, restore_backends):
    default = train(tmp_path / "default", tiny_model_dir)
    assert default.in_generation == default.in_loss == [False, False]
    assert default.after_step == [True, True] and torch.backends.cuda.cudnn_sdp_enabled()
    kept = train(tmp_path / "kept", tiny_model_dir, cudnn_attention=True)
    assert kept.in_generation == kept.in_loss == [True, True]
    assert len(default.grads) == len(kept.grads) == 2
    for mine, theirs in zip(default.grads, kept.grads):
        assert mine.keys() == theirs.keys() and mine
        for name in mine:
            torch.testing.assert_close(mine[name], theirs[name], rtol=0, atol=0, msg=name)
