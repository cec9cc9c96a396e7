"""The one place that touches TRL's private API: hooks, logged metrics, the loss mask. The rest of the package
imports this module only; each job has a module of its own behind it.

``trl.GRPOTrainer`` has no public extension points for what this package changes, so
:class:`GRPOTrainerAdapter` overrides five private methods and hands each to a method with a public
name that the trainer and its mixins override instead:

======================================  =========================================================
TRL's private hook                      what the adapter calls
======================================  =========================================================
``_calculate_rewards``                  (keeps the rewards TRL gathered from every process)
``_generate_and_score_completions``     :meth:`GRPOTrainerAdapter.finish_scored_batch`
``_generate_single_turn``               :meth:`GRPOTrainerAdapter.generate_completion_ids`
``_compute_loss``                       :meth:`GRPOTrainerAdapter.loss_kl_estimator` (which KL term),
                                        :meth:`GRPOTrainerAdapter.loss_importance_sampling` (a sampler's
                                        importance-sampling correction),
                                        :meth:`GRPOTrainerAdapter.before_training_loss` (the micro-batch)
``_get_per_token_logps_and_entropies``  (keeps the policy's log-probabilities of the loss)
======================================  =========================================================

The module functions below are the other contacts: a metric appended to TRL's per-step metrics
(:func:`log_metric`), the advantages in TRL's completions log (:func:`replace_logged_advantages`),
rows taken out of the loss (:func:`mask_rows_out_of_loss`), the context TRL generates in
(:func:`generation_context`, and :func:`sharded_generation_context` for a caller that gathers sharded
parameters itself), gradient checkpointing switched so that TRL keeps it as switched
(:func:`set_gradient_checkpointing`). The loss itself stays TRL's. Its KL term is formed inline in
``_compute_loss`` (the k3 estimator ``exp(ref - logp) - (ref - logp) - 1`` on every supported
minor, :attr:`TRLMinor.kl_term`); for another estimator (:meth:`GRPOTrainerAdapter.loss_kl_estimator`)
the adapter runs TRL's loss with ``beta`` set to 0, keeps the policy's log-probabilities it computed,
and adds ``beta`` times the estimator's term normalised as TRL normalises that loss type
(:func:`kl_penalty`; the loss is linear in the per-token loss, so this equals TRL's sum up to
rounding), logging ``kl`` in place of TRL's value. Per-token advantages (process supervision) need no
hook: on every supported minor ``_compute_loss`` adds a token axis to 1-D advantages only, so an
``(N, T)`` tensor in the batch is multiplied token by token.

TRL corrects the mismatch between vLLM's sampling log-probs and the training forward's with an
importance-sampling ratio, gated on ``use_vllm``. For another sampler whose log-probs reach the batch
(``sampling_per_token_logps``), :meth:`GRPOTrainerAdapter.loss_importance_sampling` returns the ratio as a
function of the loss's own log-probabilities; the adapter runs TRL's loss with ``use_vllm`` and the
correction switched on for that call only and hands it the ratio when it reads it (after the loss's
forward), so TRL's own line applies it, for every loss type, without the extra forward TRL runs for
vLLM. :func:`importance_sampling_settings` reads TRL's options for it.

Private methods move between TRL minor versions, so :data:`MINORS` records what each supported
minor provides, read from its released source, and :func:`check_trl_version` checks, when a
trainer is built, that the installed TRL is one of them and has exactly the hooks overridden here
with the recorded parameters. A mismatch raises :class:`UnsupportedTRLVersionError` naming the
supported range, instead of training silently with stock advantages.

A single process that sees several GPUs (a notebook on Kaggle's two T4s, a plain ``python
train.py``) would get ``nn.DataParallel`` from ``transformers.Trainer``, which TRL's
``GRPOTrainer`` refuses. :func:`use_one_gpu_without_launcher` turns that case into training on
the first visible GPU, and says so with the command that uses all of them.

The jobs, one module each: ``versions`` (the table of minors and the checks), ``scoring`` (the scored batch),
``generation`` (the sampling hand-off and the contexts TRL generates in), ``loss`` (the loss override),
``logprobs`` (the loss's log-probabilities), ``state`` (TRL's metrics, completions log and checkpointing
switch), ``roles`` (the hooks by what they do, for tests and benchmarks), ``launch`` (one GPU without a
launcher).
"""

from __future__ import annotations

from trl_grpo_ext.trainer.trl_adapter.generation import (
    GenerationHooks,
    GenerationTurn,
    generation_context,
    is_vision_language,
    profile,
    sharded_generation_context,
    sharding,
)
from trl_grpo_ext.trainer.trl_adapter.launch import use_one_gpu_without_launcher
from trl_grpo_ext.trainer.trl_adapter.logprobs import LogprobHooks, completion_logprobs
from trl_grpo_ext.trainer.trl_adapter.loss import (
    RATIO_KEY,
    LossHooks,
    MicroBatchShape,
    importance_sampling_settings,
    kl_penalty,
)
from trl_grpo_ext.trainer.trl_adapter.roles import HOOK_ROLES, hook, replace_hook, stock_hook_source
from trl_grpo_ext.trainer.trl_adapter.scoring import (
    ScoredBatch,
    ScoringHooks,
    mask_rows_out_of_loss,
    replace_logged_advantages,
)
from trl_grpo_ext.trainer.trl_adapter.state import (
    log_metric,
    logged_completions,
    logged_metrics,
    set_gradient_checkpointing,
)
from trl_grpo_ext.trainer.trl_adapter.versions import (
    ATTRIBUTES,
    HOOKS,
    K3_KL,
    KL_LOSS_TYPES,
    MINORS,
    SUPPORTED_TRL,
    TEXT_LOGPROB_PARAMS,
    TRLMinor,
    UnsupportedTRLVersionError,
    check_built_trainer,
    check_installed_trl,
    check_trl_version,
)


class GRPOTrainerAdapter(ScoringHooks, GenerationHooks, LossHooks, LogprobHooks):
    """Put before ``trl.GRPOTrainer`` in a trainer's bases: TRL's private hooks, under public names.

    Subclasses override :meth:`finish_scored_batch` and :meth:`generate_completion_ids` (calling
    ``super()`` for TRL's behaviour), and the loss's extension points; nothing outside this package names a TRL
    hook.
    """


__all__ = [
    "ATTRIBUTES", "GRPOTrainerAdapter", "GenerationTurn", "HOOKS", "HOOK_ROLES", "K3_KL", "KL_LOSS_TYPES", "MINORS",
    "MicroBatchShape", "RATIO_KEY", "SUPPORTED_TRL", "ScoredBatch", "TEXT_LOGPROB_PARAMS", "TRLMinor",
    "UnsupportedTRLVersionError", "check_built_trainer", "check_installed_trl", "check_trl_version",
    "completion_logprobs", "generation_context", "hook", "importance_sampling_settings", "is_vision_language",
    "kl_penalty", "log_metric", "logged_completions", "logged_metrics", "mask_rows_out_of_loss", "profile",
    "replace_hook", "replace_logged_advantages", "set_gradient_checkpointing", "sharded_generation_context",
    "sharding", "stock_hook_source", "use_one_gpu_without_launcher",
]
