# The Python side of Run (decision 041): runs the program under sys.settrace and records one
# step per executed line of the program (never of this file or the standard library), each
# frame's locals when they change, and what it writes, in chunks handed to `flush`.
import builtins
import io
import json
import sys
import time
import traceback

PROGRAM = "<program>"
CHUNK = 20000
TEXT_MAX = 80
ITEMS_MAX = 20
OUTPUT_MAX = 1_000_000


class _Limit(BaseException):
    pass


def _short(text):
    return text if len(text) <= TEXT_MAX else text[: TEXT_MAX - 1] + "…"


def _show(value, depth=0):
    kind = type(value).__name__
    try:
        if isinstance(value, (int, float, bool, complex)) or value is None:
            return {"r": repr(value), "t": kind}
        if isinstance(value, str):
            return {"r": _short(repr(value)), "t": kind}
        if callable(value) and hasattr(value, "__name__"):
            return {"r": f"{kind} {value.__name__}", "t": kind}
        shown = {"r": _short(repr(value)), "t": kind}
        if depth >= 2:
            return shown
        if isinstance(value, dict):
            items = [(repr(k), v) for k, v in list(value.items())[:ITEMS_MAX]]
        elif isinstance(value, (list, tuple, set, frozenset)):
            items = [(str(i), v) for i, v in enumerate(list(value)[:ITEMS_MAX])]
        elif hasattr(value, "__dict__") and not isinstance(value, type):
            items = list(vars(value).items())[:ITEMS_MAX]
        else:
            return shown
        shown["c"] = [[k, _show(v, depth + 1)] for k, v in items]
        return shown
    except Exception as error:  # a broken __repr__ must not end the run
        return {"r": f"<{kind}: repr failed: {type(error).__name__}>", "t": kind}


# values sent as they are (JSON): the replay shows them (runValues.ts); most loop steps change
# one of these, so a step costs a comparison and no rendering
RAW = frozenset({int, bool, str, type(None)})
# values that cannot change in place: the same object means the same shown value
FIXED = frozenset({float, complex, type(len), type(_short), type})
GONE = {"r": "", "t": "deleted"}
_MISSING = object()
_HIDDEN = object()


def _changes(values, seen, deletions):
    """The locals whose shown value changed since the frame's last step ({name: GONE} if deleted).

    `seen` holds each name's last value (and its rendering for the others). Immutable values are
    compared as values; lists, dicts and objects are rendered again each step (they change in
    place). Most locals hold the same object as at the last step: one lookup and an `is`.
    """
    changed = None
    get = seen.get
    for name, value in values.items():
        old = get(name, _MISSING)
        if old is value:
            continue
        kind = type(value)
        if kind in RAW:
            if type(old) is kind and old == value:
                seen[name] = value
                continue
            seen[name] = value
            if name[:2] == "__":
                continue
            shown = value if kind is not str or len(value) <= TEXT_MAX else _short(value)
        else:
            if old is _HIDDEN or (type(old) is tuple and old[0] is value and kind in FIXED):
                continue
            if old is _MISSING and _hidden(name, value):
                seen[name] = _HIDDEN
                continue
            shown = _show(value)
            if type(old) is tuple and old[1] == shown:
                seen[name] = (value, shown)
                continue
            seen[name] = (value, shown)
        if changed is None:
            changed = {}
        changed[name] = shown
    if deletions and len(seen) > len(values):
        for name in [n for n in seen if n not in values]:
            del seen[name]
            changed = changed or {}
            changed[name] = GONE
    return changed


def _hidden(name, value):
    return name.startswith("__") or type(value).__name__ == "module"


def run(code, stdin_text, max_steps, max_ms, flush):
    lines, frames, new_frames, values, output = [], [], [], [], []
    chunk = {"lines": lines, "frames": frames, "newFrames": new_frames, "vars": values,
             "output": output}
    ids = {}
    state = {"limit": None, "written": 0, "next": 0}
    deadline = time.monotonic() + max_ms / 1000
    monotonic = time.monotonic
    add_line, add_frame, add_values = lines.append, frames.append, values.append
    # the step count, and the last frame seen (most steps are in the same frame as the last)
    steps = 0
    last = (None, -1, None, False)

    def send():
        flush(json.dumps(chunk, separators=(",", ":")))
        for part in chunk.values():
            part.clear()

    class Stream(io.TextIOBase):
        def __init__(self, name):
            self.name = name

        def writable(self):
            return True

        def write(self, text):
            if state["written"] < OUTPUT_MAX:
                state["written"] += len(text)
                output.append([steps, self.name, text])
            return len(text)

    def read_line(prompt=""):
        sys.stdout.write(str(prompt))
        line = sys.stdin.readline()
        if not line:
            raise EOFError("EOF when reading a line (the Program input has no more lines)")
        sys.stdout.write(line if line.endswith("\n") else line + "\n")
        return line.rstrip("\n")

    def on_line(frame, event, arg):
        nonlocal steps, last
        if event == "line":
            step = steps
            if step >= max_steps:
                state["limit"] = "steps"
                raise _Limit()
            if step & 1023 == 0 and monotonic() > deadline:
                state["limit"] = "time"
                raise _Limit()
            steps = step + 1
            if last[0] is not frame:
                frame_id, seen, deletions = ids[id(frame)]
                last = (frame, frame_id, seen, deletions)
            else:
                frame_id, seen, deletions = last[1], last[2], last[3]
            add_line(frame.f_lineno)
            add_frame(frame_id)
            changes = _changes(frame.f_locals, seen, deletions)
            if changes:
                add_values([step, frame_id, changes])
            if len(lines) >= CHUNK:
                send()
        elif event == "return":
            ids.pop(id(frame), None)
            if last[0] is frame:
                last = (None, -1, None, False)
        return on_line

    def on_call(frame, event, arg):
        code = frame.f_code
        if code.co_filename != PROGRAM:
            return None
        frame_id = state["next"]
        state["next"] = frame_id + 1
        # module code: its comprehensions' names replace the globals in f_locals for a while
        ids[id(frame)] = (frame_id, {}, code.co_name != "<module>")
        parent = ids.get(id(frame.f_back), (-1,))[0] if frame.f_back else -1
        new_frames.append(
            {"id": frame_id, "name": code.co_name, "line": code.co_firstlineno, "parent": parent}
        )
        return on_line

    end = {"kind": "done"}
    saved = (sys.stdin, sys.stdout, sys.stderr, builtins.input)
    sys.stdin = io.StringIO(stdin_text)
    sys.stdout, sys.stderr = Stream("out"), Stream("err")
    builtins.input = read_line
    program_globals = {"__name__": "__main__", "__builtins__": builtins}
    try:
        compiled = compile(code, PROGRAM, "exec")
        sys.settrace(on_call)
        try:
            exec(compiled, program_globals)
        finally:
            sys.settrace(None)
    except _Limit:
        end = {"kind": "limit", "limit": state["limit"] or "steps"}
    except BaseException as error:  # the program's own exception (SystemExit included)
        if isinstance(error, SystemExit) and error.code in (None, 0):
            end = {"kind": "done"}
        else:
            end = {"kind": "exception", "error": _describe(error)}
    finally:
        sys.stdin, sys.stdout, sys.stderr, builtins.input = saved
    send()
    return json.dumps(end)


def _describe(error):
    message = "".join(traceback.format_exception_only(type(error), error)).strip()
    if isinstance(error, SyntaxError) and error.filename == PROGRAM:
        return {"message": message.splitlines()[-1], "line": error.lineno, "traceback": message}
    frames = [f for f in traceback.extract_tb(error.__traceback__) if f.filename == PROGRAM]
    lines = ["Traceback (most recent call last):"]
    for f in frames:
        where = "<module>" if f.name == "<module>" else f.name
        lines.append(f"  line {f.lineno}, in {where}")
        if f.line:
            lines.append(f"    {f.line.strip()}")
    lines.append(message)
    line = frames[-1].lineno if frames else None
    return {"message": message.splitlines()[-1], "line": line, "traceback": "\n".join(lines)}
