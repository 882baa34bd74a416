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
RAW = {int, bool, str, type(None)}
# values that cannot change in place: the same object means the same shown value
FIXED = {float, complex, type(len), type(_short), type}
GONE = {"r": "", "t": "deleted"}
_MISSING = object()
_HIDDEN = object()


def _changes(values, seen, deletions):
    """The locals whose shown value changed since the frame's last step ({name: GONE} if deleted).

    `seen` holds each name's last value (and its rendering for the others). Immutable values are
    compared as values; lists, dicts and objects are rendered again each step (they change in
    place).
    """
    changed = None
    for name, value in values.items():
        kind = type(value)
        old = seen.get(name, _MISSING)
        if kind in RAW:
            if old is value or (type(old) is kind and old == value):
                continue
            seen[name] = value
            if name.startswith("__"):
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
    chunk = {"lines": [], "frames": [], "newFrames": [], "vars": [], "output": []}
    ids = {}
    raw = {}
    state = {"steps": 0, "limit": None, "written": 0}
    deadline = time.monotonic() + max_ms / 1000

    def send():
        flush(json.dumps(chunk))
        for key in chunk:
            chunk[key] = []

    class Stream(io.TextIOBase):
        def __init__(self, name):
            self.name = name

        def writable(self):
            return True

        def write(self, text):
            if state["written"] < OUTPUT_MAX:
                state["written"] += len(text)
                chunk["output"].append([state["steps"], self.name, text])
            return len(text)

    def read_line(prompt=""):
        sys.stdout.write(str(prompt))
        line = sys.stdin.readline()
        if not line:
            raise EOFError("EOF when reading a line (the Program input has no more lines)")
        sys.stdout.write(line if line.endswith("\n") else line + "\n")
        return line.rstrip("\n")

    def on_line(frame, event, arg):
        if event == "line":
            step = state["steps"]
            if step >= max_steps:
                state["limit"] = "steps"
                raise _Limit()
            if step & 1023 == 0 and time.monotonic() > deadline:
                state["limit"] = "time"
                raise _Limit()
            state["steps"] = step + 1
            frame_id = ids[id(frame)]
            chunk["lines"].append(frame.f_lineno)
            chunk["frames"].append(frame_id)
            # module code: its comprehensions' names replace the globals in f_locals for a while
            module = frame.f_code.co_name == "<module>"
            changes = _changes(frame.f_locals, raw.setdefault(frame_id, {}), not module)
            if changes:
                chunk["vars"].append([step, frame_id, changes])
            if len(chunk["lines"]) >= CHUNK:
                send()
        elif event == "return":
            ids.pop(id(frame), None)
        return on_line

    def on_call(frame, event, arg):
        if frame.f_code.co_filename != PROGRAM:
            return None
        frame_id = state.setdefault("next", 0)
        state["next"] = frame_id + 1
        ids[id(frame)] = frame_id
        parent = ids.get(id(frame.f_back), -1) if frame.f_back else -1
        name = frame.f_code.co_name
        chunk["newFrames"].append(
            {"id": frame_id, "name": name, "line": frame.f_code.co_firstlineno, "parent": parent}
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
