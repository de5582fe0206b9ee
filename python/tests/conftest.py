"""Shared pieces of the binding tests: where the official vectors are
(PQPOLY_VECTORS, else ../shared/vectors beside the repository, as CI has it)
and the repository's independent ring oracle (tests/oracle/)."""
import os
import sys

import pytest

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(REPO, "tests", "oracle"))


def vectors_dir():
    return os.environ.get("PQPOLY_VECTORS") or os.path.join(os.path.dirname(REPO), "shared", "vectors")


def vector_file(*parts):
    """Path of a vector file, or skip the test when it is absent."""
    path = os.path.join(vectors_dir(), *parts)
    if not os.path.exists(path):
        pytest.skip(f"SKIPPED: {path} absent (the official vectors live in ../shared/vectors)")
    return path
