"""Every security property of the code sandbox, in one table: what it prevents, where it is enforced,
which test shows it, and on which executors it holds.

docs/SANDBOX.md's property table is this table (``python -m reward_plugins.code.properties`` prints
it); ``tests/test_code_properties.py`` checks that the two agree, that every place named under
"enforced in" exists, and that every test named exists.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Property:
    name: str
    prevents: str
    enforced_in: tuple[str, ...]  # "module:attribute.path" below reward_plugins.code
    tests: tuple[str, ...]  # "tests/file.py::test_name"
    executors: str  # where it holds: "bwrap", "both", "both, where the trainer is root"


_ROOT = "bwrap; subprocess where the trainer is root"

PROPERTIES = (
    Property("no_network", "reaching the network, the host's loopback or an earlier program's sockets",
             ("bwrap_executor:BwrapExecutor._sandbox_argv", "inside.sandbox_worker:fresh_namespaces"),
             ("tests/test_code_sandbox.py::test_bwrap_has_no_network_even_to_host_loopback",
              "tests/test_code_forges_through_names_and_host_limits.py::test_a_program_sees_no_network_state_of_the_previous_one"), _ROOT),
    Property("host_files_hidden", "reading the host's files, installed packages (answers shipped in a package) "
             "or libraries beyond the interpreter's own",
             ("private_runtime:private_runtime", "bwrap_executor:BwrapExecutor._sandbox_argv"),
             ("tests/test_code_sandbox.py::test_bwrap_hides_home_and_project_files",
              "tests/test_code_isolation_between_programs.py::test_only_the_interpreters_own_files_are_inside"),
             "bwrap"),
    Property("page_cache_unobservable", "one program leaving bits in the page cache for the next (a file read or "
             "dropped, residency read back or timed)",
             ("private_runtime:private_runtime", "seccomp:DENIED", "seccomp:PAGE_ADVICE"),
             ("tests/test_code_isolation_between_programs.py::test_every_file_a_program_reads_is_on_a_tmpfs",
              "tests/test_code_isolation_between_programs.py::test_calls_that_read_or_move_residency_are_refused"),
             "bwrap (the calls: both)"),
    Property("counter_numbers_unreadable", "a program reading what the one before it added to the kernel's "
             "host-wide counters (pipe, socket and /proc inode numbers, pidfd numbers, socket cookies)",
             ("seccomp:COUNTERS", "inside.sandbox_worker:fifo", "inside.sandbox_worker:no_proc", "inside.harness:_channel"),
             ("tests/test_sandbox_cross_run_state.py::test_no_bit_reaches_the_next_program",
              "tests/test_code_sandbox.py::test_seccomp_denies_memory_and_families_outside_the_limits"),
             "bwrap (the calls and FIFOs: both)"),
    Property("host_counters_masked", "a residue left in host-wide counters (fork count, dentries, load, memory)",
             ("inside.sandbox_worker:no_proc", "inside.sandbox_worker:own_proc", "seccomp:DENIED"),
             ("tests/test_code_isolation_between_programs.py::test_host_wide_proc_entries_are_masked",), _ROOT),
    Property("fresh_state_per_program", "state one program leaves for the next: processes, PIDs, IPC objects, "
             "files, inode numbers, timestamps of its working directory",
             ("inside.sandbox_worker:Template.start_program", "inside.sandbox_worker:fresh_namespaces",
              "inside.sandbox_worker:own_proc", "inside.sandbox_worker:fresh_workdir"),
             ("tests/test_code_forges_through_names_and_host_limits.py::test_a_program_sees_its_own_proc_and_a_fresh_directory",
              "tests/test_code_attacks.py::test_c6_consecutive_programs_do_not_share_a_pid_counter"), _ROOT),
    Property("private_writable_dirs", "files left in the host's world-writable directories (a flood that slows "
             "or breaks later programs, a bit for the next)",
             ("inside.sandbox_worker:private_writable_dirs", "subprocess_executor:world_writable_dirs"),
             ("tests/test_code_attacks.py::test_c7_world_writable_host_directories_carry_nothing_between_programs",
              "tests/test_code_isolation_between_programs.py::test_a_flood_of_directories_leaves_nothing_behind"),
             "bwrap (a private /tmp only); subprocess where the trainer is root"),
    Property("host_lists_never_arguments", "a host with many world-writable directories breaking worker start-up "
             "(one argument is capped at 128 KiB)",
             ("worker_pool:WorkerExecutor._start_worker",),
             ("tests/test_code_isolation_between_programs.py::test_a_host_list_longer_than_an_argument_still_starts",),
             "both"),
    Property("clean_template", "a program finding another completion's code, tests or output in its memory",
             ("inside.sandbox_worker:Worker.prepare", "inside.sandbox_worker:Template"),
             ("tests/test_code_sandbox.py::test_programs_start_from_a_process_that_never_held_another_job",
              "tests/test_code_attacks.py::test_3_a_sibling_completion_leaves_nothing_in_memory"), "both"),
    Property("non_dumpable", "reading the worker's memory (every job) through /proc, or a program's own pagemap",
             ("inside.sandbox_worker:Worker", "seccomp:PR_SET_DUMPABLE"),
             ("tests/test_code_sandbox.py::test_programs_cannot_read_the_memory_of_their_worker",), "both"),
    Property("system_call_filter", "namespaces, mounts, tracing, kernel extras, memory outside the limits, "
             "host-wide pools",
             ("seccomp:seccomp_filter",),
             ("tests/test_code_sandbox.py::test_seccomp_denies_memory_and_families_outside_the_limits",
              "tests/test_code_forges_through_names_and_host_limits.py::test_host_wide_kernel_pools_are_denied"), "both"),
    Property("uid_per_worker", "signalling or tracing the worker, files private to the trainer, unbounded forks",
             ("worker_pool:WorkerExecutor._fresh_uid", "inside.sandbox_worker:drop_to"),
             ("tests/test_code_sandbox.py::test_bwrap_programs_run_as_an_unprivileged_uid_in_their_own_pid_namespace",),
             "both, where the trainer is root"),
    Property("limits", "loops, forks, files and descriptors without end; processes left running",
             ("inside.sandbox_worker:apply_limits", "inside.sandbox_worker:Template.kill_everything"),
             ("tests/test_code_sandbox.py::test_fork_flood_ends_within_its_bound_and_leaves_nothing",
              "tests/test_code_sandbox.py::test_wall_timeout_cannot_be_ignored"), "both"),
    Property("memory_summed", "memory spread over many processes or shared mappings past memory_mb",
             ("inside.sandbox_worker:resident_bytes", "inside.sandbox_worker:Template.watch"),
             ("tests/test_code_forged_values_and_sabotage.py::test_memory_spread_over_processes_counts_as_one_program",
              "tests/test_code_forges_through_names_and_host_limits.py::test_shared_anonymous_memory_counts"), "both"),
    Property("output_capped", "the trainer's memory filled by a program's output",
             ("inside.sandbox_worker:Capture",),
             ("tests/test_code_forges_through_names_and_host_limits.py::test_output_is_capped_per_completion_trailing_whitespace_included",),
             "both"),
    Property("own_core", "a program slowing its siblings by spreading over their cores",
             ("worker_pool:_CoreAssignment", "seccomp:DENIED"),
             ("tests/test_code_forges_through_names_and_host_limits.py::test_ranks_of_one_host_pin_different_cores",), "both"),
    Property("solution_apart_from_tests", "a solution reading or patching the tests, expected values or report",
             ("inside.harness:main", "inside.harness:Solution"),
             ("tests/test_code_attacks.py::test_2_expected_values_are_not_in_the_solution_process",
              "tests/test_code_attacks.py::test_c2_solution_globals_do_not_shadow_builtins_in_the_tests"), "both"),
    Property("strict_report", "forged pass lines, values of the wrong type, replies from a forked child",
             ("code_tests:CodeTests.evaluate", "inside.harness:check_plain", "seccomp:solution_filter"),
             ("tests/test_code_attacks.py::test_1_report_lines_are_judged_strictly",
              "tests/test_code_forges_through_names_and_host_limits.py::test_a_forge_scores_what_the_honest_wrong_answer_scores"), "both"),
    Property("cached_only_when_closed", "a lucky pass frozen in the cache (randomness, time, host state or an "
             "object's address, by any spelling): no paid outcome is cached, an unpaid one only for a closed program",
             ("determinism:closed", "code_tests:CodeTests._cache_outcome"),
             ("tests/test_code_cache_closed_programs.py::test_a_program_that_can_reach_changing_state_is_not_closed",
              "tests/test_code_forges_through_names_and_host_limits.py::test_a_lucky_run_is_not_cached",
              "tests/test_code_forges_through_names_and_host_limits.py::test_a_failure_is_cached_after_two_agreeing_runs_and_a_pass_never"), "both"),
    Property("one_address_layout", "object addresses (a default repr, an object's hash) differing between workers "
             "by the kernel's address randomization",
             ("inside.sandbox_worker:fixed_layout", "bwrap_executor:BwrapExecutor._sandbox_argv"),
             ("tests/test_sandbox_cached_pass.py::test_every_bwrap_worker_is_laid_out_alike",),
             "bwrap"),
    Property("one_hash_order", "string-hash order differing between workers (a set's order as a coin)",
             ("worker_pool:WORKER_ENV", "worker_pool:INTERPRETER_FLAGS", "inside.harness:HASH_SEED"),
             ("tests/test_code_isolation_between_programs.py::test_every_worker_has_one_string_hash_order",), "both"),
    Property("failures_score_zero", "a sandbox failure aborting the reward call",
             ("code_tests:CodeTests._evaluate_safely", "worker_pool:WorkerExecutor.run_many"),
             ("tests/test_code_plugin.py::test_sandbox_failure_scores_zero_is_counted_and_not_cached",), "both"),
)


def markdown_table() -> str:
    """The table as docs/SANDBOX.md shows it."""
    lines = ["| property | prevents | enforced in | shown by | holds on |", "|---|---|---|---|---|"]
    for row in PROPERTIES:
        where = ", ".join(f"`{place}`" for place in row.enforced_in)
        tests = ", ".join(f"`{test.split('/')[-1]}`" for test in row.tests)
        lines.append(f"| `{row.name}` | {row.prevents} | {where} | {tests} | {row.executors} |")
    return "\n".join(lines)


if __name__ == "__main__":
    print(markdown_table())


__all__ = ["PROPERTIES", "Property", "markdown_table"]
