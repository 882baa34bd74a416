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


def return_address(frame):
    """The address `frame` returns to (its caller's pc), or None when gdb cannot unwind it."""
    try:
        older = frame.older()
        return older.pc() if older is not None else None
    except gdb.error:
        return None


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


# the goroutine being stepped (Go on amd64 keeps its `g` in r14): resume stops are its own
STEPPED = {"g": None}

# open calls per goroutine (Go, spec `goroutines`; else one stack under None): a call that blocks
# on a channel parks its goroutine, another one runs (and may stop at an entry), and the parked
# call goes on when the channel is ready — it has not returned
STACKS = {}

# stops that are no statement when the next stop of their call is on one of some lines (Go's
# rows idle on some ways out, jumpSkippedLines.ts `idleExits`): address -> lines, and the stop
# waiting for its next one (the call, its line count once recorded, those lines)
IDLE = {"exits": {}, "pending": None}


def goroutine():
    """The current goroutine's `g` (r14 in Go's register ABI on amd64), or None."""
    try:
        return int(gdb.selected_frame().read_register("r14"))
    except (gdb.error, ValueError):
        return None


class ResumeBreakpoint(gdb.Breakpoint):
    """A stop right after a call out of the source, for the goroutine being stepped and those with
    a traced call open (parked on a channel, they go on later): other goroutines run the same
    code while one waits (`wg.Wait()` with `go func() {…}()` workers) and are not calls."""

    def stop(self):
        g = goroutine()
        return g == STEPPED["g"] or bool(STACKS.get(g))


def load_base(exe):
    """Where a position-independent executable is loaded: its first mapping's start (0 for a
    fixed-address one, ELF type ET_EXEC, such as Go's: its addresses are the line table's)."""
    with open(exe, "rb") as f:
        if f.read(18)[16:18] == b"\x02\x00":
            return 0
    for row in gdb.execute("info proc mappings", to_string=True).splitlines():
        parts = row.split()
        if len(parts) >= 5 and parts[-1] == os.path.realpath(exe) and parts[0].startswith("0x"):
            return int(parts[0], 16)
    return 0


def trace(spec):
    """Steps `spec`'s program from each of its entries until that call returns to a frame outside
    the source (several entries, e.g. a test binary's tests: `continue` to the next one)."""
    exe = spec["exe"]
    with_pcs = spec.get("pcs", False)
    entries = spec.get("entries") or [spec.get("entry", "main")]
    gdb.execute("file " + exe, to_string=True)
    for entry in entries:
        gdb.execute("break " + entry, to_string=True)
    for name, value in spec.get("env", {}).items():
        gdb.execute("set environment " + name + "=" + value, to_string=True)
    gdb.execute("run " + spec.get("args", "") + " < " + spec["stdin"] + " > /dev/null 2>&1",
                to_string=True)
    # addresses (static) whose stops are no statement (a Go variable's reload, jumpSkippedLines.ts)
    quiet = set(spec.get("quietPcs", []))
    IDLE["exits"] = {int(pc): set(lines) for pc, lines in spec.get("idleExits", {}).items()}
    IDLE["pending"] = None
    resume_pcs = spec.get("resumePcs", [])
    base = load_base(exe) if with_pcs or quiet or resume_pcs or IDLE["exits"] else 0
    # a stop right after each call out of the source, while stepping: gdb's `step` over a call
    # waits at the return address for the caller's frame, by its stack address; Go's runtime
    # moves a goroutine's stack when it grows it, so that frame never comes back and the step
    # ran on to the program's end (the call "ended" after a call into the library)
    resumes = [ResumeBreakpoint("*" + hex(pc + base), internal=True) for pc in resume_pcs]
    STEPPED["g"] = None
    try:
        return trace_entries(spec, entries, base, quiet, resumes)
    finally:
        # internal breakpoints outlive `delete`: the next program must not stop at them
        for b in resumes:
            b.delete()
        for name in spec.get("env", {}):
            gdb.execute("unset environment " + name, to_string=True)


def trace_entries(spec, entries, base, quiet, resumes):
    """`trace`'s stepping, once the program stopped at its first entry."""
    source = spec["source"]
    header_starts_call = spec.get("headerStartsCall", False)
    with_pcs = spec.get("pcs", False)
    max_steps = spec.get("maxSteps", MAX_STEPS)
    calls = []  # finished calls
    STACKS.clear()  # open calls: {"name", "depth", "lines"}, per goroutine
    steps = 0
    while steps < max_steps and gdb.selected_inferior().pid:
        steps, done = step_call(source, steps, max_steps, calls, header_starts_call, with_pcs,
                                base, quiet, spec.get("goroutines", False))
        # a program's one entry (`main`) runs once; a test binary's entries (each function of the
        # file, maybe just one) run as often as the tests call them
        if not done or not spec.get("entries"):
            break
        # back outside the source after a call from outside (a test): run to the next entry (or
        # to where a parked goroutine's call goes on)
        STEPPED["g"] = None
        for b in resumes:
            b.enabled = any(STACKS.values())
        try:
            gdb.execute("continue", to_string=True)
        except gdb.error:
            break
        for b in resumes:
            b.enabled = True
    # the program exited inside a call (exit(), abort()), or the step budget ran out: those calls
    # did not return (the checker walks their lines, not their end); so did goroutines' calls
    # still parked when the tests ended
    for stack in STACKS.values():
        for call in stack:
            call["ending"] = "exception"
        calls.extend(stack)
    try:
        gdb.execute("kill", to_string=True)
    except gdb.error:
        pass
    gdb.execute("delete", to_string=True)
    return {"steps": steps, "calls": [dict({"name": c["name"], "lines": c["lines"], "ending": c["ending"]},
                                           **({"pcs": c["pcs"]} if with_pcs else {})) for c in calls]}


def step_call(source, steps, max_steps, calls, header_starts_call, with_pcs, base, quiet,
              goroutines):
    """Single-steps until the stepped call returns outside the source (done) or the budget ends."""
    while steps < max_steps:
        steps += 1
        try:
            frame = gdb.selected_frame()
        except gdb.error:
            return steps, False
        sal = frame.find_sal()
        if (sal.symtab is not None and sal.symtab.filename.endswith(source) and sal.line > 0
                and frame.pc() - base not in quiet):
            depth, name = depth_and_name(frame, source)
            STEPPED["g"] = goroutine()
            stack = STACKS.setdefault(STEPPED["g"] if goroutines else None, [])
            while stack and (stack[-1]["depth"] > depth or
                             (stack[-1]["depth"] == depth and stack[-1]["name"] != name)):
                done = stack.pop()
                done["ending"] = "return"
                calls.append(done)
            # Go reports a function's header line on entry only: landing there again at the same
            # depth is the next call (two calls on one line of the caller, or a loop of calls) —
            # unless the call has run nothing else yet: the prologue ran again after the runtime
            # grew the goroutine's stack (`morestack` jumps back to the function's entry)
            if (header_starts_call and stack and stack[-1]["depth"] == depth
                    and any(l != sal.line for l in stack[-1]["lines"])
                    and sal.line == header_line(frame)):
                done = stack.pop()
                done["ending"] = "return"
                calls.append(done)
            # a frame returning elsewhere in its caller is another call, though the depth and the
            # name are the same: `f(&f(x))`, where gdb steps from the inner call's return into the
            # outer call without stopping in the caller (its line is not finished)
            # (not on the function's header line: Go stops there before its frame is set up,
            # where gdb's unwinding may name another caller)
            caller = return_address(frame) if sal.line != header_line(frame) else None
            if (stack and stack[-1]["depth"] == depth and stack[-1]["name"] == name
                    and caller is not None and stack[-1].get("caller") not in (None, caller)):
                done = stack.pop()
                done["ending"] = "return"
                calls.append(done)
            if not stack or stack[-1]["depth"] < depth:
                stack.append({"name": name, "depth": depth, "lines": [], "pcs": [],
                              "caller": caller})
            elif stack[-1].get("caller") is None:
                stack[-1]["caller"] = caller
            lines = stack[-1]["lines"]
            pending, IDLE["pending"] = IDLE["pending"], None
            if (pending is not None and pending[0] is stack[-1] and sal.line in pending[2]
                    and len(lines) == pending[1]):
                lines.pop()
            if with_pcs:
                # every stop with its address (static, as in the line table): the caller reads
                # each stop's column and drops repetitions itself (rustTrace.ts)
                lines.append(sal.line)
                stack[-1]["pcs"].append(frame.pc() - base)
            # back in a caller after a return: the line it was on is not executed again
            elif not lines or lines[-1] != sal.line:
                lines.append(sal.line)
                exits = IDLE["exits"].get(frame.pc() - base)
                if exits:
                    IDLE["pending"] = (stack[-1], len(lines), exits)
        try:
            gdb.execute("step", to_string=True)
        except gdb.error:
            return steps, False
        if not gdb.selected_inferior().pid:
            return steps, False
        try:
            here = gdb.selected_frame()
        except gdb.error:
            return steps, False
        if depth_and_name(here, source)[0] == 0:
            # the entry returned: every open call (of this goroutine) ended normally
            stack = STACKS.pop(goroutine() if goroutines else None, [])
            for call in reversed(stack):
                call["ending"] = "return"
                calls.append(call)
            return steps, True
    return steps, False


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
            out.append(dict(trace(spec), source=spec["source"]))
        except gdb.error as err:
            out.append({"source": spec["source"], "error": str(err), "calls": []})
            gdb.execute("delete", to_string=True)
    sys.stdout.write("\n@@TRACE@@" + json.dumps(out) + "\n")


main()
