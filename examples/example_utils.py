"""What the example scripts share: training flags, the config, the model with LoRA or QLoRA, wandb."""

from __future__ import annotations

import argparse
import json
import os
from typing import Any


def add_training_arguments(parser: argparse.ArgumentParser, *, max_completion_length: int) -> None:
    """The flags every example takes: model, scheme, QLoRA/LoRA, wandb and the GRPO sizes."""
    parser.add_argument(
        "--model", default="default",
        help="a model id or local path; 'default' is the embedded SmolLM2-135M-Instruct (works offline)",
    )
    parser.add_argument("--scheme", default="grpo", help="advantage scheme (`trl-grpo-ext schemes list`)")
    parser.add_argument("--scheme-kwargs", default="{}", help='scheme parameters as JSON, e.g. \'{"k": 4}\'')
    tuning = parser.add_mutually_exclusive_group()
    tuning.add_argument("--qlora", action="store_true", help="4-bit NF4 base + LoRA (needs a CUDA GPU)")
    tuning.add_argument("--full", action="store_true", help="train every weight instead of a LoRA adapter")
    parser.add_argument("--lora-r", type=int, default=16, help="LoRA rank (LoRA and QLoRA)")
    parser.add_argument("--report-to", default="none", help="'none' or 'wandb' (offline when no API key is set)")
    parser.add_argument("--max-steps", type=int, default=20)
    parser.add_argument("--num-generations", type=int, default=8, help="completions per prompt (the group size)")
    parser.add_argument("--prompts-per-step", type=int, default=2)
    parser.add_argument("--max-completion-length", type=int, default=max_completion_length)
    parser.add_argument(
        "--learning-rate", type=float, default=None,
        help="default 5e-5 with a LoRA adapter (LoRA wants ~10x full fine-tuning's rate), 5e-6 with --full",
    )
    parser.add_argument("--size", type=int, default=200, help="number of training problems")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--output-dir", default=None)


def wandb_offline_without_key(report_to: str) -> None:
    """Log to a local wandb run (``wandb sync`` it later) when no API key is configured."""
    if report_to == "wandb" and not os.environ.get("WANDB_API_KEY") and "WANDB_MODE" not in os.environ:
        os.environ["WANDB_MODE"] = "offline"
        print("No WANDB_API_KEY: logging to an offline wandb run (upload later with `wandb sync`).")


def resolve_model(model: str) -> str:
    if model == "default":
        from trl_grpo_ext.models import default_model_path

        return str(default_model_path())
    return model


def build_config(args: argparse.Namespace, reward_plugins: list[Any], output_dir: str) -> Any:
    """A ``GRPOExtConfig`` from the common flags; precision follows the hardware."""
    import torch

    from trl_grpo_ext import GRPOExtConfig
    from trl_grpo_ext.qlora import precision_flags

    wandb_offline_without_key(args.report_to)
    learning_rate = args.learning_rate or (5e-6 if args.full else 5e-5)
    return GRPOExtConfig(
        output_dir=args.output_dir or output_dir,
        advantage_scheme=args.scheme,
        scheme_kwargs=json.loads(args.scheme_kwargs),
        reward_plugins=reward_plugins,
        qlora=args.qlora,
        lora_r=args.lora_r,
        lora_dropout=0.0,
        report_to=[] if args.report_to == "none" else [args.report_to],
        max_steps=args.max_steps,
        num_generations=args.num_generations,
        per_device_train_batch_size=args.num_generations * args.prompts_per_step,
        max_completion_length=args.max_completion_length,
        learning_rate=learning_rate,
        beta=0.0,
        logging_steps=1,
        save_strategy="no",
        seed=args.seed,
        use_cpu=not torch.cuda.is_available(),
        **precision_flags(),
    )


def build_trainer(args: argparse.Namespace, config: Any, train_dataset: Any) -> Any:
    """``GRPOExtTrainer`` on the chosen model: QLoRA (``config.qlora``), a LoRA adapter, or full weights."""
    from trl_grpo_ext import GRPOExtTrainer
    from trl_grpo_ext.qlora import lora_config

    # QLoRA builds its own LoRA config from the config's lora_* fields; plain LoRA gets the same
    # RL defaults through lora_config().
    peft_config = None if (args.qlora or args.full) else lora_config(lora_r=args.lora_r)
    return GRPOExtTrainer(
        model=resolve_model(args.model), args=config, train_dataset=train_dataset, peft_config=peft_config
    )


def summarize(trainer: Any) -> None:
    """Print the first and last logged mean reward and the scheme's success rate p."""
    logs = [entry for entry in trainer.state.log_history if "reward" in entry]
    if not logs:
        return
    first, last = logs[0], logs[-1]
    p_key = next((k for k in last if k.endswith("scheme/p_mean")), None)
    line = f"reward {first['reward']:.3f} -> {last['reward']:.3f} over {len(logs)} logged steps"
    if p_key:
        line += f"; p_mean {first.get(p_key, float('nan')):.3f} -> {last[p_key]:.3f}"
    print(line)


def train_and_save(args: argparse.Namespace, config: Any, train_dataset: Any) -> Any:
    """Build the trainer, train, save the adapter or model to ``config.output_dir`` and summarise."""
    trainer = build_trainer(args, config, train_dataset)
    trainer.train()
    trainer.save_model(config.output_dir)
    summarize(trainer)
    print(f"adapter/model saved to {config.output_dir}")
    return trainer
