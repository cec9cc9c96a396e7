"""A long-lived sandbox worker: runs untrusted programs one at a time, each in a fresh forked child.

This file is a standalone program (standard library only). An executor starts it once with
``python -I -S -c <this source> <config json>`` -- inside bubblewrap, or as a plain subprocess --
and then sends it jobs over stdin; results come back over stdout. Keeping the worker warm is what
makes sandboxed execution cheap: a job costs two ``fork()`` calls, not a new sandbox and a new
interpreter.

Per program the worker forks a child that, before running any untrusted byte:

* starts a new session (its own process group), takes stdin from a private memfd and
  stdout/stderr from pipes the worker reads with a cap, and closes every other descriptor
  (so it can never write to the worker's job channel);
* drops to the sandbox uid (when the worker may: it runs as root), applies rlimits (address
  space, CPU, processes, file size, open files, no core dumps), moves to the private working
  directory and replaces the environment;
* reports "ok" on a setup pipe and closes it. A child that fails setup never runs the program,
  and the worker reports a sandbox error (fail closed).

When the child exits or the wall clock runs out, the worker kills everything the program left
behind (all processes of the sandbox uid, from a helper that drops to that uid; or the whole PID
namespace; or, as the weakest fallback, the process group), reaps them, wipes the working
directory and checks that nothing is left (processes, SysV IPC objects, files). If anything
is left, the worker answers the job and exits so the executor replaces it.

Protocol: every message is a frame ``>I total length, >I header length, JSON header, blob``.
"""

import json
import marshal
import os
import resource
import select
import signal
import struct
import sys
import time

CHUNK = 1 << 16
SETUP_FAILED_STATUS = 127


# ---------------------------------------------------------------------------------------------
# framing

def read_exact(fd, n):
    parts = []
    while n:
        data = os.read(fd, min(n, 1 << 20))
        if not data:
            raise EOFError("channel closed")
        parts.append(data)
        n -= len(data)
    return b"".join(parts)


def write_all(fd, data):
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def read_frame(fd):
    total = struct.unpack(">I", read_exact(fd, 4))[0]
    payload = read_exact(fd, total)
    header_len = struct.unpack(">I", payload[:4])[0]
    header = json.loads(payload[4 : 4 + header_len].decode("utf-8"))
    return header, payload[4 + header_len :]


def write_frame(fd, header, blob=b""):
    head = json.dumps(header).encode("utf-8")
    write_all(fd, struct.pack(">II", 4 + len(head) + len(blob), len(head)) + head + blob)


# ---------------------------------------------------------------------------------------------
# helpers

class Capture:
    """Keeps the first ``cap`` bytes of a stream, counts and drops the rest."""

    def __init__(self, cap):
        self.cap = cap
        self.parts = []
        self.size = 0
        self.truncated = False

    def feed(self, data):
        room = self.cap - self.size
        if room > 0:
            kept = data[:room]
            self.parts.append(kept)
            self.size += len(kept)
        if len(data) > max(room, 0):
            self.truncated = True

    def value(self):
        return b"".join(self.parts)


def _libc():
    try:
        import ctypes

        return ctypes.CDLL(None, use_errno=True)
    except Exception:
        return None


def _remove(path):
    if os.path.isdir(path) and not os.path.islink(path):
        try:
            os.chmod(path, 0o700)  # the program may have made it unreadable or unwritable
        except OSError:
            pass
        for name in os.listdir(path):
            _remove(os.path.join(path, name))
        os.rmdir(path)
    else:
        os.unlink(path)


def wipe(path):
    """Delete everything inside ``path`` (not ``path`` itself); True when it is empty after."""
    try:
        for name in os.listdir(path):
            try:
                _remove(os.path.join(path, name))
            except (OSError, RecursionError):
                pass
        return not os.listdir(path)
    except Exception:
        return False


def exit_status(code):
    if code is None:
        return 0
    if isinstance(code, int) and not isinstance(code, bool):
        return code & 0xFF
    try:
        sys.stderr.write(str(code) + "\n")
    except BaseException:
        pass
    return 1


# ---------------------------------------------------------------------------------------------
# the worker

class Worker:
    def __init__(self, config):
        self.config = config
        self.uid = config.get("drop_uid")  # None: run programs as the worker's own uid
        self.pid_namespace = bool(config.get("pid_namespace"))
        self.workdir = config.get("workdir")  # bwrap: the private /tmp
        if self.workdir is None:  # subprocess: a private directory below the executor's
            import tempfile

            self.workdir = tempfile.mkdtemp(prefix="run-", dir=config["workbase"])
            if self.uid is not None:
                os.chown(self.workdir, self.uid, self.uid)
        self.child_env = dict(config.get("env") or {})
        self.check_leftovers = bool(config.get("check_leftovers"))
        self.prefix_fd = None
        self.prefixes = []
        if config.get("prefix_via_fd"):
            # The interpreter may live under a directory the sandbox uid cannot traverse (a
            # private home). An O_PATH descriptor of the prefix, reached through /proc/self/fd,
            # lets the dropped child import the standard library without widening permissions.
            self.prefixes = sorted({os.path.realpath(p) for p in (sys.prefix, sys.exec_prefix)}, key=len, reverse=True)
            self.prefix_fd = os.open(self.prefixes[-1], os.O_PATH | os.O_DIRECTORY)
        for path in config.get("extra_path") or ():
            if path not in sys.path:
                sys.path.append(path)
        libc = _libc()
        # As a subreaper, every process a program leaves behind is re-parented to us: if we have
        # no children after the program exits, it left nothing running.
        self.subreaper = libc is not None and libc.prctl(36, 1, 0, 0, 0) == 0  # PR_SET_CHILD_SUBREAPER
        if libc is not None:
            if config.get("parent_death_signal"):
                libc.prctl(1, signal.SIGKILL, 0, 0, 0)  # PR_SET_PDEATHSIG
        for name in config.get("preload") or ():
            # Imported once here, shared copy-on-write by every program: no import cost per run.
            try:
                __import__(name)
            except Exception:
                pass

    # -- one job ------------------------------------------------------------------------------
    def job(self, header, blob):
        program_len = header["program_len"]
        program = (header["program_kind"], blob[:program_len])
        offset = program_len
        stdins = []
        for n in header["stdin_lens"]:
            stdins.append(blob[offset : offset + n])
            offset += n
        limits = header["limits"]
        start = time.monotonic()
        total = header.get("total_timeout")
        total_deadline = start + total if total else None
        results, blobs, recycle = [], [], False
        for stdin in stdins:
            now = time.monotonic()
            deadline = now + limits["timeout"]
            if total_deadline is not None:
                if now >= total_deadline:
                    results.append({"skipped": True, "timed_out": True, "exit_code": None, "signal": None,
                                    "stdout_len": 0, "stderr_len": 0, "wall_time": 0.0})
                    continue
                deadline = min(deadline, total_deadline)
            result, out, err, dirty = self.run_one(program, stdin, limits, deadline)
            results.append(result)
            blobs += [out, err]
            if dirty:
                recycle = True
                result["error"] = result.get("error") or dirty
                break
        while len(results) < len(stdins):
            results.append({"skipped": True, "exit_code": None, "signal": None, "stdout_len": 0,
                            "stderr_len": 0, "wall_time": 0.0, "error": "worker discarded"})
        return {"results": results, "recycle": recycle}, b"".join(blobs)

    def run_one(self, program, stdin, limits, deadline):
        start = time.monotonic()
        workdir = self.workdir
        stdin_fd = os.memfd_create("stdin", os.MFD_CLOEXEC)
        write_all(stdin_fd, stdin)
        os.lseek(stdin_fd, 0, os.SEEK_SET)
        out_r, out_w = os.pipe2(os.O_CLOEXEC)
        err_r, err_w = os.pipe2(os.O_CLOEXEC)
        setup_r, setup_w = os.pipe2(os.O_CLOEXEC)
        pid = os.fork()
        if pid == 0:  # the child never returns from here
            self.child(program, limits, workdir, stdin_fd, out_w, err_w, setup_w)
        for fd in (stdin_fd, out_w, err_w, setup_w):
            os.close(fd)
        try:
            pidfd = os.pidfd_open(pid)  # readable when the child exits (Linux >= 5.3)
        except (AttributeError, OSError):
            pidfd = None  # poll instead
        captures = {out_r: Capture(limits["output_bytes"]), err_r: Capture(limits["output_bytes"])}
        setup = Capture(4096)
        streams = {out_r: captures[out_r], err_r: captures[err_r], setup_r: setup}
        for fd in streams:
            os.set_blocking(fd, False)
        timed_out, status, usage = False, None, None
        while status is None:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                timed_out = True
                break
            watch = list(streams) + ([pidfd] if pidfd is not None else [])
            ready, _, _ = select.select(watch, [], [], remaining if pidfd is not None else min(remaining, 0.005))
            for fd in ready:
                if fd != pidfd:
                    self.pump(fd, streams)
            if pidfd is None or pidfd in ready:
                done, wait_status, wait_usage = os.wait4(pid, os.WNOHANG)
                if done:
                    status, usage = wait_status, wait_usage
        if pidfd is not None:
            os.close(pidfd)
        if status is None:
            # In the sandbox we may not signal the program's uid ourselves: kill as that uid.
            self.kill_everything(pid, wipe_too=False)
            _, status, usage = os.wait4(pid, 0)
        dirty = self.cleanup(pid, force=timed_out)
        # Everything that could hold the pipes is dead now: read what is left until EOF.
        drain_deadline = time.monotonic() + 2.0
        while streams and time.monotonic() < drain_deadline:
            ready, _, _ = select.select(list(streams), [], [], max(0.0, drain_deadline - time.monotonic()))
            for fd in ready:
                self.pump(fd, streams)
        if streams:
            dirty = dirty or "program output pipes stayed open after cleanup"
            for fd in streams:
                os.close(fd)
        wall = time.monotonic() - start
        result = {
            "exit_code": os.WEXITSTATUS(status) if os.WIFEXITED(status) else None,
            "signal": os.WTERMSIG(status) if os.WIFSIGNALED(status) else None,
            "timed_out": timed_out,
            "wall_time": wall,
            "cpu_time": usage.ru_utime + usage.ru_stime,
            "max_rss_kb": usage.ru_maxrss,
            "stdout_len": captures[out_r].size,
            "stderr_len": captures[err_r].size,
            "stdout_truncated": captures[out_r].truncated,
            "stderr_truncated": captures[err_r].truncated,
        }
        if setup.value() != b"ok":
            # The program never ran (or the setup channel was tampered with): fail closed.
            message = setup.value().decode("utf-8", "replace") or "the child died before setup finished"
            result["error"] = "sandbox setup failed: " + message
        return result, captures[out_r].value(), captures[err_r].value(), dirty

    @staticmethod
    def pump(fd, streams):
        try:
            data = os.read(fd, CHUNK)
        except BlockingIOError:
            return
        except OSError:
            data = b""
        if data:
            streams[fd].feed(data)
        else:
            os.close(fd)
            del streams[fd]

    # -- the child --------------------------------------------------------------------------------
    def child(self, program, limits, workdir, stdin_fd, out_w, err_w, setup_w):
        status = SETUP_FAILED_STATUS
        try:
            try:
                self.setup_child(limits, workdir, stdin_fd, out_w, err_w, setup_w)
            except BaseException as exc:
                try:
                    write_all(setup_w, ("%s: %s" % (type(exc).__name__, exc)).encode("utf-8", "replace")[:2000])
                except BaseException:
                    pass
                return
            status = 1
            status = self.exec_program(program)
        finally:
            os._exit(status)

    def setup_child(self, limits, workdir, stdin_fd, out_w, err_w, setup_w):
        os.setsid()
        os.dup2(stdin_fd, 0, inheritable=True)
        os.dup2(out_w, 1, inheritable=True)
        os.dup2(err_w, 2, inheritable=True)
        keep = sorted({setup_w} | ({self.prefix_fd} if self.prefix_fd is not None else set()))
        low = 3
        for fd in keep:
            os.closerange(low, fd)
            low = fd + 1
        os.closerange(low, 1 << 16)
        for sig in (signal.SIGTERM, signal.SIGCHLD, signal.SIGHUP):
            signal.signal(sig, signal.SIG_DFL)
        signal.signal(signal.SIGINT, signal.default_int_handler)
        os.chdir(workdir)
        if self.uid is not None:
            os.setgroups([])
            os.setresgid(self.uid, self.uid, self.uid)
            os.setresuid(self.uid, self.uid, self.uid)
            if os.getresuid() != (self.uid,) * 3 or os.getresgid() != (self.uid,) * 3:
                raise RuntimeError("could not drop privileges")
        for name, value in (
            ("RLIMIT_AS", limits["memory_bytes"]),
            ("RLIMIT_NPROC", limits["processes"]),
            ("RLIMIT_FSIZE", limits["file_size_bytes"]),
            ("RLIMIT_NOFILE", limits["open_files"]),
            ("RLIMIT_CORE", 0),
        ):
            resource.setrlimit(getattr(resource, name), (value, value))
        # SIGXCPU at the soft limit (catchable), SIGKILL one second later.
        resource.setrlimit(resource.RLIMIT_CPU, (limits["cpu"], limits["cpu"] + 1))
        env = dict(self.child_env)
        env.update({"HOME": workdir, "TMPDIR": workdir, "PWD": workdir})
        os.environ.clear()
        os.environ.update(env)
        if self.prefix_fd is not None:
            via = "/proc/self/fd/%d" % self.prefix_fd

            def rewrite(entries):
                for i, entry in enumerate(entries):
                    for prefix in self.prefixes:
                        if isinstance(entry, str) and (entry == prefix or entry.startswith(prefix + os.sep)):
                            entries[i] = via + entry[len(prefix) :]
                            break

            rewrite(sys.path)
            for module in list(sys.modules.values()):  # packages imported already (encodings, ...)
                path = getattr(module, "__path__", None)
                if isinstance(path, list):
                    rewrite(path)
            sys.path_importer_cache.clear()
        write_all(setup_w, b"ok")
        os.close(setup_w)

    @staticmethod
    def exec_program(program):
        import builtins
        import io
        import types

        status = 1
        try:
            sys.stdin = sys.__stdin__ = io.open(0, "r", encoding="utf-8", errors="surrogateescape", closefd=False)
            sys.stdout = sys.__stdout__ = io.open(1, "w", encoding="utf-8", errors="surrogateescape", closefd=False)
            sys.stderr = sys.__stderr__ = io.open(
                2, "w", encoding="utf-8", errors="backslashreplace", closefd=False, buffering=1
            )
            sys.argv = [""]
            main = types.ModuleType("__main__")
            main.__dict__["__builtins__"] = builtins
            sys.modules["__main__"] = main
            kind, data = program
            code = marshal.loads(data) if kind == "marshal" else compile(data.decode("utf-8", "surrogateescape"), "<program>", "exec")
            del program, data
            exec(code, main.__dict__)
            status = 0
        except SystemExit as exc:
            status = exit_status(exc.code)
        except BaseException:
            try:
                import traceback

                traceback.print_exc()
            except BaseException:
                pass
            status = 1
        finally:
            for stream in (sys.stdout, sys.stderr):
                try:
                    stream.flush()
                except BaseException:
                    pass
        return status

    # -- after each program -------------------------------------------------------------------
    def cleanup(self, pid, force):
        """Kill and reap everything the program left; wipe its directory. Returns a complaint or None."""
        problem = None
        if force or not self.nothing_left_running():
            problem = self.kill_everything(pid, wipe_too=True)
            if not self.reap_children(2.0):
                problem = problem or "processes survived SIGKILL"
        if not wipe(self.workdir) and self.uid is not None:
            # Files of the sandbox uid in a sticky /tmp: only that uid may delete them.
            problem = problem or self.reap_as_sandbox_uid(wipe_too=True)
            if not wipe(self.workdir):
                problem = problem or "could not wipe the working directory"
        if self.check_leftovers:
            problem = problem or self.leftovers()
        return problem

    def nothing_left_running(self):
        if not self.subreaper:
            return False
        while True:
            try:
                done, _ = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return True
            if not done:
                return False

    def kill_everything(self, pid, wipe_too):
        """SIGKILL the program and everything it started, by the strongest means we have."""
        if self.uid is not None:
            return self.reap_as_sandbox_uid(wipe_too)
        if self.pid_namespace and os.getpid() == 2:
            # We are the only process of ours in this PID namespace besides its init (pid 1).
            for _ in range(2):
                try:
                    os.kill(-1, signal.SIGKILL)
                except OSError:
                    pass
            return None
        for kill in (os.killpg, os.kill):
            try:
                kill(pid, signal.SIGKILL)
            except OSError:
                pass
        if self.subreaper:
            return self.kill_descendants(pid)
        return None

    def kill_descendants(self, program_pid):
        """Without a uid or a PID namespace of their own, programs are found as our descendants.

        As a subreaper we inherit every orphan: kill our children, reap them (all but the program
        itself, which the caller waits for), and repeat until none is left -- the children of
        a killed process become ours.
        """
        deadline = time.monotonic() + 2.0
        while time.monotonic() < deadline:
            children = set()
            try:
                for task in os.listdir("/proc/self/task"):
                    with open("/proc/self/task/%s/children" % task) as f:
                        children.update(int(c) for c in f.read().split())
            except OSError:
                return "cannot list the processes a program left"
            children.discard(program_pid)
            if not children:
                return None
            for child in children:
                try:
                    os.kill(child, signal.SIGKILL)
                except OSError:
                    pass
            time.sleep(0.001)
            for child in children:
                try:
                    os.waitpid(child, os.WNOHANG)
                except ChildProcessError:
                    pass
        return "processes a program left survived SIGKILL"

    def reap_as_sandbox_uid(self, wipe_too):
        reaper = os.fork()
        if reaper == 0:
            code = 1
            try:
                os.setgroups([])
                os.setresgid(self.uid, self.uid, self.uid)
                os.setresuid(self.uid, self.uid, self.uid)
                # As the sandbox uid, kill(-1) reaches exactly the processes of that uid.
                for _ in range(2):
                    try:
                        os.kill(-1, signal.SIGKILL)
                    except ProcessLookupError:
                        break
                if wipe_too:
                    wipe(self.workdir)
                code = 0
            finally:
                os._exit(code)
        pidfd = os.pidfd_open(reaper)
        try:
            ready, _, _ = select.select([pidfd], [], [], 10.0)
        finally:
            os.close(pidfd)
        if not ready:
            os.kill(reaper, signal.SIGKILL)
            os.waitpid(reaper, 0)
            return "cleanup helper hung"
        _, status = os.waitpid(reaper, 0)
        return None if os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0 else "cleanup helper failed"

    @staticmethod
    def reap_children(seconds):
        deadline = time.monotonic() + seconds
        while True:
            try:
                done, _ = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return True
            if done:
                continue
            if time.monotonic() > deadline:
                return False
            time.sleep(0.0005)

    @staticmethod
    def leftovers():
        """In our PID namespace: any process besides init and us, or any SysV IPC object."""
        deadline = time.monotonic() + 1.0
        while True:
            strays = [p for p in os.listdir("/proc") if p.isdigit() and int(p) not in (1, os.getpid())]
            if not strays:
                break
            if time.monotonic() > deadline:
                return "processes left in the sandbox: %s" % ",".join(strays[:5])
            time.sleep(0.001)
        for kind in ("shm", "sem", "msg"):
            try:
                with open("/proc/sysvipc/" + kind) as f:
                    if len(f.read().splitlines()) > 1:
                        return "SysV IPC objects left behind (%s)" % kind
            except OSError:
                return "cannot check SysV IPC objects"
        return None


def main():
    config = json.loads(sys.argv[1])
    # Nothing in here may ever be written by a program: keep the channel off fds 0/1.
    job_in = os.dup(0)
    job_out = os.dup(1)
    null = os.open(os.devnull, os.O_RDWR)
    os.dup2(null, 0)
    os.dup2(null, 1)
    os.close(null)
    worker = Worker(config)
    write_frame(job_out, {"ready": True, "pid": os.getpid(), "uid": os.getuid(),
                          "drop_uid": worker.uid, "version": list(sys.version_info[:3])})
    while True:
        try:
            header, blob = read_frame(job_in)
        except EOFError:
            return 0
        try:
            answer, data = worker.job(header, blob)
        except Exception as exc:  # a bug or a broken invariant: answer, then let the executor replace us
            write_frame(job_out, {"error": "%s: %s" % (type(exc).__name__, exc), "recycle": True})
            return 1
        write_frame(job_out, answer, data)
        if answer.get("recycle"):
            return 0


if __name__ == "__main__":
    sys.exit(main())
