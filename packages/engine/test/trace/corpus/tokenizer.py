def tokenize(src):
    tokens = []
    i = 0
    while i < len(src):
        ch = src[i]
        if ch.isspace():
            i += 1
            continue
        if ch.isdigit():
            j = i
            while j < len(src) and src[j].isdigit():
                j += 1
            tokens.append(("num", int(src[i:j])))
            i = j
        elif ch in "+-*/()":
            tokens.append(("op", ch))
            i += 1
        else:
            raise SyntaxError(f"bad char {ch!r}")
    return tokens


print(tokenize("12 + (3*45)"))
try:
    tokenize("1 $ 2")
except SyntaxError as e:
    print(e)
