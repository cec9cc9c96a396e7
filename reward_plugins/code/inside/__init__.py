"""The programs that run inside the sandbox, each standard library only and standalone.

* ``sandbox_worker.py``: the worker; an executor starts it as ``python -c <its source>`` inside
  bubblewrap (or as a plain process) and sends its configuration, then jobs, over stdin;
* ``harness.py``: the test runner; compiled by the executor and run once in every worker (its top
  level), then its ``main()`` once per program.

Nothing here may import the rest of ``reward_plugins`` (it is not there inside the sandbox).
The host side imports these modules only for helpers they share with it (``wipe``, ``check_plain``).
"""
