// The generation benchmarks' input: ordinary Python, different on every request.

/** 30 lines of ordinary Python: functions, a loop, branches, try. */
export const snippet = `import sys

def fib(n):
    a, b = 0, 1
    for i in range(n):
        a, b = b, a + b
    return a

def classify(x):
    if x < 0:
        return "negative"
    elif x == 0:
        return "zero"
    else:
        return "positive"

def main():
    total = 0
    for k in range(10):
        v = fib(k)
        if v % 2 == 0:
            total += v
        else:
            print(classify(v))
    while total > 100:
        total -= 7
    try:
        print(total)
    except Exception as e:
        print("error", e)
main()
`;

/**
 * The snippet with request `n` written into it (a loop bound and a comment), so every request
 * sends code the server has not seen: a result cache could not serve them.
 */
export function snippetVariant(n: number): string {
  return `# request ${n}\n${snippet.replace('range(10)', `range(${10 + (n % 90)})`)}`;
}
