"""Runs Python programs under sys.settrace and prints, as JSON, the lines each call executed.

Usage: python3 tracer.py PROGRAM.py...  (one process for the whole corpus, to stay fast)

For each program: its executable lines (every line with bytecode in any code object, i.e. every
line Python could ever report), its function/class definitions (from ast), and per call (one
frame; a generator's resumptions continue the same call) the sequence of 'line' events and how
the call ended: 'return', 'exception' (left by an exception) or 'suspended' (a generator or
coroutine that was never finished). Frames of lambdas, comprehensions and generator expressions
are skipped: their lines belong to the enclosing statement, which the enclosing frame reports.
Frames from other files (the standard library) are skipped too.
"""

import ast
import asyncio
import contextlib
import dis
import io
import json
import os
import signal
import sys
import tempfile
import types

YIELD_VALUE = dis.opmap["YIELD_VALUE"]
SUSPENDING = 0x20 | 0x80 | 0x200  # CO_GENERATOR | CO_COROUTINE | CO_ASYNC_GENERATOR
TIME_LIMIT = 2.0


def executable_lines(code):
    lines = set()
    stack = [code]
    while stack:
        co = stack.pop()
        for _start, _end, line in co.co_lines():
            if line is not None:
                lines.add(line)
        stack.extend(c for c in co.co_consts if isinstance(c, types.CodeType))
    return sorted(lines)


def definitions(tree):
    defs = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            first = min([node.lineno] + [d.lineno for d in node.decorator_list])
            body_start = node.body[0].lineno
            defs.append(
                {
                    "name": node.name,
                    "kind": "class" if isinstance(node, ast.ClassDef) else "function",
                    "first": first,
                    "defLine": node.lineno,
                    "end": node.end_lineno,
                    "header": [first, max(node.lineno, body_start - 1)],
                }
            )
    return defs


class Timeout(BaseException):
    pass


def run(path):
    source = open(path, encoding="utf-8").read()
    code = compile(source, path, "exec")
    calls = {}  # frame -> record; frames are kept alive until the program ends
    order = []

    def local(frame, event, arg):
        record = calls[frame]
        if event == "line":
            record["lines"].append(frame.f_lineno)
            record["pending"] = False
        elif event == "exception":
            record["pending"] = True
        elif event == "return":
            co = frame.f_code
            if record["pending"]:
                record["ending"] = "exception"
            elif co.co_flags & SUSPENDING and co.co_code[frame.f_lasti] == YIELD_VALUE:
                record["ending"] = "suspended"
            else:
                record["ending"] = "return"
        return local

    def on_call(frame, event, arg):
        co = frame.f_code
        if co.co_filename != path or (co.co_name.startswith("<") and co.co_name != "<module>"):
            return None
        if frame not in calls:
            record = {
                "name": co.co_name,
                "qualname": co.co_qualname,
                "firstLine": co.co_firstlineno,
                "lines": [],
                "ending": "suspended",
                "pending": False,
            }
            calls[frame] = record
            order.append(record)
        return local

    def on_alarm(_signum, _frame):
        raise Timeout()

    error = None
    out = io.StringIO()
    cwd = os.getcwd()
    with tempfile.TemporaryDirectory() as tmp:
        os.chdir(tmp)
        old = signal.signal(signal.SIGALRM, on_alarm)
        signal.setitimer(signal.ITIMER_REAL, TIME_LIMIT)
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
                sys.settrace(on_call)
                try:
                    exec(code, {"__name__": "__main__", "__file__": path})
                finally:
                    sys.settrace(None)
        except Timeout:
            error = "Timeout"
        except BaseException as exc:  # the program's own uncaught exception is data, not a crash
            error = type(exc).__name__
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, old)
            os.chdir(cwd)
            asyncio.set_event_loop(None)

    # identical calls (same function, lines, ending) are checked once
    seen = {}
    for record in order:
        key = (record["firstLine"], record["name"], tuple(record["lines"]), record["ending"])
        if key in seen:
            seen[key]["count"] += 1
        else:
            del record["pending"]
            record["count"] = 1
            seen[key] = record
    return {
        "file": path,
        "executable": executable_lines(code),
        "defs": definitions(ast.parse(source)),
        "calls": list(seen.values()),
        "error": error,
    }


def main():
    results = [run(os.path.abspath(p)) for p in sys.argv[1:]]
    sys.stdout.write(json.dumps(results))


if __name__ == "__main__":
    main()
