import os


def write_and_read(name, lines):
    with open(name, "w") as fh:
        for line in lines:
            fh.write(line + "\n")
    with open(name) as fh:
        content = fh.read()
    os.remove(name)
    return content.splitlines()


print(write_and_read("data.txt", ["one", "two"]))
