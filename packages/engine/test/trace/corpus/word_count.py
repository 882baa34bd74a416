TEXT = """the quick brown fox
jumps over the lazy dog
the end"""


def count_words(text):
    counts = {}
    for line in text.splitlines():
        for word in line.split():
            if word in counts:
                counts[word] += 1
            else:
                counts[word] = 1
    return counts


def top(counts, n):
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    return ranked[:n]


print(top(count_words(TEXT), 3))
