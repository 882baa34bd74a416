import re


def first_number(lines):
    for line in lines:
        if (m := re.search(r"\d+", line)) is not None:
            return int(m.group())
    return None


def chunks(data, size):
    out = []
    i = 0
    while (piece := data[i:i + size]):
        out.append(piece)
        i += size
    return out


label = "big" if first_number(["no", "x42y"]) > 10 else "small"
print(label, chunks("abcdefg", 3), first_number([]))
