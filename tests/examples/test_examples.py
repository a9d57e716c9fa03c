"""One test per doc page: its Python blocks run in order against the page's GX release."""
from __future__ import annotations

import re


def test_page_examples(page: dict, run_page) -> None:
    result_name = re.sub(r"[^\w.-]+", "_", page["file"]) + ".json"
    code, result, output = run_page(page, result_name)
    failures = [block["error"] for block in result["blocks"] if block["status"] == "failed"]
    assert code == 0 and not failures, "\n\n".join(failures) or output
