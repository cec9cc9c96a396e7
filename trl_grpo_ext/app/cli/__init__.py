"""The ``trl-grpo-ext`` command line: ``demo``, ``train``, ``rewards list``, ``schemes list``, ``theory``.

Each subcommand lives in its own module exposing ``add_parser(subparsers)``; heavy libraries are
imported only when a subcommand runs, so ``trl-grpo-ext --help`` stays instant. The entry point
is ``trl_grpo_ext.app.cli.main:main``.
"""

__all__: list[str] = []
