"""The merged tests' sections (e2e/sections.py): a failing part is reported with every other failing part,
and hides none of the parts after it. No browser."""

from __future__ import annotations

import pytest
from sections import Sections


def test_every_failing_part_is_reported_and_the_parts_after_a_failure_still_run() -> None:
    part, ran = Sections(), []
    for name in ("home", "rules", "table", "join"):
        with part(name):
            ran.append(name)
            assert name not in ("rules", "join"), f"{name} is wrong"
    assert ran == ["home", "rules", "table", "join"]
    with pytest.raises(AssertionError) as failed:
        part.check()
    report = str(failed.value)
    assert "2 of 4 parts failed" in report and "rules: AssertionError: rules is wrong" in report
    assert "join: AssertionError: join is wrong" in report and "home:" not in report


def test_a_walk_whose_parts_all_pass_passes_and_a_timeout_is_not_swallowed() -> None:
    part = Sections()
    with part("home"):
        pass
    part.check()
    with pytest.raises(pytest.fail.Exception), part("stopped by the test's timeout"):
        pytest.fail("Timeout >900.0s")
    assert part.failures == []
