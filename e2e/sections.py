"""Sections of a merged browser test, each reporting its own failure.

A merged test walks many pages in one browser (to pay for one boot); a failure in one of them must not
hide the others. Each part runs in `with sections("name"):`; a part that fails is noted (its error's
first lines) and the walk goes on to the next part; `sections.check()` at the end fails with every part
that failed. A part that needs an earlier one runs in the same section as it.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager


class Sections:
    """The failures of a merged test's parts, reported together at its end."""

    def __init__(self) -> None:
        self.failures: list[str] = []
        self.passed: list[str] = []

    @contextmanager
    def __call__(self, name: str) -> Iterator[None]:
        """Run one part: a failure in it (an assertion, a Playwright timeout) is noted, not raised."""
        try:
            yield
        except Exception as error:  # noqa: BLE001 - any failure of this part, reported by check()
            lines = str(error).strip().splitlines()[:6]
            self.failures.append(f"{name}: {type(error).__name__}: " + "\n    ".join(lines))
        else:
            self.passed.append(name)

    def check(self) -> None:
        """Fail with every part that failed, if any did."""
        assert not self.failures, (f"{len(self.failures)} of {len(self.failures) + len(self.passed)} parts "
                                   "failed:\n  " + "\n  ".join(self.failures))
