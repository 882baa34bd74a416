"""
Runs C programs under gdb, single-stepping with `step`, and prints per-call line sequences as
JSON (one gdb for every program). Used by cTrace.ts; run as
`CODEFLOW_TRACE_SPEC=<spec.json> gdb -batch -nx -x gdbTracer.py` where spec.json lists
[{"exe": ..., "source": ..., "stdin": ...}] (gdb's Python gets no argv).
"""
import json
import os
import sys

import gdb  # noqa: provided by gdb's embedded Python

MAX_STEPS = 20000


def depth_and_name(frame, source):
    """Depth of `frame` counted in frames of the traced source file, and its function name."""
    depth = 0
    f = frame
    while f is not None:
        sal = f.find_sal()
        if sal.symtab is not None and sal.symtab.filename.endswith(source):
            depth += 1
        f = f.older()
    fn = frame.function()
    return depth, (fn.name if fn is not None else "?")


def header_line(frame):
    """The line the function's definition starts on (its symbol's line), or None."""
    fn = frame.function()
    if fn is not None and fn.line:
        return fn.line
    # Go's symbols carry no line: the line of the function's first instruction
    try:
        block = frame.block()
    except RuntimeError:
        return None
    while block is not None and block.function is None:
        block = block.superblock
    return gdb.find_pc_line(block.start).line if block is not None else None


def trace(exe, source, stdin, entry, header_starts_call):
    gdb.execute("file " + exe, to_string=True)
    gdb.execute("break " + entry, to_string=True)
    gdb.execute("run < " + stdin + " > /dev/null", to_string=True)
    calls = []  # finished calls
    stack = []  # open calls: {"name", "depth", "lines"}
    steps = 0
    while steps < MAX_STEPS:
        steps += 1
        try:
            frame = gdb.selected_frame()
        except gdb.error:
            break
        sal = frame.find_sal()
        if sal.symtab is not None and sal.symtab.filename.endswith(source) and sal.line > 0:
            depth, name = depth_and_name(frame, source)
            while stack and (stack[-1]["depth"] > depth or
                             (stack[-1]["depth"] == depth and stack[-1]["name"] != name)):
                done = stack.pop()
                done["ending"] = "return"
                calls.append(done)
            # Go reports a function's header line on entry only: landing there again at the same
            # depth is the next call (two calls on one line of the caller, or a loop of calls)
            if (header_starts_call and stack and stack[-1]["depth"] == depth and stack[-1]["lines"]
                    and sal.line == header_line(frame)):
                done = stack.pop()
                done["ending"] = "return"
                calls.append(done)
            if not stack or stack[-1]["depth"] < depth:
                stack.append({"name": name, "depth": depth, "lines": []})
            lines = stack[-1]["lines"]
            # back in a caller after a return: the line it was on is not executed again
            if not lines or lines[-1] != sal.line:
                lines.append(sal.line)
        try:
            gdb.execute("step", to_string=True)
        except gdb.error:
            break
        if not gdb.selected_inferior().pid:
            break
        try:
            here = gdb.selected_frame()
        except gdb.error:
            break
        if depth_and_name(here, source)[0] == 0:
            # main returned: every open call ended normally; let the program finish
            for call in reversed(stack):
                call["ending"] = "return"
                calls.append(call)
            stack = []
            break
    # the program exited inside a call (exit(), abort()): those calls never returned
    for call in stack:
        call["ending"] = "exception"
    calls.extend(stack)
    try:
        gdb.execute("kill", to_string=True)
    except gdb.error:
        pass
    gdb.execute("delete", to_string=True)
    return {"steps": steps, "calls": [{"name": c["name"], "lines": c["lines"], "ending": c["ending"]} for c in calls]}


def main():
    gdb.execute("set pagination off")
    gdb.execute("set confirm off")
    gdb.execute("set startup-with-shell on")
    # without libc's separate debug info, `step` steps over library calls instead of into them
    gdb.execute("set debug-file-directory /nonexistent")
    with open(os.environ["CODEFLOW_TRACE_SPEC"]) as f:
        specs = json.load(f)
    # nor into a standard library's code that carries line info: the C++ library's inline
    # templates in headers, Go's and Rust's library sources (the spec's `skip` directories)
    roots = {"/usr/include"}
    for spec in specs:
        roots.update(spec.get("skip", []))
    for root in sorted(roots):
        for depth in range(1, 8):
            gdb.execute("skip -gfi " + root + "/" + "/".join(["*"] * depth), to_string=True)
    out = []
    for spec in specs:
        try:
            out.append(dict(trace(spec["exe"], spec["source"], spec["stdin"], spec.get("entry", "main"),
                                  spec.get("headerStartsCall", False)),
                            source=spec["source"]))
        except gdb.error as err:
            out.append({"source": spec["source"], "error": str(err), "calls": []})
    sys.stdout.write("\n@@TRACE@@" + json.dumps(out) + "\n")


main()
