"""What the tool tests share: the path of the pqpoly tool (SKIPPED, exit 77,
when the build did not say where it is) and a tally of checks that prints
FAIL lines and the closing "NAME: N passed, N failed" line."""
import os
import sys


def tool_path():
    tool = os.environ.get("PQPOLY_TOOL")
    if not tool or not os.path.exists(tool):
        print("SKIPPED: PQPOLY_TOOL not set")
        sys.exit(77)
    return os.path.abspath(tool)


class Tally:
    def __init__(self, name):
        self.name, self.passed, self.failed = name, 0, 0

    def check(self, ok, what):
        if ok:
            self.passed += 1
        else:
            self.failed += 1
            print("FAIL", what)
        return ok

    def finish(self):
        print(f"{self.name}: {self.passed} passed, {self.failed} failed")
        sys.exit(1 if self.failed else 0)
