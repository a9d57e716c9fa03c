"""The harness itself: a broken example must fail, naming its page and line.

The fixture pages (tests/fixtures/examples/) declare what must happen in their front matter-free
first block comment: `# expect: fail at line N` or `# expect: pass`.
"""
from __future__ import annotations

import re


def test_fixture_page_outcome(fixture_page: dict, run_page) -> None:
    first = fixture_page["blocks"][0]["code"]
    expectation = re.search(r"# expect: (pass|fail at line (\d+))", first)
    assert expectation, f"{fixture_page['file']} does not say what it expects"
    code, result, output = run_page(fixture_page, "fixture-" + re.sub(r"[^\w.-]+", "_", fixture_page["file"]) + ".json")
    if expectation.group(1) == "pass":
        assert code == 0, output
        return
    line = int(expectation.group(2))
    assert code == 1, f"{fixture_page['file']} should have failed"
    errors = "\n".join(block.get("error", "") for block in result["blocks"])
    assert f'File "{fixture_page["file"]}", line {line}' in errors or f"{fixture_page['file']}:{line}" in errors, errors


def test_a_python_range_the_release_does_not_support_fails() -> None:
    import pytest

    from test_examples import test_page_python_ranges

    with pytest.raises(AssertionError, match=r"page\.md:3: Python 3\.7 to 3\.12 \(GX supports"):
        test_page_python_ranges({"file": "page.md", "pythonRanges": [{"line": 3, "from": "3.7", "to": "3.12"}]})
    with pytest.raises(AssertionError, match=r"page\.md:4: Python 3\.5 to 3\.6"):
        test_page_python_ranges({"file": "page.md", "pythonRanges": [{"line": 4, "from": "3.5", "to": "3.6"}]})


def test_a_version_an_extra_rules_out_is_reported() -> None:
    """version_conflicts names an installed package whose version a requirement of GX's excludes."""
    import importlib.metadata as metadata

    import environment

    installed = environment._installed()
    gx = installed["great-expectations"]

    class Capped(metadata.Distribution):
        """GX's metadata with one more requirement, on pytest, that the installed pytest does not meet."""

        def read_text(self, filename: str) -> str | None:
            text = gx.read_text(filename)
            if filename == "METADATA" and text is not None:
                text = text.replace("\nProvides-Extra:", "\nRequires-Dist: pytest (<1.0) ; extra == 'capped'\nProvides-Extra:", 1)
            return text

        def locate_file(self, path):  # noqa: ANN001, ANN201 - importlib's protocol
            return gx.locate_file(path)

    capped = {**installed, "great-expectations": Capped()}
    assert environment.version_conflicts(frozenset(), capped) == []
    conflicts = environment.version_conflicts(frozenset({"capped"}), capped)
    assert len(conflicts) == 1 and "pytest<1.0" in conflicts[0] and "is installed" in conflicts[0], conflicts
