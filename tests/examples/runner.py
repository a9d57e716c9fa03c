"""Runs the Python examples of one doc page, in order, as one program.

Usage: python runner.py PAGE_JSON RESULT_JSON

PAGE_JSON holds {"file": ..., "blocks": [{"line", "code", "needs", "expectedOutput", "claim",
"claimLine"}, ...]} as written by extract.mjs; a block with a claim is a claim check (hidden from
readers), which fails the page naming the line of the sentence it checks. Runs in the virtualenv of the page's GX release, in a fresh working directory. Each
runnable block is compiled under the page's file name with its real line numbers, so a traceback points
at the page and line. Blocks marked needs="..." are only compiled and checked against the release's
API (see api_check.py). Writes a result per block to RESULT_JSON and exits 1 if any block failed.
"""
from __future__ import annotations

import contextlib
import io
import json
import re
import sys
import traceback

from api_check import missing_gx_paths


def normalise(text: str) -> list[str]:
    return [line.rstrip() for line in text.strip().splitlines()]


def output_matches(expected: str, actual: str) -> bool:
    """Line-by-line match; a line '...' in the expected output stands for any number of lines."""
    pattern = "".join(
        r"(?:.*\n)*?" if line.strip() == "..." else re.escape(line) + r"\n" for line in normalise(expected)
    )
    return re.fullmatch(pattern, "\n".join(normalise(actual)) + "\n") is not None


def _run_claim(block: dict, code, namespace: dict, where: str) -> dict:
    """A claim check: hidden from readers, it holds a sentence of the page's prose. Its output is kept
    only to explain a failure."""
    claim_at = f"{where.rsplit(':', 1)[0]}:{block['claimLine']}"
    stdout = io.StringIO()
    try:
        with contextlib.redirect_stdout(stdout):
            exec(code, namespace)  # noqa: S102 - the check is code the page carries
    except BaseException:  # noqa: BLE001 - an AssertionError, or any error the claimed call raises
        printed = f"\n--- the check printed\n{stdout.getvalue()}" if stdout.getvalue() else ""
        return {
            "line": block["line"],
            "claim": block["claim"],
            "status": "failed",
            "error": f"{claim_at}: claim does not hold: \"{block['claim']}\"\n"
            f"(check at line {block['line']})\n{traceback.format_exc()}{printed}",
        }
    return {"line": block["line"], "claim": block["claim"], "status": "passed"}


def run_page(page: dict) -> list[dict]:
    namespace: dict = {"__name__": "__main__"}
    results = []
    failed = False
    for block in page["blocks"]:
        where = f"{page['file']}:{block['line']}"
        claim = block.get("claim")
        # Pad with newlines so the compiled code's line numbers are the page's line numbers.
        source = "\n" * (block["line"] - 1) + block["code"]
        try:
            code = compile(source, page["file"], "exec")
        except SyntaxError:
            results.append({"line": block["line"], "claim": claim, "status": "failed", "error": traceback.format_exc(limit=0)})
            failed = True
            continue
        if block.get("needs"):
            missing = missing_gx_paths(block["code"])
            if missing:
                results.append({
                    "line": block["line"],
                    "claim": claim,
                    "status": "failed",
                    "error": f"{where}: not in this GX release: {', '.join(missing)}",
                })
                failed = True
            else:
                results.append({"line": block["line"], "claim": claim, "status": "marked", "needs": block["needs"]})
            continue
        if failed:
            results.append({"line": block["line"], "claim": claim, "status": "skipped", "error": "an earlier block failed"})
            continue
        if claim is not None:
            # A false claim fails the page but does not stop it: the blocks after it still run, so
            # one run reports every claim that does not hold.
            results.append(_run_claim(block, code, namespace, where))
            continue
        stdout = io.StringIO()
        try:
            with contextlib.redirect_stdout(stdout):
                exec(code, namespace)  # noqa: S102 - running the docs' examples is the point
        except BaseException:  # noqa: BLE001 - report any failure of the example, SystemExit included
            results.append({"line": block["line"], "status": "failed", "error": traceback.format_exc()})
            failed = True
            continue
        expected = block.get("expectedOutput")
        if expected is not None and not output_matches(expected, stdout.getvalue()):
            results.append({
                "line": block["line"],
                "status": "failed",
                "error": f"{where}: output differs.\n--- expected\n{expected}\n--- actual\n{stdout.getvalue()}",
            })
            failed = True
            continue
        results.append({"line": block["line"], "status": "passed"})
    return results


def run_files(page_file: str, result_file: str) -> int:
    with open(page_file, encoding="utf-8") as handle:
        page = json.load(handle)
    results = run_page(page)
    with open(result_file, "w", encoding="utf-8") as handle:
        json.dump({"file": page["file"], "blocks": results}, handle)
    return 1 if any(result["status"] == "failed" for result in results) else 0


def run_in_child(page_file: str, result_file: str, work_dir: str, log_file: str) -> None:
    """Entry point of a process forked from the harness's fork server (see conftest.py): the same as
    running this file in `work_dir`, with stdout and stderr going to `log_file`."""
    import os

    os.chdir(work_dir)
    sys.path.insert(0, work_dir)  # as in an interactive session, where the current folder is importable
    log = os.open(log_file, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    os.dup2(log, 1)
    os.dup2(log, 2)
    try:
        code = run_files(page_file, result_file)
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
    sys.exit(code)


def main() -> int:
    return run_files(sys.argv[1], sys.argv[2])


if __name__ == "__main__":
    sys.exit(main())
