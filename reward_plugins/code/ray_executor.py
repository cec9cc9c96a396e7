"""The ``ray`` executor: each completion's programs run on a node of a Ray cluster, in that node's bubblewrap pool.

One :class:`~reward_plugins.code.ray_host.SandboxHost` actor per node keeps the node's warm
sandboxes (the ``bwrap`` executor, so isolation is the same as on one machine). The trainer's
threads call :meth:`RayExecutor.run_many` once per completion; each call goes to the least
loaded node that has a free slot, and waits while none has (back-pressure: at most
``queue_per_worker`` programs per warm sandbox are sent to a node, ``max_workers`` in all). The
program and its inputs travel as arguments of that one call, so Ray drops them from its object
store when the call returns. A call whose node is lost (the actor or the machine died, or no
answer within the run's own deadline plus a grace) is retried once on another host; a second loss
gives an ``ExecResult`` with ``error`` set, which ``code_tests`` scores 0 as ``sandbox_error``.
A lost host is replaced on its node while that node is alive; nodes that join later get a host
at the next refresh.
"""

from __future__ import annotations

import logging
import os
import threading
import time
import traceback
import types
from dataclasses import dataclass, field
from typing import Any, Sequence

from reward_plugins.code.contracts import ExecResult, Executor, Limits, encode_run

logger = logging.getLogger(__name__)

# Past the run's own budget (and the node pool's grace) before a call counts as lost.
LOST_AFTER_S = 60.0


@dataclass
class _Host:
    node_id: str
    actor: Any
    capacity: int
    info: dict = field(default_factory=dict)
    in_flight: int = 0
    alive: bool = True


@dataclass
class _Counters:
    programs: int = 0
    calls: int = 0
    retried: int = 0
    lost: int = 0
    failed: int = 0
    peak_in_flight: int = 0
    peak_waiting: int = 0


def _ray():
    try:
        import ray
    except ImportError:
        raise ImportError(
            "sandbox='ray' needs Ray: pip install 'trl-grpo-ext[ray]' (or pip install ray)"
        ) from None
    return ray


class RayExecutor(Executor):
    """Programs run on a Ray cluster, each node in its own bubblewrap pool; a lost node's programs are retried once.

    Args:
        limits (`Limits`, *optional*): default limits of a run.
        max_workers (`int`, *optional*): programs in flight on the cluster at once (``code_tests``
            passes its own ``max_workers``: set that to the cluster's cores); default: every
            node's slots.
        address (`str`, *optional*): the cluster (``"auto"``, ``"head:6379"``);
            default: ``RAY_ADDRESS``, else a local Ray started for this process (usage statistics off).
        workers_per_node (`int`, *optional*): warm sandboxes per node; default: the node's CPUs.
        queue_per_worker (`int`): programs sent to a node per warm sandbox before callers wait.
        allow_subprocess (`bool`): on a node where bubblewrap does not work, run the unisolated
            ``subprocess`` executor instead of failing (the executor then reports ``isolated=False``).
        node_options (`dict`, *optional*): constructor options of each node's ``BwrapExecutor``
            (``tmp_mb``, ``tmp_inodes``, ``ro_paths``, ``preload``, ...).
        runtime_env (`dict`, *optional*): Ray runtime environment of the node actors, for clusters
            whose nodes do not have this package installed (e.g. ``{"pip": ["trl-grpo-ext"]}``).
        start_timeout (`float`): seconds a node's sandbox may take to start.
        log_every (`float`): seconds between log lines with nodes, programs per second and queue depth.
        refresh_every (`float`): seconds between looks for nodes that joined the cluster.

    Example (``tests/test_code_ray.py`` runs it on a local Ray):

    ```python
    from reward_plugins.code.sandbox import get_executor

    with get_executor("ray", address="auto") as sandbox:  # the cluster this machine belongs to
        assert sandbox.run("print(6 * 7)").stdout == b"42\\n"
    ```
    """

    name = "ray"
    isolated = True

    def __init__(
        self,
        limits: Limits | None = None,
        max_workers: int | None = None,
        address: str | None = None,
        workers_per_node: int | None = None,
        queue_per_worker: int = 2,
        allow_subprocess: bool = False,
        node_options: dict | None = None,
        runtime_env: dict | None = None,
        start_timeout: float = 120.0,
        log_every: float = 60.0,
        refresh_every: float = 60.0,
    ):
        super().__init__(limits)
        for label, value in (("max_workers", max_workers), ("workers_per_node", workers_per_node)):
            if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 1):
                raise ValueError(f"{label} must be a positive integer or None, got {value!r}")
        if not isinstance(queue_per_worker, int) or queue_per_worker < 1:
            raise ValueError(f"queue_per_worker must be a positive integer, got {queue_per_worker!r}")
        for label, value in (("start_timeout", start_timeout), ("log_every", log_every),
                             ("refresh_every", refresh_every)):
            if not isinstance(value, (int, float)) or not value > 0:
                raise ValueError(f"{label} must be a positive number of seconds, got {value!r}")
        self.max_workers = max_workers
        self.address = address
        self.workers_per_node = workers_per_node
        self.queue_per_worker = queue_per_worker
        self.allow_subprocess = bool(allow_subprocess)
        self.node_options = dict(node_options or {})
        self.runtime_env = runtime_env
        self.start_timeout = float(start_timeout)
        self.log_every = float(log_every)
        self.refresh_every = float(refresh_every)
        self._setup()
        self._start()

    def _setup(self) -> None:
        self.__dict__.pop("isolated", None)  # the class's claim until the nodes say otherwise
        self._hosts: list[_Host] | None = None
        self._cond = threading.Condition()
        self._refresh_lock = threading.Lock()  # one look at the node list at a time: no node gets two hosts
        self._counters = _Counters()
        self._waiting = 0
        self._starting = 0
        self._started_ray = False
        self._pid = os.getpid()
        self._last_log = self._last_refresh = time.monotonic()
        self._logged_programs = 0
        self._metrics_mark = (time.monotonic(), 0)  # (time, programs) at the previous metrics()

    # -- the cluster -------------------------------------------------------------------------------
    def _connect(self):
        ray = _ray()
        if not ray.is_initialized():
            address = self.address or os.environ.get("RAY_ADDRESS") or None
            if address is None:
                # A Ray started here is this process's own: it must not report usage anywhere.
                os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
            ray.init(address=address, include_dashboard=False, log_to_driver=False,
                     configure_logging=False, namespace="trl_grpo_ext")
            self._started_ray = True
        return ray

    def _start(self) -> None:
        """Connect and start a host on every node: a node that cannot isolate programs is an error here."""
        with self._refresh_lock:
            ray = self._connect()
            with self._cond:
                if self._hosts is None:
                    self._hosts = []
            failures = self._add_hosts(ray, self._missing_nodes(ray))
        if failures:
            self.close()
            raise RuntimeError("the ray sandbox could not start on every node:\n" + "\n".join(failures))
        if not self._hosts:
            self.close()
            raise RuntimeError("the Ray cluster has no live node with a CPU to run programs on")
        self._log_nodes()

    def _missing_nodes(self, ray) -> list[dict]:
        with self._cond:
            served = {h.node_id for h in self._hosts if h.alive}
        return [n for n in ray.nodes()
                if n.get("Alive") and n.get("Resources", {}).get("CPU", 0) >= 1 and n["NodeID"] not in served]

    def _add_hosts(self, ray, nodes: list[dict]) -> list[str]:
        """Start a host on each node (in parallel); returns one line per node that failed."""
        if not nodes:
            return []
        from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy

        from reward_plugins.code.ray_host import SandboxHost

        remote = ray.remote(SandboxHost)
        with self._cond:
            self._starting += len(nodes)
        pending = []
        for node in nodes:
            workers = self.workers_per_node or max(1, int(node["Resources"]["CPU"]))
            options = {"max_concurrency": workers * self.queue_per_worker, "num_cpus": 0, "max_restarts": 0,
                       "scheduling_strategy": NodeAffinitySchedulingStrategy(node["NodeID"], soft=False)}
            if self.runtime_env is not None:
                options["runtime_env"] = self.runtime_env
            actor = remote.options(**options).remote(self.limits, workers, self.allow_subprocess, self.node_options)
            pending.append((node, actor, workers, actor.describe.remote()))
        failures = []
        for node, actor, workers, ref in pending:
            try:
                info = ray.get(ref, timeout=self.start_timeout)
            except Exception as exc:  # the actor's own error (no bubblewrap) or a start that timed out
                ray.kill(actor)
                failures.append(f"  node {node.get('NodeManagerHostname', '?')} ({node['NodeID'][:12]}): "
                                f"{_cause(exc)}")
                continue
            with self._cond:
                self._hosts.append(_Host(node["NodeID"], actor, workers * self.queue_per_worker, info))
                if not info["isolated"]:
                    self.isolated = False
        with self._cond:
            self._starting -= len(nodes)
            self._cond.notify_all()
        return failures

    def _refresh(self) -> None:
        """Serve nodes that joined (or whose host was lost) since the last look."""
        with self._refresh_lock:
            ray = self._connect()
            nodes = self._missing_nodes(ray)
            if nodes:
                for line in self._add_hosts(ray, nodes):  # e.g. a node that is dying but not yet marked dead
                    logger.warning("ray sandbox: no host could start on a node; it gets no programs until the "
                                   "next refresh:\n%s", line)
                self._log_nodes()

    def _log_nodes(self) -> None:
        with self._cond:
            hosts = self._live()
        summary = ", ".join(f"{h.info['hostname']}[{h.node_id[:8]}]: {h.info['backend']} x{h.info['workers']}"
                            for h in hosts)
        logger.info("ray sandbox: %d node(s): %s", len(hosts), summary)
        if not self.isolated:
            logger.warning("ray sandbox: some nodes run programs WITHOUT isolation (allow_subprocess=True)")

    # -- dispatch ----------------------------------------------------------------------------------
    def _live(self) -> list[_Host]:
        return [h for h in self._hosts or () if h.alive]

    def _limit(self) -> int:
        total = sum(h.capacity for h in self._live())
        return min(total, self.max_workers) if self.max_workers else total

    def _acquire(self, deadline: float) -> _Host | None:
        """The least loaded live host with a free slot; waits while all are full (back-pressure)."""
        with self._cond:
            self._waiting += 1
            self._counters.peak_waiting = max(self._counters.peak_waiting, self._waiting)
            try:
                while True:
                    live = self._live()
                    if not live and not self._starting:
                        return None
                    in_flight = sum(h.in_flight for h in live)
                    free = [h for h in live if h.in_flight < h.capacity]
                    if free and in_flight < self._limit():
                        host = min(free, key=lambda h: h.in_flight / h.capacity)
                        host.in_flight += 1
                        self._counters.peak_in_flight = max(self._counters.peak_in_flight, in_flight + 1)
                        return host
                    remaining = deadline - time.monotonic()
                    if remaining <= 0:
                        return None
                    self._cond.wait(remaining)
            finally:
                self._waiting -= 1

    def _release(self, host: _Host) -> None:
        with self._cond:
            host.in_flight -= 1
            self._cond.notify()

    def _lose(self, host: _Host, reason: str) -> None:
        """Mark ``host`` lost (once), and put a new host on its node if the node is still alive."""
        with self._cond:
            if not host.alive:
                return
            host.alive = False
            self._counters.lost += 1
            self._starting += 1  # callers wait for the replacement instead of finding no host
        logger.warning("ray sandbox: lost the host on %s[%s] (%s); its programs are retried once",
                       host.info.get("hostname", "?"), host.node_id[:8], reason)
        ray = _ray()
        try:
            ray.kill(host.actor)
        except Exception:  # already gone
            pass
        try:
            self._refresh()
        finally:
            with self._cond:
                self._starting -= 1
                self._cond.notify_all()

    def run_many(
        self,
        program: str | types.CodeType,
        stdins: Sequence[bytes | str],
        limits: Limits | None = None,
        total_timeout: float | None = None,
    ) -> list[ExecResult]:
        limits = limits or self.limits
        kind, data, inputs = encode_run(program, stdins, total_timeout)
        if not inputs:
            return []
        if self._pid != os.getpid():
            raise RuntimeError("a RayExecutor cannot be used across fork(); pickle it instead (it reconnects)")
        if self._hosts is None:
            self._start()  # unpickled: connect on first use
        budget = len(inputs) * limits.timeout
        if total_timeout is not None:
            budget = min(budget, total_timeout)
        watchdog = budget + 2.0 * len(inputs) + LOST_AFTER_S
        ray = _ray()
        reason = "no live Ray node with a sandbox"
        for attempt in range(2):
            host = self._acquire(time.monotonic() + watchdog)
            if host is None:
                break
            ref = None
            try:
                ref = host.actor.run_many.remote(kind, data, inputs, limits, total_timeout)
                results = ray.get(ref, timeout=watchdog)
            except (ray.exceptions.RayActorError, ray.exceptions.WorkerCrashedError, ray.exceptions.NodeDiedError,
                    ray.exceptions.ObjectLostError, ray.exceptions.GetTimeoutError,
                    ray.exceptions.OutOfMemoryError) as exc:
                # Ray's exception holds the call's frames, and through them its objects, in a
                # reference cycle: clear them, so the objects leave the store now, not at the next gc.
                traceback.clear_frames(exc.__traceback__)
                cause = _cause(exc)
                reason = f"the program's node was lost twice, last: {cause}"
                self._lose(host, cause)
                with self._cond:
                    self._counters.retried += attempt == 0
                continue
            except ray.exceptions.RayTaskError as exc:  # the host raised: a bug, not a lost node
                traceback.clear_frames(exc.__traceback__)
                reason = _cause(exc)
                break
            finally:
                del ref  # the call's arguments and result leave the object store with it
                self._release(host)
            self._done(len(inputs))
            return results
        with self._cond:
            self._counters.failed += 1
        self._done(len(inputs))
        return [ExecResult.failed(f"ray sandbox: {reason}")] * len(inputs)

    def _done(self, programs: int) -> None:
        now = time.monotonic()
        with self._cond:
            self._counters.programs += programs
            self._counters.calls += 1
            log = now - self._last_log >= self.log_every
            refresh = now - self._last_refresh >= self.refresh_every
            if log:
                rate = (self._counters.programs - self._logged_programs) / (now - self._last_log)
                self._last_log, self._logged_programs = now, self._counters.programs
            if refresh:
                self._last_refresh = now
        if log:
            stats = self.stats()
            logger.info("ray sandbox: %d node(s), %.1f programs/s, queue depth %d in flight + %d waiting "
                        "(peak %d + %d), %d retried, %d lost, %d failed", stats["nodes"], rate,
                        stats["in_flight"], stats["waiting"], stats["peak_in_flight"], stats["peak_waiting"],
                        stats["retried"], stats["lost"], stats["failed"])
        if refresh:
            self._refresh()

    # -- reporting ---------------------------------------------------------------------------------
    def stats(self) -> dict[str, int]:
        """Live nodes and their warm sandboxes, call slots, calls in flight and waiting (and their peaks),
        programs run, retries and losses."""
        with self._cond:
            live = self._live()
            return {"nodes": len(live), "sandboxes": sum(h.info["workers"] for h in live), "slots": self._limit(),
                    "in_flight": sum(h.in_flight for h in live),
                    "waiting": self._waiting, **vars(self._counters)}

    def metrics(self) -> dict[str, float]:
        """Live nodes, programs per second since the previous call (or since start), and the queue depth: calls in
        flight on the nodes plus callers waiting, now and at its peak (in flight and waiting peaks, summed)."""
        stats = self.stats()
        now = time.monotonic()
        with self._cond:
            (since, programs), self._metrics_mark = self._metrics_mark, (now, stats["programs"])
        return {"nodes": float(stats["nodes"]),
                "programs_per_s": (stats["programs"] - programs) / max(now - since, 1e-6),
                "queue_depth": float(stats["in_flight"] + stats["waiting"]),
                "queue_depth_peak": float(stats["peak_in_flight"] + stats["peak_waiting"])}

    def protections(self) -> dict[str, object]:
        """What every node's sandbox verified at start-up: a protection counts only if all nodes have it."""
        with self._cond:
            hosts = self._live()
        merged: dict[str, object] = {}
        for key in hosts[0].info["protections"] if hosts else ():
            values = [h.info["protections"].get(key) for h in hosts]
            if all(isinstance(v, bool) for v in values):
                merged[key] = all(values)
            else:
                merged[key] = values[0] if all(v == values[0] for v in values) else values
        merged["isolated"] = bool(hosts) and all(h.info["isolated"] for h in hosts)
        merged["nodes"] = len(hosts)
        merged["backends"] = sorted({h.info["backend"] for h in hosts})
        return merged

    def close(self) -> None:
        with self._cond:
            hosts, self._hosts = self._hosts or [], None
            started, self._started_ray = self._started_ray, False
        if not hosts and not started:
            return
        ray = _ray()
        if not ray.is_initialized():
            return
        for host in hosts:
            try:
                ray.kill(host.actor)
            except Exception:
                pass
        if started:
            ray.shutdown()

    def __getstate__(self):
        return {k: v for k, v in self.__dict__.items() if not k.startswith("_")}

    def __setstate__(self, state):
        self.__dict__.update(state)
        self._setup()

    def __repr__(self) -> str:
        return (f"RayExecutor(address={self.address!r}, nodes={len(self._live())}, "
                f"limits={self.limits})")


def _cause(exc: BaseException | None) -> str:
    """A one-line reason: the exception Ray wraps (an actor's own error), and the last line of its message."""
    if exc is None:
        return "unknown"
    cause = getattr(exc, "cause", None)
    if isinstance(cause, BaseException):
        exc = cause
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[-1] if text else ''}"


__all__ = ["RayExecutor"]
