def run(program):
    stack = []
    for instr in program:
        match instr.split():
            case ["push", n]:
                stack.append(int(n))
            case ["add"]:
                stack.append(stack.pop() + stack.pop())
            case ["skip"]:
                continue
            case ["halt"]:
                break
            case [op, *_] if op.startswith("#"):
                pass
            case _:
                raise ValueError(instr)
        print("stack", stack)
    return stack


print(run(["push 1", "push 2", "skip", "# note", "add", "halt", "push 9"]))
try:
    run(["jump"])
except ValueError as e:
    print("bad", e)
