"""The Python session of python/README.md ("The package in detail") runs as shown:
each line's output is compared as doctest does, except the benchmark's
figures (measured afresh, so the line is run and its result not compared)."""
import doctest
import os
import re

import pytest

from conftest import REPO


def test_readme_session():
    path = os.path.join(REPO, "python", "README.md")
    if not os.path.exists(path):
        pytest.skip("SKIPPED: no python/README.md (not run from a checkout)")
    text = open(path).read().split("\n## The package in detail\n", 1)[1]
    block = re.search(r"```python\n(.*?)```", text, re.S).group(1)
    test = doctest.DocTestParser().get_doctest(block, {}, "README Python session", path, 0)
    assert len(test.examples) >= 7
    for ex in test.examples:
        if "bench(" in ex.source:
            ex.source, ex.want = "_ = " + ex.source, ""
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0
