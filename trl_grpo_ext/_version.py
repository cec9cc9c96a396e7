"""The installed distribution's version, from its metadata (``pyproject.toml`` holds the one number).

A leaf module, so the command line reads the version without importing the package's public surface.
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("trl-grpo-ext")
except PackageNotFoundError:  # a source tree on sys.path that was never installed
    __version__ = "0+unknown"

__all__ = ["__version__"]
