"""The installed package: the library comes from the package folder (the
wheel carries it), the version is the library's, and the public names exist."""
import os

import pqpoly


def test_library_is_the_one_in_the_package():
    if os.environ.get("PQPOLY_LIBRARY"):
        return  # a development run against another build, by request
    here = os.path.dirname(os.path.abspath(pqpoly.__file__))
    assert pqpoly.library_path() == os.path.join(here, "libpqpoly.so")
    assert os.access(os.path.join(here, "bin", "pqpoly"), os.X_OK)


def test_public_names():
    assert pqpoly.__version__.count(".") == 2
    for name in pqpoly.__all__:
        assert hasattr(pqpoly, name), name
